import { describe, expect, it } from 'vitest';
import {
  ANSWER_READINGS,
  NO_BODY_STATUS,
  readSuccessfulAnswer,
  type AnswerReading,
} from '@contract/answer-readers';
import { listRoutes, type RouteName } from '@contract/router';
import type { Booking, Place } from '@contract/schemas';
import { makeUser, NO_WEEK_DAYS } from '../support/builders';

/**
 * The tolerant reader of contract/answer-readers.ts, one rule at a time: what the spec fixes is checked strictly,
 * what it leaves open is read in any plausible form, unknown fields are ignored, lists are read item by item.
 */

const read = (route: RouteName, body: unknown) =>
  readSuccessfulAnswer(ANSWER_READINGS[route] as AnswerReading, body);

const user = makeUser();

const fiz = { latitude: 48.20052, longitude: 11.55963, name: 'FIZ', building: 'FIZ 12' };
const dachau = { latitude: 48.26027, longitude: 11.43416, name: 'Dachau', address: '85221 Dachau' };

function booking(bookingId: string, state: string, overrides: Record<string, unknown> = {}) {
  return {
    bookingId,
    state,
    integrationId: 'commutePooling',
    travelInfo: {
      origin: fiz,
      destination: dachau,
      departureTime: '2026-11-24T07:00:00.000Z',
      estimatedArrivalTime: '2026-11-24T07:40:00.000Z',
      integrationInfo: {
        postingType: 'OFFERING',
        recurrence: 'ONE_TIME',
        weekDays: NO_WEEK_DAYS,
        periodStart: '2026-11-24T07:00:00.000Z',
        periodEnd: '2026-11-24T07:00:00.000Z',
        meetingTime: '2026-11-24T07:00:00.000Z',
        userInformation: {
          givenName: 'Erika',
          familyName: 'Mustermann',
          email: 'erika.mustermann@bmw.example',
        },
      },
    },
    ...overrides,
  };
}

describe('every route has a reading', () => {
  it('names each contract route once', () => {
    expect(Object.keys(ANSWER_READINGS).sort()).toEqual(
      listRoutes()
        .map(({ name }) => name)
        .sort(),
    );
  });

  it("reads the spec's 'not shown' answers as not needed (any 2xx is success)", () => {
    const notShown = Object.entries(ANSWER_READINGS)
      .filter(([, reading]) => reading.kind !== 'answer')
      .map(([name]) => name)
      .sort();
    expect(notShown).toEqual(
      [
        'auth.logout',
        'auth.registrationLink',
        'auth.registerCreate',
        'auth.registerOnboard',
        'users.acceptTerms',
        'users.updateEmail',
        'bookings.create',
        'bookings.cancel',
        'bookings.archive',
        'offers.cleanupTripCache',
        'feedbackSupport.feedback',
        'feedbackSupport.support',
        'app.enforceUpdates',
      ].sort(),
    );
  });
});

describe('2xx shapes of answers the spec does not show', () => {
  // What a read body is: parsed JSON, undefined for an empty body (200 empty or 204), the text of a non-JSON one.
  const shapes: Array<[string, unknown]> = [
    ['200 with JSON', { status: 'OK' }],
    ['200 empty / 204', undefined],
    ['200 with text', 'OK'],
    ['200 with a JSON string', 'accepted'],
    ['200 with an empty object', {}],
    ['200 with an array', []],
  ];
  const noAnswerRoutes: RouteName[] = [
    'auth.logout',
    'users.acceptTerms',
    'offers.cleanupTripCache',
    'feedbackSupport.feedback',
    'feedbackSupport.support',
  ];

  it.each(
    noAnswerRoutes.flatMap((route) => shapes.map(([shape, body]) => ({ route, shape, body }))),
  )('$route: $shape is success without a body', ({ route, body }) => {
    expect(read(route, body)).toEqual({
      ok: true,
      status: NO_BODY_STATUS,
      body: undefined,
      notes: [],
    });
  });

  it.each(shapes)('cancel answered %s: success, the list entry is set by the client', (_, body) => {
    expect(read('bookings.cancel', body)).toMatchObject({ ok: true, status: 204, body: undefined });
  });

  it('cancel answered with the updated booking: the booking is used', () => {
    const answer = read('bookings.cancel', booking('b-1', 'cancelled', { etag: 'W/"2"' }));
    expect(answer).toMatchObject({
      ok: true,
      status: 200,
      body: { bookingId: 'b-1', state: 'cancelled' },
    });
    expect(answer.ok && answer.body).not.toHaveProperty('etag');
  });

  it('archive answered with a booking in a state outside the spec: success, the booking is not used', () => {
    expect(read('bookings.archive', booking('b-1', 'deleted'))).toMatchObject({
      ok: true,
      status: 204,
      body: undefined,
    });
  });

  it('update e-mail answered with a user the client can read: the user is used; otherwise success all the same', () => {
    expect(read('users.updateEmail', { ...user, links: [] })).toMatchObject({
      status: 200,
      body: user,
    });
    expect(read('users.updateEmail', { status: 'OK' })).toMatchObject({ ok: true, status: 204 });
  });

  it("registration answered without the validity: the spec's 14 days", () => {
    expect(read('auth.registerCreate', { email: 'jana@mail.example' })).toMatchObject({
      ok: true,
      status: 201,
      body: { email: 'jana@mail.example', confirmationValidDays: 14 },
    });
    expect(read('auth.registerCreate', undefined)).toMatchObject({ ok: true, status: 204 });
  });

  it('create answered with anything: success (a created posting never becomes an error)', () => {
    expect(read('bookings.create', booking('b-9', 'confirmed'))).toMatchObject({ status: 201 });
    expect(read('bookings.create', { id: 42 })).toMatchObject({ ok: true, status: 204 });
  });
});

describe('users/me: fixed fields strictly, open fields in any plausible form', () => {
  it('ignores unknown fields', () => {
    const answer = read('users.me', { ...user, locale: 'de-DE', _links: { self: '/users/me' } });
    expect(answer).toEqual({ ok: true, status: 200, body: user, notes: [] });
  });

  it('reads missing, null and blank optional text as null, numbers as text, an id number as text', () => {
    const { department: _department, ...withoutDepartment } = user;
    const answer = read('users.me', {
      ...withoutDepartment,
      id: 4711,
      accountNumber: 1234567,
      qNumber: '  ',
    });
    expect(answer).toMatchObject({
      ok: true,
      body: { id: '4711', department: null, accountNumber: '1234567', qNumber: null },
    });
  });

  it('reads anything that is no address as no e-mail (the missing-mail step asks for one)', () => {
    for (const email of [null, '', 'n/a', undefined]) {
      expect(read('users.me', { ...user, email })).toMatchObject({
        ok: true,
        body: { email: null },
      });
    }
  });

  it('reads missing access flags as off, a missing type or group from the other, a missing active as active', () => {
    const { commutePooling: _c, bmwBuildings: _b, type: _t, active: _a, ...rest } = user;
    expect(read('users.me', { ...rest, group: 'public' })).toMatchObject({
      ok: true,
      body: {
        commutePooling: { enabled: false },
        bmwBuildings: { enabled: false },
        type: 'PublicUser',
        group: 'public',
        active: true,
      },
    });
  });

  it('refuses an answer without what the spec fixes', () => {
    const { acceptedTerms: _accepted, ...withoutTerms } = user;
    expect(read('users.me', withoutTerms)).toMatchObject({ ok: false });
    expect(read('users.me', { ...user, id: '' })).toMatchObject({ ok: false });
    expect(read('users.me', { ...user, commutePooling: { enabled: 'yes' } })).toMatchObject({
      ok: false,
    });
    expect(read('users.me', 'OK')).toMatchObject({ ok: false });
  });
});

describe('login: the token under either name of the spec', () => {
  it('takes accessToken (section 7) as well as idToken (section 3)', () => {
    expect(read('auth.login', { user, accessToken: 'token-1', expiresIn: 3600 })).toMatchObject({
      ok: true,
      body: { user, idToken: 'token-1' },
    });
    expect(read('auth.login', { user, idToken: 'token-2', refreshToken: 'r' })).toMatchObject({
      body: { idToken: 'token-2', refreshToken: 'r' },
    });
  });

  it('reads an answer without a token as a new user', () => {
    const answer = read('auth.login', { user, idToken: null, onboardingToken: 'o-1' });
    expect(answer).toMatchObject({ ok: true, body: { onboardingToken: 'o-1' } });
    expect(answer.ok && answer.body).not.toHaveProperty('idToken');
  });
});

describe('bookings list: item by item', () => {
  it("leaves out a booking in a state outside the spec's list, with its id, and shows the rest", () => {
    const answer = read('bookings.listForUser', [
      booking('b-1', 'confirmed'),
      booking('b-2', 'on_hold'),
      booking('b-3', 'finished'),
    ]);
    expect(answer.ok && (answer.body as Booking[]).map((item) => item.bookingId)).toEqual([
      'b-1',
      'b-3',
    ]);
    expect(answer.notes).toEqual([
      {
        kind: 'left-out',
        path: '[1]',
        id: 'b-2',
        reason: "state 'on_hold' is not one of the spec's",
      },
    ]);
  });

  it("keeps 'overdue' (the status view accepts it)", () => {
    const answer = read('bookings.listForUser', [booking('b-1', 'overdue')]);
    expect(answer).toMatchObject({ ok: true, notes: [] });
  });

  it('skips a malformed booking and shows the rest', () => {
    const broken = booking('b-2', 'confirmed');
    broken.travelInfo.origin = { ...fiz, latitude: 999 };
    const answer = read('bookings.listForUser', [booking('b-1', 'confirmed'), broken, null, 'x']);
    expect(answer.ok && (answer.body as Booking[]).map((item) => item.bookingId)).toEqual(['b-1']);
    expect(answer.notes.map(({ kind, path, id }) => ({ kind, path, id }))).toEqual([
      { kind: 'skipped', path: '[1]', id: 'b-2' },
      { kind: 'skipped', path: '[2]', id: null },
      { kind: 'skipped', path: '[3]', id: null },
    ]);
    expect(answer.notes[0]?.reason).toContain('travelInfo.origin.latitude');
  });

  it('leaves out a booking of an integration outside the spec and ignores unknown fields', () => {
    const answer = read('bookings.listForUser', [
      booking('b-1', 'active', { integrationId: 'eScooter' }),
      booking('b-2', 'active', { createdBy: 'batch', version: 3 }),
    ]);
    expect(answer.notes).toHaveLength(1);
    const [only] = answer.ok ? (answer.body as Booking[]) : [];
    expect(only?.bookingId).toBe('b-2');
    expect(only).not.toHaveProperty('createdBy');
  });

  it('reads the open parts of a booking in their plausible forms', () => {
    const loose = booking(7 as unknown as string, 'confirmed');
    Object.assign(loose.travelInfo, {
      departureTime: Date.parse('2026-11-24T07:00:00.000Z'),
      estimatedArrivalTime: '2026-11-24T08:40:00',
      origin: { latitude: '48.20052', longitude: '11.55963', name: 'FIZ', address: null },
    });
    const info = loose.travelInfo.integrationInfo as Record<string, unknown>;
    delete info.weekDays;
    delete info.periodStart;
    delete info.periodEnd;
    const answer = read('bookings.listForUser', [loose]);
    expect(answer).toMatchObject({ ok: true, notes: [] });
    const [read0] = answer.ok ? (answer.body as Booking[]) : [];
    expect(read0).toMatchObject({
      bookingId: '7',
      travelInfo: {
        departureTime: '2026-11-24T07:00:00.000Z',
        origin: { latitude: 48.20052, longitude: 11.55963, name: 'FIZ' },
        integrationInfo: {
          weekDays: NO_WEEK_DAYS,
          periodStart: '2026-11-24T07:00:00.000Z',
          periodEnd: '2026-11-24T07:00:00.000Z',
        },
      },
    });
    expect(new Date(read0?.travelInfo.estimatedArrivalTime ?? '').getTime()).toBe(
      new Date('2026-11-24T08:40:00').getTime(),
    );
    expect(read0?.travelInfo.origin.address).toBeUndefined();
  });

  it('fails only when the answer is no list at all', () => {
    expect(read('bookings.listForUser', { bookings: [] })).toMatchObject({ ok: false });
    expect(read('bookings.listForUser', [])).toEqual({
      ok: true,
      status: 200,
      body: [],
      notes: [],
    });
  });
});

describe('places and buildings: item by item', () => {
  const place = { ...fiz, id: 'p-1', category: 'bmw-event', iconType: 'building' };

  it('skips a malformed place, gives a place without id one, reads unknown kinds plainly', () => {
    const answer = read('places.search', [
      place,
      { ...dachau, id: 'p-2', name: '' },
      { ...dachau, category: 'partner', iconType: 'web search', rating: 4.5 },
    ]);
    expect(answer.notes.map(({ kind, id }) => ({ kind, id }))).toEqual([
      { kind: 'skipped', id: 'p-2' },
    ]);
    const places = answer.ok ? (answer.body as Place[]) : [];
    expect(places.map(({ id, category, iconType }) => ({ id, category, iconType }))).toEqual([
      { id: 'p-1', category: 'bmw-event', iconType: 'building' },
      { id: '48.26027,11.43416,Dachau', category: 'other', iconType: 'web-search' },
    ]);
    expect(places[1]).not.toHaveProperty('rating');
  });

  it('shows at most 50 buildings, however many come', () => {
    const many = Array.from({ length: 60 }, (_, index) => ({ ...place, id: `b-${index}` }));
    const answer = read('places.buildings', many);
    expect(answer.ok && (answer.body as Place[]).length).toBe(50);
  });

  it.each(['places.recent', 'places.predefined', 'places.debugLocations'] as const)(
    '%s skips what it cannot read',
    (route) => {
      const answer = read(route, [place, { id: 'p-9' }]);
      expect(answer).toMatchObject({ ok: true, body: [expect.objectContaining({ id: 'p-1' })] });
      expect(answer.notes).toHaveLength(1);
    },
  );
});

describe('offers: the list inside the answer, item by item', () => {
  const offer = (bookingId: string | undefined, extra: Record<string, unknown> = {}) => {
    const {
      state: _state,
      integrationId: _integration,
      ...posting
    } = booking(bookingId ?? 'x', 'confirmed');
    return {
      ...posting.travelInfo,
      ...(bookingId === undefined ? {} : { bookingId }),
      originDistance: 120,
      destinationDistance: 800,
      ...extra,
    };
  };
  const answerWith = (list: unknown) => ({
    integrations: { commutePooling: { integrationOffer: { travelInfoList: list } } },
  });

  it('skips a malformed offer and keeps the others; numbers may come as text; the request id is optional', () => {
    const answer = read(
      'offers.search',
      answerWith([
        offer('o-1'),
        offer('o-2', { originDistance: -5 }),
        offer(undefined, { originDistance: '42.5' }),
      ]),
    );
    expect(answer.ok).toBe(true);
    const list = answer.ok
      ? (
          answer.body as {
            integrations: {
              commutePooling: {
                integrationOffer: {
                  travelInfoList: Array<{ bookingId: string; originDistance: number }>;
                };
              };
            };
          }
        ).integrations.commutePooling.integrationOffer.travelInfoList
      : [];
    expect(list.map(({ bookingId, originDistance }) => ({ bookingId, originDistance }))).toEqual([
      { bookingId: 'o-1', originDistance: 120 },
      { bookingId: 'offer-2', originDistance: 42.5 },
    ]);
    expect(answer.notes).toEqual([
      expect.objectContaining({
        kind: 'skipped',
        id: 'o-2',
        path: 'integrations.commutePooling.integrationOffer.travelInfoList[1]',
      }),
    ]);
  });

  it('reads a missing commutePooling, integrationOffer or list as no offers', () => {
    for (const body of [
      { integrations: {} },
      { integrations: { commutePooling: null } },
      { integrations: { commutePooling: { integrationOffer: {} } } },
      answerWith(null),
    ]) {
      expect(read('offers.search', body)).toMatchObject({
        ok: true,
        body: { integrations: { commutePooling: { integrationOffer: { travelInfoList: [] } } } },
      });
    }
  });

  it('refuses an answer that is no offers answer at all', () => {
    expect(read('offers.search', [])).toMatchObject({ ok: false });
    expect(read('offers.search', answerWith('none'))).toMatchObject({ ok: false });
  });
});
