import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, HttpResponse, type HttpHandler } from 'msw';
import type { ErrorBody } from '@contract/errors';
import { DEFAULT_SCENARIO, findScenario, type Scenario } from '@scenarios/scenario-registry';
import { answerFault, FAULT_NAMES, parseFault } from '../faults';
import { createHandlers } from '../handlers/create-handlers';
import type { AfterResolveHook, BeforeResolveHook } from '../handlers/define-handler';
import { ScenarioRuntime } from '../scenario-runtime';
import { DEFAULT_SEED } from '../seed';
import { corsHeaders, FAULT_HEADER, isLocalOrigin, SCENARIO_QUERY_PARAM } from './cors';
import {
  knownScenarioIds,
  requestedScenarioId,
  requireScenario,
  unknownScenarioMessage,
} from './scenario-selection';

export const DEFAULT_MOCK_SERVER_PORT = 8787;
/** Larger than any valid request (the support attachment is at most 1,000,000 characters). */
export const MAX_REQUEST_BYTES = 2 * 1024 * 1024;

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
const faultHeaderHook: BeforeResolveHook = ({ routeName, route, request }) => {
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
  return answerFault(fault, routeName, route);
};

/** A 'lost-answer' fault of the x-wen-fault header: the handler has answered; the connection drops instead. */
const faultHeaderAfterHook: AfterResolveHook = ({ request }, response) =>
  parseFault(request.headers.get(FAULT_HEADER) ?? '')?.kind === 'lost-answer'
    ? HttpResponse.error()
    : response;

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

/** The URL as the client addressed it (handlers build links from its origin). */
function requestUrl(incoming: IncomingMessage, fallbackHost: string): URL {
  const path = incoming.url ?? '/';
  try {
    return new URL(path, `http://${incoming.headers.host ?? fallbackHost}`);
  } catch {
    return new URL(path, `http://${fallbackHost}`);
  }
}

async function send(
  outgoing: ServerResponse,
  response: Response,
  extraHeaders: Record<string, string>,
): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = Buffer.from(await response.arrayBuffer());
  headers['content-length'] = String(body.length);
  outgoing.writeHead(response.status, { ...headers, ...extraHeaders });
  outgoing.end(body);
}

/**
 * The fake backend over plain HTTP: the same contract handlers and seeded data as the browser's service worker,
 * for clients that are not this app (a native app, curl, Swagger UI, another team's integration tests).
 */
export async function startMockHttpServer(
  options: MockHttpServerOptions = {},
): Promise<RunningMockHttpServer> {
  const seedOf = (scenario: Scenario) => options.seed ?? scenario.seed ?? DEFAULT_SEED;
  const initial = requireScenario(options.scenario ?? DEFAULT_SCENARIO.id);
  // The same runtime as the service worker's: the scenario's data, latency, network and route overrides.
  const runtime = new ScenarioRuntime({ scenario: initial, seed: seedOf(initial) });
  await runtime.applyData({ reset: true });

  /**
   * The data is shared by every client, so a request naming another scenario switches the whole server to it
   * (freshly seeded data of that scenario; open sessions stay). Naming the one in effect changes nothing.
   */
  async function switchToScenario(scenario: Scenario): Promise<void> {
    if (scenario.id === runtime.selection.scenario.id) return;
    runtime.select({ scenario, seed: seedOf(scenario) });
    await runtime.applyData({ reset: true });
  }

  const beforeResolve: BeforeResolveHook = async (info) =>
    (await faultHeaderHook(info)) ?? runtime.hook(info);
  // '*' matches any origin: the client may use localhost, 127.0.0.1 or a forwarded host name.
  const handlers: HttpHandler[] = createHandlers({
    baseUrl: '*',
    beforeResolve,
    afterResolve: async (info, response) =>
      faultHeaderAfterHook(info, await runtime.shape(info, response)),
  });
  const log = options.log ?? (() => undefined);
  let port = options.port ?? DEFAULT_MOCK_SERVER_PORT;

  async function answer(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    const started = performance.now();
    const method = incoming.method ?? 'GET';
    const origin = incoming.headers.origin;
    const cors = corsHeaders(origin);
    const url = requestUrl(incoming, `localhost:${port}`);
    const reply = async (response: Response) => {
      await send(outgoing, response, cors);
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
      return reply(
        jsonResponse(413, {
          message: `The request is larger than ${MAX_REQUEST_BYTES} bytes.`,
          code: 'TOO_LARGE',
        }),
      );
    }

    const headers = headersOf(incoming);
    const scenarioId = requestedScenarioId(url, headers);
    if (scenarioId) {
      const scenario = findScenario(scenarioId);
      if (!scenario) {
        return reply(
          jsonResponse(400, {
            message: unknownScenarioMessage(scenarioId),
            code: 'UNKNOWN_SCENARIO',
            scenarios: knownScenarioIds(),
          }),
        );
      }
      await switchToScenario(scenario);
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

  const server = createServer((incoming, outgoing) => {
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
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;

  return {
    url: `http://localhost:${port}`,
    port,
    server,
    scenarioId: () => runtime.selection.scenario.id,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
