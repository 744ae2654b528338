import { tsr } from '@/lib/api-client';

/**
 * The bookings resource's cache key as My commute's query spells it: the very key of `bookingsQueryKey` in
 * ./bookings-keys.ts (tests/unit/api/bookings-for-my-commute.test.ts keeps the two equal), written out here because
 * importing bookings-keys.ts from My commute's chunk made the bundler cut it apart from ./posting-match.ts (the two
 * shared one chunk of My page and the creation flow), and the route table's preload lists, which /login loads,
 * named one more file: /login's first screen 118.65 KB gzip against the 118.6 ratchet (decision 023).
 */
export function myCommuteBookingsKey(userId: string) {
  return ['bookings', userId] as const;
}

/**
 * The user's bookings as the dashboard's My commute reads them (its routes from the server, decision 023): the
 * same key, call and refetch as `useBookingsQuery` of bookings.ts, so both share one cache entry. A module of its
 * own because bookings.ts shared by My page's chunk and My commute's would become a chunk of its own that the route
 * table's preload lists name, growing /login's first screen (decision 023).
 */
export function useBookingsForMyCommute(userId: string) {
  return tsr.bookings.listForUser.useQuery({
    queryKey: myCommuteBookingsKey(userId),
    queryData: { params: { userId } },
    refetchOnMount: 'always',
  });
}
