import { MutationObserver } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPostingApi,
  createPostingMutation,
  forgetUnconfirmedCreate,
  isCreatingPosting,
  useIsCreatingPosting,
  UNCONFIRMED_CREATE_STORAGE_KEY,
  type CreatePostingApi,
} from '@/features/posting-creation/create-posting';
import { queryClient } from '@/lib/query-client';
import { tokenStorage } from '@/lib/token-storage';
import { makeBooking, oneTimeBookingRequest } from '../../support/builders';
import { emptyResponse, fetchCall, jsonResponse } from '../../support/render-app';

/** The create's calls over HTTP, the create as a mutation, and an unknown outcome kept over a reload. */

const request = oneTimeBookingRequest({ departureTime: '2026-11-24T07:00:00+01:00' });

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

describe('the calls of a create', () => {
  it('posts the request to /api/v1/bookings; any 2xx is success, a refusal rejects', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(emptyResponse(204));
    await expect(createPostingApi.create(request)).resolves.toBeUndefined();
    const call = fetchCall(fetch);
    expect(call.method).toBe('POST');
    expect(call.url.pathname).toBe('/api/v1/bookings');
    expect(call.body).toEqual(request);

    fetch.mockResolvedValueOnce(jsonResponse(400, { message: 'invalid' }));
    await expect(createPostingApi.create(request)).rejects.toMatchObject({ status: 400 });
  });

  it("reads the user's bookings to look for an earlier attempt", async () => {
    const booking = makeBooking('b-1', 'confirmed');
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(jsonResponse(200, [booking]));
    await expect(createPostingApi.listBookings('user-7')).resolves.toEqual([booking]);
    expect(fetchCall(fetch).url.pathname).toBe('/api/v1/bookings/user-7');
    expect(fetchCall(fetch).method).toBe('GET');
  });
});

describe('an unknown outcome of a create', () => {
  it('is kept over a reload (the tab keeps it)', async () => {
    sessionStorage.setItem(UNCONFIRMED_CREATE_STORAGE_KEY, JSON.stringify(request));
    vi.resetModules();
    const reloaded = await import('@/features/posting-creation/create-posting');
    expect(reloaded.unconfirmedCreate()).toEqual(request);
    reloaded.forgetUnconfirmedCreate();
    expect(sessionStorage.getItem(UNCONFIRMED_CREATE_STORAGE_KEY)).toBeNull();
  });
});

describe('the create as a mutation', () => {
  it('another call under way (a cancel on My page) is not a create', async () => {
    let answer: () => void = () => undefined;
    const other = new MutationObserver(queryClient, {
      mutationKey: ['bookings', 'cancel'],
      mutationFn: () => new Promise<void>((resolve) => (answer = resolve)),
    });
    const done = other.mutate();
    await vi.waitFor(() => expect(queryClient.isMutating()).toBe(1));
    expect(isCreatingPosting()).toBe(false);
    answer();
    await done;
  });

  it('is under way while the create runs, and reloads the bookings after a success', async () => {
    let answer: () => void = () => undefined;
    const api: CreatePostingApi = {
      create: () => new Promise<void>((resolve) => (answer = resolve)),
      listBookings: () => Promise.resolve([]),
    };
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const observer = new MutationObserver(queryClient, createPostingMutation(api));
    // The screen's view of it (its button is disabled while a create is under way).
    const rendered = renderHook(() => useIsCreatingPosting());
    expect(isCreatingPosting()).toBe(false);
    expect(rendered.result.current).toBe(false);
    const done = observer.mutate({ body: request, userId: 'user-7' });
    await vi.waitFor(() => expect(rendered.result.current).toBe(true));
    expect(isCreatingPosting()).toBe(true);
    answer();
    await expect(done).resolves.toBe('created');
    await vi.waitFor(() => expect(rendered.result.current).toBe(false));
    expect(isCreatingPosting()).toBe(false);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['bookings', 'user-7'] });
  });
});
