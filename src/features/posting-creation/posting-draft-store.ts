import type { PostingType, ShiftRecurrence, WeekDay } from '@contract/schemas';
import { persistedStore } from '@/lib/persisted-store';
import {
  clampOneTime,
  clampPeriodEnd,
  clampPeriodStart,
  normalizePeriod,
  parseDayKey,
  type DayKey,
  type LocalDateTime,
} from './date-rules';
import { forgetUnconfirmedCreate } from './create-posting';
import {
  emptyDraft,
  PostingDraftSchema,
  type PostingDraft,
  type RecurringKind,
  type TripKind,
} from './posting-draft';

/**
 * The creation flow's draft. Kept for the tab (sessionStorage): going to the location picker and back,
 * a language switch or a reload loses nothing; a successful creation clears it.
 */
export const POSTING_DRAFT_STORAGE_KEY = 'wen.postingDraft';

export const postingDraft = persistedStore<PostingDraft, typeof PostingDraftSchema>({
  kind: 'session',
  key: POSTING_DRAFT_STORAGE_KEY,
  schema: PostingDraftSchema,
  initial: () => emptyDraft(),
});

/** Starts (or continues) a draft of this type: a draft of the other type is dropped. */
export function beginDraft(postingType: PostingType): void {
  if (postingDraft.postingType !== postingType) resetDraft(postingType);
}

export function resetDraft(postingType: PostingType = 'OFFERING'): void {
  Object.assign(postingDraft, emptyDraft(postingType));
  // A new draft is a new posting: an unknown outcome of the old one no longer holds its retry back.
  forgetUnconfirmedCreate();
}

/** Choosing ONE_TIME clears the kind of working hours (spec section 2, second step). */
export function setTripKind(kind: TripKind): void {
  postingDraft.tripKind = kind;
  if (kind === 'ONE_TIME') postingDraft.recurringKind = null;
}

/** A kind of working hours only exists for recurring trips. */
export function setRecurringKind(kind: RecurringKind): void {
  postingDraft.tripKind = 'RECURRING';
  postingDraft.recurringKind = kind;
}

export function setShift(shift: ShiftRecurrence | null): void {
  postingDraft.shift = shift;
}

export function setWeekDay(day: WeekDay, selected: boolean): void {
  postingDraft.weekDays[day] = selected;
}

/** A start in the past becomes today; an end before the (new) start moves with it. */
export function setPeriodStart(start: DayKey, now: Date = new Date()): void {
  if (!parseDayKey(start)) return;
  const clamped = clampPeriodStart(start, now);
  postingDraft.periodStart = clamped;
  if (postingDraft.periodEnd !== null)
    postingDraft.periodEnd = clampPeriodEnd(postingDraft.periodEnd, clamped);
}

/** An end before the start becomes the start (and never lies before today). */
export function setPeriodEnd(end: DayKey, now: Date = new Date()): void {
  if (!parseDayKey(end)) return;
  postingDraft.periodEnd = clampPeriodEnd(clampPeriodStart(end, now), postingDraft.periodStart);
}

export function setMeetingTime(value: LocalDateTime, now: Date = new Date()): void {
  const clamped = clampOneTime(value, now);
  if (clamped !== null) postingDraft.meetingTime = clamped;
}

export function setDescription(description: string): void {
  postingDraft.description = description;
}

/** Applies the date rules again (time has passed since the dates were picked: a reload the next day). */
export function refreshDraftDates(now: Date = new Date()): void {
  const period = normalizePeriod(
    { start: postingDraft.periodStart, end: postingDraft.periodEnd },
    now,
  );
  if (period.start !== postingDraft.periodStart) postingDraft.periodStart = period.start;
  if (period.end !== postingDraft.periodEnd) postingDraft.periodEnd = period.end;
  const meetingTime = clampOneTime(postingDraft.meetingTime, now);
  if (meetingTime !== postingDraft.meetingTime) postingDraft.meetingTime = meetingTime;
}
