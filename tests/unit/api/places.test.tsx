import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildingSearchQuery,
  debugLocationsAvailable,
  debugLocationsQuery,
  placeSearchQuery,
  placesQueryKeys,
  predefinedPlacesQuery,
  recentPlacesQuery,
} from '@/api/places';
import { ApiStatusError } from '@/lib/api-errors';
import { env } from '@/lib/env';
import { queryClient } from '@/lib/query-client';
import { TEST_NOW } from '../support/mock-backend-harness';
import {
  calledRoutes,
  failNextCall,
  overrideRoute,
  storeTokenOf,
  useAppTestBackend,
} from '../support/app-test-backend';
import { resetAppState } from '../support/render-app';

/**
 * The places resource (src/api/places.ts) against the node fake backend: each query asks its route with the
 * token, the term and the position or language, reads the answer into places and keeps it under its key.
 */

useAppTestBackend({ now: TEST_NOW });

const MUNICH = { latitude: 48.1374, longitude: 11.5755 };

beforeEach(async () => {
  resetAppState();
  await storeTokenOf('demo');
  calledRoutes.length = 0;
});

/** The URL of every request of a route in this test (the backend answers as usual). */
function requestsOf(routeName: string): URL[] {
  const urls: URL[] = [];
  overrideRoute(routeName, (request) => {
    urls.push(new URL(request.url));
    return undefined;
  });
  return urls;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

const names = (places: readonly { name: string }[]) => places.map((place) => place.name);

describe('the place search', () => {
  it('asks GET /places with the term and the position and keeps the places under its key', async () => {
    const requests = requestsOf('places.search');
    const places = await queryClient.fetchQuery(placeSearchQuery('Dachau', MUNICH, true));

    expect(places.length).toBeGreaterThan(0);
    expect(names(places).join(' ')).toMatch(/Dachau/);
    expect(requests.map((url) => [url.pathname, Object.fromEntries(url.searchParams)])).toEqual([
      ['/places', { query: 'Dachau', latitude: '48.1374', longitude: '11.5755' }],
    ]);
    expect(queryClient.getQueryData(placesQueryKeys.search('Dachau', MUNICH))).toEqual(places);
  });

  it('asks nothing while the picker does not want it (a short term, the other tab)', () => {
    const { result } = renderHook(() => useQuery(placeSearchQuery('Fl', MUNICH, false)), {
      wrapper,
    });
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.data).toBeUndefined();
    expect(calledRoutes).toEqual([]);
  });

  it('rejects with the status of an error answer', async () => {
    failNextCall('places.search');
    const failure = queryClient.fetchQuery({
      ...placeSearchQuery('Flughafen', MUNICH, true),
      retry: false,
    });
    await expect(failure).rejects.toBeInstanceOf(ApiStatusError);
    await expect(failure).rejects.toMatchObject({ status: 500 });
  });
});

describe('the building search', () => {
  it('asks GET /places/buildings in the language for a user with the campus search', async () => {
    await storeTokenOf('buildings');
    calledRoutes.length = 0;
    const requests = requestsOf('places.buildings');
    const buildings = await queryClient.fetchQuery(buildingSearchQuery('FIZ', 'en', true));

    expect(buildings.length).toBeGreaterThan(0);
    expect(requests.map((url) => [url.pathname, Object.fromEntries(url.searchParams)])).toEqual([
      ['/places/buildings', { query: 'FIZ', language: 'en' }],
    ]);
    expect(queryClient.getQueryData(placesQueryKeys.buildings('FIZ', 'en'))).toEqual(buildings);
  });

  it('rejects with 403 for a user without it', async () => {
    await expect(
      queryClient.fetchQuery(buildingSearchQuery('FIZ', 'de', true)),
    ).rejects.toMatchObject({ status: 403 });
  });
});

describe('the lists of the picker', () => {
  it("reads the predefined places and the user's recent places", async () => {
    const predefined = await queryClient.fetchQuery(predefinedPlacesQuery());
    const recent = await queryClient.fetchQuery(recentPlacesQuery());

    expect(predefined.length).toBeGreaterThan(0);
    expect(recent.length).toBeGreaterThan(0);
    expect(calledRoutes).toEqual(['places.predefined', 'places.recent']);
    expect(queryClient.getQueryData(placesQueryKeys.predefined)).toEqual(predefined);
    expect(queryClient.getQueryData(placesQueryKeys.recent)).toEqual(recent);
  });

  it('asks for the recent places afresh every time', async () => {
    await queryClient.fetchQuery(recentPlacesQuery());
    await queryClient.fetchQuery(recentPlacesQuery());
    expect(calledRoutes).toEqual(['places.recent', 'places.recent']);
  });
});

describe('the debug locations', () => {
  const configured = { apiMode: env.apiMode, backendEnvironment: env.backendEnvironment };
  afterEach(() => Object.assign(env, configured));

  it('are asked for once per page on a backend that is not production', async () => {
    Object.assign(env, { apiMode: 'real', backendEnvironment: 'test' });
    expect(debugLocationsAvailable()).toBe(true);
    const debug = await queryClient.fetchQuery(debugLocationsQuery());
    await queryClient.fetchQuery(debugLocationsQuery());

    expect(debug.length).toBeGreaterThan(0);
    expect(calledRoutes).toEqual(['places.debugLocations']);
  });

  it('are never asked for from production', () => {
    Object.assign(env, { apiMode: 'real', backendEnvironment: 'prod' });
    expect(debugLocationsAvailable()).toBe(false);
    const { result } = renderHook(() => useQuery(debugLocationsQuery()), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(calledRoutes).toEqual([]);
  });
});
