import { isNoAnswer } from '@/lib/api-errors';
import { queryClient, runMutation } from '@/lib/query-client';
import { tokenStorage } from '@/lib/token-storage';
import { logoutMutation } from '@/api/session';
import { handOver } from '@/domain/session/account-handover';
import { setCurrentUser } from '@/domain/session/current-user';
import { pendingNewUser } from '@/domain/session/pending-new-user';
import {
  keptUserUnconfirmed,
  session,
  type SessionStatus,
  type SessionTokenStore,
  type StartUpProblem,
} from '@/domain/session/session-state';
import {
  pendingNewUserStep,
  refreshTokenStep,
  signOnCodeStep,
  storedTokenStep,
  type SettledStatus,
  type StartUpSettle,
} from '@/domain/session/start-up-steps';

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

/**
 * Try again (the unavailable screen's or the unconfirmed dashboard's button, the network coming back): the start-up
 * sign-in as it was asked.
 */
export function retryStartUp(): Promise<SessionStatus> {
  if (session.status !== 'unavailable' && !keptUserUnconfirmed()) {
    return Promise.resolve(session.status);
  }
  return startUpSignIn(lastStartUpInput);
}

async function runStartUp(input: StartUpInput): Promise<SessionStatus> {
  const { url: startUrl, replaceUrl, storage } = input;
  const url = new URL(startUrl.href);
  // A retry keeps the unavailable screen (it says it is checking) instead of a spinner or the kept user's frame.
  const retrying = session.status === 'unavailable';
  // The dashboard of an unconfirmed kept user stays on screen while it is asked again.
  const confirming = keptUserUnconfirmed();
  // Stryker disable next-line ConditionalExpression: a start-up that is not a retry runs once, at app start, while the status is still its initial 'unknown'
  if (!retrying && !confirming) session.status = 'unknown';
  session.startingUp = true;
  session.signOnFailure = null;

  const publish = (status: SettledStatus, apply: () => void): SettledStatus => {
    input.beforeSettle?.(status);
    apply();
    return status;
  };
  const step: StartUpSettle = {
    url,
    replaceUrl,
    storage,
    retrying,
    confirming,
    publish,
    unavailable: (error) =>
      publish('unavailable', () => {
        session.startUpProblem = startUpProblemOf(error);
        session.status = 'unavailable';
      }),
    keptUnconfirmed: (error) =>
      publish('authenticated', () => {
        session.startUpProblem = startUpProblemOf(error);
        session.status = 'authenticated';
      }),
    signedIn: (user) =>
      publish('authenticated', () => {
        setCurrentUser(user);
        session.startUpProblem = null;
        session.status = 'authenticated';
      }),
  };
  return (
    (await handedOverTokenStep(step)) ??
    (await storedTokenStep(step)) ??
    (await refreshTokenStep(step)) ??
    (await signOnCodeStep(step)) ??
    pendingNewUserStep(step)
  );
}

/** 1. Access token handed over in the URL: it never stays in the address. */
async function handedOverTokenStep(step: StartUpSettle): Promise<SessionStatus | null> {
  const { url, storage } = step;
  if (url.searchParams.has('accessToken')) {
    handedOverToken = url.searchParams.get('accessToken') || null;
    url.searchParams.delete('accessToken');
    step.replaceUrl(url);
  }
  if (!handedOverToken) return null;
  const stored = storage.getAccessToken();
  if (!stored || stored === handedOverToken) {
    storage.setAccessToken(handedOverToken);
    handedOverToken = null;
    return null;
  }
  // Somebody is signed in already: never replace the session without asking.
  const handover = await handOver(handedOverToken);
  if (handover.kind === 'unavailable') return step.unavailable(handover.error);
  if (handover.kind === 'ask') {
    return step.publish('switch-account', () => {
      session.accountSwitch = { current: handover.current, next: handover.next };
      setCurrentUser(handover.current);
      session.startUpProblem = null;
      session.status = 'switch-account';
    });
  }
  if (handover.kind === 'take') storage.setAccessToken(handover.token);
  handedOverToken = null;
  if (handover.kind === 'take' || handover.kind === 'keep') return step.signedIn(handover.user);
  // 'stored-refused': the stored token is no good; the link's token is tried as the stored one next.
  storage.setAccessToken(handover.token);
  return null;
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
