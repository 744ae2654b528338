/* global process, console */
import { writeFileSync } from 'node:fs';
import { decisionFor, MUTATION_DECISIONS } from './mutation-decisions.mjs';
import {
  killed,
  mergedReport,
  moduleOf,
  mutantKey,
  TEST_SET_DIRS,
  UNSCORED,
} from './mutation-reports.mjs';

/**
 * The score per module of the last mutation runs (reports/mutation/<test set>/<module or all-modules>/mutation.json,
 * written by `npm run test:mutation`; of a file in several, the newest counts), and every mutant that was not
 * killed with its decision (scripts/mutation-decisions.mjs: equivalent or not worth it, and why; "undecided" when none
 * explains it; the model suites' survivors need none, the module tests are the bar): printed, and written to
 * reports/mutation/summary.md, with the test sets side by side per module when more than one has run.
 * Score = (killed + timed out) / (all mutants but those that did not compile).
 *
 * The whole vitest suite (MUTATION_TESTS=whole) runs only on the module tests' survivors: it kills every mutant the
 * module tests kill, so its score is theirs plus the survivors some other test kills. Such a survivor needs no
 * decision (a test kills it: the summary names the test files); a decision it contradicts is flagged.
 */
const score = ({ killed: k, total }) => (total ? ((k / total) * 100).toFixed(1) : '-');

/** Code in one table cell: a replacement may span lines, and | would end the cell. */
const cell = (code = '') => code.replace(/\s+/g, ' ').replace(/\|/g, '\\|').slice(0, 60);

/** The test files of a report whose tests killed a mutant. */
function killerFiles(report, mutant) {
  const files = new Set();
  for (const id of mutant.killedBy ?? []) {
    for (const [file, { tests }] of Object.entries(report.testFiles)) {
      if (tests.some((test) => test.id === id)) files.add(file);
    }
  }
  return [...files];
}

/** A test set's tally per module: mutants scored, killed, survived, not covered, and the mutants not killed. */
function tallies(report) {
  const perModule = new Map();
  for (const [file, { mutants, source }] of Object.entries(report.files)) {
    const name = moduleOf(file);
    const tally = perModule.get(name) ?? {
      killed: 0,
      survived: 0,
      noCoverage: 0,
      total: 0,
      open: [],
    };
    for (const mutant of mutants) {
      if (UNSCORED.includes(mutant.status)) continue;
      tally.total += 1;
      if (killed(mutant)) tally.killed += 1;
      else {
        if (mutant.status === 'NoCoverage') tally.noCoverage += 1;
        else tally.survived += 1;
        tally.open.push({ file, source, mutant });
      }
    }
    perModule.set(name, tally);
  }
  return perModule;
}

const modules = mergedReport(TEST_SET_DIRS.modules);
const models = mergedReport(TEST_SET_DIRS.models);
const whole = mergedReport(TEST_SET_DIRS.whole);

/**
 * What the whole suite's run says of a mutant the module tests left alive: killed (by which test files), survived,
 * or unknown (not run, or its file changed since).
 */
function wholeVerdict(file, source, mutant) {
  const result = whole?.files[file];
  if (!result || result.source !== source) return { known: false };
  const key = mutantKey(file, mutant);
  const same = result.mutants.find((other) => mutantKey(file, other) === key);
  if (!same || UNSCORED.includes(same.status)) return { known: false };
  return { known: true, killed: killed(same), by: killed(same) ? killerFiles(whole, same) : [] };
}

const lines = [];
const sets = [];
for (const [label, report] of [
  ['module tests', modules],
  ['model suites alone', models],
]) {
  if (!report) continue;
  // The model suites are scored for comparison: the module tests are the bar, their survivors need no decision.
  const decided = label === 'module tests';
  const perModule = tallies(report);
  sets.push({ label, report, perModule });
  const open = [];
  let undecided = 0;
  /** The decisions that explain a mutant of this run. */
  const used = new Set();
  let byWhole = 0;
  let contradicted = 0;
  for (const tally of perModule.values()) {
    for (const { file, source, mutant } of tally.open) {
      const { start, end } = mutant.location;
      const original = source.split('\n')[start.line - 1] ?? '';
      const text = original.slice(
        start.column - 1,
        end.line === start.line ? end.column - 1 : undefined,
      );
      const decision = decisionFor(file, mutant, source);
      if (decision && decided) used.add(decision);
      const verdict = decided && whole ? wholeVerdict(file, source, mutant) : { known: false };
      let why = decision
        ? `${decision.decision}: ${decision.why}`
        : decided
          ? '**undecided**'
          : '-';
      if (verdict.known && verdict.killed) {
        byWhole += 1;
        const by = verdict.by.map((test) => `\`${test}\``).join(', ') || 'a test';
        if (decision?.decision === 'equivalent') {
          contradicted += 1;
          why = `**contradicted**: ${why}; yet the whole suite kills it (${by})`;
        } else why = `killed by the whole suite (${by})${decision ? `; ${why}` : ''}`;
      } else if (!decision && decided) undecided += 1;
      open.push(
        `| ${file}:${start.line} | ${mutant.mutatorName} | \`${cell(text)}\` → \`${cell(mutant.replacement)}\` | ${mutant.status} | ${why} |`,
      );
    }
  }
  const sum = [...perModule.values()].reduce(
    (all, t) => ({ killed: all.killed + t.killed, total: all.total + t.total }),
    { killed: 0, total: 0 },
  );
  const counts = [`${open.length}`, `${undecided} undecided`];
  if (decided && whole) counts.push(`${byWhole} killed by the whole suite`);
  if (contradicted) counts.push(`${contradicted} decisions contradicted`);
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
      ? `### Not killed (${counts.join(', ')})`
      : `### Not killed (${open.length}; no decisions needed: the module tests are the bar)`,
    '',
    '| where | mutator | change | status | decision |',
    '| --- | --- | --- | --- | --- |',
    ...open,
    '',
  );
  // A decision of a file this run mutated that explains none of its mutants left alive: a test kills them now, or
  // the mutator no longer makes them. Delete it, so that it cannot explain away a mutant it was not written for.
  const unused = decided
    ? MUTATION_DECISIONS.filter((decision) => report.files[decision.file] && !used.has(decision))
    : [];
  if (unused.length > 0) {
    lines.push(
      `### Decisions that explain no mutant left alive (${unused.length}: delete them)`,
      '',
      ...unused.map(
        (decision) =>
          `- ${decision.file}: \`${cell(decision.code)}\` ${decision.mutator} (${decision.decision})`,
      ),
      '',
    );
  }
}

/**
 * The whole suite's score of a module: the module tests' kills plus the survivors the whole suite kills; null
 * while a survivor has no verdict of the whole suite's run (not run yet, or its file changed since).
 */
function wholeTally(moduleTally) {
  let extra = 0;
  for (const { file, source, mutant } of moduleTally.open) {
    const verdict = wholeVerdict(file, source, mutant);
    if (!verdict.known) return null;
    if (verdict.killed) extra += 1;
  }
  return { killed: moduleTally.killed + extra, total: moduleTally.total };
}

/**
 * The test sets side by side, per module: the scores and the mutants only one of the two focused sets kills
 * (compared where both runs mutated the same source; a file changed between the runs is left out of the comparison).
 */
const moduleSet = sets.find((set) => set.label === 'module tests');
const modelSet = sets.find((set) => set.label === 'model suites alone');
if (moduleSet && (modelSet || whole)) {
  const rows = [];
  const all = { modules: { killed: 0, total: 0 }, whole: { killed: 0, total: 0 } };
  let wholeComplete = Boolean(whole);
  for (const [name, moduleTally] of moduleSet.perModule) {
    const modelTally = modelSet?.perModule.get(name);
    const wholeScore = whole ? wholeTally(moduleTally) : null;
    all.modules.killed += moduleTally.killed;
    all.modules.total += moduleTally.total;
    if (wholeScore) {
      all.whole.killed += wholeScore.killed;
      all.whole.total += wholeScore.total;
    } else wholeComplete = false;
    let onlyModels = 0;
    let onlyModules = 0;
    let compared = Boolean(modelTally);
    for (const [file, { mutants, source }] of Object.entries(modelSet?.report.files ?? {})) {
      if (moduleOf(file) !== name) continue;
      const other = moduleSet.report.files[file];
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
    const ofSet = (tally) => (tally ? `${score(tally)} % (${tally.killed}/${tally.total})` : '-');
    rows.push(
      `| ${name} | ${ofSet(moduleTally)} | ${ofSet(wholeScore)} | ${ofSet(modelTally)} | ${compared ? onlyModels : 'n/a'} | ${compared ? onlyModules : 'n/a'} |`,
    );
  }
  lines.push(
    '## Side by side: module tests, the whole vitest suite and the model suites alone',
    '',
    '| module | module tests | whole vitest suite | model suites alone | killed only by the models | killed only by the module tests |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    `| **all** | **${score(all.modules)} %** | ${wholeComplete ? `**${score(all.whole)} %**` : '-'} | | | |`,
    '',
  );
}
if (lines.length === 0) {
  console.error('No mutation report yet: run npm run test:mutation.');
  process.exit(1);
}
writeFileSync('reports/mutation/summary.md', `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
