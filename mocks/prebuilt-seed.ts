import type { SeedData } from './seed-constants';

/*
 * The default seed's data, made at build time (build/prebuilt-seed-plugin.ts) for a fixed moment and moved to the
 * visit's moment on load (mocks/seed-shift.ts): the browser's fake backend starts without faker and without
 * generating (docs/decisions/016-demo-seed-prebuilt.md). Stored by columns: the records' paths once per shape, the values of
 * each path in one array, so that gzip finds the likes of a column together (the data as plain JSON: 149 KB gzip).
 */

/** The moment the build makes the default seed for; any fixed moment does, the shift is exact from any. */
export const PREBUILT_SEED_AT = '2026-01-15T11:00:00.000Z';

type Leaf = string | number | boolean | null | readonly unknown[];

/**
 * The values of one path, of the records that have it, in order: as they are; or the value of an earlier path of the
 * same record (a posting's period start is its departure); or as indexes into the column's distinct values.
 */
type Column = Leaf[] | { same: string } | { values: Leaf[]; index: number[] };

interface EncodedCollection {
  /** Each shape: the leaf paths of a record ('travelInfo.origin.name'), depth first, in key order. */
  shapes: string[][];
  /** The shape of each record, in order. */
  shapeOf: number[];
  columns: Record<string, Column>;
}

export interface PrebuiltSeed {
  seed: number;
  /** The moment the data was made for (ISO). */
  madeAt: string;
  collections: Record<keyof SeedData, EncodedCollection>;
}

/** Some collections of a prebuilt seed: the builds ship the accounts and the rest apart (see PREBUILT_PARTS). */
export interface PrebuiltSeedPart {
  seed: number;
  madeAt: string;
  collections: Partial<Record<keyof SeedData, EncodedCollection>>;
}

const COLLECTIONS = [
  'users',
  'companyProfiles',
  'bookings',
  'places',
  'recentPlaces',
] as const satisfies ReadonlyArray<keyof SeedData>;

/**
 * The two parts the builds ship: the accounts (about 5 KB gzip), in the fake backend's chunk, are all a sign-in and
 * /users/me read; the postings and places (about 84 KB) come in a chunk of their own, fetched once the fake backend
 * runs, and the calls that read them wait for them (docs/decisions/016-demo-seed-prebuilt.md).
 */
export const PREBUILT_PARTS = {
  accounts: ['users', 'companyProfiles'],
  later: ['bookings', 'places', 'recentPlaces'],
} as const satisfies Record<string, ReadonlyArray<keyof SeedData>>;

function isBranch(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length > 0
  );
}

function leavesOf(record: object, prefix = '', into: Array<[string, Leaf]> = []) {
  for (const [key, value] of Object.entries(record)) {
    if (key.includes('.')) throw new Error(`A seed record's key has a dot: ${key}`);
    if (value === undefined) continue;
    if (isBranch(value)) leavesOf(value, `${prefix}${key}.`, into);
    else into.push([`${prefix}${key}`, value as Leaf]);
  }
  return into;
}

/** A column as the smallest of its forms: the same as an earlier path, by distinct values, or as it is. */
function compactColumn(
  path: string,
  values: Leaf[],
  rows: ReadonlyArray<ReadonlyMap<string, Leaf>>,
): Column {
  const earlier = [...(rows[0]?.keys() ?? [])];
  const same = earlier
    .slice(0, earlier.indexOf(path))
    .find((other) => rows.every((row) => row.get(other) === row.get(path)));
  if (same !== undefined) return { same };
  const distinct = [...new Set(values)];
  if (values.some((value) => typeof value === 'object' && value !== null)) return values;
  if (distinct.length * 4 > values.length) return values;
  const position = new Map(distinct.map((value, index) => [value, index]));
  return { values: distinct, index: values.map((value) => position.get(value) ?? -1) };
}

function encodeCollection(records: readonly object[]): EncodedCollection {
  const shapes: string[][] = [];
  const shapeIndex = new Map<string, number>();
  const shapeOf: number[] = [];
  const plain: Record<string, Leaf[]> = {};
  /** Per path: the leaves of the records that have it (a path's value and its record's others). */
  const rowsWith: Record<string, Array<Map<string, Leaf>>> = {};
  for (const record of records) {
    const leaves = leavesOf(record);
    const row = new Map(leaves);
    const paths = leaves.map(([path]) => path);
    const key = paths.join('\n');
    let index = shapeIndex.get(key);
    if (index === undefined) {
      index = shapes.length;
      shapes.push(paths);
      shapeIndex.set(key, index);
    }
    shapeOf.push(index);
    for (const [path, value] of leaves) {
      (plain[path] ??= []).push(value);
      (rowsWith[path] ??= []).push(row);
    }
  }
  const columns = Object.fromEntries(
    Object.entries(plain).map(([path, values]) => [
      path,
      compactColumn(path, values, rowsWith[path] ?? []),
    ]),
  );
  return { shapes, shapeOf, columns };
}

function valueAt(column: Column | undefined, position: number, row: Map<string, unknown>): unknown {
  if (column === undefined) return undefined;
  if (Array.isArray(column)) return column[position];
  if ('same' in column) return row.get(column.same);
  return column.values[column.index[position] ?? -1];
}

function decodeCollection(encoded: EncodedCollection): object[] {
  return [...decodeRecords(encoded)];
}

/** The records of a collection one by one (a caller may stop between them to give the page a turn). */
function* decodeRecords(encoded: EncodedCollection): Generator<object, void, undefined> {
  const next: Record<string, number> = {};
  const split = encoded.shapes.map((paths) => paths.map((path) => path.split('.')));
  for (const shapeIndex of encoded.shapeOf) {
    const record: Record<string, unknown> = {};
    const row = new Map<string, unknown>();
    const paths = encoded.shapes[shapeIndex] ?? [];
    (split[shapeIndex] ?? []).forEach((keys, leaf) => {
      const path = paths[leaf] ?? '';
      const position = next[path] ?? 0;
      next[path] = position + 1;
      let target = record;
      for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
      const value = valueAt(encoded.columns[path], position, row);
      row.set(path, value);
      // Arrays (and empty objects) come back as copies, as every record does.
      target[keys.at(-1) ?? ''] =
        typeof value === 'object' && value !== null ? structuredClone(value) : value;
    });
    yield record;
  }
}

/**
 * The records of one collection of a part in batches of `size`, fresh objects (as decodePrebuiltPart gives them):
 * the builds fill the later part slice by slice (mocks/db/lifecycle.ts).
 */
export function* prebuiltBatches<Name extends keyof SeedData>(
  part: PrebuiltSeedPart,
  name: Name,
  size: number,
): Generator<SeedData[Name], void, undefined> {
  const encoded = part.collections[name];
  if (!encoded) return;
  let batch: object[] = [];
  for (const record of decodeRecords(encoded)) {
    batch.push(record);
    if (batch.length === size) {
      yield batch as SeedData[Name];
      batch = [];
    }
  }
  if (batch.length > 0) yield batch as SeedData[Name];
}

/** The build's side: the data of a seed made for `madeAt`, by columns. */
export function encodePrebuiltSeed(seed: number, madeAt: Date, data: SeedData): PrebuiltSeed {
  const collections = Object.fromEntries(
    COLLECTIONS.map((name) => [name, encodeCollection(data[name])]),
  ) as PrebuiltSeed['collections'];
  return { seed, madeAt: madeAt.toISOString(), collections };
}

/** The records again, fresh objects on every call (the caller may change them). */
export function decodePrebuiltSeed(prebuilt: PrebuiltSeed): SeedData {
  return decodePrebuiltPart(prebuilt);
}

/** The records of the collections a part holds, the others empty; fresh objects on every call. */
export function decodePrebuiltPart(part: PrebuiltSeedPart): SeedData {
  // The records are the seed's own: their schemas were checked when they were made (tests/unit/mocks/seed.test.ts).
  return Object.fromEntries(
    COLLECTIONS.map((name) => {
      const encoded = part.collections[name];
      return [name, encoded ? decodeCollection(encoded) : []];
    }),
  ) as unknown as SeedData;
}

/** The part of a prebuilt seed with these collections only. */
export function prebuiltPart(
  prebuilt: PrebuiltSeed,
  names: ReadonlyArray<keyof SeedData>,
): PrebuiltSeedPart {
  return {
    seed: prebuilt.seed,
    madeAt: prebuilt.madeAt,
    collections: Object.fromEntries(names.map((name) => [name, prebuilt.collections[name]])),
  };
}

/** The parts of one prebuilt seed together again; fails on parts of different seeds or moments. */
export function joinPrebuiltParts(...parts: PrebuiltSeedPart[]): PrebuiltSeedPart {
  const [first] = parts;
  if (!first) throw new Error('No part of a prebuilt seed to join.');
  for (const part of parts) {
    if (part.seed !== first.seed || part.madeAt !== first.madeAt)
      throw new Error(
        `The prebuilt parts differ: seed ${part.seed} at ${part.madeAt}, seed ${first.seed} at ${first.madeAt}.`,
      );
  }
  return {
    seed: first.seed,
    madeAt: first.madeAt,
    collections: Object.assign(
      {},
      ...parts.map((part) => part.collections),
    ) as PrebuiltSeedPart['collections'],
  };
}
