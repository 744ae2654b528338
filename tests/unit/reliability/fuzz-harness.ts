import { parseAsStandardSchema, type AppRoute } from '@ts-rest/core';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { z } from 'zod';
import { ErrorBodySchema } from '@contract/errors';
import { routeAuth, routeSendsClientCredentials, TOKEN_HEADER } from '@contract/route-metadata';
import { listRoutes } from '@contract/router';
import type { CollectionName } from '@mocks/db/database';
import type { BookingRecord, UserRecord } from '@mocks/db/schemas';
import { CLIENT_ID_HEADER } from '@mocks/handlers/define-handler';
import { db, PERSONAS, type PersonaKey } from '@mocks/node';
import { call, TEST_NOW, type CallResult } from '../support/mock-backend-harness';
import {
  changedByReference,
  changedBySerialisation,
  references,
  serialise,
  type CollectionSerialisation,
} from './database-watch';
import { parsedWireBody, wireBody, type BodyChoice } from './hostile-bodies';

/** The fuzzing of the mutating endpoints (fuzz-endpoints.ts): callers, fixtures, the oracle and the rejected runs. */

export const REJECTED_RUNS = 500;
const FULL_COMPARISON_EVERY = 100;
export const FUZZ_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
export const NOW = TEST_NOW.getTime();
export const MINUTE = 60_000;
export const DAY = 86_400_000;

// --- bookkeeping for the summary line --------------------------------------------------------------

const inputsTried = new Map<string, number>();
let serverErrors = 0;
export function countInput(endpoint: string, status: number): void {
  inputsTried.set(endpoint, (inputsTried.get(endpoint) ?? 0) + 1);
  if (status >= 500) serverErrors += 1;
}

/** A test file's counts from zero (without isolation, a worker that runs both files keeps this module). */
export function resetInputCounts(): void {
  inputsTried.clear();
  serverErrors = 0;
}

/** The summary line of a test file's fuzzing: inputs per endpoint, server errors. */
export function inputsSummary(): string {
  const total = [...inputsTried.values()].reduce((sum, count) => sum + count, 0);
  const perEndpoint = [...inputsTried].map(([name, count]) => `${name} ${count}`).join(', ');
  return (
    `reliability: fuzzed ${total.toLocaleString('en-US')} inputs over ${inputsTried.size} endpoints, ` +
    `${serverErrors} server errors (${perEndpoint})`
  );
}

// --- callers and fixtures --------------------------------------------------------------------------

export const SIGNED_IN: readonly PersonaKey[] = [
  'demo',
  'noAccess',
  'termsPending',
  'missingEmail',
  'publicUser',
  'buildings',
];
export const tokens = {} as Record<PersonaKey, string>;
export const fixtures = {
  revokedAccessToken: '',
  spentRefreshToken: '',
  refreshTokenAsAccess: '',
  spentCode: '',
  onboardingToken: '',
  usedOnboardingToken: '',
};

const userById = (id: string): UserRecord | undefined => db.users.findFirst((q) => q.where({ id }));
const sameText = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();
export const userByEmail = (email: string) =>
  db.users.findFirst((q) => q.where((u) => sameText(u.email, email)));
export const userByQNumber = (qNumber: string) =>
  db.users.findFirst((q) => q.where((u) => sameText(u.qNumber, qNumber)));
export const bookingById = (bookingId: string): BookingRecord | undefined =>
  db.bookings.findFirst((q) => q.where({ bookingId }));

// --- requests and the oracle -------------------------------------------------------------------------

/** Who a request claims to be: a signed-in persona, the valid onboarding token, or a token that must fail. */
export type TokenChoice =
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

export interface EndpointFuzz {
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
export async function fuzzRejected(spec: EndpointFuzz): Promise<void> {
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
