import { useEffect } from 'react';
import { bookingsQueryKey } from '@/api/bookings-keys';
import {
  postedCommuteRoutes,
  setPostedCommuteRoutes,
} from '@/domain/trip-request/posted-commute-routes';
import { tsr } from '@/lib/api-client';

/**
 * My commute's routes from the server (issue 36, point 6): the user's bookings under the bookings resource's key
 * (the same query and cache as My page's useBookingsQuery of src/api/bookings.ts), their active postings' routes
 * handed to My commute. A chunk of its own, loaded after the dashboard's first screen: it brings the typed client.
 * It calls the typed client with the resource's key and options rather than importing src/api/bookings.ts: that
 * module shared by My page's chunk and this one became a chunk of its own, and the route table's preload lists
 * naming it grew /login's first screen past its ratchet (docs/decisions/023-my-commute-from-the-server.md).
 * Renders nothing.
 */
export default function PostedCommuteSource({ userId }: { userId: string }) {
  const { data, isError } = tsr.bookings.listForUser.useQuery({
    queryKey: bookingsQueryKey(userId),
    queryData: { params: { userId } },
    refetchOnMount: 'always',
  });
  const bookings = data?.body;
  useEffect(() => {
    if (bookings) setPostedCommuteRoutes(userId, postedCommuteRoutes(bookings));
    // No answer (offline, a failure): nothing posted is known; the device's routes stand alone.
    else if (isError) setPostedCommuteRoutes(userId, []);
  }, [bookings, isError, userId]);
  return null;
}
