import { proxy } from 'valtio';
import { proxySet } from 'valtio/utils';
import type { Booking } from '@contract/schemas';
import { apiClient } from '@/lib/api-client';
import { expectStatus } from '@/lib/api-errors';
import { resetMobilityRequest } from '@/lib/mobility-request-store';
import { upsertBooking } from './booking-list';
import { updateCachedBookings } from './bookings-query';

/** The ids of bookings being cancelled or archived right now (spec section 3, Booking). */
export const bookingActivity = proxy({
  cancelling: proxySet<string>(),
  archiving: proxySet<string>(),
});

/** The calls cancel and archive make; each rejects on failure. */
export interface BookingActionsApi {
  cancel(bookingId: string): Promise<Booking>;
  archive(bookingId: string): Promise<Booking>;
  cleanupTripCache(): Promise<void>;
}

export const bookingActionsApi: BookingActionsApi = {
  async cancel(bookingId) {
    return expectStatus(await apiClient.bookings.cancel({ params: { bookingId } }), 200);
  },
  async archive(bookingId) {
    return expectStatus(await apiClient.bookings.archive({ params: { bookingId } }), 200);
  },
  async cleanupTripCache() {
    expectStatus(await apiClient.offers.cleanupTripCache(), 204);
  },
};

async function runFor(
  ids: Set<string>,
  bookingId: string,
  call: () => Promise<Booking>,
): Promise<Booking | null> {
  if (ids.has(bookingId)) return null; // already under way: one call per booking
  ids.add(bookingId);
  try {
    return await call();
  } finally {
    ids.delete(bookingId);
  }
}

/** Cancels a posting; the list entry with its id becomes the answer (state cancelled). Rejects on failure. */
export async function cancelBooking(
  userId: string,
  bookingId: string,
  api: BookingActionsApi = bookingActionsApi,
): Promise<void> {
  const updated = await runFor(bookingActivity.cancelling, bookingId, () => api.cancel(bookingId));
  if (updated) updateCachedBookings(userId, (bookings) => upsertBooking(bookings, updated));
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
  const updated = await runFor(bookingActivity.archiving, bookingId, () => api.archive(bookingId));
  if (!updated) return;
  updateCachedBookings(userId, (bookings) => upsertBooking(bookings, updated));
  resetMobilityRequest();
  // Best effort: the archive itself has succeeded either way.
  api.cleanupTripCache().catch(() => undefined);
}
