import { lazy, Suspense, type ComponentType } from 'react';
import type { MockControl } from '@/lib/mock-control';
import { AppRoutes } from './app-routes';
import { Providers } from './providers';

export { loadStartScreen, preloadHomeScreen } from './start-screen';

/**
 * The dev panel exists in mock mode only: behind this static check the real-backend build drops the lazy import,
 * so it carries no panel code at all.
 */
const DevPanelLauncher =
  import.meta.env.VITE_API_MODE === 'mock'
    ? lazy<ComponentType<{ control: MockControl }>>(() =>
        import('@/features/dev-panel/dev-panel-launcher').then(
          (module) => ({ default: module.DevPanelLauncher }),
          // A dev tool must never take the app down: without its chunk there is just no panel.
          (error: unknown) => {
            console.error('[dev panel] could not be loaded', error);
            return { default: () => null };
          },
        ),
      )
    : null;

interface AppProps {
  /** The fake backend's controls (mock mode; src/main.tsx passes them): shows the dev panel. */
  mockControl?: MockControl;
}

/** The whole app: providers around the guarded routes (and, in mock mode, the dev panel). */
export function App({ mockControl }: AppProps = {}) {
  return (
    <Providers>
      <AppRoutes />
      {DevPanelLauncher && mockControl && (
        <Suspense fallback={null}>
          <DevPanelLauncher control={mockControl} />
        </Suspense>
      )}
    </Providers>
  );
}
