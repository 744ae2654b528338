import type { RoutePath } from './routes';

/*
 * Fetching a screen's code ahead of a likely navigation to it: a screen asks by path (`preloadScreen`), the app
 * answers from its route table (`setScreenPreloader`, src/app/app-routes.tsx), as features may not import the app
 * or each other. Apart from ./navigation, which /login's first screen does not load.
 */

let screenPreloader: (path: RoutePath) => void = () => undefined;

/** Sets how screens are preloaded; answers the undo (back to nothing), for the setter's unmount. */
export function setScreenPreloader(preload: (path: RoutePath) => void): () => void {
  screenPreloader = preload;
  return () => {
    if (screenPreloader === preload) screenPreloader = () => undefined;
  };
}

/** Fetches the code of the screen at `path` ahead (a failure is left to its render); nothing until the app set how. */
export function preloadScreen(path: RoutePath): void {
  screenPreloader(path);
}
