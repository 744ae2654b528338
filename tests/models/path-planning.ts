import type { ModelDefinition, PathStrategy } from './model-harness';
import {
  type AnyTestPath,
  type Graph,
  MAX_TOUR_EVENTS,
  type PlannedPath,
  dedupe,
  eventsOf,
  modelGraph,
  pairKey,
  stateKey,
  testModelOf,
  transitionKey,
  transitionPairs,
  transitionsOf,
} from './model-graph';
import { coverageOf } from './model-coverage';

/** The paths planned from a model (model-harness.ts): transition tours, transition pairs, random walks. */

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
