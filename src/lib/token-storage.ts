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

function write(kind: StorageKind, key: string, value: string | null): void {
  try {
    if (value === null) storageOf(kind).removeItem(key);
    else storageOf(kind).setItem(key, value);
  } catch {
    // storage blocked: the session lasts only as long as the page
  }
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
  getAccessToken: () => read('local', ACCESS_TOKEN_KEY),
  setAccessToken(token: string | null) {
    if (token !== read('local', ACCESS_TOKEN_KEY)) write('local', LAST_KNOWN_USER_KEY, null);
    write('local', ACCESS_TOKEN_KEY, token);
  },
  getRefreshToken: () => read('local', REFRESH_TOKEN_KEY),
  setRefreshToken: (token: string | null) => write('local', REFRESH_TOKEN_KEY, token),
  getOnboardingToken: () => read('session', ONBOARDING_TOKEN_KEY),
  setOnboardingToken: (token: string | null) => write('session', ONBOARDING_TOKEN_KEY, token),
  clear() {
    write('local', LAST_KNOWN_USER_KEY, null);
    write('local', ACCESS_TOKEN_KEY, null);
    write('local', REFRESH_TOKEN_KEY, null);
    write('session', ONBOARDING_TOKEN_KEY, null);
  },
};
