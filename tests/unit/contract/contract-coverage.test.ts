// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BookingRequestSchema } from '@contract/bookings';
import { commonResponses } from '@contract/errors';
import { routeAuth } from '@contract/route-metadata';
import { listRoutes } from '@contract/router';

/** Spec section 7, verbatim: every call the app makes, plus the three named-only endpoints. */
const SPEC_CALLS = [
  'POST /api/v1/login',
  'GET /users/me',
  'POST /api/v1/logout',
  'POST /api/v1/register/onboard',
  'POST /users/acceptTerms',
  'POST /users/me/update-email',
  'GET /api/v1/bookings/:userId',
  'POST /api/v1/bookings',
  'PUT /api/v1/bookings/cancel/:bookingId',
  'PUT /api/v1/bookings/archive/:bookingId',
  'GET /places',
  'GET /places/buildings',
  'GET /places/recent',
  'GET /places/predefined',
  'GET /api/v1/config/debuglocations',
  'POST /api/v1/redis/cleanup-trip-cache',
  'POST /api/v1/offers',
  'POST /feedback/nps',
  'POST /support',
  'GET /api/v1/app-version/enforce-updates',
  'GET /auth/registrationLink',
  'POST /api/v1/register/create',
];

/** Spec section 7: the calls that may be made without a token. */
const TOKEN_FREE_CALLS = [
  'POST /api/v1/login',
  'GET /api/v1/app-version/enforce-updates',
  'GET /auth/registrationLink',
  'POST /api/v1/register/create',
];

const routes = listRoutes();
const signature = ({ route }: (typeof routes)[number]) => `${route.method} ${route.path}`;

describe('contract', () => {
  it('covers every call of spec section 7 and nothing else', () => {
    expect(routes.map(signature).sort()).toEqual([...SPEC_CALLS].sort());
  });

  it('declares the common error bodies on every route', () => {
    for (const { name, route } of routes) {
      for (const status of Object.keys(commonResponses)) {
        expect(route.responses, `${name} declares ${status}`).toHaveProperty(status);
      }
    }
  });

  it('lets exactly the four spec calls go without a token (onboarding uses the onboarding token)', () => {
    const tokenFree = routes.filter(({ route }) => routeAuth(route) === 'none').map(signature);
    expect(tokenFree.sort()).toEqual([...TOKEN_FREE_CALLS].sort());
    const onboarding = routes
      .filter(({ route }) => routeAuth(route) === 'onboarding')
      .map(signature);
    expect(onboarding).toEqual(['POST /api/v1/register/onboard']);
  });
});

describe('booking request schema', () => {
  const valid = {
    integrationId: 'commutePooling',
    origin: { latitude: 48.19, longitude: 11.57, name: 'FIZ' },
    destination: { latitude: 48.4, longitude: 11.7, name: 'Freising' },
    departureTime: '2026-11-23T07:00:00.000Z',
    integrationInfo: {
      postingType: 'OFFERING',
      recurrence: 'RECURRING',
      periodStart: '2026-11-23T07:00:00.000Z',
      periodEnd: '2026-12-23T07:00:00.000Z',
      weekDays: {
        MONDAY: true,
        TUESDAY: false,
        WEDNESDAY: false,
        THURSDAY: false,
        FRIDAY: false,
        SATURDAY: false,
        SUNDAY: false,
      },
      fleets: [],
      userInformation: { email: 'anna@example.com', description: '' },
    },
  };

  it('accepts the payload of spec section 3', () => {
    expect(BookingRequestSchema.safeParse(valid).success).toBe(true);
  });

  it('refuses an end before the start', () => {
    const endBeforeStart = {
      ...valid,
      integrationInfo: { ...valid.integrationInfo, periodEnd: '2026-11-22T07:00:00.000Z' },
    };
    const result = BookingRequestSchema.safeParse(endBeforeStart);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['integrationInfo', 'periodEnd']);
  });

  it('refuses a flexible posting without a week day, fleets and ANY_SHIFT as a stored recurrence', () => {
    const noDay = {
      ...valid,
      integrationInfo: {
        ...valid.integrationInfo,
        weekDays: { ...valid.integrationInfo.weekDays, MONDAY: false },
      },
    };
    expect(BookingRequestSchema.safeParse(noDay).success).toBe(false);
    const withFleet = { ...valid, integrationInfo: { ...valid.integrationInfo, fleets: ['x'] } };
    expect(BookingRequestSchema.safeParse(withFleet).success).toBe(false);
    const anyShift = {
      ...valid,
      integrationInfo: { ...valid.integrationInfo, recurrence: 'ANY_SHIFT' },
    };
    expect(BookingRequestSchema.safeParse(anyShift).success).toBe(false);
  });
});
