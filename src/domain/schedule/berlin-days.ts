import { getISOWeek, getISOWeekYear } from 'date-fns';
import { WEEK_DAYS, type WeekDay } from '@contract/week-days';

/**
 * Calendar days in the company's time zone. Every site is in Bavaria, so "the departure day" of a request
 * and the days of a posting's period are Europe/Berlin days, whatever the zone of the browser or server is.
 * Shared by the app and the fake backend (the schedule of a posting, the seed, the offers search).
 */
export const COMPANY_TIME_ZONE = 'Europe/Berlin';

/** A calendar day as 'YYYY-MM-DD'; compares correctly as a string. */
export type DayKey = string;

/**
 * The Intl formatters are made on first use, not when this module loads: the first `Intl.DateTimeFormat` of a page
 * loads ICU's calendar and zone data, 0.15–0.5 s of a mid-range phone's main thread (4x throttled Chromium), and this
 * module is part of the signed-in dashboard's first screen. Since the EU rule (below) answers every moment a
 * commuter meets, a page normally never makes them.
 */
let dayPartsFormatter: Intl.DateTimeFormat | null = null;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Berlin's offset by the EU's summer-time rule, which Germany has followed since 1996 (tz database, Europe/Berlin):
 * UTC+2 from the last Sunday of March, 01:00 UTC, until the last Sunday of October, 01:00 UTC, else UTC+1. Null
 * outside RULE_YEARS: those moments ask Intl (earlier years had other rules; a later change of the law would be a
 * new tz database, which Intl knows and this rule does not, so the rule stops at a horizon that tests compare).
 */
const RULE_YEARS = { first: 1996, last: 2099 } as const;

/** 01:00 UTC on the last Sunday of that month (0-based), ms since the epoch. */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0, 1);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS;
}

const summerTimeOfYear = new Map<number, { start: number; end: number }>();

function ruleOffsetMinutes(time: number): number | null {
  const year = new Date(time).getUTCFullYear();
  if (year < RULE_YEARS.first || year > RULE_YEARS.last) return null;
  let summer = summerTimeOfYear.get(year);
  if (summer === undefined) {
    summer = { start: lastSundayOneUtc(year, 2), end: lastSundayOneUtc(year, 9) };
    summerTimeOfYear.set(year, summer);
  }
  return time >= summer.start && time < summer.end ? 120 : 60;
}
/** From 1900 on, Berlin's offset has been whole hours and has changed only on the full hour (tz database). */
const WHOLE_HOUR_OFFSETS_SINCE = Date.UTC(1900, 0, 1);
/**
 * The day of each UTC hour asked before, for moments outside RULE_YEARS (the rule answers the others without Intl):
 * every moment of one UTC hour lies on one Berlin day (midnight there is a
 * full UTC hour). Intl's formatToParts is most of a search's schedule work: the fake backend asks it for the period
 * of every posting, and the bench's 1,000 matches cost 15 ms of the mock build's main thread (issue 21).
 */
const dayOfHour = new Map<number, DayKey>();
const MAX_CACHED_HOURS = 50_000;

/** The Berlin calendar day of a moment; null for an invalid date (a tolerant reader may hand one over). */
export function berlinDayKeyOrNull(date: Date): DayKey | null {
  const time = date.getTime();
  if (Number.isNaN(time)) return null;
  const ruleOffset = ruleOffsetMinutes(time);
  if (ruleOffset !== null) return new Date(time + ruleOffset * 60_000).toISOString().slice(0, 10);
  if (time < WHOLE_HOUR_OFFSETS_SINCE) return formattedDayKey(date);
  const hour = Math.floor(time / HOUR_MS);
  let day = dayOfHour.get(hour);
  if (day === undefined) {
    day = formattedDayKey(date);
    if (dayOfHour.size >= MAX_CACHED_HOURS) dayOfHour.clear();
    dayOfHour.set(hour, day);
  }
  return day;
}

function formattedDayKey(date: Date): DayKey {
  dayPartsFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: COMPANY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = dayPartsFormatter.formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  // Years below 1000 are padded so day keys compare as strings.
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

export function berlinDayKey(date: Date): DayKey {
  const day = berlinDayKeyOrNull(date);
  if (day === null) throw new RangeError('Invalid date');
  return day;
}

function splitDayKey(day: DayKey): [number, number, number] {
  const [year, month, date] = day.split('-').map(Number);
  return [year ?? 1970, month ?? 1, date ?? 1];
}

/** Noon of that day in the runtime's own zone: a moment that lies on that calendar day in every zone rule. */
function localNoon(day: DayKey): Date {
  const [year, month, date] = splitDayKey(day);
  const noon = new Date(2000, 0, 1, 12);
  noon.setFullYear(year, month - 1, date);
  return noon;
}

let offsetFormatter: Intl.DateTimeFormat | null = null;

/**
 * The offset of each UTC hour asked before, outside RULE_YEARS (as dayOfHour): every moment of one UTC hour has one Berlin offset. Each
 * lookup is an Intl call; a posting's time of day asks it (postingMinutesOfDay), and the offers list asks it for
 * every colleague's every posting (folding by time, the way home, the time window): uncached, the bench's 1,000
 * matches asked it thousands of times on the page's main thread (issue 35, scale).
 */
const offsetOfHour = new Map<number, number>();

/** Offset of Berlin from UTC at that moment, in minutes (60 in winter, 120 in summer). */
export function berlinOffsetMinutes(date: Date): number {
  const time = date.getTime();
  if (Number.isNaN(time) || time < WHOLE_HOUR_OFFSETS_SINCE) return formattedOffsetMinutes(date);
  const ruleOffset = ruleOffsetMinutes(time);
  if (ruleOffset !== null) return ruleOffset;
  const hour = Math.floor(time / HOUR_MS);
  let offset = offsetOfHour.get(hour);
  if (offset === undefined) {
    offset = formattedOffsetMinutes(date);
    if (offsetOfHour.size >= MAX_CACHED_HOURS) offsetOfHour.clear();
    offsetOfHour.set(hour, offset);
  }
  return offset;
}

function formattedOffsetMinutes(date: Date): number {
  offsetFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: COMPANY_TIME_ZONE,
    timeZoneName: 'longOffset',
  });
  const name = offsetFormatter.formatToParts(date).find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0; // 'GMT' alone means +00:00
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The moment it is hour:minute on that day in Berlin. */
export function atBerlinTime(day: DayKey, hour: number, minute: number): Date {
  const [year, month, date] = splitDayKey(day);
  const wallClockAsUtc = Date.UTC(year, month - 1, date, hour, minute);
  let moment = new Date(wallClockAsUtc - berlinOffsetMinutes(new Date(wallClockAsUtc)) * 60_000);
  // Once more with the offset of the found moment, in case a DST switch lies in between.
  moment = new Date(wallClockAsUtc - berlinOffsetMinutes(moment) * 60_000);
  return moment;
}

/** The Berlin wall-clock time of a moment in minutes after midnight (07:10 is 430); null for an invalid date. */
export function berlinMinutesOfDay(date: Date): number | null {
  if (Number.isNaN(date.getTime())) return null;
  const wall = new Date(date.getTime() + berlinOffsetMinutes(date) * 60_000);
  return wall.getUTCHours() * 60 + wall.getUTCMinutes();
}

const pad = (value: number) => String(value).padStart(2, '0');

/** ISO 8601 with the Berlin offset, e.g. '2026-11-23T07:30:00+01:00', as the real backend answers. */
export function toBerlinIso(date: Date): string {
  const offset = berlinOffsetMinutes(date);
  const wall = new Date(date.getTime() + offset * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${wall.toISOString().slice(0, 19)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

export function addDays(day: DayKey, days: number): DayKey {
  const [year, month, date] = splitDayKey(day);
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, date + days);
  return utc.toISOString().slice(0, 10);
}

/**
 * The week day and ISO week of the days asked before: an offers search asks them of the searched day once per
 * posting (date-fns' ISO week alone was 10 ms of the mock build's 1,000 matches, issue 21). Bounded.
 */
const weekDayCache = new Map<DayKey, WeekDay>();
const isoWeekCache = new Map<DayKey, { year: number; week: number }>();
const MAX_CACHED_DAYS = 10_000;

function remembered<T>(cache: Map<DayKey, T>, day: DayKey, work: () => T): T {
  let value = cache.get(day);
  if (value === undefined) {
    value = work();
    if (cache.size >= MAX_CACHED_DAYS) cache.clear();
    cache.set(day, value);
  }
  return value;
}

/** The week day of a calendar day, MONDAY..SUNDAY. */
export function weekDayOf(day: DayKey): WeekDay {
  return remembered(weekDayCache, day, () => {
    const [year, month, date] = splitDayKey(day);
    const utc = new Date(0);
    utc.setUTCFullYear(year, month - 1, date);
    return WEEK_DAYS[(utc.getUTCDay() + 6) % 7] ?? 'MONDAY';
  });
}

/** ISO 8601 week ("KW" on German shift calendars): weeks start on Monday, week 1 holds the year's first Thursday. */
export function isoWeekOf(day: DayKey): { year: number; week: number } {
  const { year, week } = remembered(isoWeekCache, day, () => {
    const noon = localNoon(day);
    return { year: getISOWeekYear(noon), week: getISOWeek(noon) };
  });
  // A copy: a caller may change what it gets.
  return { year, week };
}

/** The Monday of the ISO week the day lies in. */
export function mondayOf(day: DayKey): DayKey {
  return addDays(day, -WEEK_DAYS.indexOf(weekDayOf(day)));
}
