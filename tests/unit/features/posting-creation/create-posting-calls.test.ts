import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPostingMutation,
  forgetUnconfirmedCreate,
  isCreatingPosting,
  requestCreatePosting,
  useIsCreatingPosting,
  UNCONFIRMED_CREATE_STORAGE_KEY,
} from '@/api/postings';
import { bookingActionMutation } from '@/api/bookings';
import { bookingsQueryKey } from '@/api/bookings-list';
import { ApiStatusError } from '@/lib/api-errors';
import { queryClient, runMutation } from '@/lib/query-client';
import { tokenStorage } from '@/lib/token-storage';
import { makeBooking, oneTimeBookingRequest } from '../../support/builders';
import { fakeBookingsBackend, useFakeBookingsBackend } from '../../support/fake-bookings-backend';

/** The create's call over HTTP, the create as a mutation, and an unknown outcome kept over a reload. */

const request = oneTimeBookingRequest({ departureTime: '2026-11-24T07:00:00+01:00' });

useFakeBookingsBackend();

beforeEach(() => {
  tokenStorage.setAccessToken('token-1');
  forgetUnconfirmedCreate();
  queryClient.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  tokenStorage.clear();
  queryClient.clear();
});

describe('the call of a create', () => {
  it('posts the request to /api/v1/bookings; any 2xx is success, a refusal rejects', async () => {
    const backend = fakeBookingsBackend({
      create: vi
        .fn<() => Promise<void>>()
        .mockResolvedValueOnce(undefined)
        .mockRejectedValueOnce(new ApiStatusError(400, { message: 'invalid' })),
    });
    await expect(requestCreatePosting(request)).resolves.toBeUndefined();
    expect(backend.create).toHaveBeenCalledWith(request);
    await expect(requestCreatePosting(request)).rejects.toMatchObject({ status: 400 });
  });
});

describe('an unknown outcome of a create', () => {
  it('is kept over a reload (the tab keeps it)', async () => {
    sessionStorage.setItem(UNCONFIRMED_CREATE_STORAGE_KEY, JSON.stringify(request));
    vi.resetModules();
    const reloaded = await import('@/api/postings');
    expect(reloaded.unconfirmedCreate()).toEqual(request);
    reloaded.forgetUnconfirmedCreate();
    expect(sessionStorage.getItem(UNCONFIRMED_CREATE_STORAGE_KEY)).toBeNull();
  });
});

describe('the create as a mutation', () => {
  it('another call under way (a cancel on My page) is not a create', async () => {
    let answer: (() => void) | null = null;
    fakeBookingsBackend({
      cancel: (id) =>
        new Promise((resolve) => (answer = () => resolve(makeBooking(id, 'cancelled')))),
    });
    const done = runMutation(bookingActionMutation('cancel'), {
      userId: 'user-7',
      bookingId: 'b-1',
    });
    await vi.waitFor(() => expect(queryClient.isMutating()).toBe(1));
    expect(isCreatingPosting()).toBe(false);
    await vi.waitFor(() => expect(answer).not.toBeNull());
    answer!();
    await done;
  });

  it('is under way while the create runs, and reloads the bookings after a success', async () => {
    let answer: (() => void) | null = null;
    fakeBookingsBackend({
      create: () => new Promise<void>((resolve) => (answer = resolve)),
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    // The screen's view of it (its button is disabled while a create is under way).
    const rendered = renderHook(() => useIsCreatingPosting());
    expect(isCreatingPosting()).toBe(false);
    expect(rendered.result.current).toBe(false);
    const done = runMutation(createPostingMutation(), { body: request, userId: 'user-7' });
    expect(isCreatingPosting()).toBe(true);
    await vi.waitFor(() => expect(rendered.result.current).toBe(true));
    await vi.waitFor(() => expect(answer).not.toBeNull());
    answer!();
    await expect(done).resolves.toBe('created');
    await vi.waitFor(() => expect(rendered.result.current).toBe(false));
    expect(isCreatingPosting()).toBe(false);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: bookingsQueryKey('user-7') });
  });
});
