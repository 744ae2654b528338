import type { ServerInferRequest, ServerInferResponses } from '@ts-rest/core';
import type { ErrorBody, ErrorStatus } from '@contract/errors';
import type { MockLatencySetting, MockLocalizedText, MockUserFlags } from '@/lib/mock-control';
import type { RouteAt, RouteName } from '@contract/router';

/**
 * What a scenario is made of. Scenarios are data plus behaviour and import nothing but the contract:
 * the mock backend (mocks/scenario-runtime.ts, mocks/scenario-data.ts) carries them out.
 */

export type LocalizedText = MockLocalizedText;

/**
 * The seeded QA personas (mocks/seed.ts PERSONAS, checked against it at compile time in
 * mocks/scenario-data.ts) plus 'newUser': the employee the company directory knows but WEN does not
 * (NEW_COMPANY_PROFILE), whose sign-on answers without an access token.
 */
export type ScenarioPersonaKey =
  | 'demo'
  | 'noAccess'
  | 'termsPending'
  | 'missingEmail'
  | 'inactive'
  | 'publicUser'
  | 'buildings'
  | 'newUser';
export type SeededPersonaKey = Exclude<ScenarioPersonaKey, 'newUser'>;

/** The account flags a scenario may switch, typed by the contract's User. */
export type UserFlags = MockUserFlags;

/** Changes to the freshly seeded data, applied in order when the scenario is selected. */
export type ScenarioDataChange =
  /** Sets account flags of a seeded persona. */
  | { kind: 'user-flags'; persona: SeededPersonaKey; flags: UserFlags }
  /** Locks the persona's password login (429) until the data is reset, as repeated failures would. */
  | { kind: 'lock-login'; persona: SeededPersonaKey }
  /** Every session open at that moment ends: its access token answers 401, its refresh token is refused. */
  | { kind: 'expire-sessions' };

/** Global latency (declared with the dev panel's control surface, which sets it too). */
export type LatencySetting = MockLatencySetting;

/** The network between the app and the backend. */
export type NetworkCondition =
  | { kind: 'online' }
  /**
   * A share of requests fails, half with a 500 answer and half without any answer (network error). Which
   * ones is decided by a PRNG seeded with the scenario seed, per route and call number: repeatable.
   */
  | { kind: 'flaky'; failureRate: number }
  /** Nothing answers: every call fails with a network error. */
  | { kind: 'down' };

export type { RouteAt, RouteName };

/** What a route may answer: a status and body the contract declares for it. */
export type RouteAnswer<N extends RouteName> = ServerInferResponses<RouteAt<N>>;

type RequestPart<N extends RouteName, K extends string> =
  ServerInferRequest<RouteAt<N>> extends Record<K, infer V> ? V : undefined;

/** The request an override sees: its body already validated against the contract. */
export interface OverrideRequest<N extends RouteName> {
  body: RequestPart<N, 'body'>;
  request: Request;
}

/** Replaces the backend's answer of one route while the scenario is active. */
export type RouteOverride = {
  [N in RouteName]: {
    route: N;
    respond: (request: OverrideRequest<N>) => RouteAnswer<N>;
  };
}[RouteName];

/** An override of a route, typed by that route (so the answer must be one the contract declares). */
export function overrideRoute<N extends RouteName>(
  route: N,
  respond: (request: OverrideRequest<N>) => RouteAnswer<N>,
): RouteOverride {
  return { route, respond } as unknown as RouteOverride;
}

/** An error answer every route declares (contract/errors.ts commonResponses). */
export function errorAnswer<S extends ErrorStatus>(
  status: S,
  message: string,
  code = 'SCENARIO',
): { status: S; body: ErrorBody } {
  return { status, body: { message, code } };
}

/**
 * How the answers of the fake vary from its chosen exact shapes, within what the spec allows (mocks/answer-shapes.ts
 * carries it out): 'real-world' answers every "not shown" call in another plausible shape (`notShown`: 200 with
 * JSON, 200 empty, 204, or 'mixed': each route its own, text included), adds unknown fields to every object, leaves
 * out null fields, gives the token as `accessToken`, numbers where the spec allows them, and a booking in a state
 * outside the spec's list.
 */
export interface AnswerVariance {
  kind: 'real-world';
  notShown: 'mixed' | 'json' | 'empty' | 'no-content';
}

export interface Scenario {
  /** Stable id, used in URLs (?scenario=), the x-wen-scenario header and tests, e.g. 'login-lockout'. */
  id: string;
  title: LocalizedText;
  description: LocalizedText;
  /** The persona to sign in as (the dev panel offers it first; the tests use it). */
  persona?: ScenarioPersonaKey;
  /** The seed of the data; the default seed unless given (a ?seed= in the URL wins). */
  seed?: number;
  data?: readonly ScenarioDataChange[];
  overrides?: readonly RouteOverride[];
  latency?: LatencySetting;
  network?: NetworkCondition;
  /** Answer shapes other than the fake's exact ones (default: exact). */
  answers?: AnswerVariance;
}
