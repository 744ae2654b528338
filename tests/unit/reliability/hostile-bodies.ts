import fc from 'fast-check';
import {
  type JsonValue,
  NUMBER_LIKE_STRINGS,
  dateEdgeCases,
  hostileText,
  hugeString,
  numberEdgeCases,
} from './hostile-input';

/** Hostile request bodies (hostile-input.ts has the texts, numbers and dates): broken JSON, mutated valid bodies. */

/** What is sent as the request body: JSON of a value, a raw text, or nothing. */
export type BodyChoice = { json: JsonValue } | { raw: string } | { none: true };

/** Text that is not JSON, or JSON of the wrong shape at the top level. */
export const brokenBodies: fc.Arbitrary<BodyChoice> = fc.oneof(
  fc
    .constantFrom(
      '{not json',
      '{"a":',
      "{'single': 'quotes'}",
      'NaN',
      'undefined',
      '\u0000',
      '{"a":1,}',
      '[1,2',
      '"unterminated',
      '<xml/>',
      '\uFEFF{}',
    )
    .map((raw) => ({ raw })),
  fc
    .constantFrom('', ' ', '""', '0', 'null', 'true', '[]', '{}', '"string"', '-1')
    .map((raw) => ({ raw })),
  // Deep nesting: JSON.parse either copes or refuses; either way it is not a valid body.
  fc
    .integer({ min: 1_000, max: 20_000 })
    .map((depth) => ({ raw: `${'['.repeat(depth)}${']'.repeat(depth)}` })),
  fc.jsonValue({ maxDepth: 3 }).map((json) => ({ json: json as JsonValue })),
  fc.constant({ none: true as const }),
);

type Path = Array<string | number>;
const REMOVE = Symbol('remove');
type Replacement = (node: JsonValue) => JsonValue | typeof REMOVE;

function nodePaths(value: JsonValue, path: Path = []): Path[] {
  const children: Path[] = [];
  if (Array.isArray(value))
    value.forEach((item, index) => children.push(...nodePaths(item, [...path, index])));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      children.push(...nodePaths(item, [...path, key]));
  }
  return [path, ...children];
}

function replaceAt(value: JsonValue, path: Path, replace: Replacement): JsonValue | typeof REMOVE {
  if (path.length === 0) return replace(value);
  const [head, ...rest] = path;
  if (Array.isArray(value) && typeof head === 'number') {
    const next = replaceAt(value[head] ?? null, rest, replace);
    const copy = [...value];
    if (next === REMOVE) copy.splice(head, 1);
    else copy[head] = next;
    return copy;
  }
  if (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    typeof head === 'string'
  ) {
    const next = replaceAt(value[head] ?? null, rest, replace);
    const copy: { [key: string]: JsonValue } = { ...value };
    if (next === REMOVE) delete copy[head];
    else copy[head] = next;
    return copy;
  }
  return value;
}

/** Wrong JSON types, including the number-like strings JSON numbers cannot express. */
const wrongTypeValues: fc.Arbitrary<JsonValue> = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant<JsonValue>([]),
  fc.constant<JsonValue>({}),
  fc.constantFrom(...NUMBER_LIKE_STRINGS),
  fc.array(fc.string({ maxLength: 3 }), { maxLength: 3 }),
);

/** Keys that try prototype pollution when a server merges parsed JSON carelessly. */
const pollutingKeys = fc.constantFrom('__proto__', 'constructor', 'prototype', 'polluted');

/** One malformation of a node of a JSON body; applied at a position chosen by `at`. */
const mutations = (now: Date): fc.Arbitrary<{ at: number; replace: Replacement }> =>
  fc.record({
    at: fc.nat(),
    // Huge strings are rarer than the rest: each costs a megabyte of parsing on both sides.
    replace: fc.oneof(
      { weight: 3, arbitrary: fc.constant<Replacement>(() => REMOVE) },
      { weight: 3, arbitrary: wrongTypeValues.map<Replacement>((value) => () => value) },
      { weight: 1, arbitrary: hugeString.map<Replacement>((value) => () => value) },
      { weight: 3, arbitrary: hostileText().map<Replacement>((value) => () => value) },
      { weight: 2, arbitrary: numberEdgeCases.map<Replacement>((value) => () => value) },
      { weight: 2, arbitrary: dateEdgeCases(now).map<Replacement>((value) => () => value) },
      {
        weight: 2,
        arbitrary: fc.constantFrom<Replacement>(
          (node) => ({ value: node }),
          (node) => [node],
          (node) => ({ nested: { deeper: node } }),
        ),
      },
      {
        weight: 1,
        arbitrary: fc.tuple(pollutingKeys, fc.jsonValue({ maxDepth: 1 })).map<Replacement>(
          ([key, value]) =>
            (node) =>
              node !== null && typeof node === 'object' && !Array.isArray(node)
                ? { ...node, [key]: { polluted: value as JsonValue } }
                : { [key]: { polluted: true } },
        ),
      },
    ),
  });

/** A valid body with one to three malformations at random places (fields, nested objects, the root). */
export function mutatedBodies(valid: fc.Arbitrary<JsonValue>, now: Date): fc.Arbitrary<BodyChoice> {
  return fc
    .tuple(valid, fc.array(mutations(now), { minLength: 1, maxLength: 3 }))
    .map(([body, changes]) => {
      let current: JsonValue | typeof REMOVE = body;
      for (const { at, replace } of changes) {
        if (current === REMOVE) break;
        const paths = nodePaths(current);
        current = replaceAt(current, paths[at % paths.length] ?? [], replace);
      }
      return current === REMOVE ? { none: true as const } : { json: current };
    });
}

/** The wire text of a body choice (undefined: no body), and the value a server parses from it. */
export function wireBody(body: BodyChoice): string | undefined {
  if ('none' in body) return undefined;
  if ('raw' in body) return body.raw;
  // The oracle and the request both need the text; a huge body is serialised once.
  let wire = wireCache.get(body);
  if (wire === undefined) {
    wire = JSON.stringify(body.json);
    wireCache.set(body, wire);
  }
  return wire;
}
const wireCache = new WeakMap<BodyChoice, string>();

/** What the mock's body reader makes of the wire text: a value, or a JSON syntax failure. */
export function parsedWireBody(body: BodyChoice): { value: unknown } | { broken: true } {
  const wire = wireBody(body);
  if (wire === undefined || wire.trim() === '') return { value: undefined };
  try {
    return { value: JSON.parse(wire) as unknown };
  } catch {
    return { broken: true };
  }
}
