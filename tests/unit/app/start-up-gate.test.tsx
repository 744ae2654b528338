import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense, use, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StartUpGate } from '@/app/guards';
import { session } from '@/domain/session/session-state';
import { resetAppState, testI18n } from '../support/render-app';

/**
 * The start-up gate's way out of its spinner (docs/decisions/017-start-up-spinner-gives-way-in-a-transition.md): once the
 * spinner reached a frame, the screen behind it renders as a transition, so a screen still loading keeps the
 * spinner; a start-up settled before any frame, and every later change of the status, render at once, so a screen
 * still loading shows its fallback. A screen "still loading" is one that suspends (its chunk not in yet).
 */
const loading = vi.hoisted(() => {
  const pending = () => {
    let release = () => {};
    const promise = new Promise<void>((resolve) => {
      release = resolve;
    });
    return { promise, release };
  };
  return { pending, screen: pending(), unavailable: pending() };
});

vi.mock('@/app/start-up-screens', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  // The unavailable screen as one still loading, until the test lets it in.
  StartUpUnavailableScreen: () => {
    use(loading.unavailable.promise);
    return <h1>unavailable</h1>;
  },
}));

const SPINNER = 'Starting WEN …';
const SCREEN = 'the screen';
const FALLBACK = 'loading the screen';

function Screen() {
  use(loading.screen.promise);
  return <p>{SCREEN}</p>;
}

/** The frames the gate asked for, run when the test says a frame was painted. */
let frames: FrameRequestCallback[] = [];
const paintFrame = () =>
  act(() => {
    const due = frames;
    frames = [];
    for (const frame of due) frame(performance.now());
  });

const setStatus = (status: typeof session.status) =>
  act(() => {
    session.status = status;
  });

function renderGate(screenBehind: ReactNode = <Screen />) {
  render(
    <I18nextProvider i18n={testI18n('en')}>
      <Suspense fallback={<p>{FALLBACK}</p>}>
        <StartUpGate>{screenBehind}</StartUpGate>
      </Suspense>
    </I18nextProvider>,
  );
}

/**
 * Whether a text is on screen: a boundary that falls back hides what it showed (display: none) rather than
 * removing it.
 */
function shown(text: string): boolean {
  const found = screen.queryAllByText(text);
  return found.some((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (getComputedStyle(node).display === 'none') return false;
    }
    return true;
  });
}

beforeEach(() => {
  resetAppState();
  loading.screen = loading.pending();
  loading.unavailable = loading.pending();
  frames = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
    frames = frames.filter((_, index) => index + 1 !== id);
  });
});

afterEach(async () => {
  // Nothing left suspended for the next test.
  loading.screen.release();
  loading.unavailable.release();
  await act(async () => {});
});

describe('the start-up gate', () => {
  it('keeps its spinner, once painted, until the screen behind it is ready; later changes render at once', async () => {
    renderGate();
    expect(shown(SPINNER)).toBe(true);
    await paintFrame();

    await setStatus('authenticated');
    expect(shown(SPINNER)).toBe(true);
    expect(shown(FALLBACK)).toBe(false);

    await act(async () => loading.screen.release());
    await waitFor(() => expect(shown(SCREEN)).toBe(true));
    expect(shown(SPINNER)).toBe(false);

    // A later change (the backend no longer reachable) is no transition: the unavailable screen, still loading,
    // shows the fallback at once instead of keeping the screen that was there.
    await setStatus('unavailable');
    expect(shown(SCREEN)).toBe(false);
    expect(shown(FALLBACK)).toBe(true);
    await act(async () => loading.unavailable.release());
    expect(await screen.findByRole('heading', { name: 'unavailable' })).toBeVisible();
  });

  it('shows the screen at once when the start-up settles before any frame (it does not defer)', async () => {
    renderGate();
    expect(shown(SPINNER)).toBe(true);

    await setStatus('authenticated');
    // Rendered at once: the screen still loading shows its fallback, the spinner is gone.
    expect(shown(FALLBACK)).toBe(true);
    expect(shown(SPINNER)).toBe(false);
    await act(async () => loading.screen.release());
    await waitFor(() => expect(shown(SCREEN)).toBe(true));
  });

  it('asks for no frame when the status is known from the start', async () => {
    session.status = 'authenticated';
    renderGate(<p>{SCREEN}</p>);
    await waitFor(() => expect(shown(SCREEN)).toBe(true));
    expect(shown(SPINNER)).toBe(false);
    expect(frames).toEqual([]);
  });
});
