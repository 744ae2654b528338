import type { BookingRequest } from '@contract/bookings';
import type { Booking } from '@contract/schemas';
import { matchesRequest } from '@/domain/posting/posting-match';
import { apiClient } from '@/lib/api-client';
import { expectSuccess } from '@/lib/api-errors';
import { createPostingApi, createPostingOnce, type CreatePostingApi } from './create-posting';

/**
 * Change of an own posting (Change on a card; docs/posting-times.md): Create publishes the changed posting, then
 * cancels the previous one, so that the user is never left with none or two active postings.
 *
 * - The new posting is created under the app's create-retry rule (create-posting.ts): an attempt without an answer
 *   is remembered and the next one looks in the user's bookings first; the previous posting is left out of that
 *   look, so an unchanged copy of it can never count as "already created" (which would end with none).
 * - If the create fails, nothing else happens: the previous posting stays the one active posting ('not-created').
 * - If cancelling the previous posting fails (and the bookings list does not show it cancelled after all), the new
 *   posting is taken back (cancelled): the previous one stays the one active posting ('rolled-back'). Only when
 *   that fails too are both active, and the user is told to cancel the previous one ('both-active').
 */

export interface ReplacePostingApi extends CreatePostingApi {
  cancel(bookingId: string): Promise<void>;
}

export const replacePostingApi: ReplacePostingApi = {
  ...createPostingApi,
  async cancel(bookingId) {
    expectSuccess(await apiClient.bookings.cancel({ params: { bookingId } }));
  },
};

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
async function cancelConfirmed(
  bookingId: string,
  userId: string,
  api: ReplacePostingApi,
): Promise<boolean> {
  try {
    await api.cancel(bookingId);
    return true;
  } catch {
    try {
      const booking = (await api.listBookings(userId)).find(
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
  api: ReplacePostingApi = replacePostingApi,
): Promise<'created' | 'found'> {
  const withoutPrevious: CreatePostingApi = {
    create: (request) => api.create(request),
    listBookings: async (id) =>
      (await api.listBookings(id)).filter((booking) => booking.bookingId !== previousId),
  };
  let outcome: 'created' | 'found';
  try {
    outcome = await createPostingOnce(body, userId, withoutPrevious);
  } catch (error) {
    throw new ReplacePostingError('not-created', error);
  }
  if (await cancelConfirmed(previousId, userId, api)) return outcome;

  // Two would be active: the new one is taken back, the previous one stays.
  let created: Booking | undefined;
  try {
    created = (await withoutPrevious.listBookings(userId)).find(
      (booking) => STILL_ACTIVE.has(booking.state) && matchesRequest(booking, body),
    );
  } catch {
    created = undefined;
  }
  if (created && (await cancelConfirmed(created.bookingId, userId, api))) {
    throw new ReplacePostingError('rolled-back', null);
  }
  throw new ReplacePostingError('both-active', null);
}
