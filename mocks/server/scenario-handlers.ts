import type { HttpHandler } from 'msw';
import { findScenario, type Scenario } from '@scenarios/scenario-registry';
import { createHandlers } from '../handlers/create-handlers';
import type { AroundHandling, BeforeResolveHook } from '../handlers/define-handler';
import type { SharedExclusiveLock } from '../lib/shared-exclusive-lock';
import { applyScenarioOverlay } from '../scenario-data';
import { ScenarioRuntime } from '../scenario-runtime';
import { SCENARIO_HEADER } from './cors';
import { faultHeaderAfterHook, faultHeaderHook } from './fault-header-hooks';

/** What the server's handlers work on: the shared data's runtime, its lock, and how a change is kept. */
export interface ScenarioHandlersContext {
  shared: ScenarioRuntime;
  lock: SharedExclusiveLock;
  /** Writes the shared data to the data file (called while the change's exclusive lock is held). */
  persist: () => Promise<void>;
  seedOf: (scenario: Scenario) => number;
}

/**
 * The contract's handlers as the mock server runs them: a request's fault header first, then the shared
 * scenario's behaviour (or that of the scenario the request names, on that scenario's data put in place for it
 * alone), reads side by side and changes one at a time, each change on disk before it is answered.
 */
export function scenarioHandlers({
  shared,
  lock,
  persist,
  seedOf,
}: ScenarioHandlersContext): HttpHandler[] {
  /** The behaviour of scenarios named by requests, one runtime per scenario (its own call counters). */
  const requestRuntimes = new Map<string, ScenarioRuntime>();
  const callNumbers = new WeakMap<Request, number>();

  /** The scenario a request names, when it differs from the shared one (already validated). */
  function namedScenario(request: Request): Scenario | undefined {
    const id = request.headers.get(SCENARIO_HEADER);
    if (!id || id === shared.selection.scenario.id) return undefined;
    return findScenario(id);
  }

  function runtimeOf(request: Request): ScenarioRuntime {
    const scenario = namedScenario(request);
    if (!scenario) return shared;
    let runtime = requestRuntimes.get(scenario.id);
    if (!runtime) {
      runtime = new ScenarioRuntime({ scenario, seed: seedOf(scenario) });
      requestRuntimes.set(scenario.id, runtime);
    }
    return runtime;
  }

  const beforeResolve: BeforeResolveHook = async (info) => {
    const fault = await faultHeaderHook(info);
    if (fault) return fault;
    // Latency is waited outside the lock: a slow scenario of one client holds up no one else.
    callNumbers.set(info.request, await runtimeOf(info.request).admit(info));
    return undefined;
  };

  const around: AroundHandling = (info, handle) => {
    const runtime = runtimeOf(info.request);
    const callNumber = callNumbers.get(info.request) ?? 1;
    const answer = async () => (await runtime.answerInstead(info, callNumber)) ?? handle();
    const scenario = namedScenario(info.request);
    if (!scenario) {
      if (!info.changesData) return lock.shared(answer);
      return lock.exclusive(async () => {
        const response = await answer();
        // On disk before it is answered: a crash after the answer loses nothing the client was told of.
        await persist();
        return response;
      });
    }
    return lock.exclusive(async () => {
      const undo = await applyScenarioOverlay(scenario);
      try {
        return await answer();
      } finally {
        await undo();
      }
    });
  };

  // '*' matches any origin; the requests themselves carry the configured public origin (requestUrl).
  return createHandlers({
    baseUrl: '*',
    beforeResolve,
    around,
    afterResolve: async (info, response) =>
      faultHeaderAfterHook(info, await runtimeOf(info.request).shape(info, response)),
  });
}
