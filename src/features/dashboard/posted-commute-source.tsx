import { useEffect } from 'react';
import { useBookingsQuery } from '@/api/bookings';
import {
  postedCommuteRoutes,
  setPostedCommuteRoutes,
} from '@/domain/trip-request/posted-commute-routes';

/**
 * My commute's routes from the server (issue 36, point 6): the user's bookings (the same query and cache as My
 * page), their active postings' routes handed to My commute. A chunk of its own, loaded after the dashboard's first
 * screen: it brings the typed client (docs/decisions/022-my-commute-from-the-server.md). Renders nothing.
 */
export default function PostedCommuteSource({ userId }: { userId: string }) {
  const { data, isError } = useBookingsQuery(userId);
  const bookings = data?.body;
  useEffect(() => {
    if (bookings) setPostedCommuteRoutes(userId, postedCommuteRoutes(bookings));
    // No answer (offline, a failure): nothing posted is known; the device's routes stand alone.
    else if (isError) setPostedCommuteRoutes(userId, []);
  }, [bookings, isError, userId]);
  return null;
}
