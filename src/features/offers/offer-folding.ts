import { postingMinutesOfDay } from '@/domain/schedule/posting-time-of-day';
import type { OfferTravelInfo } from '@contract/schemas';

/** How a poster is recognised in both answers: the e-mail, trimmed, in lower case. */
export const posterKey = (email: string) => email.trim().toLowerCase();

/**
 * One entry per colleague (issue 35): a colleague's several postings on the searched route fold into one entry,
 * placed where the colleague's nearest posting stands, so the spec's order (ascending sum of origin and destination
 * distance) holds for the entries. One pass over the offers (a map by poster), whatever their number.
 */
export interface ColleagueEntry {
  /** The poster (posterKey of the e-mail). */
  key: string;
  /** The colleague's nearest posting: its distances, route and link stand for the entry. */
  nearest: OfferTravelInfo;
  /** All the colleague's postings on the route, nearest first (as the answer orders them). */
  offers: OfferTravelInfo[];
}

/** Folds offers (already nearest first) by colleague, in the order of each colleague's nearest posting. */
export function foldByColleague(offers: readonly OfferTravelInfo[]): ColleagueEntry[] {
  const entries = new Map<string, ColleagueEntry>();
  for (const offer of offers) {
    const key = posterKey(offer.integrationInfo.userInformation.email);
    const entry = entries.get(key);
    if (entry) entry.offers.push(offer);
    else entries.set(key, { key, nearest: offer, offers: [offer] });
  }
  return [...entries.values()];
}

/** A colleague's postings by time of day (any time first), for the entry's and the detail's list of times. */
export function byTimeOfDay(offers: readonly OfferTravelInfo[]): OfferTravelInfo[] {
  return offers
    .map((offer) => ({ offer, minutes: postingMinutesOfDay(offer) ?? -1 }))
    .sort((a, b) => a.minutes - b.minutes)
    .map(({ offer }) => offer);
}
