// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MUTATION_DECISIONS } from '../../../scripts/mutation-decisions.mjs';

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
  set: 'module-tests' | 'model-suites',
  run: string,
  files: Record<string, { source: string; mutants: Mutant[] }>,
  age = 0,
) {
  const dir = join(folder, 'reports/mutation', set, run);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'mutation.json');
  writeFileSync(file, JSON.stringify({ schemaVersion: '2', files }));
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

  it('puts a decision beside the mutant it names, and a decided mutant is not undecided', () => {
    folder = mkdtempSync(join(tmpdir(), 'mutation-summary-'));
    const decision = MUTATION_DECISIONS[0]!;
    const decided: Mutant = {
      ...mutant('1', 'Survived', decision.line, decision.mutator),
      replacement: decision.replacement ?? '""',
    };
    report('module-tests', 'all-modules', {
      [decision.file]: { source: SOURCE.repeat(decision.line), mutants: [decided] },
    });
    const { md } = summary();
    expect(md).toContain('### Not killed (1, 0 undecided)');
    expect(md).toContain(`| ${decision.decision}: ${decision.why} |`);
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
    expect(md).toContain('## Side by side: module tests and model suites alone');
    expect(row(md.slice(md.indexOf('## Side by side')), 'terms gating')).toBe(
      '| terms gating | 66.7 % (2/3) | 66.7 % (2/3) | 1 | 1 |',
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
      '| terms gating | 100.0 % (1/1) | 0.0 % (0/1) | n/a | n/a |',
    );
  });
});
