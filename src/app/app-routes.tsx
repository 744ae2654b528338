import { useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { Route, Switch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { bindSessionToApiClient } from '@/domain/session/session-actions';
import { startUpSignIn } from '@/domain/session/session-start-up';
import { setScreenPreloader } from '@/lib/screen-preloads';
import { startScrollRestoration } from '@/lib/scroll-restoration';
import { CurrentUserRefresh } from './current-user-refresh';
import { GuardedRoute, StartUpGate, startUpRedirect } from './guards';
import { NotFoundScreen } from './not-found-screen';
import { preloadRouteScreen, routeTable, type RouteEntry } from './route-table';

interface AppRoutesProps {
  /** The route table; tests pass one with probe screens. */
  routes?: readonly RouteEntry[];
}

/** The route table whose start-up ran before the app's first render: its mount does not start it again. */
let startedBeforeRender: readonly RouteEntry[] | null = null;

/**
 * With the dashboard's copy on display (a token and its kept user), the start (src/app/start-screen.ts) runs the
 * start-up sign-in before the app's first render: it publishes the kept user synchronously, so the first render is
 * the dashboard itself, rendered as the transition src/main.tsx starts, in slices. Started from AppRoutes' layout
 * effect, it settled after the first commit and the dashboard was a synchronous re-render inside that commit: the
 * whole screen in one long task of the start (issue 36, point 10). Every other start keeps the layout effect (its
 * start-up settles after a microtask at the earliest; the synchronous re-render keeps its copy on display until
 * its screen commits).
 */
export function startUpBeforeFirstRender(routes: readonly RouteEntry[] = routeTable): void {
  startedBeforeRender = routes;
  void startUpSignIn({
    beforeSettle: (status) => {
      const target = startUpRedirect(window.location.pathname, status, routes);
      if (target) navigate(target, { replace: true });
    },
  });
}

/** Signs in at start (applying the start-up redirect), then routes through the guards. */
export function AppRoutes({ routes = routeTable }: AppRoutesProps) {
  useEffect(() => bindSessionToApiClient(), []);
  // A new screen opens at its top, Back shows the one left where it was (once for every navigation).
  useEffect(() => startScrollRestoration(), []);
  // Screens may fetch the code of a screen they are likely to open ahead (lib/screen-preloads' preloadScreen).
  useEffect(() => setScreenPreloader((path) => void preloadRouteScreen(path, routes)), [routes]);

  // The start-up runs once per mount: React may invoke the effect again without a new mount (StrictMode re-runs
  // the effects of content a Suspense boundary shows again, e.g. after a lazy screen loaded), and a second run
  // would apply the start-up redirect to wherever the user has navigated since (step 2 of the registration → /).
  // A layout effect: a start-up that needs no call (no token, no code) settles synchronously, and the re-render
  // asked for right after it happens before the first paint. So the first frame is the screen itself: the login
  // screen pre-rendered into index.html is never swapped for a spinner. (The gate's store subscription starts
  // only in a passive effect, after that paint; the re-render reads the settled status without it.) A start with the
  // dashboard's copy on display runs it before the first render instead (startUpBeforeFirstRender).
  const startedUp = useRef<readonly RouteEntry[] | null>(null);
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  useLayoutEffect(() => {
    if (startedUp.current === routes) return;
    startedUp.current = routes;
    // Started before the first render: that render already read what it settled.
    if (startedBeforeRender === routes) return;
    void startUpSignIn({
      // Before the status is published, so the guards see the start-up target, not the deep link.
      beforeSettle: (status) => {
        const target = startUpRedirect(window.location.pathname, status, routes);
        if (target) navigate(target, { replace: true });
      },
    });
    renderAgain();
  }, [routes]);

  return (
    <>
      {/* Access flags switched in the backend show without a reload (focus and every minute). */}
      <CurrentUserRefresh />
      <StartUpGate>
        <Switch>
          {routes.map((entry) => (
            <Route key={entry.path} path={entry.path}>
              <GuardedRoute entry={entry} />
            </Route>
          ))}
          <Route>
            <NotFoundScreen />
          </Route>
        </Switch>
      </StartUpGate>
    </>
  );
}
