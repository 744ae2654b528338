import { useCallback } from 'react';
import { useLocation } from 'wouter';
import type { RouteState } from './route-state';
import { ROUTES, type RoutePath } from './routes';

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
 * The routes whose screen is opened with a navigation state. Their schemas are in src/lib/route-state.ts (which must
 * declare one for each, and only these), but for the help topics' reader (src/lib/help-topic-state.ts, without
 * zod); the list is here so that navigating needs neither zod nor the contract, and not in ./routes, which
 * /login's first screen loads.
 */
export const STATEFUL_ROUTES = [
  ROUTES.confirmationEmailSent,
  ROUTES.myPage,
  ROUTES.locationPicker,
  ROUTES.offerDetail,
  ROUTES.postingDetail,
  ROUTES.feedback,
  ROUTES.contactSupport,
  ROUTES.createFirstStep,
  ROUTES.createChange,
] as const;
export type StatefulRoutePath = (typeof STATEFUL_ROUTES)[number];

const STATEFUL = new Set<string>(STATEFUL_ROUTES);

/** Has the route at `path` a navigation state? */
export function isStatefulRoute(path: string): path is StatefulRoutePath {
  return STATEFUL.has(path);
}

/**
 * A navigation state as the history keeps it: fresh plain objects (the history clones its state, and data from a
 * store may hold valtio proxies, which cannot be cloned). Not checked here: the screen that reads it checks it
 * against the route's schema (`useRouteState`, src/lib/route-state.ts) and finds none when it fails. Checking it
 * here too would put zod and the contract on the path of every screen that navigates with a state, the signed-in
 * dashboard's first render among them (issue 21).
 */
export function historyState<P extends StatefulRoutePath>(state: RouteState<P>): RouteState<P> {
  return JSON.parse(JSON.stringify(state)) as RouteState<P>;
}

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
        state: state === undefined ? undefined : historyState(state),
      });
    },
    [setLocation],
  );
}
