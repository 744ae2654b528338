import { queryOptions } from '@tanstack/react-query';
import type { Booking } from '@contract/schemas';

/**
 * The user's bookings list (GET /api/v1/bookings/:userId): its cache key and its query, apart from ./bookings.ts and
 * without the typed client (the call itself is ./start-reads.ts, loaded when it is made). The dashboard's My commute reads it on the signed-in start and the creation flow
 * refreshes it by its key; neither may load zod and the contract with the dashboard's first screen
 * (docs/decisions/012-typed-client-loads-with-the-first-call.md, 024-signed-in-start-without-the-typed-client.md).
 * Other modules use the key, never a literal.
 */
export function bookingsQueryKey(userId: string) {
  return ['bookings', userId] as const;
}

/** The cached answer: as the typed client's hooks kept it (cancel and archive update `body`). */
export interface BookingsAnswer {
  status: 200;
  body: Booking[];
}

/** The list, refetched whenever a screen showing it opens, so a posting created a moment ago is there. */
export function bookingsListQuery(userId: string) {
  return queryOptions({
    queryKey: bookingsQueryKey(userId),
    queryFn: async ({ signal }): Promise<BookingsAnswer> => {
      const { readBookingsList } = await import('./start-reads');
      return { status: 200, body: await readBookingsList(userId, signal) };
    },
    refetchOnMount: 'always',
  });
}
