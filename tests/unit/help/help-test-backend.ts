import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { DEFAULT_SEED, PERSONAS, createMockServer, resetDatabase, setMockNow } from '@mocks/node';
import { resolveApiBaseUrl } from '@/lib/env';
import { tokenStorage } from '@/lib/token-storage';
import { TEST_NOW } from '../mocks/mock-backend-harness';

/** Routes (contract dotted names) the next request of which answers 500. */
const failing = new Set<string>();

export function failNextCall(routeName: string): void {
  failing.add(routeName);
}

/** Routes whose next request waits until released. */
const held = new Map<string, Promise<void>>();

/** Holds the next request of a route until the returned function is called (to see the sending state). */
export function holdNextCall(routeName: string): () => void {
  let release: () => void = () => {};
  held.set(routeName, new Promise<void>((resolve) => (release = resolve)));
  return () => release();
}

/**
 * The real fake backend under the app's own base URL (the unit-test build talks to the configured backend
 * host), freshly seeded at TEST_NOW; a test can make one call fail with failNextCall.
 */
export function useHelpTestBackend(): void {
  const server = createMockServer({
    baseUrl: resolveApiBaseUrl(),
    beforeResolve: async ({ routeName }) => {
      const gate = held.get(routeName);
      if (gate) {
        held.delete(routeName);
        await gate;
      }
      if (!failing.delete(routeName)) return undefined;
      return HttpResponse.json({ message: 'Injected failure', code: 'TEST' }, { status: 500 });
    },
  });
  beforeAll(async () => {
    setMockNow(TEST_NOW);
    server.listen({ onUnhandledRequest: 'error' });
    await resetDatabase(DEFAULT_SEED, TEST_NOW);
  });
  afterEach(() => {
    failing.clear();
    held.clear();
  });
  afterAll(() => {
    server.close();
    setMockNow(null);
  });
}

/** Logs the demo user in at the backend and stores the token, as a reload of a signed-in tab finds it. */
export async function storeDemoToken(): Promise<void> {
  const response = await fetch(`${resolveApiBaseUrl()}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      email: PERSONAS.demo.email,
      password: PERSONAS.demo.password,
    }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`The demo login failed with ${response.status}`);
  tokenStorage.setAccessToken(body.idToken);
}
