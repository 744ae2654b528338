// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@contract/router';
import { DEMO_PASSWORD, PERSONAS } from '@mocks/seed';
import { startMockHttpServer } from '@mocks/server/mock-http-server';
import type { RunningMockHttpServer } from '@mocks/server/mock-http-server-types';
import { main } from '../../../scripts/contract-check';
import { compareAnswer, unknownFields } from '../../../scripts/contract-check/answer-comparison';
import { checkBackend } from '../../../scripts/contract-check/check-backend';
import { formatChecks } from '../../../scripts/contract-check/check-report';

/**
 * `npm run contract:check` against the standalone mock server, in its default mode (everything parses) and in its
 * real-world mode (differences listed, none fatal), and against a backend the app cannot read (exit 1).
 */

let server: RunningMockHttpServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const buildings = { email: PERSONAS.buildings.email, password: DEMO_PASSWORD };

describe('against the mock server', () => {
  it('default mode: every route parses with the contract, exit 0', async () => {
    server = await startMockHttpServer({ port: 0 });
    const checks = await checkBackend({ baseUrl: server.url, ...buildings });

    expect(checks.map((check) => check.name)).toEqual([
      'auth.login',
      'users.me',
      'bookings.listForUser',
      'places.search',
      'places.buildings',
      'places.recent',
      'places.predefined',
      'places.debugLocations',
      'app.enforceUpdates',
      'offers.search',
      'offers.cleanupTripCache',
    ]);
    expect(checks.filter((check) => check.outcome !== 'parses')).toEqual([]);
    expect(formatChecks(checks).at(-1)).toBe(
      '11 routes: 11 parse with the contract, 0 differ but the app reads them, 0 skipped, 0 the app cannot read.',
    );
  });

  it('real-world mode: the differences are listed with path, expected and found; none is fatal', async () => {
    server = await startMockHttpServer({ port: 0, scenario: 'real-world-answers' });
    const checks = await checkBackend({ baseUrl: server.url, ...buildings });
    const byName = new Map(checks.map((check) => [check.name, check]));

    expect(checks.some((check) => check.fatal)).toBe(false);
    expect(checks.filter((check) => check.outcome === 'differs').length).toBeGreaterThanOrEqual(9);
    expect(byName.get('bookings.listForUser')?.differences).toContainEqual(
      expect.objectContaining({ path: '[*].state', found: '"on_hold"' }),
    );
    expect(byName.get('bookings.listForUser')?.notes).toEqual([
      expect.objectContaining({
        kind: 'left-out',
        reason: "state 'on_hold' is not one of the spec's",
      }),
    ]);
    expect(byName.get('users.me')?.unknownFields).toEqual(
      expect.arrayContaining(['_links', 'traceId']),
    );
    expect(byName.get('places.predefined')?.differences[0]).toMatchObject({
      path: '[*].id',
      expected: 'string',
    });
    expect(byName.get('auth.login')?.unknownFields).toContain('accessToken');
  });

  it('without a token, the protected routes are skipped (not failed)', async () => {
    server = await startMockHttpServer({ port: 0 });
    const checks = await checkBackend({ baseUrl: server.url });
    expect(
      checks.filter((check) => check.outcome !== 'skipped').map((check) => check.name),
    ).toEqual(['app.enforceUpdates']);
    expect(checks.some((check) => check.fatal)).toBe(false);
  });

  it('main prints one line per route and exits 0; a wrong command line exits 2', async () => {
    server = await startMockHttpServer({ port: 0 });
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => lines.push(String(line)));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const exit = await main([
      '--base-url',
      server.url,
      '--email',
      buildings.email,
      '--password',
      buildings.password,
    ]);

    expect(exit).toBe(0);
    expect(lines.filter((line) => /^(ok|diff|skip|FAIL) /.test(line))).toHaveLength(11);
    expect(await main(['--email', 'a@b.de'])).toBe(2);
  });
});

describe('a backend the app cannot read', () => {
  const fakeBackend = (answers: Record<string, () => Response>) =>
    vi.fn((input: string | URL | Request) => {
      const path = new URL(String(input)).pathname;
      return Promise.resolve(answers[path]?.() ?? Response.json([]));
    }) as unknown as typeof fetch;

  it('exits with a fatal line when the user cannot be read', async () => {
    const checks = await checkBackend({
      baseUrl: 'https://backend.invalid',
      token: 't',
      fetch: fakeBackend({
        '/users/me': () => Response.json({ id: 'u', givenName: 'A' }),
        '/api/v1/offers': () => Response.json({ integrations: {} }),
        '/api/v1/app-version/enforce-updates': () => new Response(null, { status: 204 }),
        '/api/v1/redis/cleanup-trip-cache': () => Response.json({ status: 'OK' }),
      }),
    });
    const me = checks.find((check) => check.name === 'users.me');
    expect(me).toMatchObject({ outcome: 'unreadable', fatal: true });
    expect(me?.differences).toContainEqual({
      path: 'acceptedTerms',
      expected: 'boolean',
      found: 'missing',
    });
    const cleanup = checks.find((check) => check.name === 'offers.cleanupTripCache');
    expect(cleanup).toMatchObject({ outcome: 'differs', fatal: false });
    expect(cleanup?.differences).toEqual([
      { path: '(status)', expected: '204', found: '200' },
      { path: '(body)', expected: 'no body', found: '{"status":"OK"}' },
    ]);
    expect(formatChecks(checks).at(-1)).toMatch(/1 the app cannot read \(exit 1\)\.$/);
  });

  it('an error answer or no answer is fatal; debug locations missing on production is not', async () => {
    const checks = await checkBackend({
      baseUrl: 'https://backend.invalid',
      token: 't',
      fetch: fakeBackend({
        '/users/me': () => Response.json({ message: 'down' }, { status: 503 }),
        '/api/v1/config/debuglocations': () => Response.json({ message: 'no' }, { status: 404 }),
      }),
    });
    expect(checks.find((check) => check.name === 'users.me')).toMatchObject({
      outcome: 'failed',
      fatal: true,
      status: 503,
    });
    expect(checks.find((check) => check.name === 'places.debugLocations')).toMatchObject({
      outcome: 'skipped',
      fatal: false,
    });
  });
});

describe('comparing one answer', () => {
  it('names fields the contract does not know, in lists as [*]', () => {
    const schema = contract.places.recent.responses[200];
    expect(
      unknownFields(schema, [
        {
          id: 'p',
          latitude: 1,
          longitude: 2,
          name: 'x',
          category: 'other',
          iconType: 'recent',
          rank: 1,
        },
      ]),
    ).toEqual(['[*].rank']);
  });

  it('a "not shown" route answered 200 with JSON: a difference, read as success', () => {
    expect(compareAnswer('auth.logout', contract.auth.logout, 200, { status: 'OK' })).toMatchObject(
      {
        outcome: 'differs',
        fatal: false,
      },
    );
  });
});
