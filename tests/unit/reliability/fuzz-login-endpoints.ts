import fc from 'fast-check';
import { expect } from 'vitest';
import { LoginResponseSchema } from '@contract/auth';
import {
  db,
  DEMO_PASSWORD,
  issueAuthorizationCode,
  PERSONAS,
  signInPersona,
  type PersonaKey,
} from '@mocks/node';
import { call } from '../support/mock-backend-harness';
import { emailAddress, freeText, hostileText, hugeString } from './hostile-input';
import { brokenBodies, wireBody } from './hostile-bodies';
import {
  type EndpointFuzz,
  NOW,
  type TokenChoice,
  countInput,
  fixtures,
  tokens,
  userByEmail,
} from './fuzz-harness';
import { asJson, badTokens, json, me, rarely, rejectedBodies } from './fuzz-arbitraries';

/** The fuzzed login endpoints (fuzz-endpoints.ts): password, company sign-on code, refresh, logout. */

const passwordPersonas = ['demo', 'noAccess', 'termsPending', 'publicUser', 'buildings'] as const;

export const loginPassword: EndpointFuzz = {
  title: 'login (password)',
  routeName: 'auth.login',
  rejected: () =>
    fc.record({
      token: fc.oneof(fc.constant<TokenChoice>({ kind: 'none' }), badTokens()),
      body: rejectedBodies(
        // Unknown addresses only: failures on the personas' addresses would lock them.
        asJson(
          fc.record({
            grant_type: fc.constant('password'),
            email: emailAddress(),
            password: freeText(200),
          }),
        ),
        rarely(
          fc
            .record({ password: hugeString, email: emailAddress() })
            .map(({ password, email }) => json({ grant_type: 'password', email, password })),
        ),
      ),
    }),
  business: ({ body }) => {
    const { email, password } = body as { email: string; password: string };
    const key = email.trim().toLowerCase();
    const lock = db.lockouts.findFirst((q) => q.where({ email: key }));
    if (lock && Date.parse(lock.lockedUntil) > NOW) return { status: 429, code: 'LOCKED' };
    const user = userByEmail(email);
    if (!user?.passwordHash || password !== DEMO_PASSWORD) {
      return { status: 401, code: 'INVALID_CREDENTIALS', mayChange: ['loginFailures', 'lockouts'] };
    }
    return user.active ? { status: 200 } : { status: 403, code: 'INACTIVE' };
  },
  validRuns: 60,
  valid: () =>
    fc.asyncProperty(
      fc.constantFrom(...passwordPersonas).chain((key) =>
        fc.record({
          key: fc.constant(key),
          email: fc.mixedCase(fc.constant(PERSONAS[key].email)),
        }),
      ),
      async ({ key, email }) => {
        const result = await call('POST', '/api/v1/login', {
          body: { grant_type: 'password', email, password: DEMO_PASSWORD },
        });
        countInput('login (password)', result.status);
        expect(result.status).toBe(200);
        const login = LoginResponseSchema.parse(result.body);
        expect(login.user.id).toBe(PERSONAS[key].id);
        expect(await me(login.idToken ?? '')).toEqual(login.user);
      },
    ),
};

const registeredCodePersonas = [
  'demo',
  'noAccess',
  'termsPending',
  'missingEmail',
  'buildings',
] as const;

export const loginCode: EndpointFuzz = {
  title: 'login (authorization code)',
  routeName: 'auth.login',
  rejected: () =>
    fc.record({
      token: fc.constant<TokenChoice>({ kind: 'none' }),
      body: rejectedBodies(
        asJson(
          fc.record({
            grant_type: fc.constant('authorization_code'),
            code: fc.oneof(
              fc.constant(fixtures.spentCode),
              fc.string({ minLength: 1, maxLength: 500 }),
              hostileText(),
            ),
            redirect_uri: fc.oneof(fc.webUrl(), fc.constant('http://localhost/wen')),
          }),
        ),
      ),
    }),
  // Every well-formed code here is unknown or spent: redeeming it changes nothing.
  business: () => ({ status: 401, code: 'INVALID_CODE' }),
  validRuns: 60,
  valid: () =>
    fc.asyncProperty(
      fc.oneof(fc.constantFrom(...registeredCodePersonas), fc.constant('newcomer' as const)),
      fc.webUrl(),
      async (who, redirectUri) => {
        const qNumber = who === 'newcomer' ? 'Q999001' : (PERSONAS[who].qNumber ?? '');
        const code = await issueAuthorizationCode(qNumber);
        const body = { grant_type: 'authorization_code', code, redirect_uri: redirectUri };
        const result = await call('POST', '/api/v1/login', { body });
        countInput('login (authorization code)', result.status);
        expect(result.status).toBe(200);
        const login = LoginResponseSchema.parse(result.body);
        expect(login.user.qNumber).toBe(qNumber);
        if (who === 'newcomer') {
          expect(login.idToken).toBeUndefined();
          expect(login.onboardingToken).toBeTruthy();
        } else {
          expect(login.user.id).toBe(PERSONAS[who].id);
          expect(await me(login.idToken ?? '')).toEqual(login.user);
        }
        // Single use: the same code again is refused.
        expect((await call('POST', '/api/v1/login', { body })).status).toBe(401);
      },
    ),
};

export const loginRefresh: EndpointFuzz = {
  title: 'login (refresh token)',
  routeName: 'auth.login',
  rejected: () =>
    fc.record({
      token: fc.constant<TokenChoice>({ kind: 'none' }),
      body: rejectedBodies(
        asJson(
          fc.record({
            grant_type: fc.constant('refresh_token'),
            refresh_token: fc.oneof(
              fc.constantFrom(fixtures.spentRefreshToken, fixtures.revokedAccessToken, tokens.demo),
              fc.string({ minLength: 1, maxLength: 500 }),
              hostileText(),
            ),
          }),
        ),
      ),
    }),
  business: () => ({ status: 401, code: 'INVALID_REFRESH_TOKEN' }),
  validRuns: 60,
  valid: () => {
    const current = new Map<PersonaKey, string>();
    return fc.asyncProperty(fc.constantFrom(...passwordPersonas), async (key) => {
      const refreshToken = current.get(key) ?? (await signInPersona(key)).refreshToken;
      const body = { grant_type: 'refresh_token', refresh_token: refreshToken };
      const result = await call('POST', '/api/v1/login', { body });
      countInput('login (refresh token)', result.status);
      expect(result.status).toBe(200);
      const login = LoginResponseSchema.parse(result.body);
      expect(login.user.id).toBe(PERSONAS[key].id);
      expect(await me(login.idToken ?? '')).toEqual(login.user);
      // Rotation: the used refresh token is spent.
      expect((await call('POST', '/api/v1/login', { body })).status).toBe(401);
      current.set(key, login.refreshToken ?? '');
    });
  },
};

export const logout: EndpointFuzz = {
  title: 'logout',
  routeName: 'auth.logout',
  rejected: () => fc.record({ token: badTokens(), body: brokenBodies }),
  business: () => ({ status: 204 }),
  validRuns: 50,
  valid: () =>
    fc.asyncProperty(fc.constantFrom(...passwordPersonas), brokenBodies, async (key, body) => {
      const session = await signInPersona(key);
      const wire = wireBody(body);
      const result = await call('POST', '/api/v1/logout', {
        token: session.token,
        ...(wire !== undefined ? { rawBody: wire } : {}),
      });
      countInput('logout', result.status);
      expect(result.status).toBe(204);
      expect((await call('GET', '/users/me', { token: session.token })).status).toBe(401);
      const refresh = { grant_type: 'refresh_token', refresh_token: session.refreshToken };
      expect((await call('POST', '/api/v1/login', { body: refresh })).status).toBe(401);
    }),
};
