import { Collection } from '@msw/data';
import { z } from 'zod';
import { CHECKED_RECORD, COLLECTION_SCHEMAS, db, type CollectionName } from './database';

/**
 * Every @msw/data record carries a primary key of its own (a non-enumerable symbol property, the one its
 * persist and sync extensions store): the key a record keeps through updates, and the key it is persisted
 * under. The symbol is not exported, so it is found once on a probe record; a test guards it.
 */
let primaryKeySymbol: symbol | undefined;

function symbolOf(record: object): symbol {
  primaryKeySymbol ??= Object.getOwnPropertySymbols(record).find(
    (symbol) => symbol.description === 'kPrimaryKey',
  );
  if (!primaryKeySymbol) throw new Error('@msw/data records carry no kPrimaryKey symbol any more.');
  return primaryKeySymbol;
}

async function probeSymbol(): Promise<symbol> {
  return primaryKeySymbol ?? symbolOf(await new Collection({ schema: z.object({}) }).create({}));
}

export function primaryKeyOf(record: object): string {
  const key = (record as Record<symbol, unknown>)[symbolOf(record)];
  if (typeof key !== 'string') throw new Error('Not an @msw/data record: it has no primary key.');
  return key;
}

export type ValidationResult = { ok: true; value: unknown } | { ok: false; reason: string };

/** Checks stored values against the collection's record schema (without @msw/data's console output). */
export function validateRecord(collection: CollectionName, value: unknown): ValidationResult {
  const result = (COLLECTION_SCHEMAS[collection] as z.ZodType).safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    reason: result.error.issues
      .map((issue) => `${issue.path.join('.') || '(record)'}: ${issue.message}`)
      .join('; '),
  };
}

/**
 * Creates a record under a given primary key (a record loaded from storage keeps its key). `checked`: the values
 * are the output of validateRecord a moment ago, so they are not parsed again.
 */
export async function createWithPrimaryKey(
  collection: CollectionName,
  primaryKey: string,
  values: object,
  { checked = false }: { checked?: boolean } = {},
): Promise<object> {
  const initial = checked ? checkedValues(values) : { ...values };
  Object.defineProperty(initial, await probeSymbol(), { value: primaryKey });
  const target = db[collection] as unknown as { create(values: unknown): Promise<object> };
  return target.create(initial);
}

/** The records of a collection by primary key. */
export function recordsByPrimaryKey(collection: CollectionName): Map<string, object> {
  const map = new Map<string, object>();
  for (const record of db[collection].all()) map.set(primaryKeyOf(record), record);
  return map;
}

/** A copy of values parsed against their record schema before (see CHECKED_RECORD): created without a second parse. */
export function checkedValues<T extends object>(values: T): T {
  return { ...values, [CHECKED_RECORD]: true };
}
