import type { LoginResponse } from '@contract/auth';
import type { User } from '@contract/schemas';
import { errorStatus } from '@/lib/api-errors';
import { queryClient } from '@/lib/query-client';
import { signOnRedirectUri } from '@/lib/routes';
import { fetchCurrentUser, requestLogin } from '@/api/session';
import { setCurrentUser } from '@/domain/session/current-user';
import { pendingNewUser } from '@/domain/session/pending-new-user';
import { applyLoginAnswer, refusesSignIn } from '@/domain/session/session-actions';
// Types only: the module itself is a lazy chunk (loadLastKnownUser).
import type * as LastKnownUser from '@/domain/session/last-known-user';
import {
  session,
  setAnonymous,
  type SessionStatus,
  type SessionTokenStore,
} from '@/domain/session/session-state';

/**
 * Steps 2 to 5 of the start-up sign-in (spec section 4; the order and step 1 are in ./session-start-up.ts). Each
 * step either settles the start-up (returns the status it published) or returns null: the next step runs.
 */

export type SettledStatus = Exclude<SessionStatus, 'unknown'>;

/** How a step ends the start-up: each publishes its status through the start-up's own settle. */
export interface StartUpSettle {
  /** The address at start, without the items step 1 consumed. */
  url: URL;
  replaceUrl: (url: URL) => void;
  storage: SessionTokenStore;
  /** A retry keeps the unavailable screen: no kept user's frame. */
  retrying: boolean;
  /** A retry of a shown, unconfirmed kept user: the dashboard stays while GET /users/me is asked again. */
  confirming: boolean;
  publish: (status: SettledStatus, apply: () => void) => SettledStatus;
  unavailable: (error: unknown) => SettledStatus;
  /** The kept user stays shown, not confirmed: the dashboard says it cannot reach the service yet. */
  keptUnconfirmed: (error: unknown) => SettledStatus;
  signedIn: (user: User) => SettledStatus;
}

type LastKnownUserModule = typeof LastKnownUser;
let lastKnownUserModule: LastKnownUserModule | null = null;

/**
 * Loads the kept user's module (a lazy chunk: the login screen does not carry it); null if it cannot be loaded
 * (the start then waits for GET /users/me). Once it is in, the start-up uses it without waiting.
 */
export function loadLastKnownUser(): Promise<LastKnownUserModule | null> {
  return import('@/domain/session/last-known-user').then(
    (module) => (lastKnownUserModule = module),
    // Stryker disable next-line ArrowFunction: a kept-user module that fails to load gives no frame: undefined and null both mean none
    () => null,
  );
}

type CurrentUserAnswer = { user: User } | { error: unknown };

/** An answer that came before the kept user could be shown and settles the start by itself (a user, a refusal). */
const decidedEarly = (early: CurrentUserAnswer | null): boolean =>
  early !== null && ('user' in early || refusesSignIn(early.error));

/** 2. Stored access token. Its kept user (the last answer's) is shown while GET /users/me revalidates it. */
export async function storedTokenStep(step: StartUpSettle): Promise<SessionStatus | null> {
  const { storage, retrying, confirming, publish } = step;
  const storedToken = storage.getAccessToken();
  if (!storedToken) return null;
  let early: CurrentUserAnswer | null = null;
  const answer: Promise<CurrentUserAnswer> = fetchCurrentUser().then(
    (user) => ({ user }),
    (error: unknown) => ({ error }),
  );
  void answer.then((result) => (early = result));
  // Its module is not on the login screen: loaded here in parallel with the call, unless the start loaded it
  // already (src/app/start-screen.ts); then the frame is published at once, before the app's first paint.
  const kept = retrying || confirming ? null : (lastKnownUserModule ?? (await loadLastKnownUser()));
  const show = kept?.lastKnownUserShow(storedToken) ?? null;
  // An answer that came first decides (its user, or a refusal), except no answer at all: a browser without a
  // network fails the call at once, and its kept user stays on screen, unconfirmed, as after a timeout (028).
  const paintsNow = show !== null && !decidedEarly(early as CurrentUserAnswer | null);
  if (show && paintsNow) {
    publish('authenticated', () => {
      show();
      session.startUpProblem = null;
      session.status = 'authenticated';
    });
  }
  // Painted now, or still on screen from an earlier try of this start-up.
  const painted = confirming || paintsNow;
  const result = await answer;
  // The user logged out (or a call's 401 ended the session) in the painted frame: that session has moved on.
  if (painted && storage.getAccessToken() !== storedToken) return session.status;
  if ('user' in result) return step.signedIn(result.user);
  // No answer: the stored sign-in and its kept user stay. A dashboard on screen stays, saying it cannot reach the
  // service yet (decision 026); without one, the app's unavailable screen says so.
  if (!refusesSignIn(result.error)) {
    return painted ? step.keptUnconfirmed(result.error) : step.unavailable(result.error);
  }
  storage.setAccessToken(null);
  if (painted) {
    // The frame of a refused token goes with everything it may have loaded. The status first: the query cache
    // tells the screens at once, and a guard that saw the frame's signed-in status without its user would send
    // the start's path away to /login.
    session.status = 'unknown';
    session.startUpProblem = null;
    queryClient.clear();
  }
  return null;
}

/** 3. Stored refresh token. */
export async function refreshTokenStep(step: StartUpSettle): Promise<SessionStatus | null> {
  const { storage } = step;
  const refreshToken = storage.getRefreshToken();
  if (!refreshToken) return null;
  try {
    const answer = await requestLogin({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
    });
    return step.publish(answer.idToken ? 'authenticated' : 'new', () => {
      session.startUpProblem = null;
      applyLoginAnswer(answer, storage);
    });
  } catch (error) {
    if (!refusesSignIn(error, 'refresh')) return step.unavailable(error);
    storage.setRefreshToken(null);
    return null;
  }
}

/** 4. Authorization code of the company sign-on (it arrives on /wen). */
export async function signOnCodeStep(step: StartUpSettle): Promise<SessionStatus | null> {
  const { url, storage } = step;
  const code = url.searchParams.get('code');
  if (!code) return null;
  let answer: LoginResponse | null = null;
  let failure: { status: number | null } | null = null;
  try {
    answer = await requestLogin({
      grant_type: 'authorization_code',
      code,
      redirect_uri: signOnRedirectUri(url.origin),
    });
  } catch (error) {
    failure = { status: errorStatus(error) };
  }
  // A code is good for one use only: never leave it where a reload would send it again.
  url.searchParams.delete('code');
  step.replaceUrl(url);
  if (answer) {
    const loggedIn = answer;
    return step.publish(loggedIn.idToken ? 'authenticated' : 'new', () =>
      applyLoginAnswer(loggedIn, storage),
    );
  }
  return step.publish('anonymous', () => {
    setAnonymous();
    session.signOnFailure = failure;
  });
}

/** 4b. A new user of this tab (signed on, not registered yet) who reloaded: still new. Else 5: not authenticated. */
export async function pendingNewUserStep(step: StartUpSettle): Promise<SessionStatus> {
  let pending: User | null;
  try {
    pending = await pendingNewUser.get();
  } catch (error) {
    // Its check (zod with the contract) could not load, the network gone: the start-up says so and keeps the user
    // and the onboarding token for the retry, rather than dropping them or never settling.
    return step.unavailable(error);
  }
  if (pending && step.storage.getOnboardingToken()) {
    return step.publish('new', () => {
      setCurrentUser(pending);
      session.status = 'new';
    });
  }
  pendingNewUser.set(null);
  return step.publish('anonymous', setAnonymous);
}
