import { useMutationState } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Booking, BookingState } from '@contract/schemas';
import { apiClient } from '@/lib/api-client';
import { expectSuccess, isNoAnswer } from '@/lib/api-errors';
import { resetMobilityRequest } from '@/domain/trip-request/mobility-request-store';
import { queryClient, runMutation } from '@/lib/query-client';
import { upsertBooking } from './booking-list';
import { refetchCachedBookings, updateCachedBookings } from '@/api/bookings';

/**
 * The calls cancel and archive make; each rejects on failure. Their answer is not shown in the spec: each resolves
 * with the updated booking when the answer carries one the client can read, else with null (success all the same).
 */
export interface BookingActionsApi {
  cancel(bookingId: string): Promise<Booking | null>;
  archive(bookingId: string): Promise<Booking | null>;
  cleanupTripCache(): Promise<void>;
}

export const bookingActionsApi: BookingActionsApi = {
  async cancel(bookingId) {
    const answer = expectSuccess(await apiClient.bookings.cancel({ params: { bookingId } }));
    return answer.status === 200 ? answer.body : null;
  },
  async archive(bookingId) {
    const answer = expectSuccess(await apiClient.bookings.archive({ params: { bookingId } }));
    return answer.status === 200 ? answer.body : null;
  },
  async cleanupTripCache() {
    expectSuccess(await apiClient.offers.cleanupTripCache());
  },
};

export type BookingAction = 'cancel' | 'archive';

/** The mutation key of an action: what is under way is read from the mutation cache (spec section 3, Booking). */
export function bookingActionKey(action: BookingAction) {
  return ['bookings', action] as const;
}

interface BookingActionVariables {
  userId: string;
  bookingId: string;
}

const NEXT_STATE: Record<BookingAction, BookingState> = {
  cancel: 'cancelled',
  archive: 'archived',
};

/**
 * After a success, the list entry with the id becomes the answer's booking; without one, the client sets the state
 * it knows the action leads to and reloads the list in the background (spec section 4: update the entry by id).
 * After a failure without any answer (offline, timeout) the action may have happened all the same: the list is
 * reloaded, so what the user sees next is the server's state (a retry never cancels twice).
 * Archive also resets the mobility request, which triggers the server's trip-cache cleanup (spec section 4).
 */
function bookingActionOptions(action: BookingAction, api: BookingActionsApi) {
  return {
    mutationKey: bookingActionKey(action),
    mutationFn: ({ bookingId }: BookingActionVariables) => api[action](bookingId),
    onSuccess: (updated: Booking | null, { userId, bookingId }: BookingActionVariables) => {
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
      if (action === 'archive') {
        resetMobilityRequest();
        // Best effort: the archive itself has succeeded either way.
        api.cleanupTripCache().catch(() => undefined);
      }
    },
    onError: (error: unknown, { userId }: BookingActionVariables) => {
      if (isNoAnswer(error)) void refetchCachedBookings(userId);
    },
  };
}

function isUnderWay(action: BookingAction, bookingId: string): boolean {
  return (
    queryClient.isMutating({
      mutationKey: bookingActionKey(action),
      predicate: (mutation) =>
        // Stryker disable next-line OptionalChaining: isMutating counts pending mutations only, and a pending mutation always has its variables
        (mutation.state.variables as BookingActionVariables | undefined)?.bookingId === bookingId,
    }) > 0
  );
}

async function runBookingAction(
  action: BookingAction,
  userId: string,
  bookingId: string,
  api: BookingActionsApi,
): Promise<void> {
  if (isUnderWay(action, bookingId)) return; // one call per booking
  await runMutation(bookingActionOptions(action, api), { userId, bookingId });
}

/** Cancels a posting; the list entry with its id becomes cancelled. Rejects on failure. */
export function cancelBooking(
  userId: string,
  bookingId: string,
  api: BookingActionsApi = bookingActionsApi,
): Promise<void> {
  return runBookingAction('cancel', userId, bookingId, api);
}

/** Removes (archives) a posting: the entry becomes archived, so it leaves the list. Rejects on failure. */
export function archiveBooking(
  userId: string,
  bookingId: string,
  api: BookingActionsApi = bookingActionsApi,
): Promise<void> {
  return runBookingAction('archive', userId, bookingId, api);
}

/** The ids of the bookings an action is under way for, from the mutation cache. */
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
