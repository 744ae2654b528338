import { searchOffers } from '@mocks/db/bookings-repository';
import { clearDatabase, db } from '@mocks/db/database';
import { searchPlaces } from '@mocks/db/places-repository';
import type { BookingRecord, PlaceRecord } from '@mocks/db/schemas';
import { DEFAULT_SEED, generateSeedData, PERSONAS } from '@mocks/seed';
import { demoRouteRequest } from './lib/demo-route';
import { median } from './lib/stats';

export const FAKE_BACKEND_SIZES = [1_000, 10_000, 100_000] as const;

export interface FakeBackendRow {
  size: number;
  offersSearchMs: number;
  offersMatches: number;
  placeSearchMs: number;
  placeMatches: number;
}

export interface FakeBackendResult {
  /** Timed calls per figure (the median is reported). */
  runs: number;
  rows: FakeBackendRow[];
  /** ms at 10x the size / ms at the size: 10 is linear. */
  offersGrowth: number[];
  placesGrowth: number[];
}

/** A copy of `records` grown to `size` records, each with its own id (the matching fields stay realistic). */
function grow<T>(
  records: readonly T[],
  size: number,
  withId: (record: T, index: number) => T,
): T[] {
  return Array.from({ length: size }, (_, index) =>
    withId(records[index % records.length] as T, index),
  );
}

/** Adds the records beyond those already stored (the sizes grow, so each step inserts only the difference). */
async function fillUpTo(bookings: BookingRecord[], places: PlaceRecord[]): Promise<void> {
  for (const record of bookings.slice(db.bookings.count())) await db.bookings.create(record);
  for (const record of places.slice(db.places.count())) await db.places.create(record);
}

/** Median of at least 9 timed calls after a warm-up (sub-millisecond figures need more than 3 to be stable). */
function timeMs(task: () => unknown, runs: number): { ms: number; result: unknown } {
  let result: unknown;
  const times: number[] = [];
  task(); // warm-up (caches of parsed facts and words are part of the steady state)
  for (let run = 0; run < Math.max(runs, 9); run += 1) {
    const start = performance.now();
    result = task();
    times.push(performance.now() - start);
  }
  return { ms: median(times), result };
}

/**
 * The fake backend's two searches over growing data (in Node, the repository functions the handlers call):
 * the offer search of the demo user on the demo route (Dachau → FIZ, bench/lib/demo-route.ts), and a place search for a common word.
 */
export async function benchFakeBackend(runs: number): Promise<FakeBackendResult> {
  const now = new Date();
  const seed = generateSeedData({ seed: DEFAULT_SEED, now });
  const searchPlacesOfSeed = seed.places.filter((place) => place.kind === 'search');
  const rows: FakeBackendRow[] = [];
  const request = demoRouteRequest(now);
  const from = { latitude: 48.1351, longitude: 11.582 };
  clearDatabase();
  // The search finds only postings of colleagues with car-pooling access (the users' flags): without the seed's
  // users it matched nothing and timed an empty loop (since 7e8cfc7, 2026-11-24: "0 matches" in the row).
  for (const user of seed.users) await db.users.create(user);
  for (const size of FAKE_BACKEND_SIZES) {
    await fillUpTo(
      grow(seed.bookings, size, (record, index) => ({
        ...record,
        bookingId: `${record.bookingId.slice(0, 24)}${index.toString(16).padStart(12, '0')}`,
      })),
      grow(searchPlacesOfSeed, size, (record, index) => ({
        ...record,
        id: `${record.id.slice(0, 24)}${index.toString(16).padStart(12, '0')}`,
      })),
    );
    const offers = timeMs(() => searchOffers(request, PERSONAS.demo.id), runs);
    const places = timeMs(() => searchPlaces('str', from), runs);
    // A search that finds nothing measures nothing: fail loudly instead of printing a fast figure.
    if ((offers.result as unknown[]).length === 0) {
      throw new Error(
        `The offers search over ${size} postings found no match: the bench's data is wrong.`,
      );
    }
    rows.push({
      size,
      offersSearchMs: offers.ms,
      offersMatches: (offers.result as unknown[]).length,
      placeSearchMs: places.ms,
      placeMatches: (places.result as unknown[]).length,
    });
  }
  clearDatabase();
  const growth = (pick: (row: FakeBackendRow) => number) =>
    rows
      .slice(1)
      .map((row, index) => pick(row) / Math.max(pick(rows[index] as FakeBackendRow), 1e-3));
  return {
    runs: Math.max(runs, 9),
    rows,
    offersGrowth: growth((row) => row.offersSearchMs),
    placesGrowth: growth((row) => row.placeSearchMs),
  };
}
