import { useEffect, useState } from 'react';

/** The location search waits this long after the last keystroke (spec section 9). */
export const SEARCH_DEBOUNCE_MS = 300;

/** The value as it was `delayMs` after its last change; every change restarts the wait. */
export function useDebouncedValue<T>(value: T, delayMs: number = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
