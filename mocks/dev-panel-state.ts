import { findScenario } from '@scenarios/scenario-registry';
import { onDatabaseChange } from './db/database';
import type { PersistentStore } from './db/persistent-store';
import type { SharedScenario } from './db/stored-data';
import { FAULTS_STORAGE_KEY, readFaults, type InjectedFault } from './faults';
import { NO_LATENCY } from './latency';
import type { RequestLog } from './request-log';
import type { ScenarioRuntime, ScenarioSelection } from './scenario-runtime';
import { dataKey, safeStorage, saveSelection } from './scenario-storage';
import { DEFAULT_SEED } from './seed-constants';

/** The selection a shared scenario names; null without one, or for one the registry does not know. */
export function selectionOf(shared: SharedScenario | null): ScenarioSelection | null {
  const scenario = shared ? findScenario(shared.id) : undefined;
  return shared && scenario ? { scenario, seed: shared.seed } : null;
}

export interface DevPanelStateContext {
  runtime: ScenarioRuntime;
  store: PersistentStore;
  log: RequestLog;
  /** A ?scenario= of the address the registry does not know. */
  unknownScenarioId: string | null;
}

/**
 * What the dev panel shows of this tab (mocks/dev-tools.ts): a snapshot rebuilt after a change only, and the
 * listeners told of each change. It follows the data's changes, this tab's and the other tabs'.
 */
export function devPanelState({ runtime, store, log, unknownScenarioId }: DevPanelStateContext) {
  const listeners = new Set<() => void>();
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

  return {
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
    /** Tells the listeners that something the snapshot shows changed. */
    changed,
    /** The address's unknown scenario is no longer news once the panel selects one. */
    forgetUnknownScenario() {
      unknownScenarioId = null;
    },
    /** Runs work that replaces the data; the panel shows it busy, and the tab's requests wait for it. */
    async replaceData<T>(work: () => Promise<T>): Promise<T> {
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
    },
  };
}
