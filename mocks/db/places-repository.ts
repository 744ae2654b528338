import { MAX_BUILDING_RESULTS } from '@contract/places';
import type { Location, Place } from '@contract/schemas';
import { getNow } from '../clock';
import { DEFAULT_USER_LOCATION } from '../default-location';
import { distanceInMetres, type Coordinates } from '@/domain/geo/geo';
import { randomUuid } from '../lib/random-token';
import { matchesAllWords, naturalCompare, queryWordGroups, searchWords } from '../lib/text-search';
import { db } from './database';
import type { PlaceKind, PlaceRecord } from './schemas';

/** The general place search answers at most this many places (the spec shows no page size). */
export const MAX_PLACE_RESULTS = 50;
/** How many recent places are kept per user (the client shows the first 3). */
export const MAX_RECENT_PLACES = 10;

export type PlaceLanguage = 'de' | 'en';

export function toPlace(record: PlaceRecord, language: PlaceLanguage = 'de'): Place {
  return {
    id: record.id,
    latitude: record.latitude,
    longitude: record.longitude,
    name: language === 'en' && record.nameEn ? record.nameEn : record.name,
    ...(record.address ? { address: record.address } : {}),
    ...(record.building ? { building: record.building } : {}),
    category: record.category,
    iconType: record.iconType,
  };
}

/** Search words of a place record in both languages, computed once (places never change). */
const wordsCache = new WeakMap<PlaceRecord, string[]>();
function wordsOf(record: PlaceRecord): string[] {
  let words = wordsCache.get(record);
  if (!words) {
    words = searchWords(
      [record.name, record.nameEn, record.address, record.building].filter(Boolean).join(' '),
    );
    wordsCache.set(record, words);
  }
  return words;
}

function placesOfKind(kind: PlaceKind): PlaceRecord[] {
  // A plain filter over all records: @msw/data's query builder costs ~10x more per record (bench/fake-backend.ts).
  return db.places.all().filter((record) => record.kind === kind);
}

function byDistanceFrom(from: Coordinates) {
  return (a: PlaceRecord, b: PlaceRecord) => distanceInMetres(from, a) - distanceInMetres(from, b);
}

/** Places whose name, address and building hold every word of the query, nearest first. */
export function searchPlaces(query: string, from: Coordinates): Place[] {
  const groups = queryWordGroups(query);
  // Only the nearest MAX_PLACE_RESULTS matches are kept, in order, while scanning: linear in the places
  // (no sort of every match), each match's distance computed once.
  const nearest: Array<{ record: PlaceRecord; distance: number }> = [];
  for (const record of placesOfKind('search')) {
    if (!matchesAllWords(groups, wordsOf(record))) continue;
    const distance = distanceInMetres(from, record);
    if (nearest.length === MAX_PLACE_RESULTS && distance >= (nearest.at(-1)?.distance ?? 0))
      continue;
    // Stable: a place as near as an earlier match goes after it, as a stable sort would put it.
    let index = nearest.length;
    while (index > 0 && (nearest[index - 1]?.distance ?? 0) > distance) index -= 1;
    nearest.splice(index, 0, { record, distance });
    if (nearest.length > MAX_PLACE_RESULTS) nearest.pop();
  }
  return nearest.map(({ record }) => toPlace(record));
}

/** Campus buildings matching the query, sorted by building name, at most 50. */
export function searchBuildings(query: string, language: PlaceLanguage): Place[] {
  const groups = queryWordGroups(query);
  return placesOfKind('building')
    .filter((record) => matchesAllWords(groups, wordsOf(record)))
    .sort((a, b) => naturalCompare(a.building ?? a.name, b.building ?? b.name))
    .slice(0, MAX_BUILDING_RESULTS)
    .map((record) => toPlace(record, language));
}

/** Company sites, hot spots and events, nearest to the default user location first. */
export function listPredefinedPlaces(): Place[] {
  return placesOfKind('predefined')
    .sort(byDistanceFrom(DEFAULT_USER_LOCATION))
    .map((record) => toPlace(record));
}

export function listDebugLocations(): Place[] {
  return placesOfKind('debug').map((record) => toPlace(record));
}

export function listRecentPlaces(userId: string): Place[] {
  return db.recentPlaces
    .findMany((q) => q.where({ userId }))
    .sort((a, b) => Date.parse(b.usedAt) - Date.parse(a.usedAt))
    .map((record) => record.place);
}

const samePlace = (a: Location, b: Location) =>
  a.name === b.name &&
  Math.abs(a.latitude - b.latitude) < 1e-5 &&
  Math.abs(a.longitude - b.longitude) < 1e-5;

/** A used location as the picker lists it among the recent places (the seed builds its history with it too). */
export function recentPlaceOf(location: Location, id: string): Place {
  return {
    id,
    latitude: location.latitude,
    longitude: location.longitude,
    name: location.name,
    ...(location.address ? { address: location.address } : {}),
    ...(location.building ? { building: location.building } : {}),
    category: 'other',
    iconType: 'recent',
  };
}

/** Puts the locations on top of the user's recent places (newest first, no duplicates, capped). */
export async function rememberRecentPlaces(userId: string, locations: Location[]): Promise<void> {
  const now = getNow().getTime();
  for (const [index, location] of locations.entries()) {
    db.recentPlaces.deleteMany((q) =>
      q.where((recent) => recent.userId === userId && samePlace(recent.place, location)),
    );
    await db.recentPlaces.create({
      userId,
      // Later locations of one call are newer, so a trip's destination lists above its origin.
      usedAt: new Date(now + index).toISOString(),
      place: recentPlaceOf(location, randomUuid()),
    });
  }
  const stale = db.recentPlaces
    .findMany((q) => q.where({ userId }))
    .sort((a, b) => Date.parse(b.usedAt) - Date.parse(a.usedAt))
    .slice(MAX_RECENT_PLACES);
  for (const record of stale) {
    db.recentPlaces.delete((q) =>
      q.where((r) => r.userId === userId && r.place.id === record.place.id),
    );
  }
}
