import { describe, expect, it } from 'vitest';
import { ANSWER_READINGS, NO_BODY_STATUS } from '@contract/answer-readers';
import { listRoutes, type RouteName } from '@contract/router';
import { booking, read, user } from './answer-reader-fixtures';

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
