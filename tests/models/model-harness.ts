import type { AnyStateMachine } from 'xstate';
import type { AppDriver } from './driver';
import { type SpecRuleId } from './spec-rules';
import type { PlannedPath } from './model-graph';

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
