import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockServer, DEFAULT_SEED, setMockNow } from '@mocks/node';
import { ScenarioRuntime } from '@mocks/scenario-runtime';
import { DEFAULT_SCENARIO } from '@scenarios/scenario-registry';
import { resolveApiBaseUrl } from '@/lib/env';
import fc from 'fast-check';
import {
  isComplete,
  modelCoverage,
  planPaths,
  randomWalk,
  runPath,
  writeCoverageReport,
  type ModelDefinition,
  type PathStrategy,
} from '../../models/model-harness';
import { JsdomDriver } from './jsdom-driver';

/** A Monday, 08:00 in Munich: the fake backend's data and the app's clock stand here. */
export const MODEL_TEST_NOW = new Date('2026-11-23T07:00:00.000Z');

/** A random walk's length (events): long enough to repeat states, short enough for one test. */
const WALK_EVENTS = 12;
/** The random walks' seed: MODEL_WALK_SEED replays a failed one, otherwise a new seed each run. */
const walkSeed = Number(process.env.MODEL_WALK_SEED ?? Math.floor(Math.random() * 2 ** 31));

/**
 * The vitest runner of a model: every generated path (all bounded simple paths plus the transition cover) is a
 * test named by its steps, run against the real app in jsdom; the last test writes the coverage of the run
 * (reports/model-coverage-vitest.json), prints the table and fails below 100 % state or transition coverage.
 */
export function describeModel(
  model: ModelDefinition,
  {
    strategy = 'simple',
    maxPaths,
    pairs = false,
  }: {
    strategy?: PathStrategy;
    maxPaths?: number;
    /** Plan paths until every transition pair is taken, and require 100 % pair coverage. */
    pairs?: boolean;
  } = {},
): void {
  const runtime = new ScenarioRuntime({ scenario: DEFAULT_SCENARIO, seed: DEFAULT_SEED });
  const server = createMockServer({ baseUrl: resolveApiBaseUrl(), beforeResolve: runtime.hook });
  const driver = new JsdomDriver(runtime);
  const planned = planPaths(model, strategy, { maxPaths, pairs });
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

    it(`a random walk of ${WALK_EVENTS} events (seed ${walkSeed}; replay: MODEL_WALK_SEED=${walkSeed})`, async () => {
      // fast-check draws the walk from the seed; a failure prints the seed and the walk, and
      // MODEL_WALK_SEED=<seed> npx vitest run tests/unit/models/<model>-model.test.tsx -t 'random walk' replays it.
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.nat({ max: 99 }), { minLength: WALK_EVENTS, maxLength: WALK_EVENTS }),
          async (choices) => {
            await runPath(model, randomWalk(model, choices), driver);
          },
        ),
        { seed: walkSeed, numRuns: 1, endOnFailure: true },
      );
    }, 120_000);

    it('covers every state and every transition of the model', () => {
      const coverage = modelCoverage(model, planned.length, passed);
      console.log(writeCoverageReport('vitest', [coverage]));
      expect(coverage.states.missing, 'states not covered').toEqual([]);
      expect(coverage.transitions.missing, 'transitions not covered').toEqual([]);
      expect(isComplete(coverage)).toBe(true);
      if (pairs)
        expect(coverage.transitionPairs.missing, 'transition pairs not covered').toEqual([]);
    });
  });
}
