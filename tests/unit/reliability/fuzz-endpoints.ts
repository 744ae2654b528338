import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BookingRequest } from '@contract/bookings';
import { listRoutes } from '@contract/router';
import { weekDaysOf } from '@contract/schemas';
import {
  issueAuthorizationCode,
  PERSONAS,
  signInPersona,
  signInWithCompanySignOn,
} from '@mocks/node';
import { call, useMockBackend } from '../support/mock-backend-harness';
import {
  type EndpointFuzz,
  FUZZ_SEED,
  REJECTED_RUNS,
  SIGNED_IN,
  fixtures,
  fuzzRejected,
  inputsSummary,
  resetInputCounts,
  tokens,
} from './fuzz-harness';
import { loginCode, loginPassword, loginRefresh, logout } from './fuzz-login-endpoints';
import {
  acceptTerms,
  registerCreate,
  registerOnboard,
  updateEmail,
} from './fuzz-account-endpoints';
import { archiveBooking, cancelBooking, createBooking } from './fuzz-booking-endpoints';
import { cleanupTripCache, searchOffers } from './fuzz-offer-endpoints';
import { feedback, support } from './fuzz-message-endpoints';

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
    resetInputCounts();
  });
  afterAll(() => {
    console.log(inputsSummary());
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
