import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '@/domain/session/session-state';

/**
 * Loads the chunk, and on a failure (the network dropped right as the sign-in came back) tries again after 1, 2,
 * 4 … 30 s instead of failing: the refresh is invisible, and its chunk must never take the screen down with it.
 */
const importUntilLoaded = <T,>(load: () => Promise<T>, delayMs = 1_000): Promise<T> =>
  load().catch(() =>
    new Promise((wake) => setTimeout(wake, delayMs)).then(() =>
      importUntilLoaded(load, Math.min(delayMs * 2, 30_000)),
    ),
  );

const CurrentUserQuery = lazy(() => importUntilLoaded(() => import('./current-user-query')));

/** While logged in, the user is refreshed on focus and every minute (docs/architecture.md, D4). */
export function CurrentUserRefresh() {
  const { isLoggedIn } = useSnapshot(session);
  return isLoggedIn ? (
    <Suspense fallback={null}>
      <CurrentUserQuery />
    </Suspense>
  ) : null;
}
