// @vitest-environment node
import type { AppRoute } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { routeAuth } from '@contract/route-metadata';
import { listRoutes } from '@contract/router';
import { ACCESS_TOKEN_TTL_MS, ONBOARDING_TOKEN_TTL_MS } from '@mocks/db/auth-repository';
import {
  confirmRegistration,
  db,
  PERSONAS,
  setMockNow,
  signInPersona,
  signInWithCompanySignOn,
  type PersonaKey,
} from '@mocks/node';
import { call, errorOf, TEST_NOW, useMockBackend } from '../support/mock-backend-harness';
import { changedByReference, references } from './database-watch';

/**
 * Access rules over the whole contract, generated from listRoutes(): every protected route refuses every
 * kind of token that is not a live session of the right kind, and no user reaches another user's data.
 * Each refusal leaves the data as it was.
 */
useMockBackend();

const routes = listRoutes();
const tokenRoutes = routes.filter(({ route }) => routeAuth(route) === 'token');
const onboardingRoutes = routes.filter(({ route }) => routeAuth(route) === 'onboarding');

/** A path with placeholder ids: the token is checked before anything else. */
const pathOf = (route: AppRoute, params: Record<string, string> = {}) =>
  route.path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? 'any-id'));

async function withClockAt<T>(moment: Date, run: () => Promise<T>): Promise<T> {
  setMockNow(moment);
  try {
    return await run();
  } finally {
    setMockNow(TEST_NOW);
  }
}

/** Sends a request and checks it is refused with 401 and the code, and changes nothing. */
async function expectRefused(
  route: AppRoute,
  token: string | undefined,
  code: string,
  at: Date = TEST_NOW,
) {
  const before = references();
  const result = await withClockAt(at, () =>
    call(route.method, pathOf(route), {
      body: {},
      headers: { 'x-client-id': 'wen-webapp', ...(token === undefined ? {} : { idtoken: token }) },
    }),
  );
  expect(result.status).toBe(401);
  expect(errorOf(result)).toMatchObject({ code });
  expect(errorOf(result).message.trim()).not.toBe('');
  expect(changedByReference(before, references())).toEqual([]);
}

let goneAccounts = 0;

/** Tokens that must not open a protected route, each made the way it happens in use. */
const REFUSED_ACCESS_TOKENS: Array<{
  kind: string;
  code: string;
  token: () => Promise<string | undefined>;
  at?: Date;
}> = [
  { kind: 'no token', code: 'UNAUTHORIZED', token: async () => undefined },
  { kind: 'a blank token', code: 'UNAUTHORIZED', token: async () => ' \t ' },
  { kind: 'a forged token', code: 'INVALID_TOKEN', token: async () => 'wen_at_0123456789abcdef' },
  {
    kind: 'a token of a session that expired (12 hours)',
    code: 'INVALID_TOKEN',
    token: async () => (await signInPersona('demo')).token,
    at: new Date(TEST_NOW.getTime() + ACCESS_TOKEN_TTL_MS),
  },
  {
    kind: 'a token revoked by logout',
    code: 'INVALID_TOKEN',
    token: async () => {
      const { token } = await signInPersona('demo');
      expect((await call('POST', '/api/v1/logout', { token })).status).toBe(204);
      return token;
    },
  },
  {
    kind: 'a token whose refresh token was used (rotation ends the session)',
    code: 'INVALID_TOKEN',
    token: async () => {
      const { token, refreshToken } = await signInPersona('publicUser');
      const refresh = { grant_type: 'refresh_token', refresh_token: refreshToken };
      expect((await call('POST', '/api/v1/login', { body: refresh })).status).toBe(200);
      return token;
    },
  },
  {
    kind: 'a refresh token instead of the access token',
    code: 'INVALID_TOKEN',
    token: async () => (await signInPersona('demo')).refreshToken,
  },
  {
    kind: 'an onboarding token',
    code: 'INVALID_TOKEN',
    token: async () => (await signInWithCompanySignOn('Q999002')).onboardingToken,
  },
  {
    kind: 'a token of an account that no longer exists',
    code: 'INVALID_TOKEN',
    token: async () => {
      goneAccounts += 1;
      const email = `gone.${goneAccounts}@mail.example`;
      const password = 'Secret123!';
      await call('POST', '/api/v1/register/create', {
        body: {
          email,
          password,
          givenName: 'Gone',
          familyName: 'Soon',
          department: 'X',
          employeeNumber: 'P1',
          group: 'public',
          acceptedTerms: true,
          acceptedPrivacy: true,
        },
      });
      const user = await confirmRegistration(email);
      const login = await call('POST', '/api/v1/login', {
        body: { grant_type: 'password', email, password },
      });
      db.users.delete((q) => q.where({ id: user.id }));
      return (login.body as { idToken: string }).idToken;
    },
  },
];

describe('every token route refuses what is not a live access token, with 401', () => {
  it('covers the protected routes (spec section 7)', () => {
    expect(tokenRoutes.length).toBeGreaterThanOrEqual(17);
  });

  describe.each(REFUSED_ACCESS_TOKENS)('$kind', ({ code, token, at }) => {
    it.each(tokenRoutes)('$name', async ({ route }) => {
      await expectRefused(route, await token(), code, at);
    });
  });
});

const REFUSED_ONBOARDING_TOKENS: Array<{
  kind: string;
  code: string;
  token: () => Promise<string | undefined>;
  at?: Date;
}> = [
  { kind: 'no token', code: 'UNAUTHORIZED', token: async () => undefined },
  {
    kind: 'a forged token',
    code: 'INVALID_ONBOARDING_TOKEN',
    token: async () => 'wen_onboarding_forged',
  },
  {
    kind: 'an access token',
    code: 'INVALID_ONBOARDING_TOKEN',
    token: async () => (await signInPersona('demo')).token,
  },
  {
    kind: 'an onboarding token after 30 minutes',
    code: 'INVALID_ONBOARDING_TOKEN',
    token: async () => (await signInWithCompanySignOn('Q999002')).onboardingToken,
    at: new Date(TEST_NOW.getTime() + ONBOARDING_TOKEN_TTL_MS),
  },
  {
    kind: 'an onboarding token that was used',
    code: 'INVALID_ONBOARDING_TOKEN',
    token: async () => {
      const { onboardingToken } = await signInWithCompanySignOn('Q999003');
      const onboard = await call('POST', '/api/v1/register/onboard', {
        token: onboardingToken,
        body: { email: 'q999003.access@bmw.example', qNumber: 'Q999003', acceptedTerms: true },
      });
      expect(onboard.status).toBe(201);
      return onboardingToken;
    },
  },
];

describe('every onboarding route refuses what is not a live onboarding token, with 401', () => {
  it('has the company registration as its onboarding route', () => {
    expect(onboardingRoutes.map(({ name }) => name)).toEqual(['auth.registerOnboard']);
  });

  describe.each(REFUSED_ONBOARDING_TOKENS)('$kind', ({ code, token, at }) => {
    it.each(onboardingRoutes)('$name', async ({ route }) => {
      await expectRefused(route, await token(), code, at);
    });
  });
});

// --- another user's data -------------------------------------------------------------------------------

/** The names of a route's path parameters and top-level body fields. */
function inputNames(route: AppRoute): string[] {
  const shapeKeys = (schema: unknown) =>
    schema !== null && typeof schema === 'object' && 'shape' in schema
      ? Object.keys((schema as { shape: object }).shape)
      : [];
  return [
    ...shapeKeys('pathParams' in route ? route.pathParams : undefined),
    ...shapeKeys('body' in route ? route.body : undefined),
  ];
}

/** Routes whose input names a user or a booking: each must refuse another user's. */
const ownerBoundRoutes = routes.filter(({ route }) =>
  inputNames(route).some((name) => name === 'userId' || name === 'bookingId'),
);

const CALLERS: PersonaKey[] = ['demo', 'publicUser', 'buildings', 'termsPending'];
const OWNERS: PersonaKey[] = [
  'demo',
  'noAccess',
  'termsPending',
  'missingEmail',
  'publicUser',
  'buildings',
  'inactive',
];

/** A request of `caller` naming a resource of `owner` (their user id, or one booking per state of theirs). */
const OTHERS_REQUESTS: Record<
  string,
  (owner: PersonaKey) => Array<{ path: Record<string, string>; body?: unknown }>
> = {
  'bookings.listForUser': (owner) => [{ path: { userId: PERSONAS[owner].id } }],
  'bookings.cancel': (owner) => bookingsOf(owner).map((bookingId) => ({ path: { bookingId } })),
  'bookings.archive': (owner) => bookingsOf(owner).map((bookingId) => ({ path: { bookingId } })),
  'users.acceptTerms': (owner) => [{ path: {}, body: { userId: PERSONAS[owner].id } }],
  'feedbackSupport.feedback': (owner) => [
    {
      path: {},
      body: {
        userId: PERSONAS[owner].id,
        message: 'x',
        npsRating: 5,
        integrationId: 'commutePooling',
        appVersion: '0.11.4',
      },
    },
  ],
  'feedbackSupport.support': (owner) => [
    {
      path: {},
      body: {
        userId: PERSONAS[owner].id,
        message: 'x',
        integrationId: 'commutePooling',
        bundleId: 'Webapp',
        deviceId: 'Webapp',
        appVersion: '0.11.4',
        attachment: null,
      },
    },
  ],
};

/** One booking of the owner in each state the seed gave them (every state, see ALL_BOOKING_STATES). */
function bookingsOf(owner: PersonaKey): string[] {
  const own = db.bookings.findMany((q) => q.where({ ownerId: PERSONAS[owner].id }));
  const byState = new Map(own.map((booking) => [booking.state, booking.bookingId]));
  return [...byState.values()];
}

describe("no user reaches another user's data (403, nothing changed)", () => {
  it('knows how to address every route whose input names a user or booking', () => {
    expect(ownerBoundRoutes.map(({ name }) => name).sort()).toEqual(
      Object.keys(OTHERS_REQUESTS).sort(),
    );
  });

  const table = ownerBoundRoutes.flatMap(({ name, route }) =>
    CALLERS.flatMap((caller) =>
      OWNERS.filter((owner) => owner !== caller).map((owner) => ({ name, route, caller, owner })),
    ),
  );

  it.each(table)('$name: $caller naming $owner', async ({ name, route, caller, owner }) => {
    const { token } = await signInPersona(caller);
    const requests = OTHERS_REQUESTS[name]?.(owner) ?? [];
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) {
      const before = references();
      const result = await call(route.method, pathOf(route, request.path), {
        token,
        body: request.body,
        headers: { 'x-client-id': 'wen-webapp' },
      });
      expect(result.status, JSON.stringify(request)).toBe(403);
      expect(errorOf(result)).toMatchObject({ code: 'FORBIDDEN' });
      expect(changedByReference(before, references())).toEqual([]);
    }
  });
});
