/**
 * Distances on the earth's surface, the one declaration for the app (how far a place is from the user) and the fake
 * backend (offer distances, nearest places): both must measure alike.
 */

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The mean earth radius (IUGG). */
export const EARTH_RADIUS_M = 6_371_008.8;

export const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine): plenty for commute distances in Bavaria. */
export function distanceInMetres(a: Coordinates, b: Coordinates): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
