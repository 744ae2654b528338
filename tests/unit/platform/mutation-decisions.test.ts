// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { linesOfCode, MUTATION_DECISIONS } from '../../../scripts/mutation-decisions.mjs';

/**
 * The mutation decisions (scripts/mutation-decisions.mjs) are anchored by the code of the mutant's line: a decision
 * whose code left its file no longer explains any mutant, and is caught here, in the test loop, not only at the
 * next mutation run. Change the code, and look at the decision anew: still true (quote the new line), or gone.
 */
describe('mutation decisions', () => {
  it.each(MUTATION_DECISIONS.map((decision) => [decision.file, decision.code, decision] as const))(
    '%s: the code `%s` is in its file, once',
    (file, code) => {
      expect(linesOfCode(readFileSync(file, 'utf8'), code)).toHaveLength(1);
    },
  );

  it('finds code by its lines without their indentation, a longer quote by all its lines in a row', () => {
    const source = [
      'function a() {',
      '  return x;',
      '}',
      'function b() {',
      '    return x;',
      '}',
    ].join('\n');
    expect(linesOfCode(source, 'return x;')).toEqual([2, 5]);
    expect(linesOfCode(source, 'function b() {\nreturn x;')).toEqual([5]);
    expect(linesOfCode(source, 'function a() {\n}')).toEqual([]);
    expect(linesOfCode(source, 'return y;')).toEqual([]);
  });
});
