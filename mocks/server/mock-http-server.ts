import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { getResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import type { ErrorBody } from '@contract/errors';
import { contract } from '@contract/router';
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
import { restoreSnapshot } from '../db/snapshot';
import { DEFAULT_SEED } from '../seed';
import { ClientAttemptLimit, DEFAULT_FAILED_LOGINS_PER_CLIENT } from './client-limit';
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
import { readDataFile, removeStaleTemporaryFiles, writeDataFile } from './data-file';
import {
  allowedHostNames,
  hostAllowed,
  hostNameOf,
  isContractPath,
  methodVerdict,
  readRequestTarget,
  SERVED_METHODS,
} from './request-target';

export const DEFAULT_MOCK_SERVER_PORT = 8787;
const LOGIN_PATH = contract.auth.login.path;
/** Larger than any valid request (the support attachment is at most 1,000,000 characters). */
export const MAX_REQUEST_BYTES = 2 * 1024 * 1024;
/** Node's own limit of the request head; a larger one is answered 400 (not Node's undeclared 431). */
export const MAX_HEADER_BYTES = 16 * 1024;
/** The mock server's control calls (not part of the WEN API, so not in the contract). */
export const CONTROL_PATH = '/__mock';
/** Request bodies held at once (all requests together); a request beyond it is answered 503 at once. */
export const MAX_HELD_BODY_BYTES = 128 * 1024 * 1024;
/** The environment variable of the control token (beside --control-token). */
export const CONTROL_TOKEN_ENV = 'WEN_MOCK_CONTROL_TOKEN';

/** A fresh control token: 128 random bits, hex. */
export function newControlToken(): string {
  return randomBytes(16).toString('hex');
}

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
  /**
   * The secret of the control surface (switch, re-seed, lift lockouts, fault headers, garbage collection): sent
   * as the value of the x-wen-control header. Default: a fresh random one (running.controlToken; main.ts prints it).
   */
  controlToken?: string;
  /** Host names accepted beside localhost, 127.0.0.1, [::1], *.localhost and publicUrl's host. */
  allowedHosts?: readonly string[];
  /** Keep the shared data in this file (loaded at start, written atomically after each change). */
  dataFile?: string;
  /** Failed logins per client (remote address) a minute before it gets 429; default 20. */
  failedLoginsPerClient?: number;
  /** Bytes of request bodies held at once; default MAX_HELD_BODY_BYTES. */
  maxHeldBodyBytes?: number;
}

export interface RunningMockHttpServer {
  /** e.g. 'http://localhost:8787' */
  url: string;
  port: number;
  server: Server;
  /** The scenario in effect. */
  scenarioId(): string;
  /** The x-wen-control value the control surface needs. */
  controlToken: string;
  /** Where the shared data is kept, if on disk. */
  dataFile: string | undefined;
  /** Bytes of request bodies held right now (0 when every request is answered or gone). */
  heldBodyBytes(): number;
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
  // A hang holds the request until its client gives up (then nothing of it stays behind).
  return answerFault(fault, routeName, request.signal);
};

/**
 * A 'lost-answer' or 'malformed' fault of the x-wen-fault header: the handler has answered; the connection drops,
 * or the success comes with an unreadable body.
 */
const faultHeaderAfterHook: AfterResolveHook = ({ request }, response) => {
  const fault = parseFault(request.headers.get(FAULT_HEADER) ?? '');
  return fault ? answerAfterHandler(fault, response) : response;
};

/** The bytes of request bodies held at once, across requests: reserved while read, released when answered. */
class HeldBodies {
  private held = 0;
  constructor(readonly limit: number) {}
  get bytes(): number {
    return this.held;
  }
  /** Reserves more bytes; false (nothing reserved) when the limit would be passed. */
  reserve(bytes: number): boolean {
    if (this.held + bytes > this.limit) return false;
    this.held += bytes;
    return true;
  }
  release(bytes: number): void {
    this.held = Math.max(0, this.held - bytes);
  }
}

async function readBody(
  request: IncomingMessage,
  held: HeldBodies,
  reserved: { bytes: number },
): Promise<Buffer | 'too-large' | 'busy' | 'aborted'> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of request) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      if (size > MAX_REQUEST_BYTES) return 'too-large';
      if (!held.reserve(buffer.length)) return 'busy';
      reserved.bytes += buffer.length;
      chunks.push(buffer);
    }
  } catch {
    // The client went away mid-body.
    return 'aborted';
  }
  if (!request.complete) return 'aborted';
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
  const dataFile = options.dataFile;
  const stored = dataFile ? await readDataFile(dataFile) : null;
  if (dataFile) await removeStaleTemporaryFiles(dataFile);
  if (stored) {
    // A restart: the data as it was left, in the scenario and seed it was in (--scenario/--seed apply to new files).
    const scenario = findScenario(stored.scenario) ?? initial;
    shared.select({ scenario, seed: stored.seed });
    await restoreSnapshot(stored.database);
  } else {
    await shared.applyData({ reset: true, liftLockouts: true });
  }
  const controlToken = options.controlToken ?? newControlToken();
  const held = new HeldBodies(options.maxHeldBodyBytes ?? MAX_HELD_BODY_BYTES);
  const loginLimit = new ClientAttemptLimit(
    options.failedLoginsPerClient ?? DEFAULT_FAILED_LOGINS_PER_CLIENT,
  );
  /** Writes the shared data to the data file (called while the change's exclusive lock is held). */
  const persist = async () => {
    if (!dataFile) return;
    await writeDataFile(dataFile, {
      scenario: shared.selection.scenario.id,
      seed: shared.selection.seed,
    });
  };
  if (dataFile && !stored) await persist();

  /** Does a request carry the control token? 'missing', 'wrong' or 'ok'. */
  function controlVerdict(headers: Headers): 'missing' | 'wrong' | 'ok' {
    const given = headers.get(CONTROL_HEADER)?.trim();
    if (!given) return 'missing';
    const a = Buffer.from(given);
    const b = Buffer.from(controlToken);
    return a.length === b.length && timingSafeEqual(a, b) ? 'ok' : 'wrong';
  }
  function controlRefusal(verdict: 'missing' | 'wrong', what: string): Response {
    return verdict === 'missing'
      ? jsonResponse(401, {
          message: `${what} needs the server's control token in the ${CONTROL_HEADER} header (printed at the server's start, or set with --control-token / ${CONTROL_TOKEN_ENV}).`,
          code: 'CONTROL_TOKEN_REQUIRED',
        })
      : jsonResponse(403, {
          message: `The ${CONTROL_HEADER} header does not carry the server's control token.`,
          code: 'CONTROL_TOKEN_WRONG',
        });
  }

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
      if (!info.changesData) return lock.shared(answer);
      return lock.exclusive(async () => {
        const response = await answer();
        // On disk before it is answered: a crash after the answer loses nothing the client was told of.
        await persist();
        return response;
      });
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
  let allowedHosts = new Set<string>();

  async function control(method: string, url: URL, headers: Headers, body: Buffer) {
    const path = url.pathname.slice(CONTROL_PATH.length);
    if (path === '/state' && method === 'GET') {
      // ?gc: collect garbage first when Node runs with --expose-gc (the soak test's memory figures).
      if (url.searchParams.has('gc')) {
        const verdict = controlVerdict(headers);
        if (verdict !== 'ok') return controlRefusal(verdict, 'A garbage collection');
        (globalThis as { gc?: () => void }).gc?.();
      }
      const { rss, heapUsed } = process.memoryUsage();
      return Response.json({
        scenario: shared.selection.scenario.id,
        seed: shared.selection.seed,
        scenarios: knownScenarioIds(),
        memory: { rss, heapUsed },
        heldBodyBytes: held.bytes,
      });
    }
    if (path !== '/scenario' || method !== 'POST') {
      return jsonResponse(404, {
        message: `No control call ${method} ${url.pathname}: GET ${CONTROL_PATH}/state, POST ${CONTROL_PATH}/scenario.`,
        code: 'NOT_FOUND',
      });
    }
    // A secret, in a custom header (a browser pre-flights it, so no page elsewhere can even try).
    const verdict = controlVerdict(headers);
    if (verdict !== 'ok') return controlRefusal(verdict, 'Switching the shared data');
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
      await persist();
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
    const target = incoming.url ?? '/';
    let logged = target;
    const reply = async (response: Response, extra: Record<string, string> = {}) => {
      await send(outgoing, response, { ...cors, ...extra }, incoming.headers['accept-encoding']);
      log(
        `${method} ${logged} → ${response.status} (${Math.round(performance.now() - started)} ms)`,
      );
    };
    const refuse = (status: number, message: string, code: string, extra = {}) =>
      reply(jsonResponse(status, { message, code }), extra);

    // The request line first: nothing odd in it reaches a handler (or a URL parser that throws).
    const verdict = methodVerdict(method);
    if (verdict !== 'served') {
      outgoing.shouldKeepAlive = false;
      return verdict === 'not-allowed'
        ? refuse(405, `${method} is not allowed here.`, 'METHOD_NOT_ALLOWED', {
            allow: SERVED_METHODS.join(', '),
          })
        : refuse(501, `${method} is not a method of the WEN API.`, 'NOT_IMPLEMENTED');
    }
    if (method === 'OPTIONS' && target === '*') {
      return reply(new Response(null, { status: 204 }), { allow: SERVED_METHODS.join(', ') });
    }
    const reading = readRequestTarget(target, publicOrigin);
    if (!reading.ok)
      return refuse(400, `No valid input: ${reading.message}.`, 'BAD_REQUEST_TARGET');
    // Built from the configured origin: a forged Host header cannot end up in a link of an answer.
    const url = reading.url;
    logged = `${url.pathname}${url.search}`;
    // A Host this server is not known by is a page of another site reaching it by DNS rebinding (or a typo).
    const hostName = reading.hostName ?? hostNameOf(incoming.headers.host);
    if (hostName === null || !hostAllowed(hostName, allowedHosts)) {
      return refuse(
        400,
        `No valid input: Host '${incoming.headers.host ?? ''}' is not a name of this server (allowed: ${[...allowedHosts].join(', ')}, *.localhost; more with --allowed-host).`,
        'HOST_NOT_ALLOWED',
      );
    }

    if (method === 'OPTIONS' && incoming.headers['access-control-request-method']) {
      if (origin && isLocalOrigin(origin)) return reply(new Response(null, { status: 204 }));
      return refuse(
        403,
        `Cross-origin calls are allowed from pages on localhost only, not from ${origin ?? 'an unknown origin'}.`,
        'CORS',
      );
    }

    // Whatever is held for this request is let go when it is answered or its client goes.
    const reserved = { bytes: 0 };
    const aborted = new AbortController();
    outgoing.once('close', () => {
      held.release(reserved.bytes);
      reserved.bytes = 0;
      if (!outgoing.writableFinished) aborted.abort();
    });
    const body = await readBody(incoming, held, reserved);
    if (body === 'aborted') return;
    if (body === 'too-large' || body === 'busy') {
      // The rest of the body is not read, so the connection closes: a client must not send its next request
      // after the unread bytes.
      outgoing.shouldKeepAlive = false;
      if (body === 'busy') {
        return refuse(
          503,
          'The mock server holds too many request bodies right now; try again shortly.',
          'BUSY',
          { 'retry-after': '1' },
        );
      }
      // 400, one of the statuses every route declares (the contract has no 413).
      return refuse(
        400,
        `No valid input: body: the request is larger than ${MAX_REQUEST_BYTES} bytes.`,
        'TOO_LARGE',
      );
    }
    if (!pathDecodes(url.pathname)) {
      return refuse(
        400,
        `No valid input: path: '${url.pathname}' is not a valid percent-encoded path.`,
        'VALIDATION',
      );
    }

    const headers = headersOf(incoming);
    if (url.pathname === CONTROL_PATH || url.pathname.startsWith(`${CONTROL_PATH}/`)) {
      return reply(await control(method, url, headers, body));
    }
    // Routes are matched as the contract spells them (MSW alone would match /USERS/ME too).
    if (!isContractPath(url.pathname)) {
      return refuse(404, `No route ${method} ${url.pathname} in the WEN API.`, 'NOT_FOUND');
    }
    // A fault holds or breaks a request, and ties up the server: the control token's, like the switch.
    if (headers.get(FAULT_HEADER)) {
      const control = controlVerdict(headers);
      if (control !== 'ok') return reply(controlRefusal(control, `The ${FAULT_HEADER} header`));
    }
    const client = incoming.socket.remoteAddress ?? 'unknown';
    const isLogin = method === 'POST' && url.pathname === LOGIN_PATH;
    if (isLogin) {
      const wait = loginLimit.retryAfterSeconds(client);
      if (wait > 0) {
        return refuse(
          429,
          `Too many failed logins from your address; try again in ${wait} s.`,
          'TOO_MANY_ATTEMPTS',
          { 'retry-after': String(wait) },
        );
      }
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
      signal: aborted.signal,
    });
    const response = await getResponse(handlers, request);
    if (aborted.signal.aborted) return; // the client is gone: nobody to answer
    if (!response) {
      return refuse(404, `No route ${method} ${url.pathname} in the WEN API.`, 'NOT_FOUND');
    }
    if (isLogin && !response.ok && response.status !== 429) loginLimit.recordFailure(client);
    if (response.type === 'error') {
      // An injected network error: the connection drops without an answer, as a dead backend's would.
      log(`${method} ${logged} → network error`);
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
  // CONNECT (a proxy tunnel) is no request this server serves: answered 405 instead of a silently closed socket.
  server.on('connect', (incoming: IncomingMessage, socket: Duplex) => {
    const body = JSON.stringify({
      message: 'CONNECT is not allowed here: this is no proxy.',
      code: 'METHOD_NOT_ALLOWED',
    });
    log(`CONNECT ${incoming.url ?? ''} → 405`);
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nallow: ${SERVED_METHODS.join(', ')}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
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
  allowedHosts = allowedHostNames(publicOrigin, options.allowedHosts);

  return {
    url: `http://localhost:${port}`,
    port,
    server,
    scenarioId: () => shared.selection.scenario.id,
    controlToken,
    dataFile,
    heldBodyBytes: () => held.bytes,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
