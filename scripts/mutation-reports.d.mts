/** Types of scripts/mutation-reports.mjs (plain JavaScript run by Node) for the TypeScript code that reads it. */
export declare const TEST_SET_DIRS: { modules: string; models: string; whole: string };

/** The file glob of a `mutate` entry of scripts/mutation-modules.mjs, without its line range. */
export declare function fileGlobOf(pattern: string): string;

/** The code of the module tests' survivors of these modules, as Stryker's `file:line:column-line:column` ranges. */
export declare function survivorPatterns(modules: string[], dir?: string): string[];
