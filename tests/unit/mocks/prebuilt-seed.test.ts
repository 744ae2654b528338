// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeSnapshot } from '@mocks/db/snapshot';
import { usePrebuiltSeed } from '@mocks/db/lifecycle';
import {
  decodePrebuiltSeed,
  encodePrebuiltSeed,
  PREBUILT_SEED_AT,
  type PrebuiltSeed,
} from '@mocks/prebuilt-seed';
import { shiftSeedData } from '@mocks/seed-shift';
import { DEFAULT_SEED, generateSeedData, resetDatabase } from '@mocks/node';
import { TEST_NOW } from '../support/mock-backend-harness';

const MADE_AT = new Date(PREBUILT_SEED_AT);

/** As the build makes it (build/prebuilt-seed-plugin.ts) and the page reads it: through JSON text. */
function prebuiltAsShipped(): PrebuiltSeed {
  const prebuilt = encodePrebuiltSeed(
    DEFAULT_SEED,
    MADE_AT,
    generateSeedData({ seed: DEFAULT_SEED, now: MADE_AT }),
  );
  return JSON.parse(JSON.stringify(prebuilt)) as PrebuiltSeed;
}

const shipped = prebuiltAsShipped();

/** Moments to start a visit at; the Berlin day decides the postings' days, the moment the spans before it. */
const VISITS = [
  // the unit tests' moment: a Monday morning
  TEST_NOW,
  // 23:59 in Berlin on the last day of November (UTC is still an hour earlier)
  new Date('2026-11-30T22:59:59.999Z'),
  // 00:30 in Berlin on 1 December while UTC is still on 30 November: the month ends in Berlin first
  new Date('2026-11-30T23:30:00.123Z'),
  // the year's end in Berlin, and a leap day
  new Date('2026-12-31T23:15:00.000Z'),
  new Date('2028-02-29T12:00:00.000Z'),
  // the days the clocks change (summer time begins, ends) and the day after the autumn change
  new Date('2026-03-29T01:30:00.000Z'),
  new Date('2026-10-25T00:45:07.500Z'),
  new Date('2026-10-26T16:20:00.000Z'),
  // before the moment the build makes the seed for
  new Date('2025-07-04T05:00:00.000Z'),
  // the build's own moment
  MADE_AT,
];

describe('the default seed prebuilt at build time', () => {
  afterEach(() => usePrebuiltSeed(null));

  it('reads back as the generated data, record for record and key for key', () => {
    const generated = generateSeedData({ seed: DEFAULT_SEED, now: MADE_AT });
    const read = decodePrebuiltSeed(shipped);
    expect(read).toEqual(generated);
    expect(JSON.stringify(read)).toBe(JSON.stringify(generated));
    // Every read gives fresh records (the database changes them).
    const again = decodePrebuiltSeed(shipped);
    expect(again.bookings[0]).not.toBe(read.bookings[0]);
    expect(again.bookings[0]?.travelInfo.origin).not.toBe(read.bookings[0]?.travelInfo.origin);
  });

  it.each(VISITS.map((now) => [now.toISOString(), now] as const))(
    'moved to a visit at %s, equals the data generated for that moment',
    (_label, now) => {
      const moved = shiftSeedData(decodePrebuiltSeed(shipped), MADE_AT, now);
      const generated = generateSeedData({ seed: DEFAULT_SEED, now });
      expect(moved).toEqual(generated);
      expect(JSON.stringify(moved)).toBe(JSON.stringify(generated));
    },
  );

  it('is smaller than the data as plain JSON (the point of storing it by columns)', () => {
    const plain = JSON.stringify(generateSeedData({ seed: DEFAULT_SEED, now: MADE_AT }));
    expect(JSON.stringify(shipped).length).toBeLessThan(plain.length / 2);
  });

  it('fills the database as generating does, and a reset to another seed still generates', async () => {
    const visit = new Date('2026-11-30T23:30:00.123Z');
    await resetDatabase(DEFAULT_SEED, visit);
    const { savedAt: _generatedAt, ...generated } = takeSnapshot();

    const load = vi.fn(() => shipped);
    usePrebuiltSeed({ seed: DEFAULT_SEED, load });
    await resetDatabase(DEFAULT_SEED, visit);
    const { savedAt: _prebuiltAt, ...fromPrebuilt } = takeSnapshot();
    expect(load).toHaveBeenCalledTimes(1);
    expect(fromPrebuilt).toEqual(generated);

    // Read once, moved on every reset.
    await resetDatabase(DEFAULT_SEED, TEST_NOW);
    expect(load).toHaveBeenCalledTimes(1);
    expect(takeSnapshot().collections.bookings).toEqual(
      generateSeedData({ seed: DEFAULT_SEED, now: TEST_NOW }).bookings,
    );

    await resetDatabase(DEFAULT_SEED + 1, TEST_NOW);
    expect(load).toHaveBeenCalledTimes(1);
    expect(takeSnapshot().collections.bookings).toEqual(
      generateSeedData({ seed: DEFAULT_SEED + 1, now: TEST_NOW }).bookings,
    );
  });
});
