import { format, parseISO } from 'date-fns';
import { de as germanDates, enUS as englishDates } from 'date-fns/locale';
import { berlinDayKeyOrNull, type DayKey } from '@contract/berlin-days';
import { nextRun, runsOn, type ScheduledPosting } from '@contract/schedule';

/**
 * Does the colleague travel on the searched day (issue 22)? Answered on the client from the offer's own
 * schedule (contract/schedule.ts): a backend that offers postings of other days is shown as it is, with the
 * next day the posting runs.
 */
export type OfferFit =
  { kind: 'travels'; day: DayKey } | { kind: 'next'; day: DayKey } | { kind: 'never' };

export function offerFit(offer: ScheduledPosting, searchedDay: DayKey): OfferFit {
  if (runsOn(offer, searchedDay)) return { kind: 'travels', day: searchedDay };
  const next = nextRun(offer, searchedDay);
  return next === null ? { kind: 'never' } : { kind: 'next', day: next };
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
