import { HttpResponse } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { getNow } from './clock';
import { onDatabaseChange } from './db/database';
import { resetDatabase } from './db/lifecycle';
import { loadSnapshot, restoreSnapshot, saveSnapshot } from './db/snapshot';
import { createHandlers } from './handlers/create-handlers';
import type { AfterResolveHook, BeforeResolveHook } from './handlers/define-handler';
import { injectedFaultsHook, lostAnswerHook } from './faults';
import { DEFAULT_SEED } from './seed';

export { issueAuthorizationCode, confirmRegistration } from './db/auth-repository';
export { listCompanyProfiles } from './db/users-repository';
export { resetDatabase } from './db/lifecycle';
export { renderMockPage } from './pages/render-mock-page';
export {
  DEMO_PASSWORD,
  NEW_COMPANY_PROFILE,
  PERSONAS,
  type Persona,
  type PersonaKey,
} from './seed';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // blocked storage: the data lives as long as the page
  }
}

/**
 * Fills the database from the snapshot of the last visit, or seeds it; then keeps the snapshot current
 * after every change, so what a user creates, cancels or archives survives reloads.
 */
async function restoreOrSeed(storage: Storage | null): Promise<void> {
  if (storage) onDatabaseChange(() => saveSnapshot(storage));
  const snapshot = storage ? loadSnapshot(storage) : null;
  if (snapshot) {
    try {
      await restoreSnapshot(snapshot);
      return;
    } catch (error) {
      console.warn('[mock backend] the stored data is unusable, seeding afresh', error);
    }
  }
  await resetDatabase(DEFAULT_SEED, getNow());
}

/**
 * The fake backend sits across the network: a page that is offline (navigator.onLine false, e.g. the device's
 * flight mode or Chromium's offline emulation) reaches it no more than a real backend. The service worker would
 * answer anyway, so the handlers refuse.
 */
const offlineHook: BeforeResolveHook = () =>
  typeof navigator !== 'undefined' && navigator.onLine === false ? HttpResponse.error() : undefined;

let started: Promise<SetupWorker> | null = null;

/**
 * Starts the fake backend in the browser (service worker); resolves with the worker once requests are
 * answered (its life-cycle events feed the dev panel's request log).
 */
export function startMockBackend(
  options: { beforeResolve?: BeforeResolveHook; afterResolve?: AfterResolveHook } = {},
): Promise<SetupWorker> {
  started ??= (async () => {
    await restoreOrSeed(browserStorage());
    const worker = setupWorker(
      ...createHandlers({
        beforeResolve: async (info) =>
          offlineHook(info) ?? (options.beforeResolve ?? injectedFaultsHook)(info),
        afterResolve: async (info, response) =>
          lostAnswerHook(
            info,
            options.afterResolve ? await options.afterResolve(info, response) : response,
          ),
      }),
    );
    await worker.start({
      onUnhandledRequest: 'bypass',
      serviceWorker: { url: '/mockServiceWorker.js' },
      quiet: true,
    });
    return worker;
  })();
  return started;
}
