import { createContext, useContext, useEffect, useState } from 'react';

/** The location search waits this long after the last keystroke (spec section 9). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The location search's wait, as the picker reads it: the spec's 300 ms unless a provider above says otherwise.
 * The app never provides one. The state-chart models' jsdom driver does (tests/unit/models/jsdom-driver.tsx):
 * its paths choose two places each and check where they land, not the debounce, which would otherwise be most of
 * their idle time; the debounce itself is tested at 300 ms (tests/unit/features/location-picker/).
 */
export const SearchDebounceContext = createContext(SEARCH_DEBOUNCE_MS);

/** The location search's wait in ms (SEARCH_DEBOUNCE_MS unless a test harness shortened it). */
export function useSearchDebounceMs(): number {
  return useContext(SearchDebounceContext);
}

/** The value as it was `delayMs` after its last change; every change restarts the wait. */
export function useDebouncedValue<T>(value: T, delayMs: number = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
