// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '@mocks/node';
import { createRouteMatcher, RequestLog } from '@mocks/request-log';
import { call, useMockBackend } from '../support/mock-backend-harness';

useMockBackend();

const log = new RequestLog(5);
let detach: () => void = () => undefined;
beforeAll(() => {
  detach = log.attach(mockServer.events);
});
afterAll(() => detach());
beforeEach(() => log.clear());

/** The log updates asynchronously (bodies are read from clones): wait until a condition holds. */
async function until(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 100 && !condition(); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(condition()).toBe(true);
}

/** A failed login (401); each e-mail is used once, so the lockout rule never kicks in. */
let attempt = 0;
const login = (password: string) => {
  attempt += 1;
  return call('POST', '/api/v1/login', {
    body: { grant_type: 'password', email: `nobody-${attempt}@bmw.example`, password },
  });
};

describe('the request log', () => {
  it('names the contract route of a method and path, and nothing else', () => {
    const match = createRouteMatcher();
    expect(match('PUT', '/api/v1/bookings/cancel/abc-1')).toBe('bookings.cancel');
    expect(match('GET', '/api/v1/bookings/user-demo')).toBe('bookings.listForUser');
    expect(match('POST', '/api/v1/bookings')).toBe('bookings.create');
    expect(match('GET', '/src/main.tsx')).toBeNull();
    expect(match('DELETE', '/users/me')).toBeNull();
  });

  it('records method, path, route, status, duration and both bodies', async () => {
    await login('wrong-password');
    await until(
      () => log.entries()[0]?.responseBody !== null && log.entries()[0]?.requestBody !== null,
    );
    const [entry] = log.entries();
    expect(entry).toMatchObject({
      method: 'POST',
      path: '/api/v1/login',
      routeName: 'auth.login',
      status: 401,
      outcome: 'answered',
    });
    expect(entry?.durationMs).toBeGreaterThanOrEqual(0);
    expect(JSON.parse(entry?.requestBody ?? '{}')).toMatchObject({ grant_type: 'password' });
    expect(JSON.parse(entry?.responseBody ?? '{}')).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('keeps only the latest entries', async () => {
    for (let index = 0; index < 7; index += 1) await login(`wrong-${index}`);
    await until(() => log.entries().every((entry) => entry.outcome === 'answered'));
    expect(log.entries()).toHaveLength(5);
    await until(() => log.entries().every((entry) => entry.requestBody !== null));
    expect(JSON.parse(log.entries().at(-1)?.requestBody ?? '{}')).toMatchObject({
      password: 'wrong-6',
    });
  });

  it('exports HAR 1.2 with request and response content', async () => {
    await login('wrong-password');
    await until(() => log.entries()[0]?.responseBody !== null);
    const har = log.toHar();
    expect(har.log.version).toBe('1.2');
    expect(har.log.creator.name).toBe('WEN mock backend');
    const [entry] = har.log.entries;
    expect(entry?.request).toMatchObject({
      method: 'POST',
      httpVersion: 'HTTP/1.1',
      headersSize: -1,
    });
    expect(entry?.request.postData?.text).toContain('"grant_type":"password"');
    expect(entry?.response.status).toBe(401);
    expect(entry?.response.content.mimeType).toContain('application/json');
    expect(entry?.response.content.text).toContain('INVALID_CREDENTIALS');
    expect(entry?.time).toBeGreaterThanOrEqual(0);
    expect(Number.isNaN(Date.parse(entry?.startedDateTime ?? ''))).toBe(false);
    // Plain JSON all the way: what a HAR viewer reads back.
    expect(JSON.parse(JSON.stringify(har))).toEqual(har);
  });
});
