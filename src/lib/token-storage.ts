/**
 * Where the session's tokens live. The access token is kept in localStorage under 'accessToken' (spec section 3);
 * the refresh token beside it; the onboarding token of a new user only for the tab (sessionStorage).
 */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';
export const ONBOARDING_TOKEN_KEY = 'onboardingToken';

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null; // storage blocked (private mode): behave as signed out
  }
}

function write(storage: Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // storage blocked: the session lasts only as long as the page
  }
}

export const tokenStorage = {
  getAccessToken: () => read(localStorage, ACCESS_TOKEN_KEY),
  setAccessToken: (token: string | null) => write(localStorage, ACCESS_TOKEN_KEY, token),
  getRefreshToken: () => read(localStorage, REFRESH_TOKEN_KEY),
  setRefreshToken: (token: string | null) => write(localStorage, REFRESH_TOKEN_KEY, token),
  getOnboardingToken: () => read(sessionStorage, ONBOARDING_TOKEN_KEY),
  setOnboardingToken: (token: string | null) => write(sessionStorage, ONBOARDING_TOKEN_KEY, token),
  clear() {
    write(localStorage, ACCESS_TOKEN_KEY, null);
    write(localStorage, REFRESH_TOKEN_KEY, null);
    write(sessionStorage, ONBOARDING_TOKEN_KEY, null);
  },
};
