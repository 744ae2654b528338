import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, onNextPaint } from '@/lib/after-next-paint';

function showDocument(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

/**
 * A shown tab on fake timers whose frames come every 16 ms (jsdom paints none), or never (`frames: false`); a frame
 * cancelled before it comes does not come.
 */
function shownTab({ frames = true } = {}): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) =>
    frames ? setTimeout(() => frame(16), 16) : 0,
  );
  vi.stubGlobal('cancelAnimationFrame', (handle: ReturnType<typeof setTimeout>) =>
    clearTimeout(handle),
  );
  showDocument('visible');
}

afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterNextPaint', () => {
  it('in a shown tab: resolves in the task after the next animation frame, not before', async () => {
    shownTab();
    let painted = false;
    void afterNextPaint().then(() => (painted = true));
    await Promise.resolve();
    expect(painted).toBe(false);
    // The frame (at 16 ms) is not enough: the task after it (fake timers run it 1 ms later).
    await vi.advanceTimersByTimeAsync(16);
    expect(painted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(painted).toBe(true);
  });

  it('in a shown tab that gets no frame: resolves after 250 ms', async () => {
    shownTab({ frames: false });
    let resolved = false;
    void afterNextPaint().then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(249);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
  });

  it('in a tab not shown (no frames come): resolves at once', async () => {
    showDocument('hidden');
    await expect(afterNextPaint()).resolves.toBeUndefined();
  });
});

describe('onNextPaint', () => {
  it('cancelled (an effect cleaned up before the frame): never runs, not even after the fallback', async () => {
    shownTab();
    const then = vi.fn();
    const cancel = onNextPaint(then);
    await vi.advanceTimersByTimeAsync(8);
    cancel();
    await vi.advanceTimersByTimeAsync(300);
    expect(then).not.toHaveBeenCalled();

    // Not cancelled: once, after the frame's task (the fallback does not run it again).
    onNextPaint(then);
    await vi.advanceTimersByTimeAsync(300);
    expect(then).toHaveBeenCalledOnce();
  });
});
