/**
 * User Timing marks of the interactions the benchmark measures (bench/interactions.ts reads the measures).
 * Marks cost microseconds and never throw: a browser without the API, or a missing start mark, is ignored.
 */
export type PerformanceMarkName =
  | 'wen:picker-search-start'
  | 'wen:picker-search-end'
  | 'wen:offers-search-start'
  | 'wen:offers-search-first-offer'
  | 'wen:my-page-open'
  | 'wen:my-page-bookings-shown'
  | 'wen:first-screen';

export function markPerformance(name: PerformanceMarkName): void {
  try {
    performance.mark(name);
  } catch {
    // no User Timing: nothing to measure
  }
}

/** Marks `end` and measures from the latest `start` mark to it under `measure`. */
export function measurePerformance(
  measure: 'wen:picker-search' | 'wen:offers-search' | 'wen:my-page',
  start: PerformanceMarkName,
  end: PerformanceMarkName,
): void {
  try {
    if (performance.getEntriesByName(start, 'mark').length === 0) return;
    performance.mark(end);
    performance.measure(measure, start, end);
  } catch {
    // no User Timing: nothing to measure
  }
}

/** Marks `name` unless the page has marked it already (first-time events such as the first live screen). */
export function markPerformanceOnce(name: PerformanceMarkName): void {
  try {
    if (performance.getEntriesByName(name, 'mark').length === 0) performance.mark(name);
  } catch {
    // no User Timing: nothing to measure
  }
}
