import { mutationOptions } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { BookingRequestSchema, type BookingRequest } from '@contract/bookings';
import type { Booking } from '@contract/schemas';
import { matchesRequest } from '@/domain/posting/posting-match';
import { apiClient } from '@/lib/api-client';
import { errorStatus, expectStatus, expectSuccess, isNoAnswer } from '@/lib/api-errors';
import { queryClient } from '@/lib/query-client';
import { bookingsQueryKey } from '@/api/bookings-keys';
import { schemaReader, storedValue } from '@/lib/persisted-store';

/**
 * Creating a posting so that a retry can never create a second one (docs/decisions/004-posting-retry-without-duplicates.md).
 *
 * When a create gets no answer (offline, the connection dropped, a timeout) or a server error, the posting may exist
 * all the same. That attempt is remembered for the tab (sessionStorage, with the draft: a reload keeps it); before the
 * next attempt sends again, the user's bookings are read, and a posting that matches the request counts as the
 * created one. This works with any backend that follows the spec (no idempotency support needed, no extra header a
 * CORS policy could refuse). A refusal (4xx) is definite: nothing was created.
 */

// Stryker disable next-line StringLiteral: the storage key is the app’s own name; the tests use the exported constant, any name (even "") keeps the attempt over a reload
export const UNCONFIRMED_CREATE_STORAGE_KEY = 'wen.unconfirmedPosting';

/** The calls of a create; tests pass their own. */
export interface CreatePostingApi {
  create(body: BookingRequest): Promise<void>;
  listBookings(userId: string): Promise<Booking[]>;
}

export const createPostingApi: CreatePostingApi = {
  async create(body) {
    // Any 2xx is success: the app needs nothing of the answer (contract/answer-readers.ts).
    expectSuccess(await apiClient.bookings.create({ body }));
  },
  async listBookings(userId) {
    return expectStatus(await apiClient.bookings.listForUser({ params: { userId } }), 200);
  },
};

const storedUnconfirmed = storedValue(
  // Stryker disable next-line StringLiteral: storageOf() takes sessionStorage for every kind but 'local'
  'session',
  UNCONFIRMED_CREATE_STORAGE_KEY,
  schemaReader(BookingRequestSchema),
);

let unconfirmedInMemory: BookingRequest | null = null;

/** The request of the last create whose outcome is unknown, if any. */
export function unconfirmedCreate(): BookingRequest | null {
  return unconfirmedInMemory ?? storedUnconfirmed.read();
}

function rememberUnconfirmed(body: BookingRequest | null): void {
  unconfirmedInMemory = body;
  // Blocked storage: remembered for this page only.
  storedUnconfirmed.write(body);
}

/** Was the outcome of a failed create unknown (it may have been created)? */
function outcomeUnknown(error: unknown): boolean {
  const status = errorStatus(error);
  // Stryker disable next-line ConditionalExpression: null >= 500 is false: the null check only says so
  return isNoAnswer(error) || (status !== null && status >= 500);
}

/**
 * Creates the posting, at most once: 'created' when this call created it, 'found' when an earlier attempt without
 * an answer had created it already. Rejects when it failed (the caller keeps the input and tells the user); a
 * rejection before anything was sent (the check found no network) leaves the remembered attempt in place.
 */
export async function createPostingOnce(
  body: BookingRequest,
  userId: string,
  api: CreatePostingApi = createPostingApi,
): Promise<'created' | 'found'> {
  if (unconfirmedCreate()) {
    const bookings = await api.listBookings(userId);
    if (bookings.some((booking) => matchesRequest(booking, body))) {
      rememberUnconfirmed(null);
      return 'found';
    }
  }
  try {
    await api.create(body);
  } catch (error) {
    rememberUnconfirmed(outcomeUnknown(error) ? body : unconfirmedCreate());
    throw error;
  }
  rememberUnconfirmed(null);
  return 'created';
}

const CREATE_POSTING_KEY = ['bookings', 'create'] as const;

interface CreatePostingVariables {
  body: BookingRequest;
  userId: string;
  /** A change (replace-posting.ts): the posting the new one replaces, cancelled once the new one is published. */
  replacesBookingId?: string | null;
}

/**
 * Create as a mutation: at most one posting per draft, even when an attempt got no answer (createPostingOnce).
 * Like every call it is sent even when the browser says offline (src/lib/query-client.ts). The bookings list is
 * reloaded after a success (My page shows the new posting).
 */
export function createPostingMutation(
  api: CreatePostingApi = createPostingApi,
  replace: (
    body: BookingRequest,
    previousId: string,
    userId: string,
  ) => Promise<'created' | 'found'> = (body, previousId, userId) =>
    import('./replace-posting').then((module) => module.replacePosting(body, previousId, userId)),
) {
  return mutationOptions({
    mutationKey: CREATE_POSTING_KEY,
    mutationFn: ({ body, userId, replacesBookingId }: CreatePostingVariables) =>
      replacesBookingId
        ? replace(body, replacesBookingId, userId)
        : createPostingOnce(body, userId, api),
    onSuccess: (_outcome, { userId }) =>
      void queryClient.invalidateQueries({ queryKey: bookingsQueryKey(userId) }),
    // A change that failed half-way has changed the list too (a posting created and taken back).
    onError: (_error, { userId, replacesBookingId }) => {
      if (replacesBookingId)
        void queryClient.invalidateQueries({ queryKey: bookingsQueryKey(userId) });
    },
  });
}

/** Is a create under way (read at once from the mutation cache, before React renders)? */
export function isCreatingPosting(): boolean {
  return queryClient.isMutating({ mutationKey: CREATE_POSTING_KEY }) > 0;
}

/** The same, for rendering: the mutation cache tells its listeners at once (a double click sees it disabled). */
export function useIsCreatingPosting(): boolean {
  return useSyncExternalStore(
    (onChange) => queryClient.getMutationCache().subscribe(onChange),
    isCreatingPosting,
  );
}

/** Forgets an unknown outcome (the draft was dropped or another user signed in). */
export function forgetUnconfirmedCreate(): void {
  rememberUnconfirmed(null);
}
