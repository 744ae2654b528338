import type { LoginResponse } from '@contract/auth';
import type { User } from '@contract/schemas';
import { errorStatus, isNoAnswer } from '@/lib/api-errors';
import { queryClient, runMutation } from '@/lib/query-client';
import { signOnRedirectUri } from '@/lib/routes';
import { tokenStorage } from '@/lib/token-storage';
import { fetchCurrentUser, logoutMutation, requestLogin } from '@/api/session';
import { handOver } from '@/domain/session/account-handover';
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
  type StartUpProblem,
} from '@/domain/session/session-state';

/** Why the start-up is unavailable: no answer at all reads as offline, any other failure as the service's. */
export function startUpProblemOf(error: unknown): StartUpProblem {
  // Stryker disable next-line ConditionalExpression: a browser (and jsdom) always has a navigator
  // Stryker disable next-line StringLiteral: typeof navigator is never '': the check is always true, as in a browser
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return offline || isNoAnswer(error) ? 'offline' : 'unavailable';
}

export interface StartUpInput {
  /** The page address at start. */
  url: URL;
  /** Replaces the address bar without navigating (drops the consumed accessToken and code items). */
  replaceUrl: (url: URL) => void;
  storage: SessionTokenStore;
  /** Runs right before the final status is published (the app applies its start-up redirect here). */
  beforeSettle?: (status: Exclude<SessionStatus, 'unknown'>) => void;
}

function browserStartUpInput(): StartUpInput {
  return {
    url: new URL(window.location.href),
    replaceUrl: (url) =>
      window.history.replaceState(
        window.history.state,
        // Stryker disable next-line StringLiteral: browsers ignore the title argument of history.replaceState
        '',
        `${url.pathname}${url.search}${url.hash}`,
      ),
    storage: tokenStorage,
  };
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

let startUpInFlight: Promise<SessionStatus> | null = null;
/** What the last start-up was asked with (a retry runs the same way, e.g. with the app's start-up redirect). */
let lastStartUpInput: Partial<StartUpInput> = {};
/** A token handed over in the URL (step 1) that is not applied yet: the user decides, or the start-up retries. */
let handedOverToken: string | null = null;

/**
 * The start-up sign-in, in the order of spec section 4:
 * 1. an access token in the URL query (?accessToken=) is stored (and removed from the URL);
 * 2. a stored access token is validated by GET /users/me; if that fails it is removed;
 * 3. otherwise a stored refresh token logs in (grant refresh_token); a refused one is removed;
 * 4. otherwise an authorization code in the URL (?code=) logs in (grant authorization_code), then leaves the URL;
 *    (a new user of this tab, signed on but not registered yet, stays new across a reload);
 * 5. otherwise the user is not authenticated.
 * Concurrent calls share one run (React's strict mode mounts twice; a code can be used only once).
 */
export function startUpSignIn(input: Partial<StartUpInput> = {}): Promise<SessionStatus> {
  lastStartUpInput = input;
  startUpInFlight ??= runStartUp({ ...browserStartUpInput(), ...input }).finally(() => {
    startUpInFlight = null;
    session.startingUp = false;
  });
  return startUpInFlight;
}

/** Try again (the unavailable screen's button, the network coming back): the start-up sign-in as it was asked. */
export function retryStartUp(): Promise<SessionStatus> {
  if (session.status !== 'unavailable') return Promise.resolve(session.status);
  return startUpSignIn(lastStartUpInput);
}

async function runStartUp(input: StartUpInput): Promise<SessionStatus> {
  const { url: startUrl, replaceUrl, storage } = input;
  const url = new URL(startUrl.href);
  // A retry keeps the unavailable screen (it says it is checking) instead of a spinner or the kept user's frame.
  const retrying = session.status === 'unavailable';
  // Stryker disable next-line ConditionalExpression: a start-up that is not a retry runs once, at app start, while the status is still its initial 'unknown'
  if (!retrying) session.status = 'unknown';
  session.startingUp = true;
  session.signOnFailure = null;

  const publish = (
    status: Exclude<SessionStatus, 'unknown'>,
    apply: () => void,
  ): Exclude<SessionStatus, 'unknown'> => {
    input.beforeSettle?.(status);
    apply();
    return status;
  };

  const unavailable = (error: unknown) =>
    publish('unavailable', () => {
      session.startUpProblem = startUpProblemOf(error);
      session.status = 'unavailable';
    });
  const signedIn = (user: User) =>
    publish('authenticated', () => {
      setCurrentUser(user);
      session.startUpProblem = null;
      session.status = 'authenticated';
    });

  // 1. Access token handed over in the URL: it never stays in the address.
  if (url.searchParams.has('accessToken')) {
    handedOverToken = url.searchParams.get('accessToken') || null;
    url.searchParams.delete('accessToken');
    replaceUrl(url);
  }
  if (handedOverToken) {
    const stored = storage.getAccessToken();
    if (!stored || stored === handedOverToken) {
      storage.setAccessToken(handedOverToken);
      handedOverToken = null;
    } else {
      // Somebody is signed in already: never replace the session without asking.
      const handover = await handOver(handedOverToken);
      if (handover.kind === 'unavailable') return unavailable(handover.error);
      if (handover.kind === 'ask') {
        return publish('switch-account', () => {
          session.accountSwitch = { current: handover.current, next: handover.next };
          setCurrentUser(handover.current);
          session.startUpProblem = null;
          session.status = 'switch-account';
        });
      }
      if (handover.kind === 'take') storage.setAccessToken(handover.token);
      handedOverToken = null;
      if (handover.kind === 'take' || handover.kind === 'keep') return signedIn(handover.user);
      // 'stored-refused': the stored token is no good; the link's token is tried as the stored one below.
      storage.setAccessToken(handover.token);
    }
  }

  // 2. Stored access token. Its kept user (the last answer's) is shown while GET /users/me revalidates it.
  const storedToken = storage.getAccessToken();
  if (storedToken) {
    let answered = false;
    const answer = fetchCurrentUser().then(
      (user) => ({ user }),
      (error: unknown) => ({ error }),
    );
    void answer.then(() => (answered = true));
    // Its module is not on the login screen: loaded here in parallel with the call, unless the start loaded it
    // already (src/app/start-screen.ts); then the frame is published at once, before the app's first paint.
    const kept = retrying ? null : (lastKnownUserModule ?? (await loadLastKnownUser()));
    const show = kept?.lastKnownUserShow(storedToken) ?? null;
    const painted = !!show && !answered;
    if (painted) {
      publish('authenticated', () => {
        show();
        session.startUpProblem = null;
        session.status = 'authenticated';
      });
    }
    const result = await answer;
    // The user logged out (or a call's 401 ended the session) in the painted frame: that session has moved on.
    if (painted && storage.getAccessToken() !== storedToken) return session.status;
    if ('user' in result) return signedIn(result.user);
    // No answer: the stored sign-in and its kept user stay; the app says it cannot reach the service.
    if (!refusesSignIn(result.error)) return unavailable(result.error);
    storage.setAccessToken(null);
    if (painted) {
      // The frame of a refused token goes with everything it may have loaded. The status first: the query cache
      // tells the screens at once, and a guard that saw the frame's signed-in status without its user would send
      // the start's path away to /login.
      session.status = 'unknown';
      queryClient.clear();
    }
  }

  // 3. Stored refresh token.
  const refreshToken = storage.getRefreshToken();
  if (refreshToken) {
    try {
      const answer = await requestLogin({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      });
      return publish(answer.idToken ? 'authenticated' : 'new', () => {
        session.startUpProblem = null;
        applyLoginAnswer(answer, storage);
      });
    } catch (error) {
      if (!refusesSignIn(error, 'refresh')) return unavailable(error);
      storage.setRefreshToken(null);
    }
  }

  // 4. Authorization code of the company sign-on (it arrives on /wen).
  const code = url.searchParams.get('code');
  if (code) {
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
    replaceUrl(url);
    if (answer) {
      const loggedIn = answer;
      return publish(loggedIn.idToken ? 'authenticated' : 'new', () =>
        applyLoginAnswer(loggedIn, storage),
      );
    }
    return publish('anonymous', () => {
      setAnonymous();
      session.signOnFailure = failure;
    });
  }

  // 4b. A new user of this tab (signed on, not registered yet) who reloaded: still new.
  let pending: User | null;
  try {
    pending = await pendingNewUser.get();
  } catch (error) {
    // Its check (zod with the contract) could not load, the network gone: the start-up says so and keeps the user
    // and the onboarding token for the retry, rather than dropping them or never settling.
    return unavailable(error);
  }
  if (pending && storage.getOnboardingToken()) {
    return publish('new', () => {
      setCurrentUser(pending);
      session.status = 'new';
    });
  }
  pendingNewUser.set(null);

  // 5. Not authenticated.
  return publish('anonymous', setAnonymous);
}

/**
 * The answer to "switch accounts?": switching stores the link's token (the other user's refresh token and cached
 * data go, and their session ends on the server); staying drops the link's token. Either way the app goes on.
 */
export async function chooseAccount(
  choice: 'switch' | 'stay',
  storage: SessionTokenStore = tokenStorage,
): Promise<void> {
  const pending = session.accountSwitch;
  const token = handedOverToken;
  // Stryker disable next-line ConditionalExpression: the question (accountSwitch) exists only with the switch-account status: setAnonymous and the answer clear both
  if (session.status !== 'switch-account' || !pending) return;
  handedOverToken = null;
  session.accountSwitch = null;
  if (choice === 'stay' || !token) {
    setCurrentUser(pending.current);
    session.status = 'authenticated';
    return;
  }
  const previousToken = storage.getAccessToken();
  storage.clear();
  pendingNewUser.set(null);
  storage.setAccessToken(token);
  queryClient.clear();
  setCurrentUser(pending.next);
  session.status = 'authenticated';
  // Stryker disable next-line ConditionalExpression: only when another tab logged out while the question was open: the mutant then sends a logout without a token, which fails silently
  if (previousToken) await runMutation(logoutMutation(), previousToken).catch(() => undefined);
}
