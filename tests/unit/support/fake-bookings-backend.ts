import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import type { BookingRequest } from '@contract/bookings';
import { contract } from '@contract/router';
import type { Booking } from '@contract/schemas';
import { resolveApiBaseUrl } from '@/lib/env';
import { MOCK_REQUEST_TIMEOUT_KEY } from '@/lib/mock-request-timeout-key';
import { answer, TEST_REQUEST_TIMEOUT_MS } from './fake-session-backend';

/**
 * The bookings' backend for the unit tests of cancel, archive, create and change (src/api/bookings.ts,
 * src/api/postings.ts): the calls answered over HTTP (msw's node server) by what each test says, so the app's own
 * calls, typed client and tolerant reader run as in the app. An answer resolves with the body (a cancel or archive
 * answered with null, a create or the trip-cache cleanup with nothing: an empty 204) or rejects as the client would
 * see it: `ApiStatusError(status, body)` answers that status, a `TypeError` is a network error,
 * `RequestTimeoutError` an answer that never comes (the tab's request timeout is short in these files). A call a
 * test gives no answer for answers 500 "unexpected call …". Same answers as ./fake-session-backend.ts.
 */
export interface FakeBookingsAnswers {
  /** POST /api/v1/bookings with the request. */
  create?: (body: BookingRequest) => Promise<void>;
  /** GET /api/v1/bookings/:userId. */
  listBookings?: (userId: string) => Promise<Booking[]>;
  cancel?: (bookingId: string) => Promise<Booking | null>;
  archive?: (bookingId: string) => Promise<Booking | null>;
  cleanupTripCache?: () => Promise<void>;
}

type Calls = {
  [K in keyof Required<FakeBookingsAnswers>]: ReturnType<
    typeof vi.fn<Required<FakeBookingsAnswers>[K]>
  >;
};

let calls: Calls | null = null;

const unexpected = (name: string) => () => Promise.reject(new Error(`unexpected call ${name}`));

/** What a test answers per call; returns the calls as spies (what each was called with). */
export function fakeBookingsBackend(answers: FakeBookingsAnswers = {}): Calls {
  calls = {
    create: vi.fn(answers.create ?? unexpected('create')),
    listBookings: vi.fn(answers.listBookings ?? unexpected('listBookings')),
    cancel: vi.fn(answers.cancel ?? unexpected('cancel')),
    archive: vi.fn(answers.archive ?? unexpected('archive')),
    cleanupTripCache: vi.fn(answers.cleanupTripCache ?? unexpected('cleanupTripCache')),
  };
  return calls;
}

function current(): Calls {
  calls ??= fakeBookingsBackend();
  return calls;
}

/** null and nothing are both an empty answer (the spec shows none for these calls). */
const emptyAsNothing = async (outcome: Promise<unknown>) => (await outcome) ?? undefined;

const url = (path: string) => `${resolveApiBaseUrl()}${path}`;

const server = setupServer(
  http.post(url(contract.bookings.create.path), async ({ request }) => {
    const body = (await request.json()) as BookingRequest;
    return answer(() => current().create(body), 204);
  }),
  http.get(url(contract.bookings.listForUser.path), ({ params }) =>
    answer(() => current().listBookings(String(params.userId)), 200),
  ),
  http.put(url(contract.bookings.cancel.path), ({ params }) =>
    answer(() => emptyAsNothing(current().cancel(String(params.bookingId))), 200),
  ),
  http.put(url(contract.bookings.archive.path), ({ params }) =>
    answer(() => emptyAsNothing(current().archive(String(params.bookingId))), 200),
  ),
  http.post(url(contract.offers.cleanupTripCache.path), () =>
    answer(() => current().cleanupTripCache(), 204),
  ),
);

/** Serves the bookings' calls for the test file; every test starts with no answers given. */
export function useFakeBookingsBackend(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    calls = null;
    globalThis.sessionStorage?.setItem(MOCK_REQUEST_TIMEOUT_KEY, String(TEST_REQUEST_TIMEOUT_MS));
  });
  afterAll(() => server.close());
}
