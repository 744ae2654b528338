import { describe, expect, it } from 'vitest';
import {
  SAME_PLACE_METRES,
  oneEntryPerRoute,
  reverseCommuteRoute,
  sameCommuteRoute,
  samePlace,
  type CommuteRouteInput,
} from '@/domain/trip-request/commute-route-identity';
import { DACHAU, FIZ, FIZ_12, KNORRSTRASSE_12 } from '../../support/builders';

/** Issue 36, point 6: what "the same route" means for My commute. */

const ROUTE: CommuteRouteInput = { origin: DACHAU, destination: FIZ, postingType: 'OFFERING' };
/** About `metres` north of a place (a degree of latitude is about 111.2 km). */
const north = (place: typeof DACHAU, metres: number) => ({
  ...place,
  latitude: place.latitude + metres / 111_195,
});

describe('the same route', () => {
  it('is the same origin and destination places, whatever their labels, the posting type or the time', () => {
    const forPassengers: CommuteRouteInput = { ...ROUTE, postingType: 'REQUEST' };
    expect(sameCommuteRoute(ROUTE, forPassengers)).toBe(true);
    expect(
      sameCommuteRoute(ROUTE, {
        origin: { ...DACHAU, name: 'Home', address: 'Somewhere' },
        destination: FIZ_12,
      }),
    ).toBe(true);
  });

  it('is a place within SAME_PLACE_METRES, not further', () => {
    expect(samePlace(DACHAU, north(DACHAU, SAME_PLACE_METRES - 20))).toBe(true);
    expect(samePlace(DACHAU, north(DACHAU, SAME_PLACE_METRES + 20))).toBe(false);
    expect(sameCommuteRoute(ROUTE, { ...ROUTE, destination: north(FIZ, 50) })).toBe(true);
    expect(sameCommuteRoute(ROUTE, { ...ROUTE, destination: north(FIZ, 500) })).toBe(false);
  });

  it('has a direction: the way home is another route; another place is another route', () => {
    expect(sameCommuteRoute(ROUTE, reverseCommuteRoute(ROUTE))).toBe(false);
    expect(sameCommuteRoute(ROUTE, { ...ROUTE, origin: KNORRSTRASSE_12 })).toBe(false);
  });

  it('is kept once in a list: the first of the same routes stays, in the order given', () => {
    const back = reverseCommuteRoute(ROUTE);
    const twin = { ...ROUTE, postingType: 'REQUEST' as const, origin: north(DACHAU, 30) };
    expect(oneEntryPerRoute([ROUTE, back, twin, { ...back }])).toEqual([ROUTE, back]);
  });
});
