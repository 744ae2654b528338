import type { Location, PostingType } from '@contract/schemas';
import { distanceInMetres } from '@/domain/geo/geo';

/**
 * What makes two commute routes one (issue 36, point 6): My commute shows one entry per route.
 *
 * Two routes are the same route when their origins are the same place and their destinations are the same place,
 * in this direction: the way home (destination and origin swapped) is a route of its own. A place is the same when
 * it lies within SAME_PLACE_METRES of the other, whatever its label ("Home", "Dachau", an address), so the same
 * trip picked once from the address search and once from a remembered place is not two entries. The posting type
 * searched for and the time of day are not part of it: a route saved for drivers is the same route for passengers.
 * Decision record: docs/decisions/010-my-commute.md.
 */

/** The same place: within this many metres (a car park's width; two different stops are further apart). */
export const SAME_PLACE_METRES = 200;

export interface CommuteRouteInput {
  origin: Location;
  destination: Location;
  /** What the user searches for on this route (Find drivers: OFFERING, Find passengers: REQUEST). */
  postingType: PostingType;
}

type Places = Pick<CommuteRouteInput, 'origin' | 'destination'>;

export function samePlace(a: Location, b: Location): boolean {
  return distanceInMetres(a, b) <= SAME_PLACE_METRES;
}

/** Same origin and same destination (direction matters), whatever the labels, times or posting types. */
export function sameCommuteRoute(a: Places, b: Places): boolean {
  return samePlace(a.origin, b.origin) && samePlace(a.destination, b.destination);
}

/** Coordinates to about a metre. */
const placeKey = (location: Location) =>
  `${location.latitude.toFixed(5)},${location.longitude.toFixed(5)}`;

/**
 * The key of a saved entry: its places where it was first saved. Routes are compared with sameCommuteRoute, never
 * by this key (a place picked again lies a few metres off).
 */
export function commuteRouteId({ origin, destination }: Places): string {
  return `${placeKey(origin)}>${placeKey(destination)}`;
}

/** The name the user sees: the places' labels ("Home → Work"). */
export function commuteRouteName(route: Places): string {
  return `${route.origin.name} → ${route.destination.name}`;
}

/** The way back: the same route reversed, searched for the same kind of posting. */
export function reverseCommuteRoute(route: CommuteRouteInput): CommuteRouteInput {
  return { origin: route.destination, destination: route.origin, postingType: route.postingType };
}

/** One entry per route: of routes that are the same, the first (the one saved first) stays. */
export function oneEntryPerRoute<T extends Places>(routes: readonly T[]): T[] {
  const kept: T[] = [];
  for (const route of routes) {
    if (!kept.some((other) => sameCommuteRoute(other, route))) kept.push(route);
  }
  return kept;
}
