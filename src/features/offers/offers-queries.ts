import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MobilityRequest } from '@contract/offers';
import { runsOn } from '@/domain/schedule/schedule';
import { currentUser } from '@/domain/session/current-user';
import {
  recordCommuteAnswer,
  reverseCommuteRoute,
  type CommuteRouteInput,
} from '@/domain/trip-request/commute-routes';
import { offersKeys, searchOffers } from '@/api/offers';
import {
  mobilityRequest,
  offersIfCurrent,
  toMobilityRequestBody,
} from '@/domain/trip-request/mobility-request-store';
import {
  ForeignOffersAnswerError,
  offersSearchQuery,
} from '@/domain/trip-request/offers-search-query';
import { afterNextPaint } from '@/lib/after-next-paint';
import { queryClient } from '@/lib/query-client';
import { searchedDayOf } from './offer-fit';
import { postingMinutesOfDay } from '@/domain/schedule/posting-time-of-day';
import { posterKey } from './offer-folding';
import type { BackTimes } from './way-home';

/*
 * The offers feature's queries: the list's search (src/domain/trip-request/offers-search-query.ts, which Find starts
 * on the dashboard) and the way home's, over src/api/offers.ts (its keys and its call) with the domain's rules
 * applied to the answer, which src/api/ may not import (docs/decisions/021-one-module-per-api-resource.md).
 */

export function useOffersSearch(body: MobilityRequest) {
  return useQuery(offersSearchQuery(body));
}

export { posterKey };

/**
 * Resolves once the list's own search of `body` is not under way (at once when it is not) and the list's answer has
 * been painted: the way home's search goes out after it, so the two answers (hundreds of KB each on a busy route) do
 * not share the line and the main thread while the user waits for the first offer (sending it right on the answer
 * put its request's work before the list's first render). Answers whether that search is still in the cache (false:
 * a new search or a reset dropped it, and its way home is not wanted any more).
 */
async function afterListSearch(body: MobilityRequest): Promise<boolean> {
  const queryKey = offersSearchQuery(body).queryKey;
  const state = () => queryClient.getQueryState(queryKey);
  const settled = () => state()?.fetchStatus !== 'fetching';
  if (!settled()) {
    await new Promise<void>((resolve) => {
      const unsubscribe = queryClient.getQueryCache().subscribe(() => {
        if (!settled()) return;
        unsubscribe();
        resolve();
      });
    });
    await afterNextPaint();
  }
  return state() !== undefined;
}

/** A way home not searched: the list's search was dropped (a new search, a reset) while it waited. */
const NO_WAY_HOME = { backTimes: {}, offerIds: [] } as const satisfies WayHomeAnswer;

/** The commute route a search is for: its places and the kind of posting searched for. */
export const routeOfSearch = (body: MobilityRequest): CommuteRouteInput => ({
  origin: body.origin,
  destination: body.destination,
  postingType: body.integrations.commutePooling.postingType,
});

/**
 * The way home (issue 22): the same offers search with origin and destination swapped (same day, same posting
 * type, a request id of its own), its own query beside the first so the list never waits for it; it goes out once
 * the list's search is in (afterListSearch). Answers, for each poster (posterKey) who travels the opposite way on the
 * searched day, the times of day of those trips (way-home.ts decides which are near the way back), and the ids of
 * all offers of the answer. Under the offers search's key prefix, so a new search or a
 * reset drops it too. A failure shows nothing (the list just has no way-home marks).
 *
 * Once sent it is not cancelled when the list is left (its query function takes no abort signal): a commuter who
 * taps Back at once still finds the way home's new matches counted on My commute, because the answer is recorded
 * for the saved route back here, for the user who searched, not by the list that may be gone by then.
 */
export function wayHomeSearchQuery(body: MobilityRequest) {
  return queryOptions({
    queryKey: offersKeys.wayHome(body),
    queryFn: async (): Promise<WayHomeAnswer> => {
      if (!(await afterListSearch(body))) return NO_WAY_HOME;
      const userId = currentUser()?.id ?? null;
      const reverse: MobilityRequest = {
        ...body,
        mobilityRequestId: crypto.randomUUID(),
        origin: body.destination,
        destination: body.origin,
      };
      const answer = await searchOffers(reverse);
      const offers = offersIfCurrent(reverse.mobilityRequestId, answer, reverse.mobilityRequestId);
      if (offers === null) throw new ForeignOffersAnswerError(reverse.mobilityRequestId);
      const day = searchedDayOf(body.departureTime);
      // A backend may answer postings of other days too: only a trip back on the searched day counts.
      const backTimes: Record<string, Array<number | null>> = {};
      for (const offer of offers) {
        if (day === null || !runsOn(offer, day)) continue;
        const poster = posterKey(offer.integrationInfo.userInformation.email);
        (backTimes[poster] ??= []).push(postingMinutesOfDay(offer));
      }
      const offerIds = offers.map((offer) => offer.bookingId);
      // Held for the saved route back (its offers not shown yet), if the same user is still signed in.
      if (userId !== null && currentUser()?.id === userId) {
        recordCommuteAnswer(
          userId,
          reverseCommuteRoute(routeOfSearch(body)),
          offerIds,
          false,
          body.departureTime,
        );
      }
      return { backTimes, offerIds };
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

export interface WayHomeAnswer {
  /** By posterKey: the times of day (Berlin minutes, null: any time) of their trips back on the searched day. */
  backTimes: Record<string, Array<number | null>>;
  offerIds: string[];
}

const NO_BACK_TIMES: BackTimes = new Map();
const backTimesOf = (answer: WayHomeAnswer): BackTimes => new Map(Object.entries(answer.backTimes));
const offerIdsOf = (answer: WayHomeAnswer) => answer.offerIds;

/** Who travels the way home on the searched day, and when (way-home.ts); empty until (and unless) known. */
export function useWayHomeBackTimes(body: MobilityRequest): BackTimes {
  const { data } = useQuery({
    ...wayHomeSearchQuery(body),
    select: backTimesOf,
  });
  return data ?? NO_BACK_TIMES;
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
