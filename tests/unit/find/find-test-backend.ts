import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll } from 'vitest';
import {
  DEFAULT_SEED,
  PERSONAS,
  createMockServer,
  resetDatabase,
  type PersonaKey,
} from '@mocks/node';
import { resolveApiBaseUrl } from '@/lib/env';
import { resetMobilityRequest } from '@/lib/mobility-request-store';
import { tokenStorage } from '@/lib/token-storage';

/** An answer instead of the backend's, or undefined to let the backend answer (after looking at the request). */
type Override = (request: Request) => Response | undefined | Promise<Response | undefined>;

/** Answers that replace the fake backend's for a route (contract dotted name), for one test. */
const overrides = new Map<string, Override>();
/** Every route the app called, in order (contract dotted names). */
export const calledRoutes: string[] = [];

export function overrideRoute(routeName: string, answer: Override): void {
  overrides.set(routeName, answer);
}

export function failRoute(routeName: string, status = 500): void {
  overrideRoute(routeName, () =>
    HttpResponse.json({ message: 'Injected failure', code: 'TEST' }, { status }),
  );
}

/**
 * The real fake backend (contract handlers, seeded data) under the app's own base URL, seeded at the real
 * "now" (the app's default departure is now, too).
 */
export function useFindTestBackend(): void {
  const server = createMockServer({
    baseUrl: resolveApiBaseUrl(),
    beforeResolve: ({ routeName, request }) => {
      calledRoutes.push(routeName);
      return overrides.get(routeName)?.(request);
    },
  });
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    await resetDatabase(DEFAULT_SEED, new Date());
  });
  afterEach(() => {
    overrides.clear();
    calledRoutes.length = 0;
    resetMobilityRequest();
  });
  afterAll(() => server.close());
}

/** Logs a persona in at the backend and stores the token, as a reload of a signed-in tab finds it. */
export async function storeTokenOf(persona: PersonaKey): Promise<void> {
  const { email, password } = PERSONAS[persona];
  const response = await fetch(`${resolveApiBaseUrl()}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', email, password }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`The login of ${persona} failed with ${response.status}`);
  tokenStorage.setAccessToken(body.idToken);
}

/** Opens a path with a navigation state, as navigate(path, { state }) leaves it. */
export function visitWithState(path: string, state: unknown): void {
  window.history.pushState(state, '', path);
}
