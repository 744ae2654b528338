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
import { tokenStorage } from '@/lib/token-storage';

/**
 * The real fake backend (contract handlers, seeded data) under the app's own base URL, for screen tests in
 * jsdom: render the app, let it talk to this. Per test, a route can answer an error once, be held (to see a
 * busy state) or be overridden; every call is recorded by its contract route name.
 */

/** An answer instead of the backend's, or undefined to let the backend answer. */
type Override = (request: Request) => Response | undefined | Promise<Response | undefined>;

interface InjectedAnswer {
  status: number;
  code?: string;
}

const overrides = new Map<string, Override>();
const nextAnswers = new Map<string, InjectedAnswer>();
const held = new Map<string, Promise<void>>();

/** Every route the app called in the current test, in order (contract dotted names). */
export const calledRoutes: string[] = [];

/** The next request of a route (contract dotted name) answers this error instead of the backend. */
export function answerNextCall(routeName: string, answer: InjectedAnswer): void {
  nextAnswers.set(routeName, answer);
}

/** The next request of a route answers 500. */
export function failNextCall(routeName: string): void {
  answerNextCall(routeName, { status: 500 });
}

/** Every request of a route in this test answers as given (or falls through to the backend on undefined). */
export function overrideRoute(routeName: string, answer: Override): void {
  overrides.set(routeName, answer);
}

/** Every request of a route in this test answers an error status. */
export function failRoute(routeName: string, status = 500): void {
  overrideRoute(routeName, () =>
    HttpResponse.json({ message: 'Injected failure', code: 'TEST' }, { status }),
  );
}

/** Holds the next request of a route until the returned function is called. */
export function holdNextCall(routeName: string): () => void {
  let release: () => void = () => {};
  held.set(routeName, new Promise<void>((resolve) => (release = resolve)));
  return () => release();
}

export interface AppTestBackendOptions {
  /** The backend's clock: a fixed moment (expiries and periods stay put) or the real now. */
  now: Date | 'real';
  /** Reseed before every test (tests that create accounts or postings), instead of once per file. */
  reseedEachTest?: boolean;
}

export function useAppTestBackend({ now, reseedEachTest = false }: AppTestBackendOptions): void {
  const server = createMockServer({
    baseUrl: resolveApiBaseUrl(),
    beforeResolve: async ({ routeName, request }) => {
      calledRoutes.push(routeName);
      const gate = held.get(routeName);
      if (gate) {
        held.delete(routeName);
        await gate;
      }
      const answer = nextAnswers.get(routeName);
      if (answer) {
        nextAnswers.delete(routeName);
        return HttpResponse.json(
          { message: 'Injected answer', code: answer.code ?? 'TEST' },
          { status: answer.status },
        );
      }
      return overrides.get(routeName)?.(request);
    },
  });
  const reseed = () => resetDatabase(DEFAULT_SEED, now === 'real' ? new Date() : now);
  beforeAll(async () => {
    if (now !== 'real') setMockNow(now);
    server.listen({ onUnhandledRequest: 'error' });
    await reseed();
  });
  if (reseedEachTest) beforeEach(reseed);
  afterEach(() => {
    overrides.clear();
    nextAnswers.clear();
    held.clear();
    calledRoutes.length = 0;
  });
  afterAll(() => {
    server.close();
    if (now !== 'real') setMockNow(null);
  });
}

/** Logs a persona in at the backend by password, as the e-mail login does, and answers its tokens. */
export async function tokensOf(
  persona: PersonaKey,
): Promise<{ accessToken: string; refreshToken: string | null }> {
  const { email, password } = PERSONAS[persona];
  const response = await fetch(`${resolveApiBaseUrl()}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', email, password }),
  });
  const body = (await response.json()) as { idToken?: string; refreshToken?: string };
  if (!body.idToken) throw new Error(`The login of ${persona} failed with ${response.status}`);
  return { accessToken: body.idToken, refreshToken: body.refreshToken ?? null };
}

/** Logs a persona in at the backend by password, as the e-mail login does, and answers its access token. */
export async function accessTokenOf(persona: PersonaKey): Promise<string> {
  return (await tokensOf(persona)).accessToken;
}

/** Logs a persona in and stores the token, as a reload of a signed-in tab finds it. */
export async function storeTokenOf(persona: PersonaKey): Promise<void> {
  tokenStorage.setAccessToken(await accessTokenOf(persona));
}

/** The address the company sign-on sends the browser back to, with a fresh code for the Q-number. */
export async function signOnReturnPath(qNumber: string): Promise<string> {
  return `/wen?code=${encodeURIComponent(await issueAuthorizationCode(qNumber))}`;
}

/** Opens a path with a navigation state, as navigate(path, { state }) leaves it. */
export function visitWithState(path: string, state: unknown): void {
  window.history.pushState(state, '', path);
}
