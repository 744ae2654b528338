// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ANSWER_READINGS,
  readSuccessfulAnswer,
  type AnswerReading,
} from '@contract/answer-readers';
import { canonicalBookingList, canonicalUser } from '@contract/canonical-readers';
import { UserReader } from '@contract/entity-readers';
import { OFFSET_DATE_TIME_PATTERN } from '@contract/plain-forms';
import { DEFAULT_SEED, generateSeedData } from '@mocks/node';
import { toUser } from '@mocks/db/users-repository';
import { TEST_NOW } from '../support/mock-backend-harness';
import { expectFastLaneAsZod, ODD_WIRE_VALUES } from '../support/odd-wire-values';

/**
 * The signed-in start reads GET /users/me and the bookings list without zod (decision 024): the fast lane gives the
 * zod reader's exact value or leaves the answer to it, for every seeded user and booking and for each field of a
 * user replaced by the odd forms the tolerant rules know.
 */

const seed = generateSeedData({ seed: DEFAULT_SEED, now: TEST_NOW });
const asWire = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
const users = seed.users.map((record) => asWire(toUser(record)));
const bookings = seed.bookings.map(asWire);

/** The odd forms of any field, and the user's own: its enums and access flags in other shapes. */
const ODD_VALUES: readonly unknown[] = [
  ...ODD_WIRE_VALUES,
  { enabled: true },
  { enabled: 'yes' },
  'BMWUser',
  'PublicUser',
  'corporate',
  'public',
];

const expectUserAsZod = (wire: unknown) => expectFastLaneAsZod(canonicalUser, UserReader, wire);

function withField(base: Record<string, unknown>, key: string, value: unknown) {
  const copy = structuredClone(base);
  if (value === undefined) delete copy[key];
  else copy[key] = value;
  return copy;
}

describe('GET /users/me without zod', () => {
  it("reads every seeded user itself, to the zod reader's value", () => {
    expect(users.length).toBeGreaterThan(10);
    for (const user of users) expect(expectUserAsZod(user)).toBe('fast');
  });

  it('gives every odd form of every field the value the zod reader gives, or leaves it to the zod reader', () => {
    const lanes = { fast: 0, zod: 0 };
    const sample = users[0] ?? {};
    for (const key of [...Object.keys(sample), 'fieldFromANewerBackend']) {
      for (const value of ODD_VALUES) lanes[expectUserAsZod(withField(sample, key, value))] += 1;
    }
    expect(lanes.fast).toBeGreaterThan(30);
    expect(lanes.zod).toBeGreaterThan(100);
    expect(canonicalUser('not a user')).toBeNull();
    expect(canonicalUser(null)).toBeNull();
  });
});

describe('the bookings list without zod', () => {
  const read = (body: unknown) =>
    readSuccessfulAnswer(ANSWER_READINGS['bookings.listForUser'] as AnswerReading, body);

  it("reads the seeded lists itself, to the zod reader's value", () => {
    const fast = canonicalBookingList(bookings);
    const zod = read(bookings);
    expect(fast).not.toBeNull();
    expect(zod.ok && zod.notes).toEqual([]);
    expect(fast).toStrictEqual(zod.ok && zod.body);
    expect(canonicalBookingList([])).toEqual([]);
  });

  it('leaves a list with any item the zod reader would leave out, skip or read differently to it', () => {
    const first = bookings[0] ?? {};
    for (const odd of [
      { ...first, state: 'paused' },
      { ...first, integrationId: 'somethingElse' },
      { ...first, bookingId: 42 },
      {
        ...first,
        travelInfo: { ...(first.travelInfo as object), departureTime: 1_764_000_000_000 },
      },
      null,
      'x',
    ]) {
      expect(canonicalBookingList([...bookings.slice(1, 5), odd])).toBeNull();
    }
    expect(canonicalBookingList({ bookings: [] })).toBeNull();
  });
});

describe('the forms the fast lane checks without zod', () => {
  it("the ISO time pattern is zod's own", () => {
    expect(OFFSET_DATE_TIME_PATTERN.source).toBe(
      z.iso.datetime({ offset: true })._zod.def.pattern?.source,
    );
  });
});
