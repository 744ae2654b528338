import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { User } from '@contract/schemas';
import { Redirect } from 'wouter';
import { StartSplash } from '@/components/spinner';
import { markPerformanceOnce } from '@/lib/performance-marks';
import { ROUTES } from '@/lib/routes';
import { useCurrentUser } from '@/domain/session/current-user';
import { session, type SessionState, type SessionStatus } from '@/domain/session/session-state';
import { findRoute, type RouteEntry } from './route-table';
import { StartUpUnavailableScreen, SwitchAccountScreen } from './start-up-screens';

export interface GuardRedirect {
  to: string;
  /** Replace the history entry (access redirects) or push it (the missing e-mail step, by spec). */
  replace: boolean;
}

/** What the guards decide on: the session's status and the signed-in user (null when none). */
export interface GuardSession {
  status: SessionState['status'];
  user: User | null;
}

/**
 * Where a route sends the session instead of rendering (spec section 2, Route guards; section 6, Access gating),
 * or null to render it. Gating of protected routes: terms not accepted → /terms-and-conditions (replace);
 * no e-mail → /register-missing-mail (push); a posting or search route without commutePooling.enabled → the
 * no-access notice (replace).
 */
export function guardRedirect(
  entry: RouteEntry,
  { status, user }: GuardSession,
): GuardRedirect | null {
  switch (entry.access) {
    // Stryker disable next-line StringLiteral: an open route then matches no case: undefined, which renders the screen as null does
    case 'open':
      return null;
    case 'public-only':
      return status === 'authenticated' ? { to: ROUTES.home, replace: true } : null;
    case 'new-user':
      if (status === 'new') return null;
      // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: the other target sends on to the same end (/login is public-only → / for a signed-in user, / is protected → /login for a visitor): one hop more, the same screen
      return { to: status === 'authenticated' ? ROUTES.home : ROUTES.login, replace: true };
    case 'protected':
      if (status === 'new') return { to: ROUTES.registerWenUser, replace: true };
      if (status !== 'authenticated' || !user) return { to: ROUTES.login, replace: true };
      if (!entry.gated) return null;
      if (!user.acceptedTerms) return { to: ROUTES.termsAndConditions, replace: true };
      if (!user.email) return { to: ROUTES.registerMissingMail, replace: false };
      if (entry.requires === 'commutePooling' && !user.commutePooling.enabled) {
        return { to: ROUTES.noAccess, replace: true };
      }
      return null;
  }
}

/**
 * The start-up rule (spec section 2): a logged-out visitor who starts the app on a path not allowed for start-up
 * goes to /. Returns the target, or null to stay.
 */
export function startUpRedirect(
  path: string,
  status: Exclude<SessionStatus, 'unknown'>,
  routes?: readonly RouteEntry[],
): string | null {
  if (status !== 'anonymous') return null;
  return findRoute(path, routes)?.startUp ? null : ROUTES.home;
}

/**
 * Nothing but an accessible spinner while the start-up sign-in runs: never a blank screen. When it could not reach
 * the backend, the unavailable screen (the sign-in is kept); when a link brought another user's token, the question
 * whether to switch accounts.
 */
export function StartUpGate({ children }: { children: React.ReactNode }) {
  // Stryker disable next-line StringLiteral: 'common' is the default i18n namespace
  const { t } = useTranslation('common');
  const { status: current } = useSnapshot(session);
  // Once the spinner has reached a frame, what replaces it (after GET /users/me: the whole dashboard) renders as a
  // transition: React renders it in slices of a few milliseconds instead of one long task (total blocking time),
  // the spinner staying until it commits. The store's own changes are never transitions. A start-up that settles
  // before the first paint (no requestAnimationFrame callback ran yet) shows its screen in the first frame
  // (docs/decisions/017-start-up-spinner-gives-way-in-a-transition.md).
  const deferred = useDeferredValue(current);
  const [spinnerPainted, setSpinnerPainted] = useState(false);
  useEffect(() => {
    if (current !== 'unknown') return;
    const frame = requestAnimationFrame(() => setSpinnerPainted(true));
    return () => cancelAnimationFrame(frame);
  }, [current]);
  const status = spinnerPainted && deferred === 'unknown' ? deferred : current;
  if (status === 'unknown') return <StartSplash label={t('startingApp')} />;
  if (status === 'unavailable') return <StartUpUnavailableScreen />;
  if (status === 'switch-account') return <SwitchAccountScreen />;
  return children;
}

/** Renders the route's screen, or redirects as the guards say. */
export function GuardedRoute({ entry }: { entry: RouteEntry }) {
  const { status } = useSnapshot(session);
  const user = useCurrentUser();
  const redirect = guardRedirect(entry, { status, user });
  if (redirect) return <Redirect to={redirect.to} replace={redirect.replace} />;
  const Screen = entry.screen;
  return (
    <>
      <Screen />
      <FirstScreenMark />
    </>
  );
}

/** The benchmark's "app live" moment: the first screen the app itself rendered (not a spinner, not a redirect). */
function FirstScreenMark() {
  // Stryker disable next-line ArrayDeclaration: a constant dependency runs the effect once, as [] does (and the mark is set once anyway)
  useEffect(() => markPerformanceOnce('wen:first-screen'), []);
  return null;
}
