import { atBerlinTime, toBerlinIso, weekDayOf, type DayKey } from '@/domain/schedule/berlin-days';
import { type Recurrence, type WeekDay } from '@contract/schemas';
import { makeScheduledTravelInfo } from '../../support/builders';

/** The postings and days the schedule tests (schedule.test.ts, schedule-zones-and-properties.test.ts) use. */

/**
 * The schedule of a posting (src/domain/schedule/schedule.ts), one recurrence at a time, then the helpers, the ISO week
 * edge cases (week 53, the change of year), Berlin days against UTC and other zones, and DST.
 * 2026-11-23 is a Monday in ISO week 48; 2026 has 53 ISO weeks (2026-12-28 .. 2027-01-03 is week 53).
 */

export const posting = makeScheduledTravelInfo;
export const at = (day: DayKey, hour = 7, minute = 0) =>
  toBerlinIso(atBerlinTime(day, hour, minute));
export const periodPosting = (
  recurrence: Recurrence,
  from: DayKey,
  until: DayKey,
  weekDays: WeekDay[] = [],
) => posting({ recurrence, periodStart: at(from), periodEnd: at(until, 18), weekDays });
export const weekDaysOfDays = (days: DayKey[]) => days.map((day) => weekDayOf(day));
