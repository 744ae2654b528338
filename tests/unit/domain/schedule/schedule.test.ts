// @vitest-environment node
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  atBerlinTime,
  berlinDayKey,
  isoWeekOf,
  mondayOf,
  toBerlinIso,
  weekDayOf,
  type DayKey,
} from '@/domain/schedule/berlin-days';
import {
  nextRun,
  nextRuns,
  runsBetween,
  runsOn,
  scheduleFit,
  scheduleOf,
  WORKING_DAYS,
} from '@/domain/schedule/schedule';
import { ShiftRecurrenceSchema, WEEK_DAYS, type Recurrence, type WeekDay } from '@contract/schemas';
import { makeScheduledTravelInfo } from '../../support/builders';

/**
 * The schedule of a posting (src/domain/schedule/schedule.ts), one recurrence at a time, then the helpers, the ISO week
 * edge cases (week 53, the change of year), Berlin days against UTC and other zones, and DST.
 * 2026-11-23 is a Monday in ISO week 48; 2026 has 53 ISO weeks (2026-12-28 .. 2027-01-03 is week 53).
 */

const posting = makeScheduledTravelInfo;
const at = (day: DayKey, hour = 7, minute = 0) => toBerlinIso(atBerlinTime(day, hour, minute));
const periodPosting = (
  recurrence: Recurrence,
  from: DayKey,
  until: DayKey,
  weekDays: WeekDay[] = [],
) => posting({ recurrence, periodStart: at(from), periodEnd: at(until, 18), weekDays });
const weekDaysOfDays = (days: DayKey[]) => days.map((day) => weekDayOf(day));

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

describe('Berlin days, whatever the zone of the machine, and DST', () => {
  const originalZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalZone;
  });

  it('a period starting at 00:30 Berlin time starts that Berlin day (the UTC day before)', () => {
    const shift = posting({
      recurrence: 'PERMANENT_EARLY_SHIFT',
      periodStart: '2026-11-23T23:30:00Z', // Tuesday 24.11. 00:30 in Berlin
      periodEnd: '2026-11-27T22:59:00Z', // Friday 27.11. 23:59 in Berlin
    });
    expect(runsBetween(shift, '2026-11-01', '2026-12-31')).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
  });

  it('a moment is taken as its Berlin day when asked whether the posting runs', () => {
    const flexible = periodPosting('RECURRING', '2026-11-23', '2026-12-06', ['TUESDAY']);
    expect(runsOn(flexible, new Date('2026-11-23T23:30:00Z'))).toBe(true); // Tuesday 00:30 in Berlin
    expect(runsOn(flexible, new Date('2026-11-23T22:30:00Z'))).toBe(false); // Monday 23:30 in Berlin
  });

  it.each([
    'UTC',
    'America/Los_Angeles',
    'Pacific/Kiritimati',
    'Australia/Lord_Howe',
    'Europe/Berlin',
  ])('the same days in the zone %s', (zone) => {
    process.env.TZ = zone;
    const odd = periodPosting('EARLY_SHIFT_ODD_WEEKS', '2026-12-21', '2027-01-17');
    expect(runsBetween(odd, '2026-12-21', '2027-01-17').length).toBe(10);
    expect(isoWeekOf('2027-01-03').week).toBe(53);
    expect(isoWeekOf('2027-01-04').week).toBe(1);
    expect(berlinDayKey(new Date('2026-03-29T00:30:00Z'))).toBe('2026-03-29');
  });

  it('runs on the days around the spring and autumn DST switches like on any other', () => {
    const spring = periodPosting('RECURRING', '2026-03-27', '2026-04-03', [...WEEK_DAYS]);
    expect(runsBetween(spring, '2026-03-27', '2026-04-03')).toEqual([
      '2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03',
    ]); // prettier-ignore
    const autumn = posting({
      recurrence: 'NIGHT_SHIFT',
      periodStart: '2026-10-23T22:00:00+02:00',
      periodEnd: '2026-10-26T22:00:00+01:00',
    });
    expect(runsBetween(autumn, '2026-10-20', '2026-10-30')).toEqual(['2026-10-23', '2026-10-26']);
  });

  it('keeps the Berlin wall clock over DST: 07:00 is +01:00 in winter and +02:00 in summer', () => {
    expect(at('2026-03-27')).toBe('2026-03-27T07:00:00+01:00');
    expect(at('2026-03-30')).toBe('2026-03-30T07:00:00+02:00');
    expect(at('2026-10-26')).toBe('2026-10-26T07:00:00+01:00');
  });
});

describe('helpers', () => {
  const flexible = periodPosting('RECURRING', '2026-11-23', '2026-12-31', ['MONDAY', 'WEDNESDAY']);

  it('nextRun: the day itself when it runs, else the next day it runs, null after the period', () => {
    expect(nextRun(flexible, '2026-11-23')).toBe('2026-11-23');
    expect(nextRun(flexible, '2026-11-24')).toBe('2026-11-25');
    expect(nextRun(flexible, new Date('2026-11-26T10:00:00+01:00'))).toBe('2026-11-30');
    expect(nextRun(flexible, '2026-10-01')).toBe('2026-11-23');
    expect(nextRun(flexible, '2026-12-31')).toBeNull();
  });

  it('nextRuns: at most the given number, within the period', () => {
    expect(nextRuns(flexible, '2026-11-24', 3)).toEqual(['2026-11-25', '2026-11-30', '2026-12-02']);
    expect(nextRuns(flexible, '2026-12-29', 5)).toEqual(['2026-12-30']);
  });

  it('scheduleFit: "meets on N of your next M travel days"', () => {
    const mine = periodPosting('PERMANENT_EARLY_SHIFT', '2026-11-23', '2027-03-31');
    const theirs = periodPosting('RECURRING', '2026-11-23', '2027-03-31', ['MONDAY', 'TUESDAY']);
    const fit = scheduleFit(mine, theirs, '2026-11-23', 20); // 4 working weeks: 8 Mondays and Tuesdays
    expect(fit).toMatchObject({ shared: 8, of: 20 });
    expect(
      weekDaysOfDays(fit.sharedDays).every((day) => day === 'MONDAY' || day === 'TUESDAY'),
    ).toBe(true);
    const evenWeeks = periodPosting('EARLY_SHIFT_EVEN_WEEKS', '2026-11-23', '2027-03-31');
    expect(scheduleFit(evenWeeks, mine, '2026-11-23', 10)).toMatchObject({ shared: 10, of: 10 });
    expect(scheduleFit(mine, evenWeeks, '2026-11-23', 10)).toMatchObject({ shared: 5, of: 10 });
  });

  it('scheduleFit: fewer travel days left than asked counts what is left', () => {
    const mine = periodPosting('RECURRING', '2026-11-23', '2026-11-30', ['MONDAY']);
    const theirs = periodPosting('PERMANENT_LATE_SHIFT', '2026-11-23', '2026-11-24');
    expect(scheduleFit(mine, theirs, '2026-11-23', 20)).toMatchObject({ shared: 1, of: 2 });
  });
});

describe('properties', () => {
  const dayArbitrary = fc
    .integer({ min: 0, max: 365 * 12 })
    .map((offset) => addDays('2020-01-01', offset));
  const weekDaysArbitrary = fc.subarray([...WEEK_DAYS]);
  const postingArbitrary = fc
    .record({
      recurrence: fc.constantFrom<Recurrence>(
        'ONE_TIME',
        'RECURRING',
        ...ShiftRecurrenceSchema.options,
      ),
      from: dayArbitrary,
      length: fc.integer({ min: 0, max: 200 }),
      weekDays: weekDaysArbitrary,
    })
    .map(({ recurrence, from, length, weekDays }) => ({
      from,
      until: addDays(from, length),
      posting: periodPosting(recurrence, from, addDays(from, length), weekDays),
    }));

  it('a posting never runs outside its period', () => {
    fc.assert(
      fc.property(postingArbitrary, ({ from, until, posting: p }) => {
        const days = runsBetween(p, addDays(from, -30), addDays(until, 30));
        return days.every((day) => day >= from && day <= until);
      }),
    );
  });

  it('a one-time posting runs exactly once, on its day', () => {
    fc.assert(
      fc.property(dayArbitrary, fc.integer({ min: 0, max: 23 }), (day, hour) => {
        const oneTime = posting({ recurrence: 'ONE_TIME', periodStart: at(day, hour) });
        const days = runsBetween(oneTime, addDays(day, -10), addDays(day, 10));
        return days.length === 1 && days[0] === day;
      }),
    );
  });

  it('the even- and odd-week patterns never share a day, and together are the permanent shift', () => {
    fc.assert(
      fc.property(dayArbitrary, fc.integer({ min: 0, max: 120 }), (from, length) => {
        const until = addDays(from, length);
        const even = runsBetween(periodPosting('EARLY_SHIFT_EVEN_WEEKS', from, until), from, until);
        const odd = runsBetween(periodPosting('EARLY_SHIFT_ODD_WEEKS', from, until), from, until);
        const permanent = runsBetween(
          periodPosting('PERMANENT_EARLY_SHIFT', from, until),
          from,
          until,
        );
        const oddSet = new Set(odd);
        return (
          even.every((day) => !oddSet.has(day)) &&
          [...even, ...odd].sort().join() === permanent.join()
        );
      }),
    );
  });

  it('runsOn, nextRun and runsBetween agree', () => {
    fc.assert(
      fc.property(postingArbitrary, dayArbitrary, ({ posting: p }, from) => {
        const next = nextRun(p, from);
        const window = runsBetween(p, from, addDays(from, 60));
        if (window.length > 0) return next === window[0] && window.every((day) => runsOn(p, day));
        return next === null || next > addDays(from, 60);
      }),
    );
  });

  it('a shift posting runs on working days only; a flexible one on its ticked days only', () => {
    fc.assert(
      fc.property(postingArbitrary, ({ from, until, posting: p }) => {
        const recurrence = p.integrationInfo.recurrence;
        const days = weekDaysOfDays(runsBetween(p, from, until));
        if (recurrence === 'RECURRING') return days.every((day) => p.integrationInfo.weekDays[day]);
        if (recurrence === 'ONE_TIME') return days.length === 1;
        return days.every((day) => WORKING_DAYS.includes(day));
      }),
    );
  });
});
