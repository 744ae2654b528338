import { useState } from 'react';
import { berlinDayKey } from '@contract/berlin-days';
import { nextRun } from '@contract/schedule';
import { saveTextFile } from '@/lib/save-text-file';
import type { PostingCalendarInput } from './posting-calendar';

export interface AddToCalendarTexts {
  /** The button. */
  add: string;
  /** Said instead of the button when the posting has no travel day left (nothing is shown without it). */
  noDayLeft?: string;
  /** The calendar code could not be loaded (offline, say). */
  failed: string;
}

/**
 * "Add to calendar" (issue 22): the posting's .ics file, made in the browser and downloaded. Offered only
 * while the posting has a travel day left; the file builder (ical-generator) is loaded on the first tap.
 */
export function AddToCalendarButton({
  calendar,
  texts,
  describedBy,
}: {
  calendar: Omit<PostingCalendarInput, 'from'>;
  texts: AddToCalendarTexts;
  /** What the button is for, where several are on one screen (a booking card's heading). */
  describedBy?: string;
}) {
  const [failed, setFailed] = useState(false);
  const today = berlinDayKey(new Date());
  if (nextRun(calendar.travelInfo, today) === null) {
    return texts.noDayLeft ? <p className="find-hint">{texts.noDayLeft}</p> : null;
  }
  const download = async () => {
    try {
      const { buildPostingCalendar, postingCalendarFileName } = await import('./posting-calendar');
      const text = buildPostingCalendar({ ...calendar, from: today });
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
        {texts.add}
      </button>
      {failed && (
        <p role="alert" className="field__error">
          {texts.failed}
        </p>
      )}
    </>
  );
}
