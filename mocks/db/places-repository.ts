import { MAX_BUILDING_RESULTS } from '@contract/places';
import type { Location, Place } from '@contract/schemas';
import { getNow } from '../clock';
import { DEFAULT_USER_LOCATION } from '../default-location';
import { distanceInMetres, type Coordinates } from '../lib/geo';
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
  return db.places.findMany((q) => q.where({ kind }));
}

function byDistanceFrom(from: Coordinates) {
  return (a: PlaceRecord, b: PlaceRecord) => distanceInMetres(from, a) - distanceInMetres(from, b);
}

/** Places whose name, address and building hold every word of the query, nearest first. */
export function searchPlaces(query: string, from: Coordinates): Place[] {
  const groups = queryWordGroups(query);
  return placesOfKind('search')
    .filter((record) => matchesAllWords(groups, wordsOf(record)))
    .sort(byDistanceFrom(from))
    .slice(0, MAX_PLACE_RESULTS)
    .map((record) => toPlace(record));
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
      place: {
        id: randomUuid(),
        latitude: location.latitude,
        longitude: location.longitude,
        name: location.name,
        ...(location.address ? { address: location.address } : {}),
        ...(location.building ? { building: location.building } : {}),
        category: 'other',
        iconType: 'recent',
      },
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
