import {
  parseAsStandardSchema,
  type AppRoute,
  type ServerInferRequest,
  type ServerInferResponses,
  type StandardSchemaV1,
} from '@ts-rest/core';
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { ErrorBody } from '@contract/errors';
import {
  routeAuth,
  routeSendsClientCredentials,
  TOKEN_HEADER,
  type RouteAuth,
} from '@contract/route-metadata';
import { findOnboardingSession, findSessionByAccessToken } from '../db/auth-repository';
import { notifyDatabaseChange } from '../db/database';
import { ensureDatabaseReady, wholeDataLoaded } from '../db/lifecycle';
import type { OnboardingSessionRecord, SessionRecord, UserRecord } from '../db/schemas';
import { findUserById } from '../db/users-repository';

/** The generic invalid-input message of the spec (section 5); 400 answers start with it. */
export const INVALID_INPUT_MESSAGE = 'No valid input';
/** Header of the feedback call's fixed client id (spec section 7). */
export const CLIENT_ID_HEADER = 'x-client-id';

/** Who is calling, by the route's kind of authorisation. */
export interface TokenCaller {
  user: UserRecord;
  session: SessionRecord;
}
export interface OnboardingCaller {
  onboarding: OnboardingSessionRecord;
}
interface CallerByAuth {
  token: TokenCaller;
  onboarding: OnboardingCaller;
  none: null;
}

type RequestParts<R extends AppRoute> = ServerInferRequest<R>;
type Part<R extends AppRoute, K extends string, Otherwise> =
  RequestParts<R> extends Record<K, infer V> ? V : Otherwise;

/** What a resolver gets: the validated (typed) request parts, the caller, and the raw request. */
export interface ResolverContext<R extends AppRoute, A extends RouteAuth> {
  params: Part<R, 'params', Record<string, never>>;
  query: Part<R, 'query', Record<string, never>>;
  body: Part<R, 'body', undefined>;
  caller: CallerByAuth[A];
  request: Request;
}

/** A resolver may only answer a status and body the contract declares for its route. */
export type RouteResult<R extends AppRoute> = ServerInferResponses<R>;
export type Resolver<R extends AppRoute, A extends RouteAuth> = (
  context: ResolverContext<R, A>,
) => RouteResult<R> | Promise<RouteResult<R>>;

/** Called before a request is handled; answering a Response replaces the handler's answer. */
export type BeforeResolveHook = (info: {
  routeName: string;
  route: AppRoute;
  request: Request;
}) => Response | undefined | void | Promise<Response | undefined | void>;

/**
 * Called with the handler's own answer (not with an answer of beforeResolve): the answer it returns is sent
 * instead. The hook point of answer shapes (a scenario's real-world answers, mocks/answer-shapes.ts).
 */
export type AfterResolveHook = (
  info: { routeName: string; route: AppRoute; request: Request },
  response: Response,
) => Response | Promise<Response>;

/** What a request is, for the hooks around its handling. */
export interface HandledRequestInfo {
  routeName: string;
  route: AppRoute;
  request: Request;
  /**
   * Whether handling it may change the data: every method but GET, unless the handler says it only reads (the
   * offers search is a POST). A request that changes nothing runs as a read (no write lock, no change told).
   */
  changesData: boolean;
}

/**
 * Runs a request's data phase (authentication, validation, resolver), after beforeResolve: the place for
 * locks, persistence and request-scoped scenario data. It may answer itself instead of calling `handle`.
 */
export type AroundHandling = (
  info: HandledRequestInfo,
  handle: () => Promise<Response>,
) => Promise<Response>;

export interface HandlerOptions {
  /** Absolute API origin (a standalone server); without it, paths resolve against the page origin. */
  baseUrl?: string;
  /** The hook point of scenarios and fault injection (latency, forced errors). */
  beforeResolve?: BeforeResolveHook;
  /** The hook point of answer shapes; the handler's answer is sent as it is without it. */
  afterResolve?: AfterResolveHook;
  /** Wraps the data phase of every request (default: runs it as is). */
  around?: AroundHandling;
}

/** A contract route with its resolver, turned into an MSW handler by createHandlers. */
export interface RouteHandlerDefinition {
  route: AppRoute;
  auth: RouteAuth;
  toHttpHandler(routeName: string, options: HandlerOptions): HttpHandler;
}

/** An error answer; every route declares these statuses with the error body (contract/errors.ts). */
export function fail<S extends 400 | 401 | 403 | 404 | 409 | 429 | 500>(
  status: S,
  message: string,
  code: string,
): { status: S; body: ErrorBody } {
  return { status, body: { message, code } };
}

const errorResponse = (status: number, body: ErrorBody) => HttpResponse.json(body, { status });

interface Issue {
  path: string;
  message: string;
}

function issuePath(part: string, issue: StandardSchemaV1.Issue): string {
  const segments = (issue.path ?? []).map((segment) =>
    typeof segment === 'object' && segment !== null && 'key' in segment
      ? String(segment.key)
      : String(segment),
  );
  return [part, ...segments].join('.');
}

async function validatePart(
  part: 'params' | 'query' | 'body',
  schema: unknown,
  value: unknown,
): Promise<{ value: unknown; issues: Issue[] }> {
  const standard = parseAsStandardSchema(schema);
  if (!standard) return { value, issues: [] };
  const result = await standard['~standard'].validate(value);
  if (result.issues) {
    return {
      value: undefined,
      issues: result.issues.map((issue) => ({
        path: issuePath(part, issue),
        message: issue.message,
      })),
    };
  }
  return { value: result.value, issues: [] };
}

function validationFailure(issues: Issue[]): Response {
  const details = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
  return errorResponse(400, {
    message: `${INVALID_INPUT_MESSAGE}: ${details}`,
    code: 'VALIDATION',
    issues,
  });
}

function routeHasBody(route: AppRoute): boolean {
  return route.method !== 'GET' && 'body' in route && parseAsStandardSchema(route.body) !== null;
}

/**
 * application/json as the contract declares it, in UTF-8 (RFC 8259: JSON between systems is UTF-8): no charset
 * or charset=utf-8. Another charset (utf-16 …) or media type (text/plain, a form, application/x+json) is refused.
 */
export function isJsonContentType(value: string | null): boolean {
  const [type = '', ...parameters] = (value ?? '')
    .split(';')
    .map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return parameters.every((parameter) => {
    const [name = '', raw = ''] = parameter.split('=').map((part) => part.trim());
    if (name !== 'charset') return true;
    const charset = raw.replace(/^"(.*)"$/, '$1');
    return charset === 'utf-8' || charset === 'utf8';
  });
}

async function readJsonBody(request: Request): Promise<{ value: unknown } | { error: string }> {
  const text = await request.text();
  // A form or text/plain body is what a page elsewhere can send without a preflight (a cross-site post):
  // a JSON API refuses it, so no such page can sign anyone up or in.
  if (text.trim() !== '' && !isJsonContentType(request.headers.get('content-type'))) {
    return { error: 'the body must be sent as application/json' };
  }
  if (text.trim() === '') return { value: undefined };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { error: 'the body is not valid JSON' };
  }
}

async function authenticate(
  auth: RouteAuth,
  request: Request,
): Promise<{ caller: TokenCaller | OnboardingCaller | null } | { failure: Response }> {
  if (auth === 'none') return { caller: null };
  const token = request.headers.get(TOKEN_HEADER)?.trim();
  if (!token) {
    return {
      failure: errorResponse(401, { message: 'No access token configured.', code: 'UNAUTHORIZED' }),
    };
  }
  if (auth === 'onboarding') {
    const onboarding = findOnboardingSession(token);
    if (!onboarding) {
      return {
        failure: errorResponse(401, {
          message: 'The onboarding token is invalid, used or expired.',
          code: 'INVALID_ONBOARDING_TOKEN',
        }),
      };
    }
    return { caller: { onboarding } };
  }
  const session = findSessionByAccessToken(token);
  const user = session ? findUserById(session.userId) : undefined;
  if (!session || !user) {
    return {
      failure: errorResponse(401, {
        message: 'The access token is invalid or expired.',
        code: 'INVALID_TOKEN',
      }),
    };
  }
  return { caller: { user, session } };
}

function handlerPath(route: AppRoute, baseUrl: string | undefined): string {
  return baseUrl ? `${baseUrl.replace(/\/+$/, '')}${route.path}` : route.path;
}

function httpMethod(route: AppRoute) {
  switch (route.method) {
    case 'GET':
      return http.get;
    case 'POST':
      return http.post;
    case 'PUT':
      return http.put;
    case 'PATCH':
      return http.patch;
    case 'DELETE':
      return http.delete;
  }
}

function buildDefinition<R extends AppRoute, A extends RouteAuth>(
  route: R,
  expectedAuth: A,
  resolve: Resolver<R, A>,
  definition: DefinitionOptions = {},
): RouteHandlerDefinition {
  const auth = routeAuth(route);
  if (auth !== expectedAuth) {
    // The contract changed a route's authorisation: the handler must be revisited, not silently reused.
    throw new Error(
      `${route.method} ${route.path} is authorised by '${auth}' but its handler expects '${expectedAuth}'.`,
    );
  }
  const changesData = route.method !== 'GET' && definition.readsOnly !== true;
  return {
    route,
    auth,
    toHttpHandler(routeName, options) {
      return httpMethod(route)(handlerPath(route, options.baseUrl), async ({ request, params }) => {
        const info = { routeName, route, request, changesData };
        const override = await options.beforeResolve?.(info);
        if (override) return override;
        // Outside `around`: a call waiting for the postings holds no lock and no place in the tab's queue.
        if (!definition.readsAccountsOnly) await wholeDataLoaded();
        const handle = () => handleRequest(request, params);
        const answer = await (options.around ? options.around(info, handle) : handle());
        return options.afterResolve ? options.afterResolve(info, answer) : answer;
      });

      async function handleRequest(
        request: Request,
        params: Record<string, string | readonly string[] | undefined>,
      ): Promise<Response> {
        await ensureDatabaseReady();

        const authenticated = await authenticate(auth, request);
        if ('failure' in authenticated) return authenticated.failure;
        if (routeSendsClientCredentials(route) && !request.headers.get(CLIENT_ID_HEADER)) {
          return errorResponse(401, {
            message: 'The client credentials are missing.',
            code: 'CLIENT_CREDENTIALS',
          });
        }

        const url = new URL(request.url);
        const issues: Issue[] = [];
        const validatedParams = await validatePart(
          'params',
          'pathParams' in route ? route.pathParams : undefined,
          params,
        );
        issues.push(...validatedParams.issues);
        const validatedQuery = await validatePart(
          'query',
          route.query,
          Object.fromEntries(url.searchParams),
        );
        issues.push(...validatedQuery.issues);
        let body: unknown = undefined;
        if (routeHasBody(route) && 'body' in route) {
          const raw = await readJsonBody(request);
          if ('error' in raw) {
            issues.push({ path: 'body', message: raw.error });
          } else {
            const validatedBody = await validatePart('body', route.body, raw.value);
            issues.push(...validatedBody.issues);
            body = validatedBody.value;
          }
        }
        if (issues.length > 0) return validationFailure(issues);

        let result: { status: number; body: unknown };
        try {
          result = await resolve({
            params: validatedParams.value,
            query: validatedQuery.value,
            body,
            caller: authenticated.caller,
            request,
          } as ResolverContext<R, A>);
        } catch (error) {
          console.error(`[mock backend] ${routeName} failed`, error);
          return errorResponse(500, {
            message: `The mock backend failed: ${error instanceof Error ? error.message : String(error)}`,
            code: 'INTERNAL',
          });
        } finally {
          if (changesData) notifyDatabaseChange();
        }
        return respond(routeName, route, result, definition);
      }
    },
  };
}

/** What a handler's definition may say of its answers. */
export interface DefinitionOptions {
  /**
   * The statuses whose answers are built only from stored records (validated on every write and load, see
   * mocks/db/database.ts) and values that cannot leave the contract: they are sent without checking them against
   * the route's response schema again. The offers search of 1,000 matches spent 150–400 ms of the page's main
   * thread (mock build, 4x CPU) re-checking records the database had checked already (issue 21).
   */
  checkedOnWrite?: readonly number[];
  /**
   * The handler changes no data although its method is not GET (the offers search posts its request): in the
   * browser it runs as a read, catching up with the other tabs first but without the tabs' write lock and without
   * telling a change (the dev panel counted every search as one). tests/unit/mocks/offers.test.ts checks that the
   * search leaves every collection as it was.
   */
  readsOnly?: boolean;
  /**
   * The handler reads and writes only accounts (users, company profiles, sessions, sign-in failures and lockouts):
   * it may answer while a first start's postings and places are still coming (lifecycle.ts, resetDatabaseInParts).
   * Every other handler waits for them.
   */
  readsAccountsOnly?: boolean;
}

/**
 * Sends a resolver's result, checked against the route's response schema for that status (unless the handler
 * says the answer of that status is built from records checked on write).
 */
export async function respond(
  routeName: string,
  route: AppRoute,
  result: { status: number; body: unknown },
  { checkedOnWrite = [] }: DefinitionOptions = {},
): Promise<Response> {
  const schema = parseAsStandardSchema(route.responses[result.status]);
  if (!schema) return new HttpResponse(null, { status: result.status });
  if (checkedOnWrite.includes(result.status)) return jsonAnswer(result.body, result.status);
  const checked = await schema['~standard'].validate(result.body);
  if (checked.issues) {
    // A mock bug, not a client error: say so loudly instead of sending something off-contract.
    console.error(`[mock backend] ${routeName} answered off-contract`, checked.issues);
    return errorResponse(500, {
      message: `The mock backend answered ${routeName} outside the contract.`,
      code: 'INTERNAL',
    });
  }
  return jsonAnswer(checked.value, result.status);
}

const utf8 = new TextEncoder();

/**
 * A JSON answer, encoded once. MSW's HttpResponse.json encodes its text twice more (a Blob for the
 * Content-Length, then the Response's own body): with the offers search's ~900 KB of 1,000 matches, 20–40 ms of
 * the page's main thread in the mock build (4x CPU) before the answer could leave (issue 21).
 */
function jsonAnswer(body: unknown, status: number): Response {
  const text = JSON.stringify(body) as string | undefined;
  if (text === undefined) return HttpResponse.json(body as JsonBodyType, { status });
  const bytes = utf8.encode(text);
  return new HttpResponse(bytes, {
    status,
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(bytes.byteLength) },
  });
}

/** A handler of a route that needs the access token; the resolver gets the signed-in user. */
export function defineHandler<R extends AppRoute>(
  route: R,
  resolve: Resolver<R, 'token'>,
  options?: DefinitionOptions,
): RouteHandlerDefinition {
  return buildDefinition(route, 'token', resolve, options);
}

/** A handler of a route callable without a token (login, registration, enforce-updates). */
export function definePublicHandler<R extends AppRoute>(
  route: R,
  resolve: Resolver<R, 'none'>,
  options?: DefinitionOptions,
): RouteHandlerDefinition {
  return buildDefinition(route, 'none', resolve, options);
}

/** A handler of a route authorised by the onboarding token of a new user's login. */
export function defineOnboardingHandler<R extends AppRoute>(
  route: R,
  resolve: Resolver<R, 'onboarding'>,
): RouteHandlerDefinition {
  return buildDefinition(route, 'onboarding', resolve);
}

/** A 400 for a rule the schema cannot express (e.g. "not in the past"), shaped like schema failures. */
export function invalidInput(path: string, message: string): { status: 400; body: ErrorBody } {
  return {
    status: 400,
    body: {
      message: `${INVALID_INPUT_MESSAGE}: ${path}: ${message}`,
      code: 'VALIDATION',
      issues: [{ path, message }],
    },
  };
}
