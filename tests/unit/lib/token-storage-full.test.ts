import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, tabOnlyMarker, tokenStorage } from '@/lib/token-storage';

/** Issue 38, point 6: localStorage full (QuotaExceededError) must not lose the sign-in silently. */
function fillLocalStorage() {
  const original = Storage.prototype.setItem;
  return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
    this: Storage,
    key: string,
    value: string,
  ) {
    if (this === window.localStorage) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    original.call(this, key, value);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  tokenStorage.clear();
  localStorage.clear();
  sessionStorage.clear();
});

describe('token storage with localStorage full', () => {
  it('keeps the tokens for the tab, says so, and drops an older stored token', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'old-token');
    const listener = vi.fn();
    const unsubscribe = tokenStorage.subscribe(listener);
    fillLocalStorage();
    tokenStorage.setAccessToken('new-token');
    tokenStorage.setRefreshToken('new-refresh');
    expect(tokenStorage.getAccessToken()).toBe('new-token');
    expect(tokenStorage.getRefreshToken()).toBe('new-refresh');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(tabOnlyMarker(ACCESS_TOKEN_KEY))).toBe('new-token');
    expect(tokenStorage.isKeptForTabOnly()).toBe(true);
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });

  it('keeps them in memory when sessionStorage refuses too', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    tokenStorage.setAccessToken('memory-token');
    expect(tokenStorage.getAccessToken()).toBe('memory-token');
    expect(tokenStorage.isKeptForTabOnly()).toBe(true);
  });

  it('goes back to localStorage once it takes the token, and the notice ends', () => {
    const full = fillLocalStorage();
    tokenStorage.setAccessToken('tab-token');
    expect(tokenStorage.isKeptForTabOnly()).toBe(true);
    full.mockRestore();
    tokenStorage.setAccessToken('stored-token');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('stored-token');
    expect(sessionStorage.getItem(tabOnlyMarker(ACCESS_TOKEN_KEY))).toBeNull();
    expect(tokenStorage.isKeptForTabOnly()).toBe(false);
  });

  it('signing out clears the tab-only tokens too', () => {
    fillLocalStorage();
    tokenStorage.setAccessToken('tab-token');
    tokenStorage.clear();
    expect(tokenStorage.getAccessToken()).toBeNull();
    expect(tokenStorage.isKeptForTabOnly()).toBe(false);
  });
});
