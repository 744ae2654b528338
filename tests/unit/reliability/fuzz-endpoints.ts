import { parseAsStandardSchema, type AppRoute } from '@ts-rest/core';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { LoginResponseSchema, type RegistrationRequest } from '@contract/auth';
import { BookingRequestSchema, type BookingRequest } from '@contract/bookings';
import { ErrorBodySchema } from '@contract/errors';
import {
  FeedbackRequestSchema,
  SupportRequestSchema,
  WEBAPP_DEVICE,
} from '@contract/feedback-support';
import { MobilityRequestSchema, OffersResponseSchema } from '@contract/offers';
import { routeAuth, routeSendsClientCredentials, TOKEN_HEADER } from '@contract/route-metadata';
import { listRoutes } from '@contract/router';
import {
  BookingSchema,
  IntegrationIdSchema,
  IsoDateTimeSchema,
  UserSchema,
  WEEK_DAYS,
  weekDaysOf,
  type Booking,
  type Location,
  type User,
  type WeekDays,
} from '@contract/schemas';
import { estimatedArrival } from '@mocks/db/bookings-repository';
import type { CollectionName } from '@mocks/db/database';
import type { BookingRecord, UserRecord } from '@mocks/db/schemas';
import { CLIENT_ID_HEADER } from '@mocks/handlers/define-handler';
import { STORED_RECURRENCES } from '@mocks/seed-constants';
import { berlinDayKey, toBerlinIso } from '@/domain/schedule/berlin-days';
import { matchOf } from '@mocks/lib/matching-bounds';
import {
  confirmRegistration,
  db,
  DEMO_PASSWORD,
  issueAuthorizationCode,
  PERSONAS,
  signInPersona,
  signInWithCompanySignOn,
  type PersonaKey,
} from '@mocks/node';
import { call, TEST_NOW, useMockBackend, type CallResult } from '../support/mock-backend-harness';
import {
  changedByReference,
  changedBySerialisation,
  references,
  serialise,
  type CollectionSerialisation,
} from './database-watch';
import {
  brokenBodies,
  dateEdgeCases,
  emailAddress,
  fractionDigits,
  freeText,
  hostileText,
  hugeString,
  isoAt,
  mutatedBodies,
  offsetMinutes,
  parsedWireBody,
  wireBody,
  type BodyChoice,
  type JsonValue,
} from './hostile-input';

/**
 * Property-based fuzzing of every mutating (POST/PUT) endpoint of the fake backend, through MSW's
 * setupServer with real fetch requests. Per endpoint:
 * - 500 generated invalid or not-allowed requests: each answers the status an oracle derives from the
 *   contract (400 for what its schemas refuse) and the route's business rules (401/403/404/409/429),
 *   with an error body and a message, never 5xx, and leaves the data unchanged (the failed-login counter
 *   aside, which is what a failed login is for);
 * - generated valid requests: accepted, and what was sent reads back equal.
 * The endpoints are fuzzed in two test files (FUZZ_GROUPS, fuzzEndpoints), so that both workers run them at once;
 * each file starts from a freshly seeded database and prints its summary line.
 */

const REJECTED_RUNS = 500;
const FULL_COMPARISON_EVERY = 100;
const FUZZ_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const NOW = TEST_NOW.getTime();
const MINUTE = 60_000;
const DAY = 86_400_000;

// --- bookkeeping for the summary line --------------------------------------------------------------

const inputsTried = new Map<string, number>();
let serverErrors = 0;
function countInput(endpoint: string, status: number): void {
  inputsTried.set(endpoint, (inputsTried.get(endpoint) ?? 0) + 1);
  if (status >= 500) serverErrors += 1;
}

// --- callers and fixtures --------------------------------------------------------------------------

const SIGNED_IN: readonly PersonaKey[] = [
  'demo',
  'noAccess',
  'termsPending',
  'missingEmail',
  'publicUser',
  'buildings',
];
const tokens = {} as Record<PersonaKey, string>;
const fixtures = {
  revokedAccessToken: '',
  spentRefreshToken: '',
  refreshTokenAsAccess: '',
  spentCode: '',
  onboardingToken: '',
  usedOnboardingToken: '',
};

const userById = (id: string): UserRecord | undefined => db.users.findFirst((q) => q.where({ id }));
const sameText = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();
const userByEmail = (email: string) =>
  db.users.findFirst((q) => q.where((u) => sameText(u.email, email)));
const userByQNumber = (qNumber: string) =>
  db.users.findFirst((q) => q.where((u) => sameText(u.qNumber, qNumber)));
const bookingById = (bookingId: string): BookingRecord | undefined =>
  db.bookings.findFirst((q) => q.where({ bookingId }));

// --- requests and the oracle -------------------------------------------------------------------------

/** Who a request claims to be: a signed-in persona, the valid onboarding token, or a token that must fail. */
type TokenChoice =
  | { kind: 'persona'; key: PersonaKey }
  | { kind: 'onboarding' }
  | { kind: 'none' }
  | { kind: 'blank'; value: string }
  | { kind: 'bad'; value: string };

interface FuzzRequest {
  token: TokenChoice;
  params?: Record<string, string>;
  body: BodyChoice;
  headers?: Record<string, string>;
}

interface Outcome {
  status: number;
  code?: string;
  /** Collections this answer may change; all others must stay as they were. */
  mayChange?: CollectionName[];
}

interface Parsed {
  params: Record<string, string>;
  body: unknown;
  caller: UserRecord | undefined;
}

interface EndpointFuzz {
  title: string;
  routeName: string;
  /** Requests to send 500 of; those the oracle finds acceptable are filtered out. */
  rejected: () => fc.Arbitrary<FuzzRequest>;
  /** The outcome once authentication and validation passed (spec rules of the handler). */
  business: (parsed: Parsed) => Outcome;
  /** Valid requests: accepted, and read back equal. */
  valid: () => fc.IAsyncProperty<unknown>;
  validRuns: number;
}

const routes = new Map(listRoutes().map(({ name, route }) => [name, route]));
function routeNamed(name: string): AppRoute {
  const route = routes.get(name);
  if (!route) throw new Error(`No contract route ${name}`);
  return route;
}

const takesJsonBody = (route: AppRoute) =>
  route.method !== 'GET' && 'body' in route && parseAsStandardSchema(route.body) !== null;

function tokenHeader(token: TokenChoice): string | undefined {
  switch (token.kind) {
    case 'persona':
      return tokens[token.key];
    case 'onboarding':
      return fixtures.onboardingToken;
    case 'none':
      return undefined;
    case 'blank':
    case 'bad':
      return token.value;
  }
}

function pathOf(route: AppRoute, params: Record<string, string> = {}): string {
  return route.path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}

function send(route: AppRoute, request: FuzzRequest): Promise<CallResult> {
  const token = tokenHeader(request.token);
  const wire = wireBody(request.body);
  return call(route.method, pathOf(route, request.params), {
    headers: { ...request.headers, ...(token !== undefined ? { [TOKEN_HEADER]: token } : {}) },
    ...(wire !== undefined ? { rawBody: wire } : {}),
  });
}

const schemaOf = (schema: unknown) => schema as z.ZodType;

/** Authentication, client credentials and validation, in the order the mock's handlers apply them. */
function expectedOutcome(spec: EndpointFuzz, request: FuzzRequest): Outcome {
  const route = routeNamed(spec.routeName);
  const auth = routeAuth(route);
  const { token } = request;
  if (auth !== 'none') {
    if (token.kind === 'none' || token.kind === 'blank')
      return { status: 401, code: 'UNAUTHORIZED' };
    if (auth === 'onboarding' && token.kind !== 'onboarding') {
      return { status: 401, code: 'INVALID_ONBOARDING_TOKEN' };
    }
    if (auth === 'token' && token.kind !== 'persona') return { status: 401, code: 'INVALID_TOKEN' };
  }
  if (routeSendsClientCredentials(route) && !request.headers?.[CLIENT_ID_HEADER]) {
    return { status: 401, code: 'CLIENT_CREDENTIALS' };
  }
  let params: Record<string, string> = {};
  if ('pathParams' in route && route.pathParams) {
    const result = schemaOf(route.pathParams).safeParse(request.params ?? {});
    if (!result.success) return { status: 400, code: 'VALIDATION' };
    params = result.data as Record<string, string>;
  }
  let body: unknown = undefined;
  if (takesJsonBody(route)) {
    const raw = parsedWireBody(request.body);
    if ('broken' in raw) return { status: 400, code: 'VALIDATION' };
    const result = schemaOf('body' in route ? route.body : undefined).safeParse(raw.value);
    if (!result.success) return { status: 400, code: 'VALIDATION' };
    body = result.data;
  }
  const caller = token.kind === 'persona' ? userById(PERSONAS[token.key].id) : undefined;
  return spec.business({ params, body, caller });
}

function describeRequest(request: FuzzRequest, result: CallResult): string {
  const shorten = (text: string | undefined) =>
    text === undefined
      ? '(none)'
      : text.length > 300
        ? `${text.slice(0, 300)}… (${text.length} chars)`
        : text;
  return [
    `token: ${request.token.kind === 'persona' ? request.token.key : request.token.kind}`,
    `params: ${shorten(JSON.stringify(request.params ?? {}))}`,
    `body: ${shorten(wireBody(request.body))}`,
    `answer: ${result.status} ${shorten(JSON.stringify(result.body))}`,
  ].join('\n');
}

/** 500 rejected requests: expected status and code, an error body with a message, data unchanged. */
async function fuzzRejected(spec: EndpointFuzz): Promise<void> {
  const route = routeNamed(spec.routeName);
  // The oracle runs when a request is generated, which is right before it is sent (generation is lazy).
  const requests = spec
    .rejected()
    .map((request) => ({ request, expected: expectedOutcome(spec, request) }))
    .filter(({ expected }) => expected.status >= 400);
  const start = serialise();
  const mayChangeOverall = new Set<CollectionName>();
  let runs = 0;

  const compareFully = (reference: CollectionSerialisation) => {
    const changed = changedBySerialisation(reference, serialise()).filter(
      (name) => !mayChangeOverall.has(name),
    );
    expect(changed, 'collections changed by rejected requests').toEqual([]);
  };

  await fc.assert(
    fc.asyncProperty(requests, async ({ request, expected }) => {
      const before = references();
      const result = await send(route, request);
      countInput(spec.title, result.status);
      runs += 1;

      const problems: string[] = [];
      if (result.status !== expected.status) problems.push(`expected status ${expected.status}`);
      const error = ErrorBodySchema.safeParse(result.body);
      if (!error.success || error.data.message.trim() === '')
        problems.push('expected an error body with a message');
      if (expected.code && error.data?.code !== expected.code)
        problems.push(`expected code ${expected.code}`);
      if (expected.status === 400 && !/^No valid input: \S/.test(error.data?.message ?? '')) {
        problems.push("expected a message 'No valid input: <what>'");
      }
      const mayChange = new Set(expected.mayChange ?? []);
      for (const name of mayChange) mayChangeOverall.add(name);
      const changed = changedByReference(before, references()).filter(
        (name) => !mayChange.has(name),
      );
      if (changed.length > 0)
        problems.push(`expected no change, but ${changed.join(', ')} changed`);
      // Built only on failure: the request may hold a megabyte of text.
      if (problems.length > 0)
        throw new Error([...problems, describeRequest(request, result)].join('\n'));
      if (runs % FULL_COMPARISON_EVERY === 0) compareFully(start);
    }),
    { numRuns: REJECTED_RUNS, seed: FUZZ_SEED, endOnFailure: true },
  );
  compareFully(start);
}

// --- shared arbitraries --------------------------------------------------------------------------------

const PRINTABLE_ASCII = Array.from({ length: 94 }, (_, index) => String.fromCharCode(33 + index));

/** Tokens no session has: garbage, huge, revoked, the wrong kind. */
const badTokens = (): fc.Arbitrary<TokenChoice> =>
  fc.oneof(
    fc.constant<TokenChoice>({ kind: 'none' }),
    fc.constantFrom(' ', '\t', '  \t ').map<TokenChoice>((value) => ({ kind: 'blank', value })),
    fc
      .oneof(
        fc.string({ unit: fc.constantFrom(...PRINTABLE_ASCII), minLength: 1, maxLength: 80 }),
        fc.constantFrom(
          fixtures.revokedAccessToken,
          fixtures.spentRefreshToken,
          fixtures.refreshTokenAsAccess,
          fixtures.onboardingToken,
          fixtures.usedOnboardingToken,
          `${tokens.demo}x`,
          tokens.demo.toUpperCase(),
          'Bearer ' + tokens.demo,
          '|$&%@<>',
          'null',
          'undefined',
        ),
        fc
          .constantFrom('a', '|', '<>', 'wen_at_')
          .map((unit) => unit.repeat(Math.ceil(100_000 / unit.length))),
      )
      .map<TokenChoice>((value) => ({ kind: 'bad', value })),
  );

/** Mostly a signed-in caller, sometimes a token that must fail. */
const callerOr = (keys: readonly PersonaKey[]): fc.Arbitrary<TokenChoice> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.constantFrom(...keys).map<TokenChoice>((key) => ({ kind: 'persona', key })),
    },
    { weight: 1, arbitrary: badTokens() },
  );

/** The body of a rejected request: mutations of a valid one, broken JSON, or rule-breaking variants. */
function rejectedBodies(
  base: fc.Arbitrary<JsonValue>,
  ...semantic: Array<fc.Arbitrary<BodyChoice> | fc.WeightedArbitrary<BodyChoice>>
): fc.Arbitrary<BodyChoice> {
  return fc.oneof(
    { weight: 12, arbitrary: mutatedBodies(base, TEST_NOW) },
    { weight: 4, arbitrary: brokenBodies },
    ...semantic.map((entry) => ('weight' in entry ? entry : { weight: 4, arbitrary: entry })),
  );
}

/** A rare variant: for boundary cases that cost a megabyte each. */
const rarely = (arbitrary: fc.Arbitrary<BodyChoice>): fc.WeightedArbitrary<BodyChoice> => ({
  weight: 1,
  arbitrary,
});

const asJson = <T>(arbitrary: fc.Arbitrary<T>) => arbitrary as unknown as fc.Arbitrary<JsonValue>;
const json = (value: unknown): BodyChoice => ({ json: value as JsonValue });

const coordinate = (limit: number) =>
  fc.double({ min: -limit, max: limit, noNaN: true }).map((value) => value + 0);
const location: fc.Arbitrary<Location> = fc.record(
  {
    latitude: coordinate(90),
    longitude: coordinate(180),
    name: freeText(200),
    address: freeText(300),
    building: freeText(40),
  },
  { requiredKeys: ['latitude', 'longitude', 'name'] },
);

const weekDays: fc.Arbitrary<WeekDays> = fc
  .tuple(...WEEK_DAYS.map(() => fc.boolean()))
  .map(
    (flags) =>
      Object.fromEntries(WEEK_DAYS.map((day, index) => [day, flags[index] ?? false])) as WeekDays,
  );

const YEAR_1000 = new Date('1000-01-01T00:00:00Z');
/** Late enough for the far future, early enough that even a trip across the globe arrives before 10000. */
const LATEST_DEPARTURE = new Date('9999-11-01T00:00:00Z');
const instant = (min: Date, max: Date) =>
  fc.date({ min, max, noInvalidDate: true }).map((date) => date.getTime());

/**
 * A period: mostly around now, sometimes anywhere from the year 1000 to the end of 9999 (the contract
 * takes any ISO date; a period may have started long ago as long as it has not ended).
 */
const period = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .record({
        start: fc.integer({ min: -30 * 24 * 60, max: 200 * 24 * 60 }),
        duration: fc.integer({ min: 0, max: 365 * 24 * 60 }),
      })
      .map(({ start, duration }) => ({
        start: NOW + start * MINUTE,
        end: NOW + start * MINUTE + duration * MINUTE,
      })),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      start: instant(YEAR_1000, LATEST_DEPARTURE),
      end: instant(TEST_NOW, LATEST_DEPARTURE),
    }),
  },
);

/** A booking request the contract and the creation rules accept. */
const validBookingRequest: fc.Arbitrary<BookingRequest> = fc
  .record({
    postingType: fc.constantFrom('OFFERING' as const, 'REQUEST' as const),
    recurrence: fc.constantFrom(...STORED_RECURRENCES),
    period,
    weekDays,
    startOffset: offsetMinutes,
    departureOffset: offsetMinutes,
    endOffset: offsetMinutes,
    startDigits: fractionDigits,
    departureDigits: fractionDigits,
    origin: location,
    destination: location,
    email: emailAddress(['bmw.example', 'mail.example']),
    description: fc.oneof(fc.constant(''), freeText(2000)),
  })
  .map((draft) => {
    const oneTime = draft.recurrence === 'ONE_TIME';
    const future = NOW + MINUTE;
    // A one-time trip is a moment that has not passed; other periods end no earlier than now and their start.
    const start = oneTime ? Math.max(draft.period.start, future) : draft.period.start;
    const end = oneTime ? start : Math.max(draft.period.end, start, future);
    const days =
      draft.recurrence === 'RECURRING' && !Object.values(draft.weekDays).some(Boolean)
        ? { ...draft.weekDays, WEDNESDAY: true }
        : draft.weekDays;
    return {
      integrationId: 'commutePooling' as const,
      origin: draft.origin,
      destination: draft.destination,
      departureTime: isoAt(start, draft.departureOffset, draft.departureDigits),
      integrationInfo: {
        postingType: draft.postingType,
        recurrence: draft.recurrence,
        periodStart: isoAt(start, draft.startOffset, draft.startDigits),
        periodEnd: oneTime
          ? isoAt(end, draft.startOffset, draft.startDigits)
          : isoAt(end, draft.endOffset),
        weekDays: days,
        fleets: [],
        userInformation: { email: draft.email, description: draft.description },
      },
    };
  });

/** Booking requests that break a creation rule the schema alone does not express, or a refinement. */
const ruleBreakingBookings: fc.Arbitrary<BodyChoice> = fc
  .tuple(
    validBookingRequest,
    fc.constantFrom(
      'end-before-start',
      'ended',
      'departure-not-start',
      'one-time-span',
      'no-week-day',
      'fleets',
      'arrives-after-9999',
    ),
    fc.integer({ min: 1, max: 500 * 24 * 60 }),
  )
  .map(([request, rule, minutes]) => {
    const info = request.integrationInfo;
    const start = Date.parse(info.periodStart);
    switch (rule) {
      case 'end-before-start':
        return json({
          ...request,
          integrationInfo: { ...info, periodEnd: isoAt(start - minutes * MINUTE, 60) },
        });
      case 'ended':
        return json({
          ...request,
          departureTime: isoAt(NOW - minutes * MINUTE - DAY, 0),
          integrationInfo: {
            ...info,
            periodStart: isoAt(NOW - minutes * MINUTE - DAY, 0),
            periodEnd: isoAt(NOW - minutes * MINUTE, 0),
          },
        });
      case 'departure-not-start':
        return json({ ...request, departureTime: isoAt(start + minutes * MINUTE, 0, 3) });
      case 'one-time-span':
        return json({
          ...request,
          integrationInfo: {
            ...info,
            recurrence: 'ONE_TIME',
            periodEnd: isoAt(start + minutes * MINUTE, 0),
          },
        });
      case 'no-week-day':
        return json({
          ...request,
          integrationInfo: {
            ...info,
            recurrence: 'RECURRING',
            weekDays: weekDaysOf(),
          },
        });
      case 'arrives-after-9999': {
        // 23:00 UTC on 9999-12-31 is already the year 10000 in Munich.
        const late = isoAt(Date.parse('9999-12-31T23:00:00Z') + (minutes % 60) * MINUTE, -60);
        return json({
          ...request,
          departureTime: late,
          integrationInfo: { ...info, recurrence: 'ONE_TIME', periodStart: late, periodEnd: late },
        });
      }
      default:
        return json({ ...request, integrationInfo: { ...info, fleets: ['fleet-1'] } });
    }
  });

const validMobilityRequest = fc.record({
  mobilityRequestId: fc.uuid({ version: 4 }),
  origin: location,
  destination: location,
  departureTime: fc
    .tuple(
      fc.oneof(
        { weight: 8, arbitrary: instant(new Date(NOW - 60 * DAY), new Date(NOW + 365 * DAY)) },
        { weight: 2, arbitrary: instant(YEAR_1000, new Date('9999-12-30T00:00:00Z')) },
      ),
      offsetMinutes,
      fractionDigits,
    )
    .map(([moment, offset, digits]) => isoAt(moment, offset, digits)),
  integrations: fc.record({
    commutePooling: fc.record({
      postingType: fc.constantFrom('OFFERING' as const, 'REQUEST' as const),
    }),
  }),
});

const personaEmails = Object.values(PERSONAS)
  .map((persona) => persona.email)
  .filter((email): email is NonNullable<typeof email> => email !== null);
const takenEmail = fc
  .constantFrom(...personaEmails)
  .chain((email) => fc.mixedCase(fc.constant(email)));
const appVersion = fc.oneof(
  fc.constant('0.11.4'),
  fc.stringMatching(/^\d{1,3}\.\d{1,3}\.\d{1,3}$/),
  freeText(20),
);
const integrationId = fc.constantFrom(...IntegrationIdSchema.options);

let uniqueCounter = 0;
const unique = () => {
  uniqueCounter += 1;
  return uniqueCounter;
};

function lastOf<T>(records: readonly T[]): T {
  const record = records.at(-1);
  if (record === undefined) throw new Error('Nothing was stored');
  return record;
}

async function me(token: string): Promise<User> {
  const result = await call('GET', '/users/me', { token });
  expect(result.status).toBe(200);
  return UserSchema.parse(result.body);
}

async function bookingsOf(token: string, userId: string): Promise<Booking[]> {
  const result = await call('GET', `/api/v1/bookings/${encodeURIComponent(userId)}`, { token });
  expect(result.status).toBe(200);
  return BookingSchema.array().parse(result.body);
}

// --- the endpoints -------------------------------------------------------------------------------------

const passwordPersonas = ['demo', 'noAccess', 'termsPending', 'publicUser', 'buildings'] as const;

const loginPassword: EndpointFuzz = {
  title: 'login (password)',
  routeName: 'auth.login',
  rejected: () =>
    fc.record({
      token: fc.oneof(fc.constant<TokenChoice>({ kind: 'none' }), badTokens()),
      body: rejectedBodies(
        // Unknown addresses only: failures on the personas' addresses would lock them.
        asJson(
          fc.record({
            grant_type: fc.constant('password'),
            email: emailAddress(),
            password: freeText(200),
          }),
        ),
        rarely(
          fc
            .record({ password: hugeString, email: emailAddress() })
            .map(({ password, email }) => json({ grant_type: 'password', email, password })),
        ),
      ),
    }),
  business: ({ body }) => {
    const { email, password } = body as { email: string; password: string };
    const key = email.trim().toLowerCase();
    const lock = db.lockouts.findFirst((q) => q.where({ email: key }));
    if (lock && Date.parse(lock.lockedUntil) > NOW) return { status: 429, code: 'LOCKED' };
    const user = userByEmail(email);
    if (!user?.passwordHash || password !== DEMO_PASSWORD) {
      return { status: 401, code: 'INVALID_CREDENTIALS', mayChange: ['loginFailures', 'lockouts'] };
    }
    return user.active ? { status: 200 } : { status: 403, code: 'INACTIVE' };
  },
  validRuns: 60,
  valid: () =>
    fc.asyncProperty(
      fc.constantFrom(...passwordPersonas).chain((key) =>
        fc.record({
          key: fc.constant(key),
          email: fc.mixedCase(fc.constant(PERSONAS[key].email)),
        }),
      ),
      async ({ key, email }) => {
        const result = await call('POST', '/api/v1/login', {
          body: { grant_type: 'password', email, password: DEMO_PASSWORD },
        });
        countInput('login (password)', result.status);
        expect(result.status).toBe(200);
        const login = LoginResponseSchema.parse(result.body);
        expect(login.user.id).toBe(PERSONAS[key].id);
        expect(await me(login.idToken ?? '')).toEqual(login.user);
      },
    ),
};

const registeredCodePersonas = [
  'demo',
  'noAccess',
  'termsPending',
  'missingEmail',
  'buildings',
] as const;

const loginCode: EndpointFuzz = {
  title: 'login (authorization code)',
  routeName: 'auth.login',
  rejected: () =>
    fc.record({
      token: fc.constant<TokenChoice>({ kind: 'none' }),
      body: rejectedBodies(
        asJson(
          fc.record({
            grant_type: fc.constant('authorization_code'),
            code: fc.oneof(
              fc.constant(fixtures.spentCode),
              fc.string({ minLength: 1, maxLength: 500 }),
              hostileText(),
            ),
            redirect_uri: fc.oneof(fc.webUrl(), fc.constant('http://localhost/wen')),
          }),
        ),
      ),
    }),
  // Every well-formed code here is unknown or spent: redeeming it changes nothing.
  business: () => ({ status: 401, code: 'INVALID_CODE' }),
  validRuns: 60,
  valid: () =>
    fc.asyncProperty(
      fc.oneof(fc.constantFrom(...registeredCodePersonas), fc.constant('newcomer' as const)),
      fc.webUrl(),
      async (who, redirectUri) => {
        const qNumber = who === 'newcomer' ? 'Q999001' : (PERSONAS[who].qNumber ?? '');
        const code = await issueAuthorizationCode(qNumber);
        const body = { grant_type: 'authorization_code', code, redirect_uri: redirectUri };
        const result = await call('POST', '/api/v1/login', { body });
        countInput('login (authorization code)', result.status);
        expect(result.status).toBe(200);
        const login = LoginResponseSchema.parse(result.body);
        expect(login.user.qNumber).toBe(qNumber);
        if (who === 'newcomer') {
          expect(login.idToken).toBeUndefined();
          expect(login.onboardingToken).toBeTruthy();
        } else {
          expect(login.user.id).toBe(PERSONAS[who].id);
          expect(await me(login.idToken ?? '')).toEqual(login.user);
        }
        // Single use: the same code again is refused.
        expect((await call('POST', '/api/v1/login', { body })).status).toBe(401);
      },
    ),
};

const loginRefresh: EndpointFuzz = {
  title: 'login (refresh token)',
  routeName: 'auth.login',
  rejected: () =>
    fc.record({
      token: fc.constant<TokenChoice>({ kind: 'none' }),
      body: rejectedBodies(
        asJson(
          fc.record({
            grant_type: fc.constant('refresh_token'),
            refresh_token: fc.oneof(
              fc.constantFrom(fixtures.spentRefreshToken, fixtures.revokedAccessToken, tokens.demo),
              fc.string({ minLength: 1, maxLength: 500 }),
              hostileText(),
            ),
          }),
        ),
      ),
    }),
  business: () => ({ status: 401, code: 'INVALID_REFRESH_TOKEN' }),
  validRuns: 60,
  valid: () => {
    const current = new Map<PersonaKey, string>();
    return fc.asyncProperty(fc.constantFrom(...passwordPersonas), async (key) => {
      const refreshToken = current.get(key) ?? (await signInPersona(key)).refreshToken;
      const body = { grant_type: 'refresh_token', refresh_token: refreshToken };
      const result = await call('POST', '/api/v1/login', { body });
      countInput('login (refresh token)', result.status);
      expect(result.status).toBe(200);
      const login = LoginResponseSchema.parse(result.body);
      expect(login.user.id).toBe(PERSONAS[key].id);
      expect(await me(login.idToken ?? '')).toEqual(login.user);
      // Rotation: the used refresh token is spent.
      expect((await call('POST', '/api/v1/login', { body })).status).toBe(401);
      current.set(key, login.refreshToken ?? '');
    });
  },
};

const logout: EndpointFuzz = {
  title: 'logout',
  routeName: 'auth.logout',
  rejected: () => fc.record({ token: badTokens(), body: brokenBodies }),
  business: () => ({ status: 204 }),
  validRuns: 50,
  valid: () =>
    fc.asyncProperty(fc.constantFrom(...passwordPersonas), brokenBodies, async (key, body) => {
      const session = await signInPersona(key);
      const wire = wireBody(body);
      const result = await call('POST', '/api/v1/logout', {
        token: session.token,
        ...(wire !== undefined ? { rawBody: wire } : {}),
      });
      countInput('logout', result.status);
      expect(result.status).toBe(204);
      expect((await call('GET', '/users/me', { token: session.token })).status).toBe(401);
      const refresh = { grant_type: 'refresh_token', refresh_token: session.refreshToken };
      expect((await call('POST', '/api/v1/login', { body: refresh })).status).toBe(401);
    }),
};

const validRegistration = (corporate: boolean): fc.Arbitrary<RegistrationRequest> =>
  fc
    .record({
      local: fc.stringMatching(/^[a-z][a-z0-9_'+-]{0,10}$/),
      domain: fc.constantFrom('mail.example', 'bmw.example', 'fuzz.example'),
      password: fc.string({ minLength: 8, maxLength: 200 }),
      givenName: freeText(100),
      familyName: freeText(100),
      department: freeText(100),
      padding: fc.constantFrom('', ' ', '\t', '  '),
    })
    .map((draft) => {
      const n = unique();
      return {
        email: `${draft.local}.${n}@${draft.domain}`,
        password: draft.password,
        // Free text is trimmed by the contract: padding must not matter.
        givenName: `${draft.padding}${draft.givenName}`,
        familyName: draft.familyName,
        department: `${draft.department}${draft.padding}`,
        employeeNumber: corporate ? `${draft.padding}qr${n}` : `p${n}`,
        group: corporate ? ('corporate' as const) : ('public' as const),
        acceptedTerms: true as const,
        acceptedPrivacy: true as const,
      };
    });

const registerCreate: EndpointFuzz = {
  title: 'registerCreate',
  routeName: 'auth.registerCreate',
  rejected: () =>
    fc.record({
      token: fc.oneof(fc.constant<TokenChoice>({ kind: 'none' }), badTokens()),
      body: rejectedBodies(
        asJson(fc.boolean().chain(validRegistration)),
        // Well-formed, but the address or the employee number is taken.
        fc
          .tuple(fc.boolean().chain(validRegistration), takenEmail)
          .map(([request, email]) => json({ ...request, email })),
        fc
          .tuple(validRegistration(true), fc.constantFrom('Q123456', 'q234567', ' QX12345 '))
          .map(([request, employeeNumber]) => json({ ...request, employeeNumber })),
      ),
    }),
  business: ({ body }) => {
    const request = body as RegistrationRequest;
    if (userByEmail(request.email)) return { status: 409, code: 'EMAIL_IN_USE' };
    if (request.group === 'corporate' && userByQNumber(request.employeeNumber.toUpperCase())) {
      return { status: 409, code: 'EMPLOYEE_NUMBER_IN_USE' };
    }
    return { status: 201 };
  },
  validRuns: 60,
  valid: () =>
    fc.asyncProperty(fc.boolean().chain(validRegistration), async (request) => {
      const result = await call('POST', '/api/v1/register/create', { body: request });
      countInput('registerCreate', result.status);
      expect(result.status).toBe(201);
      expect(result.body).toEqual({ email: request.email, confirmationValidDays: 14 });
      // Read back: confirm as the mail's link does, then sign in.
      await confirmRegistration(request.email);
      const login = await call('POST', '/api/v1/login', {
        body: { grant_type: 'password', email: request.email, password: request.password },
      });
      expect(login.status).toBe(200);
      const user = LoginResponseSchema.parse(login.body).user;
      const corporate = request.group === 'corporate';
      const employeeNumber = request.employeeNumber.trim().toUpperCase();
      expect(user).toMatchObject({
        email: request.email,
        givenName: request.givenName.trim(),
        familyName: request.familyName.trim(),
        department: request.department.trim(),
        group: request.group,
        type: corporate ? 'BMWUser' : 'PublicUser',
        qNumber: corporate ? employeeNumber : null,
        accountNumber: corporate ? null : employeeNumber,
        acceptedTerms: true,
        active: true,
      });
    }),
};

const registerOnboard: EndpointFuzz = {
  title: 'registerOnboard',
  routeName: 'auth.registerOnboard',
  rejected: () =>
    fc.record({
      token: fc.oneof(
        { weight: 6, arbitrary: fc.constant<TokenChoice>({ kind: 'onboarding' }) },
        {
          weight: 1,
          // The one onboarding token that is valid here is the 'onboarding' choice.
          arbitrary: badTokens().filter(
            (token) => !('value' in token) || token.value !== fixtures.onboardingToken,
          ),
        },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom(...SIGNED_IN)
            .map<TokenChoice>((key) => ({ kind: 'persona', key })),
        },
      ),
      body: rejectedBodies(
        asJson(
          fc.record({
            email: fc.oneof(emailAddress(['bmw.example']), takenEmail),
            qNumber: fc.oneof(
              fc.mixedCase(fc.constant('Q999002')),
              fc.constantFrom('Q123456', 'Q999001', 'Q999003'),
            ),
            acceptedTerms: fc.constant(true),
          }),
        ),
      ),
    }),
  business: ({ body }) => {
    const request = body as { email: string; qNumber: string };
    if (request.qNumber.toLowerCase() !== 'q999002') return { status: 403, code: 'FORBIDDEN' };
    if (userByQNumber('Q999002')) return { status: 409, code: 'ALREADY_REGISTERED' };
    if (userByEmail(request.email)) return { status: 409, code: 'EMAIL_IN_USE' };
    return { status: 201 };
  },
  validRuns: 40,
  valid: () =>
    fc.asyncProperty(
      fc.record({
        givenName: freeText(100),
        familyName: freeText(100),
        email: emailAddress(['bmw.example']),
        padding: fc.constantFrom('', ' ', '\t'),
        lowerCase: fc.boolean(),
      }),
      async ({ givenName, familyName, email: address, padding, lowerCase }) => {
        // A new employee of the company directory for every run (the seed has only three).
        const n = unique();
        const qNumber = `QF${String(n).padStart(5, '0')}`;
        await db.companyProfiles.create({
          qNumber,
          givenName,
          familyName,
          department: null,
          email: null,
          accountNumber: null,
        });
        const email = address.replace('@', `.${n}@`);
        const signOn = await signInWithCompanySignOn(qNumber);
        const sentQNumber = `${padding}${lowerCase ? qNumber.toLowerCase() : qNumber}${padding}`;
        const result = await call('POST', '/api/v1/register/onboard', {
          token: signOn.onboardingToken,
          body: { email, qNumber: sentQNumber, acceptedTerms: true },
        });
        countInput('registerOnboard', result.status);
        expect(result.status).toBe(201);
        const { userId } = result.body as { userId: string };
        const signedIn = await signInWithCompanySignOn(qNumber);
        expect(await me(signedIn.idToken ?? '')).toMatchObject({
          id: userId,
          email,
          qNumber,
          givenName,
          familyName,
          acceptedTerms: true,
          active: true,
          group: 'corporate',
        });
      },
    ),
};

const acceptTerms: EndpointFuzz = {
  title: 'acceptTerms',
  routeName: 'users.acceptTerms',
  rejected: () =>
    fc.record({
      token: callerOr(['termsPending', 'demo']),
      body: rejectedBodies(
        asJson(
          fc.record({
            userId: fc.oneof(
              fc.constantFrom(...Object.values(PERSONAS).map((persona) => persona.id)),
              fc.constantFrom(' user-demo', 'USER-DEMO', 'user-demo\u200B', 'user-terms-pending '),
              hostileText(),
            ),
          }),
        ),
        rarely(hugeString.map((userId) => json({ userId }))),
      ),
    }),
  business: ({ body, caller }) =>
    (body as { userId: string }).userId === caller?.id
      ? { status: 204 }
      : { status: 403, code: 'FORBIDDEN' },
  validRuns: 40,
  valid: () =>
    fc.asyncProperty(fc.constantFrom(...SIGNED_IN), async (key) => {
      const { id } = PERSONAS[key];
      await db.users.update((q) => q.where({ id }), {
        data: (draft) => {
          draft.acceptedTerms = false;
        },
      });
      const result = await call('POST', '/users/acceptTerms', {
        token: tokens[key],
        body: { userId: id },
      });
      countInput('acceptTerms', result.status);
      expect(result.status).toBe(204);
      expect((await me(tokens[key])).acceptedTerms).toBe(true);
    }),
};

const updateEmail: EndpointFuzz = {
  title: 'updateEmail',
  routeName: 'users.updateEmail',
  rejected: () =>
    fc.record({
      token: callerOr(['demo', 'missingEmail']),
      body: rejectedBodies(
        asJson(fc.record({ email: fc.oneof(takenEmail, emailAddress()) })),
        takenEmail.map((email) => json({ email })),
      ),
    }),
  business: ({ body, caller }) => {
    const holder = userByEmail((body as { email: string }).email);
    return holder && holder.id !== caller?.id
      ? { status: 409, code: 'EMAIL_IN_USE' }
      : { status: 200 };
  },
  validRuns: 60,
  valid: () =>
    fc.asyncProperty(emailAddress(['bmw.example', 'mail.example']), async (address) => {
      const email = address.replace('@', `.${unique()}@`);
      const result = await call('POST', '/users/me/update-email', {
        token: tokens.missingEmail,
        body: { email },
      });
      countInput('updateEmail', result.status);
      expect(result.status).toBe(200);
      expect(UserSchema.parse(result.body).email).toBe(email);
      expect((await me(tokens.missingEmail)).email).toBe(email);
    }),
};

const createBooking: EndpointFuzz = {
  title: 'bookings.create',
  routeName: 'bookings.create',
  rejected: () =>
    fc.record({
      token: callerOr(['demo', 'demo', 'noAccess']),
      body: rejectedBodies(asJson(validBookingRequest), ruleBreakingBookings),
    }),
  business: ({ body, caller }) => {
    if (!caller?.commutePooling.enabled) return { status: 403, code: 'NO_ACCESS' };
    const request = body as BookingRequest;
    const info = request.integrationInfo;
    const start = Date.parse(info.periodStart);
    if (Date.parse(info.periodEnd) < NOW) return { status: 400, code: 'VALIDATION' };
    if (Date.parse(request.departureTime) !== start) return { status: 400, code: 'VALIDATION' };
    if (info.recurrence === 'ONE_TIME' && Date.parse(info.periodEnd) !== start) {
      return { status: 400, code: 'VALIDATION' };
    }
    const arrival = estimatedArrival(request.origin, request.destination, new Date(start));
    if (!IsoDateTimeSchema.safeParse(toBerlinIso(arrival)).success) {
      return { status: 400, code: 'VALIDATION' };
    }
    return { status: 201 };
  },
  validRuns: 60,
  valid: () =>
    fc.asyncProperty(validBookingRequest, async (request) => {
      expect(BookingRequestSchema.safeParse(request).success).toBe(true);
      const result = await call('POST', '/api/v1/bookings', { token: tokens.demo, body: request });
      countInput('bookings.create', result.status);
      expect(result.status, JSON.stringify(result.body)).toBe(201);
      const created = BookingSchema.parse(result.body);
      const info = request.integrationInfo;
      expect(created.state).toBe('confirmed');
      expect(created.travelInfo).toMatchObject({
        origin: request.origin,
        destination: request.destination,
        departureTime: request.departureTime,
        integrationInfo: {
          postingType: info.postingType,
          recurrence: info.recurrence,
          weekDays: info.weekDays,
          periodStart: info.periodStart,
          periodEnd: info.periodEnd,
          ...(info.recurrence === 'ONE_TIME' ? { meetingTime: info.periodStart } : {}),
          userInformation: {
            // The account's address, whatever the request named (issue 38).
            email: PERSONAS.demo.email,
            ...(info.userInformation.description
              ? { description: info.userInformation.description }
              : {}),
          },
        },
      });
      if (!info.userInformation.description) {
        expect(created.travelInfo.integrationInfo.userInformation.description).toBeUndefined();
      }
      expect(await bookingsOf(tokens.demo, PERSONAS.demo.id)).toContainEqual(created);
    }),
};

const LONE_SURROGATE = /\p{Cs}/u;

/** Booking ids to try: unknown and hostile ones, other users' bookings, own bookings in any state. */
const bookingIds = (): fc.Arbitrary<string> => {
  const all = db.bookings.all();
  const others = all
    .filter((booking) => booking.ownerId !== PERSONAS.demo.id)
    .map((b) => b.bookingId);
  const own = all.filter((booking) => booking.ownerId === PERSONAS.demo.id).map((b) => b.bookingId);
  const some = (arbitrary: fc.Arbitrary<string>) => ({ weight: 6, arbitrary });
  return fc.oneof(
    some(fc.constantFrom(...others.slice(0, 200))),
    some(fc.constantFrom(...own)),
    some(fc.constantFrom(...own).map((id) => `${id} `)),
    some(fc.constantFrom(...own).map((id) => id.toUpperCase())),
    // An empty id addresses another path, '.' and '..' are path segments, a URL cannot carry lone surrogates.
    some(
      hostileText().filter(
        (id) => id !== '' && id !== '.' && id !== '..' && !LONE_SURROGATE.test(id),
      ),
    ),
    some(fc.string({ unit: 'grapheme', minLength: 101, maxLength: 140 })),
    // A 100,000-character URL takes MSW ~0.1 s to match: rare, but there.
    { weight: 1, arbitrary: hugeString.filter((id) => !LONE_SURROGATE.test(id)) },
  );
};

function bookingTransition(
  title: string,
  routeName: string,
  allowed: readonly string[],
): Omit<EndpointFuzz, 'valid' | 'validRuns'> {
  return {
    title,
    routeName,
    rejected: () =>
      fc.record({
        token: callerOr(['demo']),
        params: bookingIds().map((bookingId) => ({ bookingId })),
        // The route takes no body: whatever is sent is ignored.
        body: fc.oneof(fc.constant<BodyChoice>({ none: true }), brokenBodies),
      }),
    business: ({ params, caller }) => {
      const booking = bookingById(params.bookingId ?? '');
      if (!booking) return { status: 404, code: 'NOT_FOUND' };
      if (booking.ownerId !== caller?.id) return { status: 403, code: 'FORBIDDEN' };
      if (!allowed.includes(booking.state)) return { status: 409, code: 'INVALID_STATE' };
      return { status: 200 };
    },
  };
}

async function createdBooking(request: BookingRequest): Promise<Booking> {
  const result = await call('POST', '/api/v1/bookings', { token: tokens.demo, body: request });
  expect(result.status).toBe(201);
  return BookingSchema.parse(result.body);
}

async function transitionAndReadBack(path: 'cancel' | 'archive', booking: Booking, title: string) {
  const result = await call(
    'PUT',
    `/api/v1/bookings/${path}/${encodeURIComponent(booking.bookingId)}`,
    {
      token: tokens.demo,
    },
  );
  countInput(title, result.status);
  expect(result.status).toBe(200);
  const updated = BookingSchema.parse(result.body);
  expect(updated).toEqual({ ...booking, state: path === 'cancel' ? 'cancelled' : 'archived' });
  expect(await bookingsOf(tokens.demo, PERSONAS.demo.id)).toContainEqual(updated);
  return updated;
}

const cancelBooking: EndpointFuzz = {
  ...bookingTransition('bookings.cancel', 'bookings.cancel', ['confirmed', 'active']),
  validRuns: 30,
  valid: () =>
    fc.asyncProperty(validBookingRequest, async (request) => {
      await transitionAndReadBack('cancel', await createdBooking(request), 'bookings.cancel');
    }),
};

const archiveBooking: EndpointFuzz = {
  ...bookingTransition('bookings.archive', 'bookings.archive', [
    'finished',
    'expired',
    'cancelled',
  ]),
  validRuns: 30,
  valid: () =>
    fc.asyncProperty(validBookingRequest, async (request) => {
      const cancelled = await transitionAndReadBack(
        'cancel',
        await createdBooking(request),
        'bookings.cancel',
      );
      await transitionAndReadBack('archive', cancelled, 'bookings.archive');
    }),
};

const berlinCalendar = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});
/** The Munich calendar day of an instant as a number that orders chronologically, e.g. 20261124. */
function berlinDayNumber(iso: string): number {
  const parts = berlinCalendar.formatToParts(new Date(iso));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return value('year') * 10_000 + value('month') * 100 + value('day');
}
function weekDayOfDayNumber(day: number): (typeof WEEK_DAYS)[number] {
  const date = new Date(0);
  date.setUTCFullYear(Math.floor(day / 10_000), (Math.floor(day / 100) % 100) - 1, day % 100);
  return WEEK_DAYS[(date.getUTCDay() + 6) % 7] ?? 'MONDAY';
}
/** ISO week number: the week of the Thursday of the day's Monday-to-Sunday week, counted from that year's 1 January. */
function isoWeekOfDayNumber(day: number): number {
  const thursday = new Date(0);
  const mondayFirst = WEEK_DAYS.indexOf(weekDayOfDayNumber(day));
  thursday.setUTCFullYear(
    Math.floor(day / 10_000),
    (Math.floor(day / 100) % 100) - 1,
    (day % 100) - mondayFirst + 3,
  );
  const newYear = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return 1 + Math.floor((thursday.getTime() - newYear) / (7 * 86_400_000));
}

/**
 * The search rule, independently: valid postings of the searched type by other users with car-pooling access
 * (a colleague without it cannot be contacted about a ride), whose period covers
 * the departure day in Munich (a one-time posting: its day; a flexible one: also on one of its week days;
 * a shift: also Monday to Friday, the even/odd early shift in even/odd ISO weeks only).
 */
function expectedOfferIds(
  request: z.infer<typeof MobilityRequestSchema>,
  callerId: string,
): string[] {
  const day = berlinDayNumber(request.departureTime);
  const weekDay = weekDayOfDayNumber(day);
  const withAccess = new Set(
    db.users
      .all()
      .filter((user) => user.commutePooling.enabled)
      .map((user) => user.id),
  );
  return db.bookings
    .all()
    .filter(({ ownerId, state, travelInfo }) => {
      const info = travelInfo.integrationInfo;
      if (ownerId === callerId || (state !== 'confirmed' && state !== 'active')) return false;
      if (!withAccess.has(ownerId)) return false;
      if (info.postingType !== request.integrations.commutePooling.postingType) return false;
      // Where the matching bounds admit it (their edges: tests/unit/mocks/matching-bounds.test.ts).
      const near = matchOf(
        {
          origin: request.origin,
          destination: request.destination,
          postingType: info.postingType,
          day: berlinDayKey(new Date(request.departureTime)),
          requestedMinutes: null,
        },
        travelInfo,
      ).match;
      if (near === null) return false;
      const oneTime = info.recurrence === 'ONE_TIME';
      const first = berlinDayNumber(
        oneTime ? (info.meetingTime ?? info.periodStart) : info.periodStart,
      );
      const last = oneTime ? first : berlinDayNumber(info.periodEnd);
      if (day < first || day > last) return false;
      if (oneTime) return true;
      if (info.recurrence === 'RECURRING') return info.weekDays[weekDay];
      if (weekDay === 'SATURDAY' || weekDay === 'SUNDAY') return false;
      const week = isoWeekOfDayNumber(day);
      if (info.recurrence === 'EARLY_SHIFT_EVEN_WEEKS') return week % 2 === 0;
      if (info.recurrence === 'EARLY_SHIFT_ODD_WEEKS') return week % 2 === 1;
      return true;
    })
    .map(({ bookingId }) => bookingId);
}

const searchOffers: EndpointFuzz = {
  title: 'offers.search',
  routeName: 'offers.search',
  rejected: () =>
    fc.record({
      token: callerOr(['demo', 'demo', 'noAccess']),
      body: rejectedBodies(
        asJson(validMobilityRequest),
        fc
          .tuple(validMobilityRequest, dateEdgeCases(TEST_NOW))
          .map(([request, departureTime]) => json({ ...request, departureTime })),
      ),
    }),
  business: ({ caller }) =>
    caller?.commutePooling.enabled ? { status: 200 } : { status: 403, code: 'NO_ACCESS' },
  validRuns: 60,
  valid: () =>
    fc.asyncProperty(validMobilityRequest, async (request) => {
      expect(MobilityRequestSchema.safeParse(request).success).toBe(true);
      const before = references();
      const result = await call('POST', '/api/v1/offers', { token: tokens.demo, body: request });
      countInput('offers.search', result.status);
      expect(result.status).toBe(200);
      const answer = OffersResponseSchema.parse(result.body);
      expect(answer.mobilityRequestId).toBe(request.mobilityRequestId);
      const offers = answer.integrations.commutePooling.integrationOffer.travelInfoList;
      const totals = offers.map((offer) => offer.originDistance + offer.destinationDistance);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      for (const {
        bookingId,
        originDistance: _o,
        destinationDistance: _d,
        ...travelInfo
      } of offers) {
        const stored = bookingById(bookingId);
        expect(stored?.ownerId).not.toBe(PERSONAS.demo.id);
        expect(['confirmed', 'active']).toContain(stored?.state);
        expect(travelInfo.integrationInfo.postingType).toBe(
          request.integrations.commutePooling.postingType,
        );
        expect(BookingSchema.shape.travelInfo.parse(stored?.travelInfo)).toEqual(travelInfo);
      }
      // Complete: exactly the postings that run on the departure day are found.
      const found = offers.map((offer) => offer.bookingId).sort();
      expect(found).toEqual(expectedOfferIds(request, PERSONAS.demo.id).sort());
      // A search reads only.
      expect(changedByReference(before, references())).toEqual([]);
    }),
};

const cleanupTripCache: EndpointFuzz = {
  title: 'cleanupTripCache',
  routeName: 'offers.cleanupTripCache',
  rejected: () => fc.record({ token: badTokens(), body: brokenBodies }),
  business: () => ({ status: 204 }),
  validRuns: 50,
  valid: () =>
    fc.asyncProperty(fc.constantFrom(...SIGNED_IN), brokenBodies, async (key, body) => {
      const count = () =>
        db.tripCacheCleanups.findMany((q) => q.where({ userId: PERSONAS[key].id })).length;
      const before = count();
      const wire = wireBody(body);
      const result = await call('POST', '/api/v1/redis/cleanup-trip-cache', {
        token: tokens[key],
        ...(wire !== undefined ? { rawBody: wire } : {}),
      });
      countInput('cleanupTripCache', result.status);
      expect(result.status).toBe(204);
      expect(count()).toBe(before + 1);
    }),
};

const otherUserIds = fc.constantFrom(...Object.values(PERSONAS).map((persona) => persona.id));

const validFeedback = (userId: string) =>
  fc.record({
    userId: fc.constant(userId),
    message: fc.oneof(fc.constant('no answer'), freeText(2000)),
    npsRating: fc.integer({ min: 0, max: 10 }),
    integrationId,
    appVersion,
  });

const feedback: EndpointFuzz = {
  title: 'feedback',
  routeName: 'feedbackSupport.feedback',
  rejected: () =>
    fc.record({
      token: callerOr(['demo']),
      headers: fc.oneof(
        { weight: 6, arbitrary: fc.constant({ [CLIENT_ID_HEADER]: 'wen-webapp' }) },
        {
          weight: 1,
          arbitrary: fc.constantFrom({}, { [CLIENT_ID_HEADER]: '' }, { 'x-client-secret': 'x' }),
        },
      ),
      body: rejectedBodies(
        asJson(otherUserIds.chain(validFeedback)),
        fc
          .tuple(validFeedback(PERSONAS.demo.id), fc.integer({ min: 11, max: 1000 }), fc.boolean())
          .map(([request, rating, negative]) =>
            json({ ...request, npsRating: negative ? -rating : rating }),
          ),
      ),
    }),
  business: ({ body, caller }) =>
    (body as { userId: string }).userId === caller?.id
      ? { status: 204 }
      : { status: 403, code: 'FORBIDDEN' },
  validRuns: 100,
  valid: () =>
    fc.asyncProperty(validFeedback(PERSONAS.demo.id), async (request) => {
      const result = await call('POST', '/feedback/nps', {
        token: tokens.demo,
        headers: { [CLIENT_ID_HEADER]: 'wen-webapp' },
        body: request,
      });
      countInput('feedback', result.status);
      expect(result.status).toBe(204);
      const { id: _id, receivedAt, ...stored } = lastOf(db.feedback.all());
      expect(receivedAt).toBe(TEST_NOW.toISOString());
      expect(stored).toEqual(FeedbackRequestSchema.parse(request));
    }),
};

const validSupport = (userId: string) =>
  fc.record({
    userId: fc.constant(userId),
    message: freeText(5000),
    integrationId,
    bundleId: fc.constant(WEBAPP_DEVICE),
    deviceId: fc.constant(WEBAPP_DEVICE),
    appVersion,
    attachment: fc.oneof(
      fc.constant(null),
      fc.base64String({ maxLength: 400 }).map((data) => `data:image/png;base64,${data}`),
    ),
  });

const support: EndpointFuzz = {
  title: 'support',
  routeName: 'feedbackSupport.support',
  rejected: () =>
    fc.record({
      token: callerOr(['demo']),
      body: rejectedBodies(
        asJson(otherUserIds.chain(validSupport)),
        rarely(
          fc
            .tuple(validSupport(PERSONAS.demo.id), fc.constantFrom('a', '😀'))
            .map(([request, unit]) =>
              json({ ...request, attachment: unit.repeat(Math.ceil(1_000_001 / unit.length)) }),
            ),
        ),
      ),
    }),
  business: ({ body, caller }) =>
    (body as { userId: string }).userId === caller?.id
      ? { status: 204 }
      : { status: 403, code: 'FORBIDDEN' },
  validRuns: 100,
  valid: () =>
    fc.asyncProperty(validSupport(PERSONAS.demo.id), async (request) => {
      const result = await call('POST', '/support', { token: tokens.demo, body: request });
      countInput('support', result.status);
      expect(result.status).toBe(204);
      const { id: _id, receivedAt, ...stored } = lastOf(db.supportMessages.all());
      expect(receivedAt).toBe(TEST_NOW.toISOString());
      expect(stored).toEqual(SupportRequestSchema.parse(request));
    }),
};

const ENDPOINTS: EndpointFuzz[] = [
  loginPassword,
  loginCode,
  loginRefresh,
  logout,
  registerCreate,
  registerOnboard,
  acceptTerms,
  updateEmail,
  createBooking,
  cancelBooking,
  archiveBooking,
  searchOffers,
  cleanupTripCache,
  feedback,
  support,
];

/**
 * The endpoints by test file (tests/unit/reliability/fuzz-*-endpoints.test.ts): two groups of about equal time
 * (registerCreate alone takes a quarter of it).
 */
export const FUZZ_GROUPS = {
  'sign-in and registration': [
    loginPassword,
    loginCode,
    loginRefresh,
    logout,
    registerCreate,
    registerOnboard,
  ],
  'users, bookings, offers and messages': [
    acceptTerms,
    updateEmail,
    createBooking,
    cancelBooking,
    archiveBooking,
    searchOffers,
    cleanupTripCache,
    feedback,
    support,
  ],
} satisfies Record<string, EndpointFuzz[]>;

// --- the tests -------------------------------------------------------------------------------------------

/**
 * A test file's fuzzing: a freshly seeded database, the callers and fixtures, and per endpoint of the group
 * 500 rejected and the valid requests. Prints the group's summary line (inputs per endpoint, server errors).
 */
export function fuzzEndpoints(group: keyof typeof FUZZ_GROUPS): void {
  useMockBackend();
  beforeAll(() => {
    // This file's counts (without isolation, a worker that runs both files keeps this module).
    inputsTried.clear();
    serverErrors = 0;
  });
  afterAll(() => {
    const total = [...inputsTried.values()].reduce((sum, count) => sum + count, 0);
    const perEndpoint = [...inputsTried].map(([name, count]) => `${name} ${count}`).join(', ');
    console.log(
      `reliability: fuzzed ${total.toLocaleString('en-US')} inputs over ${inputsTried.size} endpoints, ` +
        `${serverErrors} server errors (${perEndpoint})`,
    );
  });

  // A resolver that throws is logged by the mock and answered 500; neither may happen.
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  beforeAll(async () => {
    for (const key of SIGNED_IN) tokens[key] = (await signInPersona(key)).token;

    const revoked = await signInPersona('demo');
    await call('POST', '/api/v1/logout', { token: revoked.token });
    fixtures.revokedAccessToken = revoked.token;

    const rotated = await signInPersona('publicUser');
    await call('POST', '/api/v1/login', {
      body: { grant_type: 'refresh_token', refresh_token: rotated.refreshToken },
    });
    fixtures.spentRefreshToken = rotated.refreshToken;
    fixtures.refreshTokenAsAccess = (await signInPersona('buildings')).refreshToken;

    fixtures.spentCode = await issueAuthorizationCode(PERSONAS.demo.qNumber);
    await call('POST', '/api/v1/login', {
      body: {
        grant_type: 'authorization_code',
        code: fixtures.spentCode,
        redirect_uri: 'http://localhost/wen',
      },
    });

    fixtures.onboardingToken = (await signInWithCompanySignOn('Q999002')).onboardingToken ?? '';
    const used = (await signInWithCompanySignOn('Q999003')).onboardingToken ?? '';
    await call('POST', '/api/v1/register/onboard', {
      token: used,
      body: { email: 'q999003.fuzz@bmw.example', qNumber: 'Q999003', acceptedTerms: true },
    });
    fixtures.usedOnboardingToken = used;
    expect(Object.values(fixtures).every(Boolean)).toBe(true);
  });

  describe.each(FUZZ_GROUPS[group])('$title', (spec) => {
    // Generous limits: the suite shares a busy machine; its duration is reported, not asserted.
    it(
      `refuses ${REJECTED_RUNS} invalid or not-allowed requests precisely, without 5xx or changes`,
      { timeout: 180_000 },
      async () => {
        await fuzzRejected(spec);
      },
    );

    it('accepts valid requests and reads them back equal', { timeout: 120_000 }, async () => {
      await fc.assert(spec.valid(), { numRuns: spec.validRuns, seed: FUZZ_SEED });
    });
  });
}

/** Every mutating route of the contract is fuzzed, by exactly one group. */
export function checkEveryMutatingRouteIsFuzzed(): void {
  it('fuzzes every mutating route of the contract (a new POST or PUT route needs an entry here)', () => {
    const mutating = listRoutes()
      .filter(({ route }) => route.method === 'POST' || route.method === 'PUT')
      .map(({ name }) => name);
    expect([...new Set(ENDPOINTS.map((spec) => spec.routeName))].sort()).toEqual(
      [...mutating].sort(),
    );
    // The three grant types of the login are fuzzed apart.
    expect(ENDPOINTS.filter((spec) => spec.routeName === 'auth.login')).toHaveLength(3);
    // Each endpoint in exactly one test file's group.
    const grouped = Object.values(FUZZ_GROUPS).flat();
    expect(grouped).toHaveLength(ENDPOINTS.length);
    expect(new Set(grouped)).toEqual(new Set(ENDPOINTS));
  });
}

/** What fuzzing found, kept as examples (they use the callers fuzzEndpoints signs in). */
export function foundByFuzzing(): void {
  describe('found by fuzzing', () => {
    const oneTimeAt = (moment: string): BookingRequest => ({
      integrationId: 'commutePooling',
      origin: { latitude: 48.1, longitude: 11.5, name: 'Dachau' },
      destination: { latitude: 48.2, longitude: 11.6, name: 'FIZ' },
      departureTime: moment,
      integrationInfo: {
        postingType: 'OFFERING',
        recurrence: 'ONE_TIME',
        periodStart: moment,
        periodEnd: moment,
        weekDays: weekDaysOf(),
        fleets: [],
        userInformation: { email: PERSONAS.demo.email, description: '' },
      },
    });

    it('refuses a trip that would arrive after 9999-12-31 with 400 (it answered 500)', async () => {
      const late = await call('POST', '/api/v1/bookings', {
        token: tokens.demo,
        body: oneTimeAt('9999-12-31T23:00:00Z'),
      });
      expect(late.status).toBe(400);
      expect((late.body as { message: string }).message).toBe(
        'No valid input: body.departureTime: the trip would arrive after the year 9999',
      );
      const lastDay = await call('POST', '/api/v1/bookings', {
        token: tokens.demo,
        body: oneTimeAt('9999-12-31T12:00:00+01:00'),
      });
      expect(lastDay.status).toBe(201);
    });
  });
}
