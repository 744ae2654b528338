// @ts-check
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, matchesGlob } from 'node:path';
import { MUTATION_MODULES } from './mutation-modules.mjs';

/**
 * Reading the mutation runs' reports (reports/mutation/<test set>/<module or all-modules>/mutation.json): shared by
 * scripts/mutation-summary.mjs (the scores) and stryker.config.mjs (the whole suite's run takes the module tests'
 * survivors as what it mutates).
 */

/** The folder of each test set's runs. */
export const TEST_SET_DIRS = {
  modules: 'reports/mutation/module-tests',
  models: 'reports/mutation/model-suites',
  whole: 'reports/mutation/whole-suite',
};

/**
 * @typedef {{ line: number; column: number }} Position
 * @typedef {{ id: string; mutatorName: string; replacement?: string; status: string; location: { start: Position; end: Position }; killedBy?: string[] }} Mutant
 * @typedef {{ source: string; mutants: Mutant[] }} FileResult
 * @typedef {{ files: Record<string, FileResult>; testFiles: Record<string, { tests: Array<{ id: string; name: string }> }> }} Report
 */

/**
 * One report of all files of a test set: the newest run's result of each file (a focused rerun of one module
 * replaces what the run of all modules said of its files).
 * @param {string} dir
 * @returns {Report | null}
 */
export function mergedReport(dir) {
  if (!existsSync(dir)) return null;
  const runs = readdirSync(dir)
    .map((sub) => join(dir, sub, 'mutation.json'))
    .filter((file) => existsSync(file))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs);
  if (runs.length === 0) return null;
  /** @type {Report} */
  const merged = { files: {}, testFiles: {} };
  for (const run of runs) {
    const report = JSON.parse(readFileSync(run, 'utf8'));
    Object.assign(merged.files, report.files);
    Object.assign(merged.testFiles, report.testFiles ?? {});
  }
  return merged;
}

/** A line range after a file (Stryker's `file:start-end`): the module owns the file's mutants of those lines. */
const MUTATION_RANGE = /:\d+(:\d+)?-\d+(:\d+)?$/;

/** The file glob of a `mutate` entry, without its line range. */
export const fileGlobOf = (/** @type {string} */ pattern) => pattern.replace(MUTATION_RANGE, '');

/** The module a mutated file belongs to. */
export const moduleOf = (/** @type {string} */ file) =>
  Object.entries(MUTATION_MODULES).find(([, module]) =>
    module.mutate.some((pattern) => matchesGlob(file, fileGlobOf(pattern))),
  )?.[0] ?? '(other)';

/** Killed: a test failed, or the mutant made a test hang (Stryker counts a timeout as detected). */
export const killed = (/** @type {Mutant} */ mutant) =>
  mutant.status === 'Killed' || mutant.status === 'Timeout';

/** Statuses that are no test's verdict: the mutant did not compile or load, or was ignored. */
export const UNSCORED = ['CompileError', 'RuntimeError', 'Ignored'];

/** One mutant, the same in two runs of unchanged code (ids differ from run to run). */
export const mutantKey = (
  /** @type {string} */ file,
  /** @type {Mutant} */ { location: { start, end }, mutatorName, replacement },
) => [file, start.line, start.column, end.line, end.column, mutatorName, replacement].join(':');

/**
 * What the whole suite's run mutates: the code of every mutant the module tests left alive, as Stryker's
 * `file:line:column-line:column` ranges (its ranges count columns from 0, its reports from 1), for the modules
 * given. Stryker makes every mutant within a range (the survivor, and those of its sub-expressions); the summary
 * reads only the survivors' results. Empty when the module tests have not run.
 * @param {string[]} modules
 */
export function survivorPatterns(modules, dir = TEST_SET_DIRS.modules) {
  const report = mergedReport(dir);
  if (!report) return [];
  const patterns = new Set();
  for (const [file, { mutants }] of Object.entries(report.files)) {
    if (!modules.includes(moduleOf(file))) continue;
    for (const mutant of mutants) {
      if (killed(mutant) || UNSCORED.includes(mutant.status)) continue;
      const { start, end } = mutant.location;
      patterns.add(`${file}:${start.line}:${start.column - 1}-${end.line}:${end.column - 1}`);
    }
  }
  return [...patterns].sort();
}
