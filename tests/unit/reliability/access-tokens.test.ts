// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_MS, ONBOARDING_TOKEN_TTL_MS } from '@mocks/db/auth-repository';
import { confirmRegistration, db, signInPersona, signInWithCompanySignOn } from '@mocks/node';
import { call, TEST_NOW, useMockBackend } from '../support/mock-backend-harness';
import { expectRefused, onboardingRoutes, tokenRoutes } from './access-checks';

/**
 * Access rules over the whole contract, generated from listRoutes(): every protected route refuses every
 * kind of token that is not a live session of the right kind (another user's data: access-ownership.test.ts).
 * Each refusal leaves the data as it was.
 */
useMockBackend();

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
