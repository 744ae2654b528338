import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OffersResponse } from '@contract/offers';
import { QueryObserver } from '@tanstack/react-query';
import { offersKeys } from '@/api/offers';
import { offersSearchQuery } from '@/domain/trip-request/offers-search-query';
import {
  mobilityRequest,
  offerDistanceSum,
  offersIfCurrent,
  resetMobilityRequest,
  resetMobilitySearch,
  setRequestLocation,
  sortOffersByDistance,
  submitMobilityRequest,
  toMobilityRequestBody,
} from '@/domain/trip-request/mobility-request-store';
import { queryClient } from '@/lib/query-client';
import { session } from '@/domain/session/session-state';
import { tokenStorage } from '@/lib/token-storage';
import { DACHAU, FIZ, makeOffer, offersResponse } from '../../support/builders';
import {
  fakeOffersBackend,
  pendingAnswer,
  useFakeOffersBackend,
  type PendingAnswer,
} from '../../support/fake-offers-backend';
import { ApiStatusError } from '@/lib/api-errors';

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

/**
 * The fake backend holds each search's answer until the test settles it; answers the searches in the order the
 * backend received them, and the cleanup's spy.
 */
function fakeBackend() {
  const answers: Array<PendingAnswer<OffersResponse>> = [];
  const backend = fakeOffersBackend({
    search: () => {
      const answer = pendingAnswer<OffersResponse>();
      answers.push(answer);
      return answer.promise;
    },
    cleanupTripCache: async () => undefined,
  });
  /** The answer of the backend's `count`-th search, once that search has reached it. */
  const searchAnswer = async (count: number) => {
    await vi.waitFor(() => expect(answers.length).toBeGreaterThanOrEqual(count));
    return answers[count - 1]!;
  };
  return { backend, searchAnswer };
}

/** Watches the search of the current request as the overview does; answers the observer to read its state. */
function observeSearch() {
  const body = toMobilityRequestBody(mobilityRequest);
  if (!body) throw new Error('no submitted request');
  const observer = new QueryObserver(queryClient, offersSearchQuery(body));
  const stop = observer.subscribe(() => undefined);
  return { observer, stop };
}

describe('the offer search of the store', () => {
  useFakeOffersBackend();

  beforeEach(() => {
    tokenStorage.setAccessToken('token-42');
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
    const { backend, searchAnswer } = fakeBackend();
    const id = submitMobilityRequest('REQUEST');
    const { observer, stop } = observeSearch();
    expect(observer.getCurrentResult()).toMatchObject({ isPending: true, error: null });
    (await searchAnswer(1)).resolve(
      offersResponse(id, [makeOffer('b', 500, 500), makeOffer('a', 1, 1)]),
    );
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
    expect(observer.getCurrentResult().data?.map((offer) => offer.bookingId)).toEqual(['a', 'b']);
    expect(backend.search).toHaveBeenCalledWith(toMobilityRequestBody(mobilityRequest));
    stop();
  });

  it('drops the late answer of a request that a new submit replaced', async () => {
    const { backend, searchAnswer } = fakeBackend();
    const firstId = submitMobilityRequest('OFFERING');
    const first = observeSearch();
    await searchAnswer(1);
    const secondId = submitMobilityRequest('REQUEST');
    const second = observeSearch();
    (await searchAnswer(2)).resolve(offersResponse(secondId, [makeOffer('new', 1, 1)]));
    await vi.waitFor(() => expect(second.observer.getCurrentResult().isSuccess).toBe(true));
    expect(backend.search.mock.calls.map(([body]) => body.mobilityRequestId)).toEqual([
      firstId,
      secondId,
    ]);
    (await searchAnswer(1)).resolve(offersResponse(firstId, [makeOffer('old', 1, 1)]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The current request's search holds only its own answer, whatever arrives late for another one.
    expect(toMobilityRequestBody(mobilityRequest)?.mobilityRequestId).toBe(secondId);
    expect(second.observer.getCurrentResult().data?.map((offer) => offer.bookingId)).toEqual([
      'new',
    ]);
    first.stop();
    second.stop();
  });

  it('drops an answer that names another request than the one it was sent for', async () => {
    const { searchAnswer } = fakeBackend();
    submitMobilityRequest('OFFERING');
    const { observer, stop } = observeSearch();
    (await searchAnswer(1)).resolve(offersResponse(OTHER_ID, [makeOffer('foreign', 1, 1)]));
    await vi.waitFor(() => expect(observer.getCurrentResult().isError).toBe(true));
    expect(observer.getCurrentResult().data).toBeUndefined();
    stop();
  });

  it('records a failure (with its status) and stops loading', async () => {
    const { searchAnswer } = fakeBackend();
    submitMobilityRequest('OFFERING');
    const { observer, stop } = observeSearch();
    (await searchAnswer(1)).reject(new ApiStatusError(500, { message: 'down' }));
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
    const { backend } = fakeBackend();
    expect(() => observeSearch()).toThrow('no submitted request');
    expect(backend.search).not.toHaveBeenCalled();
  });

  it('reset clears request and offers and asks the server to drop its trip cache', async () => {
    const { backend, searchAnswer } = fakeBackend();
    const id = submitMobilityRequest('OFFERING');
    const { observer, stop } = observeSearch();
    (await searchAnswer(1)).resolve(offersResponse(id, [makeOffer('a', 1, 1)]));
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
    stop();

    await resetMobilitySearch();
    expect(mobilityRequest).toMatchObject({
      origin: null,
      destination: null,
      postingType: null,
      mobilityRequestId: null,
    });
    expect(queryClient.getQueriesData({ queryKey: offersKeys.searches })).toEqual([]);
    expect(backend.cleanupTripCache).toHaveBeenCalledWith('token-42');
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
