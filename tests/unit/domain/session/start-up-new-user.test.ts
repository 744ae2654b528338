import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/schemas';
import { PENDING_NEW_USER_KEY, pendingNewUser } from '@/domain/session/pending-new-user';
import { currentUser } from '@/domain/session/current-user';
import {
  applyLoginAnswer,
  logout,
  markRegistered,
  refreshUser,
} from '@/domain/session/session-actions';
import { startUpSignIn } from '@/domain/session/session-start-up';
import { session } from '@/domain/session/session-state';
import { tokenStorage } from '@/lib/token-storage';
import { resetAppState } from '../../support/render-app';
import { makeUser } from '../../support/builders';
import {
  fakeSessionBackend,
  logsOut,
  useFakeSessionBackend,
  type FakeSessionAnswers,
} from '../../support/fake-session-backend';

const newcomer = makeUser({ id: 'company-Q999001', acceptedTerms: false, qNumber: 'Q999001' });

const fakeApi = (answers: FakeSessionAnswers) =>
  fakeSessionBackend({ logout: logsOut, ...answers });

function startUp(href: string) {
  return startUpSignIn({ url: new URL(href), replaceUrl: vi.fn(), storage: tokenStorage });
}

useFakeSessionBackend();

beforeEach(() => {
  resetAppState();
});

describe('a new user (login answer without access token) across a reload of the tab', () => {
  it('stays new: the user and the onboarding token of the tab are found again, without any call', async () => {
    fakeApi({
      login: () => Promise.resolve({ user: newcomer, onboardingToken: 'onboarding-1' }),
    });
    await expect(startUp('https://wen.example/wen?code=c1')).resolves.toBe('new');

    resetAppState(); // the reload
    const reload = fakeApi({});
    await expect(startUp('https://wen.example/register-wen-user')).resolves.toBe('new');

    expect(session.status).toBe('new');
    expect(currentUser()).toEqual(newcomer);
    expect(tokenStorage.getOnboardingToken()).toBe('onboarding-1');
    expect(reload.login).not.toHaveBeenCalled();
    expect(reload.currentUser).not.toHaveBeenCalled();
  });

  it('a reload with no network to load its check: offline, the user and onboarding token kept; the retry finds them', async () => {
    applyLoginAnswer({ user: newcomer, onboardingToken: 'onboarding-1' });
    resetAppState(); // the reload
    const load = vi
      .spyOn(pendingNewUser, 'get')
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    await expect(startUp('https://wen.example/register-wen-user')).resolves.toBe('unavailable');
    expect(session.startUpProblem).toBe('offline');
    expect(JSON.parse(sessionStorage.getItem(PENDING_NEW_USER_KEY) ?? 'null')).toEqual(newcomer);
    expect(tokenStorage.getOnboardingToken()).toBe('onboarding-1');

    load.mockRestore();
    await expect(startUp('https://wen.example/register-wen-user')).resolves.toBe('new');
    expect(currentUser()).toEqual(newcomer);
  });

  it('is kept in sessionStorage only (a new tab starts anonymous)', () => {
    applyLoginAnswer({ user: newcomer, onboardingToken: 'onboarding-1' });
    expect(JSON.parse(sessionStorage.getItem(PENDING_NEW_USER_KEY) ?? 'null')).toEqual(newcomer);
    expect(localStorage.getItem(PENDING_NEW_USER_KEY)).toBeNull();
  });

  it('without the onboarding token the tab is anonymous and the left-over user is dropped', async () => {
    applyLoginAnswer({ user: newcomer, onboardingToken: 'onboarding-1' });
    tokenStorage.setOnboardingToken(null);

    await expect(startUp('https://wen.example/')).resolves.toBe('anonymous');
    expect(sessionStorage.getItem(PENDING_NEW_USER_KEY)).toBeNull();
  });

  it('an authorization code in the URL wins over the pending new user (step 4 comes first)', async () => {
    applyLoginAnswer({ user: newcomer, onboardingToken: 'onboarding-1' });
    const registered = makeUser({ id: 'user-9' });
    fakeApi({ login: () => Promise.resolve({ user: registered, idToken: 'id-9' }) });

    await expect(startUp('https://wen.example/wen?code=c2')).resolves.toBe('authenticated');
    expect(currentUser()).toEqual(registered);
    expect(sessionStorage.getItem(PENDING_NEW_USER_KEY)).toBeNull();
    expect(tokenStorage.getOnboardingToken()).toBeNull();
  });

  it('is over once registered: the onboarding token is spent and the tab is anonymous', () => {
    applyLoginAnswer({ user: newcomer, onboardingToken: 'onboarding-1' });
    markRegistered();
    expect(session.status).toBe('anonymous');
    expect(currentUser()).toBeNull();
    expect(tokenStorage.getOnboardingToken()).toBeNull();
    expect(sessionStorage.getItem(PENDING_NEW_USER_KEY)).toBeNull();
  });

  it('is over after a logout (cancel)', async () => {
    applyLoginAnswer({ user: newcomer, onboardingToken: 'onboarding-1' });
    const api = fakeApi({});
    await logout();
    expect(session.status).toBe('anonymous');
    expect(sessionStorage.getItem(PENDING_NEW_USER_KEY)).toBeNull();
    // A new user has no access token: there is no server session to end.
    expect(api.logout).not.toHaveBeenCalled();
  });
});

describe('refreshUser', () => {
  it('keeps a logout that happened while the user was loading', async () => {
    applyLoginAnswer({ user: makeUser(), idToken: 'id-1' });
    let answer: (user: User) => void = () => {};
    const api = fakeApi({ currentUser: () => new Promise<User>((resolve) => (answer = resolve)) });

    const refreshing = refreshUser();
    await vi.waitFor(() => expect(api.currentUser).toHaveBeenCalledOnce());
    await logout();
    answer(makeUser({ givenName: 'Late' }));
    await refreshing;

    expect(session.status).toBe('anonymous');
    expect(currentUser()).toBeNull();
  });

  it('runs one reload at a time', async () => {
    applyLoginAnswer({ user: makeUser(), idToken: 'id-1' });
    const api = fakeApi({ currentUser: () => Promise.resolve(makeUser()) });
    await Promise.all([refreshUser(), refreshUser()]);
    expect(api.currentUser).toHaveBeenCalledOnce();
  });
});
