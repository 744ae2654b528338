import { useCallback, useMemo } from 'react';
import { useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import {
  isStatefulRoute,
  readRouteState,
  routeState,
  type RouteState,
  type StatefulRoutePath,
} from './route-state';
import type { RoutePath } from './routes';

export interface NavigateOptions {
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
}

/** A route with a navigation state takes it (optional) before the options; other routes take options only. */
export type NavigateArgs<P extends RoutePath> = P extends StatefulRoutePath
  ? [state?: RouteState<P>, options?: NavigateOptions]
  : [options?: NavigateOptions];

export type Navigate = <P extends RoutePath>(path: P, ...args: NavigateArgs<P>) => void;

/**
 * The app's one way to navigate: `navigate(ROUTES.locationPicker, { type: 'origin' })`. The state is typed by the
 * route's declaration (src/lib/route-state.ts) and stored as plain objects the history can clone.
 */
export function useNavigate(): Navigate {
  const [, setLocation] = useLocation();
  return useCallback<Navigate>(
    (path, ...args) => {
      if (!isStatefulRoute(path)) {
        setLocation(path, args[0] as NavigateOptions | undefined);
        return;
      }
      const [state, options] = args as [RouteState<typeof path> | undefined, NavigateOptions?];
      setLocation(path, {
        ...options,
        state: state === undefined ? undefined : routeState(path, state),
      });
    },
    [setLocation],
  );
}

/** The navigation state of the current history entry for the route at `path`, or null (absent or malformed). */
export function useRouteState<P extends StatefulRoutePath>(path: P): RouteState<P> | null {
  const state = useHistoryState<unknown>();
  // One object per history entry: screens may key memos and effects on it.
  return useMemo(() => readRouteState(path, state), [path, state]);
}
