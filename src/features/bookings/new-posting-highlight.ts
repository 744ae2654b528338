import type { Booking } from '@contract/schemas';

/**
 * The history state the confirmation after Create opens My page with: the new posting's route and departure, so
 * My page can point at it (the create answer is not read: the spec shows none).
 */
export interface NewPostingState {
  newPosting: { origin: string; destination: string; departureTime: string };
}

/** The new posting named by a navigation state, or null for any other state. */
export function newPostingOf(state: unknown): NewPostingState['newPosting'] | null {
  if (typeof state !== 'object' || state === null || !('newPosting' in state)) return null;
  const posting = (state as { newPosting: unknown }).newPosting;
  if (typeof posting !== 'object' || posting === null) return null;
  const { origin, destination, departureTime } = posting as Record<string, unknown>;
  if (typeof origin !== 'string' || typeof destination !== 'string') return null;
  if (typeof departureTime !== 'string') return null;
  return { origin, destination, departureTime };
}

/** The id of the active booking that is the new posting (same route and departure instant), if listed. */
export function newPostingId(
  bookings: readonly Booking[],
  posting: NewPostingState['newPosting'] | null,
): string | null {
  if (!posting) return null;
  const instant = Date.parse(posting.departureTime);
  const found = bookings.find(
    ({ state, travelInfo }) =>
      state !== 'cancelled' &&
      travelInfo.origin.name.trim() === posting.origin.trim() &&
      travelInfo.destination.name.trim() === posting.destination.trim() &&
      Date.parse(travelInfo.departureTime) === instant,
  );
  return found?.bookingId ?? null;
}
