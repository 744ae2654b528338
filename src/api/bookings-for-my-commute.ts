import { tsr } from '@/lib/api-client';
import { bookingsQueryKey } from './bookings-keys';

/**
 * The user's bookings as the dashboard's My commute reads them (its routes from the server, decision 023): the
 * same key, call and refetch as `useBookingsQuery` of bookings.ts, so both share one cache entry. A module of its
 * own because bookings.ts shared by My page's chunk and My commute's would become a chunk of its own that the route
 * table's preload lists name, growing /login's first screen (decision 023).
 */
export function useBookingsForMyCommute(userId: string) {
  return tsr.bookings.listForUser.useQuery({
    queryKey: bookingsQueryKey(userId),
    queryData: { params: { userId } },
    refetchOnMount: 'always',
  });
}
