// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LoginResponseSchema } from '@contract/auth';
import {
  advanceMockClock,
  confirmRegistration,
  PERSONAS,
  setMockNow,
  signInPersona,
} from '@mocks/node';
import { call, errorOf, TEST_NOW, useMockBackend } from '../support/mock-backend-harness';
import { me, passwordLogin, refreshLogin } from './auth-calls';

useMockBackend();
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
