// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MUTATION_DECISIONS } from '../../../scripts/mutation-decisions.mjs';
import { survivorPatterns } from '../../../scripts/mutation-reports.mjs';

/**
 * scripts/mutation-summary.mjs (npm run test:mutation's last step) on made-up Stryker reports: the score per module,
 * the newest run of a file, what is left out of the score, the decisions and the side-by-side comparison. The script
 * runs as npm runs it, in a folder of its own holding reports/mutation/.
 */
const SCRIPT = resolve('scripts/mutation-summary.mjs');
const TERMS = 'src/features/terms/terms-screen.tsx';
const SOURCE = 'const a = 1;\nconst b = a + 2;\nexport { b };\n';

type Status = 'Killed' | 'Timeout' | 'Survived' | 'NoCoverage' | 'CompileError';
interface Mutant {
  id: string;
  mutatorName: string;
  replacement: string;
  status: Status;
  location: { start: { line: number; column: number }; end: { line: number; column: number } };
  killedBy?: string[];
}

const mutant = (
  id: string,
  status: Status,
  line = 2,
  mutatorName = 'ArithmeticOperator',
): Mutant => ({
  id,
  mutatorName,
  replacement: `a - ${id}`,
  status,
  location: { start: { line, column: 11 }, end: { line, column: 16 } },
});

let folder = '';
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = '';
});

function report(
  set: 'module-tests' | 'model-suites' | 'whole-suite',
  run: string,
  files: Record<string, { source: string; mutants: Mutant[] }>,
  age = 0,
  testFiles: Record<string, { tests: Array<{ id: string; name: string }> }> = {},
) {
  const dir = join(folder, 'reports/mutation', set, run);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'mutation.json');
  writeFileSync(file, JSON.stringify({ schemaVersion: '2', files, testFiles }));
  const when = new Date(Date.now() - age * 60_000);
  utimesSync(file, when, when);
}

function summary(): { code: number; out: string; md: string } {
  try {
    const out = execFileSync(process.execPath, [SCRIPT], {
      cwd: folder,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { code: 0, out, md: readFileSync(join(folder, 'reports/mutation/summary.md'), 'utf8') };
  } catch (error) {
    const failed = error as { status: number; stderr: string };
    return { code: failed.status, out: failed.stderr, md: '' };
  }
}

const row = (md: string, name: string) =>
  md.split('\n').find((line) => line.startsWith(`| ${name} |`));

describe('mutation summary', () => {
  it('says there is no report yet and fails when none was written', () => {
    folder = mkdtempSync(join(tmpdir(), 'mutation-summary-'));
    const { code, out } = summary();
    expect(code).toBe(1);
    expect(out).toContain('No mutation report yet');
  });

  it('scores killed and timed-out mutants of all but those that did not compile, per module', () => {
    folder = mkdtempSync(join(tmpdir(), 'mutation-summary-'));
    report('module-tests', 'terms gating', {
      [TERMS]: {
        source: SOURCE,
        mutants: [
          mutant('1', 'Killed'),
          mutant('2', 'Timeout'),
          mutant('3', 'Survived'),
          mutant('4', 'NoCoverage'),
          mutant('5', 'CompileError'),
        ],
      },
    });
    const { code, md } = summary();
    expect(code).toBe(0);
    expect(row(md, 'terms gating')).toBe('| terms gating | 4 | 2 | 1 | 1 | 50.0 % |');
    expect(md).toContain('| **all** | 4 | 2 | | | **50.0 %** |');
    // Both left alive are listed, with the code they change, and count as undecided.
    expect(md).toContain('### Not killed (2, 2 undecided)');
    expect(md).toContain(
      `| ${TERMS}:2 | ArithmeticOperator | \`a + 2\` → \`a - 3\` | Survived | **undecided** |`,
    );
    expect(md).toContain('NoCoverage | **undecided** |');
    expect(md).not.toContain('a - 5');
  });

  it('takes the newest run of a file that several runs mutated', () => {
    folder = mkdtempSync(join(tmpdir(), 'mutation-summary-'));
    report(
      'module-tests',
      'all-modules',
      { [TERMS]: { source: SOURCE, mutants: [mutant('1', 'Survived')] } },
      10,
    );
    report(
      'module-tests',
      'terms gating',
      { [TERMS]: { source: SOURCE, mutants: [mutant('1', 'Killed')] } },
      1,
    );
    expect(row(summary().md, 'terms gating')).toBe('| terms gating | 1 | 1 | 0 | 0 | 100.0 % |');
  });

  /** A source holding a decision's code, `linesBefore` lines down, and its mutant (the decision's mutator). */
  function decidedMutant(decision: (typeof MUTATION_DECISIONS)[number], linesBefore = 1) {
    const code = decision.code.split('\n');
    const source = `${'// before\n'.repeat(linesBefore)}${code.map((line) => `  ${line}`).join('\n')}\nexport {};\n`;
    const decided: Mutant = {
      ...mutant('1', 'Survived', linesBefore + code.length, decision.mutator),
      replacement: decision.replacement ?? '""',
    };
    return { source, decided };
  }

  it('puts a decision beside the mutant it names, and a decided mutant is not undecided', () => {
    folder = mkdtempSync(join(tmpdir(), 'mutation-summary-'));
    const decision = MUTATION_DECISIONS[0]!;
    const { source, decided } = decidedMutant(decision);
    report('module-tests', 'all-modules', { [decision.file]: { source, mutants: [decided] } });
    const { md } = summary();
    expect(md).toContain('### Not killed (1, 0 undecided)');
    expect(md).toContain(`| ${decision.decision}: ${decision.why} |`);
  });

  it('lists the decisions of a mutated file that explain no mutant left alive', () => {
    folder = mkdtempSync(join(tmpdir(), 'mutation-summary-'));
    const decision = MUTATION_DECISIONS[0]!;
    const { source, decided } = decidedMutant(decision);
    report('module-tests', 'all-modules', {
      [decision.file]: { source, mutants: [{ ...decided, status: 'Killed' }] },
    });
    const { md } = summary();
    expect(md).toMatch(/### Decisions that explain no mutant left alive \(\d+: delete them\)/);
    expect(md).toContain(`- ${decision.file}: \``);
    // Only decisions of the files the run mutated.
    const elsewhere = MUTATION_DECISIONS.find((one) => one.file !== decision.file)!;
    expect(md).not.toContain(`- ${elsewhere.file}:`);
  });

  it('anchors a decision by its code: code that moved keeps it, code that changed loses it', () => {
    folder = mkdtempSync(join(tmpdir(), 'mutation-summary-'));
    const decision = MUTATION_DECISIONS[0]!;
    const moved = decidedMutant(decision, 40);
    report('module-tests', 'moved', {
      [decision.file]: { source: moved.source, mutants: [moved.decided] },
    });
    expect(summary().md).toContain('### Not killed (1, 0 undecided)');
    const changed = decidedMutant({ ...decision, code: `${decision.code} // changed` }, 40);
    report('module-tests', 'moved', {
      [decision.file]: { source: changed.source, mutants: [changed.decided] },
    });
    expect(summary().md).toContain('### Not killed (1, 1 undecided)');
  });

  it('compares the model suites with the module tests where both mutated the same source', () => {
    folder = mkdtempSync(join(tmpdir(), 'mutation-summary-'));
    report('module-tests', 'terms gating', {
      [TERMS]: {
        source: SOURCE,
        mutants: [mutant('1', 'Killed'), mutant('2', 'Survived'), mutant('3', 'Killed')],
      },
    });
    report('model-suites', 'terms gating', {
      [TERMS]: {
        source: SOURCE,
        mutants: [mutant('1', 'Killed'), mutant('2', 'Killed'), mutant('3', 'Survived')],
      },
    });
    const { md } = summary();
    // The models' survivors need no decision: the module tests are the bar.
    expect(md).toContain('### Not killed (1; no decisions needed: the module tests are the bar)');
    expect(md).toContain(
      '## Side by side: module tests, the whole vitest suite and the model suites alone',
    );
    // The whole suite has not run: no score of its own.
    expect(row(md.slice(md.indexOf('## Side by side')), 'terms gating')).toBe(
      '| terms gating | 66.7 % (2/3) | - | 66.7 % (2/3) | 1 | 1 |',
    );
  });

  it('leaves a file out of the comparison when it changed between the two runs', () => {
    folder = mkdtempSync(join(tmpdir(), 'mutation-summary-'));
    report('module-tests', 'terms gating', {
      [TERMS]: { source: SOURCE, mutants: [mutant('1', 'Killed')] },
    });
    report('model-suites', 'terms gating', {
      [TERMS]: { source: `${SOURCE}// changed\n`, mutants: [mutant('1', 'Survived')] },
    });
    const { md } = summary();
    expect(row(md.slice(md.indexOf('## Side by side')), 'terms gating')).toBe(
      '| terms gating | 100.0 % (1/1) | - | 0.0 % (0/1) | n/a | n/a |',
    );
  });

  describe("the whole vitest suite, run on the module tests' survivors", () => {
    const KILLER = 'tests/unit/app/journeys.test.tsx';
    const killers = { [KILLER]: { tests: [{ id: '7', name: 'a journey' }] } };

    it("scores a module as the module tests' kills plus the survivors the whole suite kills, naming the test file", () => {
      folder = mkdtempSync(join(tmpdir(), 'mutation-summary-'));
      report('module-tests', 'terms gating', {
        [TERMS]: {
          source: SOURCE,
          mutants: [mutant('1', 'Killed'), mutant('2', 'Survived'), mutant('3', 'NoCoverage')],
        },
      });
      report(
        'whole-suite',
        'all-modules',
        {
          [TERMS]: {
            source: SOURCE,
            mutants: [
              { ...mutant('2', 'Killed'), killedBy: ['7'] },
              mutant('3', 'Survived'),
              // A mutant of the same line the module tests killed: the whole run makes it too, it changes nothing.
              mutant('1', 'Killed'),
            ],
          },
        },
        0,
        killers,
      );
      const { md } = summary();
      expect(row(md.slice(md.indexOf('## Side by side')), 'terms gating')).toBe(
        '| terms gating | 33.3 % (1/3) | 66.7 % (2/3) | - | n/a | n/a |',
      );
      expect(md).toContain('| **all** | **33.3 %** | **66.7 %** | | | |');
      // The killed survivor needs no decision; the other one still does.
      expect(md).toContain('### Not killed (2, 1 undecided, 1 killed by the whole suite)');
      expect(md).toContain(`| Survived | killed by the whole suite (\`${KILLER}\`) |`);
      expect(md).toContain('| NoCoverage | **undecided** |');
    });

    it('flags an equivalence decision the whole suite contradicts', () => {
      folder = mkdtempSync(join(tmpdir(), 'mutation-summary-'));
      const decision = MUTATION_DECISIONS.find((one) => one.decision === 'equivalent')!;
      const { source, decided } = decidedMutant(decision);
      report('module-tests', 'all-modules', {
        [decision.file]: { source, mutants: [decided] },
      });
      report(
        'whole-suite',
        'all-modules',
        {
          [decision.file]: { source, mutants: [{ ...decided, status: 'Killed', killedBy: ['7'] }] },
        },
        0,
        killers,
      );
      const { md } = summary();
      expect(md).toContain('1 killed by the whole suite, 1 decisions contradicted)');
      expect(md).toContain(
        `**contradicted**: equivalent: ${decision.why}; yet the whole suite kills it`,
      );
    });

    it('gives no whole-suite score while a survivor has no verdict of its run, or its file changed since', () => {
      folder = mkdtempSync(join(tmpdir(), 'mutation-summary-'));
      report('module-tests', 'terms gating', {
        [TERMS]: { source: SOURCE, mutants: [mutant('1', 'Survived'), mutant('2', 'Survived')] },
      });
      report('whole-suite', 'all-modules', {
        [TERMS]: { source: SOURCE, mutants: [mutant('1', 'Killed')] },
      });
      expect(row(summary().md.slice(summary().md.indexOf('## Side by side')), 'terms gating')).toBe(
        '| terms gating | 0.0 % (0/2) | - | - | n/a | n/a |',
      );
      report('whole-suite', 'all-modules', {
        [TERMS]: {
          source: `${SOURCE}// changed\n`,
          mutants: [mutant('1', 'Killed'), mutant('2', 'Killed')],
        },
      });
      const { md } = summary();
      expect(row(md.slice(md.indexOf('## Side by side')), 'terms gating')).toBe(
        '| terms gating | 0.0 % (0/2) | - | - | n/a | n/a |',
      );
      expect(md).toContain('### Not killed (2, 2 undecided, 0 killed by the whole suite)');
    });
  });

  it("hands the whole suite's run the code of the module tests' survivors of the modules asked for", () => {
    folder = mkdtempSync(join(tmpdir(), 'mutation-summary-'));
    const GUARDS = 'src/app/guards.tsx';
    const spanning: Mutant = {
      ...mutant('4', 'Survived'),
      location: { start: { line: 3, column: 1 }, end: { line: 5, column: 2 } },
    };
    report('module-tests', 'all-modules', {
      [TERMS]: {
        source: SOURCE,
        mutants: [
          mutant('1', 'Killed', 1),
          mutant('2', 'Timeout', 4),
          mutant('3', 'NoCoverage', 2),
          mutant('5', 'Survived', 2),
          spanning,
          mutant('6', 'CompileError', 7),
        ],
      },
      [GUARDS]: { source: SOURCE, mutants: [mutant('7', 'Survived', 9)] },
    });
    const dir = join(folder, 'reports/mutation/module-tests');
    // Stryker's ranges count columns from 0, its reports from 1.
    expect(survivorPatterns(['terms gating'], dir)).toEqual([
      `${TERMS}:2:10-2:15`,
      `${TERMS}:3:0-5:1`,
    ]);
    expect(survivorPatterns(['terms gating', 'route guards'], dir)).toEqual([
      `${GUARDS}:9:10-9:15`,
      `${TERMS}:2:10-2:15`,
      `${TERMS}:3:0-5:1`,
    ]);
    expect(survivorPatterns(['terms gating'], join(folder, 'nothing-here'))).toEqual([]);
  });
});
