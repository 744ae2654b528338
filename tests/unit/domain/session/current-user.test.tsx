import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import {
  clearCurrentUser,
  currentUser,
  setCurrentUser,
  useCurrentUser,
} from '@/domain/session/current-user';
import { logout } from '@/domain/session/session-actions';
import { resetSession, session } from '@/domain/session/session-state';
import { makeUser } from '../../support/builders';

function WhoIsSignedIn() {
  const user = useCurrentUser();
  return <p>{user ? `${user.givenName} ${user.familyName}` : 'nobody'}</p>;
}

describe('the current user lives in the query cache', () => {
  beforeEach(() => {
    queryClient.clear();
    resetSession();
  });
  afterEach(() => vi.useRealTimers());

  it('re-renders a screen when the user is set, refreshed and removed', () => {
    render(<WhoIsSignedIn />);
    expect(screen.getByText('nobody')).toBeInTheDocument();

    act(() => setCurrentUser(makeUser({ givenName: 'Mia', familyName: 'Fischer' })));
    expect(screen.getByText('Mia Fischer')).toBeInTheDocument();

    act(() => setCurrentUser(makeUser({ givenName: 'Mia', familyName: 'Weber' })));
    expect(screen.getByText('Mia Weber')).toBeInTheDocument();

    act(() => clearCurrentUser());
    expect(screen.getByText('nobody')).toBeInTheDocument();
  });

  it('keeps the user while nothing observes it (a new user filling in the registration form)', async () => {
    vi.useFakeTimers();
    const user = makeUser();
    setCurrentUser(user);
    // TanStack's default would remove an unobserved entry after 5 minutes.
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(currentUser()).toEqual(user);
  });

  it('goes with the session: logout removes it', async () => {
    session.status = 'authenticated';
    setCurrentUser(makeUser());
    // No token is stored: the logout makes no call.
    await logout();
    expect(currentUser()).toBeNull();
    expect(session.status).toBe('anonymous');
  });
});
