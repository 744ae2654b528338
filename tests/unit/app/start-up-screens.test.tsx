import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routeTable, type RouteEntry } from '@/app/route-table';
import { START_UP_RETRY_DELAYS_MS } from '@/app/start-up-retries';
import { apiClient } from '@/lib/api-client';
import { tokenStorage } from '@/lib/token-storage';
import { makeUser } from '../support/builders';
import { renderApp, resetAppState, visit } from '../support/render-app';
import { fakeMe, useFakeCurrentUser, type MeAnswer } from '../support/fake-current-user';

/** The start-up screens of issue 16: unavailable (sign-in kept, try again) and switch accounts. */
const probeRoutes: RouteEntry[] = routeTable.map((entry) => ({
  ...entry,
  screen: () => <p data-testid="screen">{entry.path}</p>,
}));

const meAnswer = (user = makeUser()) => ({ status: 200, body: user }) as MeAnswer;

useFakeCurrentUser();

beforeEach(() => {
  resetAppState();
  tokenStorage.setAccessToken('token-1');
});

describe('the start-up cannot reach the backend', () => {
  it.each([
    ['de', 'Keine Verbindung', 'Erneut versuchen'],
    ['en', "You're offline", 'Try again'],
  ] as const)(
    '%s: says so, keeps the sign-in, and carries on when the network returns',
    async (language, title, retry) => {
      const me = fakeMe().mockRejectedValue(new TypeError('Failed to fetch'));
      visit('/my-wen');
      renderApp({ routes: probeRoutes, language });

      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(screen.getByRole('button', { name: retry })).toBeEnabled();
      expect(tokenStorage.getAccessToken()).toBe('token-1');

      me.mockResolvedValue(meAnswer());
      await act(async () => {
        window.dispatchEvent(new Event('online'));
      });
      expect(await screen.findByTestId('screen')).toHaveTextContent('/my-wen');
    },
  );

  it('tries again by itself, soon at first: a network that is back a moment after the online event still signs in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const me = fakeMe().mockRejectedValue(new TypeError('Failed to fetch'));
      visit('/my-wen');
      renderApp({ routes: probeRoutes, language: 'de' });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Keine Verbindung' }),
      ).toBeVisible();

      // The browser says online, but the first try still gets no answer.
      const online = me.mock.calls.length;
      await act(async () => {
        window.dispatchEvent(new Event('online'));
      });
      await vi.waitFor(() => expect(me.mock.calls.length).toBe(online + 1));
      expect(screen.getByRole('heading', { level: 1, name: 'Keine Verbindung' })).toBeVisible();

      // The network carries requests a moment later: the next try, after the shortest pause, signs in.
      me.mockResolvedValue(meAnswer());
      await act(() => vi.advanceTimersByTimeAsync(START_UP_RETRY_DELAYS_MS[0]));
      expect(await screen.findByTestId('screen')).toHaveTextContent('/my-wen');
      expect(me.mock.calls.length).toBeLessThanOrEqual(online + 3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits longer after each failed try, up to 30 s', () => {
    expect([...START_UP_RETRY_DELAYS_MS]).toEqual(
      [...START_UP_RETRY_DELAYS_MS].sort((a, b) => a - b),
    );
    expect(START_UP_RETRY_DELAYS_MS[0]).toBeLessThanOrEqual(2_000);
    expect(START_UP_RETRY_DELAYS_MS.at(-1)).toBe(30_000);
  });

  it('a 5xx reads as the service being unavailable; Try again signs in once it answers', async () => {
    const me = fakeMe().mockResolvedValue({
      status: 503,
      body: { message: 'down' },
    } as never);
    visit('/');
    renderApp({ routes: probeRoutes, language: 'en' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Service unavailable' }),
    ).toBeVisible();
    me.mockResolvedValue(meAnswer());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('screen')).toHaveTextContent('/');
  });
});

describe('a link with another user’s token', () => {
  it.each([
    ['de', 'Konto wechseln?', 'Zu Bob Berger wechseln', 'Als Alice Mustermann angemeldet bleiben'],
    ['en', 'Switch accounts?', 'Switch to Bob Berger', 'Stay signed in as Alice Mustermann'],
  ] as const)(
    '%s: asks, and switching signs the other user in',
    async (language, title, switchLabel, stayLabel) => {
      const alice = makeUser({ id: 'alice', givenName: 'Alice' });
      const bob = makeUser({
        id: 'bob',
        givenName: 'Bob',
        familyName: 'Berger',
        email: 'bob@bmw.example',
      });
      fakeMe().mockImplementation((args) =>
        Promise.resolve(
          meAnswer(
            (args?.extraHeaders as Record<string, string> | undefined)?.idtoken === 'bob-token'
              ? bob
              : alice,
          ),
        ),
      );
      vi.spyOn(apiClient.auth, 'logout').mockResolvedValue({ status: 204 } as never);
      visit('/my-wen?accessToken=bob-token');
      renderApp({ routes: probeRoutes, language });

      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(screen.getByText(/bob@bmw\.example/)).toBeVisible();
      expect(window.location.search).toBe('');
      expect(screen.getByRole('button', { name: stayLabel })).toBeVisible();

      await userEvent.click(screen.getByRole('button', { name: switchLabel }));

      expect(await screen.findByTestId('screen')).toHaveTextContent('/my-wen');
      expect(tokenStorage.getAccessToken()).toBe('bob-token');
    },
  );
});
