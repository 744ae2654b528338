import { hashKey, queryOptions } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { User } from '@contract/schemas';
import { queryClient } from '@/lib/query-client';
import { sessionApi, type SessionApi } from '@/domain/session/session-api';

/**
 * The signed-in user is server state: its one home is the query cache, under this key. The session's status says
 * whether somebody is signed in (src/domain/session/session-state.ts); this says who.
 */
export const CURRENT_USER_KEY = ['users', 'me'] as const;
const CURRENT_USER_HASH = hashKey(CURRENT_USER_KEY);

/** How often the user is reloaded while the app is open, visible and logged in. */
export const USER_REFRESH_INTERVAL_MS = 60_000;

// The user is kept while nobody observes it (a new user's registration form has no refreshing observer): the
// default would garbage-collect an unobserved query after 5 minutes. Logout removes it (queryClient.clear()).
queryClient.setQueryDefaults(CURRENT_USER_KEY, { gcTime: Infinity });

/** The user of the session (also set for a new user: the onboarding form shows their data); null when none. */
export function currentUser(): User | null {
  return queryClient.getQueryData<User>(CURRENT_USER_KEY) ?? null;
}

/** The start-up, a login or an account switch tells who is signed in. */
export function setCurrentUser(user: User): void {
  queryClient.setQueryData<User>(CURRENT_USER_KEY, user);
}

export function clearCurrentUser(): void {
  queryClient.removeQueries({ queryKey: CURRENT_USER_KEY, exact: true });
}

/** Calls `onChange` whenever the cached user changes (set, refreshed, removed). */
export function subscribeToCurrentUser(onChange: () => void): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash === CURRENT_USER_HASH) onChange();
  });
}

/**
 * The signed-in user for a screen, re-rendering when it changes. It reads the cache without an observer of its own
 * (useQuery would put the query observer into the login screen's first load); the refreshing observer is
 * `currentUserQuery` in src/app/current-user-query.tsx, mounted while logged in.
 */
export function useCurrentUser(): User | null {
  return useSyncExternalStore(subscribeToCurrentUser, currentUser, currentUser);
}

/**
 * The signed-in user as a query (spec section 2: the user is refreshed whenever commutePooling.enabled changes):
 * reloaded when the window regains focus and every minute while the page is visible, so access flags switched in
 * the backend show without a reload. The start-up's (or login's) user is already in the cache: mounting makes no
 * call. A failure changes nothing (spec section 4, Other events: no message).
 */
export function currentUserQuery(api: SessionApi = sessionApi) {
  return queryOptions({
    queryKey: CURRENT_USER_KEY,
    queryFn: () => api.currentUser(),
    staleTime: 0,
    refetchOnMount: false,
    refetchOnWindowFocus: true,
    refetchInterval: USER_REFRESH_INTERVAL_MS,
  });
}
