import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/schemas';
import { ApiStatusError } from '@/lib/api-errors';
import { keepLastKnownUser } from '@/domain/session/last-known-user';
import { tokenStorage } from '@/lib/token-storage';
import { makeUser } from '../../support/builders';
import { fakeSessionBackend, useFakeSessionBackend } from '../../support/fake-session-backend';
import { resetAppState } from '../../support/render-app';

/**
 * Step 2 when GET /users/me is in before the kept user's module (a page whose chunk is slower than the network):
 * an answer decides by itself, a user or a refusal, but no answer at all (a browser without a network fails the
 * call at once) still paints the kept user, who stays unconfirmed (decision 028). Each start runs in freshly loaded
 * modules, the kept user's module held until the call has been answered.
 */

const alice = makeUser({ id: 'alice', givenName: 'Alice', email: 'alice@bmw.example' });

useFakeSessionBackend();

beforeEach(() => {
  resetAppState();
  tokenStorage.clear();
  tokenStorage.setAccessToken('stored');
  keepLastKnownUser(alice, 'stored', Date.parse('2026-11-23T07:30:00Z'));
});
afterEach(() => {
  vi.doUnmock('@/domain/session/last-known-user');
  vi.restoreAllMocks();
});

/** A start in fresh modules whose kept-user module comes 300 ms after GET /users/me was answered. */
async function startWithSlowKeptUserModule(currentUser: () => Promise<User>) {
  const api = fakeSessionBackend({ currentUser });
  vi.resetModules();
  vi.doMock('@/domain/session/last-known-user', async (importOriginal) => {
    await vi.waitFor(() => expect(api.currentUser).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 300));
    return importOriginal();
  });
  const fresh = await import('@/domain/session/session-start-up');
  const { session } = await import('@/domain/session/session-state');
  const { currentUser: shownUser } = await import('@/domain/session/current-user');
  const { tokenStorage: freshStorage } = await import('@/lib/token-storage');
  const beforeSettle = vi.fn();
  const status = await fresh.startUpSignIn({
    url: new URL('https://wen.example/my-wen'),
    replaceUrl: vi.fn(),
    storage: freshStorage,
    beforeSettle,
  });
  return { status, settles: beforeSettle.mock.calls, session, shownUser, freshStorage };
}

describe('an answer in before the kept user is read', () => {
  it('a user: shown directly, one settle', async () => {
    const start = await startWithSlowKeptUserModule(() =>
      Promise.resolve({ ...alice, givenName: 'Alicia' }),
    );
    expect(start.status).toBe('authenticated');
    expect(start.settles).toEqual([['authenticated']]);
    expect(start.shownUser()?.givenName).toBe('Alicia');
  });

  it('a refusal (401): no frame, the token goes and the start goes on to the login', async () => {
    const start = await startWithSlowKeptUserModule(() =>
      Promise.reject(new ApiStatusError(401, { message: 'expired' })),
    );
    expect(start.status).toBe('anonymous');
    expect(start.settles).toEqual([['anonymous']]);
    expect(start.freshStorage.getAccessToken()).toBeNull();
  });

  it('no answer at all (offline): the kept user is painted and stays, unconfirmed (decision 028)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const start = await startWithSlowKeptUserModule(() =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    expect(start.status).toBe('authenticated');
    expect(start.settles).toEqual([['authenticated'], ['authenticated']]);
    expect(start.shownUser()).toEqual(alice);
    expect(start.session.startUpProblem).toBe('offline');
    expect(start.freshStorage.getAccessToken()).toBe('stored');
  });
});
