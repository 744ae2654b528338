// @vitest-environment node
import { insertParamsIntoPath } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { LoginResponseSchema } from '@contract/auth';
import { routeAuth } from '@contract/route-metadata';
import { listRoutes } from '@contract/router';
import {
  advanceMockClock,
  DEMO_PASSWORD,
  issueAuthorizationCode,
  listCompanyProfiles,
  NEW_COMPANY_PROFILE,
  PERSONAS,
  setMockNow,
  signInPersona,
  signInWithCompanySignOn,
} from '@mocks/node';
import { call, errorOf, TEST_NOW, useMockBackend } from '../support/mock-backend-harness';
import { codeLogin, me, passwordLogin } from './auth-calls';

useMockBackend();
describe('every token route refuses a missing or wrong token with 401', () => {
  const tokenRoutes = listRoutes().filter(({ route }) => routeAuth(route) === 'token');

  it('covers the protected routes of spec section 7', () => {
    expect(tokenRoutes.length).toBe(17);
  });

  describe.each(tokenRoutes)('$name', ({ route }) => {
    const path = insertParamsIntoPath({
      path: route.path,
      params: { userId: PERSONAS.demo.id, bookingId: 'any' },
    });
    it('without a token', async () => {
      const result = await call(route.method, path, { body: {} });
      expect(result.status).toBe(401);
      expect(errorOf(result)).toMatchObject({ code: 'UNAUTHORIZED' });
    });
    it('with an unknown token', async () => {
      const result = await call(route.method, path, { body: {}, token: 'wen_at_forged' });
      expect(result.status).toBe(401);
      expect(errorOf(result).message).toMatch(/invalid or expired/);
    });
  });
});

describe('password login', () => {
  it('answers the user, an idToken and a refresh token for the right password', async () => {
    const result = await passwordLogin(PERSONAS.demo.email, DEMO_PASSWORD);
    expect(result.status).toBe(200);
    const login = LoginResponseSchema.parse(result.body);
    expect(login.user).toMatchObject({ id: PERSONAS.demo.id, email: PERSONAS.demo.email });
    expect(login.idToken).toBeTruthy();
    expect(login.refreshToken).toBeTruthy();
    expect((await me(login.idToken ?? '')).body).toMatchObject({ id: PERSONAS.demo.id });
  });

  it('compares the e-mail case-insensitively', async () => {
    expect((await passwordLogin('DEMO@BMW.example', DEMO_PASSWORD)).status).toBe(200);
  });

  it('answers 401 for a wrong password and for an unknown e-mail', async () => {
    const wrong = await passwordLogin(PERSONAS.publicUser.email, 'wrong-password');
    expect(wrong.status).toBe(401);
    expect(errorOf(wrong)).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(errorOf(wrong).message).toMatch(/^Credentials don't match/);
    expect((await passwordLogin('nobody@bmw.example', DEMO_PASSWORD)).status).toBe(401);
  });

  it('answers 403 for an inactive account with the right password (401 with a wrong one)', async () => {
    const inactive = await passwordLogin(PERSONAS.inactive.email, DEMO_PASSWORD);
    expect(inactive.status).toBe(403);
    expect(errorOf(inactive)).toMatchObject({ code: 'INACTIVE' });
    expect((await passwordLogin(PERSONAS.inactive.email, 'nope')).status).toBe(401);
  });

  it('locks an e-mail for 15 minutes after 5 failed attempts, even for the right password', async () => {
    const email = PERSONAS.buildings.email;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await passwordLogin(email, `wrong-${attempt}`)).status).toBe(401);
    }
    const locked = await passwordLogin(email, DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(errorOf(locked)).toMatchObject({ code: 'LOCKED' });
    expect(errorOf(locked).message).toMatch(/^Too many login attempts/);
    // Other accounts are unaffected.
    expect((await passwordLogin(PERSONAS.demo.email, DEMO_PASSWORD)).status).toBe(200);
    try {
      advanceMockClock(14 * 60_000);
      expect((await passwordLogin(email, DEMO_PASSWORD)).status).toBe(429);
      advanceMockClock(61_000);
      expect((await passwordLogin(email, DEMO_PASSWORD)).status).toBe(200);
    } finally {
      setMockNow(TEST_NOW);
    }
  });

  it('counts only failures within 15 minutes towards the lock', async () => {
    const email = PERSONAS.noAccess.email;
    try {
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect((await passwordLogin(email, 'wrong')).status).toBe(401);
      }
      advanceMockClock(16 * 60_000);
      expect((await passwordLogin(email, 'wrong')).status).toBe(401);
      expect((await passwordLogin(email, DEMO_PASSWORD)).status).toBe(200);
    } finally {
      setMockNow(TEST_NOW);
    }
  });
});

describe('company sign-on (authorization code)', () => {
  it('signs a registered employee in, once per code', async () => {
    const code = await issueAuthorizationCode(PERSONAS.missingEmail.qNumber);
    const first = await codeLogin(code);
    expect(first.status).toBe(200);
    const login = LoginResponseSchema.parse(first.body);
    expect(login.user).toMatchObject({ id: PERSONAS.missingEmail.id, email: null });
    expect(login.idToken).toBeTruthy();
    const again = await codeLogin(code);
    expect(again.status).toBe(401);
    expect(errorOf(again)).toMatchObject({ code: 'INVALID_CODE' });
  });

  it('lets a code expire after 5 minutes', async () => {
    const code = await issueAuthorizationCode(PERSONAS.demo.qNumber);
    try {
      advanceMockClock(5 * 60_000 + 1);
      expect((await codeLogin(code)).status).toBe(401);
    } finally {
      setMockNow(TEST_NOW);
    }
  });

  it('refuses to issue a code for a Q-number the directory does not know', async () => {
    await expect(issueAuthorizationCode('Q000000')).rejects.toThrow(/Q000000/);
    expect((await codeLogin('wen_code_made_up')).status).toBe(401);
  });

  it('answers a new (unregistered) employee with an onboarding token, then registers them', async () => {
    expect(
      listCompanyProfiles().find((p) => p.qNumber === NEW_COMPANY_PROFILE.qNumber),
    ).toMatchObject({
      registered: false,
    });
    const newcomer = await signInWithCompanySignOn(NEW_COMPANY_PROFILE.qNumber);
    expect(newcomer.idToken).toBeUndefined();
    expect(newcomer.onboardingToken).toBeTruthy();
    expect(newcomer.user).toMatchObject({
      qNumber: NEW_COMPANY_PROFILE.qNumber,
      givenName: 'Lena',
    });
    const onboardingToken = newcomer.onboardingToken ?? '';
    const body = {
      email: NEW_COMPANY_PROFILE.email,
      qNumber: NEW_COMPANY_PROFILE.qNumber,
      acceptedTerms: true,
    };

    // An access token does not authorise onboarding, nor an onboarding token anything else.
    const { token } = await signInPersona('demo');
    expect((await call('POST', '/api/v1/register/onboard', { token, body })).status).toBe(401);
    expect((await me(onboardingToken)).status).toBe(401);
    // The token is bound to its employee.
    const foreign = await call('POST', '/api/v1/register/onboard', {
      token: onboardingToken,
      body: { ...body, qNumber: 'Q999002' },
    });
    expect(foreign.status).toBe(403);

    const registered = await call('POST', '/api/v1/register/onboard', {
      token: onboardingToken,
      body,
    });
    expect(registered.status).toBe(201);
    const { userId } = registered.body as { userId: string };
    // Used once only.
    expect(
      (await call('POST', '/api/v1/register/onboard', { token: onboardingToken, body })).status,
    ).toBe(401);

    const signedIn = await signInWithCompanySignOn(NEW_COMPANY_PROFILE.qNumber);
    expect(signedIn.idToken).toBeTruthy();
    expect(signedIn.user).toMatchObject({
      id: userId,
      email: NEW_COMPANY_PROFILE.email,
      acceptedTerms: true,
      active: true,
      commutePooling: { enabled: true },
    });

    const twice = await signInWithCompanySignOn('Q999003');
    const again = await call('POST', '/api/v1/register/onboard', {
      token: twice.onboardingToken,
      body: { ...body, qNumber: 'Q999003' },
    });
    expect(again.status).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: 'EMAIL_IN_USE' });
  });
});
