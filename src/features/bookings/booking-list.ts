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

/**
 * Where each card held in place stands: the id of the card before it when it was acted on (null: it was first).
 * A card cancelled on My page stays where it was for the rest of the visit (issue 36, point 3); the spec's order
 * (ended ones last) holds again from the next visit.
 */
export type HeldPlaces = ReadonlyMap<string, string | null>;

/** The list in its order, with each held card put back behind the card it followed (if that one is still listed). */
export function holdInPlace(bookings: readonly Booking[], held: HeldPlaces): Booking[] {
  if (held.size === 0) return [...bookings];
  const heldCards = bookings.filter((booking) => held.has(booking.bookingId));
  const list = bookings.filter((booking) => !held.has(booking.bookingId));
  // In the order they were held: a card held after its neighbour was held finds that neighbour back in place.
  for (const [bookingId, before] of held) {
    const card = heldCards.find((booking) => booking.bookingId === bookingId);
    if (!card) continue;
    const at = before === null ? 0 : list.findIndex((booking) => booking.bookingId === before) + 1;
    if (before !== null && at === 0) {
      // The card it followed is gone (removed meanwhile): where the spec's order puts it.
      const sorted = bookings.indexOf(card);
      list.splice(Math.min(sorted, list.length), 0, card);
    } else list.splice(at, 0, card);
  }
  return list;
}
