import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { USERS_ME_PATH } from '@contract/plain-forms';
import { TOKEN_HEADER } from '@contract/route-metadata';
import type { User } from '@contract/schemas';
import { resolveApiBaseUrl } from '@/lib/env';
import { tokenStorage } from '@/lib/token-storage';
import { keepLastKnownUser } from '@/domain/session/last-known-user';

/** What GET /users/me answers in a test: a status and a body (none: an empty answer). */
export interface MeAnswer {
  status: number;
  body?: unknown;
}

/**
 * The call's token when it is not the stored one (a link's token), as the typed client's `extraHeaders` named it.
 */
export type MeCall = (args?: { extraHeaders: Record<string, string> }) => Promise<MeAnswer>;

let me = vi.fn<MeCall>();

/**
 * GET /users/me answered over HTTP (msw's node server) by what the test says: the app's own call
 * (src/api/session.ts, its fast lane and the tolerant reader) runs as in the app. A rejected `TypeError` is a
 * network failure. Call `useFakeCurrentUser()` once at the top of a test file; `fakeMe()` gives the call's spy.
 */
export function useFakeCurrentUser(): void {
  const server = setupServer(
    http.get(`${resolveApiBaseUrl()}${USERS_ME_PATH}`, async ({ request }) => {
      const token = request.headers.get(TOKEN_HEADER);
      const explicit =
        token !== null && token !== tokenStorage.getAccessToken()
          ? { extraHeaders: { [TOKEN_HEADER]: token } }
          : undefined;
      try {
        const answer = await me(explicit);
        return answer.body === undefined
          ? new HttpResponse(null, { status: answer.status })
          : HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status });
      } catch (error) {
        if (error instanceof TypeError) return HttpResponse.error();
        throw error;
      }
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    me = vi.fn<MeCall>();
  });
  afterAll(() => server.close());
}

/** The test's GET /users/me: answers nothing until told (a call then fails the test). */
export function fakeMe() {
  return me;
}

/** GET /users/me answers this user (status 200). */
export function stubCurrentUser(user: User) {
  return me.mockResolvedValue({ status: 200, body: user });
}

/** GET /users/me held until the test answers it (the user, a status, or no answer at all). */
export function holdCurrentUser() {
  let settle: { answer: (value: MeAnswer) => void; fail: (error: unknown) => void } | null = null;
  const me = fakeMe().mockImplementation(
    () =>
      new Promise<MeAnswer>((answer, fail) => {
        settle = { answer, fail };
      }),
  );
  const held = () => {
    if (!settle) throw new Error('GET /users/me was not called');
    return settle;
  };
  return {
    me,
    answer: (user: User) => act(async () => held().answer({ status: 200, body: user } as MeAnswer)),
    refuse: () =>
      act(async () =>
        held().answer({
          status: 401,
          body: { message: 'expired' },
        } as MeAnswer),
      ),
    noAnswer: () => act(async () => held().fail(new TypeError('Failed to fetch'))),
  };
}

/** A signed-in phone: the token, and the user of the last answer kept beside it. */
export function signInKept(user: User, token: string): void {
  tokenStorage.setAccessToken(token);
  keepLastKnownUser(user, token, Date.parse('2026-11-23T07:30:00Z'));
}
