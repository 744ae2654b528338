import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/schemas';
import { ApiStatusError } from '@/lib/api-errors';
import { currentUser } from '@/domain/session/current-user';
import { keepLastKnownUser } from '@/domain/session/last-known-user';
import {
  chooseAccount,
  retryStartUp,
  startUpProblemOf,
  startUpSignIn,
} from '@/domain/session/session-start-up';
import { session } from '@/domain/session/session-state';
import { tokenStorage } from '@/lib/token-storage';
import { makeUser } from '../../support/builders';
import {
  fakeSessionBackend,
  logsOut,
  useFakeSessionBackend,
  type FakeSessionAnswers,
} from '../../support/fake-session-backend';
import { resetAppState } from '../../support/render-app';

/**
 * The start-up between its steps (spec section 4, issue 16): what the app shows while it runs and while it tries
 * again, a phone that says it is offline, a link with the token that is stored already, a link token the backend
 * refuses, and the account question answered when none is asked.
 */

const alice = makeUser({ id: 'alice', givenName: 'Alice', email: 'alice@bmw.example' });

const fakeApi = (answers: FakeSessionAnswers) =>
  fakeSessionBackend({ logout: logsOut, ...answers });

const start = (href = 'https://wen.example/my-wen', beforeSettle = vi.fn()) =>
  startUpSignIn({ url: new URL(href), replaceUrl: vi.fn(), storage: tokenStorage, beforeSettle });

const status = (code: number) => () => Promise.reject(new ApiStatusError(code, { message: 'x' }));

/** A call held until the test answers it (answering waits until the call has reached the backend). */
function held<T>() {
  const waiting: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const call = vi.fn(() => new Promise<T>((resolve, reject) => waiting.push({ resolve, reject })));
  const next = async () => {
    await vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    return waiting.shift()!;
  };
  return {
    call,
    answer: async (value: T) => (await next()).resolve(value),
    fail: async (error: unknown) => (await next()).reject(error),
  };
}

useFakeSessionBackend();

beforeEach(() => {
  resetAppState();
  tokenStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('while the start-up runs', () => {
  it('says it is starting up (a call’s 401 is left to it) until it has settled', async () => {
    tokenStorage.setAccessToken('stored');
    const me = held<User>();
    fakeApi({ currentUser: me.call });
    const running = start();
    expect(session.startingUp).toBe(true);
    await me.answer(alice);
    await running;
    expect(session.startingUp).toBe(false);
  });

  it('a retry keeps the unavailable screen while it checks, and asks nothing once signed in', async () => {
    tokenStorage.setAccessToken('stored');
    const me = held<User>();
    const api = fakeApi({ currentUser: me.call });
    const first = start();
    await me.fail(new TypeError('Failed to fetch'));
    await expect(first).resolves.toBe('unavailable');

    const retry = retryStartUp();
    expect(session.status).toBe('unavailable');
    await me.answer(alice);
    await expect(retry).resolves.toBe('authenticated');

    await expect(retryStartUp()).resolves.toBe('authenticated');
    expect(api.currentUser).toHaveBeenCalledTimes(2);
  });
});

describe('the frame painted from the kept user (start-up step 2)', () => {
  const signedInBefore = () => {
    tokenStorage.setAccessToken('stored');
    keepLastKnownUser(alice, 'stored', Date.parse('2026-11-23T07:30:00Z'));
  };

  it('paints the kept user at once, then settles again with the answer', async () => {
    signedInBefore();
    const me = held<User>();
    const beforeSettle = vi.fn();
    fakeApi({ currentUser: me.call });
    const running = start(undefined, beforeSettle);
    await vi.waitFor(() => expect(session.status).toBe('authenticated'));
    expect(currentUser()).toEqual(alice);
    await me.answer({ ...alice, givenName: 'Alicia' });
    await expect(running).resolves.toBe('authenticated');
    expect(currentUser()?.givenName).toBe('Alicia');
    expect(beforeSettle.mock.calls).toEqual([['authenticated'], ['authenticated']]);
  });

  it('a logout in the painted frame stays a logout when the answer comes', async () => {
    signedInBefore();
    const me = held<User>();
    fakeApi({ currentUser: me.call });
    const running = start();
    await vi.waitFor(() => expect(session.status).toBe('authenticated'));
    await vi.waitFor(() => expect(me.call).toHaveBeenCalledOnce());
    tokenStorage.clear();
    session.status = 'anonymous';
    await me.answer(alice);
    await expect(running).resolves.toBe('anonymous');
    expect(tokenStorage.getAccessToken()).toBeNull();
  });

  it('a painted frame without an answer stays, unconfirmed; a retry keeps it while it asks (decision 026)', async () => {
    signedInBefore();
    const me = held<User>();
    const failFirst = vi.fn(me.call).mockRejectedValueOnce(new TypeError('x'));
    fakeApi({ currentUser: failFirst });
    await expect(start()).resolves.toBe('authenticated');
    expect(session.startUpProblem).toBe('offline');
    expect(currentUser()).toEqual(alice);

    const retry = retryStartUp();
    await vi.waitFor(() => expect(me.call).toHaveBeenCalledOnce());
    expect([session.status, session.startingUp]).toEqual(['authenticated', true]);
    await me.answer({ ...alice, givenName: 'Alicia' });
    await expect(retry).resolves.toBe('authenticated');
    expect(session.startUpProblem).toBeNull();
    expect(currentUser()?.givenName).toBe('Alicia');
  });

  it('a retry never paints: a refused token keeps the unavailable screen while the refresh token signs in', async () => {
    // No kept user at the start (no frame): the unavailable screen; the user is kept before the retry.
    tokenStorage.setAccessToken('stored');
    tokenStorage.setRefreshToken('refresh');
    let online = false;
    const login = held<{ user: User; idToken: string }>();
    fakeApi({
      currentUser: () =>
        online ? Promise.reject(new ApiStatusError(401, {})) : Promise.reject(new TypeError('x')),
      login: login.call,
    });
    await expect(start()).resolves.toBe('unavailable');

    keepLastKnownUser(alice, 'stored', Date.parse('2026-11-23T07:30:00Z'));
    online = true;
    const retry = retryStartUp();
    await vi.waitFor(() => expect(login.call).toHaveBeenCalledOnce());
    expect(session.status).toBe('unavailable');
    await login.answer({ user: alice, idToken: 'id-2' });
    await expect(retry).resolves.toBe('authenticated');
  });
});

describe('why the service is unavailable', () => {
  it('a phone that says it is offline reads any failure as offline', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(startUpProblemOf(new ApiStatusError(503, {}))).toBe('offline');
    online.mockReturnValue(true);
    expect(startUpProblemOf(new ApiStatusError(503, {}))).toBe('unavailable');
    expect(startUpProblemOf(new TypeError('Failed to fetch'))).toBe('offline');
  });
});

describe('a stored refresh token signing in', () => {
  it('publishes the signed-in status to the app’s start-up redirect', async () => {
    tokenStorage.setRefreshToken('refresh');
    const beforeSettle = vi.fn();
    fakeApi({ login: () => Promise.resolve({ user: alice, idToken: 'id-1' }) });
    await expect(start('https://wen.example/', beforeSettle)).resolves.toBe('authenticated');
    expect(beforeSettle).toHaveBeenCalledWith('authenticated');
  });

  it('a user the answer does not name yet (no idToken) is new: the start-up redirect goes to the registration', async () => {
    tokenStorage.setRefreshToken('refresh');
    const beforeSettle = vi.fn();
    fakeApi({
      login: () => Promise.resolve({ user: alice, onboardingToken: 'onboarding-1' }),
    });
    await expect(start('https://wen.example/', beforeSettle)).resolves.toBe('new');
    expect(beforeSettle.mock.calls).toEqual([['new']]);
  });
});

describe('a token in the URL (start-up step 1)', () => {
  it('the token that is stored already signs in at once: one identity check, no question', async () => {
    tokenStorage.setAccessToken('alice-token');
    const api = fakeApi({ currentUser: () => Promise.resolve(alice) });
    await expect(start('https://wen.example/?accessToken=alice-token')).resolves.toBe(
      'authenticated',
    );
    expect(api.currentUser).toHaveBeenCalledOnce();
    expect(api.currentUser).toHaveBeenCalledWith();
  });

  it('the same user’s fresh token is taken after checking both tokens, without a third call', async () => {
    tokenStorage.setAccessToken('alice-old');
    const api = fakeApi({ currentUser: () => Promise.resolve(alice) });
    await expect(start('https://wen.example/?accessToken=alice-new')).resolves.toBe(
      'authenticated',
    );
    expect(tokenStorage.getAccessToken()).toBe('alice-new');
    expect(api.currentUser).toHaveBeenCalledTimes(2);
  });

  it('a link token the backend refuses is dropped: the signed-in user stays, without a question', async () => {
    tokenStorage.setAccessToken('alice-token');
    const beforeSettle = vi.fn();
    const api = fakeApi({
      currentUser: (token) => (token === 'forged' ? status(401)() : Promise.resolve(alice)),
    });
    await expect(start('https://wen.example/?accessToken=forged', beforeSettle)).resolves.toBe(
      'authenticated',
    );
    expect(tokenStorage.getAccessToken()).toBe('alice-token');
    expect(currentUser()).toEqual(alice);
    expect(session.accountSwitch).toBeNull();
    expect(beforeSettle.mock.calls).toEqual([['authenticated']]);
    expect(api.currentUser).toHaveBeenCalledTimes(2);
  });
  it('no answer for the link token: unavailable, both tokens kept, and the retry asks', async () => {
    const bob = makeUser({ id: 'bob', givenName: 'Bob', email: 'bob@bmw.example' });
    tokenStorage.setAccessToken('alice-token');
    let online = false;
    fakeApi({
      currentUser: (token) => {
        if (token !== 'bob-token') return Promise.resolve(alice);
        return online ? Promise.resolve(bob) : Promise.reject(new TypeError('Failed to fetch'));
      },
    });
    await expect(start('https://wen.example/?accessToken=bob-token')).resolves.toBe('unavailable');
    expect(session.startUpProblem).toBe('offline');
    expect(tokenStorage.getAccessToken()).toBe('alice-token');

    online = true;
    await expect(retryStartUp()).resolves.toBe('switch-account');
    await chooseAccount('stay');
  });
});

describe('the account question', () => {
  it('an answer when no question is asked changes nothing', async () => {
    tokenStorage.setAccessToken('alice-token');
    const api = fakeApi({ currentUser: () => Promise.resolve(alice) });
    await start();

    await chooseAccount('switch');
    expect(session.status).toBe('authenticated');
    expect(tokenStorage.getAccessToken()).toBe('alice-token');
    expect(api.logout).not.toHaveBeenCalled();

    session.status = 'switch-account';
    await chooseAccount('switch');
    expect(tokenStorage.getAccessToken()).toBe('alice-token');
    expect(api.logout).not.toHaveBeenCalled();
  });
});
