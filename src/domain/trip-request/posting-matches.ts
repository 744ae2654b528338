import { subscribe, useSnapshot } from 'valtio';
import { z } from 'zod';
import {
  addDays,
  atBerlinTime,
  berlinDayKey,
  berlinMinutesOfDay,
} from '@/domain/schedule/berlin-days';
import { nextRun } from '@/domain/schedule/schedule';
import { TravelInfoSchema, type PostingType, type TravelInfo } from '@contract/schemas';
import { persistedStore, schemaReader } from '@/lib/persisted-store';
import {
  mobilityRequest,
  setDepartureTime,
  setRequestLocation,
  submitMobilityRequest,
} from './mobility-request-store';

/**
 * "Find matches" for one of the user's own postings (issue 22, item 4): the spec's offers search for the posting's
 * route on its next travel day, for the other side (a driver looks for passengers and the reverse). The search is
 * an ordinary mobility request (same call, same overview); this store only remembers which posting it was made
 * for, under the request's id, so the overview can count how many of the posting's travel days each match shares.
 */

export const OPPOSITE_POSTING_TYPE: Record<PostingType, PostingType> = {
  OFFERING: 'REQUEST',
  REQUEST: 'OFFERING',
};

/** How many of the own posting's travel days the fit counts at most ("of your next 20 travel days"). */
export const MATCH_HORIZON_TRAVEL_DAYS = 20;

const PostingMatchSchema = z.object({ requestId: z.string().min(1), posting: TravelInfoSchema });
type PostingMatch = z.infer<typeof PostingMatchSchema>;

const postingMatch = persistedStore({
  kind: 'session',
  key: 'wen.postingMatch',
  read: schemaReader(z.object({ match: PostingMatchSchema.nullable().catch(null) })),
  initial: (): { match: PostingMatch | null } => ({ match: null }),
});

// A new search, a reset, a logout or another user: the request is no longer the posting's, and the posting is
// not kept in the tab beyond it.
function forgetWhenRequestChanged(): void {
  const { match } = postingMatch;
  if (match && match.requestId !== mobilityRequest.mobilityRequestId) postingMatch.match = null;
}
forgetWhenRequestChanged();
subscribe(mobilityRequest, forgetWhenRequestChanged);

/**
 * The departure to search with: the posting's next travel day (today, unless today's departure has passed) at the
 * posting's Berlin time of day. Null when the posting has no travel day left.
 */
export function nextTravelDeparture(posting: TravelInfo, now: Date = new Date()): Date | null {
  const info = posting.integrationInfo;
  const minutes = berlinMinutesOfDay(new Date(info.meetingTime ?? posting.departureTime));
  if (minutes === null) return null;
  const today = berlinDayKey(now);
  const at = (day: string) => atBerlinTime(day, Math.floor(minutes / 60), minutes % 60);
  const first = nextRun(posting, today);
  if (first === null) return null;
  if (first !== today || at(first) >= now) return at(first);
  const later = nextRun(posting, addDays(today, 1));
  return later === null ? null : at(later);
}

/**
 * Makes the mobility request the posting's search and submits it (a fresh request id, as Find Drivers does).
 * Answers false, changing nothing, when the posting has no travel day left.
 */
export function searchMatchesForPosting(posting: TravelInfo, now: Date = new Date()): boolean {
  const departure = nextTravelDeparture(posting, now);
  if (departure === null) return false;
  setRequestLocation('origin', posting.origin);
  setRequestLocation('destination', posting.destination);
  setDepartureTime(departure.toISOString());
  const requestId = submitMobilityRequest(
    OPPOSITE_POSTING_TYPE[posting.integrationInfo.postingType],
  );
  postingMatch.match = { requestId, posting };
  return true;
}

/** The own posting the request with this id searches matches for, or null (an ordinary search). */
export function usePostingOfRequest(requestId: string | null): TravelInfo | null {
  const { match } = useSnapshot(postingMatch);
  return match && requestId !== null && match.requestId === requestId
    ? (match.posting as TravelInfo)
    : null;
}
