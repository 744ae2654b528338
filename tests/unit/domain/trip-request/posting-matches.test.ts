import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  atBerlinTime,
  berlinDayKey,
  toBerlinIso,
  type DayKey,
} from '@/domain/schedule/berlin-days';
import {
  mobilityRequest,
  resetMobilityRequest,
} from '@/domain/trip-request/mobility-request-store';
import {
  nextTravelDeparture,
  searchMatchesForPosting,
} from '@/domain/trip-request/posting-matches';
import { DACHAU, FIZ, makeScheduledTravelInfo } from '../../support/builders';

/** Issue 22, item 4: which day 'Find matches' searches for, and what it submits. */

// Monday 23.11.2026 (ISO week 48); winter time, Berlin = UTC+1.
const MONDAY: DayKey = '2026-11-23';
const at = (day: DayKey, hour: number, minute = 0) => atBerlinTime(day, hour, minute);
const period = (start: DayKey, end: DayKey, hour = 7, minute = 15) => ({
  periodStart: toBerlinIso(at(start, hour, minute)),
  periodEnd: toBerlinIso(at(end, hour, minute)),
});
// Tuesday/Thursday 07:15 from two weeks back until the end of January.
const tueThu = makeScheduledTravelInfo({
  recurrence: 'RECURRING',
  weekDays: ['TUESDAY', 'THURSDAY'],
  postingType: 'REQUEST',
  ...period('2026-11-09', '2027-01-29'),
});

afterEach(() => resetMobilityRequest());

describe('the next travel day of the own posting', () => {
  it('is the next of its days, at its Berlin time of day', () => {
    expect(nextTravelDeparture(tueThu, at(MONDAY, 18))).toEqual(at('2026-11-24', 7, 15));
  });

  it('is today while today’s departure is still ahead, else the next one', () => {
    const tuesday = '2026-11-24';
    expect(nextTravelDeparture(tueThu, at(tuesday, 6, 0))).toEqual(at(tuesday, 7, 15));
    expect(nextTravelDeparture(tueThu, at(tuesday, 7, 16))).toEqual(at('2026-11-26', 7, 15));
  });

  it('keeps the wall clock across the change to summer time, and is null once the period is over', () => {
    const shift = makeScheduledTravelInfo({
      recurrence: 'PERMANENT_EARLY_SHIFT',
      ...period('2027-03-01', '2027-04-30', 5, 30),
    });
    // Friday 26.03.2027 (winter time) → Monday 29.03.2027 (summer time since Sunday): still 05:30 in Berlin.
    const next = nextTravelDeparture(shift, at('2027-03-26', 12));
    expect(next).toEqual(at('2027-03-29', 5, 30));
    expect(next?.toISOString()).toBe('2027-03-29T03:30:00.000Z');
    expect(nextTravelDeparture(tueThu, at('2027-01-29', 9))).toBeNull();
    expect(nextTravelDeparture(tueThu, at('2027-02-01', 9))).toBeNull();
  });
});

describe('Find matches submits the posting’s search', () => {
  it('its route, the next travel day, the other side; a later search is no longer the posting’s', () => {
    const posting = { ...tueThu, origin: DACHAU, destination: FIZ };
    const now = new Date();
    expect(searchMatchesForPosting(posting, now)).toBe(true);
    expect(mobilityRequest.origin).toEqual(DACHAU);
    expect(mobilityRequest.destination).toEqual(FIZ);
    // A passenger's posting looks for drivers.
    expect(mobilityRequest.postingType).toBe('OFFERING');
    expect(mobilityRequest.departureTime).toBe(nextTravelDeparture(posting, now)?.toISOString());
    expect(mobilityRequest.mobilityRequestId).toEqual(expect.any(String));
  });

  it('changes nothing when the posting has no travel day left', () => {
    const ended = makeScheduledTravelInfo({
      recurrence: 'ONE_TIME',
      periodStart: toBerlinIso(at(addDays(berlinDayKey(new Date()), -3), 7)),
    });
    const before = { ...mobilityRequest };
    expect(searchMatchesForPosting(ended)).toBe(false);
    expect({ ...mobilityRequest }).toEqual(before);
  });
});
