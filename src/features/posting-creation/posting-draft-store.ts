import type { PostingType, ShiftRecurrence, TravelInfo, WeekDay } from '@contract/schemas';
import { shiftTimesFor } from '@/domain/posting/shift-times';
import { mobilityRequest, setRequestLocation } from '@/domain/trip-request/mobility-request-store';
import { persistedStore, schemaReader } from '@/lib/persisted-store';
import {
  clampOneTime,
  clampPeriodEnd,
  clampPeriodStart,
  normalizePeriod,
  oneTimeFromSearch,
  parseDayKey,
  parseLocalDateTime,
  type DateCorrection,
  type DayKey,
  type LocalDateTime,
} from './date-rules';
import { forgetUnconfirmedCreate } from '@/api/postings';
import {
  draftFromPosting,
  emptyDraft,
  PostingDraftSchema,
  snapClock,
  type PostingDraft,
  type RecurringKind,
  type TripKind,
} from './posting-draft';

/**
 * The creation flow's draft. Kept for the tab (sessionStorage): going to the location picker and back,
 * a language switch or a reload loses nothing; a successful creation clears it.
 */
// Stryker disable next-line StringLiteral: the storage key is the app’s own name; the tests use the exported constant, any name keeps the draft over a reload
export const POSTING_DRAFT_STORAGE_KEY = 'wen.postingDraft';

export const postingDraft = persistedStore<PostingDraft, PostingDraft>({
  // Stryker disable next-line StringLiteral: storageOf() takes sessionStorage for every kind but 'local'
  kind: 'session',
  key: POSTING_DRAFT_STORAGE_KEY,
  read: schemaReader(PostingDraftSchema),
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

/** A kind of working hours only exists for recurring trips; another kind starts its times afresh. */
export function setRecurringKind(kind: RecurringKind): void {
  postingDraft.tripKind = 'RECURRING';
  if (postingDraft.recurringKind !== kind) {
    postingDraft.departureClock = null;
    postingDraft.returnClock = null;
  }
  postingDraft.recurringKind = kind;
}

/**
 * Choosing a shift sets its times from the site's table (src/domain/posting/shift-times.ts): the start as the
 * departure, the end as the way back; the user may adjust both afterwards.
 */
export function setShift(shift: ShiftRecurrence | null): void {
  if (shift === postingDraft.shift) return;
  postingDraft.shift = shift;
  if (shift === null) return;
  const times = shiftTimesFor(shift, {
    origin: mobilityRequest.origin,
    destination: mobilityRequest.destination,
  });
  postingDraft.departureClock = times.departure;
  postingDraft.returnClock = times.back;
}

/** The usual departure of a recurring trip ('HH:mm'), on the 5-minute grid; '' or anything else clears it. */
export function setDepartureClock(clock: string): void {
  postingDraft.departureClock = snapClock(clock);
}

/** The usual time back ('HH:mm'), optional: '' clears it. */
export function setReturnClock(clock: string): void {
  postingDraft.returnClock = snapClock(clock);
}

/**
 * Change on a card: the creation flow opens filled with the posting (its route as From and To); Create then
 * publishes the new one and cancels this one (src/api/postings.ts).
 */
export function startChange(
  travelInfo: TravelInfo,
  bookingId: string,
  now: Date = new Date(),
): void {
  Object.assign(postingDraft, draftFromPosting(travelInfo, bookingId, now));
  // Another draft: an unknown outcome of an earlier create no longer holds this one back.
  forgetUnconfirmedCreate();
  setRequestLocation('origin', travelInfo.origin);
  setRequestLocation('destination', travelInfo.destination);
}

export function setWeekDay(day: WeekDay, selected: boolean): void {
  postingDraft.weekDays[day] = selected;
}

/** What the date rules changed of a chosen period: per field, why (or null: taken as chosen). */
export interface PeriodCorrections {
  start: DateCorrection | null;
  end: DateCorrection | null;
}

/** A start in the past becomes today; an end before the (new) start moves with it. Answers what was changed. */
export function setPeriodStart(start: DayKey, now: Date = new Date()): PeriodCorrections {
  if (!parseDayKey(start)) return { start: null, end: null };
  const clamped = clampPeriodStart(start, now);
  postingDraft.periodStart = clamped;
  let endCorrection: DateCorrection | null = null;
  // Stryker disable next-line ConditionalExpression: clampPeriodEnd(null, start) is null again, so nothing changes
  if (postingDraft.periodEnd !== null) {
    const end = clampPeriodEnd(postingDraft.periodEnd, clamped);
    if (end !== postingDraft.periodEnd) endCorrection = 'beforeStart';
    postingDraft.periodEnd = end;
  }
  return { start: clamped !== start ? 'past' : null, end: endCorrection };
}

/** An end before the start becomes the start (and never lies before today). Answers what was changed. */
export function setPeriodEnd(end: DayKey, now: Date = new Date()): DateCorrection | null {
  if (!parseDayKey(end)) return null;
  const notPast = clampPeriodStart(end, now);
  const clamped = clampPeriodEnd(notPast, postingDraft.periodStart);
  postingDraft.periodEnd = clamped;
  if (clamped === end) return null;
  return clamped !== notPast ? 'beforeStart' : 'past';
}

/** A time earlier than now becomes the next possible time. Answers 'pastTime' when it did. */
export function setMeetingTime(
  value: LocalDateTime,
  now: Date = new Date(),
): DateCorrection | null {
  const clamped = clampOneTime(value, now);
  if (clamped === null) return null;
  postingDraft.meetingTime = clamped;
  const chosen = parseLocalDateTime(value);
  // Stryker disable next-line ConditionalExpression: a value clampOneTime accepted always parses
  return chosen !== null && chosen.getTime() < now.getTime() ? 'pastTime' : null;
}

/**
 * Coming from a search, the one-time step starts at the searched day (issue 20, item 4) unless a time is chosen
 * already; a past or unset search date leaves the field empty.
 */
export function carrySearchedDay(
  search: { departureTime: string; mobilityRequestId: string | null },
  now: Date = new Date(),
): void {
  if (postingDraft.meetingTime !== null || search.mobilityRequestId === null) return;
  const carried = oneTimeFromSearch(search.departureTime, now);
  // Stryker disable next-line ConditionalExpression: the guard only skips writing the value the draft holds already (valtio ignores an equal value)
  if (carried !== null) postingDraft.meetingTime = carried;
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
  // Stryker disable next-line ConditionalExpression: the guard only skips writing the value the draft holds already (valtio ignores an equal value)
  if (period.start !== postingDraft.periodStart) postingDraft.periodStart = period.start;
  // Stryker disable next-line ConditionalExpression: the guard only skips writing the value the draft holds already (valtio ignores an equal value)
  if (period.end !== postingDraft.periodEnd) postingDraft.periodEnd = period.end;
  const meetingTime = clampOneTime(postingDraft.meetingTime, now);
  // Stryker disable next-line ConditionalExpression: the guard only skips writing the value the draft holds already (valtio ignores an equal value)
  if (meetingTime !== postingDraft.meetingTime) postingDraft.meetingTime = meetingTime;
}
