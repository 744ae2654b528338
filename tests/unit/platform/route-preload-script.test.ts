// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { routePreloadScript } from '../../../build/route-preload-plugin';

/** index.html's route preloads (build/route-preload-plugin.ts), run as the browser runs them. */
const BY_PATH = {
  '/support': ['/assets/support-screen-a1.js', '/assets/support-screen-b2.css'],
  '/help': ['/assets/help-screen-c3.js'],
};

function runAt(path: string): void {
  window.history.replaceState(null, '', path);
  (0, eval)(routePreloadScript(BY_PATH, ['/support']));
}

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => [
    link.rel,
    link.getAttribute('href'),
    link.getAttribute('as'),
  ]);

const nextFrame = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('the route preloads of index.html', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('on a path painted from its copy, fetches its chunks once that paint is done, not before', async () => {
    runAt('/support');
    // Requests started before the first paint count towards it (decision 025).
    expect(document.visibilityState).toBe('visible');
    expect(links()).toEqual([]);
    await nextFrame();
    expect(links()).toEqual([
      ['modulepreload', '/assets/support-screen-a1.js', null],
      ['preload', '/assets/support-screen-b2.css', 'style'],
    ]);
  });

  it('on a path without a copy, fetches them at once, beside the entry', () => {
    runAt('/help');
    expect(links()).toEqual([['modulepreload', '/assets/help-screen-c3.js', null]]);
  });

  it('fetches nothing on another path', async () => {
    runAt('/login');
    await nextFrame();
    expect(links()).toEqual([]);
  });
});
