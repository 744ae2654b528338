// @vitest-environment node
import type { AppRoute } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { db, PERSONAS, signInPersona, type PersonaKey } from '@mocks/node';
import { call, errorOf, useMockBackend } from '../support/mock-backend-harness';
import { changedByReference, references } from './database-watch';
import { pathOf, routes } from './access-checks';

/**
 * Access rules over the whole contract, generated from listRoutes(): no user reaches another user's data, and each
 * refusal leaves the data as it was.
 */
useMockBackend();

/** The names of a route's path parameters and top-level body fields. */
function inputNames(route: AppRoute): string[] {
  const shapeKeys = (schema: unknown) =>
    schema !== null && typeof schema === 'object' && 'shape' in schema
      ? Object.keys((schema as { shape: object }).shape)
      : [];
  return [
    ...shapeKeys('pathParams' in route ? route.pathParams : undefined),
    ...shapeKeys('body' in route ? route.body : undefined),
  ];
}

/** Routes whose input names a user or a booking: each must refuse another user's. */
const ownerBoundRoutes = routes.filter(({ route }) =>
  inputNames(route).some((name) => name === 'userId' || name === 'bookingId'),
);

const CALLERS: PersonaKey[] = ['demo', 'publicUser', 'buildings', 'termsPending'];
const OWNERS: PersonaKey[] = [
  'demo',
  'noAccess',
  'termsPending',
  'missingEmail',
  'publicUser',
  'buildings',
  'inactive',
];

/** A request of `caller` naming a resource of `owner` (their user id, or one booking per state of theirs). */
const OTHERS_REQUESTS: Record<
  string,
  (owner: PersonaKey) => Array<{ path: Record<string, string>; body?: unknown }>
> = {
  'bookings.listForUser': (owner) => [{ path: { userId: PERSONAS[owner].id } }],
  'bookings.cancel': (owner) => bookingsOf(owner).map((bookingId) => ({ path: { bookingId } })),
  'bookings.archive': (owner) => bookingsOf(owner).map((bookingId) => ({ path: { bookingId } })),
  'users.acceptTerms': (owner) => [{ path: {}, body: { userId: PERSONAS[owner].id } }],
  'feedbackSupport.feedback': (owner) => [
    {
      path: {},
      body: {
        userId: PERSONAS[owner].id,
        message: 'x',
        npsRating: 5,
        integrationId: 'commutePooling',
        appVersion: '0.11.4',
      },
    },
  ],
  'feedbackSupport.support': (owner) => [
    {
      path: {},
      body: {
        userId: PERSONAS[owner].id,
        message: 'x',
        integrationId: 'commutePooling',
        bundleId: 'Webapp',
        deviceId: 'Webapp',
        appVersion: '0.11.4',
        attachment: null,
      },
    },
  ],
};

/** One booking of the owner in each state the seed gave them (every state, see ALL_BOOKING_STATES). */
function bookingsOf(owner: PersonaKey): string[] {
  const own = db.bookings.findMany((q) => q.where({ ownerId: PERSONAS[owner].id }));
  const byState = new Map(own.map((booking) => [booking.state, booking.bookingId]));
  return [...byState.values()];
}

describe("no user reaches another user's data (403, nothing changed)", () => {
  it('knows how to address every route whose input names a user or booking', () => {
    expect(ownerBoundRoutes.map(({ name }) => name).sort()).toEqual(
      Object.keys(OTHERS_REQUESTS).sort(),
    );
  });

  const table = ownerBoundRoutes.flatMap(({ name, route }) =>
    CALLERS.flatMap((caller) =>
      OWNERS.filter((owner) => owner !== caller).map((owner) => ({ name, route, caller, owner })),
    ),
  );

  it.each(table)('$name: $caller naming $owner', async ({ name, route, caller, owner }) => {
    const { token } = await signInPersona(caller);
    const requests = OTHERS_REQUESTS[name]?.(owner) ?? [];
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) {
      const before = references();
      const result = await call(route.method, pathOf(route, request.path), {
        token,
        body: request.body,
        headers: { 'x-client-id': 'wen-webapp' },
      });
      expect(result.status, JSON.stringify(request)).toBe(403);
      expect(errorOf(result)).toMatchObject({ code: 'FORBIDDEN' });
      expect(changedByReference(before, references())).toEqual([]);
    }
  });
});
