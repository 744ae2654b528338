// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { type OfferTravelInfo } from '@contract/schemas';
import { db, PERSONAS } from '@mocks/node';
import { MATCHING_BOUNDS, matchOf } from '@mocks/lib/matching-bounds';
import { TEST_NOW, useMockBackend } from '../support/mock-backend-harness';
import {
  DACHAU,
  DEFAULT_LOCATION,
  FIZ,
  demoToken,
  hasAccess,
  recordOf,
  searchOffers,
  signInDemoBeforeAll,
} from './offers-search';

useMockBackend();
signInDemoBeforeAll();
describe.each(['OFFERING', 'REQUEST'] as const)('searching %s postings', (postingType) => {
  let offers: OfferTravelInfo[] = [];
  beforeAll(async () => {
    offers = await searchOffers(demoToken, postingType);
  });

  it('finds several colleagues on the demo route (Dachau → FIZ) today, each within the bounds', async () => {
    const onDemoRoute = await searchOffers(
      demoToken,
      postingType,
      TEST_NOW.toISOString(),
      DACHAU,
      FIZ,
    );
    const colleagues = new Set(onDemoRoute.map((o) => o.integrationInfo.userInformation.email));
    expect(colleagues.size).toBeGreaterThanOrEqual(postingType === 'OFFERING' ? 4 : 2);
    for (const offer of onDemoRoute) {
      expect(offer.originDistance).toBeLessThanOrEqual(MATCHING_BOUNDS.maxEndDistanceM);
      expect(offer.destinationDistance).toBeLessThanOrEqual(MATCHING_BOUNDS.maxEndDistanceM);
    }
  });

  it('answers only postings of colleagues with car-pooling access', () => {
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((offer) => hasAccess(recordOf(offer.bookingId).ownerId))).toBe(true);
  });

  it('answers only postings of the searched type, never the caller’s own', () => {
    for (const offer of offers) {
      expect(offer.integrationInfo.postingType).toBe(postingType);
      expect(recordOf(offer.bookingId).ownerId).not.toBe(PERSONAS.demo.id);
    }
  });

  it('answers only confirmed or active postings that run on the departure day', () => {
    const today = '2026-11-23';
    for (const offer of offers) {
      const record = recordOf(offer.bookingId);
      expect(['confirmed', 'active']).toContain(record.state);
      const info = offer.integrationInfo;
      if (info.recurrence === 'ONE_TIME') {
        expect(info.meetingTime?.slice(0, 10)).toBe(today);
      } else {
        expect(info.periodStart.slice(0, 10) <= today).toBe(true);
        expect(info.periodEnd.slice(0, 10) >= today).toBe(true);
      }
      if (info.recurrence === 'RECURRING') expect(info.weekDays.MONDAY).toBe(true);
    }
  });

  it('sorts by the sum of origin and destination distance, computed by haversine', () => {
    const sums = offers.map((offer) => offer.originDistance + offer.destinationDistance);
    expect(sums).toEqual([...sums].sort((a, b) => a - b));
    const first = offers[0];
    if (!first) throw new Error('no offers');
    // Within a metre of a direct haversine computation.
    const haversine = (a: typeof FIZ, b: typeof FIZ) => {
      const rad = Math.PI / 180;
      const h =
        Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
        Math.cos(a.latitude * rad) *
          Math.cos(b.latitude * rad) *
          Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
      return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
    };
    expect(Math.abs(first.originDistance - haversine(DEFAULT_LOCATION, first.origin))).toBeLessThan(
      1,
    );
  });

  it('matches every posting of the database the rules admit (nothing missing)', () => {
    const expected = db.bookings.findMany((q) =>
      q.where(
        (b) =>
          b.ownerId !== PERSONAS.demo.id &&
          hasAccess(b.ownerId) &&
          ['confirmed', 'active'].includes(b.state) &&
          b.travelInfo.integrationInfo.postingType === postingType &&
          b.travelInfo.integrationInfo.recurrence !== 'RECURRING' &&
          b.travelInfo.integrationInfo.recurrence !== 'ONE_TIME' &&
          // 2026-11-23 is the Monday of ISO week 48: the early shift of odd weeks does not run.
          b.travelInfo.integrationInfo.recurrence !== 'EARLY_SHIFT_ODD_WEEKS' &&
          b.travelInfo.integrationInfo.periodStart.slice(0, 10) <= '2026-11-23' &&
          b.travelInfo.integrationInfo.periodEnd.slice(0, 10) >= '2026-11-23' &&
          // Where the matching bounds (their edges: tests/unit/mocks/matching-bounds.test.ts) admit it.
          matchOf(
            {
              origin: DEFAULT_LOCATION,
              destination: FIZ,
              postingType,
              day: '2026-11-23',
              requestedMinutes: null,
            },
            b.travelInfo,
          ).match !== null,
      ),
    );
    expect(expected.length).toBeGreaterThan(0);
    const shiftOffers = offers.filter(
      (o) => !['RECURRING', 'ONE_TIME'].includes(o.integrationInfo.recurrence),
    );
    expect(shiftOffers.map((o) => o.bookingId).sort()).toEqual(
      expected.map((b) => b.bookingId).sort(),
    );
  });
});
