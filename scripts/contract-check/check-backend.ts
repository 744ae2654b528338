import { insertParamsIntoPath, type AppRoute } from '@ts-rest/core';
import { z } from 'zod';
import {
  ANSWER_READINGS,
  readSuccessfulAnswer,
  type AnswerReading,
} from '@contract/answer-readers';
import { readAnswerBody } from '@contract/answer-body';
import { APP_VERSION } from '@contract/app';
import { routeAuth, TOKEN_HEADER } from '@contract/route-metadata';
import { contract, type RouteName } from '@contract/router';
import { formatPath, type ReadNote } from '@contract/tolerant-reading';

/**
 * `npm run contract:check`: calls the read-only endpoints of a running backend (and the offers search of a harmless
 * request, then the trip-cache cleanup) and compares each answer with the contract: whether it parses with the
 * contract's exact schema, each difference (path, expected, found), the fields the contract does not know, and
 * whether the app's tolerant reader (contract/answer-readers.ts) can read it. Only an answer the app cannot read
 * is fatal.
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

export interface Difference {
  path: string;
  expected: string;
  found: string;
}

export interface RouteCheck {
  name: RouteName;
  method: string;
  path: string;
  /** null: no answer at all (network error, timeout), or not called. */
  status: number | null;
  outcome: 'parses' | 'differs' | 'unreadable' | 'failed' | 'skipped';
  differences: Difference[];
  unknownFields: string[];
  /** Items the app's reader left out or skipped. */
  notes: ReadNote[];
  /** The app cannot read the answer (or got none): exit code 1. */
  fatal: boolean;
  /** Why it failed or was skipped. */
  reason?: string;
}

// --- comparing an answer with a schema ------------------------------------------------------------

interface ZodDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
}

const defOf = (schema: z.ZodType): ZodDef =>
  (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** The object shapes and array elements a schema allows at its top, through wrappers and unions. */
function unwrap(schema: z.ZodType): {
  objects: Record<string, z.ZodType>[];
  elements: z.ZodType[];
} {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return { objects: [def.shape ?? {}], elements: [] };
    case 'array':
      return { objects: [], elements: def.element ? [def.element] : [] };
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return def.innerType ? unwrap(def.innerType) : { objects: [], elements: [] };
    case 'pipe':
      return def.in ? unwrap(def.in) : { objects: [], elements: [] };
    case 'union': {
      const parts = (def.options ?? []).map(unwrap);
      return {
        objects: parts.flatMap((p) => p.objects),
        elements: parts.flatMap((p) => p.elements),
      };
    }
    default:
      return { objects: [], elements: [] };
  }
}

/** Paths of fields in `value` that `schema` does not know (array items as [*]), each once. */
export function unknownFields(schema: z.ZodType, value: unknown, at = ''): string[] {
  const { objects, elements } = unwrap(schema);
  const found = new Set<string>();
  if (Array.isArray(value)) {
    for (const element of elements) {
      for (const item of value)
        unknownFields(element, item, `${at}[*]`).forEach((p) => found.add(p));
    }
  } else if (typeof value === 'object' && value !== null && objects.length > 0) {
    for (const [key, inner] of Object.entries(value)) {
      const path = at ? `${at}.${key}` : key;
      const known = objects
        .map((shape) => shape[key])
        .filter((s): s is z.ZodType => s !== undefined);
      if (known.length === 0) found.add(path);
      for (const schemaOfKey of known)
        unknownFields(schemaOfKey, inner, path).forEach((p) => found.add(p));
    }
  }
  return [...found];
}

function valueAt(
  value: unknown,
  path: readonly PropertyKey[],
): { present: boolean; value: unknown } {
  let current: unknown = value;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null || !(String(segment) in current)) {
      return { present: false, value: undefined };
    }
    current = (current as Record<string, unknown>)[String(segment)];
  }
  return { present: true, value: current };
}

function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text =
    typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function expectedOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected;
    case 'invalid_value':
      return `one of ${issue.values.map((value) => JSON.stringify(value)).join('|')}`;
    case 'too_big':
      return `at most ${String(issue.maximum)}${issue.origin === 'string' ? ' characters' : ''}`;
    case 'too_small':
      return `at least ${String(issue.minimum)}${issue.origin === 'string' ? ' characters' : ''}`;
    case 'invalid_format':
      return `a ${issue.format}`;
    default:
      return issue.message;
  }
}

/**
 * The Zod issues of an exact parse, as differences: path, what the contract expects, what was found. The same
 * difference in many items of a list is one line ([*], the first value found, how many items).
 */
export function differencesOf(issues: readonly z.core.$ZodIssue[], body: unknown): Difference[] {
  const byPath = new Map<string, Difference & { count: number }>();
  for (const issue of issues) {
    const at = valueAt(body, issue.path);
    const path = (formatPath(issue.path) || '(body)').replace(/\[\d+\]/g, '[*]');
    const expected = expectedOf(issue);
    const key = `${path}|${expected}`;
    const known = byPath.get(key);
    if (known) known.count += 1;
    else
      byPath.set(key, {
        path,
        expected,
        found: at.present ? shown(at.value) : 'missing',
        count: 1,
      });
  }
  return [...byPath.values()].map(({ count, ...difference }) =>
    count > 1
      ? { ...difference, found: `${difference.found} (and ${count - 1} more items)` }
      : difference,
  );
}

const isSchema = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/** Compares one 2xx answer with the route's declared answers and reads it as the app does. */
export function compareAnswer(
  name: RouteName,
  route: AppRoute,
  status: number,
  body: unknown,
): Pick<RouteCheck, 'outcome' | 'differences' | 'unknownFields' | 'notes' | 'fatal' | 'reason'> {
  const declared = (route.responses as Record<number, unknown>)[status];
  const differences: Difference[] = [];
  let unknown: string[] = [];
  if (declared === undefined) {
    const successes = Object.keys(route.responses)
      .map(Number)
      .filter((code) => code >= 200 && code < 300);
    differences.push({ path: '(status)', expected: successes.join(' or '), found: String(status) });
    if (body !== undefined) {
      differences.push({ path: '(body)', expected: 'no body', found: shown(body) });
    }
  } else if (isSchema(declared)) {
    const parsed = declared.safeParse(body);
    if (!parsed.success) differences.push(...differencesOf(parsed.error.issues, body));
    unknown = unknownFields(declared, body);
  } else if (body !== undefined) {
    differences.push({ path: '(body)', expected: 'no body', found: shown(body) });
  }

  const reading: AnswerReading = ANSWER_READINGS[name];
  const read = readSuccessfulAnswer(reading, body);
  if (!read.ok) {
    return {
      outcome: 'unreadable',
      differences,
      unknownFields: unknown,
      notes: read.notes,
      fatal: true,
      reason: 'the app cannot read this answer',
    };
  }
  return {
    outcome: differences.length === 0 && unknown.length === 0 ? 'parses' : 'differs',
    differences,
    unknownFields: unknown,
    notes: read.notes,
    fatal: false,
  };
}

// --- calling the backend --------------------------------------------------------------------------

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

export async function checkBackend(options: CheckOptions): Promise<RouteCheck[]> {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  const checks: RouteCheck[] = [];
  let token = options.token ?? null;

  const run = async (call: Call): Promise<{ status: number; body: unknown } | null> => {
    const path = insertParamsIntoPath({ path: call.route.path, params: call.params ?? {} });
    const url = new URL(`${base}${path}`);
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
    checks.push(check);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    if (routeAuth(call.route) !== 'none') {
      if (!token) {
        Object.assign(check, {
          outcome: 'skipped',
          fatal: false,
          reason: 'needs a token (--token, or --email and --password)',
        });
        return null;
      }
      headers[TOKEN_HEADER] = token;
    }
    let response: Response;
    let body: unknown;
    try {
      response = await doFetch(url, {
        method: call.route.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
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
  };

  if (options.email && options.password) {
    const login = await run({
      name: 'auth.login',
      route: contract.auth.login,
      body: { grant_type: 'password', email: options.email, password: options.password },
    });
    const read = login && readSuccessfulAnswer(ANSWER_READINGS['auth.login'], login.body);
    if (read?.ok) token = (read.body as { idToken?: string }).idToken ?? token;
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

  // A harmless search: from the default location to the first predefined place (or the default location nearby).
  const places = predefined
    ? readSuccessfulAnswer(ANSWER_READINGS['places.predefined'], predefined.body)
    : null;
  const firstPlace =
    places?.ok && Array.isArray(places.body)
      ? (places.body[0] as { latitude: number; longitude: number; name: string } | undefined)
      : undefined;
  await run({
    name: 'offers.search',
    route: contract.offers.search,
    body: {
      mobilityRequestId: crypto.randomUUID(),
      origin: { ...DEFAULT_LOCATION, name: 'contract check' },
      destination: firstPlace
        ? { latitude: firstPlace.latitude, longitude: firstPlace.longitude, name: firstPlace.name }
        : { latitude: 48.2, longitude: 11.56, name: 'contract check' },
      departureTime: new Date().toISOString(),
      integrations: { commutePooling: { postingType: 'OFFERING' } },
    },
  });
  await run({ name: 'offers.cleanupTripCache', route: contract.offers.cleanupTripCache });
  return checks;
}

// --- printing -------------------------------------------------------------------------------------

const MAX_UNKNOWN_SHOWN = 6;

/** A few paths as they are; many as their field names, with how often and the first place each was found. */
function describeUnknown(paths: readonly string[]): string {
  if (paths.length <= MAX_UNKNOWN_SHOWN) return paths.join(', ');
  const byName = new Map<string, string[]>();
  for (const path of paths) {
    const name = path.split('.').pop() ?? path;
    byName.set(name, [...(byName.get(name) ?? []), path]);
  }
  return [...byName.entries()]
    .map(
      ([name, at]) =>
        `${name} (${at.length} ${at.length === 1 ? 'place' : 'places'}, e.g. ${at[0]})`,
    )
    .join(', ');
}

/** One line per route, then its differences, unknown fields and read-around items, indented. */
export function formatChecks(checks: readonly RouteCheck[]): string[] {
  const lines: string[] = [];
  const width = Math.max(...checks.map((check) => check.method.length + 1 + check.path.length));
  for (const check of checks) {
    const mark = check.fatal
      ? 'FAIL'
      : check.outcome === 'parses'
        ? 'ok  '
        : check.outcome === 'skipped'
          ? 'skip'
          : 'diff';
    const what = `${check.method} ${check.path}`.padEnd(width);
    const status = check.status === null ? '---' : String(check.status);
    const verdict = {
      parses: 'parses with the contract',
      differs: 'differs from the contract; the app reads it',
      unreadable: 'differs from the contract; the app CANNOT read it',
      failed: check.reason ?? 'failed',
      skipped: `skipped: ${check.reason ?? ''}`,
    }[check.outcome];
    const readAround = check.notes.length > 0 ? ` (${check.notes.length} item(s) not shown)` : '';
    lines.push(`${mark} ${what}  ${status}  ${verdict}${readAround}`);
    for (const difference of check.differences) {
      lines.push(
        `       ${difference.path}: expected ${difference.expected}, found ${difference.found}`,
      );
    }
    if (check.unknownFields.length > 0) {
      lines.push(
        `       fields the contract does not know: ${describeUnknown(check.unknownFields)}`,
      );
    }
    for (const note of check.notes) {
      lines.push(
        `       ${note.path}${note.id ? ` (${note.id})` : ''} ${note.kind === 'left-out' ? 'left out' : 'skipped'}: ${note.reason}`,
      );
    }
  }
  const count = (outcome: RouteCheck['outcome']) =>
    checks.filter((check) => check.outcome === outcome).length;
  const fatal = checks.filter((check) => check.fatal).length;
  lines.push(
    `${checks.length} routes: ${count('parses')} parse with the contract, ${count('differs')} differ but the app reads them, ` +
      `${count('skipped')} skipped, ${fatal} the app cannot read${fatal > 0 ? ' (exit 1)' : ''}.`,
  );
  return lines;
}
