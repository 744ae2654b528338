import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Runs before every test file. Files that need no DOM run in Node (`// @vitest-environment node`): they skip
 * jsdom and Testing Library, whose set-up costs each file about a second.
 */
const dom = typeof document !== 'undefined' ? await import('./dom-setup') : null;

beforeEach(() => {
  // jsdom does not implement scrolling; the global modal scrolls to the top when shown.
  if (dom) vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(() => {
  dom?.cleanup();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  vi.unstubAllGlobals();
});
