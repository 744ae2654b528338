import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isRequestComplete,
  mobilityRequest,
  resetMobilityRequest,
  resetMobilitySearch,
  setDepartureTime,
  setRequestLocation,
  submitMobilityRequest,
  swapRequestLocations,
  toLocation,
  toMobilityRequestBody,
  offersIfCurrent,
} from '@/domain/trip-request/mobility-request-store';
import { bookingsQueryKey } from '@/api/bookings-list';
import { offersKeys } from '@/api/offers-keys';
import { cleanupTripCache } from '@/api/trip-cache';
import { clearCurrentUser, currentUser, setCurrentUser } from '@/domain/session/current-user';
import { session } from '@/domain/session/session-state';
import { queryClient } from '@/lib/query-client';
import { tokenStorage } from '@/lib/token-storage';
import { DACHAU, FIZ, FIZ_12, makeOffer, makeUser, offersResponse } from '../../support/builders';
import { fakeOffersBackend, useFakeOffersBackend } from '../../support/fake-offers-backend';
import { ApiStatusError } from '@/lib/api-errors';

/**
 * The mobility request of the dashboard, the picker and the offers (spec sections 3 and 4): kept for the tab, its
 * places, the way home, when it is complete, its reset and the trip-cache cleanup, and whose request it is.
 */

const STORAGE_KEY = 'wen.mobilityRequest';
const NOW = new Date(2026, 10, 24, 8, 0);

/** A place as the picker gives it: with its id, category and icon beside the location's fields. */
const picked = (location: typeof DACHAU) =>
  ({ ...location, id: 'place-1', category: 'other', iconType: 'web-search' }) as never;

beforeEach(() => {
  resetMobilityRequest(NOW);
  tokenStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  tokenStorage.clear();
  clearCurrentUser();
  sessionStorage.clear();
});

describe('the request kept for the tab', () => {
  async function reloadedStore(stored: unknown) {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
    vi.resetModules();
    return import('@/domain/trip-request/mobility-request-store');
  }
  const reloaded = async (stored: unknown) => ({
    ...(await reloadedStore(stored)).mobilityRequest,
  });

  it('a fresh tab starts with no places, no search and a departure of now', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    sessionStorage.clear();
    vi.resetModules();
    const { mobilityRequest: fresh } = await import('@/domain/trip-request/mobility-request-store');
    expect({ ...fresh }).toEqual({
      origin: null,
      destination: null,
      departureTime: NOW.toISOString(),
      postingType: null,
      mobilityRequestId: null,
    });
  });

  it('comes back after a reload, every part of it', async () => {
    setRequestLocation('origin', DACHAU);
    setRequestLocation('destination', FIZ_12);
    const departure = new Date(Date.now() + 86_400_000).toISOString();
    setDepartureTime(departure);
    const id = submitMobilityRequest('REQUEST');
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    expect(await reloaded(stored)).toEqual({
      origin: DACHAU,
      destination: FIZ_12,
      departureTime: departure,
      postingType: 'REQUEST',
      mobilityRequestId: id,
    });
  });

  it('an unusable part starts empty, the others are kept; a past departure becomes now', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const restored = await reloaded({
      origin: { name: 'no coordinates' },
      destination: FIZ,
      departureTime: new Date(2026, 10, 20, 7, 0).toISOString(),
      postingType: 'SOMETHING_ELSE',
      mobilityRequestId: 42,
    });
    expect(restored).toEqual({
      origin: null,
      destination: FIZ,
      departureTime: NOW.toISOString(),
      postingType: null,
      mobilityRequestId: null,
    });
    expect((await reloaded({ destination: DACHAU, departureTime: 7 })).departureTime).toBe(
      NOW.toISOString(),
    );
  });
  it('survives the sign-in of the start-up after a reload (the same tab, the first user it knows)', async () => {
    const { mobilityRequest: restored } = await reloadedStore({
      origin: DACHAU,
      destination: FIZ,
      departureTime: new Date(Date.now() + 86_400_000).toISOString(),
      postingType: null,
      mobilityRequestId: null,
    });
    const startUp = await import('@/domain/session/current-user');
    const { session: restartedSession } = await import('@/domain/session/session-state');
    restartedSession.status = 'authenticated';
    startUp.setCurrentUser(makeUser({ id: 'user-1' }));
    await Promise.resolve();
    expect(restored.origin).toEqual(DACHAU);
  });
});

describe('the places of the request', () => {
  it('keeps only the fields of a location: no id, category or icon, no empty address or building', () => {
    expect(toLocation(picked(FIZ_12))).toEqual(FIZ_12);
    expect(toLocation({ ...DACHAU, address: '', building: '' })).toEqual({
      latitude: DACHAU.latitude,
      longitude: DACHAU.longitude,
      name: DACHAU.name,
    });
    setRequestLocation('destination', picked(DACHAU));
    expect(mobilityRequest.destination).toEqual(DACHAU);
  });

  it('the way home swaps origin and destination; an unset side stays unset on the other side', () => {
    setRequestLocation('origin', DACHAU);
    setRequestLocation('destination', FIZ_12);
    swapRequestLocations();
    expect([mobilityRequest.origin, mobilityRequest.destination]).toEqual([FIZ_12, DACHAU]);

    resetMobilityRequest(NOW);
    setRequestLocation('origin', DACHAU);
    swapRequestLocations();
    expect([mobilityRequest.origin, mobilityRequest.destination]).toEqual([null, DACHAU]);
    swapRequestLocations();
    expect([mobilityRequest.origin, mobilityRequest.destination]).toEqual([DACHAU, null]);
  });
});

describe('a complete request (the Find buttons)', () => {
  it('needs both places and a departure', () => {
    expect(isRequestComplete(mobilityRequest)).toBe(false);
    setRequestLocation('origin', DACHAU);
    expect(isRequestComplete(mobilityRequest)).toBe(false);
    setRequestLocation('destination', FIZ);
    expect(isRequestComplete(mobilityRequest)).toBe(true);
    setDepartureTime('');
    expect(isRequestComplete(mobilityRequest)).toBe(false);
    resetMobilityRequest(NOW);
    setRequestLocation('destination', FIZ);
    expect(isRequestComplete(mobilityRequest)).toBe(false);
  });

  it('is sent only once submitted, and only while complete', () => {
    setRequestLocation('origin', DACHAU);
    setRequestLocation('destination', FIZ);
    expect(toMobilityRequestBody(mobilityRequest)).toBeNull();
    submitMobilityRequest('OFFERING');
    expect(toMobilityRequestBody(mobilityRequest)).not.toBeNull();
    expect(toMobilityRequestBody({ ...mobilityRequest, departureTime: '' })).toBeNull();
    expect(toMobilityRequestBody({ ...mobilityRequest, origin: null })).toBeNull();
    expect(toMobilityRequestBody({ ...mobilityRequest, destination: null })).toBeNull();
    expect(toMobilityRequestBody({ ...mobilityRequest, postingType: null })).toBeNull();
  });

  it('a new submit gets a new request id and forgets the searches of earlier ones', () => {
    setRequestLocation('origin', DACHAU);
    setRequestLocation('destination', FIZ);
    const first = submitMobilityRequest('OFFERING');
    const firstSearch = toMobilityRequestBody(mobilityRequest)!;
    expect(firstSearch.mobilityRequestId).toBe(first);
    queryClient.setQueryData(offersKeys.search(firstSearch), []);
    const second = submitMobilityRequest('REQUEST');
    expect(second).not.toBe(first);
    expect(mobilityRequest).toMatchObject({ mobilityRequestId: second, postingType: 'REQUEST' });
    expect(queryClient.getQueriesData({ queryKey: offersKeys.searches })).toEqual([]);
  });

  it('a new search and a reset leave the rest of the app’s data alone (the signed-in user, My page’s list)', () => {
    const user = makeUser({ id: 'user-1' });
    setCurrentUser(user);
    queryClient.setQueryData(bookingsQueryKey('user-1'), { status: 200, body: [] });
    submitMobilityRequest('OFFERING');
    resetMobilityRequest(NOW);
    expect(queryClient.getQueryData(bookingsQueryKey('user-1'))).toEqual({
      status: 200,
      body: [],
    });
    expect(currentUser()).toEqual(user);
  });
});

describe('a late answer', () => {
  it('is dropped once no request is current, also when it names no request and was sent without one', () => {
    const { mobilityRequestId: _none, ...unnamed } = offersResponse('r-1', [makeOffer('a', 1, 1)]);
    expect(offersIfCurrent(null, unnamed)).toBeNull();
    expect(offersIfCurrent('r-1', unnamed, 'r-1')?.map((offer) => offer.bookingId)).toEqual(['a']);
  });
});

describe('reset and the trip cache of the server', () => {
  useFakeOffersBackend();

  it('the cleanup posts (POST /api/v1/redis/cleanup-trip-cache) with the token of the moment; a refusal rejects', async () => {
    tokenStorage.setAccessToken('token-stored');
    const backend = fakeOffersBackend({ cleanupTripCache: async () => undefined });
    await expect(cleanupTripCache('token-9')).resolves.toBeUndefined();
    expect(backend.cleanupTripCache).toHaveBeenCalledWith('token-9');

    backend.cleanupTripCache.mockRejectedValueOnce(new ApiStatusError(500, {}));
    await expect(cleanupTripCache('token-9')).rejects.toMatchObject({ status: 500 });
  });

  it('without a sign-in the reset asks nothing of the server; a failed cleanup changes nothing', async () => {
    const backend = fakeOffersBackend({
      cleanupTripCache: () => Promise.reject(new ApiStatusError(500, { message: 'down' })),
    });
    setRequestLocation('origin', DACHAU);
    await resetMobilitySearch(NOW);
    expect(backend.cleanupTripCache).not.toHaveBeenCalled();
    expect(mobilityRequest).toMatchObject({ origin: null, departureTime: NOW.toISOString() });

    tokenStorage.setAccessToken('token-1');
    await expect(resetMobilitySearch(NOW)).resolves.toBeUndefined();
    expect(backend.cleanupTripCache).toHaveBeenCalledWith('token-1');
  });
});

describe('whose request it is', () => {
  it('another user signing in does not inherit the request; the same user refreshed keeps it', async () => {
    session.status = 'authenticated';
    setCurrentUser(makeUser({ id: 'user-1' }));
    setRequestLocation('origin', DACHAU);
    setCurrentUser(makeUser({ id: 'user-1', givenName: 'Erika-Maria' }));
    await Promise.resolve();
    expect(mobilityRequest.origin).toEqual(DACHAU);

    setCurrentUser(makeUser({ id: 'user-2' }));
    await vi.waitFor(() => expect(mobilityRequest.origin).toBeNull());
  });

  it('a user who goes from the cache for a moment: the same user keeps the request, another one (a switch) does not', async () => {
    session.status = 'authenticated';
    setCurrentUser(makeUser({ id: 'user-1' }));
    await Promise.resolve();
    setRequestLocation('origin', DACHAU);
    clearCurrentUser();
    setCurrentUser(makeUser({ id: 'user-1' }));
    await Promise.resolve();
    expect(mobilityRequest.origin).toEqual(DACHAU);

    clearCurrentUser();
    setCurrentUser(makeUser({ id: 'user-2' }));
    await vi.waitFor(() => expect(mobilityRequest.origin).toBeNull());
  });

  it('a session that is only checked again (unknown, then signed in) keeps the request', async () => {
    session.status = 'authenticated';
    setCurrentUser(makeUser({ id: 'user-1' }));
    await Promise.resolve();
    setRequestLocation('origin', DACHAU);
    session.status = 'unknown';
    await Promise.resolve();
    session.status = 'authenticated';
    await Promise.resolve();
    expect(mobilityRequest.origin).toEqual(DACHAU);
  });
});
