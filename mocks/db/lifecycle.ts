import { getNow } from '../clock';
import {
  decodePrebuiltPart,
  joinPrebuiltParts,
  PREBUILT_PARTS,
  prebuiltBatches,
  type PrebuiltSeedPart,
} from '../prebuilt-seed';
import { DEFAULT_SEED, type SeedData } from '../seed-constants';
import { shiftSeedData } from '../seed-shift';
import {
  clearDatabase,
  db,
  notifyDatabaseChange,
  setDatabaseOrigin,
  type CollectionName,
} from './database';
import { checkedValues } from './record-keys';

/** Resets and restores run one after another, never interleaved (both clear and refill the collections). */
let queue: Promise<unknown> = Promise.resolve();
let ready: Promise<void> | null = null;
/** Set while a first start has the accounts in and the postings and places still coming (resetDatabaseInParts). */
let wholeData: Promise<void> | null = null;

export function runExclusively<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * A seed's data made at build time: its seed, and the data read when first needed: all of it from `load`, or (the
 * builds) the accounts from `load` and the postings and places from `loadLater` (a chunk of their own).
 */
export interface PrebuiltSeedSource {
  seed: number;
  load(): PrebuiltSeedPart;
  loadLater?: () => Promise<PrebuiltSeedPart>;
}

let prebuiltSource: PrebuiltSeedSource | null = null;
let prebuilt: PrebuiltSeedPart | null = null;
let prebuiltLater: Promise<PrebuiltSeedPart> | null = null;

/**
 * The default seed's data made at build time (mocks/prebuilt-seed.ts): from now on a reset to that seed starts from
 * it, moved to the moment, instead of generating (the browser's fake backend sets it; Node generates).
 */
export function usePrebuiltSeed(source: PrebuiltSeedSource | null): void {
  prebuiltSource = source;
  prebuilt = null;
  prebuiltLater = null;
}

/** The first (or only) part of the prebuilt seed, read once. */
function firstPrebuiltPart(source: PrebuiltSeedSource): PrebuiltSeedPart {
  prebuilt ??= source.load();
  if (prebuilt.seed !== source.seed)
    throw new Error(`The prebuilt seed is ${prebuilt.seed}, not ${source.seed}.`);
  return prebuilt;
}

/** The later part of the prebuilt seed, loaded once (a failed load is tried again next time). */
function laterPrebuiltPart(
  loadLater: NonNullable<PrebuiltSeedSource['loadLater']>,
): Promise<PrebuiltSeedPart> {
  prebuiltLater ??= loadLater().catch((error: unknown) => {
    prebuiltLater = null;
    throw error;
  });
  return prebuiltLater;
}

/** A part of the prebuilt seed moved to the moment (the other collections empty). */
function shiftedPart(part: PrebuiltSeedPart, now: Date): SeedData {
  return shiftSeedData(decodePrebuiltPart(part), new Date(part.madeAt), now);
}

/** The data of a seed for a moment: the prebuilt data moved there, else generated (faker, loaded on first use). */
async function seedDataFor(seed: number, now: Date): Promise<SeedData> {
  const source = prebuiltSource;
  if (source?.seed === seed) {
    const first = firstPrebuiltPart(source);
    const whole = source.loadLater
      ? joinPrebuiltParts(first, await laterPrebuiltPart(source.loadLater))
      : first;
    return shiftedPart(whole, now);
  }
  const { seedDataOf } = await import('../seed');
  return seedDataOf({ seed, now });
}

/**
 * Fills the (empty) database with the data of a seed. Records go in one by one, in order, unparsed: the seed's
 * records are what their schemas give (tests/unit/mocks/seed.test.ts parses every one), and parsing 1,600 records
 * is most of a first start's cost in the browser (docs/decisions/009-mock-data-start-cost.md).
 */
async function fillDatabase(data: SeedData): Promise<void> {
  for (const record of data.users) await db.users.create(checkedValues(record));
  for (const record of data.companyProfiles) await db.companyProfiles.create(checkedValues(record));
  await fillLater(data);
}

/** The postings and places (the prebuilt seed's later part). */
async function fillLater(data: Pick<SeedData, (typeof PREBUILT_PARTS.later)[number]>) {
  for (const record of data.bookings) await db.bookings.create(checkedValues(record));
  for (const record of data.places) await db.places.create(checkedValues(record));
  for (const record of data.recentPlaces) await db.recentPlaces.create(checkedValues(record));
}

/**
 * Gives the page a turn: the visitor's typing and the first calls' handling go before the next slice of later work
 * (a background task runs only when nothing else waits; Node and browsers without it: a plain task).
 */
function yieldToPage(): Promise<void> {
  const scheduler = (
    globalThis as {
      scheduler?: {
        postTask?: (task: () => void, options: { priority: 'background' }) => Promise<void>;
      };
    }
  ).scheduler;
  if (scheduler?.postTask) return scheduler.postTask(() => undefined, { priority: 'background' });
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Records decoded, moved and filled per slice: short slices, so that a keystroke or a call waits little behind one. */
const RECORDS_PER_SLICE = 10;

/**
 * The later part, decoded, moved and filled in slices: in one piece it was a 330 ms long task on the bench's phone
 * (4x CPU) right when the visitor submits, and the sign-in's handling (on the page's main thread) waited behind it.
 */
async function fillLaterInSlices(part: PrebuiltSeedPart, now: Date): Promise<void> {
  const from = new Date(part.madeAt);
  const none: SeedData = {
    users: [],
    companyProfiles: [],
    bookings: [],
    places: [],
    recentPlaces: [],
  };
  for (const name of PREBUILT_PARTS.later) {
    const collection = db[name] as unknown as { create(values: object): Promise<unknown> };
    for (const batch of prebuiltBatches(part, name, RECORDS_PER_SLICE)) {
      await yieldToPage();
      // Each record moves on its own (seed-shift.ts): a batch moves as the whole would.
      const moved: object[] = shiftSeedData({ ...none, [name]: batch }, from, now)[name];
      for (const record of moved) await collection.create(checkedValues(record));
    }
  }
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

/**
 * A first start's reset to a seed in two steps when its prebuilt data comes in two parts (the builds' default seed):
 * `accountsIn` once the accounts are in (a sign-in and /users/me can be answered), `wholeIn` once the postings and
 * places are in too; until then every other call waits (`wholeDataLoaded`). Any other seed: one reset, both at once.
 */
export function resetDatabaseInParts(
  seed: number = DEFAULT_SEED,
  now: Date = getNow(),
): {
  accountsIn: Promise<void>;
  wholeIn: Promise<void>;
  /** The collections wholeIn fills (none when the data came in one step). */
  laterCollections: readonly CollectionName[];
} {
  const source = prebuiltSource;
  const loadLater = source?.seed === seed ? source.loadLater : undefined;
  if (!source || !loadLater) {
    const done = resetDatabase(seed, now);
    return { accountsIn: done, wholeIn: done, laterCollections: [] };
  }
  // Fetched at once, while the accounts are filled and the first calls answered.
  const later = laterPrebuiltPart(loadLater);
  later.catch(() => undefined);
  const accountsIn = runExclusively(async () => {
    const accounts = shiftedPart(firstPrebuiltPart(source), now);
    clearDatabase();
    setDatabaseOrigin(null);
    await fillDatabase(accounts);
  });
  ready = accountsIn;
  // Queued behind the accounts and before any later reset; the origin is set once the data is whole.
  const wholeIn = runExclusively(async () => {
    await fillLaterInSlices(await later, now);
    setDatabaseOrigin({ seed, seededAt: now.toISOString() });
  }).then(() => notifyDatabaseChange());
  wholeData = wholeIn;
  void wholeIn.then(
    () => {
      if (wholeData === wholeIn) wholeData = null;
    },
    () => undefined,
  );
  return { accountsIn, wholeIn, laterCollections: PREBUILT_PARTS.later };
}

/**
 * Resolves once the data is whole: at once, except between the two steps of resetDatabaseInParts. Every call
 * except those that read only accounts waits for it (mocks/handlers/define-handler.ts), so none is answered from
 * a database without its postings.
 */
export function wholeDataLoaded(): Promise<void> {
  return wholeData ?? Promise.resolve();
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
