import type { SetupServer } from 'msw/node';
import { findScenario, SCENARIOS } from '@scenarios/scenario-registry';
import type { LatencySetting, Scenario } from '@scenarios/scenario-types';
import { createHandlers } from './handlers/create-handlers';
import { ScenarioRuntime } from './scenario-runtime';
import { DEFAULT_SEED } from './seed';

export interface ApplyScenarioOptions {
  /** The seed of the data and of the scenario's repeatable randomness (default: the scenario's, else the default seed). */
  seed?: number;
  /** A latency instead of the scenario's (e.g. { mode: 'none' } to keep a slow scenario fast in a unit test). */
  latency?: LatencySetting | null;
  /** Start from freshly seeded data (default true); open sessions stay either way. */
  reset?: boolean;
  /** The API origin of the server's handlers (undefined: relative paths, as under jsdom). */
  baseUrl?: string;
}

export interface AppliedScenario {
  scenario: Scenario;
  runtime: ScenarioRuntime;
  /** Drops the scenario's behaviour (server.resetHandlers(): every runtime override of the test goes). */
  clear(): void;
}

/** Puts a Node test server into a scenario: its data now, its behaviour until clear(). */
export async function applyScenarioToServer(
  server: SetupServer,
  id: string,
  options: ApplyScenarioOptions = {},
): Promise<AppliedScenario> {
  const scenario = findScenario(id);
  if (!scenario) {
    throw new Error(
      `Unknown scenario '${id}'. Known scenarios: ${SCENARIOS.map((s) => s.id).join(', ')}.`,
    );
  }
  const runtime = new ScenarioRuntime({
    scenario,
    seed: options.seed ?? scenario.seed ?? DEFAULT_SEED,
  });
  if (options.latency !== undefined) runtime.setLatency(options.latency);
  await runtime.applyData({ reset: options.reset ?? true });
  server.use(
    ...createHandlers({
      baseUrl: options.baseUrl,
      beforeResolve: runtime.hook,
      afterResolve: runtime.shape,
    }),
  );
  return { scenario, runtime, clear: () => server.resetHandlers() };
}
