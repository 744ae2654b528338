import { queryOptions } from '@tanstack/react-query';
import type { MobilityRequest } from '@contract/offers';
import type { OfferTravelInfo } from '@contract/schemas';
import { offersKeys, searchOffers } from '@/api/offers';
import { markPerformance } from '@/lib/performance-marks';
import { queryClient } from '@/lib/query-client';
import { offersIfCurrent } from './mobility-request-store';

/** An answer that names another request than the one it was sent for: it is not this search's answer. */
export class ForeignOffersAnswerError extends Error {
  constructor(readonly requestId: string) {
    super(`The offers answer names another request than ${requestId}`);
    this.name = 'ForeignOffersAnswerError';
  }
}

/**
 * The offer search of one submitted request (spec section 4, Mobility request): keyed by the request body, its id
 * included, so each answer can only land under the request it was sent for. Searched once per request (a new search
 * is a new id); its data is the answer's offers sorted nearest first, sorted once when the answer arrives (a
 * `select` ran the sort of 1,000 offers again on every render of the list); an answer is final (no retry: the
 * screen offers Try again). Its start is the bench's mark (wen:offers-search), wherever the search starts.
 */
export function offersSearchQuery(body: MobilityRequest) {
  return queryOptions({
    queryKey: offersKeys.search(body),
    queryFn: async ({ signal }): Promise<OfferTravelInfo[]> => {
      markPerformance('wen:offers-search-start');
      const answer = await searchOffers(body, signal);
      const offers = offersIfCurrent(body.mobilityRequestId, answer, body.mobilityRequestId);
      if (offers === null) throw new ForeignOffersAnswerError(body.mobilityRequestId);
      return offers;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/**
 * Starts the search of a request just submitted, as Find is tapped: its answer travels while the list's screen
 * opens (its code may still be on the way), instead of after it. The list's query takes the search over (same key);
 * a failure is the list's to tell (its screen searches a failed request again when it opens). See
 * docs/decisions/027-find-starts-the-search.md.
 */
export function startOffersSearch(body: MobilityRequest): void {
  void queryClient.prefetchQuery(offersSearchQuery(body));
}
