import { afterEach, describe, it } from 'vitest';
import { MOCK_REQUEST_TIMEOUT_KEY } from '@/lib/mock-request-timeout-key';
import { planPathFaultRuns, runFaultRun, type FaultRun } from '../../models/model-fault-runs';
import { shareOut, useModelBackend, type ModelPart } from './model-runner';

/** The client timeout while a hang is injected. */
const HANG_TIMEOUT_MS = 300;

/**
 * Fault runs (tests/models/model-faults.ts) as tests, one each, in jsdom against the fake backend. The file that
 * calls this mocks '@/lib/env' with mockBuildEnv, so that the hang's short timeout set here is read.
 */
export function itRunsFaults(runs: readonly FaultRun[]): void {
  const driver = useModelBackend();
  afterEach(() => {
    sessionStorage.removeItem(MOCK_REQUEST_TIMEOUT_KEY);
  });
  for (const run of runs) {
    it(
      run.description,
      () =>
        runFaultRun(
          run,
          driver,
          (kind) => {
            if (kind === 'hang')
              sessionStorage.setItem(MOCK_REQUEST_TIMEOUT_KEY, String(HANG_TIMEOUT_MS));
          },
          () => sessionStorage.removeItem(MOCK_REQUEST_TIMEOUT_KEY),
        ),
      90_000,
    );
  }
}

/** How many files the path fault runs are shared out over (paths-x-faults.part-*.test.tsx): one per worker. */
export const PATH_FAULT_PARTS = 3;

/** A run's cost: the events it takes (the failed one and its retry counted). */
const runCost = (run: FaultRun) => run.before.length + run.after.length + 2;

/** The path fault runs of part `index` of `of` (tests/unit/models/paths-x-faults.part-*.test.tsx). */
export const pathFaultRunsOfPart = (part: ModelPart): FaultRun[] =>
  shareOut(planPathFaultRuns(), part, runCost, (run) => run.description);

/** Every model path × every call on it × every fault: this part's share of the runs. */
export function describePathFaults(part: ModelPart): void {
  const all = planPathFaultRuns();
  const mine = pathFaultRunsOfPart(part);
  describe(`model paths × faults, part ${part.index} of ${part.of}: ${mine.length} of ${all.length} runs`, () =>
    itRunsFaults(mine));
}
