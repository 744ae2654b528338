import { addDays, berlinDayKeyOrNull, isoWeekOf, weekDayOf, type DayKey } from './berlin-days';
import { WEEK_DAYS, type IntegrationInfo, type WeekDay } from '@contract/schemas';

/**
 * On which days does a posting run? Written once, for the app (fit line, calendar file) and the fake
 * backend (offers search). Days are Europe/Berlin calendar days ('YYYY-MM-DD').
 *
 * - ONE_TIME: the day of its meeting time (the period start when a backend leaves the meeting time out).
 * - RECURRING (flexible hours): its ticked week days within the period.
 * - Shifts (early in even or odd ISO weeks, permanent early, permanent late, night): the working days
 *   Monday to Friday within the period; the even/odd early shift only in weeks whose ISO week number is
 *   even/odd. A night shift's travel day is the day it starts (the evening departure). ANY_SHIFT (the
 *   creation flow's placeholder, should a backend ever send it) counts like a permanent shift.
 * Public holidays are out of scope (they differ by state and plant; the colleagues agree on those).
 */

/** What the schedule needs of a posting: a TravelInfo, an offer or a booking's travelInfo all fit. */
export interface ScheduledPosting {
  integrationInfo: Pick<
    IntegrationInfo,
    'recurrence' | 'weekDays' | 'periodStart' | 'periodEnd' | 'meetingTime'
  >;
}

/** The three-shift model of the plants runs Monday to Friday; weekend shifts are extra, agreed at short notice. */
export const WORKING_DAYS: readonly WeekDay[] = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
];

export interface PostingSchedule {
  /** First and last day of the period (equal for one-time); null when the posting's dates are unreadable. */
  firstDay: DayKey | null;
  lastDay: DayKey | null;
  /** The week days it may run on (before the even/odd week rule). */
  weekDays: ReadonlySet<WeekDay>;
  /** 'even' or 'odd' ISO weeks only, or null for every week. */
  weekParity: 'even' | 'odd' | null;
  runsOn(day: DayKey): boolean;
}

const scheduleCache = new WeakMap<object, PostingSchedule>();

function dayOf(iso: string | undefined): DayKey | null {
  return iso === undefined ? null : berlinDayKeyOrNull(new Date(iso));
}

function buildSchedule(info: ScheduledPosting['integrationInfo']): PostingSchedule {
  const oneTime = info.recurrence === 'ONE_TIME';
  const firstDay = oneTime
    ? (dayOf(info.meetingTime) ?? dayOf(info.periodStart))
    : dayOf(info.periodStart);
  const lastDay = oneTime ? firstDay : dayOf(info.periodEnd);
  const weekDays = new Set<WeekDay>(
    oneTime
      ? WEEK_DAYS
      : info.recurrence === 'RECURRING'
        ? WEEK_DAYS.filter((day) => info.weekDays[day])
        : WORKING_DAYS,
  );
  const weekParity =
    info.recurrence === 'EARLY_SHIFT_EVEN_WEEKS'
      ? 'even'
      : info.recurrence === 'EARLY_SHIFT_ODD_WEEKS'
        ? 'odd'
        : null;
  return {
    firstDay,
    lastDay,
    weekDays,
    weekParity,
    runsOn(day) {
      if (firstDay === null || lastDay === null || day < firstDay || day > lastDay) return false;
      if (!weekDays.has(weekDayOf(day))) return false;
      if (weekParity === null) return true;
      return (isoWeekOf(day).week % 2 === 0) === (weekParity === 'even');
    },
  };
}

/** The posting's schedule, built once per integrationInfo object (records are replaced, not mutated). */
export function scheduleOf(posting: ScheduledPosting): PostingSchedule {
  const info = posting.integrationInfo;
  let schedule = scheduleCache.get(info);
  if (!schedule) {
    schedule = buildSchedule(info);
    scheduleCache.set(info, schedule);
  }
  return schedule;
}

function toDayKey(when: Date | DayKey): DayKey | null {
  return typeof when === 'string' ? when : berlinDayKeyOrNull(when);
}

/** Does the posting run on that Berlin day (a moment is taken as its Berlin day)? */
export function runsOn(posting: ScheduledPosting, when: Date | DayKey): boolean {
  const day = toDayKey(when);
  return day !== null && scheduleOf(posting).runsOn(day);
}

/** The days the posting runs on from `from` to `to` (both included), at most `limit` of them, ascending. */
export function runsBetween(
  posting: ScheduledPosting,
  from: Date | DayKey,
  to: Date | DayKey,
  limit = Number.POSITIVE_INFINITY,
): DayKey[] {
  const schedule = scheduleOf(posting);
  const fromDay = toDayKey(from);
  const toDay = toDayKey(to);
  if (
    schedule.firstDay === null ||
    schedule.lastDay === null ||
    fromDay === null ||
    toDay === null
  ) {
    return [];
  }
  const start = fromDay > schedule.firstDay ? fromDay : schedule.firstDay;
  const end = toDay < schedule.lastDay ? toDay : schedule.lastDay;
  const days: DayKey[] = [];
  for (let day = start; day <= end && days.length < limit; day = addDays(day, 1)) {
    if (schedule.runsOn(day)) days.push(day);
  }
  return days;
}

/** The next `count` days the posting runs on, from `from` on (included). */
export function nextRuns(posting: ScheduledPosting, from: Date | DayKey, count: number): DayKey[] {
  const lastDay = scheduleOf(posting).lastDay;
  return lastDay === null ? [] : runsBetween(posting, from, lastDay, count);
}

/** The first day from `from` on (included) the posting runs on, or null if it never runs again. */
export function nextRun(posting: ScheduledPosting, from: Date | DayKey): DayKey | null {
  return nextRuns(posting, from, 1)[0] ?? null;
}

/** "Meets on `shared` of your next `of` travel days": how many of my next travel days the other posting runs on too. */
export interface ScheduleFit {
  shared: number;
  of: number;
  sharedDays: DayKey[];
}

export function scheduleFit(
  mine: ScheduledPosting,
  theirs: ScheduledPosting,
  from: Date | DayKey,
  travelDays = 20,
): ScheduleFit {
  const myDays = nextRuns(mine, from, travelDays);
  const sharedDays = myDays.filter((day) => runsOn(theirs, day));
  return { shared: sharedDays.length, of: myDays.length, sharedDays };
}
