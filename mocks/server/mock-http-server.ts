import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { getResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import type { ErrorBody } from '@contract/errors';
import { DEFAULT_SCENARIO, findScenario, type Scenario } from '@scenarios/scenario-registry';
import { answerAfterHandler, answerFault, FAULT_NAMES, parseFault } from '../faults';
import { createHandlers } from '../handlers/create-handlers';
import {
  isJsonContentType,
  type AfterResolveHook,
  type AroundHandling,
  type BeforeResolveHook,
} from '../handlers/define-handler';
import { SharedExclusiveLock } from '../lib/shared-exclusive-lock';
import { applyScenarioOverlay } from '../scenario-data';
import { ScenarioRuntime } from '../scenario-runtime';
import { DEFAULT_SEED } from '../seed';
import {
  CONTROL_HEADER,
  corsHeaders,
  FAULT_HEADER,
  isLocalOrigin,
  SCENARIO_HEADER,
  SCENARIO_QUERY_PARAM,
} from './cors';
import {
  knownScenarioIds,
  requestedScenarioId,
  requireScenario,
  unknownScenarioMessage,
} from './scenario-selection';

export const DEFAULT_MOCK_SERVER_PORT = 8787;
/** Larger than any valid request (the support attachment is at most 1,000,000 characters). */
export const MAX_REQUEST_BYTES = 2 * 1024 * 1024;
/** Node's own limit of the request head; a larger one is answered 400 (not Node's undeclared 431). */
export const MAX_HEADER_BYTES = 16 * 1024;
/** The mock server's control calls (not part of the WEN API, so not in the contract). */
export const CONTROL_PATH = '/__mock';

export interface MockHttpServerOptions {
  /** 0 picks a free port (tests). Default 8787. */
  port?: number;
  /** Default '127.0.0.1': the server is for this machine only. */
  host?: string;
  /** A scenario id of the registry; default 'default'. */
  scenario?: string;
  /** The seed of the data (and of the scenarios' repeatable randomness); default: the scenario's, else DEFAULT_SEED. */
  seed?: number;
  /** One line per request; default none. */
  log?: (line: string) => void;
  /**
   * The origin clients reach the server at (links in answers are built from it); default
   * http://localhost:<port>. Never taken from a request's Host header.
   */
  publicUrl?: string;
}

export interface RunningMockHttpServer {
  /** e.g. 'http://localhost:8787' */
  url: string;
  port: number;
  server: Server;
  /** The scenario in effect. */
  scenarioId(): string;
  close(): Promise<void>;
}

function jsonResponse(status: number, body: ErrorBody & Record<string, unknown>): Response {
  return Response.json(body, { status });
}

/** The fault a request asks for in its x-wen-fault header, answered instead of the route's handler. */
const faultHeaderHook: BeforeResolveHook = ({ routeName, request }) => {
  const header = request.headers.get(FAULT_HEADER);
  if (!header) return undefined;
  const fault = parseFault(header);
  if (!fault) {
    return jsonResponse(400, {
      message: `Unknown fault '${header}' in ${FAULT_HEADER}. Known faults: ${FAULT_NAMES.join(', ')}.`,
      code: 'UNKNOWN_FAULT',
      faults: [...FAULT_NAMES],
    });
  }
  return answerFault(fault, routeName);
};

/**
 * A 'lost-answer' or 'malformed' fault of the x-wen-fault header: the handler has answered; the connection drops,
 * or the success comes with an unreadable body.
 */
const faultHeaderAfterHook: AfterResolveHook = ({ request }, response) => {
  const fault = parseFault(request.headers.get(FAULT_HEADER) ?? '');
  return fault ? answerAfterHandler(fault, response) : response;
};

async function readBody(request: IncomingMessage): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_REQUEST_BYTES) return 'too-large';
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

function headersOf(incoming: IncomingMessage): Headers {
  const headers = new Headers();
  for (let index = 0; index + 1 < incoming.rawHeaders.length; index += 2) {
    headers.append(incoming.rawHeaders[index] ?? '', incoming.rawHeaders[index + 1] ?? '');
  }
  return headers;
}

/** Every segment of the path decodes (a stray '%ff' cannot be matched against a route). */
function pathDecodes(pathname: string): boolean {
  try {
    for (const segment of pathname.split('/')) decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/** Answers smaller than this go as they are: gzip would save a few bytes and cost a round of work. */
export const COMPRESS_FROM_BYTES = 1024;

/** Does an Accept-Encoding header allow gzip (named, or `*`, without `q=0`)? */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name = '', ...parameters] = part.split(';').map((item) => item.trim().toLowerCase());
    if (name !== 'gzip' && name !== '*') return false;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/**
 * Writes a Fetch API response to Node's. An answer of 1 KB or more goes gzip-compressed to a client that accepts it,
 * as a real backend's would (the offers of a busy route are hundreds of KB of JSON); curl without --compressed
 * and every other client get it as it is.
 */
async function send(
  outgoing: ServerResponse,
  response: Response,
  extraHeaders: Record<string, string>,
  acceptEncoding: string | undefined,
): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  let body = Buffer.from(await response.arrayBuffer());
  if (
    body.length >= COMPRESS_FROM_BYTES &&
    headers['content-encoding'] === undefined &&
    acceptsGzip(acceptEncoding)
  ) {
    body = gzipSync(body);
    headers['content-encoding'] = 'gzip';
  }
  headers['content-length'] = String(body.length);
  const all = { ...headers, ...extraHeaders };
  // The answer depends on the request's Accept-Encoding (beside CORS's Origin).
  all.vary = all.vary ? `${all.vary}, Accept-Encoding` : 'Accept-Encoding';
  outgoing.writeHead(response.status, all);
  outgoing.end(body);
}

/** The body of POST /__mock/scenario. */
const SwitchRequestSchema = z.strictObject({
  /** Default: the scenario in effect (a re-seed). */
  scenario: z.string().trim().min(1).optional(),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 32 - 1)
    .optional(),
  /** Also lift lockouts of failed logins; they stay otherwise. */
  liftLockouts: z.boolean().optional(),
});

/**
 * The fake backend over plain HTTP: the same contract handlers and seeded data as the browser's service worker,
 * for clients that are not this app (a native app, curl, Swagger UI, another team's integration tests).
 *
 * The data is shared by every client, so nothing a single request names changes it: a scenario named by a
 * request (x-wen-scenario, ?scenario=) shapes that request's answer only, and switching or re-seeding the
 * shared data is its own control call (POST /__mock/scenario with the x-wen-control header).
 */
export async function startMockHttpServer(
  options: MockHttpServerOptions = {},
): Promise<RunningMockHttpServer> {
  const seedOf = (scenario: Scenario) => options.seed ?? scenario.seed ?? DEFAULT_SEED;
  const initial = requireScenario(options.scenario ?? DEFAULT_SCENARIO.id);
  // The same runtime as the service worker's: the scenario's data, latency, network and route overrides.
  const shared = new ScenarioRuntime({ scenario: initial, seed: seedOf(initial) });
  await shared.applyData({ reset: true, liftLockouts: true });

  /**
   * Reads run side by side (shared). Changes run one at a time (exclusive), so two clients cannot both cancel
   * one booking; so does a request that names another scenario (its scenario's data changes are put in place
   * for it alone and taken back afterwards) and a switch of the shared data.
   */
  const lock = new SharedExclusiveLock();
  /** The behaviour of scenarios named by requests, one runtime per scenario (its own call counters). */
  const requestRuntimes = new Map<string, ScenarioRuntime>();
  const callNumbers = new WeakMap<Request, number>();

  /** The scenario a request names, when it differs from the shared one (already validated). */
  function namedScenario(request: Request): Scenario | undefined {
    const id = request.headers.get(SCENARIO_HEADER);
    if (!id || id === shared.selection.scenario.id) return undefined;
    return findScenario(id);
  }

  function runtimeOf(request: Request): ScenarioRuntime {
    const scenario = namedScenario(request);
    if (!scenario) return shared;
    let runtime = requestRuntimes.get(scenario.id);
    if (!runtime) {
      runtime = new ScenarioRuntime({ scenario, seed: seedOf(scenario) });
      requestRuntimes.set(scenario.id, runtime);
    }
    return runtime;
  }

  const beforeResolve: BeforeResolveHook = async (info) => {
    const fault = await faultHeaderHook(info);
    if (fault) return fault;
    // Latency is waited outside the lock: a slow scenario of one client holds up no one else.
    callNumbers.set(info.request, await runtimeOf(info.request).admit(info));
    return undefined;
  };

  const around: AroundHandling = (info, handle) => {
    const runtime = runtimeOf(info.request);
    const callNumber = callNumbers.get(info.request) ?? 1;
    const answer = async () => (await runtime.answerInstead(info, callNumber)) ?? handle();
    const scenario = namedScenario(info.request);
    if (!scenario) {
      return info.changesData ? lock.exclusive(answer) : lock.shared(answer);
    }
    return lock.exclusive(async () => {
      const undo = await applyScenarioOverlay(scenario);
      try {
        return await answer();
      } finally {
        await undo();
      }
    });
  };

  // '*' matches any origin; the requests themselves carry the configured public origin (requestUrl).
  const handlers: HttpHandler[] = createHandlers({
    baseUrl: '*',
    beforeResolve,
    around,
    afterResolve: async (info, response) =>
      faultHeaderAfterHook(info, await runtimeOf(info.request).shape(info, response)),
  });
  const log = options.log ?? (() => undefined);
  let port = options.port ?? DEFAULT_MOCK_SERVER_PORT;
  let publicOrigin = '';

  async function control(method: string, url: URL, headers: Headers, body: Buffer) {
    const path = url.pathname.slice(CONTROL_PATH.length);
    if (path === '/state' && method === 'GET') {
      // ?gc: collect garbage first when Node runs with --expose-gc (the soak test's memory figures).
      if (url.searchParams.has('gc')) (globalThis as { gc?: () => void }).gc?.();
      const { rss, heapUsed } = process.memoryUsage();
      return Response.json({
        scenario: shared.selection.scenario.id,
        seed: shared.selection.seed,
        scenarios: knownScenarioIds(),
        memory: { rss, heapUsed },
      });
    }
    if (path !== '/scenario' || method !== 'POST') {
      return jsonResponse(404, {
        message: `No control call ${method} ${url.pathname}: GET ${CONTROL_PATH}/state, POST ${CONTROL_PATH}/scenario.`,
        code: 'NOT_FOUND',
      });
    }
    // A custom header: a browser pre-flights it, so no page elsewhere can switch the data.
    if (!headers.get(CONTROL_HEADER)) {
      return jsonResponse(403, {
        message: `Switching the shared data needs the ${CONTROL_HEADER} header.`,
        code: 'CONTROL_HEADER_REQUIRED',
      });
    }
    if (!isJsonContentType(headers.get('content-type'))) {
      return jsonResponse(400, {
        message: 'No valid input: body: the body must be sent as application/json',
        code: 'VALIDATION',
      });
    }
    let parsed: z.infer<typeof SwitchRequestSchema>;
    try {
      const text = body.toString('utf8').trim();
      parsed = SwitchRequestSchema.parse(text === '' ? {} : JSON.parse(text));
    } catch (error) {
      return jsonResponse(400, {
        message: `No valid input: ${error instanceof z.ZodError ? z.prettifyError(error) : 'the body is not valid JSON'}`,
        code: 'VALIDATION',
      });
    }
    const scenario = parsed.scenario ? findScenario(parsed.scenario) : shared.selection.scenario;
    if (!scenario) {
      return jsonResponse(400, {
        message: unknownScenarioMessage(parsed.scenario ?? ''),
        code: 'UNKNOWN_SCENARIO',
        scenarios: knownScenarioIds(),
      });
    }
    const seed = parsed.seed ?? seedOf(scenario);
    await lock.exclusive(async () => {
      shared.select({ scenario, seed });
      await shared.applyData({ reset: true, liftLockouts: parsed.liftLockouts ?? false });
    });
    return Response.json({
      scenario: scenario.id,
      seed,
      liftedLockouts: parsed.liftLockouts ?? false,
    });
  }

  async function answer(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    const started = performance.now();
    const method = incoming.method ?? 'GET';
    const origin = incoming.headers.origin;
    const cors = corsHeaders(origin);
    // Built from the configured origin: a forged Host header cannot end up in a link of an answer.
    const url = new URL(incoming.url ?? '/', publicOrigin);
    const reply = async (response: Response) => {
      await send(outgoing, response, cors, incoming.headers['accept-encoding']);
      log(
        `${method} ${url.pathname}${url.search} → ${response.status} (${Math.round(performance.now() - started)} ms)`,
      );
    };

    if (method === 'OPTIONS' && incoming.headers['access-control-request-method']) {
      if (origin && isLocalOrigin(origin)) return reply(new Response(null, { status: 204 }));
      return reply(
        jsonResponse(403, {
          message: `Cross-origin calls are allowed from pages on localhost only, not from ${origin ?? 'an unknown origin'}.`,
          code: 'CORS',
        }),
      );
    }

    const body = await readBody(incoming);
    if (body === 'too-large') {
      // 400, one of the statuses every route declares (the contract has no 413). The rest of the body is not
      // read, so the connection closes: a client must not send its next request after the unread bytes.
      outgoing.shouldKeepAlive = false;
      return reply(
        jsonResponse(400, {
          message: `No valid input: body: the request is larger than ${MAX_REQUEST_BYTES} bytes.`,
          code: 'TOO_LARGE',
        }),
      );
    }
    if (!pathDecodes(url.pathname)) {
      return reply(
        jsonResponse(400, {
          message: `No valid input: path: '${url.pathname}' is not a valid percent-encoded path.`,
          code: 'VALIDATION',
        }),
      );
    }

    const headers = headersOf(incoming);
    if (url.pathname === CONTROL_PATH || url.pathname.startsWith(`${CONTROL_PATH}/`)) {
      return reply(await control(method, url, headers, body));
    }

    const scenarioId = requestedScenarioId(url, headers);
    headers.delete(SCENARIO_HEADER);
    if (scenarioId) {
      if (!findScenario(scenarioId)) {
        return reply(
          jsonResponse(400, {
            message: unknownScenarioMessage(scenarioId),
            code: 'UNKNOWN_SCENARIO',
            scenarios: knownScenarioIds(),
          }),
        );
      }
      // Handed on to the hooks as a header; it applies to this request only.
      headers.set(SCENARIO_HEADER, scenarioId);
      url.searchParams.delete(SCENARIO_QUERY_PARAM);
    }

    const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
    const request = new Request(url, {
      method,
      headers,
      body: hasBody ? new Uint8Array(body) : undefined,
    });
    const response = await getResponse(handlers, request);
    if (!response) {
      return reply(
        jsonResponse(404, {
          message: `No route ${method} ${url.pathname} in the WEN API.`,
          code: 'NOT_FOUND',
        }),
      );
    }
    if (response.type === 'error') {
      // An injected network error: the connection drops without an answer, as a dead backend's would.
      log(`${method} ${url.pathname}${url.search} → network error`);
      incoming.socket.destroy();
      return;
    }
    return reply(response);
  }

  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (incoming, outgoing) => {
    answer(incoming, outgoing).catch((error: unknown) => {
      console.error('[mock server] request failed', error);
      if (!outgoing.headersSent) {
        outgoing.writeHead(500, { 'content-type': 'application/json' });
        outgoing.end(JSON.stringify({ message: 'The mock server failed.', code: 'INTERNAL' }));
      } else {
        outgoing.destroy();
      }
    });
  });
  // A request head over the limit would get Node's own 431, which no route declares: answer 400 instead.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const body = JSON.stringify(
      tooLarge
        ? {
            message: `No valid input: headers: the request head is larger than ${MAX_HEADER_BYTES} bytes.`,
            code: 'HEADERS_TOO_LARGE',
          }
        : { message: 'No valid input: the request is not valid HTTP.', code: 'BAD_REQUEST' },
    );
    socket.end(
      `HTTP/1.1 400 Bad Request\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;
  publicOrigin = new URL(options.publicUrl ?? `http://localhost:${port}`).origin;

  return {
    url: `http://localhost:${port}`,
    port,
    server,
    scenarioId: () => shared.selection.scenario.id,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
