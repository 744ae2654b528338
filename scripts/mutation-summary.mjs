/* global process, console */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, matchesGlob } from 'node:path';
import { decisionFor } from './mutation-decisions.mjs';
import { MUTATION_MODULES } from './mutation-modules.mjs';

/**
 * The score per module of the last mutation runs (reports/mutation/<test set>/<module or all-modules>/mutation.json,
 * written by `npm run test:mutation`; of a file in several, the newest counts), and every mutant that was not
 * killed with its decision (scripts/mutation-decisions.mjs: equivalent or not worth it, and why; "undecided" when none
 * explains it; the model suites' survivors need none, the module tests are the bar): printed, and written to
 * reports/mutation/summary.md, with both test sets side by side per module when both have run.
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
/** A line range after a file (Stryker's `file:start-end`): the module owns the file's mutants of those lines. */
const MUTATION_RANGE = /:\d+(:\d+)?-\d+(:\d+)?$/;
const moduleOf = (file) =>
  Object.entries(MUTATION_MODULES).find(([, module]) =>
    module.mutate.some((glob) => matchesGlob(file, glob.replace(MUTATION_RANGE, ''))),
  )?.[0] ?? '(other)';

/** Code in one table cell: a replacement may span lines, and | would end the cell. */
const cell = (code = '') => code.replace(/\s+/g, ' ').replace(/\|/g, '\\|').slice(0, 60);

const killed = (mutant) => mutant.status === 'Killed' || mutant.status === 'Timeout';
/** One mutant, the same in two runs of unchanged code (ids differ from run to run). */
const mutantKey = (file, { location: { start, end }, mutatorName, replacement }) =>
  [file, start.line, start.column, end.line, end.column, mutatorName, replacement].join(':');
const score = ({ killed, total }) => (total ? ((killed / total) * 100).toFixed(1) : '-');

const lines = [];
/** Per test set: its merged report and, per module, its tally; for the side-by-side table. */
const sets = [];
for (const [label, path] of RUNS) {
  const report = mergedReport(path);
  if (!report) continue;
  // The model suites are scored for comparison: the module tests are the bar, their survivors need no decision.
  const decided = label === 'module tests';
  const perModule = new Map();
  const open = [];
  let undecided = 0;
  for (const [file, { mutants, source }] of Object.entries(report.files)) {
    const name = moduleOf(file);
    const tally = perModule.get(name) ?? { killed: 0, survived: 0, noCoverage: 0, total: 0 };
    for (const mutant of mutants) {
      if (['CompileError', 'RuntimeError', 'Ignored'].includes(mutant.status)) continue;
      tally.total += 1;
      if (killed(mutant)) tally.killed += 1;
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
        if (!decision && decided) undecided += 1;
        const why = decision
          ? `${decision.decision}: ${decision.why}`
          : decided
            ? '**undecided**'
            : '-';
        open.push(
          `| ${file}:${start.line} | ${mutant.mutatorName} | \`${cell(text)}\` → \`${cell(mutant.replacement)}\` | ${mutant.status} | ${why} |`,
        );
      }
    }
    perModule.set(name, tally);
  }
  sets.push({ report, perModule });
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
    decided
      ? `### Not killed (${open.length}, ${undecided} undecided)`
      : `### Not killed (${open.length}; no decisions needed: the module tests are the bar)`,
    '',
    '| where | mutator | change | status | decision |',
    '| --- | --- | --- | --- | --- |',
    ...open,
    '',
  );
}

/**
 * Both test sets side by side, per module the model suites ran for: the scores and the mutants only one set kills
 * (compared where both runs mutated the same source; a file changed between the runs is left out of the comparison).
 */
if (sets.length === 2) {
  const [modules, models] = sets;
  const rows = [];
  for (const [name, modelTally] of models.perModule) {
    const moduleTally = modules.perModule.get(name);
    let onlyModels = 0;
    let onlyModules = 0;
    let compared = true;
    for (const [file, { mutants, source }] of Object.entries(models.report.files)) {
      if (moduleOf(file) !== name) continue;
      const other = modules.report.files[file];
      if (!other || other.source !== source) {
        compared = false;
        continue;
      }
      const byModules = new Map(other.mutants.map((m) => [mutantKey(file, m), killed(m)]));
      for (const mutant of mutants) {
        const key = mutantKey(file, mutant);
        if (!byModules.has(key)) continue;
        if (killed(mutant) && !byModules.get(key)) onlyModels += 1;
        if (!killed(mutant) && byModules.get(key)) onlyModules += 1;
      }
    }
    rows.push(
      `| ${name} | ${moduleTally ? `${score(moduleTally)} % (${moduleTally.killed}/${moduleTally.total})` : '-'} | ${score(modelTally)} % (${modelTally.killed}/${modelTally.total}) | ${compared ? onlyModels : 'n/a'} | ${compared ? onlyModules : 'n/a'} |`,
    );
  }
  lines.push(
    '## Side by side: module tests and model suites alone',
    '',
    '| module | module tests | model suites alone | killed only by the models | killed only by the module tests |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
  );
}
if (lines.length === 0) {
  console.error('No mutation report yet: run npm run test:mutation.');
  process.exit(1);
}
writeFileSync('reports/mutation/summary.md', `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
