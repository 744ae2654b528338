// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { atBerlinTime, toBerlinIso, type DayKey } from '@/domain/schedule/berlin-days';
import { postingFit, postingFitKind } from '@/features/offers/offer-fit';
import { makeScheduledTravelInfo } from '../../support/builders';

/** Issue 22, item 4: how a match fits the own posting ('meets on 14 of your next 20 travel days'). */

// Monday 23.11.2026 (ISO week 48, even).
const MONDAY: DayKey = '2026-11-23';
const period = (start: DayKey, end: DayKey) => ({
  periodStart: toBerlinIso(atBerlinTime(start, 7, 15)),
  periodEnd: toBerlinIso(atBerlinTime(end, 7, 15)),
});

describe('the fit over the own posting’s next travel days', () => {
  const longPeriod = period('2026-11-02', '2027-06-30');
  const weekdays = makeScheduledTravelInfo({ recurrence: 'PERMANENT_EARLY_SHIFT', ...longPeriod });
  const monWed = makeScheduledTravelInfo({
    recurrence: 'RECURRING',
    weekDays: ['MONDAY', 'WEDNESDAY'],
    ...longPeriod,
  });

  it('counts at most the next 20 of them, from the searched day on', () => {
    // Mon–Fri from Monday 23.11.: 20 travel days are four weeks, 8 of them Mondays or Wednesdays.
    const fit = postingFit(weekdays, monWed, MONDAY);
    expect(fit).toMatchObject({ shared: 8, of: 20 });
    expect(fit.sharedDays[0]).toBe(MONDAY);
    expect(fit.sharedDays.at(-1)).toBe('2026-12-16');
    // The other way round: all 20 of the Mon/Wed posting's next days are weekdays.
    expect(postingFit(monWed, weekdays, MONDAY)).toMatchObject({ shared: 20, of: 20 });
  });

  it('counts fewer when the own period ends sooner; none when the match never meets', () => {
    const shortWeeks = makeScheduledTravelInfo({
      recurrence: 'PERMANENT_EARLY_SHIFT',
      ...period('2026-11-02', '2026-12-04'),
    });
    expect(postingFit(shortWeeks, monWed, MONDAY)).toMatchObject({ shared: 4, of: 10 });
    const oddWeeks = makeScheduledTravelInfo({
      recurrence: 'EARLY_SHIFT_ODD_WEEKS',
      ...longPeriod,
    });
    const evenWeeks = makeScheduledTravelInfo({
      recurrence: 'EARLY_SHIFT_EVEN_WEEKS',
      ...longPeriod,
    });
    const never = postingFit(evenWeeks, oddWeeks, MONDAY);
    expect(never).toMatchObject({ shared: 0, of: 20 });
    expect(postingFitKind(never)).toBe('none');
    expect(postingFitKind(postingFit(monWed, weekdays, MONDAY))).toBe('all');
    expect(postingFitKind(postingFit(weekdays, monWed, MONDAY))).toBe('some');
  });
});
