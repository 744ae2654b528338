// @ts-check
/* global process */
import { selectedModules } from './scripts/mutation-modules.mjs';

/**
 * Mutation testing (issue 23): `npm run test:mutation` (under the heavy lock: `flock /work/wt/heavy.lock npm run
 * test:mutation`). Not part of `npm test`; incremental, so a rerun only tests the mutants whose code or tests
 * changed. The modules live in scripts/mutation-modules.mjs (the one place to update when code moves).
 *
 * MUTATION_MODULE=<name>: only that module (sizing a run, or a focused rerun).
 * MUTATION_TESTS=models: the model suites alone (tests/unit/models), reported apart from the module tests.
 */
const modelsOnly = process.env.MUTATION_TESTS === 'models';
const only = process.env.MUTATION_MODULE;
// One folder per test set and module (or all modules): a focused run keeps its own incremental results.
const slug = only ? only.replace(/[^a-z0-9]+/gi, '-').toLowerCase() : 'all-modules';
const out = `reports/mutation/${modelsOnly ? 'model-suites' : 'module-tests'}/${slug}`;

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
  mutate: selectedModules().flatMap(([, module]) => module.mutate),
  ignorePatterns: [
    'reports',
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
  dryRunTimeoutMinutes: 20,
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: `${out}/mutation.html` },
  jsonReporter: { fileName: `${out}/mutation.json` },
  thresholds: { high: 90, low: 85, break: null },
};
