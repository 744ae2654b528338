// @vitest-environment node
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_HEADER } from '@contract/route-metadata';
import { issueAuthorizationCode, MAX_SESSIONS_PER_USER } from '@mocks/db/auth-repository';
import { db } from '@mocks/db/database';
import { MAX_SENT_MAILS } from '@mocks/db/mailbox-repository';
import {
  MAX_FEEDBACK_ENTRIES,
  MAX_SUPPORT_ATTACHMENT_CHARS,
  MAX_SUPPORT_MESSAGES,
} from '@mocks/db/messages-repository';
import { oneTimePostingRequest } from '@mocks/lib/posting-request';
import { DEMO_PASSWORD, NEW_COMPANY_PROFILE, PERSONAS } from '@mocks/seed';
import { runBurst } from '@mocks/server/burst';
import { startMockHttpServer } from '@mocks/server/mock-http-server';
import type { RunningMockHttpServer } from '@mocks/server/mock-http-server-types';

/**
 * The standalone mock server is shared by whoever points at it: nothing a single request names may change the
 * shared data or its security state, and the server keeps to the contract's statuses under hostile input.
 */

const demo = PERSONAS.demo;
let server: RunningMockHttpServer;

beforeAll(async () => {
  // The burst and the lockout tests send many wrong logins from this one address: the per-client limit
  // (tested in hardening.test.ts) is set out of their way.
  server = await startMockHttpServer({ port: 0, failedLoginsPerClient: 100_000 });
});
afterAll(async () => {
  await server?.close();
});

interface Answer {
  status: number;
  body: unknown;
}

async function call(
  method: string,
  path: string,
  {
    headers = {},
    body,
    token,
  }: { headers?: Record<string, string>; body?: unknown; token?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { [TOKEN_HEADER]: token } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const login = (email: string, password = DEMO_PASSWORD, headers: Record<string, string> = {}) =>
  call('POST', '/api/v1/login', { body: { grant_type: 'password', email, password }, headers });

async function signIn(email = demo.email ?? ''): Promise<{ token: string; refreshToken: string }> {
  const { status, body } = await login(email);
  expect(status).toBe(200);
  const { idToken, refreshToken } = body as { idToken: string; refreshToken: string };
  return { token: idToken, refreshToken };
}

/** The control call that switches or re-seeds the shared data. */
const switchData = (
  body: Record<string, unknown>,
  headers: Record<string, string> = { 'x-wen-control': server.controlToken },
) => call('POST', '/__mock/scenario', { body, headers });

const bookingRequest = (daysAhead: number) =>
  oneTimePostingRequest({
    start: new Date(Date.now() + daysAhead * 86_400_000),
    email: demo.email ?? '',
  });

const registration = (email: string, employeeNumber: string, group = 'corporate') => ({
  email,
  password: 'Secret1234!',
  givenName: 'Eve',
  familyName: 'Stranger',
  department: 'Nowhere',
  employeeNumber,
  group,
  acceptedTerms: true,
  acceptedPrivacy: true,
});

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

  it('answers bad path encoding, an oversized body and an oversized head with 400', async () => {
    const { token } = await signIn();
    for (const path of ['/api/v1/bookings/%ff', '/api/v1/bookings/cancel/%E0%A4%A']) {
      const method = path.includes('cancel') ? 'PUT' : 'GET';
      const answer = await call(method, path, { token });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION' });
    }
    const large = await call('POST', '/support', { token, body: 'x'.repeat(3 * 1024 * 1024) });
    expect(large).toMatchObject({ status: 400, body: { code: 'TOO_LARGE' } });
    const head = await call('GET', '/users/me', { headers: { 'x-padding': 'y'.repeat(20_000) } });
    expect(head).toMatchObject({ status: 400, body: { code: 'HEADERS_TOO_LARGE' } });
  });

  it('builds links from its configuration, never from the Host header or the request target', async () => {
    const get = (path: string, host: string) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const request = httpRequest(
          { host: '127.0.0.1', port: server.port, path, headers: { host } },
          (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
          },
        );
        request.on('error', reject);
        request.end();
      });
    const own = await get('/auth/registrationLink', `localhost:${server.port}`);
    const { registrationLink } = JSON.parse(own.text) as { registrationLink: string };
    expect(new URL(registrationLink).origin).toBe(server.url);
    // A Host the server is not known by (a DNS-rebinding page) is refused.
    const foreign = await get('/auth/registrationLink', 'attacker.example');
    expect(foreign.status).toBe(400);
    expect(foreign.text).toContain('HOST_NOT_ALLOWED');
    // A target '//other.host/…' is a path of this server, no route: its host never reaches a link.
    const pathLike = await get(
      '//attacker.example/auth/registrationLink',
      `localhost:${server.port}`,
    );
    expect(pathLike.status).toBe(404);
    expect(pathLike.text).not.toContain('attacker.example/register');
  });

  it('two clients cancelling one booking at once: one wins, the other is told it is cancelled', async () => {
    const { token } = await signIn();
    const created = await call('POST', '/api/v1/bookings', { token, body: bookingRequest(6) });
    const { bookingId } = created.body as { bookingId: string };
    const { token: other } = await signIn();
    const answers = await Promise.all(
      [token, other].map((caller) =>
        call('PUT', `/api/v1/bookings/cancel/${bookingId}`, { token: caller }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('a burst of 400 mixed requests at concurrency 50: all answered, no server error, growth capped', async () => {
    const result = await runBurst({ url: server.url, requests: 400, concurrency: 50 });
    const serverErrors = Object.entries(result.statuses).filter(
      ([status]) => Number(status) >= 500,
    );
    expect(serverErrors).toEqual([]);
    expect(result.unexpectedNetworkErrors).toBe(0);
    expect(Object.values(result.statuses).reduce((sum, count) => sum + count, 0)).toBe(400);
    expect(db.supportMessages.count()).toBeLessThanOrEqual(MAX_SUPPORT_MESSAGES);
    const attachmentChars = db.supportMessages
      .all()
      .reduce((sum, message) => sum + (message.attachment?.length ?? 0), 0);
    expect(attachmentChars).toBeLessThanOrEqual(MAX_SUPPORT_ATTACHMENT_CHARS);
    expect(db.feedback.count()).toBeLessThanOrEqual(MAX_FEEDBACK_ENTRIES);
    expect(db.sentMails.count()).toBeLessThanOrEqual(MAX_SENT_MAILS);
    expect(db.sessions.findMany((q) => q.where({ userId: demo.id })).length).toBeLessThanOrEqual(
      MAX_SESSIONS_PER_USER,
    );
    expect(
      db.sessions.findFirst((q) => q.where((session) => session.revokedAt !== null)),
    ).toBeUndefined();
  }, 60_000);
});
