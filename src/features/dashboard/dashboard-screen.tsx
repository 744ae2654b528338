import { useState } from 'react';
import { useConfirmLogout } from '@/components/confirm-action';
import { resetMobilitySearch } from '@/domain/trip-request/mobility-request-store';
import { logout } from '@/domain/session/session-actions';
import { useCurrentUser } from '@/domain/session/current-user';
import { MyCommute } from './my-commute';
import { RideSearchForm } from './ride-search-form';
import { DashboardFrame } from './dashboard-frame';
import { useIsSessionMutating } from '@/api/session-busy';

/** How long a logout waits at most for the trip-cache cleanup of the search. */
const CLEANUP_BEFORE_LOGOUT_MS = 2000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The landing screen of /, /wen and /dashboard: the frame (welcome headline, create link or the no-access texts,
 * dashboard-frame.tsx) and, for users with commute-pooling access, the search (origin, destination, date, Find
 * Drivers / Find Passengers) and My commute below it.
 */
export function DashboardScreen() {
  const loggingOut = useIsSessionMutating('logout');
  const user = useCurrentUser();

  const [endingSession, setEndingSession] = useState(false);

  const logOutAndReset = async () => {
    setEndingSession(true);
    // The trip-cache cleanup needs the session the logout ends: it goes first, but never holds the logout up
    // for long.
    await Promise.race([resetMobilitySearch(), wait(CLEANUP_BEFORE_LOGOUT_MS)]);
    await logout();
    setEndingSession(false);
  };

  const confirmLogout = useConfirmLogout(() => void logOutAndReset());

  return (
    <DashboardFrame
      user={user}
      onLogout={confirmLogout}
      logoutDisabled={loggingOut || endingSession}
    >
      {user && (
        <>
          {/* The search first, My commute below it: the routes of the user's postings arrive from the server after
              the first screen and push nothing the user is about to tap (decision 023). */}
          <RideSearchForm userId={user.id} />
          <MyCommute userId={user.id} />
        </>
      )}
    </DashboardFrame>
  );
}
