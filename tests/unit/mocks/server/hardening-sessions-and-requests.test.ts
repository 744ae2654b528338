// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { oneTimePostingRequest } from '@mocks/lib/posting-request';
import { DEMO_PASSWORD, PERSONAS } from '@mocks/seed';
import { startMockHttpServer } from '@mocks/server/mock-http-server';
import { call, head, login, rawStatus, signIn, startServerForFile } from './hardening-calls';

/**
 * Issue 38: the standalone server is a QA team's shared backend. Nobody without the control token switches its
 * data or holds its requests; nothing a client gives up stays in memory; the session decides who posts; no
 * request line gets a 500; only its own host names, the contract's paths (in their case) and JSON bodies.
 */

startServerForFile();
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
