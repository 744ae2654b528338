import { queryOptions } from '@tanstack/react-query';
import { proxy } from 'valtio';
import type { LoginRequest, LoginResponse } from '@contract/auth';
import { TOKEN_HEADER } from '@contract/route-metadata';
import type { User, UserGroup } from '@contract/schemas';
import { apiClient, onUnauthorized } from '@/lib/api-client';
import { errorStatus, expectStatus, expectSuccess, isNoAnswer } from '@/lib/api-errors';
import { pendingNewUser } from '@/domain/session/pending-new-user';
import { queryClient } from '@/lib/query-client';
import { signOnRedirectUri } from '@/lib/routes';
import { tokenStorage } from '@/lib/token-storage';

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

export interface SessionState {
  status: SessionStatus;
  /** The user of the session (also set for a new user: the onboarding form shows their data). */
  user: User | null;
  loggingIn: boolean;
  loggingOut: boolean;
  refreshingUser: boolean;
  acceptingTerms: boolean;
  /** Why the start-up login with an authorization code failed (null status: no answer); the login screen shows it. */
  signOnFailure: { status: number | null } | null;
  /** While unavailable: why. */
  startUpProblem: StartUpProblem | null;
  /** The start-up sign-in is running (also a retry while unavailable). */
  startingUp: boolean;
  /** While switch-account: the signed-in user and the user of the link's token. */
  accountSwitch: { current: User; next: User } | null;
  readonly isLoggedIn: boolean;
  readonly newUser: boolean;
  readonly group: UserGroup | null;
}

type SessionFields = Omit<SessionState, 'isLoggedIn' | 'newUser' | 'group'>;

/** The session as a fresh page load has it. */
const initialSession = (): SessionFields => ({
  status: 'unknown',
  user: null,
  loggingIn: false,
  loggingOut: false,
  refreshingUser: false,
  acceptingTerms: false,
  signOnFailure: null,
  startUpProblem: null,
  startingUp: false,
  accountSwitch: null,
});

/** Read it with `useSnapshot(session)`; change it only through the actions below. */
export const session = proxy<SessionState>({
  ...initialSession(),
  get isLoggedIn() {
    return this.status === 'authenticated';
  },
  get newUser() {
    return this.status === 'new';
  },
  get group() {
    return this.user?.group ?? null;
  },
});

/** Back to a fresh page load's session (tests start each case from it). */
export function resetSession(): void {
  Object.assign(session, initialSession());
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

/** The calls the session makes; each rejects on failure (ApiStatusError carries the status). */
export interface SessionApi {
  /** The user of the stored access token, or of `accessToken` when given. */
  currentUser(accessToken?: string): Promise<User>;
  login(request: LoginRequest): Promise<LoginResponse>;
  /** Ends the server session of `accessToken` (already cleared from storage). */
  logout(accessToken: string): Promise<void>;
  acceptTerms(userId: string): Promise<void>;
}

export const sessionApi: SessionApi = {
  async currentUser(accessToken) {
    const headers = accessToken ? { extraHeaders: { [TOKEN_HEADER]: accessToken } } : undefined;
    return expectStatus(await apiClient.users.me(headers), 200);
  },
  async login(request) {
    return expectStatus(await apiClient.auth.login({ body: request }), 200);
  },
  async logout(accessToken) {
    expectSuccess(await apiClient.auth.logout({ extraHeaders: { [TOKEN_HEADER]: accessToken } }));
  },
  async acceptTerms(userId) {
    expectSuccess(await apiClient.users.acceptTerms({ body: { userId } }));
  },
};

function setAnonymous(): void {
  session.status = 'anonymous';
  session.user = null;
  session.startUpProblem = null;
  session.accountSwitch = null;
}

/**
 * Takes a login answer (spec section 4, Login): with an idToken the user is logged in and the idToken is stored
 * as the access token; without one the user is new and must register (the onboarding token authorises that).
 */
export function applyLoginAnswer(
  answer: LoginResponse,
  storage: SessionTokenStore = tokenStorage,
): void {
  if (answer.refreshToken) storage.setRefreshToken(answer.refreshToken);
  if (answer.idToken) {
    storage.setAccessToken(answer.idToken);
    storage.setOnboardingToken(null);
    pendingNewUser.set(null);
    session.status = 'authenticated';
  } else {
    storage.setAccessToken(null);
    storage.setOnboardingToken(answer.onboardingToken ?? null);
    // Kept for the tab, so a reload of the registration keeps the 'new' state.
    pendingNewUser.set(answer.user);
    session.status = 'new';
  }
  session.user = answer.user;
  session.signOnFailure = null;
}

/**
 * Does the failure refuse the sign-in itself? Only then is a stored token dropped (spec section 3: "removed when
 * authenticating with the stored token fails"): 401 (invalid or expired token) and 403 (inactive account). A
 * network error, a timeout, a 5xx or an answer the client cannot read says nothing about the token: it is kept.
 * For the refresh grant, 400 refuses too (OAuth answers an unusable refresh token with 400 invalid_grant).
 */
export function refusesSignIn(error: unknown, grant: 'token' | 'refresh' = 'token'): boolean {
  const status = errorStatus(error);
  return status === 401 || status === 403 || (grant === 'refresh' && status === 400);
}

/** Why the start-up is unavailable: no answer at all reads as offline, any other failure as the service's. */
export function startUpProblemOf(error: unknown): StartUpProblem {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return offline || isNoAnswer(error) ? 'offline' : 'unavailable';
}

export interface StartUpInput {
  /** The page address at start. */
  url: URL;
  /** Replaces the address bar without navigating (drops the consumed accessToken and code items). */
  replaceUrl: (url: URL) => void;
  storage: SessionTokenStore;
  api: SessionApi;
  /** Runs right before the final status is published (the app applies its start-up redirect here). */
  beforeSettle?: (status: Exclude<SessionStatus, 'unknown'>) => void;
}

function browserStartUpInput(): StartUpInput {
  return {
    url: new URL(window.location.href),
    replaceUrl: (url) =>
      window.history.replaceState(
        window.history.state,
        '',
        `${url.pathname}${url.search}${url.hash}`,
      ),
    storage: tokenStorage,
    api: sessionApi,
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

/** Try again (the unavailable screen's button, the network coming back): the start-up sign-in as it was asked. */
export function retryStartUp(): Promise<SessionStatus> {
  if (session.status !== 'unavailable') return Promise.resolve(session.status);
  return startUpSignIn(lastStartUpInput);
}

async function runStartUp(input: StartUpInput): Promise<SessionStatus> {
  const { url: startUrl, replaceUrl, storage, api } = input;
  const url = new URL(startUrl.href);
  // A retry keeps the unavailable screen (it says it is checking) instead of a spinner.
  if (session.status !== 'unavailable') session.status = 'unknown';
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
      session.user = user;
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
      const handover = await handOver(handedOverToken, api);
      if (handover.kind === 'unavailable') return unavailable(handover.error);
      if (handover.kind === 'ask') {
        return publish('switch-account', () => {
          session.accountSwitch = { current: handover.current, next: handover.next };
          session.user = handover.current;
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

  // 2. Stored access token.
  if (storage.getAccessToken()) {
    try {
      return signedIn(await api.currentUser());
    } catch (error) {
      if (!refusesSignIn(error)) return unavailable(error);
      storage.setAccessToken(null);
    }
  }

  // 3. Stored refresh token.
  const refreshToken = storage.getRefreshToken();
  if (refreshToken) {
    try {
      const answer = await api.login({ grant_type: 'refresh_token', refresh_token: refreshToken });
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
      answer = await api.login({
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
  const pending = pendingNewUser.get();
  if (pending && storage.getOnboardingToken()) {
    return publish('new', () => {
      session.user = pending;
      session.status = 'new';
    });
  }
  pendingNewUser.set(null);

  // 5. Not authenticated.
  return publish('anonymous', setAnonymous);
}

type Handover =
  | { kind: 'ask'; current: User; next: User }
  | { kind: 'take'; token: string; user: User }
  | { kind: 'keep'; user: User }
  | { kind: 'stored-refused'; token: string }
  | { kind: 'unavailable'; error: unknown };

/**
 * A link's token while another one is stored: whose are they? The same user takes the fresh token; a link token
 * the backend refuses is dropped (the session stays); a refused stored token gives way; two users: ask.
 */
async function handOver(token: string, api: SessionApi): Promise<Handover> {
  let current: User;
  try {
    current = await api.currentUser();
  } catch (error) {
    return refusesSignIn(error)
      ? { kind: 'stored-refused', token }
      : { kind: 'unavailable', error };
  }
  let next: User;
  try {
    next = await api.currentUser(token);
  } catch (error) {
    return refusesSignIn(error) ? { kind: 'keep', user: current } : { kind: 'unavailable', error };
  }
  return next.id === current.id
    ? { kind: 'take', token, user: next }
    : { kind: 'ask', current, next };
}

/**
 * The answer to "switch accounts?": switching stores the link's token (the other user's refresh token and cached
 * data go, and their session ends on the server); staying drops the link's token. Either way the app goes on.
 */
export async function chooseAccount(
  choice: 'switch' | 'stay',
  api: SessionApi = sessionApi,
  storage: SessionTokenStore = tokenStorage,
): Promise<void> {
  const pending = session.accountSwitch;
  const token = handedOverToken;
  if (session.status !== 'switch-account' || !pending) return;
  handedOverToken = null;
  session.accountSwitch = null;
  if (choice === 'stay' || !token) {
    session.user = pending.current;
    session.status = 'authenticated';
    return;
  }
  const previousToken = storage.getAccessToken();
  storage.clear();
  pendingNewUser.set(null);
  storage.setAccessToken(token);
  queryClient.clear();
  session.user = pending.next;
  session.status = 'authenticated';
  if (previousToken) await api.logout(previousToken).catch(() => undefined);
}

/** E-mail and password login (spec section 4, Login). Rejects on failure; the caller shows the modal. */
export async function loginWithPassword(
  email: string,
  password: string,
  api: SessionApi = sessionApi,
): Promise<void> {
  session.loggingIn = true;
  try {
    applyLoginAnswer(await api.login({ grant_type: 'password', email, password }));
  } catch (error) {
    setAnonymous();
    throw error;
  } finally {
    session.loggingIn = false;
  }
}

/** Logout (spec section 4): clears the stored tokens, calls the logout endpoint, resets user and cached data. */
export async function logout(
  api: SessionApi = sessionApi,
  storage: SessionTokenStore = tokenStorage,
): Promise<void> {
  const accessToken = storage.getAccessToken();
  storage.clear();
  pendingNewUser.set(null);
  session.loggingOut = true;
  setAnonymous();
  // Bookings and every other user data live in the query cache.
  queryClient.clear();
  try {
    if (accessToken) await api.logout(accessToken);
  } catch {
    // The local session is over either way.
  } finally {
    session.loggingOut = false;
  }
}

/**
 * The corporate registration succeeded (spec section 4): the user is registered, no longer new; the onboarding
 * token is spent. The caller sends the browser to the company sign-in, which then logs the user in.
 */
export function markRegistered(storage: SessionTokenStore = tokenStorage): void {
  storage.setOnboardingToken(null);
  pendingNewUser.set(null);
  setAnonymous();
}

/** How often the user is reloaded while the app is open, visible and logged in. */
export const USER_REFRESH_INTERVAL_MS = 60_000;

/** The cache key of the signed-in user (GET /users/me). */
export const CURRENT_USER_KEY = ['users', 'me'] as const;

/**
 * The signed-in user as a query (spec section 2: the user is refreshed whenever commutePooling.enabled changes):
 * reloaded when the window regains focus and every minute while the page is visible, so access flags switched in
 * the backend show without a reload. The start-up's (or login's) user is its initial data: mounting makes no call.
 * A failure changes nothing (spec section 4, Other events: no message).
 */
export function currentUserQuery(api: SessionApi = sessionApi) {
  return queryOptions({
    queryKey: CURRENT_USER_KEY,
    queryFn: () => api.currentUser(),
    initialData: () => session.user ?? undefined,
    initialDataUpdatedAt: () => Date.now(),
    staleTime: 0,
    refetchOnMount: false,
    refetchOnWindowFocus: true,
    refetchInterval: USER_REFRESH_INTERVAL_MS,
  });
}

/** A user the query loaded becomes the session's user (src/app/current-user-query.tsx), unless the session ended (or changed) meanwhile. */
export function publishRefreshedUser(user: User): void {
  if (session.status === 'authenticated' && (!session.user || session.user.id === user.id)) {
    session.user = user;
  }
}

/** Reloads the user now (one reload at a time); a failure only resets the flag (spec section 4, Other events). */
export async function refreshUser(api: SessionApi = sessionApi): Promise<void> {
  if (session.status !== 'authenticated' || session.refreshingUser) return;
  session.refreshingUser = true;
  try {
    // A logout while the call ran wins.
    publishRefreshedUser(await queryClient.fetchQuery({ ...currentUserQuery(api), staleTime: 0 }));
  } catch {
    // No message by spec.
  } finally {
    session.refreshingUser = false;
  }
}

/**
 * Accepts the current terms, then reloads the user; a failure only clears the flag (spec section 4, Terms).
 * Resolves how it went: 'no-answer' (offline, timeout) is the one failure the screen tells the user about, so a
 * tap without network does not look like nothing happened.
 */
export async function acceptTerms(
  api: SessionApi = sessionApi,
): Promise<'accepted' | 'failed' | 'no-answer' | 'busy'> {
  const user = session.user;
  if (!user || session.acceptingTerms) return 'busy';
  session.acceptingTerms = true;
  try {
    await api.acceptTerms(user.id);
    session.user = await api.currentUser();
    return 'accepted';
  } catch (error) {
    // No message by spec, except when there was no answer at all (issue 16).
    return isNoAnswer(error) ? 'no-answer' : 'failed';
  } finally {
    session.acceptingTerms = false;
  }
}

/** The login screen has shown the sign-on failure. */
export function clearSignOnFailure(): void {
  session.signOnFailure = null;
}

/**
 * A call made with the stored token answered 401 (expired or revoked): drop the token and become anonymous;
 * the guards then land on /login. Ignored while the start-up sign-in runs: it handles its own failures.
 */
export function bindSessionToApiClient(storage: SessionTokenStore = tokenStorage): () => void {
  return onUnauthorized(() => {
    if (session.status === 'unknown') return;
    storage.setAccessToken(null);
    setAnonymous();
    queryClient.clear();
  });
}
