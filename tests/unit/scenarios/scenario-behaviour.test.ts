import { describe, expect, it } from 'vitest';
import {
  advanceMockClock,
  issueAuthorizationCode,
  NEW_COMPANY_PROFILE,
  PERSONAS,
  setMockNow,
  signInPersona,
} from '@mocks/node';
import { call, errorOf, TEST_NOW, useMockBackend } from '../support/mock-backend-harness';
import {
  bookingRequest,
  cleanup,
  demoToken,
  freshScenarioPerTest,
  login,
  me,
  mobilityRequest,
  use,
} from './scenario-calls';

useMockBackend();
freshScenarioPerTest();

describe('account scenarios', () => {
  it('inactive-account: the demo password login answers 403 Inactive Account', async () => {
    await use('inactive-account');
    const result = await login(PERSONAS.demo.email);
    expect(result.status).toBe(403);
    expect(errorOf(result).code).toBe('INACTIVE');
  });

  it('login-lockout: even the right password answers 429 while locked, until the data is reset', async () => {
    await use('login-lockout');
    const locked = await login(PERSONAS.demo.email);
    expect(locked.status).toBe(429);
    expect(errorOf(locked).message).toMatch(/^Too many login attempts/);
    // An hour later it is still locked: the scenario's lock lasts until reset, not 15 minutes.
    advanceMockClock(60 * 60_000);
    try {
      expect((await login(PERSONAS.demo.email)).status).toBe(429);
    } finally {
      setMockNow(TEST_NOW);
    }
    cleanup?.();
    await use('default');
    expect((await login(PERSONAS.demo.email)).status).toBe(200);
  });

  it('no-access: the demo user has commutePooling off and the offer search is refused', async () => {
    await use('no-access');
    const token = await demoToken();
    const user = await me(token);
    expect(user.body).toMatchObject({ commutePooling: { enabled: false } });
    const search = await call('POST', '/api/v1/offers', { token, body: mobilityRequest() });
    expect(search.status).toBe(403);
  });

  it('terms-pending: the demo user has not accepted the terms', async () => {
    await use('terms-pending');
    expect((await me(await demoToken())).body).toMatchObject({ acceptedTerms: false });
  });

  it('missing-email: the persona signs on with the Q-number and has no e-mail', async () => {
    await use('missing-email');
    const { response } = await signInPersona('missingEmail');
    expect(response.user.email).toBeNull();
  });

  it('new-user: the sign-on of the new employee answers without an access token', async () => {
    const { runtime } = await use('new-user');
    expect(runtime.selection.scenario.persona).toBe('newUser');
    const code = await issueAuthorizationCode(NEW_COMPANY_PROFILE.qNumber);
    const result = await call('POST', '/api/v1/login', {
      body: { grant_type: 'authorization_code', code, redirect_uri: 'http://localhost/wen' },
    });
    expect(result.status).toBe(200);
    expect(result.body).not.toHaveProperty('idToken');
    expect(result.body).toHaveProperty('onboardingToken');
  });

  it('public-user: the persona is a PublicUser of the public group', async () => {
    await use('public-user');
    const { response } = await signInPersona('publicUser');
    expect(response.user).toMatchObject({ type: 'PublicUser', group: 'public', qNumber: null });
  });

  it('campus buildings on and off switch the building search', async () => {
    await use('campus-buildings-on');
    const demo = await demoToken();
    const query = { query: 'FIZ', language: 'de' };
    expect((await call('GET', '/places/buildings', { token: demo, query })).status).toBe(200);
    cleanup?.();

    await use('campus-buildings-off');
    const buildings = (await signInPersona('buildings')).token;
    expect((await me(buildings)).body).toMatchObject({ bmwBuildings: { enabled: false } });
    expect((await call('GET', '/places/buildings', { token: buildings, query })).status).toBe(403);
  });

  it('expired-token: open sessions answer 401 and their refresh token is refused; a new login works', async () => {
    const { token, refreshToken } = await signInPersona('demo');
    await use('expired-token');
    expect((await me(token)).status).toBe(401);
    const refreshed = await call('POST', '/api/v1/login', {
      body: { grant_type: 'refresh_token', refresh_token: refreshToken },
    });
    expect(refreshed.status).toBe(401);
    const fresh = await demoToken();
    expect((await me(fresh)).status).toBe(200);
  });

  it('switching scenarios keeps open sessions (personas have the same id in every seed)', async () => {
    const token = await demoToken();
    await use('no-access', { seed: 4711 });
    const user = await me(token);
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ id: PERSONAS.demo.id, commutePooling: { enabled: false } });
  });
});

describe('route overrides, typed by the contract', () => {
  it('offers-empty: the search answers an empty list for the same request id', async () => {
    await use('offers-empty');
    const token = await demoToken();
    const request = mobilityRequest();
    const result = await call('POST', '/api/v1/offers', { token, body: request });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      mobilityRequestId: request.mobilityRequestId,
      integrations: { commutePooling: { integrationOffer: { travelInfoList: [] } } },
    });
  });

  it('an override answers only what the handler would accept: no token 401, a bad body 400', async () => {
    await use('offers-empty');
    expect((await call('POST', '/api/v1/offers', { body: mobilityRequest() })).status).toBe(401);
    const token = await demoToken();
    const bad = await call('POST', '/api/v1/offers', { token, body: { mobilityRequestId: 'x' } });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).code).toBe('VALIDATION');
  });

  it('offers-error: the search answers 500 with the error body', async () => {
    await use('offers-error');
    const result = await call('POST', '/api/v1/offers', {
      token: await demoToken(),
      body: mobilityRequest(),
    });
    expect(result.status).toBe(500);
    expect(errorOf(result)).toMatchObject({ code: 'SCENARIO_FAILURE' });
  });

  it('creation-failure: creating a posting answers 500 and stores nothing', async () => {
    await use('creation-failure');
    const token = await demoToken();
    const before = await call('GET', `/api/v1/bookings/${PERSONAS.demo.id}`, { token });
    const result = await call('POST', '/api/v1/bookings', { token, body: bookingRequest });
    expect(result.status).toBe(500);
    const after = await call('GET', `/api/v1/bookings/${PERSONAS.demo.id}`, { token });
    expect((after.body as unknown[]).length).toBe((before.body as unknown[]).length);
  });

  it('cancel-archive-failure: cancel and archive answer 500, the posting stays as it was', async () => {
    await use('cancel-archive-failure');
    const token = await demoToken();
    const list = (await call('GET', `/api/v1/bookings/${PERSONAS.demo.id}`, { token }))
      .body as Array<{ bookingId: string; state: string }>;
    const active = list.find((booking) => booking.state === 'confirmed');
    const finished = list.find((booking) => booking.state === 'finished');
    if (!active || !finished)
      throw new Error('the seed gives the demo user postings in every state');
    expect(
      (await call('PUT', `/api/v1/bookings/cancel/${active.bookingId}`, { token })).status,
    ).toBe(500);
    expect(
      (await call('PUT', `/api/v1/bookings/archive/${finished.bookingId}`, { token })).status,
    ).toBe(500);
    const again = (await call('GET', `/api/v1/bookings/${PERSONAS.demo.id}`, { token }))
      .body as Array<{ bookingId: string; state: string }>;
    expect(again.find((b) => b.bookingId === active.bookingId)?.state).toBe('confirmed');
  });

  it('feedback-support-failure: feedback and support answer 500', async () => {
    await use('feedback-support-failure');
    const token = await demoToken();
    const feedback = await call('POST', '/feedback/nps', {
      token,
      headers: { 'x-client-id': 'wen-webapp' },
      body: {
        userId: PERSONAS.demo.id,
        message: 'no answer',
        npsRating: 7,
        integrationId: 'commutePooling',
        appVersion: '0.11.4',
      },
    });
    expect(feedback.status).toBe(500);
    const support = await call('POST', '/support', {
      token,
      body: {
        userId: PERSONAS.demo.id,
        message: 'Hilfe',
        integrationId: 'commutePooling',
        bundleId: 'Webapp',
        deviceId: 'Webapp',
        appVersion: '0.11.4',
        attachment: null,
      },
    });
    expect(support.status).toBe(500);
  });
});
