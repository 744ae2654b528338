import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, TestRunner } from 'vitest';
import { DEFAULT_SEED } from '@mocks/node';
import { ScenarioRuntime } from '@mocks/scenario-runtime';
import { DEFAULT_SCENARIO } from '@scenarios/scenario-registry';
import fc from 'fast-check';
import { isComplete, modelCoverage, writeCoverageReport } from '../../models/model-coverage';
import { randomWalk } from '../../models/path-planning';
import { runPath, type ModelDefinition } from '../../models/model-harness';
import { type PlannedPath } from '../../models/model-graph';
import { PAIRS_REQUIRED, vitestPaths } from '../../models/models';
import { useFakeBackendAt } from '../support/fake-backend-at';
import { MODEL_PARTS_DIR } from '../support/global-setup';
import { JsdomDriver } from './jsdom-driver';

/** A Monday, 08:00 in Munich: the fake backend's data and the app's clock stand here. */
export const MODEL_TEST_NOW = new Date('2026-11-23T07:00:00.000Z');

/** A random walk's length (events): long enough to repeat states, short enough for one test. */
const WALK_EVENTS = 12;
/**
 * The random walks' seed: MODEL_WALK_SEED replays a failed one, otherwise a new seed each run. The seed stays out of
 * the test's name: a name that changes with every load is a new test to tools that track tests by name (Stryker's
 * per-test coverage never reruns it for a mutant); a failure names it.
 */
const walkSeed = Number(process.env.MODEL_WALK_SEED ?? Math.floor(Math.random() * 2 ** 31));

/**
 * One of the test files a model's paths are shared out over, so that both workers run them at once (a model's
 * paths are independent: each starts the app afresh). Part `index` (from 1) of `of`.
 */
export interface ModelPart {
  index: number;
  of: number;
}

/**
 * The share of part `index` of `of`: the costliest items first, each to the part with the least cost so far.
 * Deterministic (ties by name): every part file computes the same split.
 */
export function shareOut<T>(
  items: readonly T[],
  { index, of }: ModelPart,
  cost: (item: T) => number,
  name: (item: T) => string,
): T[] {
  const load = Array.from({ length: of }, () => 0);
  const parts = Array.from({ length: of }, (): T[] => []);
  const costliestFirst = [...items].sort(
    (a, b) => cost(b) - cost(a) || name(a).localeCompare(name(b)),
  );
  for (const item of costliestFirst) {
    const lightest = load.indexOf(Math.min(...load));
    parts[lightest]!.push(item);
    load[lightest]! += cost(item);
  }
  return items.filter((item) => parts[index - 1]!.includes(item));
}

/** The paths of part `index` of `of` (the events are what a path costs). */
export const pathsOfPart = (planned: PlannedPath[], part: ModelPart): PlannedPath[] =>
  shareOut(
    planned,
    part,
    (path) => path.events.length,
    (path) => path.description,
  );

/**
 * Notes this part's passed paths and returns the passed paths of all parts of the model noted in this run so far
 * (the part that finishes last writes the whole model's coverage).
 */
function passedByAllParts(model: ModelDefinition, part: ModelPart, passed: string[][]): string[][] {
  mkdirSync(MODEL_PARTS_DIR, { recursive: true });
  const file = join(MODEL_PARTS_DIR, `${model.id}.part-${part.index}-of-${part.of}.json`);
  // Written whole, then renamed: the other part may read the folder at this moment.
  writeFileSync(`${file}.tmp`, JSON.stringify(passed));
  renameSync(`${file}.tmp`, file);
  return readdirSync(MODEL_PARTS_DIR)
    .filter((name) => name.startsWith(`${model.id}.part-`) && name.endsWith(`-of-${part.of}.json`))
    .flatMap((name) => JSON.parse(readFileSync(join(MODEL_PARTS_DIR, name), 'utf8')) as string[][]);
}

/**
 * The fake backend (the seeded demo data, with its scenario runtime and the tab's faults), the app's clock at
 * MODEL_TEST_NOW (only Date is faked: timers and promises run normally) and the jsdom driver of a file of model runs.
 */
export function useModelBackend(): JsdomDriver {
  const runtime = new ScenarioRuntime({ scenario: DEFAULT_SCENARIO, seed: DEFAULT_SEED });
  useFakeBackendAt(MODEL_TEST_NOW, runtime);
  return new JsdomDriver(runtime);
}

/**
 * The vitest runner of a model: every path it plans (vitestPaths: all bounded simple paths, the transition cover,
 * the tours, and for PAIRS_REQUIRED the pair tours) is a test named by its steps, run against the real app in
 * jsdom; the last test writes the coverage of the run (reports/model-coverage-vitest.json), prints the table and
 * fails below 100 % state or transition coverage (and pair coverage, for PAIRS_REQUIRED).
 * With `part`, the file runs its share of the paths (pathsOfPart; the random walk in part 1): each part checks
 * that all its paths passed and that the paths of all parts together cover the model as above; the coverage
 * report counts the paths every part of this run passed.
 */
export function describeModel(model: ModelDefinition, { part }: { part?: ModelPart } = {}): void {
  const driver = useModelBackend();
  const planned = vitestPaths(model);
  const pairs = PAIRS_REQUIRED.has(model.id);
  const mine = part ? pathsOfPart(planned, part) : planned;
  const passed: string[][] = [];

  const title = part
    ? `model ${model.id}, part ${part.index} of ${part.of}: ${mine.length} of ${planned.length} simple paths`
    : `model ${model.id}: ${planned.length} simple paths`;
  // The coverage check must come after the paths it counts, also with the tests shuffled (`--sequence.shuffle`):
  // the paths (and the walk) go into a group shuffled as the run says (the file's setting, read at the top level),
  // the check after it.
  const shuffleTests = TestRunner.getCurrentSuite().options?.shuffle ?? false;
  describe(title, { shuffle: false }, () => {
    describe('paths', { shuffle: shuffleTests }, () => {
      for (const path of mine) {
        it(
          path.description,
          async () => {
            await runPath(model, path, driver);
            passed.push(path.events);
          },
          90_000,
        );
      }

      if (!part || part.index === 1)
        it(`a seeded random walk of ${WALK_EVENTS} events`, async () => {
          // fast-check draws the walk from the seed; a failure names the seed and the walk, and
          // MODEL_WALK_SEED=<seed> npx vitest run tests/unit/models/<model>-model.test.tsx -t 'random walk' replays it.
          try {
            await fc.assert(
              fc.asyncProperty(
                fc.array(fc.nat({ max: 99 }), { minLength: WALK_EVENTS, maxLength: WALK_EVENTS }),
                async (choices) => {
                  await runPath(model, randomWalk(model, choices), driver);
                },
              ),
              { seed: walkSeed, numRuns: 1, endOnFailure: true },
            );
          } catch (error) {
            throw new Error(
              `The random walk of seed ${walkSeed} failed; replay it: MODEL_WALK_SEED=${walkSeed}`,
              { cause: error },
            );
          }
        }, 120_000);
    });

    it('covers every state and every transition of the model', () => {
      if (part) {
        expect(passed.length, 'paths of this part passed').toBe(mine.length);
        const shares = Array.from({ length: part.of }, (_, i) =>
          pathsOfPart(planned, { index: i + 1, of: part.of }),
        );
        expect(shares.flat().length, 'the parts share out every path once').toBe(planned.length);
        expect(new Set(shares.flat()).size).toBe(planned.length);
      }
      // Split: what all parts run together must cover the model (each part checks its own paths pass).
      const covering = part ? planned.map((path) => path.events) : passed;
      const coverage = modelCoverage(model, planned.length, covering);
      const reported = part
        ? modelCoverage(model, planned.length, passedByAllParts(model, part, passed))
        : coverage;
      console.log(writeCoverageReport('vitest', [reported]));
      expect(coverage.states.missing, 'states not covered').toEqual([]);
      expect(coverage.transitions.missing, 'transitions not covered').toEqual([]);
      expect(isComplete(coverage)).toBe(true);
      if (pairs)
        expect(coverage.transitionPairs.missing, 'transition pairs not covered').toEqual([]);
    });
  });
}
