import type { User } from '@contract/schemas';
import type { MockControl } from '@/lib/mock-control';
import { SCENARIOS, findScenario } from '@scenarios/scenario-registry';
import type { LatencySetting, UserFlags } from '@scenarios/scenario-types';
import { startMockBackend } from './browser';
import { getNow } from './clock';
import { issueAuthorizationCode, liftLoginLockouts } from './db/auth-repository';
import { notifyDatabaseChange, onDatabaseChange } from './db/database';
import { exportDatabase, importExport, readExport } from './database-transfer';
import { resetDatabase, resetDatabaseInParts } from './db/lifecycle';
import type { SharedScenario } from './db/stored-data';
import { changeData } from './db/tab-data';
import { findUserById, toUser } from './db/users-repository';
import {
  clearFaults,
  FAULTS_STORAGE_KEY,
  injectFault,
  readFaults,
  writeFaults,
  type InjectedFault,
} from './faults';
import { formatLatency, NO_LATENCY } from './latency';
import { RequestLog } from './request-log';
import { applyScenarioData, changeUserFlags } from './scenario-data';
import { ScenarioRuntime, type ScenarioSelection } from './scenario-runtime';
import {
  dataKey,
  DEFAULT_DATA_KEY,
  LATENCY_QUERY,
  safeStorage,
  saveLatency,
  saveSelection,
  SCENARIO_QUERY,
  SEED_QUERY,
  takeStartSelection,
  type StartSelection,
} from './scenario-storage';
import { listPersonas, scenarioInfo } from './dev-panel-directory';
import { DEFAULT_SEED } from './seed-constants';

/**
 * The browser side of scenarios and the dev panel (mock mode only): which scenario this tab uses (URL, then
 * sessionStorage), the runtime that carries it out, the request log, and the control object the app's dev
 * panel talks to (its type is src/lib/mock-control.ts; src/main.tsx hands it over).
 */

const sharedScenarioOf = ({ scenario, seed }: ScenarioSelection): SharedScenario => ({
  id: scenario.id,
  seed,
});

function selectionOf(shared: SharedScenario | null): ScenarioSelection | null {
  const scenario = shared ? findScenario(shared.id) : undefined;
  return shared && scenario ? { scenario, seed: shared.seed } : null;
}

/**
 * Starts the fake backend and returns the dev panel's control object. The browser's data has one scenario,
 * shared by every tab (the data and the scenario it was put into belong together): a link (?scenario=,
 * &seed=) or the panel switches it deliberately, for every tab of this browser; a tab opened or reloaded
 * without a link takes the data's scenario and never resets the data. Latency, faults and the request log
 * are the tab's own.
 */
export async function startMockDevTools(start: StartSelection = takeStartSelection()) {
  const runtime = new ScenarioRuntime(start.selection);
  runtime.setLatency(start.latency);
  saveLatency(start.latency);

  const log = new RequestLog();
  const { worker, store } = await startMockBackend({
    beforeResolve: runtime.hook,
    afterResolve: runtime.shape,
    // A first visit seeds the scenario it starts in at once; one without data changes (the default) in parts:
    // the sign-in is answered before the postings and places are in.
    async seedFresh() {
      if (!start.selection.scenario.data?.length) {
        const { accountsIn, wholeIn, laterCollections } = resetDatabaseInParts(
          start.selection.seed,
          getNow(),
        );
        await accountsIn;
        return {
          scenario: sharedScenarioOf(start.selection),
          seed: start.selection.seed,
          rest: wholeIn,
          laterCollections,
        };
      }
      await resetDatabase(start.selection.seed, getNow());
      await applyScenarioData(start.selection.scenario, {
        seed: start.selection.seed,
        reset: false,
      });
      return sharedScenarioOf(start.selection);
    },
  });
  log.attach(worker.events);

  const held = selectionOf(store.getScenario());
  const selection = start.fromAddress || !held ? start.selection : held;
  runtime.select(selection);
  saveSelection(selection);
  const heldKey = held ? dataKey(held) : DEFAULT_DATA_KEY;
  if (dataKey(selection) !== heldKey) {
    await changeData(() => applyScenarioData(selection.scenario, { seed: selection.seed }), {
      scenario: sharedScenarioOf(selection),
    });
  } else if (!held) {
    await changeData(async () => undefined, { scenario: sharedScenarioOf(selection) });
  }

  // --- state for the panel -----------------------------------------------------------------
  const listeners = new Set<() => void>();
  let unknownScenarioId = start.unknownScenarioId;
  let busy = false;
  let dataVersion = 0;
  let remoteChanges = 0;
  let faultsRaw: string | null = null;
  let state: ReturnType<typeof buildState> | null = null;

  function buildState() {
    return {
      scenarioId: runtime.selection.scenario.id,
      seed: runtime.selection.seed,
      defaultSeed: DEFAULT_SEED,
      manualLatency: runtime.manualLatency,
      latency: runtime.latency,
      scenarioLatency: runtime.selection.scenario.latency ?? NO_LATENCY,
      faults: readFaults() as readonly InjectedFault[],
      unknownScenarioId,
      busy,
      dataVersion,
      remoteChanges,
      storage: storageState(),
    };
  }
  function storageState() {
    const status = store.getStatus();
    return {
      saved: status.mode === 'indexeddb',
      failedWrite: status.failedWrite
        ? { at: status.failedWrite.at, message: status.failedWrite.message }
        : null,
      rejectedRecords: status.rejected.map((record) => `${record.collection}: ${record.reason}`),
    };
  }
  const currentFaultsRaw = () => {
    try {
      return safeStorage('session')?.getItem(FAULTS_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  };
  const changed = () => {
    state = null;
    listeners.forEach((listener) => listener());
  };
  // Faults change from outside too (tests write sessionStorage; 'once' faults are used up by requests).
  log.subscribe(() => {
    if (currentFaultsRaw() !== faultsRaw) changed();
  });
  onDatabaseChange(() => {
    dataVersion += 1;
    changed();
  });
  store.onStatusChange(changed);
  // Another tab changed the data (and maybe switched the scenario): follow it; the app refetches.
  store.onRemoteChange(() => {
    const shared = selectionOf(store.getScenario());
    if (shared && dataKey(shared) !== dataKey(runtime.selection)) {
      runtime.select(shared);
      saveSelection(shared);
    }
    remoteChanges += 1;
    changed();
  });

  async function replaceData<T>(work: () => Promise<T>): Promise<T> {
    busy = true;
    changed();
    const done = work();
    runtime.holdRequestsUntil(done);
    try {
      return await done;
    } finally {
      busy = false;
      changed();
    }
  }

  /**
   * Switches the browser's data to the runtime's selection (every tab follows). Not runtime.applyData: the
   * requests this tab holds meanwhile wait on the runtime, and the switch must not wait on them.
   */
  const applySelection = () =>
    replaceData(() => {
      const { scenario, seed } = runtime.selection;
      return changeData(() => applyScenarioData(scenario, { seed }), {
        scenario: sharedScenarioOf(runtime.selection),
      });
    });

  const control: MockControl = {
    scenarios: SCENARIOS.map(scenarioInfo),
    listPersonas,

    getState() {
      const raw = currentFaultsRaw();
      if (!state || raw !== faultsRaw) {
        faultsRaw = raw;
        state = buildState();
      }
      return state;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    async selectScenario(id: string, seed?: number) {
      const scenario = findScenario(id);
      if (!scenario) throw new Error(`Unknown scenario '${id}'.`);
      const selection = { scenario, seed: seed ?? scenario.seed ?? runtime.selection.seed };
      runtime.select(selection);
      saveSelection(selection);
      unknownScenarioId = null;
      await applySelection();
    },
    async resetData(seed?: number) {
      const selection = { ...runtime.selection, seed: seed ?? runtime.selection.seed };
      runtime.select(selection);
      saveSelection(selection);
      await applySelection();
    },
    /** Lifts every login lockout (a switch or reset keeps those of failed logins). */
    async liftLockouts() {
      const lifted = await changeData(async () => liftLoginLockouts());
      notifyDatabaseChange();
      return lifted;
    },
    shareLink(origin: string) {
      const url = new URL('/', origin);
      url.searchParams.set(SCENARIO_QUERY, runtime.selection.scenario.id);
      url.searchParams.set(SEED_QUERY, String(runtime.selection.seed));
      if (runtime.manualLatency)
        url.searchParams.set(LATENCY_QUERY, formatLatency(runtime.manualLatency));
      return url.toString();
    },

    setLatency(setting: LatencySetting | null) {
      runtime.setLatency(setting);
      saveLatency(setting);
      changed();
    },
    injectFault(fault: InjectedFault) {
      injectFault(fault);
      changed();
    },
    removeFault(index: number) {
      writeFaults(readFaults().filter((_, position) => position !== index));
      changed();
    },
    clearFaults() {
      clearFaults();
      changed();
    },

    getUser(userId: string): User | null {
      const user = findUserById(userId);
      return user ? toUser(user) : null;
    },
    async setUserFlags(userId: string, flags: UserFlags) {
      const updated = await changeData(() => changeUserFlags(userId, flags));
      notifyDatabaseChange();
      return toUser(updated);
    },
    issueAuthorizationCode: (qNumber: string) => changeData(() => issueAuthorizationCode(qNumber)),

    exportDatabase: () => exportDatabase(store),
    async importDatabase(json: string) {
      const snapshot = readExport(json);
      return replaceData(() => importExport(snapshot));
    },

    getRequestLog: () => log.entries(),
    subscribeRequestLog: (listener: () => void) => log.subscribe(listener),
    clearRequestLog: () => log.clear(),
    exportHar: () => JSON.stringify(log.toHar(), null, 2),
  };
  return control;
}

export type MockDevToolsControl = Awaited<ReturnType<typeof startMockDevTools>>;
