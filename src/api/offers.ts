import type { MobilityRequest, OffersResponse } from '@contract/offers';
import { apiClient } from '@/lib/api-client';
import { expectStatus } from '@/lib/api-errors';

export { offersKeys } from './offers-keys';

/**
 * The offers resource: the offer search of a mobility request (spec section 4, Mobility request) over the typed
 * client, which reads the answer through the contract's tolerant reader, and its cache keys (./offers-keys.ts)
 * (docs/decisions/021-one-module-per-api-resource.md). The list's and the way home's queries apply the domain's
 * rules to the answer (the stale-request rule and the order of the offers, the way home's record for My commute),
 * which this layer may not import: they live with the offers feature (src/features/offers/offers-queries.ts) and are
 * built from this module's keys and call.
 */

/** POST /api/v1/offers: the offers of a mobility request; rejects on any answer but 200. */
export async function searchOffers(
  body: MobilityRequest,
  signal?: AbortSignal,
): Promise<OffersResponse> {
  return expectStatus(
    await apiClient.offers.search({ body, fetchOptions: signal ? { signal } : undefined }),
    200,
  );
}
