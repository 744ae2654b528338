// @vitest-environment node
import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { TOKEN_HEADER } from '@contract/route-metadata';
import { MALFORMED_BODY } from '@mocks/faults';
import { acceptsGzip, COMPRESS_FROM_BYTES } from '@mocks/server/http-io';
import {
  KNOWN_SCENARIOS,
  TERMS_PENDING,
  UNKNOWN_SCENARIO_MESSAGE,
  call,
  demo,
  log,
  loginDemo,
  server,
  startServerForFile,
} from './mock-http-server-fixtures';

startServerForFile();

describe('the standalone mock server', () => {
  it('listens on the port it was given (0: a free one) on localhost', () => {
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://localhost:${server.port}`);
  });

  it('signs the demo persona in and answers /users/me with its token', async () => {
    const token = await loginDemo();
    const me = await call('GET', '/users/me', { headers: { [TOKEN_HEADER]: token } });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: demo.id, email: demo.email, qNumber: demo.qNumber });
  });

  it('serves the seeded data, and keeps what a client creates', async () => {
    const token = await loginDemo();
    const headers = { [TOKEN_HEADER]: token };
    const before = await call('GET', `/api/v1/bookings/${demo.id}`, { headers });
    expect(before.status).toBe(200);
    const bookings = before.body as { bookingId: string; state: string }[];
    const active = bookings.find(
      (booking) => booking.state === 'active' || booking.state === 'requested',
    );
    if (!active) throw new Error('the demo persona has no cancellable booking');
    expect(
      (await call('PUT', `/api/v1/bookings/cancel/${active.bookingId}`, { headers })).status,
    ).toBe(200);
    const after = await call('GET', `/api/v1/bookings/${demo.id}`, { headers });
    expect(
      (after.body as typeof bookings).find((booking) => booking.bookingId === active.bookingId)
        ?.state,
    ).toBe('cancelled');
  });

  it('answers 400 with the reasons for bad input', async () => {
    const { status, body } = await call('POST', '/api/v1/login', {
      body: { grant_type: 'password', email: 'not-an-address', password: '' },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'VALIDATION',
      message: expect.stringMatching(/^No valid input: /),
    });
    expect((body as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual([
      'body.email',
      'body.password',
    ]);
  });

  it('answers 401 to a protected call without a token', async () => {
    const { status, body } = await call('GET', '/users/me');
    expect(status).toBe(401);
    expect(body).toEqual({ message: 'No access token configured.', code: 'UNAUTHORIZED' });
  });

  it('answers 404 JSON to a path the contract does not have', async () => {
    const { status, headers, body } = await call('GET', '/api/v1/unknown');
    expect(status).toBe(404);
    expect(headers.get('content-type')).toMatch(/application\/json/);
    expect(body).toEqual({
      message: 'No route GET /api/v1/unknown in the WEN API.',
      code: 'NOT_FOUND',
    });
  });

  it('builds links from its configured origin', async () => {
    const { body } = await call('GET', '/auth/registrationLink');
    expect((body as { registrationLink: string }).registrationLink.startsWith(server.url)).toBe(
      true,
    );
  });

  it('accepts a known scenario by header or query, and refuses an unknown one listing the known ids', async () => {
    const enforce = '/api/v1/app-version/enforce-updates?version=0.11.4&platform=web';
    expect((await call('GET', enforce, { headers: { 'x-wen-scenario': 'default' } })).status).toBe(
      200,
    );
    expect((await call('GET', `${enforce}&scenario=default`)).status).toBe(200);

    const byHeader = await call('GET', enforce, { headers: { 'x-wen-scenario': 'rush-hour' } });
    expect(byHeader.status).toBe(400);
    expect(byHeader.body).toEqual({
      message: UNKNOWN_SCENARIO_MESSAGE,
      code: 'UNKNOWN_SCENARIO',
      scenarios: KNOWN_SCENARIOS,
    });
    const byQuery = await call('GET', `${enforce}&scenario=rush-hour`);
    expect(byQuery.status).toBe(400);
    expect(server.scenarioId()).toBe('default');
  });

  it('answers the fault a request asks for in x-wen-fault', async () => {
    const token = await loginDemo();
    const faulted = await call('GET', '/users/me', {
      headers: {
        [TOKEN_HEADER]: token,
        'x-wen-fault': '429',
        'x-wen-control': server.controlToken,
      },
    });
    expect(faulted.status).toBe(429);
    expect(faulted.body).toEqual({
      message: 'Injected fault: 429 for users.me',
      code: 'INJECTED_FAULT',
    });

    await expect(
      fetch(`${server.url}/users/me`, {
        headers: { 'x-wen-fault': 'network-error', 'x-wen-control': server.controlToken },
      }),
    ).rejects.toThrow(TypeError);

    const unknown = await call('GET', '/users/me', {
      headers: { 'x-wen-fault': '418', 'x-wen-control': server.controlToken },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      code: 'UNKNOWN_FAULT',
      faults: expect.arrayContaining(['500', 'network-error']),
    });
  });

  it('x-wen-fault: malformed does the work, then answers the success with a body no schema accepts', async () => {
    const token = await loginDemo();
    const headers = { [TOKEN_HEADER]: token };
    const bookings = (await call('GET', `/api/v1/bookings/${demo.id}`, { headers })).body as {
      bookingId: string;
      state: string;
    }[];
    const active = bookings.find(
      (booking) => booking.state === 'active' || booking.state === 'requested',
    );
    if (!active) throw new Error('the demo persona has no cancellable booking');
    const cancelled = await call('PUT', `/api/v1/bookings/cancel/${active.bookingId}`, {
      headers: { ...headers, 'x-wen-fault': 'malformed', 'x-wen-control': server.controlToken },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual(MALFORMED_BODY);
    const after = await call('GET', `/api/v1/bookings/${demo.id}`, { headers });
    expect(
      (after.body as typeof bookings).find((booking) => booking.bookingId === active.bookingId)
        ?.state,
    ).toBe('cancelled');

    // An error answer of the handler stays as it is.
    const missing = await call('PUT', '/api/v1/bookings/cancel/no-such-booking', {
      headers: { ...headers, 'x-wen-fault': 'malformed', 'x-wen-control': server.controlToken },
    });
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(missing.body).not.toEqual(MALFORMED_BODY);
  });

  it('answers a CORS preflight of a localhost page, idtoken header included', async () => {
    const response = await fetch(`${server.url}/users/me`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'idtoken',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(response.headers.get('access-control-allow-headers')?.split(', ')).toEqual(
      expect.arrayContaining(['idtoken', 'content-type', 'x-wen-scenario', 'x-wen-fault']),
    );

    const answer = await call('GET', '/users/me', { headers: { origin: 'http://127.0.0.1:4174' } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4174');
  });

  it('refuses a preflight of a page elsewhere, and gives its calls no CORS headers', async () => {
    const preflight = await fetch(`${server.url}/users/me`, {
      method: 'OPTIONS',
      headers: { origin: 'https://wen.example.com', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const answer = await call('GET', '/users/me', {
      headers: { origin: 'https://wen.example.com' },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it.runIf(TERMS_PENDING)(
    'answers a request in the scenario it names, and only that request',
    async () => {
      const scenario = TERMS_PENDING?.id ?? '';
      const token = await loginDemo();
      const me = (headers: Record<string, string> = {}, query = '') =>
        call('GET', `/users/me${query}`, { headers: { [TOKEN_HEADER]: token, ...headers } });
      const inScenario = await me({ 'x-wen-scenario': scenario });
      expect(inScenario.status).toBe(200);
      expect(inScenario.body).toMatchObject({ id: demo.id, acceptedTerms: false });
      expect((await me({}, `?scenario=${scenario}`)).body).toMatchObject({ acceptedTerms: false });
      // The shared data is untouched: calls without a scenario, and the server's scenario, stay as they were.
      expect((await me()).body).toMatchObject({ acceptedTerms: true });
      expect(server.scenarioId()).toBe('default');
    },
  );

  it('sends answers of 1 KB or more gzip-compressed to a client that accepts gzip, as they are to others', async () => {
    const token = await loginDemo();
    // Node's http client, which (unlike fetch) neither asks for nor decodes compression by itself.
    const raw = (path: string, acceptEncoding?: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; bytes: Buffer }>(
        (resolve, reject) => {
          const headers: Record<string, string> = { [TOKEN_HEADER]: token };
          if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
          httpRequest(`${server.url}${path}`, { headers }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }),
            );
            response.on('error', reject);
          })
            .on('error', reject)
            .end();
        },
      );
    const list = `/api/v1/bookings/${demo.id}`;
    const plain = await raw(list);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.length).toBeGreaterThanOrEqual(COMPRESS_FROM_BYTES);
    const compressed = await raw(list, 'br, gzip;q=0.8, deflate');
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toContain('Accept-Encoding');
    expect(Number(compressed.headers['content-length'])).toBe(compressed.bytes.length);
    expect(compressed.bytes.length).toBeLessThan(plain.bytes.length);
    expect(JSON.parse(gunzipSync(compressed.bytes).toString('utf8'))).toEqual(
      JSON.parse(plain.bytes.toString('utf8')),
    );
    expect((await raw(list, 'gzip;q=0')).headers['content-encoding']).toBeUndefined();
    // A small answer goes as it is, whatever the client accepts.
    const me = await raw('/users/me', 'gzip');
    expect(me.bytes.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(me.headers['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding as HTTP does: gzip or *, unless its quality is 0', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('deflate, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('x-gzip')).toBe(false);
  });

  it('logs one line per request', async () => {
    // Its own request: the other tests' requests may come before or after it (--sequence.shuffle).
    const before = log.length;
    await call('GET', '/users/me');
    expect(log.slice(before)).toEqual([
      expect.stringMatching(/^GET \/users\/me → 401 \(\d+ ms\)$/),
    ]);
  });
});
