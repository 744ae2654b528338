// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  departureForDate,
  departureNotBeforeToday,
} from '@/domain/trip-request/mobility-request-store';

// Local times: the rule works on the user's calendar day.
const now = new Date(2026, 10, 21, 9, 30); // 21 Nov 2026, 09:30

describe('a departure date in the past is reset to today', () => {
  it('keeps today and later days', () => {
    const later = new Date(2026, 10, 21, 7, 0).toISOString(); // earlier today: still today
    expect(departureNotBeforeToday(later, now)).toBe(later);
    const tomorrow = new Date(2026, 10, 22, 7, 0).toISOString();
    expect(departureNotBeforeToday(tomorrow, now)).toBe(tomorrow);
  });

  it('resets yesterday (or an unreadable value) to now', () => {
    expect(departureNotBeforeToday(new Date(2026, 10, 20, 23, 59).toISOString(), now)).toBe(
      now.toISOString(),
    );
    expect(departureNotBeforeToday('not a date', now)).toBe(now.toISOString());
  });

  it('leaves an empty departure empty', () => {
    expect(departureNotBeforeToday('', now)).toBe('');
  });
});

describe('the departure of a picked date', () => {
  const current = new Date(2026, 10, 21, 9, 30).toISOString();

  it('a future date keeps the time of day of the current departure', () => {
    const picked = new Date(departureForDate('2026-11-25', current, now));
    expect([picked.getFullYear(), picked.getMonth(), picked.getDate()]).toEqual([2026, 10, 25]);
    expect([picked.getHours(), picked.getMinutes()]).toEqual([9, 30]);
  });

  it('a past date becomes today (now)', () => {
    expect(departureForDate('2026-11-20', current, now)).toBe(now.toISOString());
    expect(departureForDate('1999-01-01', current, now)).toBe(now.toISOString());
  });

  it('today with a time of day already passed becomes now', () => {
    const early = new Date(2026, 10, 23, 6, 0).toISOString();
    expect(departureForDate('2026-11-21', early, now)).toBe(now.toISOString());
  });

  it('an empty or broken date means no departure', () => {
    expect(departureForDate('', current, now)).toBe('');
    expect(departureForDate('2026-13-45', current, now)).toBe('');
  });
});
