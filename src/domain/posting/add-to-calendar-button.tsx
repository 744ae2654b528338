import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { berlinDayKey } from '@/domain/schedule/berlin-days';
import { nextRun } from '@/domain/schedule/schedule';
import { saveTextFile } from '@/lib/save-text-file';
import type { PostingCalendarInput } from './posting-calendar';

/** What the caller decides; the rest (the posting's further information as the event's text) comes from the posting. */
export type AddToCalendarInput = Omit<PostingCalendarInput, 'from' | 'description'>;

/**
 * "Add to calendar" (issue 22): the posting's .ics file, made in the browser and downloaded. Offered only
 * while the posting has a travel day left; the file builder (ical-generator) is loaded on the first tap.
 */
export function AddToCalendarButton({
  calendar,
  explainNoDayLeft = false,
  describedBy,
}: {
  calendar: AddToCalendarInput;
  /** Say that no day is left instead of showing nothing (a detail screen; a card just has no button). */
  explainNoDayLeft?: boolean;
  /** What the button is for, where several are on one screen (a booking card's heading). */
  describedBy?: string;
}) {
  const { t } = useTranslation('common');
  const [failed, setFailed] = useState(false);
  const today = berlinDayKey(new Date());
  if (nextRun(calendar.travelInfo, today) === null) {
    return explainNoDayLeft ? <p className="find-hint">{t('calendar.noDayLeft')}</p> : null;
  }
  const description = calendar.travelInfo.integrationInfo.userInformation.description?.trim();
  const download = async () => {
    try {
      const { buildPostingCalendar, postingCalendarFileName } = await import('./posting-calendar');
      const text = buildPostingCalendar({
        ...calendar,
        ...(description ? { description } : {}),
        from: today,
      });
      if (text === null) return;
      setFailed(false);
      saveTextFile(postingCalendarFileName(calendar.title), text, 'text/calendar');
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        aria-describedby={describedBy}
        onClick={() => void download()}
      >
        {t('calendar.add')}
      </button>
      {failed && (
        <p role="alert" className="field__error">
          {t('calendar.failed')}
        </p>
      )}
    </>
  );
}
