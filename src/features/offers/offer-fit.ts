import { format, parseISO } from 'date-fns';
import { de as germanDates, enUS as englishDates } from 'date-fns/locale';
import { berlinDayKeyOrNull, type DayKey } from '@/domain/schedule/berlin-days';
import {
  nextRun,
  runsOn,
  scheduleFit,
  type ScheduledPosting,
  type ScheduleFit,
} from '@/domain/schedule/schedule';
import { MATCH_HORIZON_TRAVEL_DAYS } from '@/domain/trip-request/posting-matches';

/**
 * Does the colleague travel on the searched day (issue 22)? Answered on the client from the offer's own
 * schedule (src/domain/schedule/schedule.ts): a backend that offers postings of other days is shown as it is, with the
 * next day the posting runs.
 */
export type OfferFit =
  { kind: 'travels'; day: DayKey } | { kind: 'next'; day: DayKey } | { kind: 'never' };

export function offerFit(offer: ScheduledPosting, searchedDay: DayKey): OfferFit {
  if (runsOn(offer, searchedDay)) return { kind: 'travels', day: searchedDay };
  const next = nextRun(offer, searchedDay);
  return next === null ? { kind: 'never' } : { kind: 'next', day: next };
}

/**
 * How well a match fits the own posting it was searched for (issue 22, item 4): on how many of the posting's
 * travel days from the searched day on (at most the next MATCH_HORIZON_TRAVEL_DAYS) the match travels too.
 */
export function postingFit(
  mine: ScheduledPosting,
  offer: ScheduledPosting,
  searchedDay: DayKey,
): ScheduleFit {
  return scheduleFit(mine, offer, searchedDay, MATCH_HORIZON_TRAVEL_DAYS);
}

/** Which text says a posting fit: none, some or all of the counted travel days. */
export function postingFitKind(fit: ScheduleFit): 'none' | 'some' | 'all' {
  if (fit.shared === 0) return 'none';
  return fit.shared === fit.of ? 'all' : 'some';
}

/** The Berlin day of the searched departure (the company's calendar day, whatever the device's zone). */
export function searchedDayOf(departureTime: string): DayKey | null {
  return berlinDayKeyOrNull(new Date(departureTime));
}

/** 'Tue 24.11.' / 'Di. 24.11.': a travel day, short, in the app's language. */
export function formatFitDay(day: DayKey, language: string): string {
  return format(parseISO(day), 'EEE dd.MM.', {
    locale: language === 'en' ? englishDates : germanDates,
  });
}
