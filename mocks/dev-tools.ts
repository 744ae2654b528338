import type { User } from '@contract/schemas';
import type { MockControl } from '@/lib/mock-control';
import { SCENARIOS, findScenario } from '@scenarios/scenario-registry';
import type { LatencySetting, UserFlags } from '@scenarios/scenario-types';
import { startMockBackend } from './browser';
import { getNow } from './clock';
import { issueAuthorizationCode, liftLoginLockouts } from './db/auth-repository';
import { notifyDatabaseChange } from './db/database';
import { exportDatabase, importExport, readExport } from './database-transfer';
import { resetDatabase, resetDatabaseInParts } from './db/lifecycle';
import type { PersistentStore } from './db/persistent-store';
import type { SeededInParts, SharedScenario } from './db/stored-data';
import { changeData } from './db/tab-data';
import { findUserById, toUser } from './db/users-repository';
import { clearFaults, injectFault, readFaults, writeFaults, type InjectedFault } from './faults';
import { formatLatency } from './latency';
import { RequestLog } from './request-log';
import { applyScenarioData, changeUserFlags } from './scenario-data';
import { ScenarioRuntime, type ScenarioSelection } from './scenario-runtime';
import {
  dataKey,
  DEFAULT_DATA_KEY,
  LATENCY_QUERY,
  saveLatency,
  saveSelection,
  SCENARIO_QUERY,
  SEED_QUERY,
  takeStartSelection,
  type StartSelection,
} from './scenario-storage';
import { listPersonas, scenarioInfo } from './dev-panel-directory';
import { devPanelState, selectionOf } from './dev-panel-state';

/**
 * The browser side of scenarios and the dev panel (mock mode only): which scenario this tab uses (URL, then
 * sessionStorage), the runtime that carries it out, the request log, and the control object the app's dev
 * panel talks to (its type is src/lib/mock-control.ts; src/main.tsx hands it over).
 */

const sharedScenarioOf = ({ scenario, seed }: ScenarioSelection): SharedScenario => ({
  id: scenario.id,
  seed,
});

/**
 * A first visit seeds the scenario it starts in at once; one without data changes (the default) in parts: the
 * sign-in is answered before the postings and places are in.
 */
async function seedFirstVisit(
  selection: ScenarioSelection,
): Promise<SharedScenario | SeededInParts> {
  if (!selection.scenario.data?.length) {
    const { accountsIn, wholeIn, laterCollections } = resetDatabaseInParts(
      selection.seed,
      getNow(),
    );
    await accountsIn;
    return {
      scenario: sharedScenarioOf(selection),
      seed: selection.seed,
      rest: wholeIn,
      laterCollections,
    };
  }
  await resetDatabase(selection.seed, getNow());
  await applyScenarioData(selection.scenario, { seed: selection.seed, reset: false });
  return sharedScenarioOf(selection);
}

/**
 * Selects the tab's scenario: a link's, else the one the browser's data is in. The data is switched to it when it
 * is of another scenario or seed, and marked as its when it names no scenario the registry knows.
 */
async function selectTabScenario(
  runtime: ScenarioRuntime,
  store: PersistentStore,
  start: StartSelection,
): Promise<void> {
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
    seedFresh: () => seedFirstVisit(start.selection),
  });
  log.attach(worker.events);

  await selectTabScenario(runtime, store, start);

  const panel = devPanelState({ runtime, store, log, unknownScenarioId: start.unknownScenarioId });

  /**
   * Switches the browser's data to the runtime's selection (every tab follows). Not runtime.applyData: the
   * requests this tab holds meanwhile wait on the runtime, and the switch must not wait on them.
   */
  const applySelection = () =>
    panel.replaceData(() => {
      const { scenario, seed } = runtime.selection;
      return changeData(() => applyScenarioData(scenario, { seed }), {
        scenario: sharedScenarioOf(runtime.selection),
      });
    });

  const control: MockControl = {
    scenarios: SCENARIOS.map(scenarioInfo),
    listPersonas,

    getState: panel.getState,
    subscribe: panel.subscribe,

    async selectScenario(id: string, seed?: number) {
      const scenario = findScenario(id);
      if (!scenario) throw new Error(`Unknown scenario '${id}'.`);
      const selection = { scenario, seed: seed ?? scenario.seed ?? runtime.selection.seed };
      runtime.select(selection);
      saveSelection(selection);
      panel.forgetUnknownScenario();
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
      panel.changed();
    },
    injectFault(fault: InjectedFault) {
      injectFault(fault);
      panel.changed();
    },
    removeFault(index: number) {
      writeFaults(readFaults().filter((_, position) => position !== index));
      panel.changed();
    },
    clearFaults() {
      clearFaults();
      panel.changed();
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
      return panel.replaceData(() => importExport(snapshot));
    },

    getRequestLog: () => log.entries(),
    subscribeRequestLog: (listener: () => void) => log.subscribe(listener),
    clearRequestLog: () => log.clear(),
    exportHar: () => JSON.stringify(log.toHar(), null, 2),
  };
  return control;
}

export type MockDevToolsControl = Awaited<ReturnType<typeof startMockDevTools>>;
