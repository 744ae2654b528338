import { proxy } from 'valtio';
import type { User } from '@contract/schemas';
import type { tokenStorage } from '@/lib/token-storage';
import { clearCurrentUser } from '@/domain/session/current-user';

/**
 * The authentication state of spec section 3.
 * - unknown: the start-up sign-in is still running (the app shows a spinner);
 * - anonymous: not logged in;
 * - new: signed on, but the login answer carried no access token: not registered for the app yet;
 * - authenticated: logged in, the access token is stored and sent;
 * - unavailable: the start-up could not reach the backend (offline, timeout, 5xx): the stored sign-in is kept and
 *   the app offers to try again (and does so by itself when the network returns);
 * - switch-account: a link brought the token of another user while one is signed in: the app asks which to keep.
 */
export type SessionStatus =
  'unknown' | 'anonymous' | 'new' | 'authenticated' | 'unavailable' | 'switch-account';

/** Why the start-up could not sign in: no answer at all (offline, timeout), or an answer that was no sign-in. */
export type StartUpProblem = 'offline' | 'unavailable';

/**
 * Client state of the session only: who the user is, is server state and lives in the query cache
 * (`useCurrentUser()`, src/domain/session/current-user.ts); whether a login, logout or the terms' acceptance is
 * under way is read from the mutation cache (`useIsSessionMutating`, src/api/session.ts).
 */
export interface SessionState {
  status: SessionStatus;
  /** Why the start-up login with an authorization code failed (null status: no answer); the login screen shows it. */
  signOnFailure: { status: number | null } | null;
  /**
   * While unavailable: why. While authenticated: why the painted last known user is not confirmed yet (GET
   * /users/me got no answer or a 5xx; the dashboard stays, docs/decisions/026-painted-dashboard-stays.md).
   */
  startUpProblem: StartUpProblem | null;
  /** The start-up sign-in is running (also a retry while unavailable or unconfirmed). */
  startingUp: boolean;
  /** While switch-account: the signed-in user and the user of the link's token. */
  accountSwitch: { current: User; next: User } | null;
  readonly isLoggedIn: boolean;
}

type SessionFields = Omit<SessionState, 'isLoggedIn'>;

/** The session as a fresh page load has it. */
const initialSession = (): SessionFields => ({
  status: 'unknown',
  signOnFailure: null,
  startUpProblem: null,
  startingUp: false,
  accountSwitch: null,
});

/** Read it with `useSnapshot(session)`; change it only through the actions (session-actions, session-start-up). */
export const session = proxy<SessionState>({
  ...initialSession(),
  get isLoggedIn() {
    return this.status === 'authenticated';
  },
});

/** The dashboard shows the last known user, and GET /users/me has not confirmed it yet (no answer or a 5xx). */
export function keptUserUnconfirmed(
  state: Pick<SessionState, 'status' | 'startUpProblem'> = session,
): boolean {
  return state.status === 'authenticated' && state.startUpProblem !== null;
}

/** Back to a fresh page load's session (tests start each case from it). */
export function resetSession(): void {
  Object.assign(session, initialSession());
  clearCurrentUser();
}

/** Not logged in: no user, no start-up problem, no pending account switch. */
export function setAnonymous(): void {
  session.status = 'anonymous';
  session.startUpProblem = null;
  session.accountSwitch = null;
  clearCurrentUser();
}

/** The token store the session works on (tokenStorage in the app; a fake in tests). */
export type SessionTokenStore = Pick<
  typeof tokenStorage,
  | 'getAccessToken'
  | 'setAccessToken'
  | 'getRefreshToken'
  | 'setRefreshToken'
  | 'getOnboardingToken'
  | 'setOnboardingToken'
  | 'clear'
>;
