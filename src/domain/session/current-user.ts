import { hashKey } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { User } from '@contract/schemas';
import { sessionKeys } from '@/api/session';
import { queryClient } from '@/lib/query-client';

/** Its key, its query and its calls: src/api/session.ts; this module reads and writes the cached user. */
const CURRENT_USER_HASH = hashKey(sessionKeys.currentUser);

/** The user of the session (also set for a new user: the onboarding form shows their data); null when none. */
export function currentUser(): User | null {
  return queryClient.getQueryData<User>(sessionKeys.currentUser) ?? null;
}

/** The start-up, a login or an account switch tells who is signed in. */
export function setCurrentUser(user: User): void {
  queryClient.setQueryData<User>(sessionKeys.currentUser, user);
}

export function clearCurrentUser(): void {
  queryClient.removeQueries({ queryKey: sessionKeys.currentUser, exact: true });
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
 * `currentUserQuery` (src/api/session.ts) in src/app/current-user-query.tsx, mounted while logged in.
 */
export function useCurrentUser(): User | null {
  return useSyncExternalStore(subscribeToCurrentUser, currentUser, currentUser);
}
