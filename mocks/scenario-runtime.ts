import { parseAsStandardSchema, type AppRoute } from '@ts-rest/core';
import { delay, HttpResponse } from 'msw';
import { routeAuth, TOKEN_HEADER } from '@contract/route-metadata';
import { DEFAULT_SCENARIO } from '@scenarios/scenario-registry';
import type { LatencySetting, RouteOverride, Scenario } from '@scenarios/scenario-types';
import { findOnboardingSession, findSessionByAccessToken } from './db/auth-repository';
import { ensureDatabaseReady } from './db/lifecycle';
import { injectedFaultsHook } from './faults';
import { shapeAnswer } from './answer-shapes';
import type { AfterResolveHook, BeforeResolveHook } from './handlers/define-handler';
import { respond } from './handlers/respond';
import { latencyFor, NO_LATENCY } from './latency';
import { seededUnit } from './lib/seeded-random';
import { applyScenarioData } from './scenario-data';
import { DEFAULT_SEED } from './seed-constants';

/** The scenario in effect and the seed its data and its repeatable randomness grow from. */
export interface ScenarioSelection {
  scenario: Scenario;
  seed: number;
}

type HookInfo = Parameters<BeforeResolveHook>[0];

async function readBody(
  route: AppRoute,
  request: Request,
): Promise<{ ok: boolean; body: unknown }> {
  if (route.method === 'GET' || !('body' in route)) return { ok: true, body: undefined };
  const schema = parseAsStandardSchema(route.body);
  if (!schema) return { ok: true, body: undefined };
  let raw: unknown;
  try {
    const text = await request.clone().text();
    raw = text.trim() === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return { ok: false, body: undefined };
  }
  const result = await schema['~standard'].validate(raw);
  return result.issues ? { ok: false, body: undefined } : { ok: true, body: result.value };
}

/** Would the handler accept the caller? Overrides answer only those; others get the handler's 401. */
async function callerIsAuthorised(route: AppRoute, request: Request): Promise<boolean> {
  const auth = routeAuth(route);
  if (auth === 'none') return true;
  const token = request.headers.get(TOKEN_HEADER)?.trim();
  if (!token) return false;
  await ensureDatabaseReady();
  return auth === 'onboarding'
    ? findOnboardingSession(token) !== undefined
    : findSessionByAccessToken(token) !== undefined;
}

const networkError = () => HttpResponse.error();
const serverError = (routeName: string) =>
  HttpResponse.json(
    { message: `Flaky network: ${routeName} failed on purpose.`, code: 'SCENARIO_FLAKY' },
    { status: 500 },
  );

/**
 * Carries out the selected scenario in the fake backend, in the browser and in Node alike: latency,
 * the faults injected per route (mocks/faults.ts), the network condition and the route overrides, in that
 * order, before a handler answers (`hook`, the handlers' beforeResolve); then the shapes of its answers
 * (`shape`, the handlers' afterResolve).
 */
export class ScenarioRuntime {
  private current: ScenarioSelection;
  private latencyOverride: LatencySetting | null = null;
  private readonly calls = new Map<string, number>();
  /** Requests wait while the data of a scenario is being put in place. */
  private dataChange: Promise<void> = Promise.resolve();

  constructor(selection: ScenarioSelection = { scenario: DEFAULT_SCENARIO, seed: DEFAULT_SEED }) {
    this.current = selection;
  }

  get selection(): ScenarioSelection {
    return this.current;
  }

  /** The latency chosen by hand (dev panel, URL), or null to use the scenario's. */
  get manualLatency(): LatencySetting | null {
    return this.latencyOverride;
  }

  get latency(): LatencySetting {
    return this.latencyOverride ?? this.current.scenario.latency ?? NO_LATENCY;
  }

  /** Switches the behaviour (not the data: see applyData). Call counters restart, so runs repeat. */
  select(selection: ScenarioSelection): void {
    this.current = selection;
    this.calls.clear();
  }

  setLatency(setting: LatencySetting | null): void {
    this.latencyOverride = setting;
  }

  /** Puts the data into the selected scenario's state; requests wait until it is done. */
  applyData(
    options: { reset?: boolean; keepSessions?: boolean; liftLockouts?: boolean } = {},
  ): Promise<void> {
    const { scenario, seed } = this.current;
    const run = this.dataChange.then(() => applyScenarioData(scenario, { seed, ...options }));
    this.dataChange = run.catch(() => undefined);
    return run;
  }

  /** Lets requests wait for a data change made elsewhere (an import, a reset). */
  holdRequestsUntil(done: Promise<unknown>): void {
    this.dataChange = this.dataChange
      .then(() => done)
      .then(
        () => undefined,
        () => undefined,
      );
  }

  readonly hook: BeforeResolveHook = async (info) =>
    this.answerInstead(info, await this.admit(info));

  /**
   * The first half of the hook: waits for a data change in progress, counts the call and waits the latency.
   * Resolves with the call's number (the flaky network decides by it).
   */
  async admit(info: HookInfo): Promise<number> {
    await this.dataChange;
    const callNumber = (this.calls.get(info.routeName) ?? 0) + 1;
    this.calls.set(info.routeName, callNumber);
    const wait = latencyFor(this.latency, this.current.seed, info.routeName, callNumber);
    if (wait > 0) await delay(wait);
    return callNumber;
  }

  /** The second half: what the scenario answers instead of the handler (fault, network, override), if anything. */
  async answerInstead(info: HookInfo, callNumber: number): Promise<Response | undefined> {
    const { scenario, seed } = this.current;
    const injected = await injectedFaultsHook(info);
    if (injected) return injected;

    const network = scenario.network ?? { kind: 'online' };
    if (network.kind === 'down') return networkError();
    if (network.kind === 'flaky') {
      if (seededUnit(seed, 'flaky', info.routeName, callNumber) < network.failureRate) {
        return seededUnit(seed, 'flaky-kind', info.routeName, callNumber) < 0.5
          ? serverError(info.routeName)
          : networkError();
      }
    }

    const override = scenario.overrides?.find((candidate) => candidate.route === info.routeName);
    if (override) return this.answerOverride(override, info);
    return undefined;
  }

  /** The handlers' afterResolve: the answer in the shapes of the scenario (its real-world answers), if it has any. */
  readonly shape: AfterResolveHook = (info, response) =>
    shapeAnswer(this.current.scenario.answers, info, response);

  private async answerOverride(
    override: RouteOverride,
    info: HookInfo,
  ): Promise<Response | undefined> {
    const { route, request } = info;
    if (!(await callerIsAuthorised(route, request))) return undefined;
    const { ok, body } = await readBody(route, request);
    // An invalid request gets the handler's 400, as without the scenario.
    if (!ok) return undefined;
    const answer = (
      override.respond as (input: { body: unknown; request: Request }) => {
        status: number;
        body: unknown;
      }
    )({ body, request });
    return respond(info.routeName, route, answer);
  }
}
