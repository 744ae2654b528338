/** Types of scripts/mutation-reports.mjs (plain JavaScript run by Node) for the TypeScript code that reads it. */
export declare const TEST_SET_DIRS: { modules: string; models: string; whole: string };

/** The lines of the module tests' survivors of these modules, as Stryker's `file:startLine-endLine` patterns. */
export declare function survivorPatterns(modules: string[], dir?: string): string[];
