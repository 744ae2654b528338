import { DEFAULT_SCENARIO, findScenario, type Scenario } from '@scenarios/scenario-registry';
import { restoreSnapshot } from '../db/snapshot';
import { ScenarioRuntime } from '../scenario-runtime';
import { DEFAULT_SEED } from '../seed';
import { readDataFile, removeStaleTemporaryFiles, writeDataFile } from './data-file';
import type { MockHttpServerOptions } from './mock-http-server-types';
import { requireScenario } from './scenario-selection';

/**
 * The mock server's shared data at its start: the data file's (a restart, in the scenario and seed it was left
 * in) or freshly seeded for the scenario asked for, and how a change is written back to the file.
 */
export async function openSharedData(options: MockHttpServerOptions) {
  const seedOf = (scenario: Scenario) => options.seed ?? scenario.seed ?? DEFAULT_SEED;
  const initial = requireScenario(options.scenario ?? DEFAULT_SCENARIO.id);
  // The same runtime as the service worker's: the scenario's data, latency, network and route overrides.
  const shared = new ScenarioRuntime({ scenario: initial, seed: seedOf(initial) });
  const dataFile = options.dataFile;
  const stored = dataFile ? await readDataFile(dataFile) : null;
  if (dataFile) await removeStaleTemporaryFiles(dataFile);
  if (stored) {
    // A restart: the data as it was left, in the scenario and seed it was in (--scenario/--seed apply to new files).
    const scenario = findScenario(stored.scenario) ?? initial;
    shared.select({ scenario, seed: stored.seed });
    await restoreSnapshot(stored.database);
  } else {
    await shared.applyData({ reset: true, liftLockouts: true });
  }
  /** Writes the shared data to the data file (called while the change's exclusive lock is held). */
  const persist = async () => {
    if (!dataFile) return;
    await writeDataFile(dataFile, {
      scenario: shared.selection.scenario.id,
      seed: shared.selection.seed,
    });
  };
  if (dataFile && !stored) await persist();
  return { shared, seedOf, dataFile, persist };
}
