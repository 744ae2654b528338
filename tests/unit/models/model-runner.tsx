import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockServer, DEFAULT_SEED, setMockNow } from '@mocks/node';
import { ScenarioRuntime } from '@mocks/scenario-runtime';
import { DEFAULT_SCENARIO } from '@scenarios/scenario-registry';
import { resolveApiBaseUrl } from '@/lib/env';
import {
  isComplete,
  modelCoverage,
  planPaths,
  runPath,
  writeCoverageReport,
  type ModelDefinition,
  type PathStrategy,
} from '../../models/model-harness';
import { JsdomDriver } from './jsdom-driver';

/** A Monday, 08:00 in Munich: the fake backend's data and the app's clock stand here. */
export const MODEL_TEST_NOW = new Date('2026-11-23T07:00:00.000Z');

/**
 * The vitest runner of a model: every generated path (all bounded simple paths plus the transition cover) is a
 * test named by its steps, run against the real app in jsdom; the last test writes the coverage of the run
 * (reports/model-coverage-vitest.json), prints the table and fails below 100 % state or transition coverage.
 */
export function describeModel(
  model: ModelDefinition,
  { strategy = 'simple', maxPaths }: { strategy?: PathStrategy; maxPaths?: number } = {},
): void {
  const runtime = new ScenarioRuntime({ scenario: DEFAULT_SCENARIO, seed: DEFAULT_SEED });
  const server = createMockServer({ baseUrl: resolveApiBaseUrl(), beforeResolve: runtime.hook });
  const driver = new JsdomDriver(runtime);
  const planned = planPaths(model, strategy, { maxPaths });
  const passed: string[][] = [];

  beforeAll(() => {
    setMockNow(MODEL_TEST_NOW);
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => {
    // Only Date is faked: timers and promises run normally.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(MODEL_TEST_NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => {
    server.close();
    setMockNow(null);
  });

  describe(`model ${model.id}: ${planned.length} ${strategy} paths`, () => {
    for (const path of planned) {
      it(
        path.description,
        async () => {
          await runPath(model, path, driver);
          passed.push(path.events);
        },
        90_000,
      );
    }

    it('covers every state and every transition of the model', () => {
      const coverage = modelCoverage(model, planned.length, passed);
      console.log(writeCoverageReport('vitest', [coverage]));
      expect(coverage.states.missing, 'states not covered').toEqual([]);
      expect(coverage.transitions.missing, 'transitions not covered').toEqual([]);
      expect(isComplete(coverage)).toBe(true);
    });
  });
}
