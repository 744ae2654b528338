import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SEARCH_DEBOUNCE_MS,
  useDebouncedValue,
} from '@/features/location-picker/use-debounced-value';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the search waits 300 ms after the last keystroke', () => {
  it('is 300 ms', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
  });

  it('passes the value on only after 300 ms of quiet', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), {
      initialProps: { value: '' },
    });
    rerender({ value: 'Da' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('Da');
  });

  it('restarts the wait with every change: typing fast searches once, for the last term', () => {
    const seen: string[] = [];
    const { rerender } = renderHook(
      ({ value }) => {
        const debounced = useDebouncedValue(value);
        if (seen.at(-1) !== debounced) seen.push(debounced);
        return debounced;
      },
      { initialProps: { value: '' } },
    );
    for (const value of ['D', 'Da', 'Dac', 'Dach', 'Dachau']) {
      rerender({ value });
      act(() => vi.advanceTimersByTime(200));
    }
    expect(seen).toEqual(['']);
    act(() => vi.advanceTimersByTime(300));
    expect(seen).toEqual(['', 'Dachau']);
  });
});
