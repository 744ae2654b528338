import type { TFunction } from 'i18next';
import { WEEK_DAYS, type TravelInfo } from '@contract/schemas';
import { formatLanguageDate } from '@/domain/posting/format-date';
import {
  postingReturnTime,
  postingTimeOfDay,
  type TimedPosting,
} from '@/domain/posting/posting-time';

/**
 * "Departure 07:30" of an offers list entry, or "Departure: time not given" for a recurring posting without a time
 * (src/domain/posting/posting-time.ts; `notGiven` is the common words for it).
 */
export function entryDeparture(
  posting: TimedPosting,
  t: TFunction<'offers'>,
  notGiven: string,
): string {
  const time = postingTimeOfDay(posting);
  return time === null ? t('entry.departureNoTime', { notGiven }) : t('entry.departure', { time });
}

export interface DepartureSummary {
  /** When and how often: one-time date and time, flexible week days, or the shift. */
  schedule: string;
  /** The period of a recurring posting; null for a one-time trip. */
  period: string | null;
  /** 'Way back 17:00' of a recurring posting with a usual time back; null without one. */
  wayBack: string | null;
}

/** The departure and recurrence of a posting in words (offer detail). */
export function departureSummary(
  travelInfo: TravelInfo,
  t: TFunction<'offers'>,
  language: string,
  notGiven: string,
): DepartureSummary {
  const info = travelInfo.integrationInfo;
  const clock = postingTimeOfDay(travelInfo);
  if (info.recurrence === 'ONE_TIME') {
    const meeting = info.meetingTime ?? travelInfo.departureTime;
    return {
      schedule: t('summary.oneTime', {
        date: formatLanguageDate(meeting, language),
        time: clock ?? '',
      }),
      period: null,
      wayBack: null,
    };
  }
  // "departure 07:30", or "time not given" where no time was entered.
  const time = clock === null ? notGiven : t('summary.departureAt', { time: clock });
  const back = postingReturnTime(travelInfo);
  const wayBack = back === null ? null : t('summary.wayBack', { time: back });
  const period = t('summary.period', {
    start: formatLanguageDate(info.periodStart, language),
    end: formatLanguageDate(info.periodEnd, language),
  });
  if (info.recurrence === 'RECURRING') {
    const days = WEEK_DAYS.filter((day) => info.weekDays[day])
      .map((day) => t(`summary.weekDays.${day}`))
      .join(', ');
    return { schedule: t('summary.flexible', { days, time }), period, wayBack };
  }
  return {
    schedule: t('summary.shift', { shift: t(`summary.kind.${info.recurrence}`), time }),
    period,
    wayBack,
  };
}
