import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, PERSONAS } from '@mocks/node';
import { startUserRefresh } from '@/lib/user-refresh';
import { renderApp, visit } from '../support/render-app';
import { storeTokenOf, useAuthTestBackend } from '../support/auth-test-backend';

describe('startUserRefresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reloads the user every interval and when the window regains focus, until stopped', () => {
    const refresh = vi.fn(() => Promise.resolve());
    const stop = startUserRefresh(60_000, refresh);

    vi.advanceTimersByTime(59_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('focus'));
    expect(refresh).toHaveBeenCalledTimes(2);

    stop();
    vi.advanceTimersByTime(120_000);
    window.dispatchEvent(new Event('focus'));
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('skips the timer while the page is hidden, and reloads when it becomes visible again', () => {
    const refresh = vi.fn(() => Promise.resolve());
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const stop = startUserRefresh(1_000, refresh);

    vi.advanceTimersByTime(3_000);
    expect(refresh).not.toHaveBeenCalled();
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
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
