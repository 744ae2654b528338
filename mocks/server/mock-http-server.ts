import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { contract } from '@contract/router';
import { findScenario } from '@scenarios/scenario-registry';
import { SharedExclusiveLock } from '../lib/shared-exclusive-lock';
import { ClientAttemptLimit, DEFAULT_FAILED_LOGINS_PER_CLIENT } from './client-limit';
import { CONTROL_PATH, controlCalls, newControlToken } from './control-calls';
import {
  corsHeaders,
  FAULT_HEADER,
  isLocalOrigin,
  SCENARIO_HEADER,
  SCENARIO_QUERY_PARAM,
} from './cors';
import {
  headersOf,
  HeldBodies,
  jsonResponse,
  MAX_REQUEST_BYTES,
  pathDecodes,
  readBody,
  send,
} from './http-io';
import {
  allowedHostNames,
  hostAllowed,
  hostNameOf,
  isContractPath,
  methodVerdict,
  readRequestTarget,
  SERVED_METHODS,
} from './request-target';
import { scenarioHandlers } from './scenario-handlers';
import { openSharedData } from './shared-data';
import {
  knownScenarioIds,
  requestedScenarioId,
  unknownScenarioMessage,
} from './scenario-selection';
import { answerUnservedRequests, MAX_HEADER_BYTES } from './unserved-requests';
import type { MockHttpServerOptions, RunningMockHttpServer } from './mock-http-server-types';

export const DEFAULT_MOCK_SERVER_PORT = 8787;
const LOGIN_PATH = contract.auth.login.path;
/** Request bodies held at once (all requests together); a request beyond it is answered 503 at once. */
export const MAX_HELD_BODY_BYTES = 128 * 1024 * 1024;

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
  const controlToken = options.controlToken ?? newControlToken();
  const held = new HeldBodies(options.maxHeldBodyBytes ?? MAX_HELD_BODY_BYTES);
  const loginLimit = new ClientAttemptLimit(
    options.failedLoginsPerClient ?? DEFAULT_FAILED_LOGINS_PER_CLIENT,
  );
  const { shared, seedOf, dataFile, persist } = await openSharedData(options);

  /**
   * Reads run side by side (shared). Changes run one at a time (exclusive), so two clients cannot both cancel
   * one booking; so does a request that names another scenario (its scenario's data changes are put in place
   * for it alone and taken back afterwards) and a switch of the shared data.
   */
  const lock = new SharedExclusiveLock();
  const { control, controlVerdict, controlRefusal } = controlCalls({
    controlToken,
    shared,
    lock,
    persist,
    seedOf,
    heldBodyBytes: () => held.bytes,
  });
  const handlers = scenarioHandlers({ shared, lock, persist, seedOf });
  const log = options.log ?? (() => undefined);
  let port = options.port ?? DEFAULT_MOCK_SERVER_PORT;
  let publicOrigin = '';
  let allowedHosts = new Set<string>();

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
  answerUnservedRequests(server, log);
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
