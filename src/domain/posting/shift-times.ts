import type { Location, ShiftRecurrence } from '@contract/schemas';

/**
 * When the shifts start and end, one table per site, kept here and nowhere else (docs/posting-times.md). A shift
 * posting leaves at its shift's start and comes back at its end; the shift step shows both and the user may adjust
 * them. The defaults are the usual three-shift day (early 06:00–14:00, late 14:00–22:00, night 22:00–06:00); a
 * site whose shifts run otherwise gets its own table below. Times are Berlin wall-clock times ('HH:mm').
 */

export type ShiftKind = 'early' | 'late' | 'night';

export interface ShiftTimes {
  /** When the trip there leaves: the shift's start. */
  departure: string;
  /** When the way back leaves: the shift's end. */
  back: string;
}

export type ShiftTable = Record<ShiftKind, ShiftTimes>;

/** The kind of day each of the spec's five shifts works. */
export const SHIFT_KIND: Record<ShiftRecurrence, ShiftKind> = {
  EARLY_SHIFT_EVEN_WEEKS: 'early',
  EARLY_SHIFT_ODD_WEEKS: 'early',
  PERMANENT_EARLY_SHIFT: 'early',
  PERMANENT_LATE_SHIFT: 'late',
  NIGHT_SHIFT: 'night',
};

export const DEFAULT_SHIFT_TABLE: ShiftTable = {
  early: { departure: '06:00', back: '14:00' },
  late: { departure: '14:00', back: '22:00' },
  night: { departure: '22:00', back: '06:00' },
};

interface SiteShiftTable {
  site: string;
  latitude: number;
  longitude: number;
  shifts: ShiftTable;
}

/**
 * The plants that work shifts, each with its table (today all on the defaults: a site that differs changes its
 * row). A posting belongs to the site its destination (else its origin) lies at, within SITE_RADIUS_METRES.
 */
export const SITE_SHIFT_TABLES: readonly SiteShiftTable[] = [
  { site: 'BMW Werk München', latitude: 48.17792, longitude: 11.5562, shifts: DEFAULT_SHIFT_TABLE },
  {
    site: 'BMW Group Werk Dingolfing',
    latitude: 48.63989,
    longitude: 12.49053,
    shifts: DEFAULT_SHIFT_TABLE,
  },
  {
    site: 'BMW Group Werk Regensburg',
    latitude: 48.99252,
    longitude: 12.15692,
    shifts: DEFAULT_SHIFT_TABLE,
  },
  {
    site: 'BMW Group Werk Landshut',
    latitude: 48.55717,
    longitude: 12.13351,
    shifts: DEFAULT_SHIFT_TABLE,
  },
];

/** How far from a site's point a place still belongs to the site (a plant's gates and car parks). */
export const SITE_RADIUS_METRES = 2_000;

const EARTH_RADIUS_METRES = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

function metresBetween(a: { latitude: number; longitude: number }, b: typeof a): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.sqrt(h));
}

function tableAt(place: Location | null): ShiftTable | null {
  if (!place) return null;
  return (
    SITE_SHIFT_TABLES.find((site) => metresBetween(site, place) <= SITE_RADIUS_METRES)?.shifts ??
    null
  );
}

/** The shift's start and end for a route: its destination's site, else its origin's, else the defaults. */
export function shiftTimesFor(
  shift: ShiftRecurrence,
  route: { origin: Location | null; destination: Location | null } = {
    origin: null,
    destination: null,
  },
): ShiftTimes {
  const table = tableAt(route.destination) ?? tableAt(route.origin) ?? DEFAULT_SHIFT_TABLE;
  return table[SHIFT_KIND[shift]];
}
