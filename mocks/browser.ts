import { HttpResponse } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import prebuiltSeedJson from 'virtual:wen-prebuilt-seed';
import { getNow } from './clock';
import { markDatabaseReady, resetDatabaseInParts, usePrebuiltSeed } from './db/lifecycle';
import { PersistentStore } from './db/persistent-store';
import type { SeededInParts, SharedScenario } from './db/stored-data';
import { loadSnapshot, removeStoredSnapshot, restoreSnapshot } from './db/snapshot';
import { createHandlers } from './handlers/create-handlers';
import type {
  AfterResolveHook,
  AroundHandling,
  BeforeResolveHook,
} from './handlers/define-handler';
import { useStore } from './db/tab-data';
import { afterHandlerFaultsHook, injectedFaultsHook } from './faults';
import type { PrebuiltSeedPart } from './prebuilt-seed';
import { DEFAULT_SEED } from './seed-constants';

export { listCompanyProfiles } from './db/users-repository';
export { resetDatabase } from './db/lifecycle';
export { renderMockPage } from './pages/render-mock-page';
export {
  DEMO_PASSWORD,
  NEW_COMPANY_PROFILE,
  PERSONAS,
  type Persona,
  type PersonaKey,
} from './seed-constants';

/** Before IndexedDB, the scenario of the stored data was kept here (taken over once, then removed). */
const LEGACY_APPLIED_DATA_KEY = 'wen.mock.scenario.data';

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The data of a first visit: what the former localStorage snapshot held (so nothing made before the move to
 * IndexedDB is lost; records that fail their schema are left out and reported), else the default seed.
 */
async function firstData(
  seedFresh: () => Promise<SharedScenario | SeededInParts | null>,
): Promise<{ legacy: boolean; seeded: SharedScenario | SeededInParts | null }> {
  const storage = localStorageOrNull();
  const snapshot = storage ? loadSnapshot(storage) : null;
  if (snapshot) {
    const { skipped } = await restoreSnapshot(snapshot);
    if (skipped.length > 0) {
      console.warn('[mock backend] records of the stored snapshot were left out', skipped);
    }
    const [id, seed] = (storage?.getItem(LEGACY_APPLIED_DATA_KEY) ?? '').split('@');
    const legacyScenario = id && seed && /^\d+$/.test(seed) ? { id, seed: Number(seed) } : null;
    return { legacy: true, seeded: legacyScenario };
  }
  return { legacy: false, seeded: await seedFresh() };
}

/**
 * The fake backend sits across the network: a page that is offline (navigator.onLine false, e.g. the device's
 * flight mode or Chromium's offline emulation) reaches it no more than a real backend. The service worker would
 * answer anyway, so the handlers refuse.
 */
const offlineHook: BeforeResolveHook = () =>
  typeof navigator !== 'undefined' && navigator.onLine === false ? HttpResponse.error() : undefined;

/** The default seed: the calls that read only accounts are answered before its postings and places are in. */
async function seedDefault(): Promise<SeededInParts> {
  const { accountsIn, wholeIn, laterCollections } = resetDatabaseInParts(DEFAULT_SEED, getNow());
  await accountsIn;
  return { scenario: null, seed: DEFAULT_SEED, rest: wholeIn, laterCollections };
}

export interface MockBackend {
  worker: SetupWorker;
  store: PersistentStore;
}

let started: Promise<MockBackend> | null = null;

const WORKER_START_OPTIONS = {
  onUnhandledRequest: 'bypass',
  serviceWorker: { url: '/mockServiceWorker.js' },
  quiet: true,
} as const;

/**
 * MSW 2 tells its service worker on `beforeunload` that the tab is closing, and from then on the tab's calls pass
 * the fake by and fail. But a page can stay after `beforeunload`: a mailto: link (the offer detail's "Write an
 * e-mail") fires it, and so does a leave prompt the user cancels (mswjs/msw#1047, #1105; msw 3 listens to
 * `pagehide` instead, but needs Node 22). So when the page is still there a moment later, or comes back from the
 * back/forward cache, the worker is started again for it.
 */
function keepMockingWhileThePageStays(worker: SetupWorker): void {
  let hidden = false;
  const restart = () => {
    worker.stop();
    void worker.start(WORKER_START_OPTIONS);
  };
  window.addEventListener('pagehide', () => {
    hidden = true;
  });
  window.addEventListener('pageshow', (event) => {
    hidden = false;
    if (event.persisted) restart();
  });
  window.addEventListener('beforeunload', () => {
    window.setTimeout(() => {
      if (!hidden) restart();
    }, 250);
  });
}

/**
 * Starts the fake backend in the browser (service worker): the data comes from IndexedDB, shared with every
 * tab of this browser (persistent-store.ts); every request catches up with the other tabs first, and a
 * change is written under the tabs' common write lock. Resolves once requests are answered (the worker's
 * life-cycle events feed the dev panel's request log).
 */
export function startMockBackend(
  options: {
    beforeResolve?: BeforeResolveHook;
    afterResolve?: AfterResolveHook;
    /** Fills the data of a first visit (default: the default seed); resolves with its scenario. */
    seedFresh?: () => Promise<SharedScenario | SeededInParts | null>;
  } = {},
): Promise<MockBackend> {
  started ??= (async () => {
    // The builds' default seed, made at build time: a first visit (and a reset to it) neither loads faker nor generates.
    // Its accounts are in this chunk; its postings and places in one of their own, fetched as a first visit starts.
    const json = prebuiltSeedJson;
    if (json !== null)
      usePrebuiltSeed({
        seed: DEFAULT_SEED,
        load: () => JSON.parse(json) as PrebuiltSeedPart,
        loadLater: async () => {
          const later = (await import('virtual:wen-prebuilt-seed-later')).default;
          if (later === null) throw new Error('The build has no prebuilt postings and places.');
          return JSON.parse(later) as PrebuiltSeedPart;
        },
      });
    let first: Awaited<ReturnType<typeof firstData>> | null = null;
    const store = await PersistentStore.open(async () => {
      first = await firstData(options.seedFresh ?? seedDefault);
      return first.seeded;
    });
    useStore(store);
    markDatabaseReady(Promise.resolve());
    if ((first as Awaited<ReturnType<typeof firstData>> | null)?.legacy) {
      const storage = localStorageOrNull();
      if (storage && store.getStatus().failedWrite === null) {
        // Written to IndexedDB: the old copy has done its job.
        removeStoredSnapshot(storage);
        storage.removeItem(LEGACY_APPLIED_DATA_KEY);
      }
    }
    // Every request catches up with the other tabs first; changes run one at a time across all tabs.
    const around: AroundHandling = (info, handle) =>
      info.changesData ? store.write(handle) : store.read(handle);
    const worker = setupWorker(
      ...createHandlers({
        beforeResolve: async (info) =>
          offlineHook(info) ?? (options.beforeResolve ?? injectedFaultsHook)(info),
        around,
        afterResolve: async (info, response) =>
          afterHandlerFaultsHook(
            info,
            options.afterResolve ? await options.afterResolve(info, response) : response,
          ),
      }),
    );
    await worker.start(WORKER_START_OPTIONS);
    keepMockingWhileThePageStays(worker);
    return { worker, store };
  })();
  return started;
}

export { changeData } from './db/tab-data';
