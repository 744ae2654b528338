/* global process, console */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, matchesGlob } from 'node:path';
import { decisionFor } from './mutation-decisions.mjs';
import { MUTATION_MODULES } from './mutation-modules.mjs';

/**
 * The score per module of the last mutation runs (reports/mutation/<test set>/<module or all-modules>/mutation.json,
 * written by `npm run test:mutation`; of a file in several, the newest counts), and every mutant that was not
 * killed with its decision (scripts/mutation-decisions.mjs: equivalent or not worth it, and why; "undecided" when none
 * explains it): printed, and written to reports/mutation/summary.md.
 * Score = (killed + timed out) / (all mutants but those that did not compile).
 */
const RUNS = [
  ['module tests', 'reports/mutation/module-tests'],
  ['model suites alone', 'reports/mutation/model-suites'],
];

/** One report of all files of a test set: the newest run's result of each file. */
function mergedReport(dir) {
  if (!existsSync(dir)) return null;
  const runs = readdirSync(dir)
    .map((sub) => join(dir, sub, 'mutation.json'))
    .filter((file) => existsSync(file))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs);
  if (runs.length === 0) return null;
  const files = {};
  for (const run of runs) Object.assign(files, JSON.parse(readFileSync(run, 'utf8')).files);
  return { files };
}
const moduleOf = (file) =>
  Object.entries(MUTATION_MODULES).find(([, module]) =>
    module.mutate.some((glob) => matchesGlob(file, glob)),
  )?.[0] ?? '(other)';

/** Code in one table cell: a replacement may span lines, and | would end the cell. */
const cell = (code = '') => code.replace(/\s+/g, ' ').replace(/\|/g, '\\|').slice(0, 60);

const lines = [];
for (const [label, path] of RUNS) {
  const report = mergedReport(path);
  if (!report) continue;
  const perModule = new Map();
  const open = [];
  let undecided = 0;
  for (const [file, { mutants, source }] of Object.entries(report.files)) {
    const name = moduleOf(file);
    const tally = perModule.get(name) ?? { killed: 0, survived: 0, noCoverage: 0, total: 0 };
    for (const mutant of mutants) {
      if (['CompileError', 'RuntimeError', 'Ignored'].includes(mutant.status)) continue;
      tally.total += 1;
      if (mutant.status === 'Killed' || mutant.status === 'Timeout') tally.killed += 1;
      else {
        if (mutant.status === 'NoCoverage') tally.noCoverage += 1;
        else tally.survived += 1;
        const { start, end } = mutant.location;
        const original = source.split('\n')[start.line - 1] ?? '';
        const text = original.slice(
          start.column - 1,
          end.line === start.line ? end.column - 1 : undefined,
        );
        const decision = decisionFor(file, mutant);
        if (!decision) undecided += 1;
        open.push(
          `| ${file}:${start.line} | ${mutant.mutatorName} | \`${cell(text)}\` → \`${cell(mutant.replacement)}\` | ${mutant.status} | ${decision ? `${decision.decision}: ${decision.why}` : '**undecided**'} |`,
        );
      }
    }
    perModule.set(name, tally);
  }
  const score = ({ killed, total }) => (total ? ((killed / total) * 100).toFixed(1) : '-');
  const sum = [...perModule.values()].reduce(
    (all, t) => ({ killed: all.killed + t.killed, total: all.total + t.total }),
    { killed: 0, total: 0 },
  );
  lines.push(
    `## Mutation score, ${label} (${Object.keys(report.files).length} files)`,
    '',
    '| module | mutants | killed | survived | no coverage | score |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...[...perModule].map(
      ([name, t]) =>
        `| ${name} | ${t.total} | ${t.killed} | ${t.survived} | ${t.noCoverage} | ${score(t)} % |`,
    ),
    `| **all** | ${sum.total} | ${sum.killed} | | | **${score(sum)} %** |`,
    '',
    `### Not killed (${open.length}, ${undecided} undecided)`,
    '',
    '| where | mutator | change | status | decision |',
    '| --- | --- | --- | --- | --- |',
    ...open,
    '',
  );
}
if (lines.length === 0) {
  console.error('No mutation report yet: run npm run test:mutation.');
  process.exit(1);
}
writeFileSync('reports/mutation/summary.md', `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
