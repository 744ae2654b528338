import type { Booking, BookingState } from '@contract/schemas';

/** States listed after all others (spec section 4, List order). */
const ENDED_STATES: ReadonlySet<BookingState> = new Set(['cancelled', 'expired', 'finished']);

function departure(booking: Booking): number {
  const time = Date.parse(booking.travelInfo.departureTime);
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

/** Departure ascending, with cancelled, expired and finished bookings after the others. */
export function orderBookings(bookings: readonly Booking[]): Booking[] {
  return [...bookings].sort((a, b) => {
    const ended = Number(ENDED_STATES.has(a.state)) - Number(ENDED_STATES.has(b.state));
    return ended !== 0 ? ended : departure(a) - departure(b);
  });
}

/**
 * What My page lists: the car-pooling integration's bookings only, without archived ones (they were
 * removed), in list order.
 */
export function visibleBookings(bookings: readonly Booking[]): Booking[] {
  return orderBookings(
    bookings.filter(
      (booking) => booking.integrationId === 'commutePooling' && booking.state !== 'archived',
    ),
  );
}

/** A cancel or archive answer updates the entry with its id, or adds it (spec section 4). */
export function upsertBooking(bookings: readonly Booking[], updated: Booking): Booking[] {
  const index = bookings.findIndex((booking) => booking.bookingId === updated.bookingId);
  if (index === -1) return [...bookings, updated];
  return bookings.map((booking, position) => (position === index ? updated : booking));
}
