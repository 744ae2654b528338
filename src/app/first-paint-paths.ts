import { ROUTES } from '../lib/routes.js';

/*
 * The paths index.html paints a copy of a screen on (src/app/first-paint.tsx). Apart, without React and with a
 * relative import, so that the build's configuration can read them too (vite.config.ts: the route preloads wait
 * for the paint on these paths).
 */

/** Where the start-up of a logged-out visitor shows the login screen: /login itself and / (it redirects there). */
export const FIRST_PAINT_PATHS: readonly string[] = [ROUTES.login, ROUTES.home];

/**
 * Where a logged-out visitor sees the support page as it is without a sign-in (its login hint instead of the
 * message form): /support opened by its address (issue 36: without a copy its largest paint waited for the whole
 * app, 2.9 s simulated against 0.9 s for /login). Same conditions as the login copy.
 */
export const SUPPORT_FIRST_PAINT_PATHS: readonly string[] = [ROUTES.support];

/** Where a signed-in start shows the dashboard (the guards' landing screen). */
export const DASHBOARD_FIRST_PAINT_PATHS: readonly string[] = [
  ROUTES.home,
  ROUTES.wen,
  ROUTES.dashboard,
];
