/** Types of mutation-modules.mjs (plain JavaScript: stryker.config.mjs loads it without a TypeScript step). */
export interface MutationModule {
  mutate: string[];
  tests: string[];
}
export declare const MUTATION_MODULES: Record<string, MutationModule>;
export declare const LOAD_TEST: string;
export declare const MODEL_TESTS: string[];
export declare function selectedModules(only?: string): Array<[string, MutationModule]>;
