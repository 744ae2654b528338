import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LISTED_SECTIONS, SPEC_RULES, sectionOf, specRuleIds, type SpecRuleId } from './spec-rules';
import type { ModelDefinition } from './model-harness';
import { modelGraph, pairKey, specRulesOf, transitionPairs, transitionsOf } from './model-graph';

/** The state, transition and requirement coverage of a model run (model-harness.ts), and its reports. */

export interface CoverageCount {
  covered: number;
  total: number;
  percent: number;
  missing: string[];
}

export interface ModelCoverage {
  model: string;
  paths: number;
  passedPaths: number;
  states: CoverageCount;
  transitions: CoverageCount;
  /** Consecutive transition pairs (reported; required at 100 % where the runner plans pair paths). */
  transitionPairs: CoverageCount;
  /** For each spec rule a passed path checked: those paths (their events, joined by ' → '). */
  requirements: Partial<Record<SpecRuleId, string[]>>;
}

function count(all: string[], covered: Set<string>): CoverageCount {
  const missing = all.filter((key) => !covered.has(key));
  const hit = all.length - missing.length;
  return {
    covered: hit,
    total: all.length,
    percent: all.length ? Math.round((hit / all.length) * 1000) / 10 : 100,
    missing,
  };
}

/** States and transitions the executed event sequences went through, out of all of the adjacency map. */
export function coverageOf(
  model: ModelDefinition,
  executed: string[][],
): {
  states: CoverageCount;
  transitions: CoverageCount & { coveredKeys: Set<string> };
  transitionPairs: CoverageCount;
} {
  const graph = modelGraph(model);
  const states = new Set<string>([graph.initial]);
  const transitions = new Set<string>();
  const pairs = new Set<string>();
  for (const events of executed) {
    const steps = transitionsOf(graph, model, events);
    steps.forEach((step, index) => {
      transitions.add(step);
      states.add(step.split('--> ')[1]!);
      if (index > 0) pairs.add(pairKey(steps[index - 1]!, step));
    });
  }
  return {
    states: count(graph.states, states),
    transitions: { ...count(graph.transitions, transitions), coveredKeys: transitions },
    transitionPairs: count(transitionPairs(model), pairs),
  };
}

export function modelCoverage(
  model: ModelDefinition,
  planned: number,
  passed: string[][],
): ModelCoverage {
  const { states, transitions, transitionPairs: pairs } = coverageOf(model, passed);
  const { coveredKeys: _keys, ...transitionCount } = transitions;
  return {
    model: model.id,
    paths: planned,
    passedPaths: passed.length,
    states,
    transitions: transitionCount,
    transitionPairs: pairs,
    requirements: requirementsOf(model, passed),
  };
}

/** The spec rules the executed event sequences checked, each with the paths that checked it. */
export function requirementsOf(
  model: ModelDefinition,
  executed: string[][],
): Partial<Record<SpecRuleId, string[]>> {
  const graph = modelGraph(model);
  const rulesOf = specRulesOf(model);
  const byRule: Partial<Record<SpecRuleId, string[]>> = {};
  for (const events of executed) {
    const rules = new Set(
      transitionsOf(graph, model, events).flatMap((step) => rulesOf.get(step) ?? []),
    );
    for (const rule of [...rules].sort()) (byRule[rule] ??= []).push(events.join(' → '));
  }
  return byRule;
}

/** One row of the requirement table: a spec rule and the paths of each model that checked it. */
export interface RequirementRow {
  rule: SpecRuleId;
  section: string;
  text: string;
  /** Passed paths that checked the rule, by model. */
  paths: Record<string, number>;
  /** One of those paths, to read what checks the rule. */
  example: string | null;
}

/**
 * The requirement table of a run: every rule of the listed sections (4, 5, 8), checked or not, and the rules of
 * other sections that a path checked; unchecked rules are those no passed path of any model checked.
 */
export function requirementTable(coverages: ModelCoverage[]): {
  rows: RequirementRow[];
  unchecked: SpecRuleId[];
} {
  const rows: RequirementRow[] = [];
  for (const rule of specRuleIds) {
    const paths: Record<string, number> = {};
    let example: string | null = null;
    for (const coverage of coverages) {
      const checked = coverage.requirements?.[rule] ?? [];
      if (checked.length === 0) continue;
      paths[coverage.model] = checked.length;
      example ??= `${coverage.model}: ${checked.reduce((a, b) => (b.length < a.length ? b : a))}`;
    }
    const section = sectionOf(rule);
    const listed = (LISTED_SECTIONS as readonly string[]).includes(section);
    if (listed || example) rows.push({ rule, section, text: SPEC_RULES[rule], paths, example });
  }
  return {
    rows,
    unchecked: rows.filter((row) => !row.example).map((row) => row.rule),
  };
}

export function requirementMarkdown(runner: string, coverages: ModelCoverage[]): string {
  const { rows, unchecked } = requirementTable(coverages);
  const listed = rows.filter((row) => (LISTED_SECTIONS as readonly string[]).includes(row.section));
  const checked = listed.filter((row) => row.example);
  const escape = (text: string) => text.replaceAll('|', '\\|');
  const lines = [
    `# Spec rules and the model paths that check them (${runner})`,
    '',
    `Generated by the test run from the models' transition metadata (tests/models/spec-rules.ts). Sections ${LISTED_SECTIONS.join(', ')}: ${checked.length} of ${listed.length} rules checked by a passed model path; ${unchecked.length} not yet.`,
    '',
    '| rule | spec | paths (by model) | shortest path that checks it |',
    '|---|---|---|---|',
    ...rows.map((row) => {
      const paths = Object.entries(row.paths)
        .map(([model, count]) => `${model} ${count}`)
        .join(', ');
      return `| ${row.rule} | ${escape(row.text)} | ${paths || '**none**'} | ${escape(row.example ?? '-')} |`;
    }),
    '',
    `Not checked by any model path (${unchecked.length}): ${unchecked.join(', ') || 'none'}.`,
    '',
  ];
  return lines.join('\n');
}

export const isComplete = (coverage: ModelCoverage) =>
  coverage.states.percent === 100 && coverage.transitions.percent === 100;

export function coverageTable(runner: string, coverages: ModelCoverage[]): string {
  const cell = (c: CoverageCount | undefined, width: number) =>
    (c ? `${c.covered}/${c.total} (${c.percent}%)` : '-').padStart(width);
  const rows = coverages.map(
    (c) =>
      `| ${c.model.padEnd(16)} | ${`${c.passedPaths}/${c.paths}`.padStart(12)} | ${cell(c.states, 15)} | ${cell(c.transitions, 16)} | ${cell(c.transitionPairs, 17)} |`,
  );
  return [
    `Model coverage (${runner})`,
    '| model            | paths passed |          states |      transitions |  transition pairs |',
    '|------------------|--------------|-----------------|------------------|-------------------|',
    ...rows,
  ].join('\n');
}

const REPORTS = join(process.cwd(), 'reports');

/**
 * Writes reports/model-coverage-<runner>.json. Runners whose models finish in different processes write their
 * part first (reports/model-coverage/<runner>/<model>.json); the combined file is rebuilt from all parts.
 */
export function writeCoverageReport(
  runner: string,
  coverages: ModelCoverage[],
  { replace = false }: { replace?: boolean } = {},
): string {
  const partsDir = join(REPORTS, 'model-coverage', runner);
  // A runner that has every model's result at once replaces the parts of earlier runs.
  if (replace) rmSync(partsDir, { recursive: true, force: true });
  mkdirSync(partsDir, { recursive: true });
  for (const coverage of coverages) {
    writeFileSync(join(partsDir, `${coverage.model}.json`), JSON.stringify(coverage, null, 2));
  }
  const all = readdirSync(partsDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(partsDir, file), 'utf8')) as ModelCoverage)
    .sort((a, b) => a.model.localeCompare(b.model));
  const file = join(REPORTS, `model-coverage-${runner}.json`);
  writeFileSync(
    file,
    JSON.stringify({ runner, generatedAt: new Date().toISOString(), models: all }, null, 2),
  );
  const requirements = requirementTable(all);
  writeFileSync(
    join(REPORTS, `spec-requirements-${runner}.json`),
    JSON.stringify({ runner, generatedAt: new Date().toISOString(), ...requirements }, null, 2),
  );
  writeFileSync(join(REPORTS, `spec-requirements-${runner}.md`), requirementMarkdown(runner, all));
  return coverageTable(runner, all);
}
