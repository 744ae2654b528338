import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MobilityRequest, OffersResponse } from '@contract/offers';
import { runsOn } from '@contract/schedule';
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
import { searchedDayOf } from './offer-fit';

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

/** How a poster is recognised in both answers: the e-mail, trimmed, in lower case. */
export const posterKey = (email: string) => email.trim().toLowerCase();

/**
 * Resolves once the list's own search of `body` is not under way (at once when it is not): the way home's search
 * goes out after it, so the two answers (hundreds of KB each on a busy route) do not share the line and the main
 * thread while the user waits for the first offer. An abort of `signal` resolves it too.
 */
function afterListSearch(body: MobilityRequest, signal: AbortSignal | undefined): Promise<void> {
  const queryKey = offersSearchQuery(body).queryKey;
  const settled = () => queryClient.getQueryState(queryKey)?.fetchStatus !== 'fetching';
  if (settled() || signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      unsubscribe();
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (settled()) done();
    });
    signal?.addEventListener('abort', done);
  });
}

/**
 * The way home (issue 22): the same offers search with origin and destination swapped (same day, same posting
 * type, a request id of its own), its own query beside the first so the list never waits for it; it goes out once
 * the list's search is in (afterListSearch). Answers the
 * posters (posterKey) who also travel the opposite way on the searched day, and the ids of all offers of the answer
 * (a saved commute route the other way counts them: My commute). Under the offers search's key prefix, so a new
 * search or a reset drops it too. A failure shows nothing (the list just has no way-home marks).
 */
export function wayHomeSearchQuery(body: MobilityRequest, api: OffersApi = offersApi) {
  return queryOptions({
    queryKey: [...OFFERS_SEARCH_KEY, body, 'way-home'] as const,
    queryFn: async ({ signal }): Promise<WayHomeAnswer> => {
      await afterListSearch(body, signal);
      const reverse: MobilityRequest = {
        ...body,
        mobilityRequestId: crypto.randomUUID(),
        origin: body.destination,
        destination: body.origin,
      };
      const answer = await api.search(reverse, signal);
      const offers = offersIfCurrent(reverse.mobilityRequestId, answer, reverse.mobilityRequestId);
      if (offers === null) throw new ForeignOffersAnswerError(reverse.mobilityRequestId);
      const day = searchedDayOf(body.departureTime);
      // A backend may answer postings of other days too: only a trip back on the searched day counts.
      const posters = offers
        .filter((offer) => day !== null && runsOn(offer, day))
        .map((offer) => posterKey(offer.integrationInfo.userInformation.email));
      return { posters: [...new Set(posters)], offerIds: offers.map((offer) => offer.bookingId) };
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

export interface WayHomeAnswer {
  posters: string[];
  offerIds: string[];
}

const NO_POSTERS: ReadonlySet<string> = new Set();
const postersOf = (answer: WayHomeAnswer): ReadonlySet<string> => new Set(answer.posters);
const offerIdsOf = (answer: WayHomeAnswer) => answer.offerIds;

/** The posters (posterKey) who also travel the way home on the searched day; empty until (and unless) known. */
export function useWayHomePosters(body: MobilityRequest): ReadonlySet<string> {
  const { data } = useQuery({
    ...wayHomeSearchQuery(body),
    select: postersOf,
  });
  return data ?? NO_POSTERS;
}

/** The ids of the way home's offers (nearest first), or null until (and unless) its answer is in. */
export function useWayHomeOfferIds(body: MobilityRequest): string[] | null {
  const { data } = useQuery({ ...wayHomeSearchQuery(body), select: offerIdsOf });
  return data ?? null;
}

/** Has the current (submitted) request been searched (the way back from a detail goes to its overview)? */
export function hasSearchForCurrentRequest(): boolean {
  const body = toMobilityRequestBody(mobilityRequest);
  return body !== null && queryClient.getQueryState(offersSearchQuery(body).queryKey) !== undefined;
}
