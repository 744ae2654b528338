// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_HEADER } from '@contract/route-metadata';
import { contract } from '@contract/router';
import { oneTimePostingRequest } from '@mocks/lib/posting-request';
import { DEMO_PASSWORD, PERSONAS } from '@mocks/seed';
import { startMockHttpServer } from '@mocks/server/mock-http-server';
import type { RunningMockHttpServer } from '@mocks/server/mock-http-server-types';
import { checkJsonSchema } from '../support/json-schema-check';
import { buildOpenApiDocument } from '../../../scripts/openapi/build-openapi-document';
import type { JsonObject } from '../../../scripts/openapi/json-object';
import { toOpenApiPath } from '../../../scripts/openapi/openapi-operations';

/**
 * Issue 38, point 7: the OpenAPI document describes what WEN accepts (its tolerant reader), so a backend team
 * validating against it is not told to answer more narrowly than WEN needs. Every route is called in each
 * real-world-answers scenario (request-scoped, on one server) and each answer is checked against the document:
 * its status must be declared (or covered by a declared 2XX), its media type too, and its body must match the
 * response's JSON Schema (draft 2020-12, as OpenAPI 3.1 uses; tests/unit/support/json-schema-check.ts: no JSON
 * Schema validator for 2020-12 is a dependency of this repo, and the document uses a small set of keywords).
 */

const document = buildOpenApiDocument();
const SCENARIOS = [
  'default',
  'real-world-answers',
  'real-world-answers-json',
  'real-world-answers-empty',
  'real-world-answers-204',
];

type ResponseObject = { content?: Record<string, { schema: JsonObject }> };
type Operation = { responses: Record<string, ResponseObject> };

/** What is wrong with an answer by the document ('' when nothing). */
export function violationOf(
  route: { method: string; path: string },
  status: number,
  contentType: string | null,
  text: string,
): string {
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const operation = paths[toOpenApiPath(route.path)]?.[route.method.toLowerCase()];
  if (!operation) return 'no operation in the document';
  const response =
    operation.responses[String(status)] ??
    (status >= 200 && status < 300 ? operation.responses['2XX'] : undefined) ??
    operation.responses.default;
  if (!response) return `status ${status} is not declared`;
  if (text === '') return ''; // no body: allowed by every response object
  const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const media = response.content?.[mediaType];
  if (!media) return `a ${mediaType || 'body without a type'} is not declared for ${status}`;
  if (mediaType !== 'application/json') return '';
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'the JSON body does not parse';
  }
  return checkJsonSchema(media.schema, body, document).join('; ');
}

let server: RunningMockHttpServer;
beforeAll(async () => {
  server = await startMockHttpServer({ port: 0, failedLoginsPerClient: 100_000 });
});
afterAll(async () => {
  await server?.close();
});

interface Call {
  name: string;
  route: { method: string; path: string };
  path?: string;
  body?: unknown;
  token?: 'demo' | 'none';
  headers?: Record<string, string>;
}

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', email, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { idToken: string };
  return body.idToken;
}

async function bookingId(token: string): Promise<string> {
  const response = await fetch(`${server.url}/api/v1/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
    body: JSON.stringify(
      oneTimePostingRequest({
        start: new Date(Date.now() + 9 * 86_400_000),
        email: PERSONAS.buildings.email ?? '',
      }),
    ),
  });
  return ((await response.json()) as { bookingId: string }).bookingId;
}

async function callsFor(token: string): Promise<Call[]> {
  const demo = PERSONAS.buildings;
  const cancelId = await bookingId(token);
  const c = contract;
  return [
    {
      name: 'auth.login',
      route: c.auth.login,
      body: { grant_type: 'password', email: demo.email, password: DEMO_PASSWORD },
      token: 'none',
    },
    { name: 'auth.registrationLink', route: c.auth.registrationLink, token: 'none' },
    {
      name: 'auth.registerCreate',
      route: c.auth.registerCreate,
      token: 'none',
      body: {
        email: `openapi-${randomUUID()}@mail.example`,
        password: 'Openapi1234!',
        givenName: 'Open',
        familyName: 'Api',
        department: 'QA',
        employeeNumber: `P${Math.floor(Math.random() * 1e6)}`,
        group: 'public',
        acceptedTerms: true,
        acceptedPrivacy: true,
      },
    },
    { name: 'users.me', route: c.users.me },
    { name: 'users.acceptTerms', route: c.users.acceptTerms, body: { userId: demo.id } },
    { name: 'users.updateEmail', route: c.users.updateEmail, body: { email: demo.email } },
    {
      name: 'bookings.listForUser',
      route: c.bookings.listForUser,
      path: `/api/v1/bookings/${demo.id}`,
    },
    {
      name: 'bookings.create',
      route: c.bookings.create,
      body: oneTimePostingRequest({
        start: new Date(Date.now() + 8 * 86_400_000),
        email: demo.email ?? '',
      }),
    },
    {
      name: 'bookings.cancel',
      route: c.bookings.cancel,
      path: `/api/v1/bookings/cancel/${cancelId}`,
    },
    {
      name: 'bookings.archive',
      route: c.bookings.archive,
      path: `/api/v1/bookings/archive/${cancelId}`,
    },
    {
      name: 'places.search',
      route: c.places.search,
      path: '/places?query=Dachau&latitude=48.2&longitude=11.5',
    },
    {
      name: 'places.buildings',
      route: c.places.buildings,
      path: '/places/buildings?query=FIZ&language=de',
    },
    { name: 'places.recent', route: c.places.recent },
    { name: 'places.predefined', route: c.places.predefined },
    { name: 'places.debugLocations', route: c.places.debugLocations },
    {
      name: 'offers.search',
      route: c.offers.search,
      body: {
        mobilityRequestId: randomUUID(),
        origin: { latitude: 48.26027, longitude: 11.43416, name: 'Dachau' },
        destination: { latitude: 48.20052, longitude: 11.55963, name: 'FIZ' },
        departureTime: new Date(Date.now() + 86_400_000).toISOString(),
        integrations: { commutePooling: { postingType: 'OFFERING' } },
      },
    },
    { name: 'offers.cleanupTripCache', route: c.offers.cleanupTripCache },
    {
      name: 'feedbackSupport.feedback',
      route: c.feedbackSupport.feedback,
      headers: { 'x-client-id': 'wen-webapp', 'x-client-secret': 'secret' },
      body: {
        userId: demo.id,
        message: 'OpenAPI check',
        npsRating: 9,
        integrationId: 'commutePooling',
        appVersion: '0.11.4',
      },
    },
    {
      name: 'feedbackSupport.support',
      route: c.feedbackSupport.support,
      body: {
        userId: demo.id,
        message: 'OpenAPI check',
        integrationId: 'commutePooling',
        bundleId: 'Webapp',
        deviceId: 'Webapp',
        appVersion: '0.11.4',
        attachment: 'data:text/plain;base64,QUJD',
      },
    },
    {
      name: 'app.enforceUpdates',
      route: c.app.enforceUpdates,
      path: '/api/v1/app-version/enforce-updates?version=0.11.4&platform=web',
      token: 'none',
    },
    { name: 'auth.logout', route: c.auth.logout },
  ];
}

describe('the OpenAPI document against the real-world answers', () => {
  it('finds no violation in any answer of any real-world-answers scenario (and is not vacuous)', async () => {
    const violations: string[] = [];
    let checked = 0;
    const statuses = new Set<string>();
    for (const scenario of SCENARIOS) {
      const token = await signIn(PERSONAS.buildings.email ?? '');
      for (const call of await callsFor(token)) {
        const response = await fetch(`${server.url}${call.path ?? call.route.path}`, {
          method: call.route.method,
          headers: {
            ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(call.token === 'none' ? {} : { [TOKEN_HEADER]: token }),
            ...(scenario === 'default' ? {} : { 'x-wen-scenario': scenario }),
            ...call.headers,
          },
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
        });
        const text = await response.text();
        expect(response.status, `${scenario} ${call.name}: ${text}`).toBeLessThan(300);
        statuses.add(`${response.status}`);
        checked += 1;
        const violation = violationOf(
          call.route,
          response.status,
          response.headers.get('content-type'),
          text,
        );
        if (violation) violations.push(`${scenario} ${call.name} ${response.status}: ${violation}`);
      }
    }
    expect(violations).toEqual([]);
    expect(checked).toBe(SCENARIOS.length * 21);
    // The scenarios did answer in other shapes than the default's.
    expect([...statuses].sort()).toEqual(['200', '201', '204']);
  }, 120_000);

  it('the check finds what the document does not allow (a wrong status, a wrong body, a wrong type)', () => {
    const me = contract.users.me;
    expect(violationOf(me, 201, 'application/json', '{}')).toMatch(/not declared/);
    expect(violationOf(me, 200, 'application/json', '{"id":42}')).not.toBe('');
    expect(violationOf(me, 200, 'text/plain', 'OK')).toMatch(/not declared/);
    const cancel = contract.bookings.cancel;
    expect(violationOf(cancel, 200, 'text/plain', 'OK')).toBe('');
    expect(violationOf(cancel, 204, 'application/json', '')).toBe('');
  });
});
