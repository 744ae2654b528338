import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_KNOWN_USER_KEY, tokenStorage } from '@/lib/token-storage';
import { readLastKnownUser } from '@/domain/session/last-known-user';
import { session } from '@/domain/session/session-state';
import { setRequestLocation } from '@/domain/trip-request/mobility-request-store';
import { FIZ, FREISING, makeUser } from '../../support/builders';
import { renderApp, resetAppState, visit } from '../../support/render-app';
import {
  fakeMe,
  holdCurrentUser,
  signInKept,
  stubCurrentUser,
  useFakeCurrentUser,
} from '../../support/fake-current-user';

/**
 * Decision 026: a dashboard painted from the last known user stays when GET /users/me gets no answer, says so, and
 * is confirmed (or signed out) by a later try.
 */

const anna = makeUser({ id: 'anna', givenName: 'Anna', familyName: 'Alt' });
const WELCOME_ANNA = 'Willkommen, Anna Alt!';
const KEPT_USER_NOTICE =
  /^WEN erreicht den Dienst gerade nicht: Sie sehen den Stand Ihres letzten Besuchs\./;

const signedInBefore = () => signInKept(anna, 'token-anna');
const storedKeptUser = () => window.localStorage.getItem(LAST_KNOWN_USER_KEY);

useFakeCurrentUser();

beforeEach(() => {
  resetAppState();
});

/** Anna's phone starts on the dashboard of her last visit, and its GET /users/me gets no answer: the notice shows. */
async function startWithoutAnswer() {
  signedInBefore();
  const backend = holdCurrentUser();
  visit('/');
  renderApp();
  expect(await screen.findByRole('heading', { name: WELCOME_ANNA })).toBeInTheDocument();
  await backend.noAnswer();
  expect(await screen.findByText(KEPT_USER_NOTICE)).toBeVisible();
  return backend;
}

describe('a painted dashboard without an answer', () => {
  it('no answer keeps the dashboard, the token and the kept user, with a notice; a retry’s answer confirms it (decision 026)', async () => {
    const backend = await startWithoutAnswer();

    expect(screen.getByRole('heading', { name: WELCOME_ANNA })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Keine Verbindung' })).not.toBeInTheDocument();
    expect(tokenStorage.getAccessToken()).toBe('token-anna');
    expect(readLastKnownUser('token-anna')?.user).toEqual(anna);

    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(backend.me).toHaveBeenCalledTimes(2));
    // The retry does not repaint: the dashboard and its notice stay while it asks.
    expect(screen.getByText(KEPT_USER_NOTICE)).toBeVisible();
    await backend.answer({ ...anna, givenName: 'Anne' });

    expect(await screen.findByRole('heading', { name: 'Willkommen, Anne Alt!' })).toBeVisible();
    expect(screen.queryByText(KEPT_USER_NOTICE)).not.toBeInTheDocument();
    expect(session.startUpProblem).toBeNull();
  });

  it('a retry of an unconfirmed dashboard that is refused (401) drops the token and the kept user and lands on /login', async () => {
    const backend = await startWithoutAnswer();
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(backend.me).toHaveBeenCalledTimes(2));

    await backend.refuse();

    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(screen.queryByRole('heading', { name: WELCOME_ANNA })).not.toBeInTheDocument();
    expect(tokenStorage.getAccessToken()).toBeNull();
    expect(storedKeptUser()).toBeNull();
    expect(session.startUpProblem).toBeNull();
  });

  it('the search of an unconfirmed dashboard goes on with the kept user’s access, without waiting for a retry', async () => {
    await startWithoutAnswer();
    act(() => {
      setRequestLocation('origin', FREISING);
      setRequestLocation('destination', FIZ);
    });

    await userEvent.click(screen.getByRole('button', { name: 'Fahrer finden' }));

    await waitFor(() => expect(window.location.pathname).toBe('/commute-pooling/offers/overview'));
  });
});

describe('a phone without a network at start (decision 028)', () => {
  const OFFLINE_NOTICE = /^Keine Verbindung: WEN zeigt den zuletzt geladenen Stand\./;

  it('shows the kept dashboard with the offline notice, though the call failed at once; the network back, it asks at once and confirms', async () => {
    signedInBefore();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // Fails at once, as a browser without a network does: before the kept user's module is in.
    fakeMe().mockRejectedValue(new TypeError('Failed to fetch'));
    visit('/');
    renderApp();

    expect(await screen.findByRole('heading', { name: WELCOME_ANNA })).toBeVisible();
    expect(await screen.findByText(OFFLINE_NOTICE)).toBeVisible();
    expect(screen.queryByText(KEPT_USER_NOTICE)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Keine Verbindung' })).not.toBeInTheDocument();
    expect(session.startUpProblem).toBe('offline');
    expect(tokenStorage.getAccessToken()).toBe('token-anna');

    const me = stubCurrentUser({ ...anna, givenName: 'Anne' });
    me.mockClear();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));

    // At once, not after the retry schedule's first pause (1 s).
    await vi.waitFor(() => expect(me).toHaveBeenCalledOnce(), { timeout: 500 });
    expect(await screen.findByRole('heading', { name: 'Willkommen, Anne Alt!' })).toBeVisible();
    expect(screen.queryByText(OFFLINE_NOTICE)).not.toBeInTheDocument();
    expect(screen.queryByText(KEPT_USER_NOTICE)).not.toBeInTheDocument();
    expect(session.startUpProblem).toBeNull();
  });
});
