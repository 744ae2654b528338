import { describe, expect, it, vi } from 'vitest';
import { MODEL_FAULT_KINDS, MODEL_FAULTS } from '../../models/model-faults';
import { planFaultRuns, planPathFaultRuns } from '../../models/model-fault-runs';
import { vitestPaths } from '../../models/models';
import { itRunsFaults, PATH_FAULT_PARTS, pathFaultRunsOfPart } from './fault-runs';

vi.mock('@/lib/env', async (original) => (await import('./mock-build-env')).mockBuildEnv(original));

/**
 * Paths × faults (issue 23, tests/models/model-faults.ts): each calling transition of the models with a server
 * error, a network error and a hang, on the shortest path through it, in jsdom against the fake backend. Every
 * model path with every fault (planPathFaultRuns) runs in `npm run test:models`; its plan is checked here.
 */
const runs = planFaultRuns();

describe(`model paths × faults: ${runs.length} runs`, () => {
  it('plans every calling transition of every model with every fault kind', () => {
    const calls = MODEL_FAULTS.flatMap(({ model, calls: ofModel }) =>
      ofModel.map((call) => `${model.id} ${call.event}`),
    );
    for (const call of calls) {
      const kinds = runs
        .filter((run) => `${run.model.id} ${run.call.event}` === call)
        .map((run) => run.kind.name);
      expect(new Set(kinds), call).toEqual(new Set(MODEL_FAULT_KINDS.map((kind) => kind.name)));
    }
  });

  it('plans every call on every vitest path with every fault kind, each once over the parts', () => {
    const planned = planPathFaultRuns();
    for (const { model, calls } of MODEL_FAULTS) {
      const events = new Set(calls.map((call) => call.event));
      for (const path of vitestPaths(model)) {
        path.events.forEach((event, index) => {
          if (!events.has(event)) return;
          const ofCall = planned.filter(
            (run) =>
              run.model === model &&
              [...run.before, run.call.event, ...run.after].join() === path.events.join() &&
              run.before.length === index,
          );
          expect(ofCall.map((run) => run.kind.name).sort(), path.description).toEqual(
            MODEL_FAULT_KINDS.map((kind) => kind.name).sort(),
          );
        });
      }
    }
    const shared = Array.from({ length: PATH_FAULT_PARTS }, (_, i) =>
      pathFaultRunsOfPart({ index: i + 1, of: PATH_FAULT_PARTS }),
    ).flat();
    expect(shared).toHaveLength(planned.length);
    expect(new Set(shared.map((run) => run.description)).size).toBe(planned.length);
  });

  itRunsFaults(runs);
});
