import { getNow } from '../clock';
import { decodePrebuiltSeed, type PrebuiltSeed } from '../prebuilt-seed';
import { DEFAULT_SEED, type SeedData } from '../seed-constants';
import { shiftSeedData } from '../seed-shift';
import { clearDatabase, db, notifyDatabaseChange, setDatabaseOrigin } from './database';
import { checkedValues } from './record-keys';

/** Resets and restores run one after another, never interleaved (both clear and refill the collections). */
let queue: Promise<unknown> = Promise.resolve();
let ready: Promise<void> | null = null;

export function runExclusively<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** A seed's data made at build time: its seed, and the data read when first needed. */
export interface PrebuiltSeedSource {
  seed: number;
  load(): PrebuiltSeed;
}

let prebuiltSource: PrebuiltSeedSource | null = null;
let prebuilt: PrebuiltSeed | null = null;

/**
 * The default seed's data made at build time (mocks/prebuilt-seed.ts): from now on a reset to that seed starts from
 * it, moved to the moment, instead of generating (the browser's fake backend sets it; Node generates).
 */
export function usePrebuiltSeed(source: PrebuiltSeedSource | null): void {
  prebuiltSource = source;
  prebuilt = null;
}

/** The data of a seed for a moment: the prebuilt data moved there, else generated (faker, loaded on first use). */
async function seedDataFor(seed: number, now: Date): Promise<SeedData> {
  if (prebuiltSource?.seed === seed) {
    prebuilt ??= prebuiltSource.load();
    if (prebuilt.seed !== seed)
      throw new Error(`The prebuilt seed is ${prebuilt.seed}, not ${seed}.`);
    return shiftSeedData(decodePrebuiltSeed(prebuilt), new Date(prebuilt.madeAt), now);
  }
  const { seedDataOf } = await import('../seed');
  return seedDataOf({ seed, now });
}

/**
 * Fills the (empty) database with the data of a seed. Records go in one by one, in order, unparsed: the seed's
 * records are what their schemas give (tests/unit/mocks/seed.test.ts parses every one), and parsing 1,600 records
 * is most of a first start's cost in the browser (docs/mock-data-start-cost.md).
 */
async function fillDatabase(data: SeedData): Promise<void> {
  for (const record of data.users) await db.users.create(checkedValues(record));
  for (const record of data.companyProfiles) await db.companyProfiles.create(checkedValues(record));
  for (const record of data.bookings) await db.bookings.create(checkedValues(record));
  for (const record of data.places) await db.places.create(checkedValues(record));
  for (const record of data.recentPlaces) await db.recentPlaces.create(checkedValues(record));
}

/**
 * Replaces all data with the data of a seed (default: DEFAULT_SEED), its dates relative to `now`
 * (default: the mock clock). Sessions, codes and everything users created are gone afterwards.
 */
export function resetDatabase(seed: number = DEFAULT_SEED, now: Date = getNow()): Promise<void> {
  const done = runExclusively(async () => {
    const data = await seedDataFor(seed, now);
    clearDatabase();
    setDatabaseOrigin(null);
    await fillDatabase(data);
    setDatabaseOrigin({ seed, seededAt: now.toISOString() });
  });
  ready = done;
  return done.then(() => notifyDatabaseChange());
}

/** Marks the database as filled by someone else (a restored snapshot). */
export function markDatabaseReady(filled: Promise<void>): void {
  ready = filled;
}

/** Handlers wait for this: the first request of a fresh process seeds with the defaults. */
export function ensureDatabaseReady(): Promise<void> {
  ready ??= resetDatabase();
  return ready;
}
