import { proxy } from 'valtio';
import { proxySet } from 'valtio/utils';
import type { Booking, BookingState } from '@contract/schemas';
import { apiClient } from '@/lib/api-client';
import { expectSuccess, isNoAnswer } from '@/lib/api-errors';
import { resetMobilityRequest } from '@/lib/mobility-request-store';
import { upsertBooking } from './booking-list';
import { refetchCachedBookings, updateCachedBookings } from './bookings-query';

/** The ids of bookings being cancelled or archived right now (spec section 3, Booking). */
export const bookingActivity = proxy({
  cancelling: proxySet<string>(),
  archiving: proxySet<string>(),
});

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

type ActionOutcome = { done: false } | { done: true; updated: Booking | null };

async function runFor(
  ids: Set<string>,
  bookingId: string,
  call: () => Promise<Booking | null>,
): Promise<ActionOutcome> {
  if (ids.has(bookingId)) return { done: false }; // already under way: one call per booking
  ids.add(bookingId);
  try {
    return { done: true, updated: await call() };
  } finally {
    ids.delete(bookingId);
  }
}

/**
 * After a success, the list entry with the id becomes the answer's booking; without one, the client sets the state
 * it knows the action leads to and reloads the list in the background (spec section 4: update the entry by id).
 * After a failure without any answer (offline, timeout) the action may have happened all the same: the list is
 * reloaded, so what the user sees next is the server's state (a retry never cancels twice).
 */
async function runAction(
  userId: string,
  bookingId: string,
  ids: Set<string>,
  call: () => Promise<Booking | null>,
  nextState: BookingState,
): Promise<boolean> {
  let outcome: ActionOutcome;
  try {
    outcome = await runFor(ids, bookingId, call);
  } catch (error) {
    if (isNoAnswer(error)) void refetchCachedBookings(userId);
    throw error;
  }
  if (!outcome.done) return false;
  const { updated } = outcome;
  if (updated) {
    updateCachedBookings(userId, (bookings) => upsertBooking(bookings, updated));
  } else {
    updateCachedBookings(userId, (bookings) =>
      bookings.map((booking) =>
        booking.bookingId === bookingId ? { ...booking, state: nextState } : booking,
      ),
    );
    void refetchCachedBookings(userId);
  }
  return true;
}

/** Cancels a posting; the list entry with its id becomes cancelled. Rejects on failure. */
export async function cancelBooking(
  userId: string,
  bookingId: string,
  api: BookingActionsApi = bookingActionsApi,
): Promise<void> {
  await runAction(
    userId,
    bookingId,
    bookingActivity.cancelling,
    () => api.cancel(bookingId),
    'cancelled',
  );
}

/**
 * Removes (archives) a posting: the entry becomes archived, so it leaves the list. Success also resets the
 * mobility request, which triggers the server's trip-cache cleanup (spec section 4). Rejects on failure.
 */
export async function archiveBooking(
  userId: string,
  bookingId: string,
  api: BookingActionsApi = bookingActionsApi,
): Promise<void> {
  const archived = await runAction(
    userId,
    bookingId,
    bookingActivity.archiving,
    () => api.archive(bookingId),
    'archived',
  );
  if (!archived) return;
  resetMobilityRequest();
  // Best effort: the archive itself has succeeded either way.
  api.cleanupTripCache().catch(() => undefined);
}
