// @vitest-environment node
import { insertParamsIntoPath, parseAsStandardSchema, type AppRoute } from '@ts-rest/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '@contract/app';
import { routeAuth } from '@contract/route-metadata';
import { ANSWER_READINGS, readSuccessfulAnswer } from '@contract/answer-readers';
import { listRoutes, type RouteName } from '@contract/router';
import {
  db,
  DEMO_PASSWORD,
  findHandlerCoverageGaps,
  NEW_COMPANY_PROFILE,
  PERSONAS,
  ROUTE_HANDLERS,
  signInPersona,
  signInWithCompanySignOn,
} from '@mocks/node';
import { call, TEST_NOW, useMockBackend } from '../support/mock-backend-harness';

/**
 * Generated over every contract route: each has a handler, answers a valid request with a body its
 * response schema accepts, and refuses invalid input with 400 and a message.
 */
useMockBackend();

interface ExampleRequest {
  token?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}
interface RouteExample {
  valid: () => Promise<ExampleRequest>;
  /** A request the route's schemas refuse; absent when the route takes no input. */
  invalid?: () => Promise<ExampleRequest>;
}

let demoToken = '';
const day = (offsetDays: number, hour = 7) =>
  new Date(TEST_NOW.getTime() + offsetDays * 86_400_000 + (hour - 8) * 3_600_000).toISOString();
const everyWeekDay = {
  MONDAY: true,
  TUESDAY: true,
  WEDNESDAY: true,
  THURSDAY: true,
  FRIDAY: true,
  SATURDAY: false,
  SUNDAY: false,
};
const fiz = { latitude: 48.20052, longitude: 11.55963, name: 'FIZ', building: 'FIZ 12' };
const dachau = { latitude: 48.26027, longitude: 11.43416, name: 'Dachau', address: '85221 Dachau' };
const tooLongId = 'x'.repeat(101);
const tokenOf = async (key: keyof typeof PERSONAS) => (await signInPersona(key)).token;
const demoBookingIn = (state: string) => {
  const booking = db.bookings.findFirst((q) =>
    q.where({ ownerId: PERSONAS.demo.id, state: (s) => s === state }),
  );
  if (!booking) throw new Error(`The seed gave the demo user no ${state} booking`);
  return booking.bookingId;
};

const EXAMPLES: Record<string, RouteExample> = {
  'auth.login': {
    valid: async () => ({
      body: { grant_type: 'password', email: PERSONAS.demo.email, password: DEMO_PASSWORD },
    }),
    invalid: async () => ({
      body: { grant_type: 'password', email: 'not-an-email', password: '' },
    }),
  },
  'auth.logout': { valid: async () => ({ token: await tokenOf('demo') }) },
  'auth.registrationLink': {
    valid: async () => ({ query: { email: 'new.colleague@bmw.example' } }),
    invalid: async () => ({ query: { email: 'not-an-email' } }),
  },
  'auth.registerCreate': {
    valid: async () => ({
      body: {
        email: 'conformance@mail.example',
        password: 'Secret123!',
        givenName: 'Clara',
        familyName: 'Conform',
        department: 'QM-7',
        employeeNumber: 'P12345',
        group: 'public',
        acceptedTerms: true,
        acceptedPrivacy: true,
      },
    }),
    invalid: async () => ({ body: { email: 'conformance2@mail.example', password: 'short' } }),
  },
  'auth.registerOnboard': {
    valid: async () => ({
      token: (await signInWithCompanySignOn(NEW_COMPANY_PROFILE.qNumber)).onboardingToken,
      body: {
        email: NEW_COMPANY_PROFILE.email,
        qNumber: NEW_COMPANY_PROFILE.qNumber,
        acceptedTerms: true,
      },
    }),
    invalid: async () => ({
      token: (await signInWithCompanySignOn('Q999002')).onboardingToken,
      body: { email: 'nope', qNumber: '', acceptedTerms: false },
    }),
  },
  'users.me': { valid: async () => ({ token: demoToken }) },
  'users.acceptTerms': {
    valid: async () => ({
      token: await tokenOf('termsPending'),
      body: { userId: PERSONAS.termsPending.id },
    }),
    invalid: async () => ({ token: demoToken, body: { userId: '' } }),
  },
  'users.updateEmail': {
    valid: async () => ({
      token: await tokenOf('missingEmail'),
      body: { email: 'mia.fischer@bmw.example' },
    }),
    invalid: async () => ({ token: demoToken, body: { email: 'not-an-email' } }),
  },
  'bookings.listForUser': {
    valid: async () => ({ token: demoToken, params: { userId: PERSONAS.demo.id } }),
    invalid: async () => ({ token: demoToken, params: { userId: tooLongId } }),
  },
  'bookings.create': {
    valid: async () => ({
      token: demoToken,
      body: {
        integrationId: 'commutePooling',
        origin: dachau,
        destination: fiz,
        departureTime: day(1),
        integrationInfo: {
          postingType: 'OFFERING',
          recurrence: 'RECURRING',
          periodStart: day(1),
          periodEnd: day(30),
          weekDays: everyWeekDay,
          fleets: [],
          userInformation: { email: PERSONAS.demo.email, description: 'Two seats free.' },
        },
      },
    }),
    invalid: async () => ({ token: demoToken, body: { integrationId: 'carsharing' } }),
  },
  'bookings.cancel': {
    valid: async () => ({ token: demoToken, params: { bookingId: demoBookingIn('confirmed') } }),
    invalid: async () => ({ token: demoToken, params: { bookingId: tooLongId } }),
  },
  'bookings.archive': {
    valid: async () => ({ token: demoToken, params: { bookingId: demoBookingIn('finished') } }),
    invalid: async () => ({ token: demoToken, params: { bookingId: tooLongId } }),
  },
  'places.search': {
    valid: async () => ({
      token: demoToken,
      query: { query: 'Dachau', latitude: '48.19353', longitude: '11.57087' },
    }),
    invalid: async () => ({
      token: demoToken,
      query: { query: 'D', latitude: 'north', longitude: '11.5' },
    }),
  },
  'places.buildings': {
    valid: async () => ({
      token: await tokenOf('buildings'),
      query: { query: 'FIZ 12', language: 'de' },
    }),
    invalid: async () => ({ token: demoToken, query: { query: 'FIZ', language: 'fr' } }),
  },
  'places.recent': { valid: async () => ({ token: demoToken }) },
  'places.predefined': { valid: async () => ({ token: demoToken }) },
  'places.debugLocations': { valid: async () => ({ token: demoToken }) },
  'offers.search': {
    valid: async () => ({
      token: demoToken,
      body: {
        mobilityRequestId: '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e',
        origin: { latitude: 48.19353, longitude: 11.57087, name: 'Default location' },
        destination: fiz,
        departureTime: TEST_NOW.toISOString(),
        integrations: { commutePooling: { postingType: 'OFFERING' } },
      },
    }),
    invalid: async () => ({ token: demoToken, body: { mobilityRequestId: 'not-a-uuid' } }),
  },
  'offers.cleanupTripCache': { valid: async () => ({ token: demoToken }) },
  'feedbackSupport.feedback': {
    valid: async () => ({
      token: demoToken,
      headers: { 'x-client-id': 'wen-webapp', 'x-client-secret': '' },
      body: {
        userId: PERSONAS.demo.id,
        message: 'Works well.',
        npsRating: 9,
        integrationId: 'commutePooling',
        appVersion: APP_VERSION,
      },
    }),
    invalid: async () => ({
      token: demoToken,
      headers: { 'x-client-id': 'wen-webapp' },
      body: { userId: PERSONAS.demo.id, message: 'x', npsRating: 11 },
    }),
  },
  'feedbackSupport.support': {
    valid: async () => ({
      token: demoToken,
      body: {
        userId: PERSONAS.demo.id,
        message: 'The map does not load.',
        integrationId: 'commutePooling',
        bundleId: 'Webapp',
        deviceId: 'Webapp',
        appVersion: APP_VERSION,
        attachment: null,
      },
    }),
    invalid: async () => ({ token: demoToken, body: { userId: PERSONAS.demo.id, message: '' } }),
  },
  'app.enforceUpdates': {
    valid: async () => ({ query: { version: APP_VERSION, platform: 'web' } }),
    invalid: async () => ({ query: { version: '', platform: 'desktop' } }),
  },
};

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

beforeAll(async () => {
  demoToken = await tokenOf('demo');
});

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
