// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { atBerlinTime, toBerlinIso } from '@/domain/schedule/berlin-days';
import type { TravelInfo } from '@contract/schemas';
import { buildPostingCalendar } from '@/domain/posting/posting-calendar';
import {
  formatPostingTime,
  postingReturnTime,
  postingTimeOfDay,
} from '@/domain/posting/posting-time';
import { DEFAULT_SHIFT_TABLE, shiftTimesFor } from '@/domain/posting/shift-times';
import {
  buildBookingRequest,
  draftFromPosting,
  snapClock,
} from '@/features/posting-creation/posting-draft';
import { FIZ_12, FREISING, makeScheduledTravelInfo } from '../support/builders';

/**
 * A posting's time of day (docs/posting-times.md): one rule and one formatter, "time not given" for a recurring
 * posting at exactly midnight, the shift table, and a draft from a posting (Change). What a change leaves:
 * tests/unit/features/posting-creation/replace-posting.test.ts.
 */

const at = (day: string, hour: number, minute = 0) => toBerlinIso(atBerlinTime(day, hour, minute));

function recurring(hour: number, minute = 0, returnTime?: string): TravelInfo {
  const info = makeScheduledTravelInfo({
    recurrence: 'RECURRING',
    weekDays: ['MONDAY', 'THURSDAY'],
    periodStart: at('2026-12-01', hour, minute),
    periodEnd: at('2027-03-31', 23, 59),
  });
  return returnTime ? { ...info, integrationInfo: { ...info.integrationInfo, returnTime } } : info;
}

describe("a posting's time of day", () => {
  it('is the Berlin time of day of its departure, in winter and in summer', () => {
    expect(postingTimeOfDay(recurring(7, 30))).toBe('07:30');
    const summer = makeScheduledTravelInfo({
      recurrence: 'PERMANENT_EARLY_SHIFT',
      periodStart: '2027-06-01T06:00:00+02:00',
      periodEnd: '2027-06-30T23:59:00+02:00',
    });
    expect(postingTimeOfDay(summer)).toBe('06:00');
  });

  it('is "time not given" for a recurring posting at exactly midnight, in both languages; a one-time one keeps 00:00', () => {
    expect(postingTimeOfDay(recurring(0))).toBeNull();
    expect(formatPostingTime(recurring(0), 'time not given')).toBe('time not given');
    expect(formatPostingTime(recurring(0), 'Uhrzeit nicht angegeben')).toBe(
      'Uhrzeit nicht angegeben',
    );
    // One minute after midnight was entered.
    expect(formatPostingTime(recurring(0, 1), 'time not given')).toBe('00:01');
    const oneTime = makeScheduledTravelInfo({
      recurrence: 'ONE_TIME',
      periodStart: at('2026-12-01', 0),
    });
    expect(formatPostingTime(oneTime, 'time not given')).toBe('00:00');
  });

  it('reads the way back only when it is a clock time of a recurring posting', () => {
    expect(postingReturnTime(recurring(7, 30, '17:00'))).toBe('17:00');
    expect(postingReturnTime(recurring(7, 30))).toBeNull();
    expect(postingReturnTime(recurring(7, 30, '25:00'))).toBeNull();
  });
});

describe('the calendar file of a posting', () => {
  it('starts at the entered time with a reminder 15 minutes before; no time made up when none was given', () => {
    const file = (travelInfo: TravelInfo) =>
      buildPostingCalendar({
        postingId: 'p',
        travelInfo,
        title: 'WEN',
        contact: { name: 'Max', email: 'max@bmw.example' },
        from: '2026-12-01',
      }) ?? '';
    const timed = file(recurring(7, 30));
    // The first travel day from 1 December (a Tuesday) is Thursday the 3rd.
    expect(timed).toMatch(/^DTSTART;TZID=Europe\/Berlin:20261203T073000\r?$/m);
    expect(timed).toMatch(/^TRIGGER:-PT15M\r?$/m);
    const untimed = file(recurring(0));
    expect(untimed).toMatch(/^DTSTART;VALUE=DATE:20261203\r?$/m);
    expect(untimed).not.toMatch(/T000000|TRIGGER/);
  });
});

describe('shift times', () => {
  it('come from the site table: early 06:00–14:00, late 14:00–22:00, night 22:00–06:00 by default', () => {
    expect(shiftTimesFor('PERMANENT_EARLY_SHIFT')).toEqual({ departure: '06:00', back: '14:00' });
    expect(shiftTimesFor('EARLY_SHIFT_ODD_WEEKS')).toEqual(DEFAULT_SHIFT_TABLE.early);
    expect(shiftTimesFor('PERMANENT_LATE_SHIFT')).toEqual({ departure: '14:00', back: '22:00' });
    expect(shiftTimesFor('NIGHT_SHIFT', { origin: FREISING, destination: FIZ_12 })).toEqual({
      departure: '22:00',
      back: '06:00',
    });
  });
});

describe('the draft → payload times', () => {
  const context = { origin: FREISING, destination: FIZ_12, email: 'max@bmw.example' };

  it('a posting changed opens with its times, kind and days; the payload carries them again', () => {
    const posting = recurring(7, 30, '16:45');
    const draft = draftFromPosting(posting, 'old-1', new Date('2026-11-20T12:00:00+01:00'));
    expect(draft).toMatchObject({
      tripKind: 'RECURRING',
      recurringKind: 'RECURRING',
      departureClock: '07:30',
      returnClock: '16:45',
      periodStart: '2026-12-01',
      replacesBookingId: 'old-1',
    });
    const request = buildBookingRequest(draft, context);
    expect(request?.departureTime).toBe(request?.integrationInfo.periodStart);
    expect(postingTimeOfDay({ ...posting, departureTime: request?.departureTime ?? '' })).toBe(
      '07:30',
    );
    expect(request?.integrationInfo.returnTime).toBe('16:45');
  });

  it('a posting without a time opens without one (the user picks it), and times snap to 5 minutes', () => {
    expect(draftFromPosting(recurring(0), 'old-2').departureClock).toBeNull();
    expect(snapClock('07:31')).toBe('07:35');
    expect(snapClock('23:58')).toBe('00:00');
    expect(snapClock('')).toBeNull();
  });
});
