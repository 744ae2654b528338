import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { MockControl } from '@/lib/mock-control';
import { isLocalStorageUsable } from '@/lib/token-storage';
import './styles.css';

// Zod probes `new Function` when it builds its first object schema; under the Content-Security-Policy
// (no 'unsafe-eval') that probe is reported as a violation, so zod runs interpreted. Set before any schema exists,
// through the global zod reads its configuration from: importing zod here would put it into the entry, and zod
// loads only with the screens and calls that need it (docs/decisions/012-typed-client-loads-with-the-first-call.md).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  ...(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig,
  jitless: true,
};

/** Shown when the app cannot start at all (bad build configuration, mock backend failed); no i18n exists yet. */
function showStartFailure(root: HTMLElement, error: unknown): void {
  console.error(error);
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.className = 'start-failure';
  message.textContent =
    'WEN konnte nicht gestartet werden. Bitte laden Sie die Seite neu. / WEN could not start. Please reload the page.';
  root.replaceChildren(message);
}

async function start(root: HTMLElement): Promise<void> {
  // Validates the build's environment first: a wrong variable stops here with a message naming it.
  await import('@/lib/env');
  // Cookies and site data blocked: no sign-in can be kept (and no mock service worker started). Say so.
  if (!isLocalStorageUsable()) {
    // Rare: its screen and texts are a chunk of their own, not part of the first screen (AFTER_FIRST_SCREEN).
    const { renderStorageBlocked } = await import('@/app/storage-blocked');
    renderStorageBlocked(root);
    return;
  }
  let mockControl: MockControl | undefined;
  let mockStarting: Promise<MockControl> | null = null;
  // Imported here, not at the top: the other builds' entry (the login screen's bytes) stays without it.
  if (import.meta.env.MODE === 'demo') {
    const backend = await import('@/lib/backend-ready');
    if (backend.mockCanStartBehindFirstScreen(window.location)) {
      // The demo's fake backend (about 270 KB gzip, then the seed) starts behind the first screen; calls wait.
      mockStarting = import('../mocks/dev-tools')
        .then((devTools) => devTools.startMockDevTools())
        .then((control) => {
          // The bench's timeline of the demo's first sign-in (bench/README.md §2b).
          performance.mark('wen:fake-backend-ready');
          return control;
        });
      backend.holdCallsUntil(mockStarting);
    }
  }
  if (!mockStarting && import.meta.env.VITE_API_MODE === 'mock') {
    const [mock, devTools] = await Promise.all([
      import('../mocks/browser'),
      import('../mocks/dev-tools'),
    ]);
    // The tab's scenario (?scenario=, else the stored choice) is in place before the first request.
    mockControl = await devTools.startMockDevTools();
    // Mock-only pages (fake company sign-on, simulated mailbox, received messages) replace the app.
    if (await mock.renderMockPage(root)) return;
  }
  const { App, loadStartScreen, preloadHomeScreen } = await import('@/app/app');
  await loadStartScreen();
  const appRoot = createRoot(root);
  // A transition: React renders the first screen in slices of a few milliseconds instead of one long task, so the
  // page stays responsive meanwhile (total blocking time); what is on display (a pre-rendered copy) stays until the
  // whole screen commits, as before.
  const render = (control: MockControl | undefined) =>
    startTransition(() =>
      appRoot.render(
        <StrictMode>
          <App mockControl={control} />
        </StrictMode>,
      ),
    );
  render(mockControl);
  // Once the demo's fake backend runs: the same app, now with its dev panel.
  if (import.meta.env.MODE === 'demo')
    mockStarting?.then(
      (control) => {
        render(control);
        preloadHomeScreen();
      },
      (error: unknown) => {
        appRoot.unmount();
        showStartFailure(root, error);
      },
    );
  // The real-backend build's offline shell and update prompt; the mock builds run MSW's worker instead (only
  // one worker can control the page).
  if (import.meta.env.PROD && import.meta.env.VITE_API_MODE !== 'mock')
    whenPageIsQuiet(registerWorker);
}

/** Its precache download must not compete with the first screen's own requests (GET /users/me, chunks). */
function whenPageIsQuiet(task: () => void): void {
  // Safari has no requestIdleCallback.
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => task(), { timeout: 5_000 })
      : setTimeout(task, 1_000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function registerWorker(): void {
  // The app runs without it: a failure is logged, never a start failure.
  import('@/app/service-worker-registration')
    .then(({ registerAppServiceWorker }) => registerAppServiceWorker())
    .catch((error: unknown) => console.warn('[service worker] not registered', error));
}

const root = document.getElementById('root');
if (root) start(root).catch((error: unknown) => showStartFailure(root, error));
