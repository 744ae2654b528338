import { act, render, screen } from '@testing-library/react';
import { lazy, StrictMode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { AppRoutes } from '@/app/app-routes';
import { Providers } from '@/app/providers';
import { routeTable, type RouteEntry } from '@/app/route-table';
import { ROUTES } from '@/lib/routes';
import { resetAppState, testI18n, visit } from '../support/render-app';

/**
 * The start-up sign-in and its redirect run once per app start. Regression: in StrictMode (the dev server) React
 * ran AppRoutes' start-up effect again when the Suspense boundary showed the app again after a lazy screen had
 * loaded; the second run applied the start-up rule to the path the user had navigated to since, so step 2 of the
 * e-mail registration (not a start-up path) sent a logged-out visitor to / and on to /login.
 */
let release: () => void = () => {};

function routesWithLazyStep2(): RouteEntry[] {
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const LazyStep2 = lazy(async () => {
    await gate;
    return { default: () => <p data-testid="screen">{ROUTES.registerSecondStep}</p> };
  });
  return routeTable.map((entry) => ({
    ...entry,
    screen:
      entry.path === ROUTES.registerSecondStep
        ? LazyStep2
        : () => <p data-testid="screen">{entry.path}</p>,
  }));
}

beforeEach(() => {
  resetAppState();
});

describe('start-up runs once per app start', () => {
  it('a logged-out visitor stays on a lazily loaded, non-start-up step after navigating there (StrictMode)', async () => {
    const routes = routesWithLazyStep2();
    visit(ROUTES.registerFirstStep);
    render(
      <StrictMode>
        <Providers i18n={testI18n('de')}>
          <AppRoutes routes={routes} />
        </Providers>
      </StrictMode>,
    );
    expect(await screen.findByTestId('screen')).toHaveTextContent(ROUTES.registerFirstStep);

    act(() => navigate(ROUTES.registerSecondStep));
    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });

    expect(await screen.findByTestId('screen')).toHaveTextContent(ROUTES.registerSecondStep);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(window.location.pathname).toBe(ROUTES.registerSecondStep);
  });
});
