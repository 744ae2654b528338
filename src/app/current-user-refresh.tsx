import { useSnapshot } from 'valtio';
import { session, useCurrentUserRefresh } from '@/domain/session/session-store';

/** While logged in, the user is refreshed on focus and every minute (docs/architecture.md, D4). */
export function CurrentUserRefresh() {
  const { isLoggedIn } = useSnapshot(session);
  return isLoggedIn ? <CurrentUserQuery /> : null;
}

function CurrentUserQuery() {
  useCurrentUserRefresh();
  return null;
}
