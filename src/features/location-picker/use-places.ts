import { skipToken } from '@tanstack/react-query';
import { tsr } from '@/lib/api-client';
import { env } from '@/lib/env';
import type { Language } from '@/lib/i18n';
import type { Coordinates } from '@/domain/geo/geo';
import { isSearchable } from './place-search';

/** Query keys of the places state (spec section 3): search results, buildings, predefined, recent, debug. */
export const placesQueryKeys = {
  search: (term: string, from: Coordinates) =>
    ['places', 'search', term, from.latitude, from.longitude] as const,
  buildings: (term: string, language: Language) => ['places', 'buildings', term, language] as const,
  predefined: ['places', 'predefined'] as const,
  recent: ['places', 'recent'] as const,
  debugLocations: ['places', 'debugLocations'] as const,
};

/** Debug locations exist for testers: asked for on every backend but production. */
export const debugLocationsAvailable = env.apiMode === 'mock' || env.backendEnvironment !== 'prod';

/** GET /places for a term of at least 2 characters, around the user's position. */
export function usePlaceSearch(term: string, from: Coordinates, enabled: boolean) {
  const trimmed = term.trim();
  return tsr.places.search.useQuery({
    queryKey: placesQueryKeys.search(trimmed, from),
    queryData:
      enabled && isSearchable(trimmed)
        ? { query: { query: trimmed, latitude: from.latitude, longitude: from.longitude } }
        : skipToken,
  });
}

/** GET /places/buildings (Campus tab) for a term of at least 2 characters, in the app's language. */
export function useBuildingSearch(term: string, language: Language, enabled: boolean) {
  const trimmed = term.trim();
  return tsr.places.buildings.useQuery({
    queryKey: placesQueryKeys.buildings(trimmed, language),
    queryData:
      enabled && isSearchable(trimmed) ? { query: { query: trimmed, language } } : skipToken,
  });
}

export function usePredefinedPlaces() {
  return tsr.places.predefined.useQuery({ queryKey: placesQueryKeys.predefined });
}

export function useRecentPlaces() {
  // Recent places change with every posting: always asked for afresh when the picker opens.
  return tsr.places.recent.useQuery({ queryKey: placesQueryKeys.recent, staleTime: 0 });
}

export function useDebugLocations() {
  return tsr.places.debugLocations.useQuery({
    queryKey: placesQueryKeys.debugLocations,
    queryData: debugLocationsAvailable ? {} : skipToken,
    staleTime: Infinity,
  });
}
