// @vitest-environment node
import { insertParamsIntoPath } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { LoginResponseSchema } from '@contract/auth';
import { routeAuth } from '@contract/route-metadata';
import { listRoutes } from '@contract/router';
import {
  advanceMockClock,
  confirmRegistration,
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

useMockBackend();

const passwordLogin = (email: string, password: string) =>
  call('POST', '/api/v1/login', { body: { grant_type: 'password', email, password } });
const codeLogin = (code: string) =>
  call('POST', '/api/v1/login', {
    body: { grant_type: 'authorization_code', code, redirect_uri: 'http://localhost:3000/wen' },
  });
const refreshLogin = (refreshToken: string) =>
  call('POST', '/api/v1/login', {
    body: { grant_type: 'refresh_token', refresh_token: refreshToken },
  });
const me = (token: string) => call('GET', '/users/me', { token });

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

describe('refresh token and logout', () => {
  it('rotates the refresh token: a new session, the old refresh token spent', async () => {
    const first = await signInPersona('publicUser');
    const refreshed = await refreshLogin(first.refreshToken);
    expect(refreshed.status).toBe(200);
    const login = LoginResponseSchema.parse(refreshed.body);
    expect(login.user.id).toBe(PERSONAS.publicUser.id);
    expect(login.refreshToken).not.toBe(first.refreshToken);
    expect((await me(login.idToken ?? '')).status).toBe(200);
    expect((await refreshLogin(first.refreshToken)).status).toBe(401);
    expect((await refreshLogin('wen_rt_unknown')).status).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const { token } = await signInPersona('demo');
    expect((await me(token)).status).toBe(200);
    expect((await call('POST', '/api/v1/logout', { token })).status).toBe(204);
    expect((await me(token)).status).toBe(401);
  });

  it('lets an access token expire after 12 hours', async () => {
    const { token } = await signInPersona('demo');
    try {
      advanceMockClock(12 * 3_600_000 + 1);
      expect((await me(token)).status).toBe(401);
    } finally {
      setMockNow(TEST_NOW);
    }
  });
});

describe('e-mail registration', () => {
  const registration = {
    email: 'new.colleague@bmw.example',
    password: 'Secret123!',
    givenName: 'Paula',
    familyName: 'Neu',
    department: 'FG-21',
    employeeNumber: 'Q765432',
    group: 'corporate',
    acceptedTerms: true,
    acceptedPrivacy: true,
  };

  it('answers 409 for an e-mail in use (case-insensitively)', async () => {
    const taken = await call('POST', '/api/v1/register/create', {
      body: { ...registration, email: 'Demo@bmw.example' },
    });
    expect(taken.status).toBe(409);
    expect(errorOf(taken)).toMatchObject({ code: 'EMAIL_IN_USE' });
  });

  it('stores an inactive account that the confirmation mail activates', async () => {
    const created = await call('POST', '/api/v1/register/create', { body: registration });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ email: registration.email, confirmationValidDays: 14 });
    expect((await call('POST', '/api/v1/register/create', { body: registration })).status).toBe(
      409,
    );

    expect((await passwordLogin(registration.email, registration.password)).status).toBe(403);
    const confirmed = await confirmRegistration(registration.email);
    expect(confirmed.active).toBe(true);
    const login = await passwordLogin(registration.email, registration.password);
    expect(login.status).toBe(200);
    expect(LoginResponseSchema.parse(login.body).user).toMatchObject({
      type: 'BMWUser',
      qNumber: 'Q765432',
      givenName: 'Paula',
      active: true,
    });
    await expect(confirmRegistration(registration.email)).rejects.toThrow(/No registration waits/);
  });

  it('refuses a confirmation after 14 days', async () => {
    const late = {
      ...registration,
      email: 'late@mail.example',
      group: 'public',
      employeeNumber: 'P1',
    };
    expect((await call('POST', '/api/v1/register/create', { body: late })).status).toBe(201);
    try {
      advanceMockClock(14 * 86_400_000 + 1);
      await expect(confirmRegistration(late.email)).rejects.toThrow(/expired/);
    } finally {
      setMockNow(TEST_NOW);
    }
  });

  it('answers a registration link to the app with the e-mail', async () => {
    const result = await call('GET', '/auth/registrationLink', { query: { email: 'a@b.example' } });
    expect(result.status).toBe(200);
    const link = new URL((result.body as { registrationLink: string }).registrationLink);
    expect(link.pathname).toBe('/register-first-step');
    expect(link.searchParams.get('email')).toBe('a@b.example');
  });
});
