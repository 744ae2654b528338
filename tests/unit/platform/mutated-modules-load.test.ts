// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join, matchesGlob, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MUTATION_MODULES } from '../../../scripts/mutation-modules.mjs';

/**
 * Every module under mutation testing loads (scripts/mutation-modules.mjs). Part of every module's test set in a
 * mutation run too (vitest.mutation.config.ts): a mutant that makes a module throw while it loads (an empty
 * collator locale, a store made from `{}`) fails this test, where a test file importing the module fails to load,
 * which Stryker's vitest runner counts as no tests at all (a "false survivor").
 */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const sources = filesUnder('src');
const mutated = [
  ...new Set(
    Object.values(MUTATION_MODULES).flatMap((module) =>
      module.mutate.flatMap((glob) =>
        sources.filter((file) => matchesGlob(file, glob.replace(/:[\d:-]+$/, ''))),
      ),
    ),
  ),
].sort();

describe('the modules under mutation testing', () => {
  it('are found where scripts/mutation-modules.mjs says', () => {
    expect(mutated.length).toBeGreaterThanOrEqual(Object.keys(MUTATION_MODULES).length);
  });

  it.each(mutated)('%s loads', async (file) => {
    await expect(import(/* @vite-ignore */ resolve(file))).resolves.toBeDefined();
  });
});
