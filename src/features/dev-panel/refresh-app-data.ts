import { queryClient } from '@/lib/query-client';
import { refreshUser } from '@/domain/session/session-actions';

/**
 * After the backend's data changed under the app (scenario, reset, import): every query fetches again and
 * the signed-in user is reloaded, so the screen shows the new state at once (or, for an ended session, the
 * 401 leads to /login).
 */
export function refreshAppData(): void {
  void queryClient.invalidateQueries();
  void refreshUser();
}
