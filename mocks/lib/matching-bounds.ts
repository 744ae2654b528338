import type { DayKey } from '@/domain/schedule/berlin-days';
import { distanceInMetres, toRadians, type Coordinates } from '@/domain/geo/geo';
import { postingMinutesOfDay } from '@/domain/schedule/posting-time-of-day';
import { runsOn } from '@/domain/schedule/schedule';
import type { PostingType, TravelInfo } from '@contract/schemas';
import { roadMinutesOf } from './geo';

/**
 * When the fake backend offers a posting for a search: the bounds a commuter would accept, in one place with their
 * reasons (docs/matching.md tells the whole story and the anchors' figures). Distances are straight lines
 * (src/domain/geo/geo.ts), the figures the list shows; minutes are the fake's road estimate (mocks/lib/geo.ts).
 */
export const MATCHING_BOUNDS = {
  /**
   * The posting's start and end each at most this far from the request's: a pick-up a colleague reaches by bike,
   * bus or one S-Bahn stop (5 km); beyond it the colleague lives in another town and nobody would call it "on my
   * way". Both ends, so a match is never farther than 5 km + 5 km in the list's order.
   */
  maxEndDistanceM: 5_000,
  /**
   * The driver's detour (via the passenger's start and end, minus the driver's own route) at most a third of the
   * driver's route: Mobicoop's bound.
   */
  maxDetourShareOfRoute: 1 / 3,
  /**
   * ... but a detour of 3 km is always allowed (a block round for the pick-up in town, about 5 minutes by the
   * fake's road estimate): a third of a 2 km hop to the plant would be a few hundred metres, less than any pick-up.
   */
  minDetourAllowanceM: 3_000,
  /** ... and at most 15 minutes of driving (TwoGo bounds the detour in minutes): a third of a long route is too much. */
  maxDetourMinutes: 15,
  /**
   * The shared distance: the passenger rides at least half of the driver's route (the passenger's own trip,
   * start to end). A 2 km hop inside a 20 km commute is not a car pool for either.
   */
  minSharedShareOfRoute: 1 / 2,
  /** Same direction: the two routes' bearings at most 60° apart (a sixth of the compass either side). */
  maxBearingDifferenceDeg: 60,
  /**
   * Direction and shared distance are judged only when both routes are at least 3 km: a hop across town swings
   * its bearing and its share with a few hundred metres of the start; there the ends and the detour decide.
   */
  minRouteForShapeM: 3_000,
  /**
   * Near the requested time: the posting departs at most 15 minutes before or after it (Mobicoop's margin). Only
   * when the request carries a time (matchOffer's `requestedMinutes`); a posting without a time of day (a recurring
   * kind at exactly 00:00 local, as a backend without times answers) departs "any time" and fits.
   */
  timeMarginMinutes: 15,
} as const;

/** Why a posting is not offered; null when it is. */
export type MatchRejection =
  'type' | 'direction' | 'pickUp' | 'dropOff' | 'detour' | 'shared' | 'day' | 'time';

/** What the search asks, read once per search (not once per posting). */
export interface MatchRequest {
  origin: Coordinates;
  destination: Coordinates;
  /** The kind of posting searched for: OFFERING finds drivers (the requester rides), REQUEST finds passengers. */
  postingType: PostingType;
  /** The Berlin day travelled on. */
  day: DayKey;
  /** The requested Berlin time of day in minutes, or null: any time that day. */
  requestedMinutes: number | null;
}

export interface Match {
  originDistance: number;
  destinationDistance: number;
}

const MINUTES_PER_DAY = 24 * 60;

/** Compass bearing from a to b in degrees (flat earth: fine within a commute's few dozen km). */
function bearingOf(a: Coordinates, b: Coordinates): number {
  const dx = (b.longitude - a.longitude) * Math.cos(toRadians((a.latitude + b.latitude) / 2));
  const dy = b.latitude - a.latitude;
  return (Math.atan2(dx, dy) * 180) / Math.PI;
}

/** The angle between two bearings, 0 to 180. */
export function bearingDifference(a: number, b: number): number {
  const apart = Math.abs(a - b) % 360;
  return apart > 180 ? 360 - apart : apart;
}

/** Minutes between two times of day, around the clock (23:50 and 00:05 are 15 apart). */
export function minutesApart(a: number, b: number): number {
  const apart = Math.abs(a - b) % MINUTES_PER_DAY;
  return Math.min(apart, MINUTES_PER_DAY - apart);
}

/** Why the posting is not a match for the request, or null when it is (and then its distances). */
export function matchOf(
  request: MatchRequest,
  posting: TravelInfo,
): { rejection: MatchRejection; match: null } | { rejection: null; match: Match } {
  const reject = (rejection: MatchRejection) => ({ rejection, match: null }) as const;
  const bounds = MATCHING_BOUNDS;
  if (posting.integrationInfo.postingType !== request.postingType) return reject('type');
  // Cheap first: the ends (most postings of a big company go elsewhere), then the day, the geometry last.
  const originDistance = distanceInMetres(request.origin, posting.origin);
  if (originDistance > bounds.maxEndDistanceM) return reject('pickUp');
  const destinationDistance = distanceInMetres(request.destination, posting.destination);
  if (destinationDistance > bounds.maxEndDistanceM) return reject('dropOff');
  if (!runsOn(posting, request.day)) return reject('day');
  if (request.requestedMinutes !== null) {
    const departs = postingMinutesOfDay(posting);
    if (
      departs !== null &&
      minutesApart(departs, request.requestedMinutes) > bounds.timeMarginMinutes
    )
      return reject('time');
  }
  // Who drives: a search for drivers (OFFERING) rides along the posting's route, a search for passengers picks
  // the posting's poster up on the requester's route.
  const [driver, passenger] =
    request.postingType === 'OFFERING' ? [posting, request] : [request, posting];
  const driverRoute = distanceInMetres(driver.origin, driver.destination);
  const passengerRoute = distanceInMetres(passenger.origin, passenger.destination);
  const shaped =
    driverRoute >= bounds.minRouteForShapeM && passengerRoute >= bounds.minRouteForShapeM;
  if (
    shaped &&
    bearingDifference(
      bearingOf(driver.origin, driver.destination),
      bearingOf(passenger.origin, passenger.destination),
    ) > bounds.maxBearingDifferenceDeg
  )
    return reject('direction');
  const detour =
    distanceInMetres(driver.origin, passenger.origin) +
    passengerRoute +
    distanceInMetres(passenger.destination, driver.destination) -
    driverRoute;
  if (
    detour > Math.max(driverRoute * bounds.maxDetourShareOfRoute, bounds.minDetourAllowanceM) ||
    roadMinutesOf(detour) > bounds.maxDetourMinutes
  )
    return reject('detour');
  if (shaped && passengerRoute < driverRoute * bounds.minSharedShareOfRoute)
    return reject('shared');
  return {
    rejection: null,
    match: {
      originDistance: Math.round(originDistance),
      destinationDistance: Math.round(destinationDistance),
    },
  };
}
