// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  berlinDayKey,
  isoWeekOf,
  mondayOf,
  weekDayOf,
  type DayKey,
} from '@/domain/schedule/berlin-days';
import { nextRun, runsBetween, runsOn, scheduleOf, WORKING_DAYS } from '@/domain/schedule/schedule';
import { at, periodPosting, posting, weekDaysOfDays } from './schedule-fixtures';

describe('Berlin calendar days', () => {
  it('takes a moment as its Berlin day, not its UTC day', () => {
    expect(berlinDayKey(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24'); // 00:30 CET
    expect(berlinDayKey(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01'); // 00:30 CEST
    expect(berlinDayKey(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30'); // 23:59 CEST
  });

  it('gives every minute the day Intl gives it, asked again within its hour too (the hour cache)', () => {
    const intlDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' });
    // The days of both 2026 DST switches, and minutes anywhere from 1900 to 2100.
    const switchDays = [Date.UTC(2026, 2, 28, 12), Date.UTC(2026, 9, 24, 12)];
    const minutes = switchDays.flatMap((start) =>
      Array.from({ length: 3 * 24 * 4 }, (_, quarter) => start + quarter * 15 * 60_000 + 59_000),
    );
    const anywhen = fc.sample(
      fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }),
      500,
    );
    for (const time of [...minutes, ...anywhen].flatMap((time) => [time, time + 1_000])) {
      expect(berlinDayKey(new Date(time)), new Date(time).toISOString()).toBe(
        intlDay.format(new Date(time)),
      );
    }
  });

  it('knows the ISO weeks around a year with 53 weeks', () => {
    expect(isoWeekOf('2026-11-23')).toEqual({ year: 2026, week: 48 });
    expect(isoWeekOf('2026-12-28')).toEqual({ year: 2026, week: 53 });
    expect(isoWeekOf('2027-01-01')).toEqual({ year: 2026, week: 53 });
    expect(isoWeekOf('2027-01-03')).toEqual({ year: 2026, week: 53 });
    expect(isoWeekOf('2027-01-04')).toEqual({ year: 2027, week: 1 });
    expect(isoWeekOf('2025-12-29')).toEqual({ year: 2026, week: 1 }); // a Monday of December in the next ISO year
    expect(mondayOf('2027-01-03')).toBe('2026-12-28');
  });

  it('adds days across a DST switch and a year change', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});

describe('the days a posting runs on, by recurrence', () => {
  it('one-time: exactly the day of its meeting time', () => {
    const oneTime = posting({ recurrence: 'ONE_TIME', periodStart: at('2026-11-24', 7, 30) });
    expect(runsBetween(oneTime, '2026-11-01', '2026-12-31')).toEqual(['2026-11-24']);
    expect(runsOn(oneTime, '2026-11-24')).toBe(true);
    expect(runsOn(oneTime, '2026-11-25')).toBe(false);
  });

  it('one-time: the meeting time wins over a period a backend sends wider', () => {
    const oneTime = {
      integrationInfo: {
        ...posting({ recurrence: 'ONE_TIME', periodStart: at('2026-11-24') }).integrationInfo,
        periodEnd: at('2026-12-24'),
        meetingTime: at('2026-11-26'),
      },
    };
    expect(runsBetween(oneTime, '2026-11-01', '2026-12-31')).toEqual(['2026-11-26']);
  });

  it('flexible: its ticked week days within the period', () => {
    const flexible = periodPosting('RECURRING', '2026-11-23', '2026-12-06', [
      'MONDAY',
      'WEDNESDAY',
    ]);
    expect(runsBetween(flexible, '2026-11-01', '2026-12-31')).toEqual([
      '2026-11-23',
      '2026-11-25',
      '2026-11-30',
      '2026-12-02',
    ]);
    expect(runsOn(flexible, '2026-11-24')).toBe(false); // a Tuesday
  });

  it('flexible: weekends count when ticked', () => {
    const weekend = periodPosting('RECURRING', '2026-11-23', '2026-11-29', ['SATURDAY', 'SUNDAY']);
    expect(runsBetween(weekend, '2026-11-23', '2026-11-29')).toEqual(['2026-11-28', '2026-11-29']);
  });

  it('flexible: no week day ticked runs on no day', () => {
    expect(
      runsBetween(
        periodPosting('RECURRING', '2026-11-23', '2026-12-31'),
        '2026-11-23',
        '2026-12-31',
      ),
    ).toEqual([]);
  });

  it.each(['PERMANENT_EARLY_SHIFT', 'PERMANENT_LATE_SHIFT', 'NIGHT_SHIFT', 'ANY_SHIFT'] as const)(
    '%s: every working day (Monday to Friday) within the period',
    (recurrence) => {
      const shift = periodPosting(recurrence, '2026-11-25', '2026-12-02');
      expect(runsBetween(shift, '2026-11-01', '2026-12-31')).toEqual([
        '2026-11-25',
        '2026-11-26',
        '2026-11-27',
        '2026-11-30',
        '2026-12-01',
        '2026-12-02',
      ]);
    },
  );

  it('shifts ignore the week days a backend may send along', () => {
    const shift = periodPosting('PERMANENT_LATE_SHIFT', '2026-11-23', '2026-11-29', ['SUNDAY']);
    expect(weekDaysOfDays(runsBetween(shift, '2026-11-23', '2026-11-29'))).toEqual(WORKING_DAYS);
  });

  it('early shift in even weeks: the working days of even ISO weeks only', () => {
    const even = periodPosting('EARLY_SHIFT_EVEN_WEEKS', '2026-11-23', '2026-12-13');
    const days = runsBetween(even, '2026-11-23', '2026-12-13');
    expect(days).toEqual([
      '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', // week 48
      '2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', // week 50
    ]); // prettier-ignore
  });

  it('early shift in odd weeks: the working days of odd ISO weeks only', () => {
    const odd = periodPosting('EARLY_SHIFT_ODD_WEEKS', '2026-11-23', '2026-12-13');
    expect(runsBetween(odd, '2026-11-23', '2026-12-13')).toEqual([
      '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', // week 49
    ]); // prettier-ignore
  });

  it('even/odd weeks follow the ISO week number over a year with 53 weeks: week 53 and week 1 are both odd', () => {
    const odd = periodPosting('EARLY_SHIFT_ODD_WEEKS', '2026-12-21', '2027-01-17');
    const even = periodPosting('EARLY_SHIFT_EVEN_WEEKS', '2026-12-21', '2027-01-17');
    const mondays = (days: DayKey[]) => days.filter((day) => weekDayOf(day) === 'MONDAY');
    expect(mondays(runsBetween(odd, '2026-12-21', '2027-01-17'))).toEqual([
      '2026-12-28',
      '2027-01-04',
    ]); // weeks 53, 1
    expect(mondays(runsBetween(even, '2026-12-21', '2027-01-17'))).toEqual([
      '2026-12-21',
      '2027-01-11',
    ]); // weeks 52, 2
    // Days of week 53 that lie in January belong to the old ISO year's week 53.
    expect(runsOn(odd, '2027-01-01')).toBe(true);
    expect(runsOn(even, '2027-01-01')).toBe(false);
  });

  it('a period that ends before it starts runs on no day', () => {
    const backwards = periodPosting('PERMANENT_EARLY_SHIFT', '2026-12-01', '2026-11-01');
    expect(runsBetween(backwards, '2026-10-01', '2026-12-31')).toEqual([]);
    expect(nextRun(backwards, '2026-10-01')).toBeNull();
  });

  it('unreadable dates (a tolerant reader let them through) run on no day instead of throwing', () => {
    const broken = {
      integrationInfo: {
        ...periodPosting('PERMANENT_EARLY_SHIFT', '2026-11-23', '2026-12-01').integrationInfo,
        periodStart: 'soon',
      },
    };
    expect(scheduleOf(broken).firstDay).toBeNull();
    expect(runsOn(broken, '2026-11-24')).toBe(false);
    expect(nextRun(broken, '2026-11-23')).toBeNull();
    expect(
      runsOn(periodPosting('NIGHT_SHIFT', '2026-11-23', '2026-12-01'), new Date(Number.NaN)),
    ).toBe(false);
  });
});
