import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyStateMachine, EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { AppDriver } from './driver';
import { LISTED_SECTIONS, SPEC_RULES, sectionOf, specRuleIds, type SpecRuleId } from './spec-rules';

/**
 * The state-chart test harness: a model (a pure xstate machine written from the spec, plus the assertion of
 * each state and the action of each event, written once against AppDriver), the paths generated from it with
 * xstate's graph utilities, running a path against a driver, and the state and transition coverage of the run.
 */

/** What a path's steps share: the driver, and what the steps noted down (e.g. the card a path works on). */
export interface PathContext {
  driver: AppDriver;
  memo: Record<string, string>;
}

export type StepAction = (context: PathContext) => Promise<void>;

export interface ModelDefinition {
  id: string;
  machine: AnyStateMachine;
  /** The assertion of every state of the machine (by state name). */
  states: Record<string, StepAction>;
  /** The action of every event of the machine (by event type). */
  events: Record<string, StepAction>;
}

export type PathStrategy =
  /** Shortest paths to every state, plus one shortest path through every further transition. */
  | 'transition-cover'
  /**
   * A few long paths that take every transition at least once (each goes on to the nearest transition not
   * taken yet): the browser runner's set, where every path costs a fresh start of the app.
   */
  | 'transition-tour'
  /** Every simple path (no state twice) to every state, plus the transition cover and the tours. */
  | 'simple';

/**
 * A transition to `target` that checks the named spec rules (spec-rules.ts): the rules travel with the machine as
 * the transition's xstate metadata (`meta.spec`), so the requirement table is read from the model itself.
 */
export const checks = (target: string, ...spec: [SpecRuleId, ...SpecRuleId[]]) => ({
  target,
  meta: { spec },
});

/** A tour ends after this many events (a path is one test: it must stay within the test's time). */
const MAX_TOUR_EVENTS = 24;

type AnyTestModel = ReturnType<typeof createTestModel<AnyStateMachine>>;

/**
 * The xstate test model of a machine. A graph vertex is the state alone (serializeTransition off): by default
 * createTestModel also keys vertices by the event that led there, which makes 'simple' paths explode.
 */
function testModelOf(model: ModelDefinition): AnyTestModel {
  return createTestModel(model.machine, { serializeTransition: () => '' });
}
type AnyTestPath = ReturnType<AnyTestModel['getShortestPaths']>[number];

export interface PlannedPath {
  /** The test's name: the steps (xstate's path.description). */
  description: string;
  events: string[];
  path: AnyTestPath;
}

const stateKey = (snapshot: { value: unknown }): string =>
  typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value);
const transitionKey = (from: string, event: string, to: string) => `${from} --${event}--> ${to}`;

interface Graph {
  initial: string;
  states: string[];
  transitions: string[];
  next: Map<string, Map<string, string>>;
}

/** The machine's states and transitions, from its adjacency map (getAdjacencyMap). */
export function modelGraph(model: ModelDefinition): Graph {
  const testModel = testModelOf(model);
  const adjacency = testModel.getAdjacencyMap();
  const next = new Map<string, Map<string, string>>();
  const transitions: string[] = [];
  for (const { state, transitions: outgoing } of Object.values(adjacency)) {
    const from = stateKey(state);
    const edges = next.get(from) ?? new Map<string, string>();
    for (const { event, state: target } of Object.values(outgoing) as Array<{
      event: EventObject;
      state: { value: unknown };
    }>) {
      const to = stateKey(target);
      edges.set(event.type, to);
      transitions.push(transitionKey(from, event.type, to));
    }
    next.set(from, edges);
  }
  const initial = Object.values(adjacency)[0];
  if (!initial) throw new Error(`Model ${model.id} has no states.`);
  return {
    initial: stateKey(initial.state),
    states: [...next.keys()],
    transitions: [...new Set(transitions)],
    next,
  };
}

interface TransitionConfigWithMeta {
  target?: string;
  meta?: { spec?: readonly SpecRuleId[] };
}

/**
 * The spec rules each transition checks, by transition key, from the machine's configuration (the models are flat
 * machines: a state's `on` maps an event to a target name or to `checks(...)`).
 */
export function specRulesOf(model: ModelDefinition): Map<string, readonly SpecRuleId[]> {
  const rules = new Map<string, readonly SpecRuleId[]>();
  const states = (model.machine.config.states ?? {}) as Record<
    string,
    { on?: Record<string, string | TransitionConfigWithMeta> }
  >;
  for (const [from, state] of Object.entries(states)) {
    for (const [event, transition] of Object.entries(state.on ?? {})) {
      if (typeof transition === 'string' || !transition.target) continue;
      rules.set(transitionKey(from, event, transition.target), transition.meta?.spec ?? []);
    }
  }
  return rules;
}

function eventsOf(path: AnyTestPath): string[] {
  return path.steps
    .map((step) => (step.event as EventObject).type)
    .filter((type) => !type.startsWith('xstate.'));
}

const isPrefix = (short: string[], long: string[]) =>
  short.length < long.length && short.every((event, index) => long[index] === event);

/** Drops empty paths, duplicates and paths that are the beginning of another one. */
function dedupe(paths: AnyTestPath[]): PlannedPath[] {
  const byEvents = new Map<string, AnyTestPath>();
  for (const path of paths) {
    if (eventsOf(path).length > 0) byEvents.set(eventsOf(path).join(' '), path);
  }
  const all = [...byEvents.values()].map((path) => ({
    description: path.description,
    events: eventsOf(path),
    path,
  }));
  return all
    .filter((candidate) => !all.some((other) => isPrefix(candidate.events, other.events)))
    .sort((a, b) => a.description.localeCompare(b.description));
}

/**
 * Event sequences from the initial state that together take every transition, as few as the machine allows: each
 * takes every untaken transition it can still come back from before it leaves for good (those of its state's
 * strongly connected component, nearest first), then walks, by a shortest way, to the nearest transition not
 * taken yet, until none is left within reach or the sequence is MAX_TOUR_EVENTS long. Taking a transition that
 * cannot be undone first (e.g. Cancel before the cancel that fails, which comes back) would leave the other for
 * a tour of its own: every tour is a fresh start of the app in the browser.
 */
export function transitionTours(model: ModelDefinition): string[][] {
  const graph = modelGraph(model);
  const component = componentsOf(graph);
  const untaken = new Set(graph.transitions);
  const tours: string[][] = [];
  while (untaken.size > 0) {
    const tour: string[] = [];
    let at = graph.initial;
    for (;;) {
      const way =
        wayToUntaken(graph, at, untaken, (state) => component.get(state) === component.get(at)) ??
        wayToUntaken(graph, at, untaken);
      if (!way || tour.length + way.events.length > MAX_TOUR_EVENTS) break;
      for (const step of way.steps) untaken.delete(step);
      tour.push(...way.events);
      at = way.end;
    }
    if (tour.length === 0) {
      throw new Error(`Model ${model.id}: no path takes [${[...untaken].join(', ')}].`);
    }
    tours.push(tour);
  }
  return tours;
}

/** Each state's strongly connected component (the states it can reach and come back from), by a number. */
function componentsOf(graph: Graph): Map<string, number> {
  const reach = (from: string) => {
    const seen = new Set([from]);
    const queue = [from];
    while (queue.length > 0) {
      for (const to of graph.next.get(queue.shift()!)?.values() ?? []) {
        if (!seen.has(to)) {
          seen.add(to);
          queue.push(to);
        }
      }
    }
    return seen;
  };
  const reachable = new Map(graph.states.map((state) => [state, reach(state)]));
  const component = new Map<string, number>();
  let count = 0;
  for (const state of graph.states) {
    if (component.has(state)) continue;
    for (const other of reachable.get(state)!) {
      if (reachable.get(other)?.has(state)) component.set(other, count);
    }
    component.set(state, count);
    count += 1;
  }
  return component;
}

/**
 * Breadth-first: the shortest event sequence from `from` whose last transition is one not taken yet; with
 * `within`, only through the states it accepts (the component's: a way the tour can come back from).
 */
function wayToUntaken(
  graph: Graph,
  from: string,
  untaken: Set<string>,
  within: (state: string) => boolean = () => true,
): { events: string[]; steps: string[]; end: string } | null {
  const queue: Array<{ at: string; events: string[]; steps: string[] }> = [
    { at: from, events: [], steps: [] },
  ];
  const seen = new Set([from]);
  while (queue.length > 0) {
    const { at, events, steps } = queue.shift()!;
    for (const [event, to] of graph.next.get(at) ?? []) {
      if (!within(to)) continue;
      const step = transitionKey(at, event, to);
      const way = { events: [...events, event], steps: [...steps, step] };
      if (untaken.has(step)) return { ...way, end: to };
      if (!seen.has(to)) {
        seen.add(to);
        queue.push({ at: to, ...way });
      }
    }
  }
  return null;
}

/** The generated paths of a model: the transition cover, the tours, or all simple paths (bounded). */
export function planPaths(
  model: ModelDefinition,
  strategy: PathStrategy,
  { maxPaths = 200, pairs = false }: { maxPaths?: number; pairs?: boolean } = {},
): PlannedPath[] {
  checkModelIsComplete(model);
  const testModel = testModelOf(model);
  const tours = () =>
    transitionTours(model).flatMap((events) =>
      testModel.getPathsFromEvents(events.map((type) => ({ type })) as never[]),
    );
  if (strategy === 'transition-tour') return dedupe(tours());
  const graph = modelGraph(model);
  // Every state's shortest path, also those that begin a longer one (deduplicated below, after the extension).
  const shortest = testModel.getShortestPaths({ allowDuplicatePaths: true });
  const shortestTo = new Map(shortest.map((path) => [stateKey(path.state), path]));
  const paths: AnyTestPath[] = [...shortest];
  const covered = coverageOf(
    model,
    shortest.map((path) => eventsOf(path)),
  ).transitions.coveredKeys;
  for (const [from, edges] of graph.next) {
    for (const [event, to] of edges) {
      if (covered.has(transitionKey(from, event, to))) continue;
      const toSource = shortestTo.get(from);
      if (!toSource) throw new Error(`Model ${model.id}: no path reaches ${from}.`);
      const events = [...eventsOf(toSource), event].map((type) => ({ type }));
      paths.push(...testModel.getPathsFromEvents(events as never[]));
    }
  }
  if (strategy === 'simple') {
    paths.push(...testModel.getSimplePaths({ allowDuplicatePaths: true }), ...tours());
  }
  if (pairs) {
    const events = paths.map((path) => eventsOf(path));
    for (const extra of pairCoverPaths(model, events)) {
      paths.push(...testModel.getPathsFromEvents(extra.map((type) => ({ type })) as never[]));
    }
  }
  const planned = dedupe(paths);
  if (planned.length > maxPaths) {
    throw new Error(
      `Model ${model.id}: ${planned.length} ${strategy} paths, more than the bound of ${maxPaths}.`,
    );
  }
  return planned;
}

function checkModelIsComplete(model: ModelDefinition): void {
  const graph = modelGraph(model);
  const missingStates = graph.states.filter((state) => !model.states[state]);
  const events = new Set(graph.transitions.map((key) => key.split(' --')[1]?.split('-->')[0]));
  const missingEvents = [...events].filter((event) => event && !model.events[event]);
  if (missingStates.length || missingEvents.length) {
    throw new Error(
      `Model ${model.id} lacks assertions for states [${missingStates.join(', ')}] or actions for events [${missingEvents.join(', ')}].`,
    );
  }
}

/** A transition pair: a transition into a state and a transition out of it, taken one after the other. */
const pairKey = (into: string, out: string) => `${into} ⇒ ${out}`;

/** Every transition pair of the machine (for each state: each transition into it × each transition out of it). */
export function transitionPairs(model: ModelDefinition): string[] {
  const graph = modelGraph(model);
  const pairs: string[] = [];
  for (const into of graph.transitions) {
    const to = into.split('--> ')[1]!;
    for (const [event, next] of graph.next.get(to) ?? []) {
      pairs.push(pairKey(into, transitionKey(to, event, next)));
    }
  }
  return pairs;
}

/** The transitions an event sequence takes from the initial state, in order. */
function transitionsOf(graph: Graph, model: ModelDefinition, events: string[]): string[] {
  const taken: string[] = [];
  let at = graph.initial;
  for (const event of events) {
    const to = graph.next.get(at)?.get(event);
    if (!to) throw new Error(`Model ${model.id}: no transition ${event} from ${at}.`);
    taken.push(transitionKey(at, event, to));
    at = to;
  }
  return taken;
}

/**
 * Further event sequences so that, with `planned`, every transition pair is taken: tours (at most MAX_TOUR_EVENTS
 * events) that each go on, by a shortest way, to the nearest pair not taken yet, so a few paths take them all.
 */
function pairCoverPaths(model: ModelDefinition, planned: string[][]): string[][] {
  const graph = modelGraph(model);
  const pairsOf = (events: string[]) => {
    const steps = transitionsOf(graph, model, events);
    return steps.slice(1).map((step, index) => pairKey(steps[index]!, step));
  };
  const taken = new Set(planned.flatMap(pairsOf));
  const untaken = new Set(transitionPairs(model).filter((pair) => !taken.has(pair)));
  const tours: string[][] = [];
  while (untaken.size > 0) {
    const tour: string[] = [];
    for (;;) {
      const way = wayToUntakenPair(graph, model, tour, untaken);
      if (!way || (tour.length > 0 && way.length > MAX_TOUR_EVENTS)) break;
      tour.splice(0, tour.length, ...way);
      for (const pair of pairsOf(tour)) untaken.delete(pair);
    }
    if (tour.length === 0)
      throw new Error(`Model ${model.id}: no path takes [${[...untaken].join(', ')}].`);
    tours.push(tour);
  }
  return tours;
}

/** Breadth-first from the end of `tour` (a vertex: state and the transition that led there) to an untaken pair. */
function wayToUntakenPair(
  graph: Graph,
  model: ModelDefinition,
  tour: string[],
  untaken: Set<string>,
): string[] | null {
  const steps = transitionsOf(graph, model, tour);
  const last = steps.at(-1) ?? '';
  const at = last ? last.split('--> ')[1]! : graph.initial;
  const queue: Array<{ at: string; last: string; events: string[] }> = [{ at, last, events: tour }];
  const seen = new Set([last]);
  while (queue.length > 0) {
    const vertex = queue.shift()!;
    for (const [event, to] of graph.next.get(vertex.at) ?? []) {
      const step = transitionKey(vertex.at, event, to);
      const events = [...vertex.events, event];
      if (vertex.last && untaken.has(pairKey(vertex.last, step))) return events;
      if (!seen.has(step)) {
        seen.add(step);
        queue.push({ at: to, last: step, events });
      }
    }
  }
  return null;
}

/**
 * A random walk through the model: from the initial state, `choices[i]` picks the i-th event among the state's
 * outgoing transitions (sorted by event name, so a seed always gives the same walk); it ends at a final state or
 * after all choices.
 */
export function randomWalk(model: ModelDefinition, choices: number[]): PlannedPath {
  const graph = modelGraph(model);
  const events: string[] = [];
  let at = graph.initial;
  for (const choice of choices) {
    const outgoing = [...(graph.next.get(at) ?? [])].sort(([a], [b]) => a.localeCompare(b));
    if (outgoing.length === 0) break;
    const [event, to] = outgoing[choice % outgoing.length]!;
    events.push(event);
    at = to;
  }
  const [path] = testModelOf(model).getPathsFromEvents(events.map((type) => ({ type })) as never[]);
  if (!path) throw new Error(`Model ${model.id}: no path for the walk ${events.join(' ')}.`);
  return { description: `walk: ${events.join(' → ')}`, events, path };
}

/**
 * Runs one generated path against a driver (xstate's path.test: each event's action, then the assertion of the
 * state it leads to). A failure names the path and lists its steps, marking the one that failed.
 */
export async function runPath(
  model: ModelDefinition,
  planned: PlannedPath,
  driver: AppDriver,
): Promise<void> {
  const context: PathContext = { driver, memo: {} };
  const done: string[] = [];
  let current = '';
  const states = Object.fromEntries(
    Object.entries(model.states).map(([name, assert]) => [
      name,
      async () => {
        current = `assert state "${name}"`;
        await assert(context);
        done.push(current);
      },
    ]),
  );
  const events = Object.fromEntries(
    Object.entries(model.events).map(([type, act]) => [
      type,
      async () => {
        current = `event ${type}`;
        await act(context);
        done.push(current);
      },
    ]),
  );
  try {
    await planned.path.test({ states, events } as never);
  } catch (error) {
    throw pathFailure(
      `Model "${model.id}", path failed: ${planned.description}`,
      done,
      current,
      error,
    );
  }
}

/** A path's failure as a person reads it: the steps that passed, the one that failed and why (its first line). */
export function pathFailure(
  title: string,
  done: readonly string[],
  current: string,
  error: unknown,
): Error {
  const steps = [
    ...done.map((step, index) => `  ${index + 1}. ✓ ${step}`),
    `  ${done.length + 1}. ✗ ${current}`,
  ];
  const cause = error instanceof Error ? error.message.split('\n')[0] : String(error);
  const failure = new Error(`${title}\nSteps:\n${steps.join('\n')}\nCause: ${cause}`);
  failure.stack = `${failure.message}\n${error instanceof Error ? (error.stack ?? '') : ''}`;
  return failure;
}

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
