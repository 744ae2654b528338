import type { AppRoute } from '@ts-rest/core';
import { z } from 'zod';
import {
  ANSWER_READINGS,
  readSuccessfulAnswer,
  type AnswerReading,
} from '@contract/answer-readers';
import type { RouteName } from '@contract/router';
import { formatPath } from '@contract/tolerant-reading';
import type { Difference, RouteCheck } from './route-check';

/** Comparing one answer of `npm run contract:check` with the contract's schema, and reading it as the app does. */

interface ZodDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
}

const defOf = (schema: z.ZodType): ZodDef =>
  (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** The object shapes and array elements a schema allows at its top, through wrappers and unions. */
function unwrap(schema: z.ZodType): {
  objects: Record<string, z.ZodType>[];
  elements: z.ZodType[];
} {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return { objects: [def.shape ?? {}], elements: [] };
    case 'array':
      return { objects: [], elements: def.element ? [def.element] : [] };
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return def.innerType ? unwrap(def.innerType) : { objects: [], elements: [] };
    case 'pipe':
      return def.in ? unwrap(def.in) : { objects: [], elements: [] };
    case 'union': {
      const parts = (def.options ?? []).map(unwrap);
      return {
        objects: parts.flatMap((p) => p.objects),
        elements: parts.flatMap((p) => p.elements),
      };
    }
    default:
      return { objects: [], elements: [] };
  }
}

/** Paths of fields in `value` that `schema` does not know (array items as [*]), each once. */
export function unknownFields(schema: z.ZodType, value: unknown, at = ''): string[] {
  const { objects, elements } = unwrap(schema);
  const found = new Set<string>();
  if (Array.isArray(value)) {
    for (const element of elements) {
      for (const item of value)
        unknownFields(element, item, `${at}[*]`).forEach((p) => found.add(p));
    }
  } else if (typeof value === 'object' && value !== null && objects.length > 0) {
    for (const [key, inner] of Object.entries(value)) {
      const path = at ? `${at}.${key}` : key;
      const known = objects
        .map((shape) => shape[key])
        .filter((s): s is z.ZodType => s !== undefined);
      if (known.length === 0) found.add(path);
      for (const schemaOfKey of known)
        unknownFields(schemaOfKey, inner, path).forEach((p) => found.add(p));
    }
  }
  return [...found];
}

function valueAt(
  value: unknown,
  path: readonly PropertyKey[],
): { present: boolean; value: unknown } {
  let current: unknown = value;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null || !(String(segment) in current)) {
      return { present: false, value: undefined };
    }
    current = (current as Record<string, unknown>)[String(segment)];
  }
  return { present: true, value: current };
}

export function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text =
    typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function expectedOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected;
    case 'invalid_value':
      return `one of ${issue.values.map((value) => JSON.stringify(value)).join('|')}`;
    case 'too_big':
      return `at most ${String(issue.maximum)}${issue.origin === 'string' ? ' characters' : ''}`;
    case 'too_small':
      return `at least ${String(issue.minimum)}${issue.origin === 'string' ? ' characters' : ''}`;
    case 'invalid_format':
      return `a ${issue.format}`;
    default:
      return issue.message;
  }
}

/**
 * The Zod issues of an exact parse, as differences: path, what the contract expects, what was found. The same
 * difference in many items of a list is one line ([*], the first value found, how many items).
 */
export function differencesOf(issues: readonly z.core.$ZodIssue[], body: unknown): Difference[] {
  const byPath = new Map<string, Difference & { count: number }>();
  for (const issue of issues) {
    const at = valueAt(body, issue.path);
    const path = (formatPath(issue.path) || '(body)').replace(/\[\d+\]/g, '[*]');
    const expected = expectedOf(issue);
    const key = `${path}|${expected}`;
    const known = byPath.get(key);
    if (known) known.count += 1;
    else
      byPath.set(key, {
        path,
        expected,
        found: at.present ? shown(at.value) : 'missing',
        count: 1,
      });
  }
  return [...byPath.values()].map(({ count, ...difference }) =>
    count > 1
      ? { ...difference, found: `${difference.found} (and ${count - 1} more items)` }
      : difference,
  );
}

const isSchema = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/** Compares one 2xx answer with the route's declared answers and reads it as the app does. */
export function compareAnswer(
  name: RouteName,
  route: AppRoute,
  status: number,
  body: unknown,
): Pick<RouteCheck, 'outcome' | 'differences' | 'unknownFields' | 'notes' | 'fatal' | 'reason'> {
  const declared = (route.responses as Record<number, unknown>)[status];
  const differences: Difference[] = [];
  let unknown: string[] = [];
  if (declared === undefined) {
    const successes = Object.keys(route.responses)
      .map(Number)
      .filter((code) => code >= 200 && code < 300);
    differences.push({ path: '(status)', expected: successes.join(' or '), found: String(status) });
    if (body !== undefined) {
      differences.push({ path: '(body)', expected: 'no body', found: shown(body) });
    }
  } else if (isSchema(declared)) {
    const parsed = declared.safeParse(body);
    if (!parsed.success) differences.push(...differencesOf(parsed.error.issues, body));
    unknown = unknownFields(declared, body);
  } else if (body !== undefined) {
    differences.push({ path: '(body)', expected: 'no body', found: shown(body) });
  }

  const reading: AnswerReading = ANSWER_READINGS[name];
  const read = readSuccessfulAnswer(reading, body);
  if (!read.ok) {
    return {
      outcome: 'unreadable',
      differences,
      unknownFields: unknown,
      notes: read.notes,
      fatal: true,
      reason: 'the app cannot read this answer',
    };
  }
  return {
    outcome: differences.length === 0 && unknown.length === 0 ? 'parses' : 'differs',
    differences,
    unknownFields: unknown,
    notes: read.notes,
    fatal: false,
  };
}
