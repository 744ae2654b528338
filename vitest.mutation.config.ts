import { defineConfig } from 'vitest/config';
import { MODEL_TESTS, selectedModules } from './scripts/mutation-modules.mjs';
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
      : [...new Set(selectedModules().flatMap(([, module]) => module.tests))];
  return { ...base, test: { ...base.test, include, reporters: ['default'] } };
});
