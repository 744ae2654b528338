import { queryOptions, skipToken } from '@tanstack/react-query';
import type { Place } from '@contract/schemas';
import { apiClient } from '@/lib/api-client';
import { expectStatus } from '@/lib/api-errors';
import { env } from '@/lib/env';
import type { Language } from '@/lib/i18n';

/**
 * The places resource (spec section 3, the location picker): its query keys, its calls and its queries
 * (docs/decisions/021-one-module-per-api-resource.md). The picker decides when a search is asked for (a term of at
 * least 2 characters, the open tab); this module only knows how.
 */

/** Where the user is (or is assumed to be): the place search ranks by distance from it. */
export interface SearchOrigin {
  readonly latitude: number;
  readonly longitude: number;
}

/** Query keys of the places state: search results, buildings, predefined, recent, debug. */
export const placesQueryKeys = {
  search: (term: string, from: SearchOrigin) =>
    ['places', 'search', term, from.latitude, from.longitude] as const,
  buildings: (term: string, language: Language) => ['places', 'buildings', term, language] as const,
  predefined: ['places', 'predefined'] as const,
  recent: ['places', 'recent'] as const,
  debugLocations: ['places', 'debugLocations'] as const,
};

/** Debug locations exist for testers: asked for on every backend but production. */
export function debugLocationsAvailable(): boolean {
  return env.apiMode === 'mock' || env.backendEnvironment !== 'prod';
}

/** GET /places: places matching the term, around `from`. */
export async function searchPlaces(
  term: string,
  from: SearchOrigin,
  signal?: AbortSignal,
): Promise<Place[]> {
  const query = { query: term, latitude: from.latitude, longitude: from.longitude };
  return expectStatus(await apiClient.places.search({ query, fetchOptions: { signal } }), 200);
}

/** GET /places/buildings (the Campus tab): buildings matching the term, in the language. */
export async function searchBuildings(
  term: string,
  language: Language,
  signal?: AbortSignal,
): Promise<Place[]> {
  const query = { query: term, language };
  return expectStatus(await apiClient.places.buildings({ query, fetchOptions: { signal } }), 200);
}

/** GET /places/predefined: company sites, hot spots and events. */
export async function fetchPredefinedPlaces(signal?: AbortSignal): Promise<Place[]> {
  return expectStatus(await apiClient.places.predefined({ fetchOptions: { signal } }), 200);
}

/** GET /places/recent: the user's recently used places, newest first. */
export async function fetchRecentPlaces(signal?: AbortSignal): Promise<Place[]> {
  return expectStatus(await apiClient.places.recent({ fetchOptions: { signal } }), 200);
}

/** GET /api/v1/config/debuglocations: positions testers can take as their own. */
export async function fetchDebugLocations(signal?: AbortSignal): Promise<Place[]> {
  return expectStatus(await apiClient.places.debugLocations({ fetchOptions: { signal } }), 200);
}

/** The place search for a trimmed term; asks nothing while `enabled` is false (the picker's rule). */
export function placeSearchQuery(term: string, from: SearchOrigin, enabled: boolean) {
  return queryOptions({
    queryKey: placesQueryKeys.search(term, from),
    queryFn: enabled ? ({ signal }) => searchPlaces(term, from, signal) : skipToken,
  });
}

/** The building search for a trimmed term; asks nothing while `enabled` is false (the picker's rule). */
export function buildingSearchQuery(term: string, language: Language, enabled: boolean) {
  return queryOptions({
    queryKey: placesQueryKeys.buildings(term, language),
    queryFn: enabled ? ({ signal }) => searchBuildings(term, language, signal) : skipToken,
  });
}

export function predefinedPlacesQuery() {
  return queryOptions({
    queryKey: placesQueryKeys.predefined,
    queryFn: ({ signal }) => fetchPredefinedPlaces(signal),
  });
}

export function recentPlacesQuery() {
  return queryOptions({
    queryKey: placesQueryKeys.recent,
    queryFn: ({ signal }) => fetchRecentPlaces(signal),
    // Recent places change with every posting: always asked for afresh when the picker opens.
    staleTime: 0,
  });
}

/** Asked for once per page, and only where debug locations exist (`debugLocationsAvailable`). */
export function debugLocationsQuery() {
  return queryOptions({
    queryKey: placesQueryKeys.debugLocations,
    queryFn: debugLocationsAvailable() ? ({ signal }) => fetchDebugLocations(signal) : skipToken,
    staleTime: Infinity,
  });
}
