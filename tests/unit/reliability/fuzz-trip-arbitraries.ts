import fc from 'fast-check';
import { type BookingRequest } from '@contract/bookings';
import { WEEK_DAYS, weekDaysOf, type Location, type WeekDays } from '@contract/schemas';
import { STORED_RECURRENCES } from '@mocks/seed-constants';
import { TEST_NOW } from '../support/mock-backend-harness';
import { emailAddress, fractionDigits, freeText, isoAt, offsetMinutes } from './hostile-input';
import { type BodyChoice } from './hostile-bodies';
import { DAY, MINUTE, NOW } from './fuzz-harness';
import { json } from './fuzz-arbitraries';

/** Arbitraries of trips (fuzz-endpoints.ts): places, week days, moments, periods, booking and offer requests. */

const coordinate = (limit: number) =>
  fc.double({ min: -limit, max: limit, noNaN: true }).map((value) => value + 0);
const location: fc.Arbitrary<Location> = fc.record(
  {
    latitude: coordinate(90),
    longitude: coordinate(180),
    name: freeText(200),
    address: freeText(300),
    building: freeText(40),
  },
  { requiredKeys: ['latitude', 'longitude', 'name'] },
);

const weekDays: fc.Arbitrary<WeekDays> = fc
  .tuple(...WEEK_DAYS.map(() => fc.boolean()))
  .map(
    (flags) =>
      Object.fromEntries(WEEK_DAYS.map((day, index) => [day, flags[index] ?? false])) as WeekDays,
  );

const YEAR_1000 = new Date('1000-01-01T00:00:00Z');
/** Late enough for the far future, early enough that even a trip across the globe arrives before 10000. */
const LATEST_DEPARTURE = new Date('9999-11-01T00:00:00Z');
const instant = (min: Date, max: Date) =>
  fc.date({ min, max, noInvalidDate: true }).map((date) => date.getTime());

/**
 * A period: mostly around now, sometimes anywhere from the year 1000 to the end of 9999 (the contract
 * takes any ISO date; a period may have started long ago as long as it has not ended).
 */
const period = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .record({
        start: fc.integer({ min: -30 * 24 * 60, max: 200 * 24 * 60 }),
        duration: fc.integer({ min: 0, max: 365 * 24 * 60 }),
      })
      .map(({ start, duration }) => ({
        start: NOW + start * MINUTE,
        end: NOW + start * MINUTE + duration * MINUTE,
      })),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      start: instant(YEAR_1000, LATEST_DEPARTURE),
      end: instant(TEST_NOW, LATEST_DEPARTURE),
    }),
  },
);

/** A booking request the contract and the creation rules accept. */
export const validBookingRequest: fc.Arbitrary<BookingRequest> = fc
  .record({
    postingType: fc.constantFrom('OFFERING' as const, 'REQUEST' as const),
    recurrence: fc.constantFrom(...STORED_RECURRENCES),
    period,
    weekDays,
    startOffset: offsetMinutes,
    departureOffset: offsetMinutes,
    endOffset: offsetMinutes,
    startDigits: fractionDigits,
    departureDigits: fractionDigits,
    origin: location,
    destination: location,
    email: emailAddress(['bmw.example', 'mail.example']),
    description: fc.oneof(fc.constant(''), freeText(2000)),
  })
  .map((draft) => {
    const oneTime = draft.recurrence === 'ONE_TIME';
    const future = NOW + MINUTE;
    // A one-time trip is a moment that has not passed; other periods end no earlier than now and their start.
    const start = oneTime ? Math.max(draft.period.start, future) : draft.period.start;
    const end = oneTime ? start : Math.max(draft.period.end, start, future);
    const days =
      draft.recurrence === 'RECURRING' && !Object.values(draft.weekDays).some(Boolean)
        ? { ...draft.weekDays, WEDNESDAY: true }
        : draft.weekDays;
    return {
      integrationId: 'commutePooling' as const,
      origin: draft.origin,
      destination: draft.destination,
      departureTime: isoAt(start, draft.departureOffset, draft.departureDigits),
      integrationInfo: {
        postingType: draft.postingType,
        recurrence: draft.recurrence,
        periodStart: isoAt(start, draft.startOffset, draft.startDigits),
        periodEnd: oneTime
          ? isoAt(end, draft.startOffset, draft.startDigits)
          : isoAt(end, draft.endOffset),
        weekDays: days,
        fleets: [],
        userInformation: { email: draft.email, description: draft.description },
      },
    };
  });

/** Booking requests that break a creation rule the schema alone does not express, or a refinement. */
export const ruleBreakingBookings: fc.Arbitrary<BodyChoice> = fc
  .tuple(
    validBookingRequest,
    fc.constantFrom(
      'end-before-start',
      'ended',
      'departure-not-start',
      'one-time-span',
      'no-week-day',
      'fleets',
      'arrives-after-9999',
    ),
    fc.integer({ min: 1, max: 500 * 24 * 60 }),
  )
  .map(([request, rule, minutes]) => {
    const info = request.integrationInfo;
    const start = Date.parse(info.periodStart);
    switch (rule) {
      case 'end-before-start':
        return json({
          ...request,
          integrationInfo: { ...info, periodEnd: isoAt(start - minutes * MINUTE, 60) },
        });
      case 'ended':
        return json({
          ...request,
          departureTime: isoAt(NOW - minutes * MINUTE - DAY, 0),
          integrationInfo: {
            ...info,
            periodStart: isoAt(NOW - minutes * MINUTE - DAY, 0),
            periodEnd: isoAt(NOW - minutes * MINUTE, 0),
          },
        });
      case 'departure-not-start':
        return json({ ...request, departureTime: isoAt(start + minutes * MINUTE, 0, 3) });
      case 'one-time-span':
        return json({
          ...request,
          integrationInfo: {
            ...info,
            recurrence: 'ONE_TIME',
            periodEnd: isoAt(start + minutes * MINUTE, 0),
          },
        });
      case 'no-week-day':
        return json({
          ...request,
          integrationInfo: {
            ...info,
            recurrence: 'RECURRING',
            weekDays: weekDaysOf(),
          },
        });
      case 'arrives-after-9999': {
        // 23:00 UTC on 9999-12-31 is already the year 10000 in Munich.
        const late = isoAt(Date.parse('9999-12-31T23:00:00Z') + (minutes % 60) * MINUTE, -60);
        return json({
          ...request,
          departureTime: late,
          integrationInfo: { ...info, recurrence: 'ONE_TIME', periodStart: late, periodEnd: late },
        });
      }
      default:
        return json({ ...request, integrationInfo: { ...info, fleets: ['fleet-1'] } });
    }
  });

export const validMobilityRequest = fc.record({
  mobilityRequestId: fc.uuid({ version: 4 }),
  origin: location,
  destination: location,
  departureTime: fc
    .tuple(
      fc.oneof(
        { weight: 8, arbitrary: instant(new Date(NOW - 60 * DAY), new Date(NOW + 365 * DAY)) },
        { weight: 2, arbitrary: instant(YEAR_1000, new Date('9999-12-30T00:00:00Z')) },
      ),
      offsetMinutes,
      fractionDigits,
    )
    .map(([moment, offset, digits]) => isoAt(moment, offset, digits)),
  integrations: fc.record({
    commutePooling: fc.record({
      postingType: fc.constantFrom('OFFERING' as const, 'REQUEST' as const),
    }),
  }),
});
