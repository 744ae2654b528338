import { describe, expect, it } from 'vitest';
import { startScrollRestoration } from '@/lib/scroll-restoration';

/**
 * Issue 36 point 2: Back shows the list where it was left. A window with the Navigation API's part the keeper
 * uses: entries with keys, a currententrychange event fired while the screen left is still shown.
 */
class FakeWindow {
  /** The person's input (wheel, keys) would stop a restore: none here. */
  addEventListener() {}
  removeEventListener() {}
  scrollY = 0;
  innerHeight = 400;
  history = { scrollRestoration: 'auto' };
  document = { documentElement: { scrollHeight: 2000 } };
  navigation = Object.assign(new EventTarget(), {
    currentEntry: { key: 'list', url: 'http://wen.test/commute-pooling/offers/overview' },
  });
  /** Frames run when the test says so (nextFrame). */
  frames: FrameRequestCallback[] = [];
  requestAnimationFrame(callback: FrameRequestCallback) {
    return this.frames.push(callback);
  }
  cancelAnimationFrame(frame: number) {
    this.frames[frame - 1] = () => undefined;
  }
  nextFrame() {
    const due = this.frames;
    this.frames = [];
    due.forEach((callback) => callback(performance.now()));
  }
  scrollTo({ top }: { top: number }) {
    this.scrollY = top;
  }
  /** Moves to another entry as history.pushState or a traversal does. */
  go(navigationType: 'push' | 'traverse', key: string, path: string) {
    const from = this.navigation.currentEntry;
    this.navigation.currentEntry = { key, url: `http://wen.test${path}` };
    this.navigation.dispatchEvent(
      Object.assign(new Event('currententrychange'), { navigationType, from }),
    );
  }
}

describe('scroll restoration', () => {
  const backFromDetail = (win: FakeWindow) => {
    win.scrollY = 510;
    win.go('push', 'detail', '/commute-pooling/offers/detail');
    expect(win.scrollY).toBe(0);
    win.scrollY = 300;
    win.go('traverse', 'list', '/commute-pooling/offers/overview');
    win.nextFrame();
  };

  it('opens a new screen at its top and restores the list on Back', () => {
    const win = new FakeWindow();
    const stop = startScrollRestoration(win as unknown as Window);
    backFromDetail(win);
    expect(win.scrollY).toBe(510);
    stop();
  });

  it('keeps one position per entry when started twice (the second start shares the first)', () => {
    const win = new FakeWindow();
    const stops = [
      startScrollRestoration(win as unknown as Window),
      startScrollRestoration(win as unknown as Window),
    ];
    backFromDetail(win);
    expect(win.scrollY).toBe(510);
    // Still kept after one of the two stops; nothing after the last.
    stops[0]!();
    backFromDetail(win);
    expect(win.scrollY).toBe(510);
    stops[1]!();
    win.scrollY = 510;
    win.go('push', 'detail', '/commute-pooling/offers/detail');
    expect(win.scrollY).toBe(510);
  });
});
