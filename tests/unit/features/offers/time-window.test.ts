// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  clockOfMinutes,
  minutesOfClock,
  timeWindowFit,
  timeWindowText,
} from '@/features/offers/time-window';
import { makeOffer, makeScheduledOffer } from '../../support/builders';

/** Issue 22, item 6: the time of day on the offers list ("07:00 ± 30 min"), Berlin wall-clock times. */

const leavingAt = (iso: string) =>
  makeScheduledOffer('x', 100, 100, {
    recurrence: 'PERMANENT_EARLY_SHIFT',
    periodStart: iso,
    periodEnd: '2027-06-30T12:00:00+02:00',
  });

describe('clock times', () => {
  it('reads HH:mm only, and writes any minute count around the clock', () => {
    expect(minutesOfClock('07:10')).toBe(430);
    expect(minutesOfClock('00:00')).toBe(0);
    expect(minutesOfClock('23:59')).toBe(1439);
    for (const bad of ['', '7:10', '24:00', '07:60', '07:10:00', 'seven']) {
      expect(minutesOfClock(bad)).toBeNull();
    }
    expect(clockOfMinutes(430)).toBe('07:10');
    expect(clockOfMinutes(-15)).toBe('23:45');
    expect(clockOfMinutes(1440 + 30)).toBe('00:30');
  });

  it('says the window, also across midnight; nothing without a time', () => {
    expect(timeWindowText({ around: '07:00', margin: 30 })).toBe('06:30–07:30');
    expect(timeWindowText({ around: '00:00', margin: 15 })).toBe('23:45–00:15');
    expect(timeWindowText({ around: '', margin: 30 })).toBeNull();
  });
});

describe('does an offer depart in the window?', () => {
  const window = { around: '07:00', margin: 30 };

  it('its edges count; further off does not', () => {
    expect(timeWindowFit(leavingAt('2026-11-23T07:10:00+01:00'), window)).toEqual({
      departs: '07:10',
      inWindow: true,
    });
    expect(timeWindowFit(leavingAt('2026-11-23T06:30:00+01:00'), window)?.inWindow).toBe(true);
    expect(timeWindowFit(leavingAt('2026-11-23T07:30:00+01:00'), window)?.inWindow).toBe(true);
    expect(timeWindowFit(leavingAt('2026-11-23T07:31:00+01:00'), window)?.inWindow).toBe(false);
    expect(timeWindowFit(leavingAt('2026-11-23T03:15:00+01:00'), window)).toEqual({
      departs: '03:15',
      inWindow: false,
    });
  });

  it('takes Berlin wall-clock time in summer and winter, and the meeting time where there is one', () => {
    expect(timeWindowFit(leavingAt('2026-07-06T05:00:00Z'), window)).toEqual({
      departs: '07:00',
      inWindow: true,
    });
    // makeOffer: one-time, departure and meeting time 07:15 (+01:00); a differing meeting time wins.
    const oneTime = makeOffer('m', 100, 100);
    expect(timeWindowFit(oneTime, window)?.departs).toBe('07:15');
    const meetsEarlier = {
      ...oneTime,
      integrationInfo: { ...oneTime.integrationInfo, meetingTime: '2026-11-23T06:05:00+01:00' },
    };
    expect(timeWindowFit(meetsEarlier, window)).toEqual({ departs: '06:05', inWindow: false });
  });

  it('around midnight (a night shift at 23:50 lies in 00:00 ± 15); nothing for unreadable times', () => {
    expect(
      timeWindowFit(leavingAt('2026-11-23T23:50:00+01:00'), { around: '00:00', margin: 15 }),
    ).toEqual({ departs: '23:50', inWindow: true });
    expect(timeWindowFit(leavingAt('2026-11-23T07:00:00+01:00'), { around: '', margin: 30 })).toBe(
      null,
    );
    expect(timeWindowFit(leavingAt('not a date'), window)).toBeNull();
  });
});
