import { useQuery } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { bookingsListQuery } from './bookings-list';

/**
 * The user's bookings as the dashboard's My commute reads them (its routes from the server, decision 023): the
 * bookings list's query and cache entry, as My page's. A module of its own because bookings.ts shared by My page's
 * chunk and My commute's would become a chunk of its own that the route table's preload lists name, growing /login's
 * first screen (decision 023).
 */
export function useBookingsForMyCommute(userId: string) {
  // The app's one client, named (the provider's is the same): this chunk then reaches TanStack Query's cache
  // modules as every other importer of useQuery does, and the bundler keeps them in one chunk (else /login's first
  // screen fetched two more files: tests/unit/platform/builds.test.ts).
  return useQuery(bookingsListQuery(userId), queryClient);
}
