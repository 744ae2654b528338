import { format } from 'date-fns';
import type { TFunction } from 'i18next';
import { WEEK_DAYS, type TravelInfo } from '@contract/schemas';
import { formatLanguageDate } from '@/domain/posting/format-date';

export function formatTime(iso: string): string {
  return format(new Date(iso), 'HH:mm');
}

export interface DepartureSummary {
  /** When and how often: one-time date and time, flexible week days, or the shift. */
  schedule: string;
  /** The period of a recurring posting; null for a one-time trip. */
  period: string | null;
}

/** The departure and recurrence of a posting in words (offer detail). */
export function departureSummary(
  travelInfo: TravelInfo,
  t: TFunction<'offers'>,
  language: string,
): DepartureSummary {
  const info = travelInfo.integrationInfo;
  const time = formatTime(travelInfo.departureTime);
  if (info.recurrence === 'ONE_TIME') {
    const meeting = info.meetingTime ?? travelInfo.departureTime;
    return {
      schedule: t('summary.oneTime', {
        date: formatLanguageDate(meeting, language),
        time: formatTime(meeting),
      }),
      period: null,
    };
  }
  const period = t('summary.period', {
    start: formatLanguageDate(info.periodStart, language),
    end: formatLanguageDate(info.periodEnd, language),
  });
  if (info.recurrence === 'RECURRING') {
    const days = WEEK_DAYS.filter((day) => info.weekDays[day])
      .map((day) => t(`summary.weekDays.${day}`))
      .join(', ');
    return { schedule: t('summary.flexible', { days, time }), period };
  }
  return {
    schedule: t('summary.shift', { shift: t(`summary.kind.${info.recurrence}`), time }),
    period,
  };
}
