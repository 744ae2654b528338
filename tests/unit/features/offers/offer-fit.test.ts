// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatFitDay, offerFit, searchedDayOf } from '@/features/offers/offer-fit';
import { makeScheduledOffer } from '../../support/builders';

const MON_WED = makeScheduledOffer('flex', 100, 100, {
  recurrence: 'RECURRING',
  weekDays: ['MONDAY', 'WEDNESDAY'],
  periodStart: '2026-11-02T07:15:00+01:00',
  periodEnd: '2026-12-09T07:15:00+01:00',
});

describe('offer fit on the searched day', () => {
  it('travels on a ticked week day, else names the next one, else says it never runs again', () => {
    expect(offerFit(MON_WED, '2026-11-23')).toEqual({ kind: 'travels', day: '2026-11-23' });
    expect(offerFit(MON_WED, '2026-11-24')).toEqual({ kind: 'next', day: '2026-11-25' });
    // Thursday 10.12. is after the period's last Wednesday (09.12.).
    expect(offerFit(MON_WED, '2026-12-10')).toEqual({ kind: 'never' });
  });

  it('the searched day is the Berlin day of the departure (late evening UTC is the next day)', () => {
    expect(searchedDayOf('2026-11-23T23:30:00Z')).toBe('2026-11-24');
    expect(searchedDayOf('not a date')).toBeNull();
  });

  it('formats the day short, in the app language', () => {
    expect(formatFitDay('2026-11-24', 'en')).toBe('Tue 24.11.');
    expect(formatFitDay('2026-11-24', 'de')).toBe('Di. 24.11.');
  });
});
