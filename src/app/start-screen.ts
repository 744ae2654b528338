import { ROUTES } from '@/lib/routes';
import { preloadRouteScreen } from './route-table';

/**
 * Attribute of <html> naming the language of the pre-rendered login screen on display (src/app/first-paint.tsx;
 * the copies carry `data-first-paint="<language>"`). Absent: no copy is shown.
 */
export const FIRST_PAINT_LANGUAGE_ATTRIBUTE = 'data-first-paint-language';

/**
 * Before the app's first render. With the pre-rendered login screen on display, its live screen must be the first
 * frame: wait for its chunk (preloaded from index.html, so it is usually there already). Otherwise fetch the
 * chunk of the screen at the address in parallel with the start-up sign-in (GET /users/me), not after it.
 */
export async function loadStartScreen(): Promise<void> {
  if (document.documentElement.hasAttribute(FIRST_PAINT_LANGUAGE_ATTRIBUTE)) {
    await preloadRouteScreen(ROUTES.login);
    return;
  }
  void preloadRouteScreen(window.location.pathname);
}
