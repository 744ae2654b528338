import { defineConfig } from 'vitest/config';
import { LOAD_TEST, MODEL_TESTS, selectedModules } from './scripts/mutation-modules.mjs';
import viteConfig from './vite.config';

/**
 * The vitest configuration Stryker runs (stryker.config.mjs): the project's, with only the tests of the modules
 * under mutation (or the model suites alone, MUTATION_TESTS=models). The whole suite renders the app in most
 * files, so every mutant would be "related" to it: too slow for two cores.
 */
export default defineConfig((env) => {
  const base = viteConfig(env);
  const include =
    process.env.MUTATION_TESTS === 'models'
      ? MODEL_TESTS
      : [...new Set(selectedModules().flatMap(([, module]) => module.tests)), LOAD_TEST];
  // One walk for every mutant: with a new seed per process, whether a walk kills a mutant would be chance.
  const testEnv = { ...base.test?.env, MODEL_WALK_SEED: process.env.MODEL_WALK_SEED ?? '20261123' };
  return {
    ...base,
    test: { ...base.test, env: testEnv, include, reporters: ['default'] },
  };
});
