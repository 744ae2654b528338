/**
 * Where a screen opens (issue 36): a new screen opens at its top; Back (and Forward) shows a screen where it was
 * left. Wouter has no scroll restoration, and the browser's own cannot work for a single-page app (it restores
 * before the screen is rendered, and keeps the old screen's position for a new one). Done here once for every
 * navigation, not per screen:
 *
 * - pushing a new entry (a link, `navigate`) scrolls to the top right away, before the new screen renders;
 *   a screen that scrolls to something of its own afterwards (My page's new posting) still does;
 * - replacing the entry with another path (a guard's redirect) does the same; a replace that keeps the path
 *   (a screen updating its own entry) leaves the position alone;
 * - going back or forward restores the position the entry had when it was left, as soon as the screen is tall
 *   enough for it (its data may still be loading), unless the person scrolls first.
 *
 * Positions are kept per history entry by the Navigation API's entry keys (`navigation.currentEntry.key`, stable
 * across Back and Forward). A browser without it gets the top for new screens and its own behaviour otherwise.
 *
 * One keeper per window however often it is started (issue 36 point 2: AppRoutes started it twice, and the second
 * listener recorded the list's position after the first had scrolled to the new screen's top, so Back restored 0).
 */

/** The part of the Navigation API used here (not in TypeScript's DOM types yet). */
interface NavigationEntryLike {
  key: string;
  url: string | null;
}
interface CurrentEntryChangeEventLike extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse' | null;
  from: NavigationEntryLike;
}
interface NavigationLike extends EventTarget {
  currentEntry: NavigationEntryLike | null;
}

/** How long a restore waits for the screen to grow tall enough (its data loading). */
const RESTORE_WAIT_MS = 3000;

function pathOf(url: string | null): string | null {
  return url === null ? null : new URL(url).pathname;
}

/** The keeper running for a window, and how many starts share it. */
const running = new WeakMap<Window, { starts: number; stop: () => void }>();

/**
 * Starts keeping scroll positions for the window's history; returns the stop. A second start while one runs
 * shares it (the keeper stops with the last stop).
 */
export function startScrollRestoration(win: Window = window): () => void {
  let keeper = running.get(win);
  if (!keeper) {
    keeper = { starts: 0, stop: keepPositions(win) };
    running.set(win, keeper);
  }
  const shared = keeper;
  shared.starts += 1;
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    shared.starts -= 1;
    if (shared.starts > 0) return;
    running.delete(win);
    shared.stop();
  };
}

function keepPositions(win: Window): () => void {
  const navigation = (win as Window & { navigation?: NavigationLike }).navigation;
  const toTop = () => win.scrollTo({ top: 0, left: 0, behavior: 'instant' });

  if (!navigation?.currentEntry) {
    // Without entry keys: new screens at the top at least (wouter announces its history calls as events).
    win.addEventListener('pushState', toTop);
    return () => win.removeEventListener('pushState', toTop);
  }

  // Left manual when stopped: a remount starts again at once (the app owns the positions while it runs).
  win.history.scrollRestoration = 'manual';
  const positions = new Map<string, number>();
  let cancelRestore: (() => void) | null = null;

  const restore = (top: number) => {
    const started = performance.now();
    let frame = 0;
    const stop = () => {
      win.cancelAnimationFrame(frame);
      for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const) {
        win.removeEventListener(type, stop, true);
      }
      cancelRestore = null;
    };
    const attempt = () => {
      const reachable = win.document.documentElement.scrollHeight - win.innerHeight;
      const waited = performance.now() - started > RESTORE_WAIT_MS;
      if (reachable >= top || waited) {
        win.scrollTo({ top, left: 0, behavior: 'instant' });
        stop();
        return;
      }
      frame = win.requestAnimationFrame(attempt);
    };
    // The person's own scrolling ends the wait.
    for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const) {
      win.addEventListener(type, stop, true);
    }
    cancelRestore = stop;
    frame = win.requestAnimationFrame(attempt);
  };

  // Fired inside history.pushState / replaceState / a traversal, while the screen left is still shown.
  const onEntryChange = (event: Event) => {
    const { navigationType, from } = event as CurrentEntryChangeEventLike;
    const current = navigation.currentEntry;
    positions.set(from.key, win.scrollY);
    cancelRestore?.();
    if (!current) return;
    if (navigationType === 'traverse') {
      restore(positions.get(current.key) ?? 0);
    } else if (
      navigationType === 'push' ||
      (navigationType === 'replace' && pathOf(from.url) !== pathOf(current.url))
    ) {
      toTop();
    }
  };

  navigation.addEventListener('currententrychange', onEntryChange);
  return () => {
    navigation.removeEventListener('currententrychange', onEntryChange);
    cancelRestore?.();
  };
}
