// @vitest-environment node
import { insertParamsIntoPath, parseAsStandardSchema, type AppRoute } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { routeAuth } from '@contract/route-metadata';
import { ANSWER_READINGS, readSuccessfulAnswer } from '@contract/answer-readers';
import { listRoutes, type RouteName } from '@contract/router';
import { findHandlerCoverageGaps, ROUTE_HANDLERS } from '@mocks/node';
import { call, useMockBackend } from '../support/mock-backend-harness';
import { EXAMPLES, type ExampleRequest, demoToken, signInDemoBeforeAll } from './contract-examples';

/**
 * Generated over every contract route: each has a handler, answers a valid request with a body its
 * response schema accepts, and refuses invalid input with 400 and a message.
 */
useMockBackend();

async function send(route: AppRoute, request: ExampleRequest) {
  const path = insertParamsIntoPath({ path: route.path, params: request.params ?? {} });
  return call(route.method, path, {
    token: request.token,
    body: request.body,
    query: request.query,
    headers: request.headers,
  });
}

async function parsesWithSchema(route: AppRoute, status: number, body: unknown) {
  const schema = parseAsStandardSchema(route.responses[status]);
  if (!schema) return body === null; // a no-body answer
  const result = await schema['~standard'].validate(body);
  return result.issues === undefined;
}

const routes = listRoutes();
const takesJsonBody = (route: AppRoute) =>
  route.method !== 'GET' && 'body' in route && parseAsStandardSchema(route.body) !== null;

signInDemoBeforeAll();

describe('mock handlers cover the contract', () => {
  it('have exactly one handler per contract route', () => {
    expect(findHandlerCoverageGaps()).toEqual({ unhandled: [], unknownOrDuplicate: [] });
  });

  it('report a route without a handler', () => {
    const withoutLogin = ROUTE_HANDLERS.filter((handler) => handler.route.path !== '/api/v1/login');
    expect(findHandlerCoverageGaps(withoutLogin).unhandled).toEqual(['auth.login']);
  });

  it('have a valid example for every route (a new route needs one here)', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(routes.map(({ name }) => name).sort());
  });
});

describe.each(routes)('$name', ({ name, route }) => {
  const example = EXAMPLES[name];

  it('has a handler', () => {
    expect(ROUTE_HANDLERS.some((handler) => handler.route === route)).toBe(true);
  });

  it("answers a valid request with a success its response schema and the client's reader accept", async () => {
    if (!example) throw new Error(`No example for ${name}`);
    const result = await send(route, await example.valid());
    expect(result.status, JSON.stringify(result.body)).toBeGreaterThanOrEqual(200);
    expect(result.status, JSON.stringify(result.body)).toBeLessThan(300);
    expect(Object.keys(route.responses)).toContain(String(result.status));
    expect(await parsesWithSchema(route, result.status, result.body)).toBe(true);

    // The client's tolerant reader reads the fake's exact answer as the contract's schema does.
    const reading = ANSWER_READINGS[name as RouteName];
    const read = readSuccessfulAnswer(reading, result.body ?? undefined);
    expect(read).toMatchObject({ ok: true, notes: [] });
    if (reading.kind === 'no-answer' || !read.ok) return;
    expect(read.status).toBe(result.status);
    const schema = route.responses[result.status] as { parse(value: unknown): unknown };
    expect(read.body).toEqual(schema.parse(result.body));
  });

  const hasInput =
    ('pathParams' in route && route.pathParams !== undefined) ||
    route.query !== undefined ||
    takesJsonBody(route);
  // Routes without any input (e.g. GET /users/me) have nothing to refuse.
  if (hasInput) {
    it('refuses invalid input with 400 and a message', async () => {
      if (!example?.invalid) throw new Error(`No invalid example for ${name}`);
      const result = await send(route, await example.invalid());
      expect(result.status).toBe(400);
      expect(await parsesWithSchema(route, 400, result.body)).toBe(true);
      const body = result.body as { message: string; code: string; issues: unknown[] };
      expect(body.message).toMatch(/^No valid input: \S/);
      expect(body.code).toBe('VALIDATION');
      expect(body.issues.length).toBeGreaterThan(0);
    });
  }

  if (routeAuth(route) === 'token' && takesJsonBody(route)) {
    it('refuses a body that is not JSON with 400', async () => {
      const path = insertParamsIntoPath({
        path: route.path,
        params: { userId: 'x', bookingId: 'x' },
      });
      const result = await call(route.method, path, {
        token: demoToken,
        rawBody: '{not json',
        headers: { 'x-client-id': 'wen-webapp' },
      });
      expect(result.status).toBe(400);
      expect((result.body as { message: string }).message).toContain('not valid JSON');
    });
  }
});
