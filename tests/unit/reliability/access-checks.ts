import type { AppRoute } from '@ts-rest/core';
import { expect } from 'vitest';
import { routeAuth } from '@contract/route-metadata';
import { listRoutes } from '@contract/router';
import { setMockNow } from '@mocks/node';
import { call, errorOf, TEST_NOW } from '../support/mock-backend-harness';
import { changedByReference, references } from './database-watch';

/** What the access tests (access-tokens.test.ts, access-ownership.test.ts) share: the routes and the refusal check. */

export const routes = listRoutes();
export const tokenRoutes = routes.filter(({ route }) => routeAuth(route) === 'token');
export const onboardingRoutes = routes.filter(({ route }) => routeAuth(route) === 'onboarding');

/** A path with placeholder ids: the token is checked before anything else. */
export const pathOf = (route: AppRoute, params: Record<string, string> = {}) =>
  route.path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? 'any-id'));

async function withClockAt<T>(moment: Date, run: () => Promise<T>): Promise<T> {
  setMockNow(moment);
  try {
    return await run();
  } finally {
    setMockNow(TEST_NOW);
  }
}

/** Sends a request and checks it is refused with 401 and the code, and changes nothing. */
export async function expectRefused(
  route: AppRoute,
  token: string | undefined,
  code: string,
  at: Date = TEST_NOW,
) {
  const before = references();
  const result = await withClockAt(at, () =>
    call(route.method, pathOf(route), {
      body: {},
      headers: { 'x-client-id': 'wen-webapp', ...(token === undefined ? {} : { idtoken: token }) },
    }),
  );
  expect(result.status).toBe(401);
  expect(errorOf(result)).toMatchObject({ code });
  expect(errorOf(result).message.trim()).not.toBe('');
  expect(changedByReference(before, references())).toEqual([]);
}
