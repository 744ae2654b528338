// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Coordinates } from '@/domain/geo/geo';
import type { Location, PostingType, TravelInfo } from '@contract/schemas';
import { movePoint } from '@mocks/lib/geo';
import {
  MATCHING_BOUNDS,
  matchOf,
  type MatchRejection,
  type MatchRequest,
} from '@mocks/lib/matching-bounds';
import { makeScheduledTravelInfo, makeTravelInfo } from '../support/builders';

/**
 * The fake's matching bounds at their edges (mocks/lib/matching-bounds.ts): just inside each bound a posting is
 * offered, just outside it is not, for that bound's reason. Geometry on a plain east-west line near Dachau; the
 * searched day is Tuesday 24.11.2026. 10 m either side of an edge.
 */

const A: Coordinates = { latitude: 48.26, longitude: 11.43 };
const DAY = '2026-11-24';
const EAST = 90;
const NORTH = 0;
const SOUTH = 180;

const place = (point: Coordinates, name = 'Somewhere'): Location => ({ ...point, name });
const east = (metres: number, from: Coordinates = A) => movePoint(from, metres, EAST);

function posting(
  origin: Coordinates,
  destination: Coordinates,
  postingType: PostingType = 'OFFERING',
  departureTime = `${DAY}T07:30:00+01:00`,
): TravelInfo {
  return makeTravelInfo({
    origin: place(origin),
    destination: place(destination),
    departureTime,
    postingType,
  });
}

function request(
  origin: Coordinates,
  destination: Coordinates,
  changes: Partial<MatchRequest> = {},
): MatchRequest {
  return {
    origin,
    destination,
    postingType: 'OFFERING',
    day: DAY,
    requestedMinutes: null,
    ...changes,
  };
}

const rejectionOf = (wanted: MatchRequest, offered: TravelInfo): MatchRejection | null =>
  matchOf(wanted, offered).rejection;

/** The offset (metres, to 1 cm) at which `rejected(offset)` starts to hold, between `low` (not) and `high` (does). */
function edgeOf(low: number, high: number, rejected: (offset: number) => boolean): number {
  for (let step = 0; step < 60 && high - low > 0.01; step += 1) {
    const middle = (low + high) / 2;
    if (rejected(middle)) high = middle;
    else low = middle;
  }
  return low;
}

describe('the matching bounds at their edges', () => {
  it('pick-up: the posting starts at most 5 km from the request’s start', () => {
    // The driver starts behind the passenger (west), on the same line: no detour, no other bound near.
    const fiz = east(12_000);
    const wanted = request(A, fiz);
    const from = (metres: number) => posting(movePoint(A, metres, 270), fiz);
    expect(MATCHING_BOUNDS.maxEndDistanceM).toBe(5_000);
    expect(matchOf(wanted, from(4_990)).match).toMatchObject({ destinationDistance: 0 });
    expect(rejectionOf(wanted, from(5_010))).toBe('pickUp');
  });

  it('drop-off: the posting ends at most 5 km from the request’s end', () => {
    const fiz = east(12_000);
    const wanted = request(A, fiz);
    const to = (metres: number) => posting(A, east(metres, fiz));
    expect(rejectionOf(wanted, to(4_990))).toBeNull();
    expect(rejectionOf(wanted, to(5_010))).toBe('dropOff');
  });

  describe('the driver’s detour', () => {
    /** The passenger's start and end both `offset` north of the driver's line of `length`: the detour is 2 × offset. */
    const sideways = (length: number) => (offset: number) =>
      rejectionOf(
        request(movePoint(A, offset, NORTH), movePoint(east(length), offset, NORTH)),
        posting(A, east(length)),
      );

    it('at most a third of the driver’s route (Mobicoop): 4 km on 12 km', () => {
      const rejection = sideways(12_000);
      const edge = edgeOf(0, 4_000, (offset) => rejection(offset) === 'detour');
      // Both ends `edge` off the line: a detour of twice that, a third of the route.
      expect(2 * edge).toBeGreaterThan(3_990);
      expect(2 * edge).toBeLessThan(4_010);
      expect(rejection(edge - 10)).toBeNull();
      expect(rejection(edge + 10)).toBe('detour');
    });

    it('at least 3 km on a short hop (a third of 2 km is less than any pick-up)', () => {
      const rejection = sideways(2_000);
      const edge = edgeOf(0, 3_000, (offset) => rejection(offset) === 'detour');
      expect(2 * edge).toBeGreaterThan(2_990);
      expect(2 * edge).toBeLessThan(3_010);
      expect(rejection(edge - 10)).toBeNull();
      expect(rejection(edge + 10)).toBe('detour');
    });

    it('at most 15 minutes of driving (TwoGo) on a long route, where a third would be 13 km', () => {
      const rejection = sideways(40_000);
      const edge = edgeOf(0, 5_000, (offset) => rejection(offset) === 'detour');
      // 15 minutes at the fake's 45 km/h on roads 1.3 times the straight line: 8.65 km straight (the offset
      // line of 40 km is a little shorter on the globe, so twice the offset is a little more).
      expect(2 * edge).toBeGreaterThan(8_600);
      expect(2 * edge).toBeLessThan(8_750);
      expect(rejection(edge - 10)).toBeNull();
      expect(rejection(edge + 10)).toBe('detour');
    });

    it('counts the driver as the searcher’s route when passengers are searched', () => {
      // The same geometry, the roles swapped: the request drives, the posting rides.
      const length = 12_000;
      const rejection = (offset: number) =>
        rejectionOf(
          request(A, east(length), { postingType: 'REQUEST' }),
          posting(movePoint(A, offset, NORTH), movePoint(east(length), offset, NORTH), 'REQUEST'),
        );
      expect(rejection(1_990)).toBeNull();
      expect(rejection(2_010)).toBe('detour');
    });
  });

  it('shared distance: the passenger rides at least half of the driver’s route', () => {
    // The driver 9 km east; the passenger gets in `metres` further east and rides to the same end.
    const end = east(9_000);
    const rejection = (metres: number) => rejectionOf(request(east(metres), end), posting(A, end));
    const edge = edgeOf(3_000, 4_900, (metres) => rejection(metres) === 'shared');
    expect(edge).toBeGreaterThan(4_490);
    expect(edge).toBeLessThan(4_510);
    expect(rejection(edge - 10)).toBeNull();
    expect(rejection(edge + 10)).toBe('shared');
  });

  it('direction: the routes at most 60° apart', () => {
    // The driver 5 km east, the passenger 3.2 km from the same start at an angle to it.
    const rejection = (degrees: number) =>
      rejectionOf(request(A, movePoint(A, 3_200, EAST - degrees)), posting(A, east(5_000)));
    expect(rejection(59)).toBeNull();
    expect(rejection(61)).toBe('direction');
  });

  it('direction: the opposite way is never offered, however near its ends', () => {
    const b = east(3_500);
    expect(rejectionOf(request(A, b), posting(A, b))).toBeNull();
    expect(rejectionOf(request(A, b), posting(b, A))).toBe('direction');
  });

  it('type: only the kind searched for', () => {
    const b = east(10_000);
    expect(rejectionOf(request(A, b), posting(A, b, 'REQUEST'))).toBe('type');
    expect(rejectionOf(request(A, b, { postingType: 'REQUEST' }), posting(A, b, 'REQUEST'))).toBe(
      null,
    );
  });

  it('date: only a posting that runs on the searched day', () => {
    const b = east(10_000);
    const oneTime = (day: string) => posting(A, b, 'OFFERING', `${day}T07:30:00+01:00`);
    expect(rejectionOf(request(A, b), oneTime('2026-11-24'))).toBeNull();
    expect(rejectionOf(request(A, b), oneTime('2026-11-23'))).toBe('day');
    expect(rejectionOf(request(A, b), oneTime('2026-11-25'))).toBe('day');
    const monWed = {
      ...makeScheduledTravelInfo({
        recurrence: 'RECURRING',
        periodStart: '2026-11-01T07:30:00+01:00',
        periodEnd: '2026-12-31T07:30:00+01:00',
        weekDays: ['MONDAY', 'WEDNESDAY'],
      }),
      origin: place(A),
      destination: place(b),
    };
    expect(rejectionOf(request(A, b, { day: '2026-11-23' }), monWed)).toBeNull();
    expect(rejectionOf(request(A, b, { day: '2026-11-24' }), monWed)).toBe('day');
  });

  describe('time: within 15 minutes of a requested time', () => {
    const b = east(10_000);
    const at = (clock: string, recurrence: 'ONE_TIME' | 'RECURRING' = 'ONE_TIME') =>
      recurrence === 'ONE_TIME'
        ? posting(A, b, 'OFFERING', `${DAY}T${clock}:00+01:00`)
        : {
            ...makeScheduledTravelInfo({
              recurrence,
              periodStart: `2026-11-01T${clock}:00+01:00`,
              periodEnd: `2026-12-31T${clock}:00+01:00`,
              weekDays: ['TUESDAY'],
            }),
            origin: place(A),
            destination: place(b),
          };
    const around = (hour: number, minute: number) =>
      request(A, b, { requestedMinutes: hour * 60 + minute });

    it('15 minutes either side fit, 16 do not', () => {
      expect(MATCHING_BOUNDS.timeMarginMinutes).toBe(15);
      expect(rejectionOf(around(7, 30), at('07:45'))).toBeNull();
      expect(rejectionOf(around(7, 30), at('07:15'))).toBeNull();
      expect(rejectionOf(around(7, 30), at('07:46'))).toBe('time');
      expect(rejectionOf(around(7, 30), at('07:14'))).toBe('time');
    });

    it('around midnight too', () => {
      expect(rejectionOf(around(23, 55), at('00:05'))).toBeNull();
      expect(rejectionOf(around(0, 5), at('23:55'))).toBeNull();
      expect(rejectionOf(around(23, 55), at('00:11'))).toBe('time');
    });

    it('a recurring posting at exactly 00:00 is “any time” and fits; a one-time trip at 00:00 is a real midnight', () => {
      expect(rejectionOf(around(7, 30), at('00:00', 'RECURRING'))).toBeNull();
      expect(rejectionOf(around(7, 30), at('07:50', 'RECURRING'))).toBe('time');
      expect(rejectionOf(around(7, 30), at('00:00'))).toBe('time');
    });

    it('no requested time: any time of the day fits', () => {
      expect(rejectionOf(request(A, b), at('21:40'))).toBeNull();
    });
  });

  it('answers the rounded distances of a match', () => {
    const wanted = request(A, east(12_000));
    const offered = posting(movePoint(A, 1_234.4, SOUTH), east(12_000));
    expect(matchOf(wanted, offered).match).toEqual({
      originDistance: 1_234,
      destinationDistance: 0,
    });
  });
});
