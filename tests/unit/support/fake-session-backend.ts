import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import type { LoginRequest, LoginResponse } from '@contract/auth';
import { contract } from '@contract/router';
import { TOKEN_HEADER } from '@contract/route-metadata';
import type { User } from '@contract/schemas';
import { ApiStatusError, RequestTimeoutError, UnreadableAnswerError } from '@/lib/api-errors';
import { resolveApiBaseUrl } from '@/lib/env';
import { MOCK_REQUEST_TIMEOUT_KEY } from '@/lib/mock-request-timeout-key';
import { tokenStorage } from '@/lib/token-storage';

/**
 * The session's backend for the start-up and sign-in tests: GET /users/me, login, logout and accept terms answered
 * over HTTP (msw's node server, as the other unit tests' fake backend) by what each test says, so the app's own
 * calls (src/api/session.ts, the typed client, the tolerant reader) run as in the app. An answer resolves with
 * the body (or nothing, for the "not shown" answers) or rejects as the client would see it:
 * `ApiStatusError(status, body)` answers that status, a `TypeError` is a network error, `RequestTimeoutError`
 * an answer that never comes (the tab's request timeout is short in these files), `UnreadableAnswerError` a
 * 200 with a body the reader refuses. A call a test gives no answer for answers 500 "unexpected call …".
 */
export interface FakeSessionAnswers {
  /** The token of the call when it is not the stored one (a link's token), else no argument. */
  currentUser?: (accessToken?: string) => Promise<User>;
  login?: (request: LoginRequest) => Promise<LoginResponse>;
  /** The token the logout ends. */
  logout?: (accessToken: string) => Promise<void>;
  acceptTerms?: (userId: string) => Promise<void>;
}

type Calls = {
  [K in keyof Required<FakeSessionAnswers>]: ReturnType<
    typeof vi.fn<Required<FakeSessionAnswers>[K]>
  >;
};

/** How long a request may take in these files before it times out (the answers of a test come in milliseconds). */
export const TEST_REQUEST_TIMEOUT_MS = 1500;

let calls: Calls | null = null;

const unexpected = (name: string) => () => Promise.reject(new Error(`unexpected call ${name}`));

/** What a test answers per call; returns the calls as spies (what each was called with). */
export function fakeSessionBackend(answers: FakeSessionAnswers = {}): Calls {
  calls = {
    currentUser: vi.fn(answers.currentUser ?? unexpected('currentUser')),
    login: vi.fn(answers.login ?? unexpected('login')),
    logout: vi.fn(answers.logout ?? unexpected('logout')),
    acceptTerms: vi.fn(answers.acceptTerms ?? unexpected('acceptTerms')),
  };
  return calls;
}

/** The backend ends a session without a word (logout's answer is "not shown"). */
export const logsOut = (): Promise<void> => Promise.resolve();

/** The HTTP answer of a test's outcome (see the file's comment): shared with the other fake backends of unit tests. */
export async function answer(outcome: () => Promise<unknown>, status: number): Promise<Response> {
  try {
    const body = await outcome();
    return body === undefined
      ? new HttpResponse(null, { status: 204 })
      : HttpResponse.json(body as Record<string, unknown>, { status });
  } catch (error) {
    if (error instanceof ApiStatusError) {
      return HttpResponse.json((error.body ?? {}) as Record<string, unknown>, {
        status: error.status,
      });
    }
    if (error instanceof TypeError) return HttpResponse.error();
    if (error instanceof RequestTimeoutError) {
      await delay(TEST_REQUEST_TIMEOUT_MS * 2);
      return HttpResponse.error();
    }
    if (error instanceof UnreadableAnswerError) {
      return HttpResponse.json({ unreadable: true }, { status: 200 });
    }
    return HttpResponse.json({ message: String(error) }, { status: 500 });
  }
}

function current(): Calls {
  calls ??= fakeSessionBackend();
  return calls;
}

const url = (path: string) => `${resolveApiBaseUrl()}${path}`;

const server = setupServer(
  http.get(url(contract.users.me.path), ({ request }) => {
    const token = request.headers.get(TOKEN_HEADER) ?? undefined;
    const explicit = token !== tokenStorage.getAccessToken() ? token : undefined;
    return answer(
      () => (explicit ? current().currentUser(explicit) : current().currentUser()),
      200,
    );
  }),
  http.post(url(contract.auth.login.path), async ({ request }) => {
    const body = (await request.json()) as LoginRequest;
    return answer(() => current().login(body), 200);
  }),
  http.post(url(contract.auth.logout.path), ({ request }) =>
    answer(() => current().logout(request.headers.get(TOKEN_HEADER) ?? ''), 204),
  ),
  http.post(url(contract.users.acceptTerms.path), async ({ request }) => {
    const { userId } = (await request.json()) as { userId: string };
    return answer(() => current().acceptTerms(userId), 204);
  }),
);

/** Serves the session's calls for the test file; every test starts with no answers given. */
export function useFakeSessionBackend(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    calls = null;
    sessionStorage.setItem(MOCK_REQUEST_TIMEOUT_KEY, String(TEST_REQUEST_TIMEOUT_MS));
  });
  afterAll(() => server.close());
}
