import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { postingTimeOfDay, type TimedPosting } from '@/domain/schedule/posting-time-of-day';

export {
  clockOfMinutes,
  postingMinutesOfDay,
  postingReturnTime,
  postingTimeOfDay,
  type TimedPosting,
} from '@/domain/schedule/posting-time-of-day';

/**
 * A posting's time of day as every screen and file shows it (cards, own detail, offers list, offer detail, mail
 * draft, calendar file, time-of-day filter; docs/posting-times.md): 'HH:mm' (Berlin), or "time not given" for a
 * recurring posting at exactly midnight. The rule itself is src/domain/schedule/posting-time-of-day.ts (the fake backend uses it too).
 */

/** The common namespace's key of the words for a time nobody entered. */
export const TIME_NOT_GIVEN_KEY = 'postingTime.notGiven';

/** The posting's time as shown: 'HH:mm', or the given words for "time not given". */
export function formatPostingTime(posting: TimedPosting, notGiven: string): string {
  return postingTimeOfDay(posting) ?? notGiven;
}

/** formatPostingTime in the app's language: '07:30' or 'time not given' / 'Uhrzeit nicht angegeben'. */
export function usePostingTimeText(): (posting: TimedPosting) => string {
  const { t } = useTranslation('common');
  return useCallback((posting) => formatPostingTime(posting, t(TIME_NOT_GIVEN_KEY)), [t]);
}
