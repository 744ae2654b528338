// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { BookingSchema, PlaceSchema, UserSchema } from '@contract/schemas';
import { runsOn, scheduleFit } from '@/domain/schedule/schedule';
import { validateRecord } from '@mocks/db/record-keys';
import { takeSnapshot } from '@mocks/db/snapshot';
import { ALL_BOOKING_STATES, STORED_RECURRENCES, type SeedData } from '@mocks/seed';
import { DEMO_OWN_POSTING, SCHEDULE_SHOWCASE } from '@mocks/seed-schedule-showcase';
import {
  DEFAULT_SEED,
  generateSeedData,
  NEW_COMPANY_PROFILE,
  PERSONAS,
  resetDatabase,
} from '@mocks/node';
import { TEST_NOW } from '../support/mock-backend-harness';

const withoutSaveTime = () => {
  const { savedAt: _savedAt, ...rest } = takeSnapshot();
  return rest;
};

describe('seed determinism', () => {
  it('gives deep-equal data for the same seed and now', () => {
    const first = generateSeedData({ seed: DEFAULT_SEED, now: TEST_NOW });
    const second = generateSeedData({ seed: DEFAULT_SEED, now: new Date(TEST_NOW.getTime()) });
    expect(second).toEqual(first);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });

  it('gives different data for a different seed', () => {
    const first = generateSeedData({ seed: DEFAULT_SEED, now: TEST_NOW });
    const other = generateSeedData({ seed: DEFAULT_SEED + 1, now: TEST_NOW });
    expect(other.bookings.map((b) => b.bookingId)).not.toEqual(
      first.bookings.map((b) => b.bookingId),
    );
    expect(other.users.map((u) => u.email)).not.toEqual(first.users.map((u) => u.email));
    // The personas stay who they are, whatever the seed.
    expect(other.users.find((u) => u.id === PERSONAS.demo.id)?.email).toBe(PERSONAS.demo.email);
  });

  it('moves the dates with now', () => {
    const first = generateSeedData({ seed: DEFAULT_SEED, now: TEST_NOW });
    const later = generateSeedData({
      seed: DEFAULT_SEED,
      now: new Date(TEST_NOW.getTime() + 7 * 86_400_000),
    });
    const shift = (data: SeedData) => Date.parse(data.bookings[0]?.travelInfo.departureTime ?? '');
    expect(shift(later) - shift(first)).toBe(7 * 86_400_000);
  });

  it('gives records that are exactly what their record schemas parse them to (the seed goes in unparsed)', () => {
    const data = generateSeedData({ seed: DEFAULT_SEED, now: TEST_NOW });
    for (const collection of Object.keys(data) as Array<keyof SeedData>) {
      for (const record of data[collection]) {
        const checked = validateRecord(collection, record);
        expect(checked, `${collection}: ${JSON.stringify(record)}`).toEqual({
          ok: true,
          value: record,
        });
      }
    }
  });

  it('fills the database with the generated records, field for field', async () => {
    await resetDatabase(DEFAULT_SEED, TEST_NOW);
    const data = generateSeedData({ seed: DEFAULT_SEED, now: TEST_NOW });
    const { collections } = takeSnapshot();
    for (const collection of Object.keys(data) as Array<keyof SeedData>) {
      expect(collections[collection]).toEqual(data[collection]);
    }
  });

  it('fills the database identically on every reset with the same seed and now', async () => {
    await resetDatabase(DEFAULT_SEED, TEST_NOW);
    const first = withoutSaveTime();
    await resetDatabase(DEFAULT_SEED, TEST_NOW);
    expect(withoutSaveTime()).toEqual(first);
    expect(first).toMatchObject({ seed: DEFAULT_SEED, seededAt: TEST_NOW.toISOString() });
  });
});

describe('seed content', () => {
  let data: SeedData;
  beforeAll(() => {
    data = generateSeedData({ seed: DEFAULT_SEED, now: TEST_NOW });
  });

  it('has 60 valid users including every persona as documented', () => {
    expect(data.users).toHaveLength(60);
    for (const user of data.users) expect(UserSchema.safeParse(user).success).toBe(true);
    const byId = new Map(data.users.map((u) => [u.id, u]));
    for (const persona of Object.values(PERSONAS)) {
      expect(byId.get(persona.id)).toMatchObject({
        email: persona.email,
        qNumber: persona.qNumber,
      });
    }
    expect(byId.get(PERSONAS.inactive.id)?.active).toBe(false);
    expect(byId.get(PERSONAS.termsPending.id)?.acceptedTerms).toBe(false);
    expect(new Set(data.users.map((u) => u.email)).size).toBe(60);
    expect(new Set(data.users.map((u) => u.id)).size).toBe(60);
    expect(data.users.filter((u) => u.type === 'PublicUser').length).toBeGreaterThan(2);
  });

  it('knows employees in the company directory that are not registered', () => {
    const registered = new Set(data.users.map((u) => u.qNumber));
    const unregistered = data.companyProfiles.filter((p) => !registered.has(p.qNumber));
    expect(unregistered.map((p) => p.qNumber)).toContain(NEW_COMPANY_PROFILE.qNumber);
    expect(
      data.companyProfiles.find((p) => p.qNumber === PERSONAS.missingEmail.qNumber)?.email,
    ).toBeNull();
  });

  it('has 1,000 valid postings of both types, all recurrences and all states', () => {
    expect(data.bookings).toHaveLength(1000);
    for (const booking of data.bookings)
      expect(BookingSchema.safeParse(booking).success).toBe(true);
    const infos = data.bookings.map((b) => b.travelInfo.integrationInfo);
    expect(new Set(infos.map((i) => i.postingType))).toEqual(new Set(['OFFERING', 'REQUEST']));
    expect(new Set(infos.map((i) => i.recurrence))).toEqual(new Set(STORED_RECURRENCES));
    expect(new Set(data.bookings.map((b) => b.state))).toEqual(new Set(ALL_BOOKING_STATES));
    expect(new Set(data.bookings.map((b) => b.ownerId)).size).toBeGreaterThan(40);
    for (const info of infos) {
      if (info.recurrence === 'RECURRING') expect(Object.values(info.weekDays)).toContain(true);
      if (info.recurrence === 'ONE_TIME') expect(info.meetingTime).toBe(info.periodStart);
      expect(Date.parse(info.periodEnd)).toBeGreaterThanOrEqual(Date.parse(info.periodStart));
    }
  });

  it('dates the postings around now, mostly current or future', () => {
    const now = TEST_NOW.getTime();
    const ended = data.bookings.filter(
      (b) => Date.parse(b.travelInfo.integrationInfo.periodEnd) < now,
    );
    expect(ended.length).toBeGreaterThan(100);
    expect(ended.length).toBeLessThan(data.bookings.length / 2);
  });

  it('gives every persona postings in every state', () => {
    for (const persona of Object.values(PERSONAS)) {
      const own = data.bookings.filter((b) => b.ownerId === persona.id);
      expect(new Set(own.map((b) => b.state))).toEqual(new Set(ALL_BOOKING_STATES));
      expect(new Set(own.map((b) => b.travelInfo.integrationInfo.postingType)).size).toBe(2);
      const user = data.users.find((u) => u.id === persona.id);
      expect(own[0]?.travelInfo.integrationInfo.userInformation.familyName).toBe(user?.familyName);
    }
  });

  it('has 300 search places, 150 coded buildings, predefined and debug places', () => {
    const ofKind = (kind: string) => data.places.filter((p) => p.kind === kind);
    expect(ofKind('search')).toHaveLength(300);
    const buildings = ofKind('building');
    expect(buildings).toHaveLength(150);
    const codes = buildings.map((b) => b.building);
    expect(new Set(codes).size).toBe(150);
    expect(codes).toEqual(expect.arrayContaining(['FIZ 12', 'MUC 4.2', 'DGF 02.40']));
    expect(ofKind('predefined').map((p) => p.iconType)).toEqual(
      expect.arrayContaining(['building', 'hotspot', 'event']),
    );
    expect(ofKind('debug').length).toBeGreaterThanOrEqual(5);
    for (const place of data.places) expect(PlaceSchema.safeParse(place).success).toBe(true);
  });

  it('gives every persona recent places', () => {
    for (const persona of Object.values(PERSONAS)) {
      expect(
        data.recentPlaces.filter((r) => r.userId === persona.id).length,
      ).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('the schedule showcase (mocks/seed-schedule-showcase.ts)', () => {
  const data = generateSeedData({ seed: DEFAULT_SEED, now: TEST_NOW });
  const showcase = (bookingId: string) => {
    const booking = data.bookings.find((b) => b.bookingId === bookingId);
    if (!booking) throw new Error(`${bookingId} is not seeded`);
    return booking;
  };

  it('seeds every showcase posting, valid and confirmed, whatever the seed', () => {
    for (const seed of [DEFAULT_SEED, DEFAULT_SEED + 1]) {
      const ids = new Set(
        generateSeedData({ seed, now: TEST_NOW }).bookings.map((b) => b.bookingId),
      );
      for (const { bookingId } of SCHEDULE_SHOWCASE) expect(ids).toContain(bookingId);
    }
    for (const { bookingId } of SCHEDULE_SHOWCASE) {
      const booking = showcase(bookingId);
      expect(BookingSchema.safeParse(booking).success).toBe(true);
      expect(booking.state).toBe('confirmed');
    }
  });

  it('exercises every recurrence but the ANY_SHIFT placeholder, in both posting types', () => {
    const infos = SCHEDULE_SHOWCASE.map(
      ({ bookingId }) => showcase(bookingId).travelInfo.integrationInfo,
    );
    expect(new Set(infos.map((info) => info.recurrence))).toEqual(new Set(STORED_RECURRENCES));
    expect(new Set(infos.map((info) => info.postingType))).toEqual(
      new Set(['OFFERING', 'REQUEST']),
    );
  });

  it('runs as documented on Monday 23.11.2026 (ISO week 48) and the days after', () => {
    const runs = (bookingId: string, day: string) => runsOn(showcase(bookingId).travelInfo, day);
    expect(runs('showcase-flexible-mon-wed', '2026-11-23')).toBe(true);
    expect(runs('showcase-flexible-mon-wed', '2026-11-24')).toBe(false);
    expect(runs('showcase-flexible-mon-wed', '2026-11-25')).toBe(true);
    expect(runs('showcase-early-even-weeks', '2026-11-23')).toBe(true);
    expect(runs('showcase-early-even-weeks', '2026-11-30')).toBe(false);
    expect(runs('showcase-early-odd-weeks', '2026-11-23')).toBe(false);
    expect(runs('showcase-early-odd-weeks', '2026-11-30')).toBe(true);
    expect(runs('showcase-permanent-late', '2026-11-28')).toBe(false); // a Saturday
    expect(runs('showcase-one-time-in-two-days', '2026-11-25')).toBe(true);
    expect(runs('showcase-flexible-from-next-week', '2026-11-24')).toBe(false);
    expect(runs('showcase-flexible-from-next-week', '2026-11-30')).toBe(true);
  });

  it('gives the demo user a ride request home → FIZ, Mon–Fri 07:00, that the showcase drivers fit differently', () => {
    const mine = showcase(DEMO_OWN_POSTING.bookingId);
    expect(mine.ownerId).toBe(PERSONAS.demo.id);
    expect(mine.state).toBe('confirmed');
    expect(BookingSchema.safeParse(mine).success).toBe(true);
    expect(mine.travelInfo.origin.name).toBe('Knorrstraße 12');
    expect(mine.travelInfo.destination).toEqual(
      showcase('showcase-flexible-mon-wed').travelInfo.destination,
    );
    expect(mine.travelInfo.integrationInfo.postingType).toBe('REQUEST');
    // 'Find matches' from Monday 23.11.2026: how many of its next 20 travel days each driver shares.
    const shared = (bookingId: string) =>
      scheduleFit(mine.travelInfo, showcase(bookingId).travelInfo, '2026-11-23').shared;
    expect(shared('showcase-permanent-early')).toBe(20);
    expect(shared('showcase-flexible-mon-wed')).toBe(8);
    expect(shared('showcase-early-even-weeks')).toBe(10);
    expect(shared('showcase-flexible-from-next-week')).toBe(15);
  });

  it('has colleagues who post both directions: same e-mail, origin and destination swapped', () => {
    for (const [toWork, home] of [
      ['showcase-flexible-mon-wed', 'showcase-flexible-mon-wed-home'],
      ['showcase-early-even-weeks', 'showcase-early-even-weeks-home'],
      ['showcase-permanent-late', 'showcase-permanent-late-home'],
    ] as const) {
      const out = showcase(toWork).travelInfo;
      const back = showcase(home).travelInfo;
      expect(back.integrationInfo.userInformation.email).toBe(
        out.integrationInfo.userInformation.email,
      );
      expect(back.origin).toEqual(out.destination);
      expect(back.destination).toEqual(out.origin);
    }
  });
});
