import type { AnyStateMachine, EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { type SpecRuleId } from './spec-rules';
import type { ModelDefinition } from './model-harness';

/** A model's graph (model-harness.ts): its states, transitions and transition pairs, the spec rules they check. */

/** A tour ends after this many events (a path is one test: it must stay within the test's time). */
export const MAX_TOUR_EVENTS = 24;

type AnyTestModel = ReturnType<typeof createTestModel<AnyStateMachine>>;

/**
 * The xstate test model of a machine. A graph vertex is the state alone (serializeTransition off): by default
 * createTestModel also keys vertices by the event that led there, which makes 'simple' paths explode.
 */
export function testModelOf(model: ModelDefinition): AnyTestModel {
  return createTestModel(model.machine, { serializeTransition: () => '' });
}
export type AnyTestPath = ReturnType<AnyTestModel['getShortestPaths']>[number];

export interface PlannedPath {
  /** The test's name: the steps (xstate's path.description). */
  description: string;
  events: string[];
  path: AnyTestPath;
}

export const stateKey = (snapshot: { value: unknown }): string =>
  typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value);
export const transitionKey = (from: string, event: string, to: string) =>
  `${from} --${event}--> ${to}`;

export interface Graph {
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

export function eventsOf(path: AnyTestPath): string[] {
  return path.steps
    .map((step) => (step.event as EventObject).type)
    .filter((type) => !type.startsWith('xstate.'));
}

const isPrefix = (short: string[], long: string[]) =>
  short.length < long.length && short.every((event, index) => long[index] === event);

/** Drops empty paths, duplicates and paths that are the beginning of another one. */
export function dedupe(paths: AnyTestPath[]): PlannedPath[] {
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

/** A transition pair: a transition into a state and a transition out of it, taken one after the other. */
export const pairKey = (into: string, out: string) => `${into} ⇒ ${out}`;

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
export function transitionsOf(graph: Graph, model: ModelDefinition, events: string[]): string[] {
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
