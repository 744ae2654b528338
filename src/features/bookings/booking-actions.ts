import { resetMobilitySearch } from '@/domain/trip-request/mobility-request-store';
import { runMutation } from '@/lib/query-client';
import { bookingActionMutation, isBookingActionUnderWay, type BookingAction } from '@/api/bookings';

/**
 * My page's Cancel and Remove: one call per booking at a time, through the bookings resource's mutations
 * (src/api/bookings.ts: the calls, the list's update by the answer, the cards' busy state).
 */

async function runBookingAction(
  action: BookingAction,
  userId: string,
  bookingId: string,
): Promise<boolean> {
  if (isBookingActionUnderWay(action, bookingId)) return false; // one call per booking
  await runMutation(bookingActionMutation(action), { userId, bookingId });
  return true;
}

/** Cancels a posting; the list entry with its id becomes cancelled. Rejects on failure. */
export async function cancelBooking(userId: string, bookingId: string): Promise<void> {
  await runBookingAction('cancel', userId, bookingId);
}

/**
 * Removes (archives) a posting: the entry becomes archived, so it leaves the list. Rejects on failure. After a
 * success the mobility request is reset, with the server's trip-cache cleanup (spec section 4); a failed cleanup
 * does not turn the archive into a failure.
 */
export async function archiveBooking(userId: string, bookingId: string): Promise<void> {
  if (await runBookingAction('archive', userId, bookingId)) void resetMobilitySearch();
}
