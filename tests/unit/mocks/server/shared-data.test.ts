// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { issueAuthorizationCode } from '@mocks/db/auth-repository';
import { db } from '@mocks/db/database';
import { DEMO_PASSWORD, NEW_COMPANY_PROFILE } from '@mocks/seed';
import {
  bookingRequest,
  call,
  demo,
  login,
  registration,
  server,
  signIn,
  startServerForFile,
  switchData,
} from './shared-data-calls';

/**
 * The standalone mock server is shared by whoever points at it: nothing a single request names may change the
 * shared data or its security state, and the server keeps to the contract's statuses under hostile input.
 */

startServerForFile();

describe('the shared data of the standalone mock server', () => {
  it('a scenario named by an anonymous request changes nobody’s data', async () => {
    const { token } = await signIn();
    const created = await call('POST', '/api/v1/bookings', { token, body: bookingRequest(3) });
    expect(created.status).toBe(201);
    const { bookingId } = created.body as { bookingId: string };
    expect(
      (
        await call('POST', '/api/v1/register/create', {
          body: registration('someone@mail.example', 'P-1', 'public'),
        })
      ).status,
    ).toBe(201);

    // What any web page could make a visitor's browser send: a link, an image, a plain GET.
    await expect(fetch(`${server.url}/users/me?scenario=server-down`)).rejects.toThrow(TypeError);
    expect((await call('GET', '/users/me?scenario=expired-token')).status).toBe(401);
    expect((await call('GET', `/api/v1/bookings/${demo.id}?scenario=no-access`)).status).toBe(401);
    expect(
      (
        await call('GET', '/api/v1/app-version/enforce-updates?version=0.11.4&platform=web', {
          headers: { 'x-wen-scenario': 'login-lockout' },
        })
      ).status,
    ).toBe(200);

    // Everybody's data is as it was: the session, the posting, the registered user, the scenario.
    expect((await call('GET', '/users/me', { token })).status).toBe(200);
    const list = await call('GET', `/api/v1/bookings/${demo.id}`, { token });
    expect(
      (list.body as { bookingId: string; state: string }[]).find((b) => b.bookingId === bookingId),
    ).toMatchObject({ state: 'confirmed' });
    expect(
      (
        await call('POST', '/api/v1/register/create', {
          body: registration('someone@mail.example', 'P-1', 'public'),
        })
      ).status,
    ).toBe(409);
    expect(server.scenarioId()).toBe('default');
    expect((await call('GET', '/__mock/state')).body).toMatchObject({ scenario: 'default' });
  });

  it('a scenario named by a signed-in request shapes its answer only; what the request itself does stays', async () => {
    const { token } = await signIn();
    const inScenario = await call('GET', '/users/me', {
      token,
      headers: { 'x-wen-scenario': 'no-access' },
    });
    expect(inScenario.body).toMatchObject({ commutePooling: { enabled: false } });
    expect(
      (
        await call('POST', '/api/v1/bookings', {
          token,
          body: bookingRequest(4),
          headers: { 'x-wen-scenario': 'no-access' },
        })
      ).status,
    ).toBe(403);
    // A posting made in a behaviour-only scenario is kept: the scenario shaped nothing but latency.
    const kept = await call('POST', '/api/v1/bookings', {
      token,
      body: bookingRequest(5),
      headers: { 'x-wen-scenario': 'offers-empty' },
    });
    expect(kept.status).toBe(201);
    const list = await call('GET', `/api/v1/bookings/${demo.id}`, { token });
    expect(
      (list.body as { bookingId: string }[]).some(
        (b) => b.bookingId === (kept.body as { bookingId: string }).bookingId,
      ),
    ).toBe(true);
    expect((await call('GET', '/users/me', { token })).body).toMatchObject({
      commutePooling: { enabled: true },
    });
  });

  it('a lockout survives scenario requests and switches of the data; only lifting it by name ends it', async () => {
    const email = demo.email ?? '';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(email, 'wrong-password')).status).toBe(401);
    }
    expect((await login(email)).status).toBe(429);

    for (const scenario of ['default', 'login-lockout', 'inactive-account', 'expired-token']) {
      await login(email, DEMO_PASSWORD, { 'x-wen-scenario': scenario });
      expect((await login(email)).status).toBe(429);
    }

    // The control call needs its token (in a header browsers pre-flight) and a JSON body.
    expect((await switchData({ scenario: 'no-access' }, {})).status).toBe(401);
    expect((await switchData({ scenario: 'no-access' }, { 'x-wen-control': '1' })).status).toBe(
      403,
    );
    expect(
      (
        await call('POST', '/__mock/scenario', {
          body: 'scenario=no-access',
          headers: { 'x-wen-control': server.controlToken, 'content-type': 'text/plain' },
        })
      ).status,
    ).toBe(400);
    expect((await switchData({ scenario: 'rush-hour' })).status).toBe(400);

    expect((await switchData({ scenario: 'no-access' })).body).toMatchObject({
      scenario: 'no-access',
      liftedLockouts: false,
    });
    expect(server.scenarioId()).toBe('no-access');
    expect((await login(email)).status).toBe(429);
    expect((await switchData({})).status).toBe(200);
    expect((await login(email)).status).toBe(429);

    expect((await switchData({ scenario: 'default', liftLockouts: true })).status).toBe(200);
    expect((await login(email)).status).toBe(200);
    expect(server.scenarioId()).toBe('default');
  });

  it('e-mail registration cannot take over an employee number of the company directory', async () => {
    for (const number of [NEW_COMPANY_PROFILE.qNumber, demo.qNumber ?? '']) {
      const refused = await call('POST', '/api/v1/register/create', {
        body: registration(`eve-${number}@mail.example`, number.toLowerCase()),
      });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'EMPLOYEE_NUMBER_IN_USE' });
    }
    expect(
      db.users.findFirst((q) =>
        q.where({ email: `eve-${NEW_COMPANY_PROFILE.qNumber}@mail.example` }),
      ),
    ).toBeUndefined();
    // Lena's own sign-on still leads to her registration, not to a stranger's account.
    const code = await issueAuthorizationCode(NEW_COMPANY_PROFILE.qNumber);
    const signOn = await call('POST', '/api/v1/login', {
      body: { grant_type: 'authorization_code', code, redirect_uri: `${server.url}/wen` },
    });
    expect(signOn.status).toBe(200);
    expect(signOn.body).toMatchObject({ onboardingToken: expect.any(String) });
    expect(signOn.body).not.toHaveProperty('idToken');
    // A number the directory does not know can still register by e-mail.
    expect(
      (
        await call('POST', '/api/v1/register/create', {
          body: registration('outside@mail.example', 'QZ00001'),
        })
      ).status,
    ).toBe(201);
  });

  it('a cross-site text/plain post creates no account', async () => {
    const refused = await call('POST', '/api/v1/register/create', {
      body: JSON.stringify(registration('csrf@mail.example', 'P-2', 'public')),
      headers: { 'content-type': 'text/plain' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'VALIDATION',
      message: expect.stringMatching(/application\/json/),
    });
    expect(db.users.findFirst((q) => q.where({ email: 'csrf@mail.example' }))).toBeUndefined();
  });

  it('a refused refresh changes nothing: the refresh token still works afterwards', async () => {
    const { refreshToken } = await signIn();
    const refresh = (headers: Record<string, string> = {}) =>
      call('POST', '/api/v1/login', {
        body: { grant_type: 'refresh_token', refresh_token: refreshToken },
        headers,
      });
    // Refused (the account is inactive in the scenario this request names): the session is not rotated.
    expect((await refresh({ 'x-wen-scenario': 'inactive-account' })).status).toBe(403);
    expect((await refresh()).status).toBe(200);
    // Accepted once, the token is used up.
    expect((await refresh()).status).toBe(401);
  });
});
