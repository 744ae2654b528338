import { mutationOptions } from '@tanstack/react-query';
import { TOKEN_HEADER } from '@contract/route-metadata';
import { expectSuccess } from '@/lib/api-errors';
import { loadApiClient } from '@/lib/load-api-client';

/**
 * The server's trip cache (POST /api/v1/redis/cleanup-trip-cache, spec section 4, Reset): a resource of its own,
 * not the offer search, as it holds the user's searched trips and is dropped by a reset, a new search and a logout
 * (docs/decisions/021-one-module-per-api-resource.md).
 *
 * The typed client loads with the call (a reset or a logout), not with the dashboard's first render, which imports
 * the reset (docs/decisions/012-typed-client-loads-with-the-first-call.md).
 */

export const tripCacheKeys = {
  cleanup: ['trip-cache', 'cleanup'],
} as const;

/** Drops the server's trip cache of the user of `accessToken` (the token of the moment: a logout may follow). */
export async function cleanupTripCache(accessToken: string): Promise<void> {
  const apiClient = await loadApiClient();
  expectSuccess(
    await apiClient.offers.cleanupTripCache({ extraHeaders: { [TOKEN_HEADER]: accessToken } }),
  );
}

/** The cleanup as a mutation (run outside React with `runMutation`); rejects on failure. */
export function cleanupTripCacheMutation() {
  return mutationOptions({
    mutationKey: tripCacheKeys.cleanup,
    mutationFn: (accessToken: string) => cleanupTripCache(accessToken),
  });
}
