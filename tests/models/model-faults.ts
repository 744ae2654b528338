import { cancelArchiveModel } from './cancel-archive-model';
import type { AppDriver, Fault } from './driver';
import { loginModel } from './login-model';
import { modelGraph, pathFailure, type ModelDefinition, type PathContext } from './model-harness';
import { vitestPaths } from './models';
import { offerSearchModel, showsOffersFailure } from './offer-search-model';
import { postingCreationModel } from './posting-creation-model';
import { termsModel } from './terms-model';

/**
 * Paths × faults (issue 23): every model transition whose event makes a call the person waits for runs once more
 * with each fault of that call (a server error, no answer at all, an answer that never comes), on a path of its
 * model: the path up to the transition with every state checked, the fault, the spec's message for it (section 8),
 * back to where the person was with their input, the same event again once the fault has cleared, then on by the
 * shortest way to an end state of the model, every state checked. The model's own *_FAILS events check one fault
 * each; this checks all three on every calling transition, and that the path goes on after them.
 */

export type FaultKindName = '500' | 'network error' | 'hang';

export const MODEL_FAULT_KINDS: ReadonlyArray<{ name: FaultKindName; fault: Fault }> = [
  { name: '500', fault: { status: 500 } },
  { name: 'network error', fault: 'network-error' },
  { name: 'hang', fault: 'hang' },
];

/** A call a model event makes, and what the person sees when it fails. */
export interface CallFault {
  /** The model event whose action makes the call. */
  event: string;
  /** The call, by its contract route (dotted name). */
  route: string;
  /** What the spec says the person sees when the call fails this way (checked right after the event's action). */
  expectFailure: (context: PathContext, kind: FaultKindName) => Promise<void>;
  /** Back to the screen before the call (e.g. closing the failure's dialog); nothing when nothing is in the way. */
  dismiss?: (context: PathContext, kind: FaultKindName) => Promise<void>;
  /**
   * The model state the app is in after the dismissal, when it is not the transition's source (e.g. the login
   * form after a failed first submit, filled in). The event must lead from it to the transition's target.
   */
  backTo?: string;
}

export interface ModelFaults {
  model: ModelDefinition;
  calls: readonly CallFault[];
}

const noAnswer = (kind: FaultKindName) => kind === 'network error' || kind === 'hang';

/** A send that got no answer says so (issue 16); any other failure shows the catalogue's dialog. */
async function sendFailure(
  { driver }: PathContext,
  kind: FaultKindName,
  catalogue: { title: string; text: RegExp },
): Promise<void> {
  if (noAnswer(kind)) await driver.expectDialog('Keine Verbindung', /keine Antwort vom Server/);
  else await driver.expectDialog(catalogue.title, catalogue.text);
}

const closeDialog = ({ driver }: PathContext) => driver.closeDialog();

const CANCEL_ARCHIVE_FAILURE = { title: 'Fehler', text: /^Es ist ein Fehler aufgetreten/ };

/**
 * A failed offer search (section 8, Offers failure), whatever the fault: the modal 'offer failed' over the overview,
 * which says there is an issue. It is a search, not a send: no answer at all is told the same way.
 */
const OFFER_SEARCH_FAILURE: Pick<CallFault, 'route' | 'expectFailure'> = {
  route: 'offers.search',
  expectFailure: (context) => showsOffersFailure(context),
};

/** After a failed Find: the modal closed, and back to the dashboard, where the request is still set. */
const closeDialogAndGoBack = async (context: PathContext) => {
  await closeDialog(context);
  await context.driver.click('link', 'Zurück');
};

export const MODEL_FAULTS: readonly ModelFaults[] = [
  {
    model: loginModel,
    calls: [
      {
        event: 'SUBMIT_VALID',
        route: 'auth.login',
        // Section 8 Login failure: any other status (and no answer) gives the generic login failure.
        expectFailure: ({ driver }) =>
          driver.expectDialog(
            'Anmeldung fehlgeschlagen',
            'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
          ),
        dismiss: closeDialog,
        // The form keeps what was typed: the login form, filled in, whether it was empty before or not.
        backTo: 'emailLogin',
      },
    ],
  },
  {
    model: termsModel,
    calls: [
      {
        event: 'ACCEPT',
        route: 'users.acceptTerms',
        // Section 8: accept terms failures reset state only, no message; no answer at all says so (issue 16).
        expectFailure: async (context, kind) => {
          const { driver } = context;
          if (noAnswer(kind))
            await driver.expectDialog('Keine Verbindung', /keine Antwort vom Server/);
          else await driver.expectNoDialog();
          await driver.expectPath('/terms-and-conditions');
        },
        dismiss: async (context, kind) => {
          if (noAnswer(kind)) await closeDialog(context);
        },
      },
      {
        event: 'SUBMIT_EMAIL',
        route: 'users.updateEmail',
        expectFailure: (context, kind) =>
          sendFailure(context, kind, {
            title: 'Fehler',
            text: /Ihre Anfrage konnte nicht bearbeitet werden/,
          }),
        dismiss: closeDialog,
      },
    ],
  },
  {
    model: cancelArchiveModel,
    calls: [
      {
        event: 'CANCEL',
        route: 'bookings.cancel',
        expectFailure: (context, kind) => sendFailure(context, kind, CANCEL_ARCHIVE_FAILURE),
        dismiss: closeDialog,
      },
      {
        event: 'REMOVE',
        route: 'bookings.archive',
        expectFailure: (context, kind) => sendFailure(context, kind, CANCEL_ARCHIVE_FAILURE),
        dismiss: closeDialog,
      },
    ],
  },
  {
    model: postingCreationModel,
    calls: [
      {
        event: 'CREATE',
        route: 'bookings.create',
        expectFailure: (context, kind) =>
          sendFailure(context, kind, {
            title: 'Fehler',
            text: /^Ihr Inserat konnte nicht bearbeitet werden/,
          }),
        dismiss: closeDialog,
      },
    ],
  },
  {
    model: offerSearchModel,
    calls: [
      { event: 'FIND_DRIVERS', ...OFFER_SEARCH_FAILURE, dismiss: closeDialogAndGoBack },
      { event: 'FIND_PASSENGERS', ...OFFER_SEARCH_FAILURE, dismiss: closeDialogAndGoBack },
      // Trying again after a failure fails again: the same modal, closed, the failure's screen again.
      { event: 'RETRY', ...OFFER_SEARCH_FAILURE, dismiss: closeDialog },
    ],
  },
];

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
