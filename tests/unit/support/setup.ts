import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Runs before every test file. Files that need no DOM run in Node (`// @vitest-environment node`): they skip
 * jsdom and Testing Library, whose set-up costs each file about a second.
 *
 * A worker runs file after file in the same environment (`isolate: false`, vite.config.ts), so each file first
 * gets what a fresh page load would give it (issue 17e):
 * - the project's own modules (src/, mocks/, contract/, tests/) are evaluated afresh for this file: every valtio
 *   store, query cache and module variable starts as on a page load. Left shared, they leaked from file to file:
 *   the mobility request's session follower remembered the last file's signed-in user, and when the next file
 *   signed in as another one it took that for an account switch and emptied the request (the offers list then
 *   redirected to the dashboard). Libraries under node_modules (React, Testing Library, msw, jsdom) stay loaded:
 *   they keep no state of the app, and loading them is what isolation cost.
 * - the address, the storages, the document and the clock as a new window has them.
 */
vi.resetModules();
vi.useRealTimers();
if (typeof window !== 'undefined') {
  // Pushed, not replaced: an earlier file's history.back() left forward entries, which a fresh window has not
  // (a navigation would then drop one instead of adding one to history.length).
  window.history.pushState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.title = '';
  for (const attribute of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(attribute.name);
  }
}

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
