import { mutationOptions } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { BookingRequestSchema, type BookingRequest } from '@contract/bookings';
import type { Booking } from '@contract/schemas';
import { apiClient } from '@/lib/api-client';
import { errorStatus, expectStatus, expectSuccess, isNoAnswer } from '@/lib/api-errors';
import { queryClient } from '@/lib/query-client';
import { schemaReader, storedValue } from '@/lib/persisted-store';
import { bookingsQueryKey } from './bookings-list';
import { matchesRequest } from './posting-match';

/**
 * Publishing a posting (POST /api/v1/bookings) and changing one (create, then cancel the previous one), with their
 * mutation key and options (docs/decisions/021-one-module-per-api-resource.md). The creation flow's overview runs
 * them with `useMutation(createPostingMutation())`.
 *
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

/** The mutation key of a create (and of a change, which creates first). */
export const postingKeys = {
  create: ['bookings', 'create'],
} as const;

/** POST /api/v1/bookings; any 2xx is success: the app needs nothing of the answer (contract/answer-readers.ts). */
export async function requestCreatePosting(body: BookingRequest): Promise<void> {
  expectSuccess(await apiClient.bookings.create({ body }));
}

/** GET /api/v1/bookings/:userId, for the look for an earlier attempt; `except`: a posting left out of the look. */
async function listBookings(userId: string, except: string | null): Promise<Booking[]> {
  const bookings = expectStatus(await apiClient.bookings.listForUser({ params: { userId } }), 200);
  return except === null ? bookings : bookings.filter((booking) => booking.bookingId !== except);
}

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
 * `except`: a posting that never counts as the created one (a change's previous posting).
 */
export async function createPostingOnce(
  body: BookingRequest,
  userId: string,
  except: string | null = null,
): Promise<'created' | 'found'> {
  if (unconfirmedCreate()) {
    const bookings = await listBookings(userId, except);
    if (bookings.some((booking) => matchesRequest(booking, body))) {
      rememberUnconfirmed(null);
      return 'found';
    }
  }
  try {
    await requestCreatePosting(body);
  } catch (error) {
    rememberUnconfirmed(outcomeUnknown(error) ? body : unconfirmedCreate());
    throw error;
  }
  rememberUnconfirmed(null);
  return 'created';
}

/** Forgets an unknown outcome (the draft was dropped or another user signed in). */
export function forgetUnconfirmedCreate(): void {
  rememberUnconfirmed(null);
}

// --- a change: create, then cancel the previous posting --------------------------------------------------------

/**
 * Change of an own posting (Change on a card; docs/posting-times.md): Create publishes the changed posting, then
 * cancels the previous one, so that the user is never left with none or two active postings.
 *
 * - The new posting is created under the create-retry rule above: an attempt without an answer is remembered and the
 *   next one looks in the user's bookings first; the previous posting is left out of that look, so an unchanged copy
 *   of it can never count as "already created" (which would end with none).
 * - If the create fails, nothing else happens: the previous posting stays the one active posting ('not-created').
 * - If cancelling the previous posting fails (and the bookings list does not show it cancelled after all), the new
 *   posting is taken back (cancelled): the previous one stays the one active posting ('rolled-back'). Only when
 *   that fails too are both active, and the user is told to cancel the previous one ('both-active').
 */
export type ReplaceFailure = 'not-created' | 'rolled-back' | 'both-active';

/** Why a change did not complete, and the error of the call that failed. */
export class ReplacePostingError extends Error {
  constructor(
    readonly failure: ReplaceFailure,
    readonly reason: unknown,
  ) {
    super(`posting change failed: ${failure}`);
    this.name = 'ReplacePostingError';
  }
}

const STILL_ACTIVE: ReadonlySet<Booking['state']> = new Set(['confirmed', 'active']);

/** Cancels the posting; a failed call counts when the list shows it no longer active (the cancel got through). */
async function cancelConfirmed(bookingId: string, userId: string): Promise<boolean> {
  try {
    expectSuccess(await apiClient.bookings.cancel({ params: { bookingId } }));
    return true;
  } catch {
    try {
      const booking = (await listBookings(userId, null)).find(
        (entry) => entry.bookingId === bookingId,
      );
      return booking === undefined || !STILL_ACTIVE.has(booking.state);
    } catch {
      return false;
    }
  }
}

/** Publishes `body` and cancels `previousId`; rejects with a ReplacePostingError that says what holds. */
export async function replacePosting(
  body: BookingRequest,
  previousId: string,
  userId: string,
): Promise<'created' | 'found'> {
  let outcome: 'created' | 'found';
  try {
    outcome = await createPostingOnce(body, userId, previousId);
  } catch (error) {
    throw new ReplacePostingError('not-created', error);
  }
  if (await cancelConfirmed(previousId, userId)) return outcome;

  // Two would be active: the new one is taken back, the previous one stays.
  let created: Booking | undefined;
  try {
    created = (await listBookings(userId, previousId)).find(
      (booking) => STILL_ACTIVE.has(booking.state) && matchesRequest(booking, body),
    );
  } catch {
    created = undefined;
  }
  if (created && (await cancelConfirmed(created.bookingId, userId))) {
    throw new ReplacePostingError('rolled-back', null);
  }
  throw new ReplacePostingError('both-active', null);
}

// --- the mutation ----------------------------------------------------------------------------------------------

interface CreatePostingVariables {
  body: BookingRequest;
  userId: string;
  /** A change: the posting the new one replaces, cancelled once the new one is published. */
  replacesBookingId?: string | null;
}

/**
 * Create as a mutation: at most one posting per draft, even when an attempt got no answer (createPostingOnce), or a
 * change (replacePosting). Like every call it is sent even when the browser says offline (src/lib/query-client.ts).
 * The bookings list is reloaded after a success (My page shows the new posting).
 */
export function createPostingMutation() {
  return mutationOptions({
    mutationKey: postingKeys.create,
    mutationFn: ({ body, userId, replacesBookingId }: CreatePostingVariables) =>
      replacesBookingId
        ? replacePosting(body, replacesBookingId, userId)
        : createPostingOnce(body, userId),
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
  return queryClient.isMutating({ mutationKey: postingKeys.create }) > 0;
}

/** The same, for rendering: the mutation cache tells its listeners at once (a double click sees it disabled). */
export function useIsCreatingPosting(): boolean {
  return useSyncExternalStore(
    (onChange) => queryClient.getMutationCache().subscribe(onChange),
    isCreatingPosting,
  );
}
