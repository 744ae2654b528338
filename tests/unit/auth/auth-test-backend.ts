import { configure } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import {
  createMockServer,
  DEFAULT_SEED,
  issueAuthorizationCode,
  PERSONAS,
  resetDatabase,
  setMockNow,
  type PersonaKey,
} from '@mocks/node';
import { resolveApiBaseUrl } from '@/lib/env';
import { resetRegistration } from '@/features/registration/registration-store';
import { tokenStorage } from '@/lib/token-storage';
import { resetAppState } from '../app/helpers';
import { TEST_NOW } from '../mocks/mock-backend-harness';

interface InjectedAnswer {
  status: number;
  code?: string;
}
/** Routes (contract dotted names) whose next request answers as given instead of the fake backend. */
const injected = new Map<string, InjectedAnswer>();

export function answerNextCall(routeName: string, answer: InjectedAnswer): void {
  injected.set(routeName, answer);
}

/** Routes whose next request waits until released (to see a busy state). */
const held = new Map<string, Promise<void>>();

export function holdNextCall(routeName: string): () => void {
  let release: () => void = () => {};
  held.set(routeName, new Promise<void>((resolve) => (release = resolve)));
  return () => release();
}

/**
 * The real fake backend under the app's own base URL (the unit-test build talks to the configured backend host),
 * freshly seeded at TEST_NOW for each test file; every test starts logged out with an empty registration draft.
 * `fresh: true` reseeds before every test (tests that create accounts).
 */
export function useAuthTestBackend({ fresh = false }: { fresh?: boolean } = {}): void {
  const server = createMockServer({
    baseUrl: resolveApiBaseUrl(),
    beforeResolve: async ({ routeName }) => {
      const gate = held.get(routeName);
      if (gate) {
        held.delete(routeName);
        await gate;
      }
      const answer = injected.get(routeName);
      if (!answer) return undefined;
      injected.delete(routeName);
      return HttpResponse.json(
        { message: 'Injected answer', code: answer.code ?? 'TEST' },
        { status: answer.status },
      );
    },
  });
  // Screens load lazily: on a busy machine the first render of one can take more than a second.
  configure({ asyncUtilTimeout: 5000 });
  beforeAll(async () => {
    setMockNow(TEST_NOW);
    server.listen({ onUnhandledRequest: 'error' });
    await resetDatabase(DEFAULT_SEED, TEST_NOW);
  });
  beforeEach(async () => {
    if (fresh) await resetDatabase(DEFAULT_SEED, TEST_NOW);
    resetAppState();
    resetRegistration();
  });
  afterEach(() => {
    injected.clear();
    held.clear();
  });
  afterAll(() => {
    server.close();
    setMockNow(null);
  });
}

/** The address the company sign-on sends the browser back to, with a fresh code for the Q-number. */
export async function signOnReturnPath(qNumber: string): Promise<string> {
  return `/wen?code=${encodeURIComponent(await issueAuthorizationCode(qNumber))}`;
}

/** Logs a persona in at the backend by password and stores the token, as a reload of a signed-in tab finds it. */
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
