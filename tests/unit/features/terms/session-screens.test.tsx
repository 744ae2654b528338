import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/schemas';
import { queryClient } from '@/lib/query-client';
import { currentUser } from '@/domain/session/current-user';
import { tokenStorage } from '@/lib/token-storage';
import {
  emptyResponse,
  fetchCall,
  jsonResponse,
  renderApp,
  resetAppState,
  visit,
} from '../../support/render-app';
import { makeUser } from '../../support/builders';

/** A tiny backend for the session calls: users/me answers the current user; acceptTerms updates it. */
function backend(initial: User, options: { acceptTerms?: 'ok' | 'fail' } = {}) {
  let current = initial;
  let releaseAccept: () => void = () => {};
  const acceptGate = new Promise<void>((resolve) => (releaseAccept = resolve));
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input)).pathname;
    if (path === '/users/me') return jsonResponse(200, current);
    if (path === '/users/acceptTerms') {
      await acceptGate;
      if (options.acceptTerms === 'fail') return jsonResponse(500, { message: 'down' });
      current = { ...current, acceptedTerms: true };
      return emptyResponse(204);
    }
    if (path === '/api/v1/logout') return emptyResponse(204);
    return jsonResponse(404, { message: 'not here' });
  });
  return { fetchSpy, releaseAccept };
}

const callsTo = (spy: { mock: { calls: unknown[][] } }, path: string) =>
  spy.mock.calls
    .map((_, index) => fetchCall(spy, index))
    .filter((call) => call.url.pathname === path);

beforeEach(() => {
  resetAppState();
  tokenStorage.setAccessToken('token-1');
});

describe('terms screen', () => {
  it('holds a user with pending terms, accepts (disabled meanwhile), refreshes the user and leaves to /', async () => {
    const { fetchSpy, releaseAccept } = backend(makeUser({ acceptedTerms: false }));
    visit('/my-wen');
    renderApp({ language: 'en' });

    expect(
      await screen.findByRole('heading', { name: 'Welcome, Erika Mustermann!' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/terms-and-conditions');
    expect(screen.getByText(/We have updated our terms and conditions/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the terms and conditions' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\//),
    );

    const accept = screen.getByRole('button', { name: 'Accept' });
    await userEvent.click(accept);
    expect(accept).toBeDisabled();
    releaseAccept();

    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(callsTo(fetchSpy, '/users/acceptTerms')[0]?.body).toEqual({ userId: 'user-1' });
    expect(callsTo(fetchSpy, '/users/me')).toHaveLength(2);
    expect(currentUser()?.acceptedTerms).toBe(true);
  });

  it('on a failed acceptance only resets the flag: no message, still on the terms', async () => {
    const { releaseAccept } = backend(makeUser({ acceptedTerms: false }), { acceptTerms: 'fail' });
    visit('/terms-and-conditions');
    renderApp({ language: 'en' });

    const accept = await screen.findByRole('button', { name: 'Accept' });
    await userEvent.click(accept);
    releaseAccept();

    await waitFor(() => expect(accept).toBeEnabled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/terms-and-conditions');
  });

  it('redirects a user who has accepted to /', async () => {
    backend(makeUser());
    visit('/terms-and-conditions');
    renderApp({ language: 'en' });
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('logs out from the terms screen', async () => {
    backend(makeUser({ acceptedTerms: false }));
    visit('/terms-and-conditions');
    renderApp({ language: 'en' });

    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });
});

describe('dashboard frame', () => {
  it('welcomes the user by given and family name', async () => {
    backend(makeUser());
    visit('/');
    renderApp({ language: 'en' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Welcome, Erika Mustermann!' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/don't have access/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    expect(screen.getByRole('link', { name: 'My WEN' })).toHaveAttribute('href', '/my-wen');
  });

  it('tells a user without commute-pooling access that they have no access yet', async () => {
    backend(makeUser({ commutePooling: { enabled: false } }));
    visit('/dashboard');
    renderApp({ language: 'en' });
    expect(
      await screen.findByText("You don't have access to the mobility services yet."),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome, Erika Mustermann!' })).toBeInTheDocument();
  });

  it('logs out from the header: tokens and cached data gone, logout called with the token, lands on /login', async () => {
    tokenStorage.setRefreshToken('refresh-1');
    const { fetchSpy } = backend(makeUser());
    queryClient.setQueryData(['bookings'], ['cached booking']);
    visit('/');
    renderApp({ language: 'en' });

    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, log out' }));

    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(tokenStorage.getAccessToken()).toBeNull();
    expect(tokenStorage.getRefreshToken()).toBeNull();
    expect(queryClient.getQueryData(['bookings'])).toBeUndefined();
    expect(currentUser()).toBeNull();
    const [logoutCall] = callsTo(fetchSpy, '/api/v1/logout');
    expect(logoutCall?.method).toBe('POST');
    expect(logoutCall?.headers.idtoken).toBe('token-1');
  });

  it('logs out even when the logout call fails', async () => {
    backend(makeUser());
    visit('/');
    renderApp({ language: 'en' });
    const logoutButton = await screen.findByRole('button', { name: 'Log out' });
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));

    await userEvent.click(logoutButton);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, log out' }));

    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
