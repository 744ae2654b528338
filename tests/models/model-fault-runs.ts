import type { AppDriver, Fault } from './driver';
import { modelGraph } from './model-graph';
import { pathFailure, type ModelDefinition, type PathContext } from './model-harness';
import { vitestPaths } from './models';
import {
  type CallFault,
  type FaultKindName,
  MODEL_FAULTS,
  MODEL_FAULT_KINDS,
  type ModelFaults,
} from './model-faults';

/** The runs of paths × faults (model-faults.ts): planned from each model's graph, and run against a driver. */

/** One run: a calling transition of a model with one fault kind, on the path that takes it. */
export interface FaultRun {
  model: ModelDefinition;
  call: CallFault;
  kind: { name: FaultKindName; fault: Fault };
  /** The transition the fault is injected on: source, event, target. */
  from: string;
  to: string;
  /** Events before the transition, from the model's initial state. */
  before: string[];
  /** Events after it, to an end state of the model. */
  after: string[];
  /** The test's name. */
  description: string;
}

type Graph = ReturnType<typeof modelGraph>;

/** The shortest event sequence from `from` to a state `accept` takes (breadth-first, in the model's order). */
function shortestWay(
  graph: Graph,
  from: string,
  accept: (state: string) => boolean,
): string[] | null {
  const queue: Array<{ at: string; events: string[] }> = [{ at: from, events: [] }];
  const seen = new Set([from]);
  while (queue.length > 0) {
    const { at, events } = queue.shift()!;
    if (accept(at)) return events;
    for (const [event, to] of graph.next.get(at) ?? []) {
      if (seen.has(to)) continue;
      seen.add(to);
      queue.push({ at: to, events: [...events, event] });
    }
  }
  return null;
}

/** The call of an event, checked: after its failure the same event must lead on from where the app is then. */
function checkRetry(model: ModelDefinition, graph: Graph, call: CallFault, from: string): string {
  const to = graph.next.get(from)?.get(call.event);
  const back = call.backTo ?? from;
  if (!to || graph.next.get(back)?.get(call.event) !== to) {
    throw new Error(
      `Model ${model.id}: after a failed ${call.event} the app is in ${back}, from where ${call.event} does not lead to ${to}.`,
    );
  }
  return to;
}

function checkCalls({ model, calls }: ModelFaults, graph: Graph): void {
  for (const call of calls) {
    if (!model.events[call.event]) {
      throw new Error(`Model ${model.id} has no event ${call.event} (model-faults.ts).`);
    }
    if (![...graph.next.values()].some((edges) => edges.has(call.event))) {
      throw new Error(`Model ${model.id}: no transition takes ${call.event}.`);
    }
  }
}

/** One run of a calling transition on a path per fault kind, each named by `describe`. */
const withEachFault = (
  run: Omit<FaultRun, 'kind' | 'description'>,
  describe: (kind: FaultKindName) => string,
): FaultRun[] =>
  MODEL_FAULT_KINDS.map((kind) => ({ ...run, kind, description: describe(kind.name) }));

/**
 * Every calling transition of every model × every fault kind, each on the shortest path through it: the cover
 * `npm test` runs (36 runs).
 */
export function planFaultRuns(models: readonly ModelFaults[] = MODEL_FAULTS): FaultRun[] {
  const runs: FaultRun[] = [];
  for (const faults of models) {
    const { model, calls } = faults;
    const graph = modelGraph(model);
    checkCalls(faults, graph);
    const isEnd = (state: string) => (graph.next.get(state)?.size ?? 0) === 0;
    for (const call of calls) {
      for (const [from, edges] of graph.next) {
        if (!edges.has(call.event)) continue;
        const to = checkRetry(model, graph, call, from);
        const before = shortestWay(graph, graph.initial, (state) => state === from);
        const after = shortestWay(graph, to, isEnd);
        if (!before || !after) {
          throw new Error(`Model ${model.id}: no path through ${from} --${call.event}--> ${to}.`);
        }
        runs.push(
          ...withEachFault(
            { model, call, from, to, before, after },
            (kind) => `${model.id}: ${from} --${call.event} (${call.route}: ${kind})--> ${to}`,
          ),
        );
      }
    }
  }
  return runs;
}

/**
 * Every path the vitest runner plans for a model (`vitestPaths`) × every call on it × every fault kind (issue 23,
 * "each model path also runs with each fault"): the path's own events before the call, the fault, its message, the
 * retry, then the rest of the path, every state checked. A path that makes two calls runs once per call. Too long
 * for `npm test` (159 runs); `npm run test:models` runs them (tests/unit/models/paths-x-faults.part-*.test.tsx).
 */
export function planPathFaultRuns(models: readonly ModelFaults[] = MODEL_FAULTS): FaultRun[] {
  const runs: FaultRun[] = [];
  for (const faults of models) {
    const { model, calls } = faults;
    const graph = modelGraph(model);
    checkCalls(faults, graph);
    for (const path of vitestPaths(model)) {
      let at = graph.initial;
      path.events.forEach((event, index) => {
        const from = at;
        at = graph.next.get(from)!.get(event)!;
        const call = calls.find((candidate) => candidate.event === event);
        if (!call) return;
        const to = checkRetry(model, graph, call, from);
        const before = path.events.slice(0, index);
        const after = path.events.slice(index + 1);
        runs.push(
          ...withEachFault(
            { model, call, from, to, before, after },
            (kind) =>
              `${model.id}: ${[...before, `${event} (${call.route}: ${kind})`, ...after].join(' → ')}`,
          ),
        );
      });
    }
  }
  return runs;
}

/**
 * Runs one fault run against a driver: every state on the way is checked as on a model path; `prepareFault` puts
 * what the runner needs for the fault in place (the hang's short timeout) right before it is injected, and
 * `faultCleared` takes it away once the failure has been seen (the retry and the rest of the path run as without
 * the fault: a search of many offers may take longer than the hang's short timeout).
 */
export async function runFaultRun(
  run: FaultRun,
  driver: AppDriver,
  prepareFault: (kind: FaultKindName) => Promise<void> | void = () => undefined,
  faultCleared: (kind: FaultKindName) => Promise<void> | void = () => undefined,
): Promise<void> {
  const { model, call, kind } = run;
  const context: PathContext = { driver, memo: {} };
  const graph = modelGraph(model);
  const done: string[] = [];
  let current = '';
  const step = async (name: string, action: () => Promise<void>) => {
    current = name;
    await action();
    done.push(name);
  };
  const assertState = (state: string) =>
    step(`assert state "${state}"`, () => model.states[state]!(context));
  const act = (event: string) => step(`event ${event}`, () => model.events[event]!(context));
  const walk = async (from: string, events: readonly string[]) => {
    let at = from;
    for (const event of events) {
      await act(event);
      at = graph.next.get(at)!.get(event)!;
      await assertState(at);
    }
  };

  try {
    await assertState(graph.initial);
    await walk(graph.initial, run.before);
    await step(`fault ${kind.name} on ${call.route}`, async () => {
      await prepareFault(kind.name);
      await driver.injectFault(call.route, kind.fault);
    });
    await act(call.event);
    await step(`the call of ${call.route} met the fault`, () => driver.expectFaultUsed(call.route));
    await step(`the failure of ${call.route} (${kind.name})`, () =>
      call.expectFailure(context, kind.name),
    );
    await faultCleared(kind.name);
    if (call.dismiss) await step('dismiss the failure', () => call.dismiss!(context, kind.name));
    const back = call.backTo ?? run.from;
    await assertState(back);
    // The fault was for one call: the same event now goes through.
    await act(call.event);
    await assertState(run.to);
    await walk(run.to, run.after);
  } catch (error) {
    throw pathFailure(`Fault run failed: ${run.description}`, done, current, error);
  }
}
