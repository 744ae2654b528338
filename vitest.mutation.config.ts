import { defineConfig } from 'vitest/config';
import { LOAD_TEST, MODEL_TESTS, selectedModules } from './scripts/mutation-modules.mjs';
import viteConfig from './vite.config';

/**
 * Left out of the whole suite's mutation run (MUTATION_TESTS=whole), as they read the files rather than run them,
 * and Stryker's instrumented copies differ: the builds test checks what Vite makes of them (chunk sizes against the
 * budgets), the decisions test that each decision's code is in its file.
 */
const WHOLE_SUITE_LEFT_OUT = [
  'tests/unit/platform/builds.test.ts',
  'tests/unit/platform/mutation-decisions.test.ts',
];

/**
 * The vitest configuration Stryker runs (stryker.config.mjs): the project's, with only the tests of the modules
 * under mutation (or the model suites alone, MUTATION_TESTS=models). The whole suite renders the app in most
 * files, so every mutant would be "related" to it: too slow for two cores on every mutant, so it runs only on the
 * lines of the module tests' survivors (MUTATION_TESTS=whole, stryker.config.mjs).
 */
export default defineConfig((env) => {
  const base = viteConfig(env);
  const testSet = process.env.MUTATION_TESTS;
  const exclude = [
    ...(base.test?.exclude ?? []),
    ...(testSet === 'whole' ? WHOLE_SUITE_LEFT_OUT : []),
  ];
  const include =
    testSet === 'models'
      ? MODEL_TESTS
      : testSet === 'whole'
        ? (base.test?.include ?? [])
        : [...new Set(selectedModules().flatMap(([, module]) => module.tests)), LOAD_TEST];
  // One walk for every mutant: with a new seed per process, whether a walk kills a mutant would be chance.
  const testEnv = { ...base.test?.env, MODEL_WALK_SEED: process.env.MODEL_WALK_SEED ?? '20261123' };
  return {
    ...base,
    test: { ...base.test, env: testEnv, include, exclude, reporters: ['default'] },
  };
});
