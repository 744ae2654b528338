// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ANSWER_READINGS,
  readSuccessfulAnswer,
  type AnswerReading,
} from '@contract/answer-readers';
import { canonicalTravelInfo } from '@contract/canonical-readers';
import { TravelInfoReader } from '@contract/entity-readers';
import { DEFAULT_SEED, generateSeedData } from '@mocks/node';
import { TEST_NOW } from '../support/mock-backend-harness';
import { expectFastLaneAsZod, ODD_WIRE_VALUES } from '../support/odd-wire-values';

/**
 * The tolerant reader's fast lane (contract/canonical-readers.ts) reads exactly what the zod reader reads, or leaves
 * the item to it: for every seeded posting and for each field replaced by the odd forms the tolerant rules know,
 * whatever the fast lane answers is the zod reader's value (key for key, absent fields absent), and it answers
 * nothing where the zod reader refuses.
 */

const seed = generateSeedData({ seed: DEFAULT_SEED, now: TEST_NOW });
/** The seed's postings as the wire carries them (JSON). */
const wire = seed.bookings.map(
  (record) => JSON.parse(JSON.stringify(record)) as Record<string, unknown>,
);
const sample = wire.find(
  (record) =>
    (record.travelInfo as { integrationInfo: { recurrence: string } }).integrationInfo
      .recurrence === 'ONE_TIME',
)?.travelInfo as Record<string, unknown>;

/** Every path to a leaf or object of `value` (objects included, so a whole part can be odd too). */
function paths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return [
    ...(prefix.length > 0 ? [prefix] : []),
    ...Object.keys(value).flatMap((key) =>
      paths((value as Record<string, unknown>)[key], [...prefix, key]),
    ),
  ];
}

function withValue(base: Record<string, unknown>, path: string[], value: unknown) {
  const copy = structuredClone(base);
  let target: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = path.at(-1) ?? '';
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

const expectSameAsZod = (item: unknown) =>
  expectFastLaneAsZod(canonicalTravelInfo, TravelInfoReader, item);

describe('the fast lane reads as the zod reader does', () => {
  it("reads every seeded posting itself, to the zod reader's value", () => {
    expect(wire.length).toBeGreaterThan(100);
    for (const record of wire) expect(expectSameAsZod(record.travelInfo)).toBe('fast');
  });

  it('gives every odd form of every field the value the zod reader gives, or leaves it to the zod reader', () => {
    expect(sample).toBeDefined();
    const lanes = { fast: 0, zod: 0 };
    const extended = { ...sample, integrationInfo: { ...(sample.integrationInfo as object) } };
    // Optional fields the sample lacks are tried too.
    for (const path of [
      ...paths(extended),
      ['origin', 'building'],
      ['destination', 'address'],
      ['integrationInfo', 'returnTime'],
      ['integrationInfo', 'userInformation', 'department'],
      ['integrationInfo', 'userInformation', 'description'],
      ['integrationInfo', 'weekDays', 'MONDAY'],
    ]) {
      for (const value of ODD_WIRE_VALUES)
        lanes[expectSameAsZod(withValue(extended, path, value))] += 1;
    }
    // Both lanes are taken: the odd forms go to zod, the canonical ones stay fast.
    expect(lanes.fast).toBeGreaterThan(100);
    expect(lanes.zod).toBeGreaterThan(100);
  });

  it("a real backend's fields the contract does not know, at every level, read to the zod reader's value", () => {
    expect(sample).toBeDefined();
    const extended = { ...sample, integrationInfo: { ...(sample.integrationInfo as object) } };
    for (const path of paths(extended).filter((path) => {
      const part = path.reduce<unknown>(
        (at, key) => (at as Record<string, unknown>)[key],
        extended,
      );
      return typeof part === 'object' && part !== null && !Array.isArray(part);
    })) {
      for (const value of ['new', 42, null, { nested: true }]) {
        expect(
          expectSameAsZod(withValue(extended, [...path, 'fieldFromANewerBackend'], value)),
        ).toBe('fast');
      }
    }
    expect(expectSameAsZod({ ...extended, fieldFromANewerBackend: 'new' })).toBe('fast');
  });

  it('reads a seeded bookings list and an offers answer whole, without notes', () => {
    const bookings = readSuccessfulAnswer(
      ANSWER_READINGS['bookings.listForUser'] as AnswerReading,
      wire.slice(0, 50),
    );
    expect(bookings.ok && bookings.notes).toEqual([]);
    expect(bookings.ok && (bookings.body as unknown[]).length).toBe(50);
    const travelInfoList = wire.slice(0, 20).map((record, index) => ({
      ...(record.travelInfo as object),
      bookingId: record.bookingId,
      originDistance: index * 100,
      destinationDistance: 50,
    }));
    const offers = readSuccessfulAnswer(ANSWER_READINGS['offers.search'] as AnswerReading, {
      integrations: { commutePooling: { integrationOffer: { travelInfoList } } },
    });
    expect(offers.ok && offers.notes).toEqual([]);
    const list = offers.ok
      ? (
          offers.body as {
            integrations: { commutePooling: { integrationOffer: { travelInfoList: unknown[] } } };
          }
        ).integrations.commutePooling.integrationOffer.travelInfoList
      : [];
    expect(list).toHaveLength(20);
    list.forEach((offer, index) =>
      expect(offer).toStrictEqual({
        ...TravelInfoReader.parse(travelInfoList[index]),
        bookingId: travelInfoList[index]?.bookingId,
        originDistance: index * 100,
        destinationDistance: 50,
      }),
    );
  });
});
