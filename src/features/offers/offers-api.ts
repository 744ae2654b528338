import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MobilityRequest, OffersResponse } from '@contract/offers';
import type { OfferTravelInfo } from '@contract/schemas';
import { apiClient } from '@/lib/api-client';
import { expectStatus } from '@/lib/api-errors';
import {
  mobilityRequest,
  OFFERS_SEARCH_KEY,
  offersIfCurrent,
  toMobilityRequestBody,
} from '@/domain/trip-request/mobility-request-store';
import { queryClient } from '@/lib/query-client';

/** The calls of the offers feature (tests may pass their own). */
export interface OffersApi {
  search(body: MobilityRequest, signal?: AbortSignal): Promise<OffersResponse>;
}

export const offersApi: OffersApi = {
  async search(body, signal) {
    return expectStatus(
      await apiClient.offers.search({ body, fetchOptions: signal ? { signal } : undefined }),
      200,
    );
  },
};

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
 * is a new id), sorted nearest first in `select`; an answer is final (no retry: the screen offers Try again).
 */
export function offersSearchQuery(body: MobilityRequest, api: OffersApi = offersApi) {
  return queryOptions({
    queryKey: [...OFFERS_SEARCH_KEY, body] as const,
    queryFn: async ({ signal }) => {
      const answer = await api.search(body, signal);
      if (offersIfCurrent(body.mobilityRequestId, answer, body.mobilityRequestId) === null) {
        throw new ForeignOffersAnswerError(body.mobilityRequestId);
      }
      return answer;
    },
    select: (answer): OfferTravelInfo[] =>
      offersIfCurrent(body.mobilityRequestId, answer, body.mobilityRequestId) ?? [],
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

export function useOffersSearch(body: MobilityRequest) {
  return useQuery(offersSearchQuery(body));
}

/** Has the current (submitted) request been searched (the way back from a detail goes to its overview)? */
export function hasSearchForCurrentRequest(): boolean {
  const body = toMobilityRequestBody(mobilityRequest);
  return body !== null && queryClient.getQueryState(offersSearchQuery(body).queryKey) !== undefined;
}
