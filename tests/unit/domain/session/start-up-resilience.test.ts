import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/schemas';
import { ApiStatusError, RequestTimeoutError, UnreadableAnswerError } from '@/lib/api-errors';
import { currentUser, setCurrentUser } from '@/domain/session/current-user';
import { acceptTerms } from '@/domain/session/session-actions';
import { chooseAccount, retryStartUp, startUpSignIn } from '@/domain/session/session-start-up';
import { session } from '@/domain/session/session-state';
import { tokenStorage } from '@/lib/token-storage';
import { makeUser } from '../../support/builders';
import {
  fakeSessionBackend,
  logsOut,
  useFakeSessionBackend,
  type FakeSessionAnswers,
} from '../../support/fake-session-backend';
import { isSessionMutating } from '@/api/session';
import { resetAppState } from '../../support/render-app';

/**
 * The start-up on a phone's network (issue 16, point 5): the stored sign-in is dropped only when the backend
 * refuses it; an outage keeps it and the start-up can be tried again; a link's token never replaces another user's
 * session without asking.
 */

const alice = makeUser({ id: 'alice', givenName: 'Alice', email: 'alice@bmw.example' });
const bob = makeUser({ id: 'bob', givenName: 'Bob', email: 'bob@bmw.example' });

const fakeApi = (answers: FakeSessionAnswers) =>
  fakeSessionBackend({ logout: logsOut, ...answers });

const start = (href = 'https://wen.example/my-wen') =>
  startUpSignIn({ url: new URL(href), replaceUrl: vi.fn(), storage: tokenStorage });

const status = (code: number) => () => Promise.reject(new ApiStatusError(code, { message: 'x' }));

useFakeSessionBackend();

beforeEach(() => {
  resetAppState();
  tokenStorage.clear();
});

describe('a stored sign-in at start-up', () => {
  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch')), 'offline'],
    ['a timeout', () => Promise.reject(new RequestTimeoutError(15_000)), 'offline'],
    ['a 500', status(500), 'unavailable'],
    ['a 503', status(503), 'unavailable'],
    ['a 429', status(429), 'unavailable'],
    [
      'an answer the app cannot read',
      () => Promise.reject(new UnreadableAnswerError('users.me', 200, [])),
      'unavailable',
    ],
  ] as const)(
    'is kept after %s: the app is unavailable (%s), not signed out',
    async (_, fail, problem) => {
      tokenStorage.setAccessToken('stored');
      tokenStorage.setRefreshToken('refresh');
      const api = fakeApi({ currentUser: fail });

      await expect(start()).resolves.toBe('unavailable');

      expect(session.startUpProblem).toBe(problem);
      expect(tokenStorage.getAccessToken()).toBe('stored');
      expect(tokenStorage.getRefreshToken()).toBe('refresh');
      expect(api.login).not.toHaveBeenCalled();
    },
  );

  it.each([401, 403])('is dropped when the backend refuses it (%s)', async (code) => {
    tokenStorage.setAccessToken('stored');
    fakeApi({ currentUser: status(code) });
    await expect(start()).resolves.toBe('anonymous');
    expect(tokenStorage.getAccessToken()).toBeNull();
  });

  it('a refresh token is kept on an outage, dropped on a refusal (400 invalid_grant too)', async () => {
    tokenStorage.setRefreshToken('refresh');
    fakeApi({ login: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(start()).resolves.toBe('unavailable');
    expect(tokenStorage.getRefreshToken()).toBe('refresh');

    resetAppState();
    fakeApi({ login: status(400) });
    await expect(start()).resolves.toBe('anonymous');
    expect(tokenStorage.getRefreshToken()).toBeNull();
  });

  it('tries again as it was asked: the network is back, the same user is signed in with the same redirect', async () => {
    tokenStorage.setAccessToken('stored');
    let online = false;
    fakeApi({
      currentUser: () =>
        online ? Promise.resolve(alice) : Promise.reject(new TypeError('offline')),
    });
    const beforeSettle = vi.fn();
    await startUpSignIn({
      url: new URL('https://wen.example/my-wen'),
      replaceUrl: vi.fn(),
      storage: tokenStorage,
      beforeSettle,
    });
    expect(session.status).toBe('unavailable');

    online = true;
    await expect(retryStartUp()).resolves.toBe('authenticated');

    expect(currentUser()).toEqual(alice);
    expect(session.startUpProblem).toBeNull();
    expect(beforeSettle.mock.calls.map(([settled]) => settled)).toEqual([
      'unavailable',
      'authenticated',
    ]);
  });
});

describe('a token in the URL while somebody is signed in (start-up step 1)', () => {
  const byToken = (users: Record<string, User | number>) => (token?: string) => {
    const answer = users[token ?? tokenStorage.getAccessToken() ?? ''];
    return typeof answer === 'number'
      ? status(answer)()
      : answer
        ? Promise.resolve(answer)
        : status(401)();
  };

  it('asks whether to switch accounts, and leaves the URL without the token', async () => {
    tokenStorage.setAccessToken('alice-token');
    const replaceUrl = vi.fn<(url: URL) => void>();
    fakeApi({ currentUser: byToken({ 'alice-token': alice, 'bob-token': bob }) });

    await expect(
      startUpSignIn({
        url: new URL('https://wen.example/my-wen?accessToken=bob-token'),
        replaceUrl,
        storage: tokenStorage,
      }),
    ).resolves.toBe('switch-account');

    expect(session.accountSwitch).toEqual({ current: alice, next: bob });
    expect(tokenStorage.getAccessToken()).toBe('alice-token');
    expect(replaceUrl.mock.calls[0]?.[0].href).toBe('https://wen.example/my-wen');
  });

  it('switching stores the link token, drops the other refresh token and ends the old session', async () => {
    tokenStorage.setAccessToken('alice-token');
    tokenStorage.setRefreshToken('alice-refresh');
    const api = fakeApi({ currentUser: byToken({ 'alice-token': alice, 'bob-token': bob }) });
    await start('https://wen.example/?accessToken=bob-token');

    await chooseAccount('switch');

    expect(session).toMatchObject({ status: 'authenticated', accountSwitch: null });
    expect(currentUser()).toEqual(bob);
    expect(tokenStorage.getAccessToken()).toBe('bob-token');
    expect(tokenStorage.getRefreshToken()).toBeNull();
    expect(api.logout).toHaveBeenCalledWith('alice-token');
  });

  it('staying keeps the session and forgets the link token', async () => {
    tokenStorage.setAccessToken('alice-token');
    const api = fakeApi({ currentUser: byToken({ 'alice-token': alice, 'bob-token': bob }) });
    await start('https://wen.example/?accessToken=bob-token');

    await chooseAccount('stay');

    expect(session).toMatchObject({ status: 'authenticated' });
    expect(currentUser()).toEqual(alice);
    expect(tokenStorage.getAccessToken()).toBe('alice-token');
    expect(api.logout).not.toHaveBeenCalled();
  });

  it('the same user takes the fresh token without a question; a refused link token changes nothing', async () => {
    tokenStorage.setAccessToken('alice-old');
    fakeApi({ currentUser: byToken({ 'alice-old': alice, 'alice-new': alice }) });
    await expect(start('https://wen.example/?accessToken=alice-new')).resolves.toBe(
      'authenticated',
    );
    expect(tokenStorage.getAccessToken()).toBe('alice-new');

    resetAppState();
    await expect(start('https://wen.example/?accessToken=forged')).resolves.toBe('authenticated');
    expect(tokenStorage.getAccessToken()).toBe('alice-new');
    expect(currentUser()).toEqual(alice);
  });

  it('a stored token the backend refuses gives way to the link token', async () => {
    tokenStorage.setAccessToken('expired');
    fakeApi({ currentUser: byToken({ expired: 401, 'bob-token': bob }) });
    await expect(start('https://wen.example/?accessToken=bob-token')).resolves.toBe(
      'authenticated',
    );
    expect(currentUser()).toEqual(bob);
    expect(tokenStorage.getAccessToken()).toBe('bob-token');
  });

  it('an outage while asking keeps both: the question comes once the backend answers', async () => {
    tokenStorage.setAccessToken('alice-token');
    let online = false;
    const users = byToken({ 'alice-token': alice, 'bob-token': bob });
    fakeApi({
      currentUser: (token) => (online ? users(token) : Promise.reject(new TypeError('offline'))),
    });
    await expect(start('https://wen.example/?accessToken=bob-token')).resolves.toBe('unavailable');
    online = true;
    await expect(retryStartUp()).resolves.toBe('switch-account');
  });
});

describe('accept terms without an answer', () => {
  it('says so (the screen shows the no-connection message); other failures stay silent', async () => {
    session.status = 'authenticated';
    tokenStorage.setAccessToken('stored');
    setCurrentUser(makeUser({ acceptedTerms: false }));
    fakeApi({ acceptTerms: () => Promise.reject(new TypeError('offline')) });
    await expect(acceptTerms()).resolves.toBe('no-answer');
    fakeApi({ acceptTerms: status(500) });
    await expect(acceptTerms()).resolves.toBe('failed');
    expect(isSessionMutating('acceptTerms')).toBe(false);
  });
});
