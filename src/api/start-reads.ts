import { canonicalBookingList, canonicalUser } from '@contract/canonical-readers';
import { BOOKINGS_FOR_USER_PATH, USERS_ME_PATH } from '@contract/plain-forms';
import type { Booking, User } from '@contract/schemas';
import { ApiStatusError } from '@/lib/api-errors';
import { getWithFastLane } from '@/lib/fast-lane-get';

/**
 * The two reads of the signed-in start, without the typed client (docs/decisions/024-signed-in-start-without-the-typed-client.md):
 * a chunk of its own, imported when they are made, so /login's first screen carries none of it. Their resources'
 * modules (./session.ts, ./bookings-list.ts) call them.
 */

/** GET /users/me: the user of the stored access token, or of `accessToken` when given. */
export async function readCurrentUser(accessToken?: string): Promise<User> {
  const answer = await getWithFastLane('users.me', USERS_ME_PATH, canonicalUser, { accessToken });
  if (!answer.ok || answer.status !== 200) throw new ApiStatusError(answer.status, answer.body);
  return answer.body;
}

/** GET /api/v1/bookings/:userId: the user's bookings, or an ApiStatusError. */
export async function readBookingsList(userId: string, signal?: AbortSignal): Promise<Booking[]> {
  const answer = await getWithFastLane(
    'bookings.listForUser',
    BOOKINGS_FOR_USER_PATH.replace(':userId', userId),
    canonicalBookingList,
    { signal },
  );
  if (!answer.ok) throw new ApiStatusError(answer.status, answer.body);
  return answer.body;
}
