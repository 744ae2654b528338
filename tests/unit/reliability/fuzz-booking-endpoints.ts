import fc from 'fast-check';
import { expect } from 'vitest';
import { BookingRequestSchema, type BookingRequest } from '@contract/bookings';
import { BookingSchema, IsoDateTimeSchema, type Booking } from '@contract/schemas';
import { estimatedArrival } from '@mocks/db/bookings-repository';
import { toBerlinIso } from '@/domain/schedule/berlin-days';
import { db, PERSONAS } from '@mocks/node';
import { call } from '../support/mock-backend-harness';
import { hostileText, hugeString } from './hostile-input';
import { brokenBodies, type BodyChoice } from './hostile-bodies';
import { type EndpointFuzz, NOW, bookingById, countInput, tokens } from './fuzz-harness';
import { asJson, bookingsOf, callerOr, rejectedBodies } from './fuzz-arbitraries';
import { ruleBreakingBookings, validBookingRequest } from './fuzz-trip-arbitraries';

/** The fuzzed booking endpoints (fuzz-endpoints.ts): create, cancel, archive. */

export const createBooking: EndpointFuzz = {
  title: 'bookings.create',
  routeName: 'bookings.create',
  rejected: () =>
    fc.record({
      token: callerOr(['demo', 'demo', 'noAccess']),
      body: rejectedBodies(asJson(validBookingRequest), ruleBreakingBookings),
    }),
  business: ({ body, caller }) => {
    if (!caller?.commutePooling.enabled) return { status: 403, code: 'NO_ACCESS' };
    const request = body as BookingRequest;
    const info = request.integrationInfo;
    const start = Date.parse(info.periodStart);
    if (Date.parse(info.periodEnd) < NOW) return { status: 400, code: 'VALIDATION' };
    if (Date.parse(request.departureTime) !== start) return { status: 400, code: 'VALIDATION' };
    if (info.recurrence === 'ONE_TIME' && Date.parse(info.periodEnd) !== start) {
      return { status: 400, code: 'VALIDATION' };
    }
    const arrival = estimatedArrival(request.origin, request.destination, new Date(start));
    if (!IsoDateTimeSchema.safeParse(toBerlinIso(arrival)).success) {
      return { status: 400, code: 'VALIDATION' };
    }
    return { status: 201 };
  },
  validRuns: 60,
  valid: () =>
    fc.asyncProperty(validBookingRequest, async (request) => {
      expect(BookingRequestSchema.safeParse(request).success).toBe(true);
      const result = await call('POST', '/api/v1/bookings', { token: tokens.demo, body: request });
      countInput('bookings.create', result.status);
      expect(result.status, JSON.stringify(result.body)).toBe(201);
      const created = BookingSchema.parse(result.body);
      const info = request.integrationInfo;
      expect(created.state).toBe('confirmed');
      expect(created.travelInfo).toMatchObject({
        origin: request.origin,
        destination: request.destination,
        departureTime: request.departureTime,
        integrationInfo: {
          postingType: info.postingType,
          recurrence: info.recurrence,
          weekDays: info.weekDays,
          periodStart: info.periodStart,
          periodEnd: info.periodEnd,
          ...(info.recurrence === 'ONE_TIME' ? { meetingTime: info.periodStart } : {}),
          userInformation: {
            // The account's address, whatever the request named (issue 38).
            email: PERSONAS.demo.email,
            ...(info.userInformation.description
              ? { description: info.userInformation.description }
              : {}),
          },
        },
      });
      if (!info.userInformation.description) {
        expect(created.travelInfo.integrationInfo.userInformation.description).toBeUndefined();
      }
      expect(await bookingsOf(tokens.demo, PERSONAS.demo.id)).toContainEqual(created);
    }),
};

const LONE_SURROGATE = /\p{Cs}/u;

/** Booking ids to try: unknown and hostile ones, other users' bookings, own bookings in any state. */
const bookingIds = (): fc.Arbitrary<string> => {
  const all = db.bookings.all();
  const others = all
    .filter((booking) => booking.ownerId !== PERSONAS.demo.id)
    .map((b) => b.bookingId);
  const own = all.filter((booking) => booking.ownerId === PERSONAS.demo.id).map((b) => b.bookingId);
  const some = (arbitrary: fc.Arbitrary<string>) => ({ weight: 6, arbitrary });
  return fc.oneof(
    some(fc.constantFrom(...others.slice(0, 200))),
    some(fc.constantFrom(...own)),
    some(fc.constantFrom(...own).map((id) => `${id} `)),
    some(fc.constantFrom(...own).map((id) => id.toUpperCase())),
    // An empty id addresses another path, '.' and '..' are path segments, a URL cannot carry lone surrogates.
    some(
      hostileText().filter(
        (id) => id !== '' && id !== '.' && id !== '..' && !LONE_SURROGATE.test(id),
      ),
    ),
    some(fc.string({ unit: 'grapheme', minLength: 101, maxLength: 140 })),
    // A 100,000-character URL takes MSW ~0.1 s to match: rare, but there.
    { weight: 1, arbitrary: hugeString.filter((id) => !LONE_SURROGATE.test(id)) },
  );
};

function bookingTransition(
  title: string,
  routeName: string,
  allowed: (booking: {
    state: string;
    travelInfo: { integrationInfo: { periodEnd: string } };
  }) => boolean,
): Omit<EndpointFuzz, 'valid' | 'validRuns'> {
  return {
    title,
    routeName,
    rejected: () =>
      fc.record({
        token: callerOr(['demo']),
        params: bookingIds().map((bookingId) => ({ bookingId })),
        // The route takes no body: whatever is sent is ignored.
        body: fc.oneof(fc.constant<BodyChoice>({ none: true }), brokenBodies),
      }),
    business: ({ params, caller }) => {
      const booking = bookingById(params.bookingId ?? '');
      if (!booking) return { status: 404, code: 'NOT_FOUND' };
      if (booking.ownerId !== caller?.id) return { status: 403, code: 'FORBIDDEN' };
      if (!allowed(booking)) return { status: 409, code: 'INVALID_STATE' };
      return { status: 200 };
    },
  };
}

async function createdBooking(request: BookingRequest): Promise<Booking> {
  const result = await call('POST', '/api/v1/bookings', { token: tokens.demo, body: request });
  expect(result.status).toBe(201);
  return BookingSchema.parse(result.body);
}

async function transitionAndReadBack(path: 'cancel' | 'archive', booking: Booking, title: string) {
  const result = await call(
    'PUT',
    `/api/v1/bookings/${path}/${encodeURIComponent(booking.bookingId)}`,
    {
      token: tokens.demo,
    },
  );
  countInput(title, result.status);
  expect(result.status).toBe(200);
  const updated = BookingSchema.parse(result.body);
  expect(updated).toEqual({ ...booking, state: path === 'cancel' ? 'cancelled' : 'archived' });
  expect(await bookingsOf(tokens.demo, PERSONAS.demo.id)).toContainEqual(updated);
  return updated;
}

export const cancelBooking: EndpointFuzz = {
  ...bookingTransition('bookings.cancel', 'bookings.cancel', ({ state }) =>
    ['confirmed', 'active'].includes(state),
  ),
  validRuns: 30,
  valid: () =>
    fc.asyncProperty(validBookingRequest, async (request) => {
      await transitionAndReadBack('cancel', await createdBooking(request), 'bookings.cancel');
    }),
};

export const archiveBooking: EndpointFuzz = {
  // The spec's over states, and any posting but an archived one whose period has ended (docs/posting-times.md).
  ...bookingTransition(
    'bookings.archive',
    'bookings.archive',
    ({ state, travelInfo }) =>
      ['finished', 'expired', 'cancelled'].includes(state) ||
      (state !== 'archived' && Date.parse(travelInfo.integrationInfo.periodEnd) < NOW),
  ),
  validRuns: 30,
  valid: () =>
    fc.asyncProperty(validBookingRequest, async (request) => {
      const cancelled = await transitionAndReadBack(
        'cancel',
        await createdBooking(request),
        'bookings.cancel',
      );
      await transitionAndReadBack('archive', cancelled, 'bookings.archive');
    }),
};
