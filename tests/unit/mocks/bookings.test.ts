// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { BookingSchema, type Booking } from '@contract/schemas';
import { db, PERSONAS, signInPersona } from '@mocks/node';
import { FIZ_12, FREISING, oneTimeBookingRequest } from '../support/builders';
import { call, errorOf, TEST_NOW, useMockBackend } from '../support/mock-backend-harness';

useMockBackend();

let demoToken = '';
let publicToken = '';
beforeAll(async () => {
  demoToken = (await signInPersona('demo')).token;
  publicToken = (await signInPersona('publicUser')).token;
});

const inDays = (days: number, hour = 7, minute = 30) => {
  const date = new Date(TEST_NOW.getTime() + days * 86_400_000);
  date.setUTCHours(hour - 1, minute, 0, 0); // Berlin is UTC+1 in November
  return date.toISOString();
};
const origin = FREISING;
const destination = FIZ_12;
const oneTimeRequest = (start: string, end = start) =>
  oneTimeBookingRequest({
    departureTime: start,
    periodEnd: end,
    postingType: 'REQUEST',
    email: 'max.contact@bmw.example',
    description: 'Back at 17:00.',
  });

const list = async (token: string, userId: string) =>
  call('GET', `/api/v1/bookings/${userId}`, { token });
const bookingOf = (ownerId: string, state: string) => {
  const record = db.bookings.findFirst((q) => q.where({ ownerId, state: (s) => s === state }));
  if (!record) throw new Error(`no ${state} booking of ${ownerId}`);
  return record;
};

describe('listing bookings', () => {
  it('lists only the caller’s own bookings, departure ascending', async () => {
    const result = await list(demoToken, PERSONAS.demo.id);
    expect(result.status).toBe(200);
    const bookings = BookingSchema.array().parse(result.body);
    const own = db.bookings.findMany((q) => q.where({ ownerId: PERSONAS.demo.id }));
    expect(bookings.map((b) => b.bookingId).sort()).toEqual(own.map((b) => b.bookingId).sort());
    const departures = bookings.map((b) => Date.parse(b.travelInfo.departureTime));
    expect(departures).toEqual([...departures].sort((a, b) => a - b));
    expect(result.body).not.toHaveProperty('0.ownerId');
  });

  it('answers 403 for another user’s list', async () => {
    const result = await list(demoToken, PERSONAS.publicUser.id);
    expect(result.status).toBe(403);
    expect(errorOf(result)).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('creating a posting', () => {
  it('builds a confirmed booking from the request and the user', async () => {
    const start = inDays(2, 7, 45);
    const result = await call('POST', '/api/v1/bookings', {
      token: demoToken,
      body: oneTimeRequest(start),
    });
    expect(result.status).toBe(201);
    const booking = BookingSchema.parse(result.body);
    expect(booking.state).toBe('confirmed');
    expect(booking.integrationId).toBe('commutePooling');
    const info = booking.travelInfo.integrationInfo;
    expect(info.userInformation).toEqual({
      givenName: 'Max',
      familyName: 'Mustermann',
      department: 'EF-3 Fahrzeugentwicklung',
      // The account's address, not the request's 'max.contact@bmw.example' (issue 38: the session decides).
      email: PERSONAS.demo.email,
      description: 'Back at 17:00.',
    });
    expect(Date.parse(info.meetingTime ?? '')).toBe(Date.parse(start));
    const travelMinutes =
      (Date.parse(booking.travelInfo.estimatedArrivalTime) -
        Date.parse(booking.travelInfo.departureTime)) /
      60_000;
    // About 23 km as the crow flies: half an hour or so by car.
    expect(travelMinutes).toBeGreaterThanOrEqual(30);
    expect(travelMinutes).toBeLessThanOrEqual(60);

    const listed = BookingSchema.array().parse((await list(demoToken, PERSONAS.demo.id)).body);
    expect(listed.map((b) => b.bookingId)).toContain(booking.bookingId);
    // Someone else does not see it in their list.
    const others = BookingSchema.array().parse(
      (await list(publicToken, PERSONAS.publicUser.id)).body,
    );
    expect(others.map((b) => b.bookingId)).not.toContain(booking.bookingId);
  });

  it('puts origin and destination on top of the recent places', async () => {
    const recent = await call('GET', '/places/recent', { token: demoToken });
    const names = (recent.body as Array<{ name: string; iconType: string }>).map((p) => p.name);
    expect(names.slice(0, 2)).toEqual([destination.name, origin.name]);
    expect(new Set(names).size).toBe(names.length);
    expect((recent.body as Array<{ iconType: string }>)[0]?.iconType).toBe('recent');
  });

  it('has no meeting time for a recurring posting', async () => {
    const start = inDays(1);
    const body = {
      ...oneTimeRequest(start, inDays(40)),
      integrationInfo: {
        ...oneTimeRequest(start).integrationInfo,
        recurrence: 'NIGHT_SHIFT',
        periodEnd: inDays(40),
      },
    };
    const result = await call('POST', '/api/v1/bookings', { token: demoToken, body });
    expect(result.status).toBe(201);
    expect((result.body as Booking).travelInfo.integrationInfo.meetingTime).toBeUndefined();
  });

  it('refuses a period that ends in the past with 400', async () => {
    const result = await call('POST', '/api/v1/bookings', {
      token: demoToken,
      body: oneTimeRequest(inDays(-1)),
    });
    expect(result.status).toBe(400);
    expect(errorOf(result).message).toMatch(/^No valid input: .*past/);
  });

  it('refuses a departure that is not the start of the period', async () => {
    const body = { ...oneTimeRequest(inDays(3)), departureTime: inDays(4) };
    expect((await call('POST', '/api/v1/bookings', { token: demoToken, body })).status).toBe(400);
  });

  it('answers 403 to a user without car-pooling access', async () => {
    const { token } = await signInPersona('noAccess');
    const result = await call('POST', '/api/v1/bookings', {
      token,
      body: oneTimeRequest(inDays(3)),
    });
    expect(result.status).toBe(403);
  });
});

describe('cancelling and archiving', () => {
  const cancel = (token: string, id: string) =>
    call('PUT', `/api/v1/bookings/cancel/${id}`, { token });
  const archive = (token: string, id: string) =>
    call('PUT', `/api/v1/bookings/archive/${id}`, { token });

  it('cancels a confirmed or active posting, then archives it', async () => {
    for (const state of ['confirmed', 'active']) {
      const { bookingId } = bookingOf(PERSONAS.demo.id, state);
      const cancelled = await cancel(demoToken, bookingId);
      expect(cancelled.status).toBe(200);
      expect(BookingSchema.parse(cancelled.body)).toMatchObject({ bookingId, state: 'cancelled' });
      expect((await cancel(demoToken, bookingId)).status).toBe(409);
      const archived = await archive(demoToken, bookingId);
      expect(archived.status).toBe(200);
      expect(BookingSchema.parse(archived.body).state).toBe('archived');
      expect((await archive(demoToken, bookingId)).status).toBe(409);
      const listed = BookingSchema.array().parse((await list(demoToken, PERSONAS.demo.id)).body);
      expect(listed.find((b) => b.bookingId === bookingId)?.state).toBe('archived');
    }
  });

  it('archives finished and expired postings', async () => {
    for (const state of ['finished', 'expired']) {
      const { bookingId } = bookingOf(PERSONAS.demo.id, state);
      const result = await archive(demoToken, bookingId);
      expect(result.status).toBe(200);
      expect((result.body as Booking).state).toBe('archived');
    }
  });

  it('answers 409 for a state that allows neither while its period runs', async () => {
    for (const state of ['requested', 'ready']) {
      const booking = bookingOf(PERSONAS.demo.id, state);
      expect(Date.parse(booking.travelInfo.integrationInfo.periodEnd)).toBeGreaterThan(
        TEST_NOW.getTime(),
      );
      const cancelled = await cancel(demoToken, booking.bookingId);
      expect(cancelled.status).toBe(409);
      expect(errorOf(cancelled)).toMatchObject({ code: 'INVALID_STATE' });
      expect((await archive(demoToken, booking.bookingId)).status).toBe(409);
    }
  });

  it('archives a posting whose period has ended, whatever state it still reports (docs/posting-times.md)', async () => {
    // The seeded overdue posting's period lies in the past (the app shows it as ended, with Remove).
    const overdue = bookingOf(PERSONAS.demo.id, 'overdue');
    expect(Date.parse(overdue.travelInfo.integrationInfo.periodEnd)).toBeLessThan(
      TEST_NOW.getTime(),
    );
    expect((await cancel(demoToken, overdue.bookingId)).status).toBe(409);
    const archived = await archive(demoToken, overdue.bookingId);
    expect(archived.status).toBe(200);
    expect(BookingSchema.parse(archived.body).state).toBe('archived');
    expect((await archive(demoToken, overdue.bookingId)).status).toBe(409);
    // A running one that ended (a backend that does not expire postings) too, without the cancel first.
    const requested = bookingOf(PERSONAS.demo.id, 'requested');
    await db.bookings.update((q) => q.where({ bookingId: requested.bookingId }), {
      data(record) {
        record.travelInfo.integrationInfo.periodEnd = '2026-01-01T08:00:00+01:00';
      },
    });
    expect((await archive(demoToken, requested.bookingId)).status).toBe(200);
  });

  it('answers 403 for someone else’s posting and leaves it unchanged', async () => {
    const theirs = bookingOf(PERSONAS.publicUser.id, 'confirmed');
    expect((await cancel(demoToken, theirs.bookingId)).status).toBe(403);
    const finished = bookingOf(PERSONAS.publicUser.id, 'finished');
    expect((await archive(demoToken, finished.bookingId)).status).toBe(403);
    expect(db.bookings.findFirst((q) => q.where({ bookingId: theirs.bookingId }))?.state).toBe(
      'confirmed',
    );
    expect((await cancel(publicToken, theirs.bookingId)).status).toBe(200);
  });

  it('answers 404 for an unknown booking', async () => {
    const result = await cancel(demoToken, 'no-such-booking');
    expect(result.status).toBe(404);
    expect(errorOf(result)).toMatchObject({ code: 'NOT_FOUND' });
    expect((await archive(demoToken, 'no-such-booking')).status).toBe(404);
  });
});
