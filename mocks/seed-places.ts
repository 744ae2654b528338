import type { Location } from '@contract/schemas';
import type { PlaceRecord, RecentPlaceRecord } from './db/schemas';
import { recentPlaceOf } from './db/places-repository';
import { movePoint } from './lib/geo';
import { SEED_COUNTS } from './seed-constants';
import type { Commuter, SeedDraws } from './seed-draws';
import { COMPANY_SITES, TOWNS, type CompanySite } from './seed-geography';
import {
  BUILDING_KINDS,
  CAMPUS_BUILDINGS,
  DEBUG_POSITIONS,
  EVENTS,
  HOT_SPOTS,
} from './seed-landmarks';

/**
 * The seed's places (mocks/seed.ts): what the location search finds (sites, towns, stations, hot spots, events,
 * addresses), the campus buildings, the predefined places and the debug positions.
 */
export function generatePlaces({ uuid, pick, int, addressNear }: SeedDraws): PlaceRecord[] {
  const places: PlaceRecord[] = [];
  const sites = Object.values(COMPANY_SITES) as CompanySite[];
  const searchPlace = (
    fields: Pick<PlaceRecord, 'name' | 'latitude' | 'longitude'> & Partial<PlaceRecord>,
  ) =>
    places.push({
      id: uuid(),
      kind: 'search',
      category: 'other',
      iconType: 'web-search',
      ...fields,
    });

  for (const site of sites)
    searchPlace({
      name: site.name,
      address: site.address,
      latitude: site.latitude,
      longitude: site.longitude,
    });
  for (const town of TOWNS) {
    searchPlace({
      name: town.name,
      address: `${town.postalCode} ${town.name}`,
      latitude: town.latitude,
      longitude: town.longitude,
    });
    if (town.station) {
      const station = movePoint(town, int(200, 900), int(0, 359));
      searchPlace({
        name: town.station,
        address: `Bahnhofstraße, ${town.postalCode} ${town.name}`,
        ...station,
      });
    }
  }
  for (const spot of HOT_SPOTS) searchPlace({ ...spot, category: 'hotspot', iconType: 'hotspot' });
  for (const event of EVENTS) searchPlace({ ...event, category: 'bmw-event', iconType: 'event' });
  while (places.length < SEED_COUNTS.searchPlaces) {
    searchPlace(addressNear(pick(TOWNS), 100, 4000));
  }

  for (const campus of CAMPUS_BUILDINGS) {
    const site: CompanySite = COMPANY_SITES[campus.site];
    for (let n = 0; n < campus.count; n += 1) {
      const kind = pick(BUILDING_KINDS);
      const point = movePoint(site, int(20, 700), int(0, 359));
      places.push({
        id: uuid(),
        kind: 'building',
        category: 'other',
        iconType: 'building',
        name: kind.de,
        nameEn: kind.en,
        address: site.address,
        building: campus.code(n),
        ...point,
      });
    }
  }

  const predefined = (fields: Omit<PlaceRecord, 'id' | 'kind'>) =>
    places.push({ id: uuid(), kind: 'predefined', ...fields });
  for (const site of sites) {
    predefined({
      name: site.name,
      address: site.address,
      latitude: site.latitude,
      longitude: site.longitude,
      category: 'other',
      iconType: 'building',
    });
  }
  for (const spot of HOT_SPOTS) predefined({ ...spot, category: 'hotspot', iconType: 'hotspot' });
  for (const event of EVENTS) predefined({ ...event, category: 'bmw-event', iconType: 'event' });
  for (const position of DEBUG_POSITIONS) {
    places.push({
      id: uuid(),
      kind: 'debug',
      category: 'other',
      iconType: 'web-search',
      ...position,
    });
  }
  return places;
}

/** The places the personas used last, a few hours to a day apart. */
export function generateRecentPlaces(
  { f, uuid, int, siteLocation }: SeedDraws,
  now: Date,
  personaCommuters: readonly Commuter[],
  places: readonly PlaceRecord[],
): RecentPlaceRecord[] {
  const recentPlaces: RecentPlaceRecord[] = [];
  const searchable = places.filter((place) => place.kind === 'search');
  for (const commuter of personaCommuters) {
    const used: Location[] = [
      commuter.home,
      siteLocation(commuter.site, false),
      ...f.helpers.arrayElements(searchable, int(1, 3)),
    ];
    let hoursAgo = 0;
    used.forEach((location) => {
      hoursAgo += int(2, 30);
      recentPlaces.push({
        userId: commuter.user.id,
        usedAt: new Date(now.getTime() - hoursAgo * 3_600_000).toISOString(),
        place: recentPlaceOf(location, uuid()),
      });
    });
  }
  return recentPlaces;
}
