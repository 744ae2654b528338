import { loadLastKnownUser } from '@/domain/session/start-up-steps';
import { ROUTES } from '@/lib/routes';
import { tokenStorage } from '@/lib/token-storage';
import { startUpBeforeFirstRender } from './app-routes';
import { preloadRouteScreen } from './route-table';

/**
 * Attribute of <html> naming the language of the pre-rendered screen on display (src/app/first-paint.tsx; the
 * copies carry `data-first-paint="<language>"`). Absent: no copy is shown.
 */
export const FIRST_PAINT_LANGUAGE_ATTRIBUTE = 'data-first-paint-language';
/** Attribute of <html> (and of each copy) naming the pre-rendered screen on display. */
export const FIRST_PAINT_SCREEN_ATTRIBUTE = 'data-first-paint-screen';
export type FirstPaintScreen = 'login' | 'dashboard' | 'support';

/**
 * Before the app's first render. With a pre-rendered screen on display, its live screen must be the first frame:
 * wait for its chunk (preloaded from index.html, so it is usually there already), and for the dashboard also for
 * the kept user's module (the start-up then shows the kept user at once, before the first paint). Otherwise fetch
 * the chunk of the screen at the address, and with a stored token the kept user's module, in parallel with the
 * start-up sign-in (GET /users/me), not after it. With the dashboard's copy, the start-up sign-in starts here.
 */
export async function loadStartScreen(): Promise<void> {
  const shown = document.documentElement.getAttribute(FIRST_PAINT_SCREEN_ATTRIBUTE);
  if (shown === 'login' || shown === 'support') {
    await preloadRouteScreen(shown === 'login' ? ROUTES.login : ROUTES.support);
    return;
  }
  if (shown === 'dashboard') {
    await Promise.all([preloadRouteScreen(window.location.pathname), loadLastKnownUser()]);
    // The kept user is published now, so the app's first render is the dashboard, in slices (issue 36, point 10).
    startUpBeforeFirstRender();
    return;
  }
  void preloadRouteScreen(window.location.pathname);
  if (tokenStorage.getAccessToken()) void loadLastKnownUser();
}

/**
 * The demo's sign-in lands on the dashboard, whose chunks would be fetched only after the sign-in's answer (a round
 * trip more on a phone line). The demo fetches them once its fake backend runs, while the visitor signs in
 * (docs/decisions/016-demo-seed-prebuilt.md).
 */
export function preloadHomeScreen(): void {
  void preloadRouteScreen(ROUTES.home);
}
