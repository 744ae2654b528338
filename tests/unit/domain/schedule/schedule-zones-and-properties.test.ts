// @vitest-environment node
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, berlinDayKey, isoWeekOf } from '@/domain/schedule/berlin-days';
import {
  nextRun,
  nextRuns,
  runsBetween,
  runsOn,
  scheduleFit,
  WORKING_DAYS,
} from '@/domain/schedule/schedule';
import { ShiftRecurrenceSchema, WEEK_DAYS, type Recurrence } from '@contract/schemas';
import { at, periodPosting, posting, weekDaysOfDays } from './schedule-fixtures';

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
