// @ts-check
/* global process */
import { selectedModules } from './scripts/mutation-modules.mjs';
import { survivorPatterns, TEST_SET_DIRS } from './scripts/mutation-reports.mjs';

/**
 * Mutation testing (issue 23): `npm run test:mutation` (under the heavy lock: `flock /work/wt/heavy.lock npm run
 * test:mutation`). Not part of `npm test`; incremental, so a rerun only tests the mutants whose code or tests
 * changed. The modules live in scripts/mutation-modules.mjs (the one place to update when code moves).
 *
 * MUTATION_MODULE=<name>: only that module (sizing a run, or a focused rerun).
 * MUTATION_TESTS=models: the model suites alone (tests/unit/models), reported apart from the module tests.
 * MUTATION_TESTS=whole: the whole vitest suite, on the lines of the mutants the module tests left alive (their
 *   reports must be there): every mutant the module tests kill, the whole suite kills too, so what it adds is
 *   which survivors some other test kills. The summary scores the whole suite from both runs.
 */
const testSet = process.env.MUTATION_TESTS ?? 'modules';
if (!['modules', 'models', 'whole'].includes(testSet))
  throw new Error(`MUTATION_TESTS is models, whole or unset, not ${testSet}`);
const only = process.env.MUTATION_MODULE;
// One folder per test set and module (or all modules): a focused run keeps its own incremental results.
const slug = only ? only.replace(/[^a-z0-9]+/gi, '-').toLowerCase() : 'all-modules';
const out = `${TEST_SET_DIRS[/** @type {'modules' | 'models' | 'whole'} */ (testSet)]}/${slug}`;

const modules = selectedModules();
const mutate =
  testSet === 'whole'
    ? survivorPatterns(modules.map(([name]) => name))
    : modules.flatMap(([, module]) => module.mutate);
if (mutate.length === 0)
  throw new Error(
    `No mutant left alive by the module tests of ${only ?? 'any module'}: run their mutation tests first (npm run test:mutation), or there is nothing for the whole suite to add.`,
  );

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  // Each mutant runs only the tests that executed its code (the vitest runner measures it per test).
  coverageAnalysis: 'perTest',
  // Two cores shared by several engineers: two sandboxes at most.
  concurrency: 2,
  incremental: true,
  incrementalFile: `${out}/stryker-incremental.json`,
  mutate,
  ignorePatterns: [
    'reports',
    // A second run's sandboxes (a focused rerun beside a long one: --tempDirName .stryker-tmp-<name>).
    '.stryker-tmp*',
    'dist',
    'dist-mock',
    'dist-demo',
    'test-results',
    'playwright-report',
    'bench/results',
  ],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  // A model path renders the whole app in jsdom: a busy machine must not turn a slow run into a timeout.
  timeoutMS: 30_000,
  timeoutFactor: 2,
  // The whole suite's first run is every vitest file in one worker.
  dryRunTimeoutMinutes: testSet === 'whole' ? 60 : 20,
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: `${out}/mutation.html` },
  jsonReporter: { fileName: `${out}/mutation.json` },
  thresholds: { high: 90, low: 85, break: null },
};
