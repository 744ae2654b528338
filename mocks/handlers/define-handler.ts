import type { AppRoute, ServerInferRequest, ServerInferResponses } from '@ts-rest/core';
import { http, type HttpHandler } from 'msw';
import type { ErrorBody } from '@contract/errors';
import { routeAuth, routeSendsClientCredentials, type RouteAuth } from '@contract/route-metadata';
import { notifyDatabaseChange } from '../db/database';
import { ensureDatabaseReady, wholeDataLoaded } from '../db/lifecycle';
import { authenticate, type CallerByAuth } from './request-caller';
import {
  errorResponse,
  INVALID_INPUT_MESSAGE,
  readJsonBody,
  routeHasBody,
  validatePart,
  validationFailure,
  type Issue,
} from './request-reading';
import { respond } from './respond';

/** Header of the feedback call's fixed client id (spec section 7). */
export const CLIENT_ID_HEADER = 'x-client-id';

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
