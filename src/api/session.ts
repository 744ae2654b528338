import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@contract/auth';
import { TOKEN_HEADER } from '@contract/route-metadata';
import type { User } from '@contract/schemas';
import { expectStatus, expectSuccess } from '@/lib/api-errors';
import { loadApiClient } from '@/lib/load-api-client';
import { queryClient } from '@/lib/query-client';

/**
 * The session's resource: sign-in, sign-out, the current user and the terms (spec section 4). Its query keys, its
 * queries and its mutations live here and nowhere else (docs/decisions/021-one-module-per-api-resource.md); the
 * session's actions (src/domain/session/) run them, screens read their busy state with `useIsSessionMutating`.
 *
 * The typed client with zod and the contract loads with the session's first call that changes something, not with
 * the app: the login screen makes none (docs/decisions/012-typed-client-loads-with-the-first-call.md). GET /users/me,
 * the signed-in start's call, goes without it (decision 024).
 */

/** The session's cache keys: the current user's query, and one mutation key per call that changes something. */
export const sessionKeys = {
  currentUser: ['users', 'me'],
  login: ['session', 'login'],
  logout: ['session', 'logout'],
  acceptTerms: ['session', 'accept-terms'],
} as const;

/** The calls whose busy state a screen shows (read from the mutation cache, never kept in a store). */
export type SessionMutation = 'login' | 'logout' | 'acceptTerms';

/** How often the user is reloaded while the app is open, visible and logged in. */
export const USER_REFRESH_INTERVAL_MS = 60_000;

// The user is kept while nobody observes it (a new user's registration form has no refreshing observer): the
// default would garbage-collect an unobserved query after 5 minutes. Logout removes it (queryClient.clear()).
queryClient.setQueryDefaults(sessionKeys.currentUser, { gcTime: Infinity });

/**
 * GET /users/me: the user of the stored access token, or of `accessToken` when given (a link's token). Without the
 * typed client: the signed-in start makes this call first, and a user in the contract's form is read without zod
 * (docs/decisions/024-signed-in-start-without-the-typed-client.md).
 */
export async function fetchCurrentUser(accessToken?: string): Promise<User> {
  const { readCurrentUser } = await import('./start-reads');
  return readCurrentUser(accessToken);
}

/** POST /api/v1/login with any of its grants (password, refresh token, authorization code). */
export async function requestLogin(request: LoginRequest): Promise<LoginResponse> {
  return expectStatus(await (await loadApiClient()).auth.login({ body: request }), 200);
}

/** POST /api/v1/logout: ends the server session of `accessToken` (already cleared from storage). */
export async function requestLogout(accessToken: string): Promise<void> {
  expectSuccess(
    await (await loadApiClient()).auth.logout({ extraHeaders: { [TOKEN_HEADER]: accessToken } }),
  );
}

/** POST /users/acceptTerms for the user with the id. */
export async function requestAcceptTerms(userId: string): Promise<void> {
  expectSuccess(await (await loadApiClient()).users.acceptTerms({ body: { userId } }));
}

/**
 * The signed-in user as a query (spec section 2: the user is refreshed whenever commutePooling.enabled changes):
 * reloaded when the window regains focus and every minute while the page is visible, so access flags switched in
 * the backend show without a reload. The start-up's (or login's) user is already in the cache: mounting makes no
 * call. A failure changes nothing (spec section 4, Other events: no message).
 */
export function currentUserQuery() {
  return queryOptions({
    queryKey: sessionKeys.currentUser,
    queryFn: () => fetchCurrentUser(),
    staleTime: 0,
    refetchOnMount: false,
    refetchOnWindowFocus: true,
    refetchInterval: USER_REFRESH_INTERVAL_MS,
  });
}

/** Is the current user being loaded (the refresh runs one reload at a time)? Read from the query cache. */
export function isFetchingCurrentUser(): boolean {
  return queryClient.isFetching({ queryKey: sessionKeys.currentUser, exact: true }) > 0;
}

/** The e-mail and password login (and the dev panel's persona switch). Rejects on failure. */
export function loginMutation() {
  return mutationOptions({
    mutationKey: sessionKeys.login,
    mutationFn: (request: LoginRequest) => requestLogin(request),
  });
}

/** The server side of a logout; the local session is over before it is sent. */
export function logoutMutation() {
  return mutationOptions({
    mutationKey: sessionKeys.logout,
    mutationFn: (accessToken: string) => requestLogout(accessToken),
  });
}

/**
 * Accepts the current terms of the user with the id, then reloads the user (spec section 4, Terms): the reloaded
 * user lands in the cache.
 */
export function acceptTermsMutation() {
  return mutationOptions({
    mutationKey: sessionKeys.acceptTerms,
    mutationFn: async (userId: string): Promise<User> => {
      await requestAcceptTerms(userId);
      return fetchCurrentUser();
    },
    onSuccess: (user) => void queryClient.setQueryData<User>(sessionKeys.currentUser, user),
  });
}

/** Is the session call under way (read at once from the mutation cache, before React renders)? */
export function isSessionMutating(mutation: SessionMutation): boolean {
  return queryClient.isMutating({ mutationKey: sessionKeys[mutation] }) > 0;
}
