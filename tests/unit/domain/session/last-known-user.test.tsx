import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/schemas';
import { FIRST_PAINT_SCREEN_ATTRIBUTE, loadStartScreen } from '@/app/start-screen';
import { apiClient } from '@/lib/api-client';
import { LAST_KNOWN_USER_KEY, tokenStorage } from '@/lib/token-storage';
import { currentUser } from '@/domain/session/current-user';
import { readLastKnownUser, tokenFingerprint } from '@/domain/session/last-known-user';
import { applyLoginAnswer, logout } from '@/domain/session/session-actions';
import { startUpSignIn } from '@/domain/session/session-start-up';
import { session } from '@/domain/session/session-state';
import { setRequestLocation } from '@/domain/trip-request/mobility-request-store';
import { FIZ, FREISING, makeUser } from '../../support/builders';
import { renderApp, resetAppState, stubLogin, visit } from '../../support/render-app';
import { holdCurrentUser, signInKept, useFakeCurrentUser } from '../../support/fake-current-user';

const anna = makeUser({ id: 'anna', givenName: 'Anna', familyName: 'Alt' });
const WELCOME_ANNA = 'Willkommen, Anna Alt!';

/** A signed-in phone: the token, and the user of the last answer kept beside it. */
const signedInBefore = (user: User = anna, token = 'token-anna') => signInKept(user, token);

const storedKeptUser = () => window.localStorage.getItem(LAST_KNOWN_USER_KEY);

useFakeCurrentUser();

beforeEach(() => {
  resetAppState();
});

describe('the signed-in start paints from the last known user (issue 21)', () => {
  it('paints the dashboard with the kept name before /users/me answers, then the answer replaces it', async () => {
    signedInBefore();
    const backend = holdCurrentUser();
    visit('/');
    renderApp();

    expect(await screen.findByRole('heading', { name: WELCOME_ANNA })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mitfahrt anbieten oder suchen' })).toBeInTheDocument();
    expect(backend.me).toHaveBeenCalledOnce();

    await backend.answer({ ...anna, givenName: 'Annika' });
    expect(await screen.findByRole('heading', { name: 'Willkommen, Annika Alt!' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: WELCOME_ANNA })).not.toBeInTheDocument();
    // The answer is the next start's kept user.
    await waitFor(() => expect(readLastKnownUser('token-anna')?.user.givenName).toBe('Annika'));
  });

  it('a changed flag in the answer re-routes: terms pending go to the terms, no access to the notice', async () => {
    signedInBefore();
    const terms = holdCurrentUser();
    visit('/');
    const { unmount } = renderApp();
    expect(await screen.findByRole('heading', { name: WELCOME_ANNA })).toBeInTheDocument();
    await terms.answer({ ...anna, acceptedTerms: false });
    await waitFor(() => expect(window.location.pathname).toBe('/terms-and-conditions'));
    unmount();

    resetAppState();
    signedInBefore();
    const access = holdCurrentUser();
    visit('/commute-pooling/create/first-step');
    renderApp();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/commute-pooling/create/first-step');
    await access.answer({ ...anna, commutePooling: { enabled: false } });
    await waitFor(() => expect(window.location.pathname).toBe('/no-access'));
  });

  it('a refused token (401) drops the token and the kept user and lands on /login', async () => {
    signedInBefore();
    const backend = holdCurrentUser();
    visit('/');
    renderApp();
    expect(await screen.findByRole('heading', { name: WELCOME_ANNA })).toBeInTheDocument();

    await backend.refuse();

    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(screen.queryByText(/Anna/)).not.toBeInTheDocument();
    expect(tokenStorage.getAccessToken()).toBeNull();
    expect(storedKeptUser()).toBeNull();
    expect(currentUser()).toBeNull();
  });

  it('after a refused token the start-up goes on in the spec order: a stored refresh token signs in', async () => {
    signedInBefore();
    tokenStorage.setRefreshToken('refresh-anna');
    const backend = holdCurrentUser();
    const login = stubLogin({ user: { ...anna, givenName: 'Anne' }, idToken: 'token-anna-2' });
    visit('/');
    renderApp();
    expect(await screen.findByRole('heading', { name: WELCOME_ANNA })).toBeInTheDocument();

    await backend.refuse();

    expect(await screen.findByRole('heading', { name: 'Willkommen, Anne Alt!' })).toBeVisible();
    expect(login).toHaveBeenCalledOnce();
    expect(tokenStorage.getAccessToken()).toBe('token-anna-2');
    await waitFor(() => expect(readLastKnownUser('token-anna-2')?.user.givenName).toBe('Anne'));
  });

  it('while the refresh token is tried after a refused token, the start-up spinner shows: the frame is gone, nothing else yet', async () => {
    signedInBefore();
    tokenStorage.setRefreshToken('refresh-anna');
    const backend = holdCurrentUser();
    type LoginAnswer = Awaited<ReturnType<typeof apiClient.auth.login>>;
    let answerLogin: (answer: LoginAnswer) => void = () => {};
    vi.spyOn(apiClient.auth, 'login').mockImplementation(
      () =>
        new Promise<LoginAnswer>((answer) => {
          answerLogin = answer;
        }),
    );
    visit('/');
    renderApp();
    expect(await screen.findByRole('heading', { name: WELCOME_ANNA })).toBeInTheDocument();

    await backend.refuse();

    expect(await screen.findByRole('status', { name: 'WEN wird gestartet …' })).toBeInTheDocument();
    expect(screen.queryByText(/Anna/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    // Still where the person started: before, the cleared frame's user reached a guard before its status did, and
    // the guard sent the start's path away to /login (the refresh's sign-in then landed on the home screen).
    expect(window.location.pathname).toBe('/');

    await act(async () =>
      answerLogin({
        status: 200,
        body: { user: { ...anna, givenName: 'Anne' }, idToken: 'token-anna-2' },
      } as LoginAnswer),
    );
    expect(await screen.findByRole('heading', { name: 'Willkommen, Anne Alt!' })).toBeVisible();
  });

  it.each([
    ['no JSON', 'not json {'],
    [
      'a user without a name',
      JSON.stringify({ token: tokenFingerprint('token-anna'), updatedAt: 1, user: { id: 'anna' } }),
    ],
    [
      'the user of another token',
      JSON.stringify({ token: tokenFingerprint('token-bob'), updatedAt: 1, user: anna }),
    ],
  ])(
    'ignores and drops a kept value that is %s: the start waits for the answer',
    async (_, stored) => {
      tokenStorage.setAccessToken('token-anna');
      window.localStorage.setItem(LAST_KNOWN_USER_KEY, stored);
      const backend = holdCurrentUser();
      visit('/');
      renderApp();

      expect(
        await screen.findByRole('status', { name: 'WEN wird gestartet …' }),
      ).toBeInTheDocument();
      await waitFor(() => expect(storedKeptUser()).toBeNull());
      expect(screen.queryByRole('heading', { name: /Willkommen/ })).not.toBeInTheDocument();

      await backend.answer(anna);
      expect(await screen.findByRole('heading', { name: WELCOME_ANNA })).toBeInTheDocument();
    },
  );

  it.each([
    ['goes on once the answer confirms the access', true, '/commute-pooling/offers/overview'],
    ['goes nowhere when the answer takes the access away', false, '/'],
  ])('the search pressed before the answer waits for it, and %s', async (_, enabled, path) => {
    signedInBefore();
    const backend = holdCurrentUser();
    visit('/');
    renderApp();
    expect(await screen.findByRole('heading', { name: WELCOME_ANNA })).toBeInTheDocument();
    act(() => {
      setRequestLocation('origin', FREISING);
      setRequestLocation('destination', FIZ);
    });

    await userEvent.click(screen.getByRole('button', { name: 'Fahrer finden' }));
    expect(window.location.pathname).toBe('/');

    await backend.answer({ ...anna, commutePooling: { enabled } });
    await waitFor(() => expect(session.startingUp).toBe(false));
    await waitFor(() => expect(window.location.pathname).toBe(path));
  });
});

describe('with the dashboard copy of index.html on display (src/app/first-paint.tsx)', () => {
  afterEach(() => document.documentElement.removeAttribute(FIRST_PAINT_SCREEN_ATTRIBUTE));

  it('the start loads the kept user with the screen, and the start-up shows it at once: the first frame is the dashboard', async () => {
    signedInBefore();
    const backend = holdCurrentUser();
    visit('/');
    document.documentElement.setAttribute(FIRST_PAINT_SCREEN_ATTRIBUTE, 'dashboard');
    await loadStartScreen();

    const started = startUpSignIn();
    // Before anything else runs (the app's first render calls this in a layout effect, before the first paint).
    expect(session.status).toBe('authenticated');
    expect(currentUser()?.givenName).toBe('Anna');
    // The call goes out as soon as the typed client is in (the dashboard's chunk brings it; it loads with the first
    // call, not with the app): the frame does not wait for it.
    await waitFor(() => expect(backend.me).toHaveBeenCalledOnce());

    await backend.answer(anna);
    expect(await started).toBe('authenticated');
  });
});

describe('the kept user never outlives its sign-in', () => {
  it('logout drops it; a login of another user keeps that user instead', async () => {
    signedInBefore();
    vi.spyOn(apiClient.auth, 'logout').mockResolvedValue({
      status: 204,
      body: undefined,
      headers: new Headers(),
    });
    await logout();
    expect(storedKeptUser()).toBeNull();

    const bob = makeUser({ id: 'bob', givenName: 'Bob' });
    applyLoginAnswer({ user: bob, idToken: 'token-bob' });
    expect(readLastKnownUser('token-bob')).toBeNull();
    signedInBefore(bob, 'token-bob');
    expect(readLastKnownUser('token-bob')?.user.id).toBe('bob');
    expect(readLastKnownUser('token-anna')).toBeNull();
  });

  it('goes whenever the access token changes (a 401, a handed-over token, a switch)', () => {
    signedInBefore();
    tokenStorage.setAccessToken('token-anna');
    expect(storedKeptUser()).not.toBeNull();
    tokenStorage.setAccessToken('token-bob');
    expect(storedKeptUser()).toBeNull();

    signedInBefore();
    tokenStorage.setAccessToken(null);
    expect(storedKeptUser()).toBeNull();
  });
});
