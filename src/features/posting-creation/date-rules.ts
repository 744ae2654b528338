import { format, isValid, parse, startOfDay } from 'date-fns';

/**
 * The date rules of the creation flow (spec section 4, Date handling), as pure functions of the chosen
 * values and "now". Dates are kept as the browser's local calendar values, the way the native pickers
 * give them: a day is 'yyyy-MM-dd', a one-time date and time is 'yyyy-MM-ddTHH:mm'.
 */
export type DayKey = string;
export type LocalDateTime = string;

/**
 * Why the date rules changed what the user chose, so the screen can say so: a day in the past ('past'), a time
 * in the past ('pastTime'), or an end before the start ('beforeStart').
 */
export type DateCorrection = 'past' | 'pastTime' | 'beforeStart';

/** The one-time picker's interval (spec section 9). */
export const ONE_TIME_STEP_MINUTES = 5;

const DAY_KEY = 'yyyy-MM-dd';
const LOCAL_DATE_TIME = "yyyy-MM-dd'T'HH:mm";
// Stryker disable next-line Regex: three guards say the same: the pattern, date-fns parse (whole string, real days and times only) and the round trip; any one of them rejects what the others would
const DAY_KEY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
// Stryker disable next-line Regex: three guards say the same: the pattern, date-fns parse (whole string, real days and times only) and the round trip; any one of them rejects what the others would
const LOCAL_DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export function toDayKey(date: Date): DayKey {
  return format(date, DAY_KEY);
}

export function toLocalDateTime(date: Date): LocalDateTime {
  return format(date, LOCAL_DATE_TIME);
}

/** Local midnight of the day, or null for anything that is not a real 'yyyy-MM-dd' day. */
export function parseDayKey(value: string | null | undefined): Date | null {
  // Stryker disable next-line LogicalOperator: three guards say the same: the pattern, date-fns parse (whole string, real days and times only) and the round trip; any one of them rejects what the others would
  if (!value || !DAY_KEY_PATTERN.test(value)) return null;
  const date = parse(value, DAY_KEY, new Date(0));
  // Stryker disable next-line ConditionalExpression: three guards say the same: the pattern, date-fns parse (whole string, real days and times only) and the round trip; any one of them rejects what the others would
  return isValid(date) && toDayKey(date) === value ? date : null;
}

/** The local date and time, or null for anything that is not a real 'yyyy-MM-ddTHH:mm'. */
export function parseLocalDateTime(value: string | null | undefined): Date | null {
  // Stryker disable next-line LogicalOperator: three guards say the same: the pattern, date-fns parse (whole string, real days and times only) and the round trip; any one of them rejects what the others would
  if (!value || !LOCAL_DATE_TIME_PATTERN.test(value)) return null;
  const date = parse(value, LOCAL_DATE_TIME, new Date(0));
  // Stryker disable next-line ConditionalExpression: three guards say the same: the pattern, date-fns parse (whole string, real days and times only) and the round trip; any one of them rejects what the others would
  return isValid(date) && toLocalDateTime(date) === value ? date : null;
}

/** The first step boundary at or after the moment (seconds dropped upwards): 10:01 → 10:05, 10:05:00 → 10:05. */
export function roundUpToStep(date: Date, minutes: number = ONE_TIME_STEP_MINUTES): Date {
  const step = minutes * 60_000;
  return new Date(Math.ceil(date.getTime() / step) * step);
}

/** Today, the minimum of every period picker. */
export function todayKey(now: Date): DayKey {
  return toDayKey(now);
}

/** The earliest selectable one-time value: now, rounded up to the next 5 minutes. */
export function earliestOneTime(now: Date): LocalDateTime {
  return toLocalDateTime(roundUpToStep(now));
}

/** A period start in the past becomes today. */
export function clampPeriodStart(start: DayKey, now: Date): DayKey {
  const today = todayKey(now);
  // Stryker disable next-line EqualityOperator: < → <=: on equality both branches give the same value
  return start < today ? today : start;
}

/** A period end before the start becomes the start. */
export function clampPeriodEnd(end: DayKey, start: DayKey | null): DayKey {
  // Stryker disable next-line EqualityOperator: < → <=: on equality both branches give the same value
  // Stryker disable next-line ConditionalExpression: a day key compared with null is never smaller
  return start !== null && end < start ? start : end;
}

export interface Period {
  start: DayKey | null;
  end: DayKey | null;
}

/** Both rules at once; an unset or malformed day stays unset. */
export function normalizePeriod(period: Period, now: Date): Period {
  const start = parseDayKey(period.start) ? clampPeriodStart(period.start as DayKey, now) : null;
  const end = parseDayKey(period.end) ? clampPeriodEnd(period.end as DayKey, start) : null;
  return { start, end };
}

/**
 * A one-time time is snapped up to the 5-minute grid; one earlier than now becomes now, rounded up to
 * the next 5 minutes. An unset or malformed value stays unset.
 */
export function clampOneTime(value: LocalDateTime | null, now: Date): LocalDateTime | null {
  const date = parseLocalDateTime(value);
  if (!date) return null;
  const snapped = roundUpToStep(date);
  // Stryker disable next-line EqualityOperator: < → <=: on equality both branches give the same value
  return snapped.getTime() < now.getTime() ? earliestOneTime(now) : toLocalDateTime(snapped);
}

/**
 * The one-time date and time a search carries into the creation flow: the searched departure (ISO), if its day is
 * today or later, at the next possible time; null for no, an unreadable or a past departure.
 */
export function oneTimeFromSearch(departureIso: string, now: Date): LocalDateTime | null {
  // Stryker disable next-line ConditionalExpression,StringLiteral: new Date('') is an invalid date, which the next line rejects
  const departure = departureIso === '' ? null : new Date(departureIso);
  if (!departure || !isValid(departure) || startOfDay(departure) < startOfDay(now)) return null;
  return clampOneTime(toLocalDateTime(departure), now);
}

/** Local midnight of a day key as a Date (the period start of a recurring posting). */
export function startOfDayKey(value: DayKey): Date | null {
  const date = parseDayKey(value);
  return date ? startOfDay(date) : null;
}
