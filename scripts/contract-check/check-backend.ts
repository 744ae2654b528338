import { insertParamsIntoPath, type AppRoute } from '@ts-rest/core';
import { ANSWER_READINGS, readSuccessfulAnswer } from '@contract/answer-readers';
import { readAnswerBody } from '@contract/answer-body';
import { APP_VERSION } from '@contract/plain-forms';
import { routeAuth, TOKEN_HEADER } from '@contract/route-metadata';
import { contract, type RouteName } from '@contract/router';
import { compareAnswer, shown } from './answer-comparison';
import type { RouteCheck } from './route-check';

/**
 * `npm run contract:check`: calls the read-only endpoints of a running backend (and the offers search of a harmless
 * request, then the trip-cache cleanup) and compares each answer with the contract: whether it parses with the
 * contract's exact schema, each difference (path, expected, found), the fields the contract does not know, and
 * whether the app's tolerant reader (contract/answer-readers.ts) can read it. Only an answer the app cannot read
 * is fatal. The comparison: answer-comparison.ts; the printout: check-report.ts.
 */

/** The spec's default user location (section 9): the harmless search starts here. */
const DEFAULT_LOCATION = { latitude: 48.19353, longitude: 11.57087 };
const SEARCH_TERM = 'München';
const BUILDING_TERM = 'FIZ';

export interface CheckOptions {
  baseUrl: string;
  token?: string;
  email?: string;
  password?: string;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

// --- calling the backend

interface Call {
  name: RouteName;
  route: AppRoute;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Statuses that mean "not offered here", not a failure (debug locations on production). */
  notOffered?: readonly number[];
}

function notCalled(name: RouteName, path: string): RouteCheck {
  return {
    name,
    method: 'GET',
    path,
    status: null,
    outcome: 'skipped',
    differences: [],
    unknownFields: [],
    notes: [],
    fatal: false,
  };
}

/** A successful answer: its status and the parsed body. */
interface Answer {
  status: number;
  body: unknown;
}

/** What every call of one check shares: the backend and how to reach it, the token so far, the checks made. */
interface CheckSession {
  base: string;
  fetch: typeof fetch;
  timeoutMs: number;
  /** null: the routes that need one are skipped; a successful login sets it. */
  token: string | null;
  checks: RouteCheck[];
}

/**
 * Calls one route and records its check (in call order, before the answer is in); the answer only when it is a
 * success, so the next calls can build on it.
 */
async function callRoute(session: CheckSession, call: Call): Promise<Answer | null> {
  const path = insertParamsIntoPath({ path: call.route.path, params: call.params ?? {} });
  const url = new URL(`${session.base}${path}`);
  for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, value);
  const shownPath = decodeURIComponent(`${url.pathname}${url.search}`);
  const check: RouteCheck = {
    name: call.name,
    method: call.route.method,
    path: shownPath,
    status: null,
    outcome: 'failed',
    differences: [],
    unknownFields: [],
    notes: [],
    fatal: true,
  };
  session.checks.push(check);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  if (routeAuth(call.route) !== 'none') {
    if (!session.token) {
      Object.assign(check, {
        outcome: 'skipped',
        fatal: false,
        reason: 'needs a token (--token, or --email and --password)',
      });
      return null;
    }
    headers[TOKEN_HEADER] = session.token;
  }
  let response: Response;
  let body: unknown;
  try {
    response = await session.fetch(url, {
      method: call.route.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(session.timeoutMs),
    });
    body = await readAnswerBody(response);
  } catch (error) {
    check.reason = `no answer: ${error instanceof Error ? error.message : String(error)}`;
    return null;
  }
  check.status = response.status;
  if (response.status < 200 || response.status > 299) {
    const offeredNot = call.notOffered?.includes(response.status) ?? false;
    const message =
      typeof body === 'object' && body !== null && 'message' in body
        ? String(body.message)
        : shown(body);
    Object.assign(check, {
      outcome: offeredNot ? 'skipped' : 'failed',
      fatal: !offeredNot,
      reason: offeredNot ? `not offered here (${message})` : `error answer: ${message}`,
    });
    return null;
  }
  Object.assign(check, compareAnswer(call.name, call.route, response.status, body));
  return { status: response.status, body };
}

/** A harmless search: from the default location to the first predefined place (or the default location nearby). */
function harmlessSearch(predefined: Answer | null): unknown {
  const places = predefined
    ? readSuccessfulAnswer(ANSWER_READINGS['places.predefined'], predefined.body)
    : null;
  const firstPlace =
    places?.ok && Array.isArray(places.body)
      ? (places.body[0] as { latitude: number; longitude: number; name: string } | undefined)
      : undefined;
  return {
    mobilityRequestId: crypto.randomUUID(),
    origin: { ...DEFAULT_LOCATION, name: 'contract check' },
    destination: firstPlace
      ? { latitude: firstPlace.latitude, longitude: firstPlace.longitude, name: firstPlace.name }
      : { latitude: 48.2, longitude: 11.56, name: 'contract check' },
    departureTime: new Date().toISOString(),
    integrations: { commutePooling: { postingType: 'OFFERING' } },
  };
}

export async function checkBackend(options: CheckOptions): Promise<RouteCheck[]> {
  const session: CheckSession = {
    base: options.baseUrl.replace(/\/+$/, ''),
    fetch: options.fetch ?? fetch,
    timeoutMs: options.timeoutMs ?? 15_000,
    token: options.token ?? null,
    checks: [],
  };
  const { checks } = session;
  const run = (call: Call) => callRoute(session, call);

  if (options.email && options.password) {
    const login = await run({
      name: 'auth.login',
      route: contract.auth.login,
      body: { grant_type: 'password', email: options.email, password: options.password },
    });
    const read = login && readSuccessfulAnswer(ANSWER_READINGS['auth.login'], login.body);
    if (read?.ok) session.token = (read.body as { idToken?: string }).idToken ?? session.token;
  }

  const me = await run({ name: 'users.me', route: contract.users.me });
  const meRead = me && readSuccessfulAnswer(ANSWER_READINGS['users.me'], me.body);
  const userId = meRead?.ok ? (meRead.body as { id: string }).id : null;
  if (userId) {
    await run({
      name: 'bookings.listForUser',
      route: contract.bookings.listForUser,
      params: { userId },
    });
  } else {
    checks.push({
      ...notCalled('bookings.listForUser', contract.bookings.listForUser.path),
      reason: 'needs the user id of GET /users/me',
    });
  }
  await run({
    name: 'places.search',
    route: contract.places.search,
    query: {
      query: SEARCH_TERM,
      latitude: String(DEFAULT_LOCATION.latitude),
      longitude: String(DEFAULT_LOCATION.longitude),
    },
  });
  const user = meRead?.ok ? (meRead.body as { bmwBuildings: { enabled: boolean } }) : null;
  if (user && !user.bmwBuildings.enabled) {
    checks.push({
      ...notCalled('places.buildings', contract.places.buildings.path),
      reason: 'the user has no bmwBuildings.enabled (check with a user who has, to cover it)',
    });
  } else {
    await run({
      name: 'places.buildings',
      route: contract.places.buildings,
      query: { query: BUILDING_TERM, language: 'de' },
    });
  }
  await run({ name: 'places.recent', route: contract.places.recent });
  const predefined = await run({ name: 'places.predefined', route: contract.places.predefined });
  await run({
    name: 'places.debugLocations',
    route: contract.places.debugLocations,
    notOffered: [403, 404],
  });
  await run({
    name: 'app.enforceUpdates',
    route: contract.app.enforceUpdates,
    query: { version: APP_VERSION, platform: 'web' },
  });

  await run({
    name: 'offers.search',
    route: contract.offers.search,
    body: harmlessSearch(predefined),
  });
  await run({ name: 'offers.cleanupTripCache', route: contract.offers.cleanupTripCache });
  return checks;
}
