import { configure } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createMockServer, DEFAULT_SEED, PERSONAS, resetDatabase, setMockNow } from '@mocks/node';
import { resolveApiBaseUrl } from '@/lib/env';
import { resetMobilityRequest } from '@/domain/trip-request/mobility-request-store';
import { tokenStorage } from '@/lib/token-storage';
import { resetDraft } from '@/features/posting-creation/posting-draft-store';
import { resetAppState } from './render-app';

/** A Monday, 08:00 in Munich: the mock backend and the app's clock both stand here. */
export const TEST_NOW = new Date('2026-11-23T07:00:00.000Z');

type Override = (request: Request) => Response | undefined | Promise<Response | undefined>;
const overrides = new Map<string, Override>();

/** Replaces the fake backend's answer of a route (contract dotted name, e.g. 'bookings.cancel') for one test. */
export function overrideRoute(routeName: string, answer: Override): void {
  overrides.set(routeName, answer);
}

export function failRoute(routeName: string, status = 500): void {
  overrideRoute(routeName, () =>
    HttpResponse.json({ message: 'Injected failure', code: 'TEST' }, { status }),
  );
}

async function demoToken(): Promise<string> {
  const { email, password } = PERSONAS.demo;
  const response = await fetch(`${resolveApiBaseUrl()}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', email, password }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`The demo login failed with ${response.status}`);
  return body.idToken;
}

/**
 * The real fake backend (contract handlers, seeded data at TEST_NOW) under the app's own base URL, the demo
 * persona's token stored as after a login, and the app's clock at TEST_NOW (only Date is faked: timers and
 * promises run normally).
 */
export function usePostingTestBackend(): void {
  const server = createMockServer({
    baseUrl: resolveApiBaseUrl(),
    beforeResolve: ({ routeName, request }) => overrides.get(routeName)?.(request),
  });
  // Screens load lazily: on a busy machine the first render of one can take more than a second.
  configure({ asyncUtilTimeout: 5000 });
  beforeAll(async () => {
    setMockNow(TEST_NOW);
    server.listen({ onUnhandledRequest: 'error' });
    await resetDatabase(DEFAULT_SEED, TEST_NOW);
  });
  beforeEach(async () => {
    // A fresh session per test (a test may log out, which revokes its token).
    const token = await demoToken();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TEST_NOW);
    resetAppState();
    resetDraft();
    resetMobilityRequest();
    tokenStorage.setAccessToken(token);
  });
  afterEach(() => {
    overrides.clear();
    vi.useRealTimers();
  });
  afterAll(() => {
    server.close();
    setMockNow(null);
  });
}
