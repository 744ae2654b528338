/**
 * Where the session's tokens live. The access token is kept in localStorage under 'accessToken' (spec section 3);
 * the refresh token beside it; the onboarding token of a new user only for the tab (sessionStorage).
 *
 * A browser with cookies and site data blocked throws (SecurityError) on the mere access of `localStorage` or
 * `sessionStorage`, not only on their use: every access stays inside a try. Without localStorage the app says so
 * before it starts (src/main.tsx); without sessionStorage alone the session works, only a new user's registration
 * does not survive a reload.
 */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';
export const ONBOARDING_TOKEN_KEY = 'onboardingToken';
/**
 * The user of the last GET /users/me answer, kept beside the access token (src/domain/session/last-known-user.ts):
 * it goes whenever the access token changes or goes, so it never outlives the sign-in it belongs to.
 */
export const LAST_KNOWN_USER_KEY = 'wen.lastKnownUser';

type StorageKind = 'local' | 'session';

function storageOf(kind: StorageKind): Storage {
  return kind === 'local' ? window.localStorage : window.sessionStorage;
}

function read(kind: StorageKind, key: string): string | null {
  try {
    return storageOf(kind).getItem(key);
  } catch {
    return null; // storage blocked: behave as signed out
  }
}

function write(kind: StorageKind, key: string, value: string | null): boolean {
  try {
    if (value === null) storageOf(kind).removeItem(key);
    else storageOf(kind).setItem(key, value);
    return true;
  } catch {
    return false; // storage blocked or full
  }
}

/**
 * The session's tokens when localStorage refuses them (full: QuotaExceededError): kept for this tab instead, in
 * sessionStorage (it survives a reload of the tab) and in memory (if that refuses too), and the user is told
 * (AppNotices): closing the tab signs them out. A later write that localStorage takes ends it.
 */
const TAB_ONLY_KEYS = [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY] as const;
type TabOnlyKey = (typeof TAB_ONLY_KEYS)[number];
const inMemory = new Map<TabOnlyKey, string>();
const listeners = new Set<() => void>();
/** Where sessionStorage keeps a token localStorage refused (first-paint.tsx reads them too). */
export const tabOnlyMarker = (key: TabOnlyKey) => `wen.tabOnly.${key}`;

function keptForTabOnly(): boolean {
  return TAB_ONLY_KEYS.some(
    (key) => inMemory.has(key) || read('session', tabOnlyMarker(key)) !== null,
  );
}
let tabOnly = false;
function updateTabOnly(): void {
  const now = keptForTabOnly();
  if (now === tabOnly) return;
  tabOnly = now;
  listeners.forEach((listener) => listener());
}

function readToken(key: TabOnlyKey): string | null {
  return read('local', key) ?? read('session', tabOnlyMarker(key)) ?? inMemory.get(key) ?? null;
}

function writeToken(key: TabOnlyKey, value: string | null): void {
  const stored = write('local', key, value);
  if (stored || value === null) {
    write('session', tabOnlyMarker(key), null);
    inMemory.delete(key);
  } else {
    // localStorage refused it: an older token there must not come back at the next start.
    write('local', key, null);
    if (write('session', tabOnlyMarker(key), value)) inMemory.delete(key);
    else inMemory.set(key, value);
  }
  updateTabOnly();
}

/** Can this page use localStorage at all? False when the browser blocks cookies and site data for it. */
export function isLocalStorageUsable(): boolean {
  try {
    storageOf('local').getItem(ACCESS_TOKEN_KEY);
    return true;
  } catch {
    return false;
  }
}

export const tokenStorage = {
  getAccessToken: () => readToken(ACCESS_TOKEN_KEY),
  setAccessToken(token: string | null) {
    if (token !== readToken(ACCESS_TOKEN_KEY)) write('local', LAST_KNOWN_USER_KEY, null);
    writeToken(ACCESS_TOKEN_KEY, token);
  },
  getRefreshToken: () => readToken(REFRESH_TOKEN_KEY),
  setRefreshToken: (token: string | null) => writeToken(REFRESH_TOKEN_KEY, token),
  getOnboardingToken: () => read('session', ONBOARDING_TOKEN_KEY),
  setOnboardingToken: (token: string | null) => {
    write('session', ONBOARDING_TOKEN_KEY, token);
  },
  clear() {
    write('local', LAST_KNOWN_USER_KEY, null);
    writeToken(ACCESS_TOKEN_KEY, null);
    writeToken(REFRESH_TOKEN_KEY, null);
    write('session', ONBOARDING_TOKEN_KEY, null);
  },
  /** True while the sign-in is kept for this tab only (localStorage refused it). */
  isKeptForTabOnly(): boolean {
    tabOnly = keptForTabOnly();
    return tabOnly;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
