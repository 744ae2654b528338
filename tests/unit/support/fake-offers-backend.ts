import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import type { MobilityRequest, OffersResponse } from '@contract/offers';
import { contract } from '@contract/router';
import { TOKEN_HEADER } from '@contract/route-metadata';
import { resolveApiBaseUrl } from '@/lib/env';
import { answer } from './fake-session-backend';

/**
 * The offers' backend for the offer-search and reset tests: POST /api/v1/offers and the trip-cache cleanup answered
 * over HTTP (msw's node server, as tests/unit/support/fake-session-backend.ts does for the session) by what each
 * test says, so the app's own calls (src/api/offers.ts, src/api/trip-cache.ts, the typed client, the tolerant
 * reader) run as in the app. An answer resolves with the body (or nothing) or rejects: `ApiStatusError(status,
 * body)` answers that status. A call a test gives no answer for answers 500 "unexpected call …".
 */
export interface FakeOffersAnswers {
  /** The body the app sent. */
  search?: (body: MobilityRequest) => Promise<OffersResponse>;
  /** The token the call carried. */
  cleanupTripCache?: (accessToken: string) => Promise<void>;
}

type Calls = {
  [K in keyof Required<FakeOffersAnswers>]: ReturnType<
    typeof vi.fn<Required<FakeOffersAnswers>[K]>
  >;
};

let calls: Calls | null = null;

const unexpected = (name: string) => () => Promise.reject(new Error(`unexpected call ${name}`));

/** What a test answers per call; returns the calls as spies (what each was called with). */
export function fakeOffersBackend(answers: FakeOffersAnswers = {}): Calls {
  calls = {
    search: vi.fn(answers.search ?? unexpected('search')),
    cleanupTripCache: vi.fn(answers.cleanupTripCache ?? unexpected('cleanupTripCache')),
  };
  return calls;
}

/** An answer the test settles when it wants (to see a search under way, or answers arriving out of order). */
export interface PendingAnswer<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

export function pendingAnswer<T>(): PendingAnswer<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function current(): Calls {
  calls ??= fakeOffersBackend();
  return calls;
}

const url = (path: string) => `${resolveApiBaseUrl()}${path}`;

const server = setupServer(
  http.post(url(contract.offers.search.path), async ({ request }) => {
    const body = (await request.json()) as MobilityRequest;
    return answer(() => current().search(body), 200);
  }),
  http.post(url(contract.offers.cleanupTripCache.path), ({ request }) =>
    answer(() => current().cleanupTripCache(request.headers.get(TOKEN_HEADER) ?? ''), 204),
  ),
);

/** Serves the offers' calls for the test file; every test starts with no answers given. */
export function useFakeOffersBackend(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    calls = null;
  });
  afterAll(() => server.close());
}
