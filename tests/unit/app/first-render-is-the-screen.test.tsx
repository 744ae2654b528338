import { act, screen } from '@testing-library/react';
import { Profiler, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/app-routes';
import { Providers } from '@/app/providers';
import { FIRST_PAINT_SCREEN_ATTRIBUTE, loadStartScreen } from '@/app/start-screen';
import { tokenStorage } from '@/lib/token-storage';
import { keepLastKnownUser } from '@/domain/session/last-known-user';
import { makeUser } from '../support/builders';
import { resetAppState, testI18n, visit } from '../support/render-app';
import { fakeMe, useFakeCurrentUser, type MeAnswer } from '../support/fake-current-user';

const anna = makeUser({ id: 'anna', givenName: 'Anna', familyName: 'Alt' });
const WELCOME_ANNA = 'Willkommen, Anna Alt!';

/**
 * Issue 36, point 10: the returning commuter's start-up (a token and its kept user, the dashboard's copy on display)
 * settles before the app's first render (src/app/start-screen.ts), so that render, a transition React does in slices, is the
 * dashboard itself. Started from AppRoutes'
 * layout effect instead, the first commit held the start-up spinner and the screen came as a synchronous re-render
 * inside that commit: the whole signed-in dashboard in one long task.
 */
let root: Root | null = null;
let container: HTMLElement;

useFakeCurrentUser();

beforeEach(() => {
  resetAppState();
  window.localStorage.clear();
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  document.documentElement.removeAttribute(FIRST_PAINT_SCREEN_ATTRIBUTE);
});

/** src/main.tsx's start: the start screen (with the dashboard's copy also the start-up), then the first render as a transition. */
async function startAsMainDoes(
  shown: 'dashboard',
  commits: { phase: string; screenShown: boolean }[],
) {
  // The pre-rendered copy on display (index.html's first-paint script sets these): the start waits for its chunks.
  document.documentElement.setAttribute(FIRST_PAINT_SCREEN_ATTRIBUTE, shown);
  await loadStartScreen();
  root = createRoot(container);
  await act(async () => {
    startTransition(() =>
      root!.render(
        <Profiler
          id="app"
          onRender={(_id, phase) =>
            commits.push({
              phase,
              screenShown: container.querySelector('h1') !== null,
            })
          }
        >
          <Providers i18n={testI18n('de')}>
            <AppRoutes />
          </Providers>
        </Profiler>,
      ),
    );
  });
}

describe("the app's first render is the start screen (no synchronous re-render after it)", () => {
  it('a returning commuter (token and kept user): the first commit is the dashboard, rendered in the transition', async () => {
    tokenStorage.setAccessToken('token-anna');
    keepLastKnownUser(anna, 'token-anna', Date.now() - 3_600_000);
    fakeMe().mockResolvedValue({
      status: 200,
      body: anna,
    } as MeAnswer);
    visit('/');
    const commits: { phase: string; screenShown: boolean }[] = [];

    await startAsMainDoes('dashboard', commits);

    expect(await screen.findByRole('heading', { name: WELCOME_ANNA })).toBeInTheDocument();
    expect(commits[0]).toEqual({ phase: 'mount', screenShown: true });
  });
});
