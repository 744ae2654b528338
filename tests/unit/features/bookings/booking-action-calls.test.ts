import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@contract/schemas';
import {
  mobilityRequest,
  resetMobilityRequest,
} from '@/domain/trip-request/mobility-request-store';
import { archiveBooking, cancelBooking } from '@/features/bookings/booking-actions';
import { requestBookingAction, useBookingsUnderWay } from '@/api/bookings';
import { bookingsQueryKey } from '@/api/bookings-list';
import { ApiStatusError, RequestTimeoutError } from '@/lib/api-errors';
import { queryClient } from '@/lib/query-client';
import { tokenStorage } from '@/lib/token-storage';
import { FIZ_12, makeBooking } from '../../support/builders';
import { fakeBookingsBackend, useFakeBookingsBackend } from '../../support/fake-bookings-backend';

/**
 * Cancel and archive as My page sees them: the calls over HTTP, what the list shows after an answer with or without
 * the updated booking, a reload after a failure without an answer, and the cards' "under way" marks.
 */

const USER = 'user-demo';

const booking = makeBooking;

/** The backend answers each action with the updated booking, unless a test says otherwise. */
const answersUpdated = {
  cancel: async (id: string): Promise<Booking | null> => makeBooking(id, 'cancelled'),
  archive: async (id: string): Promise<Booking | null> => makeBooking(id, 'archived'),
  cleanupTripCache: async () => undefined,
};

/** My page's list as the bookings query caches it. */
function cacheList(bookings: Booking[]): void {
  queryClient.setQueryData(bookingsQueryKey(USER), {
    status: 200,
    body: bookings,
    headers: new Headers(),
  });
}
function cachedList(): Array<Pick<Booking, 'bookingId' | 'state'>> {
  const cached = queryClient.getQueryData<{ body: Booking[] }>(bookingsQueryKey(USER));
  return (cached?.body ?? []).map(({ bookingId, state }) => ({ bookingId, state }));
}
const listReloads = () => queryClient.getQueryState(bookingsQueryKey(USER))?.isInvalidated;

useFakeBookingsBackend();

beforeEach(() => {
  tokenStorage.setAccessToken('token-1');
  resetMobilityRequest();
  queryClient.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  tokenStorage.clear();
  queryClient.clear();
});

describe('the calls of cancel and archive', () => {
  it.each([
    ['cancel', 'cancelled'],
    ['archive', 'archived'],
  ] as const)(
    '%s puts to its path with the booking id and answers the updated booking, or null for an empty 2xx',
    async (action, state) => {
      const updated = booking('b 1', state);
      const backend = fakeBookingsBackend({
        [action]: vi
          .fn<(id: string) => Promise<Booking | null>>()
          .mockResolvedValueOnce(updated)
          .mockResolvedValueOnce(null)
          .mockRejectedValueOnce(new ApiStatusError(409, { message: 'not now' })),
      });
      await expect(requestBookingAction(action, 'b 1')).resolves.toEqual(updated);
      expect(backend[action]).toHaveBeenCalledWith('b 1');
      await expect(requestBookingAction(action, 'b 1')).resolves.toBeNull();
      await expect(requestBookingAction(action, 'b 1')).rejects.toMatchObject({ status: 409 });
    },
  );
});

describe('My page list after an action (spec section 4: the entry with the id is updated)', () => {
  it('a cancel answered with the booking shows that booking; the others stay, no reload', async () => {
    fakeBookingsBackend(answersUpdated);
    cacheList([booking('b-1', 'confirmed'), booking('b-2', 'active')]);
    await cancelBooking(USER, 'b-1');
    expect(cachedList()).toEqual([
      { bookingId: 'b-1', state: 'cancelled' },
      { bookingId: 'b-2', state: 'active' },
    ]);
    expect(listReloads()).toBe(false);
  });

  it('a cancel answered without a readable booking marks the entry cancelled itself and reloads the list', async () => {
    fakeBookingsBackend({ cancel: async () => null });
    cacheList([booking('b-1', 'confirmed'), booking('b-2', 'active')]);
    await cancelBooking(USER, 'b-2');
    expect(cachedList()).toEqual([
      { bookingId: 'b-1', state: 'confirmed' },
      { bookingId: 'b-2', state: 'cancelled' },
    ]);
    expect(listReloads()).toBe(true);
  });

  it('an archive answered without a booking marks the entry archived (it leaves the list) and reloads', async () => {
    fakeBookingsBackend({ ...answersUpdated, archive: async () => null });
    cacheList([booking('b-3', 'finished'), booking('b-4', 'expired')]);
    await archiveBooking(USER, 'b-3');
    expect(cachedList()).toEqual([
      { bookingId: 'b-3', state: 'archived' },
      { bookingId: 'b-4', state: 'expired' },
    ]);
    expect(listReloads()).toBe(true);
  });

  it('a cancel keeps the search (only removing a posting resets the mobility request)', async () => {
    mobilityRequest.origin = FIZ_12;
    const backend = fakeBookingsBackend(answersUpdated);
    await cancelBooking(USER, 'b-1');
    expect(mobilityRequest.origin).toEqual(FIZ_12);
    expect(backend.cleanupTripCache).not.toHaveBeenCalled();
  });

  it('a failure without an answer reloads the list (the cancel may have happened); a refusal does not', async () => {
    cacheList([booking('b-1', 'confirmed')]);
    fakeBookingsBackend({ cancel: () => Promise.reject(new ApiStatusError(409, {})) });
    await expect(cancelBooking(USER, 'b-1')).rejects.toThrow();
    expect(listReloads()).toBe(false);

    fakeBookingsBackend({ cancel: () => Promise.reject(new RequestTimeoutError(15_000)) });
    await expect(cancelBooking(USER, 'b-1')).rejects.toThrow();
    expect(listReloads()).toBe(true);
    expect(cachedList()).toEqual([{ bookingId: 'b-1', state: 'confirmed' }]);
  });
});

describe('the cards under way (one call per booking, its button busy)', () => {
  it('lists the ids of the bookings an action is under way for, and updates as they start and end', async () => {
    const releases: Array<() => void> = [];
    fakeBookingsBackend({
      cancel: (id: string) =>
        new Promise<Booking>((resolve) => releases.push(() => resolve(booking(id, 'cancelled')))),
    });
    const { result } = renderHook(
      () => ({
        cancelling: useBookingsUnderWay('cancel'),
        archiving: useBookingsUnderWay('archive'),
      }),
      {
        wrapper: ({ children }: { children: ReactNode }) =>
          createElement(QueryClientProvider, { client: queryClient }, children),
      },
    );
    const cancelling = () => [...result.current.cancelling].sort();
    expect(cancelling()).toEqual([]);

    const first = cancelBooking(USER, 'b-1');
    await vi.waitFor(() => expect(cancelling()).toEqual(['b-1']));
    await vi.waitFor(() => expect(releases).toHaveLength(1));
    const second = cancelBooking(USER, 'b-2');
    await vi.waitFor(() => expect(cancelling()).toEqual(['b-1', 'b-2']));
    await vi.waitFor(() => expect(releases).toHaveLength(2));
    expect([...result.current.archiving]).toEqual([]);

    releases[0]?.();
    await first;
    await vi.waitFor(() => expect(cancelling()).toEqual(['b-2']));
    releases[1]?.();
    await second;
    await vi.waitFor(() => expect(cancelling()).toEqual([]));
  });
});
