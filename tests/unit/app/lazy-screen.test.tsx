import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from '@/app/route-table';

/** The route table's lazy screens: rendered directly once preloaded, and fetched again after a failure. */

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>chunk failed</p> : this.props.children;
  }
}

const Probe = () => <h1>probe screen</h1>;

function mount(Screen: React.ComponentType) {
  return render(
    <Boundary>
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>
    </Boundary>,
  );
}

describe('lazyScreen', () => {
  it('renders a preloaded screen in the first commit, without the loading fallback', async () => {
    let loads = 0;
    const { screen: Screen, preload } = lazyScreen(async () => {
      loads += 1;
      return { Probe };
    }, 'Probe');
    await preload();
    await preload();
    mount(Screen);
    // Synchronously there: no act() flush of a pending promise was needed.
    expect(screen.getByRole('heading', { name: 'probe screen' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
    expect(loads).toBe(1);
  });

  it('shows the fallback while loading, then a failed chunk to the error boundary, once', async () => {
    let attempts = 0;
    const { screen: Screen } = lazyScreen(async () => {
      attempts += 1;
      throw new Error('offline');
    }, 'Probe' as never);
    mount(Screen);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('chunk failed')).toBeInTheDocument();
    // No retry loop while offline: one attempt.
    expect(attempts).toBe(1);
  });

  it('keeps a mounted screen when the chunk arrives (no remount on a later render)', async () => {
    const { screen: Screen } = lazyScreen(async () => ({ Probe }), 'Probe');
    const view = mount(Screen);
    const heading = await screen.findByRole('heading', { name: 'probe screen' });
    await act(async () =>
      view.rerender(
        <Boundary>
          <Suspense fallback={<p>loading</p>}>
            <Screen />
          </Suspense>
        </Boundary>,
      ),
    );
    expect(screen.getByRole('heading', { name: 'probe screen' })).toBe(heading);
  });
});
