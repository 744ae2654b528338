import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, PERSONAS } from '@mocks/node';
import { QueryObserver } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { currentUserQuery, sessionKeys, USER_REFRESH_INTERVAL_MS } from '@/api/session';
import { applyLoginAnswer } from '@/domain/session/session-actions';
import { makeUser } from '../../support/builders';
import { renderApp, visit } from '../../support/render-app';
import { storeTokenOf, useAuthTestBackend } from '../../support/auth-test-backend';
import { fakeMe, useFakeCurrentUser } from '../../support/fake-current-user';

/** The current-user query as AppRoutes observes it, its calls of GET /users/me counted at the fake backend. */
function observeCurrentUser() {
  const currentUser = fakeMe().mockImplementation(() =>
    Promise.resolve({ status: 200 as const, body: makeUser() }),
  );
  const observer = new QueryObserver(queryClient, currentUserQuery());
  const stop = observer.subscribe(() => undefined);
  return { currentUser, stop };
}

describe('the current user query', () => {
  useFakeCurrentUser();

  beforeEach(() => {
    vi.useFakeTimers();
    queryClient.clear();
    // As the app's QueryClientProvider does: focus and visibility reach the cache.
    queryClient.mount();
    applyLoginAnswer({ user: makeUser(), idToken: 'id-1' });
  });
  afterEach(() => {
    vi.useRealTimers();
    queryClient.unmount();
    queryClient.clear();
  });

  it('reloads the user every minute and when the window regains focus, until nobody watches it', async () => {
    const { currentUser, stop } = observeCurrentUser();

    await vi.advanceTimersByTimeAsync(USER_REFRESH_INTERVAL_MS - 1);
    expect(currentUser).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(currentUser).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(currentUser).toHaveBeenCalledTimes(2);

    stop();
    await vi.advanceTimersByTimeAsync(2 * USER_REFRESH_INTERVAL_MS);
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(currentUser).toHaveBeenCalledTimes(2);
  });

  it('skips the timer while the page is hidden, and reloads when it becomes visible again', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { currentUser, stop } = observeCurrentUser();

    await vi.advanceTimersByTimeAsync(3 * USER_REFRESH_INTERVAL_MS);
    expect(currentUser).not.toHaveBeenCalled();
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(currentUser).toHaveBeenCalledTimes(1);
    stop();
    visibility.mockRestore();
  });
});

describe('a flag switched in the backend', () => {
  useAuthTestBackend({ fresh: true });

  it('shows on the dashboard when the window regains focus, without a reload', async () => {
    await storeTokenOf('noAccess');
    visit('/');
    renderApp({ language: 'en' });

    expect(
      await screen.findByRole('heading', { name: 'Welcome, Nora Berger!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("You don't have access to the mobility services yet."),
    ).toBeInTheDocument();

    await db.users.update((q) => q.where({ id: PERSONAS.noAccess.id }), {
      data(draft) {
        draft.commutePooling.enabled = true;
      },
    });
    // The refreshing observer is loaded lazily after the first screen: a focus before it is there refreshes nothing.
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .find({ queryKey: sessionKeys.currentUser })
          ?.getObserversCount(),
      ).toBe(1),
    );
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });

    await waitFor(() =>
      expect(
        screen.queryByText("You don't have access to the mobility services yet."),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'Welcome, Nora Berger!' })).toBeInTheDocument();
  });
});
