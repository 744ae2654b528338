import { distanceInMetres, EARTH_RADIUS_M, toRadians, type Coordinates } from '@/domain/geo/geo';

/** Geometry on the earth's surface, good enough for commute distances in Bavaria (the distance: src/domain/geo/geo.ts). */

const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** The point reached from `start` after `metres` in direction `bearingDegrees` (0 = north). */
export function movePoint(start: Coordinates, metres: number, bearingDegrees: number): Coordinates {
  const angular = metres / EARTH_RADIUS_M;
  const bearing = toRadians(bearingDegrees);
  const lat1 = toRadians(start.latitude);
  const lon1 = toRadians(start.longitude);
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing),
  );
  const lon2 =
    lon1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
      Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
    );
  return {
    latitude: roundCoordinate(toDegrees(lat2)),
    longitude: roundCoordinate(toDegrees(lon2)),
  };
}

/** Six decimals: about 10 cm, as precise as any geocoder answers. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Roads are longer than the straight line; the factor is the usual detour ratio around Munich. */
const ROAD_DETOUR_FACTOR = 1.3;
/** Average commute speed including city traffic. */
const AVERAGE_SPEED_KMH = 45;
/** Parking, walking to the gate. */
const FIXED_OVERHEAD_MINUTES = 5;

/** Driving minutes for a straight-line distance in metres (road factor and average speed, no overhead, not rounded). */
export function roadMinutesOf(straightMetres: number): number {
  const roadKm = (straightMetres / 1000) * ROAD_DETOUR_FACTOR;
  return (roadKm / AVERAGE_SPEED_KMH) * 60;
}

/** Estimated driving time in minutes, rounded up to 5 minutes. */
export function estimatedTravelMinutes(from: Coordinates, to: Coordinates): number {
  const minutes = roadMinutesOf(distanceInMetres(from, to)) + FIXED_OVERHEAD_MINUTES;
  return Math.max(5, Math.ceil(minutes / 5) * 5);
}
