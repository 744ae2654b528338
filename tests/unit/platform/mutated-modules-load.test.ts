// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join, matchesGlob, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MUTATION_MODULES } from '../../../scripts/mutation-modules.mjs';

/**
 * Every module under mutation testing loads (scripts/mutation-modules.mjs). Part of every module's test set in a
 * mutation run too (vitest.mutation.config.ts): a mutant that makes a module throw while it loads (an empty
 * collator locale, a store made from `{}`) fails this test, where a test file importing the module fails to load,
 * which Stryker's vitest runner counts as no tests at all, and the mutant as survived.
 */
/** The file glob of a `mutate` entry, without Stryker's line range (`file:start-end`). */
const fileGlobOf = (pattern: string) => pattern.replace(/:\d+(:\d+)?-\d+(:\d+)?$/, '');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const sources = filesUnder('src');
const globs = Object.entries(MUTATION_MODULES).flatMap(([name, module]) =>
  module.mutate.map((pattern) => ({ name, glob: fileGlobOf(pattern) })),
);
const filesOf = (glob: string) => sources.filter((file) => matchesGlob(file, glob));
const mutated = [...new Set(globs.flatMap(({ glob }) => filesOf(glob)))].sort();

describe('the modules under mutation testing', () => {
  // A glob that matches nothing (code moved) would leave its module unmutated without a word.
  it.each(globs)('$name: $glob names files that exist', ({ glob }) => {
    expect(filesOf(glob)).not.toEqual([]);
  });

  it.each(mutated)('%s loads', async (file) => {
    await expect(import(/* @vite-ignore */ resolve(file))).resolves.toBeDefined();
  });
});
