import type { User } from '@contract/schemas';
import { queryClient } from '@/lib/query-client';
import { isNumber, isRecord, isString, readUser } from '@/lib/stored-readers';
import { LAST_KNOWN_USER_KEY, tokenStorage } from '@/lib/token-storage';
import { sessionKeys } from '@/api/session';

/**
 * The user of the last GET /users/me answer, kept beside the access token it belongs to, so a signed-in start
 * paints the screen at once while /users/me revalidates (issue 21; docs/decisions/011-last-known-user.md).
 *
 * Loaded lazily (the start-up imports it only when a token is stored; the user refresh keeps it up to date), so the
 * login screen does not carry it. The token store drops it whenever the token changes or goes
 * (src/lib/token-storage.ts); on top of that it names a fingerprint of its token and is used only with that token.
 */
export interface LastKnownUser {
  /** Fingerprint of the access token the answer was given for (not the token itself: it is not kept twice). */
  token: string;
  /** When the answer came (ms since 1970): the query's updatedAt, so the cache knows how old it is. */
  updatedAt: number;
  user: User;
}

/**
 * The kept user, read by hand (the contract's `UserSchema` checks, without zod): this module is awaited before the
 * signed-in dashboard's first render, which should not wait for zod (issue 21). It accepts exactly what the schema
 * it replaces accepted (tests/unit/lib/stored-readers.test.ts runs both).
 */
export function readKeptUser(value: unknown): LastKnownUser | null {
  if (!isRecord(value)) return null;
  const { token, updatedAt } = value;
  const user = readUser(value.user);
  if (!isString(token) || token.length < 1 || !isNumber(updatedAt) || updatedAt < 0) return null;
  return user === null ? null : { token, updatedAt, user };
}

/**
 * Read through `readKeptUser`, written as JSON; blocked or full storage: nothing kept (the start waits for the answer).
 * Not the persisted-store helper: that one carries valtio into this lazy chunk's imports, and the bundler then
 * splits valtio out of the chunk the login screen shares (+0.6 KB gzip on its first screen).
 */
const stored = {
  read(): LastKnownUser | null {
    try {
      return readKeptUser(JSON.parse(localStorage.getItem(LAST_KNOWN_USER_KEY) ?? 'null'));
    } catch {
      return null;
    }
  },
  write(value: LastKnownUser | null): void {
    try {
      if (value) localStorage.setItem(LAST_KNOWN_USER_KEY, JSON.stringify(value));
      else localStorage.removeItem(LAST_KNOWN_USER_KEY);
    } catch {
      // storage full or blocked
    }
  },
};

/** A short, stable fingerprint of a token (cyrb53): ties the kept user to it without storing the token again. */
export function tokenFingerprint(token: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < token.length; index += 1) {
    const code = token.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** What is stored for `user`, answered for `token` at `updatedAt` (the bench writes it too). */
export function lastKnownUserEntry(user: User, token: string, updatedAt: number): LastKnownUser {
  return { token: tokenFingerprint(token), updatedAt, user };
}

/**
 * The kept user of `token`, or null. A stored value that does not parse, or that belongs to another token, is
 * dropped: it is never trusted.
 */
export function readLastKnownUser(token: string): LastKnownUser | null {
  const kept = stored.read();
  if (kept && kept.token === tokenFingerprint(token)) return kept;
  stored.write(null);
  return null;
}

export function keepLastKnownUser(user: User, token: string, updatedAt: number): void {
  stored.write(lastKnownUserEntry(user, token, updatedAt));
}

/**
 * For the start-up: what puts the kept user of `token` into the query cache (the one home of the user, with the
 * age of its answer), or null when there is none. Offline too: the dashboard then stays with the offline notice
 * (docs/decisions/028-offline-start-keeps-the-dashboard.md).
 */
export function lastKnownUserShow(token: string): (() => void) | null {
  const kept = readLastKnownUser(token);
  if (!kept) return null;
  return () =>
    queryClient.setQueryData<User>(sessionKeys.currentUser, kept.user, {
      updatedAt: kept.updatedAt,
    });
}

/**
 * While signed in, every user the cache receives (the start-up's answer, a login, a refresh) is kept beside the
 * stored access token; the user in the cache now is kept at once. Returns the unsubscribe.
 */
export function followCurrentUser(
  storage: Pick<typeof tokenStorage, 'getAccessToken'> = tokenStorage,
) {
  const cache = queryClient.getQueryCache();
  const keep = () => {
    const query = cache.find<User>({ queryKey: sessionKeys.currentUser, exact: true });
    const token = storage.getAccessToken();
    if (query?.state.data && token)
      keepLastKnownUser(query.state.data, token, query.state.dataUpdatedAt);
  };
  keep();
  return cache.subscribe((event) => {
    // Only an answer set into the cached query: a late answer for a query a logout removed goes nowhere.
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (cache.find({ queryKey: sessionKeys.currentUser, exact: true }) !== event.query) return;
    keep();
  });
}
