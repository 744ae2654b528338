import { refreshUser } from './session-store';

/** How often the user is reloaded while the app is open and logged in. */
export const USER_REFRESH_INTERVAL_MS = 60_000;

/**
 * Keeps the user current (spec section 2: the user is refreshed whenever commutePooling.enabled changes): reloads
 * GET /users/me when the window regains focus and every minute while the page is visible, so access flags
 * switched in the backend show without a reload. refreshUser does nothing unless logged in.
 * Returns the function that stops it.
 */
export function startUserRefresh(
  intervalMs: number = USER_REFRESH_INTERVAL_MS,
  refresh: () => Promise<void> = refreshUser,
): () => void {
  const run = () => {
    if (document.visibilityState === 'hidden') return;
    void refresh();
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') run();
  };
  const timer = window.setInterval(run, intervalMs);
  window.addEventListener('focus', run);
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('focus', run);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
