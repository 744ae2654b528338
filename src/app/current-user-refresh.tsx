import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '@/domain/session/session-state';

const CurrentUserQuery = lazy(() => import('./current-user-query'));

/** While logged in, the user is refreshed on focus and every minute (docs/architecture.md, D4). */
export function CurrentUserRefresh() {
  const { isLoggedIn } = useSnapshot(session);
  return isLoggedIn ? (
    <Suspense fallback={null}>
      <CurrentUserQuery />
    </Suspense>
  ) : null;
}
