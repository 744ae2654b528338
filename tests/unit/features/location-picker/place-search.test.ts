// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { distanceInMetres } from '@/domain/geo/geo';
import type { Place } from '@contract/schemas';
import {
  buildingResults,
  DEFAULT_USER_POSITION,
  placeMatchesTerm,
  predefinedPlacesFor,
  recentPlaces,
  withoutDuplicates,
} from '@/features/location-picker/place-search';
import { formatLocation } from '@/domain/trip-request/format-location';

function place(id: string, fields: Partial<Place> & Pick<Place, 'name'>): Place {
  return {
    id,
    latitude: DEFAULT_USER_POSITION.latitude,
    longitude: DEFAULT_USER_POSITION.longitude,
    category: 'other',
    iconType: 'hotspot',
    ...fields,
  };
}

describe('how a place is shown: building, name and address joined by commas, empty parts skipped', () => {
  it.each([
    [
      { building: 'FIZ 12', name: 'Werkstatt', address: 'Knorrstraße 147' },
      'FIZ 12, Werkstatt, Knorrstraße 147',
    ],
    [{ name: 'Dachau', address: '85221 Dachau' }, 'Dachau, 85221 Dachau'],
    [{ building: '', name: 'Dachau', address: ' ' }, 'Dachau'],
  ])('%j -> %s', (location, shown) => {
    expect(formatLocation(location)).toBe(shown);
  });
});

describe('word filter of the predefined places', () => {
  const dachau = place('1', {
    name: 'P+R Dachau Bahnhof',
    address: 'Frühlingstraße, 85221 Dachau',
  });
  const fiz = place('2', {
    name: 'Haupteingang',
    address: 'Knorrstraße 147, 80937 München',
    building: 'FIZ 12',
  });
  const dgf = place('3', { name: 'Halle', building: 'DGF 02.40' });

  it('needs every word of the term in name, vicinity or building', () => {
    expect(placeMatchesTerm(dachau, 'dachau bahnhof')).toBe(true);
    expect(placeMatchesTerm(dachau, 'dachau fiz')).toBe(false);
    expect(placeMatchesTerm(fiz, 'knorr')).toBe(true);
  });

  it('finds umlauts however they are typed', () => {
    expect(placeMatchesTerm(dachau, 'fruehling')).toBe(true);
    expect(placeMatchesTerm(dachau, 'fruhling')).toBe(true);
    expect(placeMatchesTerm(fiz, 'münchen')).toBe(true);
    expect(placeMatchesTerm(fiz, 'muenchen')).toBe(true);
  });

  it('recognises building codes with or without spaces and dots', () => {
    for (const term of ['FIZ 12', 'fiz12', 'FIZ12']) expect(placeMatchesTerm(fiz, term)).toBe(true);
    for (const term of ['DGF 02.40', 'dgf0240', 'dgf 0240'])
      expect(placeMatchesTerm(dgf, term)).toBe(true);
    expect(placeMatchesTerm(fiz, 'FIZ 13')).toBe(false);
  });

  it('lists the predefined places nearest first, and only the matching ones while searching', () => {
    const near = place('near', { name: 'Near spot', latitude: 48.194, longitude: 11.571 });
    const far = place('far', { name: 'Far spot', latitude: 48.4, longitude: 11.9 });
    const middle = place('middle', { name: 'Middle spot', latitude: 48.25, longitude: 11.6 });
    const ids = (places: Place[]) => places.map((entry) => entry.id);
    expect(ids(predefinedPlacesFor([far, near, middle], '', DEFAULT_USER_POSITION))).toEqual([
      'near',
      'middle',
      'far',
    ]);
    expect(ids(predefinedPlacesFor([far, near, middle], 'f', DEFAULT_USER_POSITION))).toEqual([
      'near',
      'middle',
      'far',
    ]); // under 2 characters there is no filter
    expect(
      ids(predefinedPlacesFor([far, near, middle], 'far spot', DEFAULT_USER_POSITION)),
    ).toEqual(['far']);
  });

  it('measures distances on the earth (default location to FIZ is about 1 km)', () => {
    const metres = distanceInMetres(DEFAULT_USER_POSITION, {
      latitude: 48.2009,
      longitude: 11.5578,
    });
    expect(metres).toBeGreaterThan(900);
    expect(metres).toBeLessThan(1400);
  });
});

describe('building results and recent places', () => {
  it('sorts buildings by building name in natural order and keeps at most 50', () => {
    const buildings = Array.from({ length: 60 }, (_, index) =>
      place(`b${index}`, { name: 'Büro', building: `FIZ ${60 - index}`, iconType: 'building' }),
    );
    const result = buildingResults(buildings);
    expect(result).toHaveLength(50);
    expect(result.slice(0, 3).map((entry) => entry.building)).toEqual(['FIZ 1', 'FIZ 2', 'FIZ 3']);
    expect(result.at(-1)?.building).toBe('FIZ 50');
  });

  it('shows the first 3 recent places', () => {
    const recent = ['a', 'b', 'c', 'd', 'e'].map((id) =>
      place(id, { name: id, iconType: 'recent' }),
    );
    expect(recentPlaces(recent).map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('each place once across the sections (recent, hot spots, results)', () => {
  const FIZ_SPOT = { latitude: 48.20052, longitude: 11.55963 };
  const FIZ_NAME = 'FIZ Forschungs- und Innovationszentrum';
  const fizRecent = place('recent-1', { name: FIZ_NAME, iconType: 'recent', ...FIZ_SPOT });
  // Some 10 m away: the same building as another source places it.
  const fizHotSpot = place('hot-fiz', {
    name: FIZ_NAME,
    address: 'Knorrstraße 147, 80937 München',
    iconType: 'building',
    latitude: 48.2006,
    longitude: 11.5597,
  });
  const fizSearch = place('web-fiz', { name: FIZ_NAME, iconType: 'web-search', ...FIZ_SPOT });
  const sommerfest = place('hot-fest', { name: 'FIZ Sommerfest', iconType: 'event', ...FIZ_SPOT });

  it('keeps a place where it is listed first, with the most telling kind and the details of its duplicates', () => {
    const [recent, hotSpots, results] = withoutDuplicates([
      [fizRecent],
      [fizHotSpot, sommerfest],
      [fizSearch],
    ]);
    expect(recent).toEqual([
      { ...fizRecent, iconType: 'building', address: 'Knorrstraße 147, 80937 München' },
    ]);
    // Another place at the same spot (an event at the building) is a place of its own.
    expect(hotSpots).toEqual([sommerfest]);
    expect(results).toEqual([]);
  });

  it('takes a building and an address only where the kept entry has none', () => {
    const fizBuilding = { ...fizHotSpot, building: 'FIZ 12' };
    // One source sends the name with a trailing space: still the same place.
    const [recent, hotSpots] = withoutDuplicates([
      [{ ...fizRecent, name: `${FIZ_NAME} ` }],
      [fizBuilding],
    ]);
    expect(recent).toEqual([
      {
        ...fizRecent,
        name: `${FIZ_NAME} `,
        iconType: 'building',
        building: 'FIZ 12',
        address: 'Knorrstraße 147, 80937 München',
      },
    ]);
    expect(hotSpots).toEqual([]);

    const ownDetails = { ...fizRecent, building: 'FIZ', address: 'Knorrstraße 147' };
    const [kept] = withoutDuplicates([[ownDetails], [fizBuilding]]);
    expect(kept).toEqual([{ ...ownDetails, iconType: 'building' }]);
  });

  it('the same id is the same place; the same name far apart is not', () => {
    const farAway = { ...fizSearch, id: 'web-fiz-2', latitude: 48.3 };
    const [first, second] = withoutDuplicates([
      [fizSearch],
      [{ ...fizSearch, name: 'Renamed' }, farAway],
    ]);
    expect(first).toEqual([fizSearch]);
    expect(second).toEqual([farAway]);
  });
});
