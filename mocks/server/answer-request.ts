import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type HttpHandler } from 'msw';
import { contract } from '@contract/router';
import { findScenario } from '@scenarios/scenario-registry';
import type { ClientAttemptLimit } from './client-limit';
import { CONTROL_PATH, type controlCalls } from './control-calls';
import {
  corsHeaders,
  FAULT_HEADER,
  isLocalOrigin,
  SCENARIO_HEADER,
  SCENARIO_QUERY_PARAM,
} from './cors';
import {
  headersOf,
  type HeldBodies,
  jsonResponse,
  MAX_REQUEST_BYTES,
  pathDecodes,
  readBody,
  send,
} from './http-io';
import {
  hostAllowed,
  hostNameOf,
  isContractPath,
  methodVerdict,
  readRequestTarget,
  SERVED_METHODS,
} from './request-target';
import {
  knownScenarioIds,
  requestedScenarioId,
  unknownScenarioMessage,
} from './scenario-selection';

const LOGIN_PATH = contract.auth.login.path;

/** What answering a request works with: the mock server's handlers, control surface and limits. */
export interface RequestAnswerContext {
  handlers: HttpHandler[];
  /** The control surface and the check of its token (controlCalls). */
  controls: ReturnType<typeof controlCalls>;
  held: HeldBodies;
  loginLimit: ClientAttemptLimit;
  log: (line: string) => void;
  /** The origin links in answers are built from; known once the server listens. */
  publicOrigin: () => string;
  /** The Host names the server answers to; known once it listens. */
  allowedHosts: () => ReadonlySet<string>;
}

/** An answer given before the handlers see a request, with its headers beyond CORS. */
interface EarlyAnswer {
  response: Response;
  headers?: Record<string, string>;
  /** The connection closes after it (the rest of the request may be unread or odd). */
  closes?: boolean;
}

const refusal = (
  status: number,
  message: string,
  code: string,
  headers?: Record<string, string>,
): EarlyAnswer => ({ response: jsonResponse(status, { message, code }), headers });

/** The answer to a request line no handler sees: a method not served, or OPTIONS *. */
function requestLineAnswer(method: string, target: string): EarlyAnswer | null {
  const verdict = methodVerdict(method);
  if (verdict !== 'served') {
    const refused =
      verdict === 'not-allowed'
        ? refusal(405, `${method} is not allowed here.`, 'METHOD_NOT_ALLOWED', {
            allow: SERVED_METHODS.join(', '),
          })
        : refusal(501, `${method} is not a method of the WEN API.`, 'NOT_IMPLEMENTED');
    return { ...refused, closes: true };
  }
  if (method === 'OPTIONS' && target === '*') {
    return {
      response: new Response(null, { status: 204 }),
      headers: { allow: SERVED_METHODS.join(', ') },
    };
  }
  return null;
}

/** A Host this server is not known by is a page of another site reaching it by DNS rebinding (or a typo). */
function hostRefusal(
  hostName: string | null,
  hostHeader: string | undefined,
  allowedHosts: ReadonlySet<string>,
): EarlyAnswer | null {
  if (hostName !== null && hostAllowed(hostName, allowedHosts)) return null;
  return refusal(
    400,
    `No valid input: Host '${hostHeader ?? ''}' is not a name of this server (allowed: ${[...allowedHosts].join(', ')}, *.localhost; more with --allowed-host).`,
    'HOST_NOT_ALLOWED',
  );
}

/** A cross-origin preflight: pages on localhost may call, no other page. */
function preflightAnswer(
  method: string,
  origin: string | undefined,
  requestedMethod: string | undefined,
): EarlyAnswer | null {
  if (method !== 'OPTIONS' || !requestedMethod) return null;
  if (origin && isLocalOrigin(origin)) return { response: new Response(null, { status: 204 }) };
  return refusal(
    403,
    `Cross-origin calls are allowed from pages on localhost only, not from ${origin ?? 'an unknown origin'}.`,
    'CORS',
  );
}

/**
 * A body not read to its end. The rest of it is not read, so the connection closes: a client must not send its
 * next request after the unread bytes.
 */
function unreadBodyRefusal(body: 'too-large' | 'busy'): EarlyAnswer {
  if (body === 'busy') {
    return {
      ...refusal(
        503,
        'The mock server holds too many request bodies right now; try again shortly.',
        'BUSY',
        { 'retry-after': '1' },
      ),
      closes: true,
    };
  }
  // 400, one of the statuses every route declares (the contract has no 413).
  return {
    ...refusal(
      400,
      `No valid input: body: the request is larger than ${MAX_REQUEST_BYTES} bytes.`,
      'TOO_LARGE',
    ),
    closes: true,
  };
}

/**
 * Hands the scenario a request names on to the hooks as a header (it applies to this request only); an unknown
 * one is refused.
 */
function handOnRequestedScenario(url: URL, headers: Headers): EarlyAnswer | null {
  const scenarioId = requestedScenarioId(url, headers);
  headers.delete(SCENARIO_HEADER);
  if (!scenarioId) return null;
  if (!findScenario(scenarioId)) {
    return {
      response: jsonResponse(400, {
        message: unknownScenarioMessage(scenarioId),
        code: 'UNKNOWN_SCENARIO',
        scenarios: knownScenarioIds(),
      }),
    };
  }
  headers.set(SCENARIO_HEADER, scenarioId);
  url.searchParams.delete(SCENARIO_QUERY_PARAM);
  return null;
}

/** Answers one request of the mock HTTP server, and logs it. */
export async function answerRequest(
  context: RequestAnswerContext,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
): Promise<void> {
  const { handlers, held, loginLimit, log } = context;
  const { control, controlVerdict, controlRefusal } = context.controls;
  const started = performance.now();
  const method = incoming.method ?? 'GET';
  const origin = incoming.headers.origin;
  const cors = corsHeaders(origin);
  const target = incoming.url ?? '/';
  let logged = target;
  const reply = async (response: Response, extra: Record<string, string> = {}) => {
    await send(outgoing, response, { ...cors, ...extra }, incoming.headers['accept-encoding']);
    log(`${method} ${logged} → ${response.status} (${Math.round(performance.now() - started)} ms)`);
  };
  const refuse = (status: number, message: string, code: string, extra = {}) =>
    reply(jsonResponse(status, { message, code }), extra);
  const answerEarly = ({ response, headers, closes }: EarlyAnswer) => {
    if (closes) outgoing.shouldKeepAlive = false;
    return reply(response, headers);
  };

  // The request line first: nothing odd in it reaches a handler (or a URL parser that throws).
  const lineAnswer = requestLineAnswer(method, target);
  if (lineAnswer) return answerEarly(lineAnswer);
  const reading = readRequestTarget(target, context.publicOrigin());
  if (!reading.ok) return refuse(400, `No valid input: ${reading.message}.`, 'BAD_REQUEST_TARGET');
  // Built from the configured origin: a forged Host header cannot end up in a link of an answer.
  const url = reading.url;
  logged = `${url.pathname}${url.search}`;
  const hostName = reading.hostName ?? hostNameOf(incoming.headers.host);
  const headAnswer =
    hostRefusal(hostName, incoming.headers.host, context.allowedHosts()) ??
    preflightAnswer(method, origin, incoming.headers['access-control-request-method']);
  if (headAnswer) return answerEarly(headAnswer);

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
  if (body === 'too-large' || body === 'busy') return answerEarly(unreadBodyRefusal(body));
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
  const scenarioRefused = handOnRequestedScenario(url, headers);
  if (scenarioRefused) return answerEarly(scenarioRefused);

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
