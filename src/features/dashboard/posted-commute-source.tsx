import { useEffect } from 'react';
import { useBookingsForMyCommute } from '@/api/bookings-for-my-commute';
import {
  postedCommuteRoutes,
  setPostedCommuteRoutes,
} from '@/domain/trip-request/posted-commute-routes';

/**
 * My commute's routes from the server (issue 36, point 6): the user's bookings under the bookings resource's key
 * (the same query and cache as My page's useBookingsQuery of src/api/bookings.ts), their active postings' routes
 * handed to My commute. A chunk of its own, loaded after the dashboard's first screen: it brings the typed client.
 * Its query is src/api/bookings-for-my-commute.ts (why not bookings.ts: docs/decisions/023-my-commute-from-the-server.md).
 * Renders nothing.
 */
export default function PostedCommuteSource({ userId }: { userId: string }) {
  const { data, isError } = useBookingsForMyCommute(userId);
  const bookings = data?.body;
  useEffect(() => {
    if (bookings) setPostedCommuteRoutes(userId, postedCommuteRoutes(bookings));
    // No answer (offline, a failure): nothing posted is known; the device's routes stand alone.
    else if (isError) setPostedCommuteRoutes(userId, []);
  }, [bookings, isError, userId]);
  return null;
}
