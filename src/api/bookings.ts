import { mutationOptions, useMutationState, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Booking, BookingState } from '@contract/schemas';
import { apiClient } from '@/lib/api-client';
import { expectSuccess, isNoAnswer } from '@/lib/api-errors';
import { queryClient } from '@/lib/query-client';
import { bookingsListQuery, bookingsQueryKey, type BookingsAnswer } from './bookings-list';

/**
 * The bookings resource (docs/decisions/021-one-module-per-api-resource.md): the cache key of a user's bookings and
 * its query, and the cancel and archive calls with their mutation keys and options. Creating a posting (a POST to
 * the same resource) has its own module, ./postings.ts, with its rule against duplicates.
 */

// Stryker disable all: My page's query, tested where My page is rendered (tests/unit/features/bookings/my-page.test.tsx,
// tests/e2e/my-page.spec.ts), not by the mutation module of the actions' logic (scripts/mutation-modules.mjs)
/** The user's bookings on My page; refetched whenever it opens (./bookings-list.ts). */
export function useBookingsQuery(userId: string) {
  return useQuery(bookingsListQuery(userId));
}
// Stryker restore all

/** Changes the cached list of the user (cancel and archive answers). */
export function updateCachedBookings(
  userId: string,
  update: (bookings: Booking[]) => Booking[],
): void {
  queryClient.setQueryData<BookingsAnswer>(bookingsQueryKey(userId), (cached) =>
    cached ? { ...cached, body: update(cached.body) } : cached,
  );
}

/** Reloads the user's list (when an action's answer told the client less than the list would). */
export function refetchCachedBookings(userId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: bookingsQueryKey(userId) });
}

/** A cancel or archive answer updates the entry with its id, or adds it (spec section 4). */
export function upsertBooking(bookings: readonly Booking[], updated: Booking): Booking[] {
  const index = bookings.findIndex((booking) => booking.bookingId === updated.bookingId);
  if (index === -1) return [...bookings, updated];
  return bookings.map((booking, position) => (position === index ? updated : booking));
}

// --- cancel and archive ------------------------------------------------------------------------------------------

export type BookingAction = 'cancel' | 'archive';

/** The mutation key of an action: what is under way is read from the mutation cache (spec section 3, Booking). */
export function bookingActionKey(action: BookingAction) {
  return ['bookings', action] as const;
}

export interface BookingActionVariables {
  userId: string;
  bookingId: string;
}

/**
 * PUT /api/v1/bookings/{cancel|archive}/:bookingId; rejects on failure. The answer is not shown in the spec: resolves
 * with the updated booking when the answer carries one the client can read, else with null (success all the same).
 */
export async function requestBookingAction(
  action: BookingAction,
  bookingId: string,
): Promise<Booking | null> {
  const answer = expectSuccess(await apiClient.bookings[action]({ params: { bookingId } }));
  return answer.status === 200 ? answer.body : null;
}

const NEXT_STATE: Record<BookingAction, BookingState> = {
  cancel: 'cancelled',
  archive: 'archived',
};

/**
 * Cancel or archive as a mutation. After a success, the list entry with the id becomes the answer's booking; without
 * one, the client sets the state it knows the action leads to and reloads the list in the background (spec section
 * 4: update the entry by id). After a failure without any answer (offline, timeout) the action may have happened all
 * the same: the list is reloaded, so what the user sees next is the server's state (a retry never cancels twice).
 */
export function bookingActionMutation(action: BookingAction) {
  return mutationOptions({
    mutationKey: bookingActionKey(action),
    mutationFn: ({ bookingId }: BookingActionVariables) => requestBookingAction(action, bookingId),
    onSuccess: (updated, { userId, bookingId }) => {
      if (updated) {
        updateCachedBookings(userId, (bookings) => upsertBooking(bookings, updated));
      } else {
        updateCachedBookings(userId, (bookings) =>
          bookings.map((booking) =>
            booking.bookingId === bookingId ? { ...booking, state: NEXT_STATE[action] } : booking,
          ),
        );
        void refetchCachedBookings(userId);
      }
    },
    onError: (error, { userId }) => {
      if (isNoAnswer(error)) void refetchCachedBookings(userId);
    },
  });
}

/** Is the action under way for the booking (read at once from the mutation cache, before React renders)? */
export function isBookingActionUnderWay(action: BookingAction, bookingId: string): boolean {
  return (
    queryClient.isMutating({
      mutationKey: bookingActionKey(action),
      predicate: (mutation) =>
        // Stryker disable next-line OptionalChaining: isMutating counts pending mutations only, and a pending mutation always has its variables
        (mutation.state.variables as BookingActionVariables | undefined)?.bookingId === bookingId,
    }) > 0
  );
}

/** The ids of the bookings an action is under way for, from the mutation cache (their cards' buttons are busy). */
export function useBookingsUnderWay(action: BookingAction): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: bookingActionKey(action), status: 'pending' },
    select: (mutation) => (mutation.state.variables as BookingActionVariables).bookingId,
  });
  // Stryker disable next-line StringLiteral: the memo key only tells when the ids change; without a separator two lists collide only if ids glue into each other (["ab","c"], ["a","bc"]), which booking ids do not
  const key = ids.join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the joined ids say when the set changes
  return useMemo(() => new Set(ids), [key]);
}
