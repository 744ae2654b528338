import type { LoginResponse } from '@contract/auth';
import { onUnauthorized } from '@/lib/unauthorized';
import { errorStatus, isNoAnswer } from '@/lib/api-errors';
import { queryClient, runMutation } from '@/lib/query-client';
import { tokenStorage } from '@/lib/token-storage';
import {
  acceptTermsMutation,
  currentUserQuery,
  isFetchingCurrentUser,
  isSessionMutating,
  loginMutation,
  logoutMutation,
} from '@/api/session';
import { currentUser, setCurrentUser } from '@/domain/session/current-user';
import { pendingNewUser } from '@/domain/session/pending-new-user';
import { session, setAnonymous, type SessionTokenStore } from '@/domain/session/session-state';

/**
 * Takes a login answer (spec section 4, Login): with an idToken the user is logged in and the idToken is stored
 * as the access token; without one the user is new and must register (the onboarding token authorises that).
 */
export function applyLoginAnswer(
  answer: LoginResponse,
  storage: SessionTokenStore = tokenStorage,
): void {
  if (answer.refreshToken) storage.setRefreshToken(answer.refreshToken);
  setCurrentUser(answer.user);
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

/** E-mail and password login (spec section 4, Login). Rejects on failure; the caller shows the modal. */
export async function loginWithPassword(email: string, password: string): Promise<void> {
  try {
    applyLoginAnswer(
      await runMutation(loginMutation(), { grant_type: 'password', email, password }),
    );
  } catch (error) {
    setAnonymous();
    throw error;
  }
}

/**
 * Logout (spec section 4): clears the stored tokens, calls the logout endpoint, resets user and cached data. The
 * call is a mutation started after the cache is cleared, so its busy state stays in the mutation cache while it runs.
 */
export async function logout(storage: SessionTokenStore = tokenStorage): Promise<void> {
  const accessToken = storage.getAccessToken();
  storage.clear();
  pendingNewUser.set(null);
  setAnonymous();
  // Bookings and every other user data live in the query cache.
  queryClient.clear();
  try {
    if (accessToken) await runMutation(logoutMutation(), accessToken);
  } catch {
    // The local session is over either way.
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

/**
 * Reloads the user now (one reload at a time: none while the user query is fetching, which the query cache tells);
 * a failure changes nothing (spec section 4, Other events).
 */
export async function refreshUser(): Promise<void> {
  if (session.status !== 'authenticated' || isFetchingCurrentUser()) return;
  try {
    // The answer lands in the cache; a logout while the call ran clears the cache, and the answer goes nowhere.
    await queryClient.fetchQuery({ ...currentUserQuery(), staleTime: 0 });
  } catch {
    // No message by spec.
  }
}

/**
 * Accepts the current terms, then reloads the user (one acceptance at a time, read from the mutation cache); a
 * failure changes nothing (spec section 4, Terms). Resolves how it went: 'no-answer' (offline, timeout) is the one
 * failure the screen tells the user about, so a tap without network does not look like nothing happened.
 */
export async function acceptTerms(): Promise<'accepted' | 'failed' | 'no-answer' | 'busy'> {
  const user = currentUser();
  if (!user || isSessionMutating('acceptTerms')) return 'busy';
  try {
    // The reloaded user lands in the cache (acceptTermsMutation's onSuccess).
    await runMutation(acceptTermsMutation(), user.id);
    return 'accepted';
  } catch (error) {
    // No message by spec, except when there was no answer at all (issue 16).
    return isNoAnswer(error) ? 'no-answer' : 'failed';
  }
}

/** The login screen has shown the sign-on failure. */
export function clearSignOnFailure(): void {
  session.signOnFailure = null;
}

/**
 * A call made with the stored token answered 401 (expired or revoked): drop the token (and with it the kept user)
 * and become anonymous; the guards then land on /login. Ignored while the start-up sign-in runs, also while its
 * kept user is shown: its own GET /users/me gets the same 401 and goes on as the spec orders (refresh token …).
 */
export function bindSessionToApiClient(storage: SessionTokenStore = tokenStorage): () => void {
  return onUnauthorized(() => {
    if (session.status === 'unknown' || session.startingUp) return;
    storage.setAccessToken(null);
    setAnonymous();
    queryClient.clear();
  });
}
