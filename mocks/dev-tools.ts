import type { User } from '@contract/schemas';
import { SCENARIOS, findScenario } from '@scenarios/scenario-registry';
import type { LatencySetting, Scenario, UserFlags } from '@scenarios/scenario-types';
import { startMockBackend } from './browser';
import { issueAuthorizationCode } from './db/auth-repository';
import { db, notifyDatabaseChange, onDatabaseChange } from './db/database';
import { loadSnapshot, parseSnapshot, restoreSnapshot, takeSnapshot } from './db/snapshot';
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
import { changeUserFlags } from './scenario-data';
import { ScenarioRuntime } from './scenario-runtime';
import {
  APPLIED_DATA_STORAGE_KEY,
  dataKey,
  DEFAULT_DATA_KEY,
  LATENCY_QUERY,
  readAppliedDataKey,
  safeStorage,
  saveLatency,
  saveSelection,
  SCENARIO_QUERY,
  SEED_QUERY,
  takeStartSelection,
  writeItem,
  type StartSelection,
} from './scenario-storage';
import { DEFAULT_SEED, NEW_COMPANY_PROFILE, PERSONAS, type PersonaKey } from './seed';

/**
 * The browser side of scenarios and the dev panel (mock mode only): which scenario this tab uses (URL, then
 * sessionStorage), the runtime that carries it out, the request log, and the control object the app's dev
 * panel talks to (its type is src/lib/mock-control.ts; src/main.tsx hands it over).
 */

const scenarioInfo = (scenario: Scenario) => ({
  id: scenario.id,
  title: scenario.title,
  description: scenario.description,
  persona: scenario.persona ?? null,
});

function listPersonas() {
  const seeded = (Object.keys(PERSONAS) as PersonaKey[]).map((key) => {
    const persona = PERSONAS[key];
    const user = findUserById(persona.id);
    return {
      key,
      givenName: user?.givenName ?? '',
      familyName: user?.familyName ?? '',
      email: persona.email,
      qNumber: persona.qNumber,
      signIn: persona.signIn,
      password: persona.password,
    };
  });
  return [
    ...seeded,
    {
      key: 'newUser',
      givenName: NEW_COMPANY_PROFILE.givenName,
      familyName: NEW_COMPANY_PROFILE.familyName,
      email: NEW_COMPANY_PROFILE.email,
      qNumber: NEW_COMPANY_PROFILE.qNumber,
      signIn: 'company-sign-on' as const,
      password: '',
    },
  ];
}

/**
 * Starts the fake backend with the tab's scenario and returns the dev panel's control object. The data is
 * put into the scenario's state only when the shared database holds another scenario's (or seed's) data,
 * so a reload keeps what the tester created.
 */
export async function startMockDevTools(start: StartSelection = takeStartSelection()) {
  const hadStoredData = (() => {
    const local = safeStorage('local');
    return local ? loadSnapshot(local) !== null : false;
  })();
  const runtime = new ScenarioRuntime(start.selection);
  runtime.setLatency(start.latency);
  saveSelection(start.selection);
  saveLatency(start.latency);

  const log = new RequestLog();
  const worker = await startMockBackend({
    beforeResolve: runtime.hook,
    afterResolve: runtime.shape,
  });
  log.attach(worker.events);

  const markApplied = () =>
    writeItem(safeStorage('local'), APPLIED_DATA_STORAGE_KEY, dataKey(runtime.selection));
  const heldData = hadStoredData ? (readAppliedDataKey() ?? DEFAULT_DATA_KEY) : DEFAULT_DATA_KEY;
  if (heldData !== dataKey(start.selection)) {
    // A fresh database already holds the default seed: only the changes are missing then.
    const fresh = !hadStoredData && start.selection.seed === DEFAULT_SEED;
    await runtime.applyData({ reset: !fresh });
  }
  markApplied();

  // --- state for the panel -----------------------------------------------------------------
  const listeners = new Set<() => void>();
  let unknownScenarioId = start.unknownScenarioId;
  let busy = false;
  let dataVersion = 0;
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

  async function replaceData(work: () => Promise<void>): Promise<void> {
    busy = true;
    changed();
    const done = work();
    runtime.holdRequestsUntil(done);
    try {
      await done;
      markApplied();
    } finally {
      busy = false;
      changed();
    }
  }

  const control = {
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
      await replaceData(() => runtime.applyData());
    },
    async resetData(seed?: number) {
      const selection = { ...runtime.selection, seed: seed ?? runtime.selection.seed };
      runtime.select(selection);
      saveSelection(selection);
      await replaceData(() => runtime.applyData());
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
      const updated = await changeUserFlags(userId, flags);
      notifyDatabaseChange();
      return toUser(updated);
    },
    issueAuthorizationCode,

    exportDatabase() {
      return JSON.stringify(takeSnapshot());
    },
    async importDatabase(json: string) {
      const snapshot = parseSnapshot(json);
      if (!snapshot) {
        throw new Error('The file is not a database export of the WEN mock backend (version 1).');
      }
      await replaceData(async () => {
        const previous = takeSnapshot();
        const sessions = db.sessions.all().map((session) => ({ ...session }));
        try {
          await restoreSnapshot(snapshot);
        } catch (error) {
          await restoreSnapshot(previous);
          throw new Error(
            `The file holds records the mock backend refuses: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
        // Open sessions stay, so importing a colleague's demo does not sign the tester out.
        for (const session of sessions) {
          const known = db.sessions.findFirst((q) => q.where({ id: session.id }));
          if (!known && findUserById(session.userId)) await db.sessions.create(session);
        }
        notifyDatabaseChange();
      });
    },

    getRequestLog: () => log.entries(),
    subscribeRequestLog: (listener: () => void) => log.subscribe(listener),
    clearRequestLog: () => log.clear(),
    exportHar: () => JSON.stringify(log.toHar(), null, 2),
  };
  return control;
}

export type MockDevToolsControl = Awaited<ReturnType<typeof startMockDevTools>>;
