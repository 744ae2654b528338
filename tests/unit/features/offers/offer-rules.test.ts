import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MobilityRequest, OffersResponse } from '@contract/offers';
import { QueryObserver } from '@tanstack/react-query';
import { offersSearchQuery, type OffersApi } from '@/features/offers/offers-api';
import {
  mobilityRequest,
  OFFERS_SEARCH_KEY,
  offerDistanceSum,
  offersIfCurrent,
  resetMobilityRequest,
  resetMobilitySearch,
  setRequestLocation,
  sortOffersByDistance,
  submitMobilityRequest,
  toMobilityRequestBody,
  type TripCacheApi,
} from '@/domain/trip-request/mobility-request-store';
import { queryClient } from '@/lib/query-client';
import { session } from '@/domain/session/session-state';
import { tokenStorage } from '@/lib/token-storage';
import { DACHAU, FIZ, makeOffer, offersResponse } from '../../support/builders';

const REQUEST_ID = '0b7e2c52-3a4f-4c1d-9e8f-5a6b7c8d9e0f';
const OTHER_ID = '9f1d7c52-3a4f-4c1d-9e8f-5a6b7c8d9e0f';

describe('the order of the offers: ascending by origin plus destination distance', () => {
  it('sorts by the sum, not by either distance alone', () => {
    const offers = [
      makeOffer('a', 5000, 100), // 5100
      makeOffer('b', 200, 300), // 500
      makeOffer('c', 100, 3000), // 3100
      makeOffer('d', 2500, 2500), // 5000
    ];
    expect(sortOffersByDistance(offers).map((offer) => offer.bookingId)).toEqual([
      'b',
      'c',
      'd',
      'a',
    ]);
    expect(offerDistanceSum(offers[0]!)).toBe(5100);
  });

  it('keeps the given order for equal sums and does not change its input', () => {
    const offers = [makeOffer('x', 300, 700), makeOffer('y', 900, 100), makeOffer('z', 0, 10)];
    const sorted = sortOffersByDistance(offers);
    expect(sorted.map((offer) => offer.bookingId)).toEqual(['z', 'x', 'y']);
    expect(offers.map((offer) => offer.bookingId)).toEqual(['x', 'y', 'z']);
  });
});

describe('the stale-request rule: an answer is kept only while its request id is current', () => {
  const answer = offersResponse(REQUEST_ID, [
    makeOffer('far', 9000, 9000),
    makeOffer('near', 10, 10),
  ]);

  it('keeps (and sorts) the offers of the current request', () => {
    expect(offersIfCurrent(REQUEST_ID, answer)?.map((offer) => offer.bookingId)).toEqual([
      'near',
      'far',
    ]);
  });

  it('drops the answer of an older request', () => {
    expect(offersIfCurrent(OTHER_ID, answer)).toBeNull();
  });

  it('drops any answer once the request is reset (no current id)', () => {
    expect(offersIfCurrent(null, answer)).toBeNull();
  });
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function fakeApi() {
  const calls: Array<{
    body: MobilityRequest;
    answer: ReturnType<typeof deferred<OffersResponse>>;
  }> = [];
  const api: OffersApi = {
    search: (body) => {
      const answer = deferred<OffersResponse>();
      calls.push({ body, answer });
      return answer.promise;
    },
  };
  const tripCache: TripCacheApi = { cleanupTripCache: vi.fn(async () => {}) };
  return { api, calls, tripCache };
}

/** Watches the search of the current request as the overview does; answers the observer to read its state. */
function observeSearch(api: OffersApi) {
  const body = toMobilityRequestBody(mobilityRequest);
  if (!body) throw new Error('no submitted request');
  const observer = new QueryObserver(queryClient, offersSearchQuery(body, api));
  const stop = observer.subscribe(() => undefined);
  return { observer, stop };
}

describe('the offer search of the store', () => {
  beforeEach(() => {
    resetMobilityRequest();
    setRequestLocation('origin', {
      ...DACHAU,
      id: 'p1',
      category: 'other',
      iconType: 'web-search',
    } as never);
    setRequestLocation('destination', FIZ);
  });

  it('sends the mobility request: id, both locations (without place extras), departure and searched type', () => {
    const id = submitMobilityRequest('OFFERING');
    const body = toMobilityRequestBody(mobilityRequest);
    expect(body).toEqual({
      mobilityRequestId: id,
      origin: DACHAU,
      destination: FIZ,
      departureTime: new Date(mobilityRequest.departureTime).toISOString(),
      integrations: { commutePooling: { postingType: 'OFFERING' } },
    });
  });

  it('is loading, then keeps the sorted offers of the current request', async () => {
    const { api, calls } = fakeApi();
    const id = submitMobilityRequest('REQUEST');
    const { observer, stop } = observeSearch(api);
    expect(observer.getCurrentResult()).toMatchObject({ isPending: true, error: null });
    calls[0]!.answer.resolve(offersResponse(id, [makeOffer('b', 500, 500), makeOffer('a', 1, 1)]));
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
    expect(observer.getCurrentResult().data?.map((offer) => offer.bookingId)).toEqual(['a', 'b']);
    stop();
  });

  it('drops the late answer of a request that a new submit replaced', async () => {
    const { api, calls } = fakeApi();
    const firstId = submitMobilityRequest('OFFERING');
    const first = observeSearch(api);
    const secondId = submitMobilityRequest('REQUEST');
    const second = observeSearch(api);
    calls[1]!.answer.resolve(offersResponse(secondId, [makeOffer('new', 1, 1)]));
    await vi.waitFor(() => expect(second.observer.getCurrentResult().isSuccess).toBe(true));
    calls[0]!.answer.resolve(offersResponse(firstId, [makeOffer('old', 1, 1)]));
    await Promise.resolve();
    // The current request's search holds only its own answer, whatever arrives late for another one.
    expect(toMobilityRequestBody(mobilityRequest)?.mobilityRequestId).toBe(secondId);
    expect(second.observer.getCurrentResult().data?.map((offer) => offer.bookingId)).toEqual([
      'new',
    ]);
    first.stop();
    second.stop();
  });

  it('drops an answer that names another request than the one it was sent for', async () => {
    const { api, calls } = fakeApi();
    submitMobilityRequest('OFFERING');
    const { observer, stop } = observeSearch(api);
    calls[0]!.answer.resolve(offersResponse(OTHER_ID, [makeOffer('foreign', 1, 1)]));
    await vi.waitFor(() => expect(observer.getCurrentResult().isError).toBe(true));
    expect(observer.getCurrentResult().data).toBeUndefined();
    stop();
  });

  it('records a failure (with its status) and stops loading', async () => {
    const { api, calls } = fakeApi();
    submitMobilityRequest('OFFERING');
    const { observer, stop } = observeSearch(api);
    calls[0]!.answer.reject({ status: 500, body: { message: 'down' } });
    await vi.waitFor(() => expect(observer.getCurrentResult().isError).toBe(true));
    expect(observer.getCurrentResult()).toMatchObject({
      isFetching: false,
      error: { status: 500 },
      data: undefined,
    });
    stop();
  });

  it('does not search an unsubmitted request', () => {
    expect(toMobilityRequestBody(mobilityRequest)).toBeNull();
    expect(() => observeSearch(fakeApi().api)).toThrow('no submitted request');
  });

  it('reset clears request and offers and asks the server to drop its trip cache', async () => {
    const { api, calls, tripCache } = fakeApi();
    tokenStorage.setAccessToken('token-42');
    const id = submitMobilityRequest('OFFERING');
    const { observer, stop } = observeSearch(api);
    calls[0]!.answer.resolve(offersResponse(id, [makeOffer('a', 1, 1)]));
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
    stop();

    await resetMobilitySearch(tripCache);
    expect(mobilityRequest).toMatchObject({
      origin: null,
      destination: null,
      postingType: null,
      mobilityRequestId: null,
    });
    expect(queryClient.getQueriesData({ queryKey: OFFERS_SEARCH_KEY })).toEqual([]);
    expect(tripCache.cleanupTripCache).toHaveBeenCalledWith('token-42');
  });

  it('the end of a session (logout, expired token) clears the request too', async () => {
    session.status = 'authenticated';
    await Promise.resolve();
    submitMobilityRequest('OFFERING');
    session.status = 'anonymous';
    await vi.waitFor(() => expect(mobilityRequest.origin).toBeNull());
    expect(mobilityRequest.mobilityRequestId).toBeNull();
  });
});
