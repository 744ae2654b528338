import { tsr } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import type { Booking } from '@contract/schemas';
import { bookingsQueryKey } from './bookings-keys';

/**
 * The bookings resource: the cache key of a user's bookings and its query (docs/decisions/021-one-module-per-api-resource.md).
 * The cancel, archive and create calls still live with their features (booking-actions.ts, create-posting.ts).
 */

/** The user's bookings; refetched whenever My page opens, so a posting created a moment ago is there. */
export function useBookingsQuery(userId: string) {
  return tsr.bookings.listForUser.useQuery({
    queryKey: bookingsQueryKey(userId),
    queryData: { params: { userId } },
    refetchOnMount: 'always',
  });
}

const tsrQueryClient = tsr.initQueryClient(queryClient);

/** Changes the cached list of the user (cancel and archive answers). */
export function updateCachedBookings(
  userId: string,
  update: (bookings: Booking[]) => Booking[],
): void {
  tsrQueryClient.bookings.listForUser.setQueryData(bookingsQueryKey(userId), (cached) =>
    cached ? { ...cached, body: update(cached.body) } : cached,
  );
}

/** Reloads the user's list (when an action's answer told the client less than the list would). */
export function refetchCachedBookings(userId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: bookingsQueryKey(userId) });
}
