// @ts-check
/* global process */
import { selectedModules } from './scripts/mutation-modules.mjs';

/**
 * Mutation testing: `npm run test:mutation` (slow, not part of `npm test`; run it on a quiet machine). Incremental:
 * a rerun only tests the mutants whose code or tests changed. The modules live in scripts/mutation-modules.mjs (the
 * one place to update when code moves). A mutant left alive on purpose carries Stryker's own comment at its line,
 * `// Stryker disable next-line <mutator>: <why>` (equivalent, or not worth a test), and is reported as ignored.
 *
 * MUTATION_MODULE=<name>: only that module (sizing a run, or a focused rerun).
 * MUTATION_TESTS=models: the model suites alone (tests/unit/models), reported apart from the module tests.
 */
const testSet = process.env.MUTATION_TESTS ?? 'modules';
if (!['modules', 'models'].includes(testSet))
  throw new Error(`MUTATION_TESTS is models or unset, not ${testSet}`);
const only = process.env.MUTATION_MODULE;
// One folder per test set and module (or all modules): a focused run keeps its own incremental results.
const slug = only ? only.replace(/[^a-z0-9]+/gi, '-').toLowerCase() : 'all-modules';
const out = `reports/mutation/${testSet}/${slug}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  // Each mutant runs only the tests that executed its code (the vitest runner measures it per test).
  coverageAnalysis: 'perTest',
  // Two cores shared by several engineers: two sandboxes at most (--concurrency 1 on a busy machine).
  concurrency: 2,
  incremental: true,
  incrementalFile: `${out}/stryker-incremental.json`,
  mutate: selectedModules().flatMap(([, module]) => module.mutate),
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
  dryRunTimeoutMinutes: 20,
  // The score per file and every surviving mutant in the terminal (clear-text) and in the HTML report; the JSON
  // report for tools. Ignored mutants (the disable comments) show with their reason and do not count.
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: `${out}/mutation.html` },
  jsonReporter: { fileName: `${out}/mutation.json` },
  clearTextReporter: { allowColor: false, reportScoreTable: true, reportMutants: true },
  // The module tests' bar: the run fails below 90 % (killed and timed out of all mutants that compiled and ran).
  thresholds: { high: 95, low: 90, break: testSet === 'modules' ? 90 : null },
};
