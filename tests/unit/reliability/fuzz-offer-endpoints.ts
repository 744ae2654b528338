import fc from 'fast-check';
import { expect } from 'vitest';
import type { z } from 'zod';
import { MobilityRequestSchema, OffersResponseSchema } from '@contract/offers';
import { BookingSchema, WEEK_DAYS } from '@contract/schemas';
import { berlinDayKey } from '@/domain/schedule/berlin-days';
import { matchOf } from '@mocks/lib/matching-bounds';
import { db, PERSONAS } from '@mocks/node';
import { call, TEST_NOW } from '../support/mock-backend-harness';
import { changedByReference, references } from './database-watch';
import { dateEdgeCases } from './hostile-input';
import { brokenBodies, wireBody } from './hostile-bodies';
import { type EndpointFuzz, SIGNED_IN, bookingById, countInput, tokens } from './fuzz-harness';
import { asJson, badTokens, callerOr, json, rejectedBodies } from './fuzz-arbitraries';
import { validMobilityRequest } from './fuzz-trip-arbitraries';

/** The fuzzed offer endpoints (fuzz-endpoints.ts): the offers search and the trip-cache cleanup. */

const berlinCalendar = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});
/** The Munich calendar day of an instant as a number that orders chronologically, e.g. 20261124. */
function berlinDayNumber(iso: string): number {
  const parts = berlinCalendar.formatToParts(new Date(iso));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return value('year') * 10_000 + value('month') * 100 + value('day');
}
function weekDayOfDayNumber(day: number): (typeof WEEK_DAYS)[number] {
  const date = new Date(0);
  date.setUTCFullYear(Math.floor(day / 10_000), (Math.floor(day / 100) % 100) - 1, day % 100);
  return WEEK_DAYS[(date.getUTCDay() + 6) % 7] ?? 'MONDAY';
}
/** ISO week number: the week of the Thursday of the day's Monday-to-Sunday week, counted from that year's 1 January. */
function isoWeekOfDayNumber(day: number): number {
  const thursday = new Date(0);
  const mondayFirst = WEEK_DAYS.indexOf(weekDayOfDayNumber(day));
  thursday.setUTCFullYear(
    Math.floor(day / 10_000),
    (Math.floor(day / 100) % 100) - 1,
    (day % 100) - mondayFirst + 3,
  );
  const newYear = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return 1 + Math.floor((thursday.getTime() - newYear) / (7 * 86_400_000));
}

/**
 * The search rule, independently: valid postings of the searched type by other users with car-pooling access
 * (a colleague without it cannot be contacted about a ride), whose period covers
 * the departure day in Munich (a one-time posting: its day; a flexible one: also on one of its week days;
 * a shift: also Monday to Friday, the even/odd early shift in even/odd ISO weeks only).
 */
function expectedOfferIds(
  request: z.infer<typeof MobilityRequestSchema>,
  callerId: string,
): string[] {
  const day = berlinDayNumber(request.departureTime);
  const weekDay = weekDayOfDayNumber(day);
  const withAccess = new Set(
    db.users
      .all()
      .filter((user) => user.commutePooling.enabled)
      .map((user) => user.id),
  );
  return db.bookings
    .all()
    .filter(({ ownerId, state, travelInfo }) => {
      const info = travelInfo.integrationInfo;
      if (ownerId === callerId || (state !== 'confirmed' && state !== 'active')) return false;
      if (!withAccess.has(ownerId)) return false;
      if (info.postingType !== request.integrations.commutePooling.postingType) return false;
      // Where the matching bounds admit it (their edges: tests/unit/mocks/matching-bounds.test.ts).
      const near = matchOf(
        {
          origin: request.origin,
          destination: request.destination,
          postingType: info.postingType,
          day: berlinDayKey(new Date(request.departureTime)),
          requestedMinutes: null,
        },
        travelInfo,
      ).match;
      if (near === null) return false;
      const oneTime = info.recurrence === 'ONE_TIME';
      const first = berlinDayNumber(
        oneTime ? (info.meetingTime ?? info.periodStart) : info.periodStart,
      );
      const last = oneTime ? first : berlinDayNumber(info.periodEnd);
      if (day < first || day > last) return false;
      if (oneTime) return true;
      if (info.recurrence === 'RECURRING') return info.weekDays[weekDay];
      if (weekDay === 'SATURDAY' || weekDay === 'SUNDAY') return false;
      const week = isoWeekOfDayNumber(day);
      if (info.recurrence === 'EARLY_SHIFT_EVEN_WEEKS') return week % 2 === 0;
      if (info.recurrence === 'EARLY_SHIFT_ODD_WEEKS') return week % 2 === 1;
      return true;
    })
    .map(({ bookingId }) => bookingId);
}

export const searchOffers: EndpointFuzz = {
  title: 'offers.search',
  routeName: 'offers.search',
  rejected: () =>
    fc.record({
      token: callerOr(['demo', 'demo', 'noAccess']),
      body: rejectedBodies(
        asJson(validMobilityRequest),
        fc
          .tuple(validMobilityRequest, dateEdgeCases(TEST_NOW))
          .map(([request, departureTime]) => json({ ...request, departureTime })),
      ),
    }),
  business: ({ caller }) =>
    caller?.commutePooling.enabled ? { status: 200 } : { status: 403, code: 'NO_ACCESS' },
  validRuns: 60,
  valid: () =>
    fc.asyncProperty(validMobilityRequest, async (request) => {
      expect(MobilityRequestSchema.safeParse(request).success).toBe(true);
      const before = references();
      const result = await call('POST', '/api/v1/offers', { token: tokens.demo, body: request });
      countInput('offers.search', result.status);
      expect(result.status).toBe(200);
      const answer = OffersResponseSchema.parse(result.body);
      expect(answer.mobilityRequestId).toBe(request.mobilityRequestId);
      const offers = answer.integrations.commutePooling.integrationOffer.travelInfoList;
      const totals = offers.map((offer) => offer.originDistance + offer.destinationDistance);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      for (const {
        bookingId,
        originDistance: _o,
        destinationDistance: _d,
        ...travelInfo
      } of offers) {
        const stored = bookingById(bookingId);
        expect(stored?.ownerId).not.toBe(PERSONAS.demo.id);
        expect(['confirmed', 'active']).toContain(stored?.state);
        expect(travelInfo.integrationInfo.postingType).toBe(
          request.integrations.commutePooling.postingType,
        );
        expect(BookingSchema.shape.travelInfo.parse(stored?.travelInfo)).toEqual(travelInfo);
      }
      // Complete: exactly the postings that run on the departure day are found.
      const found = offers.map((offer) => offer.bookingId).sort();
      expect(found).toEqual(expectedOfferIds(request, PERSONAS.demo.id).sort());
      // A search reads only.
      expect(changedByReference(before, references())).toEqual([]);
    }),
};

export const cleanupTripCache: EndpointFuzz = {
  title: 'cleanupTripCache',
  routeName: 'offers.cleanupTripCache',
  rejected: () => fc.record({ token: badTokens(), body: brokenBodies }),
  business: () => ({ status: 204 }),
  validRuns: 50,
  valid: () =>
    fc.asyncProperty(fc.constantFrom(...SIGNED_IN), brokenBodies, async (key, body) => {
      const count = () =>
        db.tripCacheCleanups.findMany((q) => q.where({ userId: PERSONAS[key].id })).length;
      const before = count();
      const wire = wireBody(body);
      const result = await call('POST', '/api/v1/redis/cleanup-trip-cache', {
        token: tokens[key],
        ...(wire !== undefined ? { rawBody: wire } : {}),
      });
      countInput('cleanupTripCache', result.status);
      expect(result.status).toBe(204);
      expect(count()).toBe(before + 1);
    }),
};
