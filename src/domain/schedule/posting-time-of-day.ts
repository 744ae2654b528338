import { berlinMinutesOfDay } from './berlin-days';
import { ClockTimeSchema, type IntegrationInfo } from '@contract/schemas';

/**
 * The one rule of a posting's time of day (docs/posting-times.md), shared by the app (src/domain/posting/
 * posting-time.ts formats it) and the fake backend (its matcher). Times are Berlin wall-clock times.
 *
 * A one-time posting leaves at its meeting time. A recurring posting leaves every travel day at the time of day of
 * its departureTime (the ISO of the period start, at that time). Older postings and other backends send recurring
 * postings at exactly midnight because no time was asked: such a time was never entered, so it is "time not
 * given", and filters and fits take it as "any time".
 */

/** What a posting's time needs: its departure and its kind (a TravelInfo or an offer's travel info). */
export interface TimedPosting {
  departureTime: string;
  integrationInfo: Pick<IntegrationInfo, 'recurrence' | 'meetingTime'> & { returnTime?: string };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 430 → '07:10'. */
export function clockOfMinutes(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * Minutes after Berlin midnight at which the posting leaves, or null when no time was given (a recurring posting at
 * exactly 00:00) or the time is unreadable.
 */
export function postingMinutesOfDay(posting: TimedPosting): number | null {
  const info = posting.integrationInfo;
  const oneTime = info.recurrence === 'ONE_TIME';
  const minutes = berlinMinutesOfDay(
    new Date(oneTime ? (info.meetingTime ?? posting.departureTime) : posting.departureTime),
  );
  if (minutes === null) return null;
  // A one-time trip at midnight was picked as such; a recurring one at midnight was never asked for a time.
  if (!oneTime && minutes === 0) return null;
  return minutes;
}

/** 'HH:mm' (Berlin) at which the posting leaves, or null: "time not given". */
export function postingTimeOfDay(posting: TimedPosting): string | null {
  const minutes = postingMinutesOfDay(posting);
  return minutes === null ? null : clockOfMinutes(minutes);
}

/** The usual time back of a recurring posting ('HH:mm', Berlin), or null when it has none (or an unreadable one). */
export function postingReturnTime(posting: TimedPosting): string | null {
  if (posting.integrationInfo.recurrence === 'ONE_TIME') return null;
  const parsed = ClockTimeSchema.safeParse(posting.integrationInfo.returnTime);
  return parsed.success ? parsed.data : null;
}
