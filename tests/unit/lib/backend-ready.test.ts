import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { holdCallsUntil, mockCanStartBehindFirstScreen } from '@/lib/backend-ready';
import { jsonResponse } from '../support/render-app';

/** A promise settled from outside, as the demo's fake backend start is. */
function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const credentials = {
  body: { grant_type: 'password' as const, email: 'demo@bmw.example', password: 'Demo1234!' },
};

describe('calls wait for the demo build’s fake backend (issue 21)', () => {
  beforeEach(() => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(jsonResponse(401, { message: 'wrong' })),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends a call made while the backend starts only once it runs', async () => {
    const start = deferred();
    holdCallsUntil(start.promise);

    const answer = apiClient.auth.login(credentials);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(globalThis.fetch).not.toHaveBeenCalled();

    start.resolve();
    await expect(answer).resolves.toMatchObject({ status: 401 });
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
  });

  it('fails a held call with the start’s error and sends nothing', async () => {
    const start = deferred();
    holdCallsUntil(start.promise);

    const answer = apiClient.auth.login(credentials);
    start.reject(new Error('service worker not registered'));

    await expect(answer).rejects.toThrow('service worker not registered');
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('lets calls go at once after the backend has started', async () => {
    const start = deferred();
    holdCallsUntil(start.promise);
    start.resolve();
    await start.promise;
    await Promise.resolve();

    await expect(apiClient.auth.login(credentials)).resolves.toMatchObject({ status: 401 });
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
  });
});

describe('when the demo shows its first screen before the fake backend runs', () => {
  it.each([
    ['/login', ''],
    ['/login/email', '?locale=en'],
    ['/', ''],
  ])('on %s%s', (pathname, search) => {
    expect(mockCanStartBehindFirstScreen({ pathname, search })).toBe(true);
  });

  it.each([
    ['/mock-sign-on', '?state=x'],
    ['/mock-mailbox', ''],
    ['/login', '?scenario=new-user'],
    ['/', '?seed=7'],
    ['/login', '?latency=slow'],
  ])('not on %s%s (the fake backend reads it first)', (pathname, search) => {
    expect(mockCanStartBehindFirstScreen({ pathname, search })).toBe(false);
  });
});
