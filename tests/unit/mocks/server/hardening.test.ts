// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_HEADER } from '@contract/route-metadata';
import { oneTimePostingRequest } from '@mocks/lib/posting-request';
import { DEMO_PASSWORD, PERSONAS } from '@mocks/seed';
import { startMockHttpServer } from '@mocks/server/mock-http-server';
import type { RunningMockHttpServer } from '@mocks/server/mock-http-server-types';

/**
 * Issue 38: the standalone server is a QA team's shared backend. Nobody without the control token switches its
 * data or holds its requests; nothing a client gives up stays in memory; the session decides who posts; no
 * request line gets a 500; only its own host names, the contract's paths (in their case) and JSON bodies.
 */

let server: RunningMockHttpServer;

beforeAll(async () => {
  server = await startMockHttpServer({
    port: 0,
    failedLoginsPerClient: 100_000,
    // Small, so that two held requests reach it.
    maxHeldBodyBytes: 1_500_000,
  });
});
afterAll(async () => {
  await server?.close();
});

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

async function call(
  method: string,
  path: string,
  {
    headers = {},
    body,
    token,
    base = server,
  }: {
    headers?: Record<string, string>;
    body?: unknown;
    token?: string;
    base?: RunningMockHttpServer;
  } = {},
): Promise<Answer> {
  const response = await fetch(`${base.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { [TOKEN_HEADER]: token } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: kept as text
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

const login = (email: string, password = DEMO_PASSWORD, base = server) =>
  call('POST', '/api/v1/login', { body: { grant_type: 'password', email, password }, base });

async function signIn(email: string, base = server): Promise<string> {
  const { status, body } = await login(email, DEMO_PASSWORD, base);
  expect(status).toBe(200);
  return (body as { idToken: string }).idToken;
}

/** One raw request over a socket: the status line of the answer (or 'closed' when none came). */
function rawStatus(text: string, port = server.port): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer to ${JSON.stringify(text)} in 5 s`));
    }, 5_000);
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received.split('\r\n')[0] || 'closed');
    });
    socket.write(text);
    // Half-close: the server answers and closes (connection: close below).
  });
}

const head = (requestLine: string, host = `localhost:${server.port}`) =>
  `${requestLine}\r\nHost: ${host}\r\nConnection: close\r\n\r\n`;

describe('point 1: the control surface needs the control token', () => {
  it('refuses a switch without the token (401) and with a wrong one, the old "1" included (403); accepts it with the token', async () => {
    const demo = await signIn(PERSONAS.demo.email ?? '');
    const created = await call('POST', '/api/v1/bookings', {
      token: demo,
      body: oneTimePostingRequest({
        start: new Date(Date.now() + 3 * 86_400_000),
        email: PERSONAS.demo.email ?? '',
        description: 'kept across refused switches',
      }),
    });
    expect(created.status).toBe(201);
    const { bookingId } = created.body as { bookingId: string };
    const listed = async () =>
      JSON.stringify(
        (await call('GET', `/api/v1/bookings/${PERSONAS.demo.id}`, { token: demo })).body,
      );

    const body = { liftLockouts: true };
    const none = await call('POST', '/__mock/scenario', { body });
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ code: 'CONTROL_TOKEN_REQUIRED' });
    for (const wrong of ['1', `${server.controlToken}x`, server.controlToken.slice(1)]) {
      const refused = await call('POST', '/__mock/scenario', {
        body,
        headers: { 'x-wen-control': wrong },
      });
      expect(refused.status).toBe(403);
    }
    // Nothing was re-seeded: the booking is still there.
    expect(await listed()).toContain(bookingId);

    const accepted = await call('POST', '/__mock/scenario', {
      body,
      headers: { 'x-wen-control': server.controlToken },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ scenario: 'default', liftedLockouts: true });
    // A re-seed: the data is the seed's again.
    const again = await signIn(PERSONAS.demo.email ?? '');
    expect(
      JSON.stringify(
        (await call('GET', `/api/v1/bookings/${PERSONAS.demo.id}`, { token: again })).body,
      ),
    ).not.toContain(bookingId);
  });

  it('a fault header (hold or break a request) and a garbage collection need the token; request-scoped scenarios stay open', async () => {
    expect((await call('GET', '/users/me', { headers: { 'x-wen-fault': 'hang' } })).status).toBe(
      401,
    );
    expect(
      (
        await call('GET', '/users/me', {
          headers: { 'x-wen-fault': '429', 'x-wen-control': 'nope' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call('GET', '/users/me', {
          headers: { 'x-wen-fault': '429', 'x-wen-control': server.controlToken },
        })
      ).status,
    ).toBe(429);
    expect((await call('GET', '/__mock/state?gc')).status).toBe(401);
    expect(
      (await call('GET', '/__mock/state?gc', { headers: { 'x-wen-control': server.controlToken } }))
        .status,
    ).toBe(200);
    expect((await call('GET', '/__mock/state')).status).toBe(200);
    expect((await call('GET', '/users/me?scenario=terms-pending')).status).toBe(401);
  });
});

describe('point 2: nothing a client aborts stays held', () => {
  it('a hung request ends when its client goes, and lets go of its body', async () => {
    const controller = new AbortController();
    const hung = fetch(`${server.url}/support`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-wen-fault': 'hang',
        'x-wen-control': server.controlToken,
      },
      body: JSON.stringify({ padding: 'x'.repeat(1_000_000) }),
      signal: controller.signal,
    }).catch(() => 'aborted');
    await expect.poll(() => server.heldBodyBytes(), { timeout: 5_000 }).toBeGreaterThan(900_000);
    controller.abort();
    expect(await hung).toBe('aborted');
    await expect.poll(() => server.heldBodyBytes(), { timeout: 5_000 }).toBe(0);
  });

  it('bodies held at once are bounded: a request beyond the bound is answered 503 at once', async () => {
    const controller = new AbortController();
    const hung = fetch(`${server.url}/support`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-wen-fault': 'hang',
        'x-wen-control': server.controlToken,
      },
      body: JSON.stringify({ padding: 'x'.repeat(1_000_000) }),
      signal: controller.signal,
    }).catch(() => 'aborted');
    await expect.poll(() => server.heldBodyBytes(), { timeout: 5_000 }).toBeGreaterThan(900_000);
    const second = await call('POST', '/support', {
      body: { padding: 'y'.repeat(1_000_000) },
    });
    expect(second.status).toBe(503);
    expect(second.headers.get('retry-after')).toBe('1');
    controller.abort();
    await hung;
    await expect.poll(() => server.heldBodyBytes(), { timeout: 5_000 }).toBe(0);
  });
});

describe('point 3: the session decides who posts', () => {
  it("a spoofed poster e-mail is replaced by the account's: it never reaches a colleague's list", async () => {
    const spoofed = 'ceo.spoofed@bmw.example';
    const marker = `spoof-check-${randomUUID()}`;
    const start = new Date(Date.now() + 5 * 86_400_000);
    start.setUTCHours(6, 30, 0, 0);
    const poster = await signIn(PERSONAS.demo.email ?? '');
    const created = await call('POST', '/api/v1/bookings', {
      token: poster,
      body: oneTimePostingRequest({ start, email: spoofed, description: marker }),
    });
    expect(created.status).toBe(201);
    expect(JSON.stringify(created.body)).not.toContain(spoofed);
    expect(created.body).toMatchObject({
      travelInfo: { integrationInfo: { userInformation: { email: PERSONAS.demo.email } } },
    });

    const colleague = await signIn(PERSONAS.buildings.email ?? '');
    const search = await call('POST', '/api/v1/offers', {
      token: colleague,
      body: {
        mobilityRequestId: randomUUID(),
        origin: { latitude: 48.26027, longitude: 11.43416, name: 'Dachau' },
        destination: { latitude: 48.20052, longitude: 11.55963, name: 'FIZ' },
        departureTime: start.toISOString(),
        integrations: { commutePooling: { postingType: 'OFFERING' } },
      },
    });
    expect(search.status).toBe(200);
    const text = JSON.stringify(search.body);
    expect(text).toContain(marker); // the colleague sees the posting …
    expect(text).not.toContain(spoofed); // … under the poster's own address
  });
});

describe('point 4: no 500 for any request line', () => {
  const lines: [string, RegExp][] = [
    ['TRACE / HTTP/1.1', /^HTTP\/1\.1 405 /],
    ['TRACE /users/me HTTP/1.1', /^HTTP\/1\.1 405 /],
    ['M-SEARCH * HTTP/1.1', /^HTTP\/1\.1 501 /],
    ['GET http://localhost:99999/users/me HTTP/1.1', /^HTTP\/1\.1 400 /],
    ['GET http://localhost:abc/users/me HTTP/1.1', /^HTTP\/1\.1 400 /],
    ['GET http://user:secret@localhost/users/me HTTP/1.1', /^HTTP\/1\.1 400 /],
    ['GET http://[::1 HTTP/1.1', /^HTTP\/1\.1 400 /],
    ['GET http://[::1]:1/users/me HTTP/1.1', /^HTTP\/1\.1 401 /],
    ['GET http://evil.example/users/me HTTP/1.1', /^HTTP\/1\.1 400 /],
    ['GET users/me HTTP/1.1', /^HTTP\/1\.1 400 /],
    ['OPTIONS * HTTP/1.1', /^HTTP\/1\.1 204 /],
    ['CONNECT localhost:443 HTTP/1.1', /^HTTP\/1\.1 405 /],
    ['CONNECT [::1 HTTP/1.1', /^HTTP\/1\.1 4\d\d /],
  ];
  for (const [line, expected] of lines) {
    it(`answers ${line}`, async () => {
      const status = await rawStatus(head(line));
      expect(status).toMatch(expected);
    });
  }

  it('Host allow-list: localhost names and the configured ones; others are refused 400', async () => {
    expect(await rawStatus(head('GET /users/me HTTP/1.1', 'rebound.attacker.example'))).toMatch(
      / 400 /,
    );
    expect(await rawStatus(head('GET /users/me HTTP/1.1', '127.0.0.1'))).toMatch(/ 401 /);
    expect(await rawStatus(head('GET /users/me HTTP/1.1', '[::1]:8080'))).toMatch(/ 401 /);
    expect(await rawStatus(head('GET /users/me HTTP/1.1', 'app.localhost'))).toMatch(/ 401 /);
    expect(await rawStatus('GET /users/me HTTP/1.1\r\nConnection: close\r\n\r\n')).toMatch(/ 400 /);
    const lan = await startMockHttpServer({
      port: 0,
      publicUrl: 'http://wen-qa.corp.example:8787',
      allowedHosts: ['10.1.2.3'],
    });
    try {
      expect(
        await rawStatus(head('GET /users/me HTTP/1.1', 'wen-qa.corp.example:8787'), lan.port),
      ).toMatch(/ 401 /);
      expect(await rawStatus(head('GET /users/me HTTP/1.1', '10.1.2.3:8787'), lan.port)).toMatch(
        / 401 /,
      );
      expect(await rawStatus(head('GET /users/me HTTP/1.1', '10.9.9.9'), lan.port)).toMatch(
        / 400 /,
      );
    } finally {
      await lan.close();
    }
  });

  it('routes are case-sensitive, as the contract declares them', async () => {
    const token = await signIn(PERSONAS.demo.email ?? '');
    expect((await call('GET', '/users/me', { token })).status).toBe(200);
    for (const path of ['/USERS/ME', '/Users/me', '/API/V1/bookings/' + PERSONAS.demo.id]) {
      const answer = await call('GET', path, { token });
      expect(answer.status, path).toBe(404);
    }
  });

  it('JSON bodies only, in UTF-8, where the contract says JSON', async () => {
    const body = JSON.stringify({
      grant_type: 'password',
      email: PERSONAS.demo.email,
      password: DEMO_PASSWORD,
    });
    const post = (type: string) =>
      call('POST', '/api/v1/login', { headers: { 'content-type': type }, body });
    for (const type of [
      'application/json; charset=utf-16',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/vnd.other+json',
    ]) {
      const answer = await post(type);
      expect(answer.status, type).toBe(400);
    }
    expect((await post('application/json')).status).toBe(200);
    expect((await post('application/json; charset=UTF-8')).status).toBe(200);
  });

  it('a per-client limit of failed logins beside the per-account lockout (429 with Retry-After)', async () => {
    const limited = await startMockHttpServer({ port: 0, failedLoginsPerClient: 3 });
    try {
      // Three guesses at three accounts: none of them is locked by this, but the client is.
      for (const email of ['a@guess.example', 'b@guess.example', 'c@guess.example']) {
        expect((await login(email, 'wrong-1234', limited)).status).toBe(401);
      }
      const blocked = await login(PERSONAS.demo.email ?? '', DEMO_PASSWORD, limited);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(blocked.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    } finally {
      await limited.close();
    }
  });
});
