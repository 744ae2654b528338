// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  clampOneTime,
  clampPeriodEnd,
  clampPeriodStart,
  earliestOneTime,
  normalizePeriod,
  oneTimeFromSearch,
  parseDayKey,
  parseLocalDateTime,
  roundUpToStep,
  todayKey,
} from '@/features/posting-creation/date-rules';
import {
  postingDraft,
  setMeetingTime,
  setPeriodEnd,
  setPeriodStart,
} from '@/features/posting-creation/posting-draft-store';

// Local times: the rules work on the browser's calendar, whatever its zone.
const NOW = new Date(2026, 10, 21, 10, 2, 30); // Saturday 21 Nov 2026, 10:02:30

describe('period start: a start in the past becomes today', () => {
  it('moves yesterday (and any earlier day) to today', () => {
    expect(clampPeriodStart('2026-11-20', NOW)).toBe('2026-11-21');
    expect(clampPeriodStart('2025-01-01', NOW)).toBe('2026-11-21');
  });

  it('keeps today and later days', () => {
    expect(clampPeriodStart('2026-11-21', NOW)).toBe('2026-11-21');
    expect(clampPeriodStart('2026-12-24', NOW)).toBe('2026-12-24');
  });
});

describe('period end: an end before the start becomes the start', () => {
  it('moves an earlier end to the start', () => {
    expect(clampPeriodEnd('2026-11-25', '2026-11-30')).toBe('2026-11-30');
  });

  it('keeps an end on or after the start, and any end without a start', () => {
    expect(clampPeriodEnd('2026-11-30', '2026-11-30')).toBe('2026-11-30');
    expect(clampPeriodEnd('2026-12-31', '2026-11-30')).toBe('2026-12-31');
    expect(clampPeriodEnd('2026-11-25', null)).toBe('2026-11-25');
  });

  it('applies both rules together and leaves unset or malformed days unset', () => {
    expect(normalizePeriod({ start: '2026-11-01', end: '2026-11-10' }, NOW)).toEqual({
      start: '2026-11-21',
      end: '2026-11-21',
    });
    expect(normalizePeriod({ start: null, end: '2026-12-01' }, NOW)).toEqual({
      start: null,
      end: '2026-12-01',
    });
    expect(normalizePeriod({ start: '2026-02-30', end: 'soon' }, NOW)).toEqual({
      start: null,
      end: null,
    });
  });
});

describe('one-time date and time: 5-minute steps, never before now', () => {
  it('rounds up to the next 5 minutes (seconds count), an exact step stays', () => {
    expect(roundUpToStep(new Date(2026, 10, 21, 10, 1))).toEqual(new Date(2026, 10, 21, 10, 5));
    expect(roundUpToStep(new Date(2026, 10, 21, 10, 5, 0, 1))).toEqual(
      new Date(2026, 10, 21, 10, 10),
    );
    expect(roundUpToStep(new Date(2026, 10, 21, 10, 5))).toEqual(new Date(2026, 10, 21, 10, 5));
    expect(roundUpToStep(new Date(2026, 10, 21, 23, 58))).toEqual(new Date(2026, 10, 22, 0, 0));
  });

  it('a time before now becomes now, rounded up to the next 5 minutes', () => {
    expect(clampOneTime('2026-11-21T09:00', NOW)).toBe('2026-11-21T10:05');
    expect(clampOneTime('2026-11-20T18:30', NOW)).toBe('2026-11-21T10:05');
  });

  it('a later time is kept, snapped up to the 5-minute grid', () => {
    expect(clampOneTime('2026-11-21T17:30', NOW)).toBe('2026-11-21T17:30');
    expect(clampOneTime('2026-11-22T07:03', NOW)).toBe('2026-11-22T07:05');
  });

  it('an unset or malformed value stays unset', () => {
    expect(clampOneTime(null, NOW)).toBeNull();
    expect(clampOneTime('2026-11-21 17:30', NOW)).toBeNull();
    expect(clampOneTime('2026-13-01T10:00', NOW)).toBeNull();
  });
});

describe('selectable minimums (the pickers’ min attributes)', () => {
  it('periods start today at the earliest, one-time trips now rounded up', () => {
    expect(todayKey(NOW)).toBe('2026-11-21');
    expect(earliestOneTime(NOW)).toBe('2026-11-21T10:05');
  });
});

describe('parsing the pickers’ values', () => {
  it('accepts real days and date-times only', () => {
    expect(parseDayKey('2026-11-21')).toEqual(new Date(2026, 10, 21));
    expect(parseDayKey('2026-11-31')).toBeNull();
    expect(parseDayKey('')).toBeNull();
    expect(parseLocalDateTime('2026-11-21T07:45')).toEqual(new Date(2026, 10, 21, 7, 45));
    expect(parseLocalDateTime('2026-11-21T25:00')).toBeNull();
  });
});

describe('the searched day carried into the one-time step', () => {
  it('takes a searched day from today on, at the next possible time', () => {
    expect(oneTimeFromSearch(new Date(2026, 10, 24, 7, 31).toISOString(), NOW)).toBe(
      '2026-11-24T07:35',
    );
    // Today, at a time already passed: the next possible time today.
    expect(oneTimeFromSearch(new Date(2026, 10, 21, 6, 0).toISOString(), NOW)).toBe(
      '2026-11-21T10:05',
    );
  });

  it('ignores a past day, an unset or an unreadable departure', () => {
    expect(oneTimeFromSearch(new Date(2026, 10, 20, 9, 0).toISOString(), NOW)).toBeNull();
    expect(oneTimeFromSearch('', NOW)).toBeNull();
    expect(oneTimeFromSearch('not a date', NOW)).toBeNull();
  });
});

describe('the draft says which chosen dates the rules corrected', () => {
  it('period: a past start, a past end, an end before the start, and a start moving the end along', () => {
    Object.assign(postingDraft, { periodStart: null, periodEnd: null });
    expect(setPeriodStart('2026-11-01', NOW)).toEqual({ start: 'past', end: null });
    expect(setPeriodEnd('2026-11-02', NOW)).toBe('past');
    expect(setPeriodStart('2026-12-01', NOW)).toEqual({ start: null, end: 'beforeStart' });
    expect(postingDraft.periodEnd).toBe('2026-12-01');
    expect(setPeriodEnd('2026-11-25', NOW)).toBe('beforeStart');
    expect(setPeriodEnd('2027-01-15', NOW)).toBeNull();
    expect(postingDraft).toMatchObject({ periodStart: '2026-12-01', periodEnd: '2027-01-15' });
  });

  it('one-time: only a time before now is a correction (the 5-minute grid is not)', () => {
    expect(setMeetingTime('2026-11-21T09:00', NOW)).toBe('pastTime');
    expect(postingDraft.meetingTime).toBe('2026-11-21T10:05');
    expect(setMeetingTime('2026-11-22T08:03', NOW)).toBeNull();
    expect(postingDraft.meetingTime).toBe('2026-11-22T08:05');
  });
});
