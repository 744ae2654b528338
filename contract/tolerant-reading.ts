import { z } from 'zod';

/**
 * The building blocks of the tolerant reader (docs/decisions/003-tolerant-reader.md): how the client reads an answer
 * of the real backend. What the spec fixes is checked strictly; what it leaves open is accepted in any plausible
 * form; unknown fields are ignored (z.object strips them); one odd item never empties a list.
 * contract/answer-readers.ts applies them per entity and per route.
 */

/** Something a reader read around: an item of a list that is not shown. */
export interface ReadNote {
  /**
   * 'left-out': a well-formed item the spec does not show (a booking state outside the spec's list);
   * 'skipped': a malformed item.
   */
  kind: 'left-out' | 'skipped';
  /** Where in the answer, e.g. '[3]' or 'integrations.commutePooling.integrationOffer.travelInfoList[0]'. */
  path: string;
  /** The item's id, when it has one. */
  id: string | null;
  /** Why, in a few words (for the console and contract:check). */
  reason: string;
}

export type ReadResult<T> =
  | { ok: true; value: T; notes: ReadNote[] }
  | { ok: false; issues: z.core.$ZodIssue[]; notes: ReadNote[] };

/** Reads a value of type T out of an answer body (parsed JSON, undefined when empty, or the text of a non-JSON body). */
export type BodyReader<T> = (body: unknown) => ReadResult<T>;

/** A reader that parses with one schema (unknown fields are dropped by the schema's objects). */
export function readWith<T>(schema: z.ZodType<T>): BodyReader<T> {
  return (body) => {
    const parsed = schema.safeParse(body);
    return parsed.success
      ? { ok: true, value: parsed.data, notes: [] }
      : { ok: false, issues: parsed.error.issues, notes: [] };
  };
}

/** What an item reader says of one list item. */
export type ItemOutcome<T> =
  | { kind: 'read'; value: T }
  | { kind: 'left-out'; id: string | null; reason: string }
  | { kind: 'skipped'; id: string | null; issues: z.core.$ZodIssue[] };

export type ItemReader<T> = (item: unknown, index: number) => ItemOutcome<T>;

/** An item reader from a schema: a malformed item is skipped. */
export function itemWith<T>(schema: z.ZodType<T>): ItemReader<T> {
  return (item) => {
    const parsed = schema.safeParse(item);
    return parsed.success
      ? { kind: 'read', value: parsed.data }
      : { kind: 'skipped', id: itemId(item), issues: parsed.error.issues };
  };
}

/** The id of a raw item, for the notes: the first of the usual id fields that is a string or a number. */
export function itemId(item: unknown): string | null {
  if (typeof item !== 'object' || item === null) return null;
  for (const key of ['bookingId', 'id']) {
    const value = (item as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return null;
}

/** "path: message" of the first issues, for a note. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${formatPath(issue.path)}: ${issue.message}`)
    .join('; ');
}

export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, segment) =>
      typeof segment === 'number'
        ? `${text}[${segment}]`
        : text
          ? `${text}.${String(segment)}`
          : String(segment),
    '',
  );
}

/**
 * Reads a list item by item: items the item reader skips or leaves out are noted, the rest is the list. Only a
 * body that is no list at all fails. `at` names the list's place in the answer (for the notes).
 */
export function readList<T>(items: unknown, readItem: ItemReader<T>, at = ''): ReadResult<T[]> {
  if (!Array.isArray(items)) {
    const parsed = z.array(z.unknown()).safeParse(items);
    return { ok: false, issues: parsed.error?.issues ?? [], notes: [] };
  }
  const value: T[] = [];
  const notes: ReadNote[] = [];
  items.forEach((item, index) => {
    const outcome = readItem(item, index);
    const path = `${at}[${index}]`;
    switch (outcome.kind) {
      case 'read':
        value.push(outcome.value);
        return;
      case 'left-out':
        notes.push({ kind: 'left-out', path, id: outcome.id, reason: outcome.reason });
        return;
      case 'skipped':
        notes.push({
          kind: 'skipped',
          path,
          id: outcome.id,
          reason: describeIssues(outcome.issues),
        });
    }
  });
  return { ok: true, value, notes };
}

export function listReader<T>(readItem: ItemReader<T>): BodyReader<T[]> {
  return (body) => readList(body, readItem);
}

// --- plausible forms of single values ------------------------------------------------------------

/** An id: a non-empty string, or a number (a backend with numeric ids), read as its text. */
export const IdReader = z
  .union([z.string().trim().min(1), z.number().finite()])
  .transform((value) => String(value));

/** A number, also in the text form some backends give decimals ("48.1"). */
export const NumberReader = z.union([
  z.number().finite(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?([eE][+-]?\d+)?$/)
    .transform(Number),
]);

/** Free text the spec names without bounds: any string (our request bounds do not apply to answers). */
export const TextReader = z.string();

/** Text that may be absent: null, missing and blank all read as null. Numbers (an account number) read as text. */
export const NullableTextReader = z
  .union([z.string(), z.number().finite()])
  .nullish()
  .transform((value) => {
    const text = value === null || value === undefined ? '' : String(value).trim();
    return text === '' ? null : text;
  });

/** Text that may be absent, where the entity marks absence by leaving the field out. */
export const OptionalTextReader = NullableTextReader.transform((value) => value ?? undefined);

/**
 * A point in time: ISO 8601 with an offset (kept as sent), ISO without an offset (read in the device's zone), or
 * epoch milliseconds; read as ISO text.
 */
const OffsetDateTimeReader = z.iso.datetime({ offset: true });

export const DateTimeReader = z.union([
  OffsetDateTimeReader,
  z.iso.datetime({ local: true }).transform((value) => new Date(value).toISOString()),
  z
    .number()
    .int()
    .min(0)
    .max(253_402_300_799_999)
    .transform((value) => new Date(value).toISOString()),
]);

/** A boolean flag object ({ enabled }) that defaults to off when absent: no access is the safe side. */
export const FlagReader = z
  .object({ enabled: z.boolean() })
  .nullish()
  .transform((flag) => ({ enabled: flag?.enabled ?? false }));
