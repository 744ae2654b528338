import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as configureZod } from 'zod';
import type { MockControl } from '@/lib/mock-control';
import { isLocalStorageUsable } from '@/lib/token-storage';
import './styles.css';

// Zod probes `new Function` when it builds its first object schema; under the Content-Security-Policy
// (no 'unsafe-eval') that probe is reported as a violation, so zod runs interpreted. Before any schema exists.
configureZod({ jitless: true });

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
    const { renderStorageBlocked } = await import('@/app/app');
    renderStorageBlocked(root);
    return;
  }
  let mockControl: MockControl | undefined;
  if (import.meta.env.VITE_API_MODE === 'mock') {
    const [mock, devTools] = await Promise.all([
      import('../mocks/browser'),
      import('../mocks/dev-tools'),
    ]);
    // The tab's scenario (?scenario=, else the stored choice) is in place before the first request.
    mockControl = await devTools.startMockDevTools();
    // Mock-only pages (fake company sign-on, simulated mailbox, received messages) replace the app.
    if (await mock.renderMockPage(root)) return;
  }
  const { App, loadStartScreen } = await import('@/app/app');
  await loadStartScreen();
  createRoot(root).render(
    <StrictMode>
      <App mockControl={mockControl} />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) start(root).catch((error: unknown) => showStartFailure(root, error));
