import { randomUUID } from 'node:crypto';
import { TOKEN_HEADER } from '@contract/route-metadata';
import { CLIENT_ID_HEADER } from '../handlers/define-handler';
import { oneTimePostingRequest } from '../lib/posting-request';
import { DEMO_PASSWORD, PERSONAS } from '../seed';

/**
 * A long burst of mixed traffic against a running mock server, as QA, a careless client and an attacker
 * together would send it: reads, searches, logins right and wrong, postings, messages with large attachments,
 * registrations, request-scoped scenarios, bad paths. Used by `npm run mock:soak` (20,000 requests with memory
 * before and after) and, smaller, by the HTTP test suite.
 */

export interface BurstOptions {
  url: string;
  requests: number;
  concurrency: number;
}

export interface BurstResult {
  requests: number;
  /** Answers by status; 0 counts requests that got no answer. */
  statuses: Record<number, number>;
  /** Requests that got no answer although none was asked for (the scenario's network errors are asked for). */
  unexpectedNetworkErrors: number;
  milliseconds: number;
}

interface Step {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** The answer may be a dropped connection (a scenario without network). */
  mayDrop?: boolean;
}

const DAY = 86_400_000;
/** About 100 KB: support attachments are where an unbounded backend grows fastest. */
const ATTACHMENT = `data:text/plain;base64,${'QUJD'.repeat(25_000)}`;

function bookingBody(index: number) {
  return oneTimePostingRequest({
    start: new Date(Date.now() + DAY * (1 + (index % 20))),
    email: PERSONAS.buildings.email ?? '',
    postingType: index % 2 === 0 ? 'OFFERING' : 'REQUEST',
    description: `burst ${index}`,
  });
}

function offersBody() {
  return {
    mobilityRequestId: randomUUID(),
    origin: { latitude: 48.26027, longitude: 11.43416, name: 'Dachau' },
    destination: { latitude: 48.20052, longitude: 11.55963, name: 'FIZ' },
    departureTime: new Date(Date.now() + DAY).toISOString(),
    integrations: { commutePooling: { postingType: 'OFFERING' } },
  };
}

function feedbackBody(index: number) {
  return {
    userId: PERSONAS.buildings.id,
    message: `Burst feedback ${index}`,
    npsRating: index % 11,
    integrationId: 'commutePooling',
    appVersion: '0.11.4',
  };
}

function supportBody(index: number) {
  return {
    userId: PERSONAS.buildings.id,
    message: `Burst support message ${index}`,
    integrationId: 'commutePooling',
    bundleId: 'WEBAPP',
    deviceId: 'WEBAPP',
    appVersion: '0.11.4',
    attachment: ATTACHMENT,
  };
}

function registrationBody(index: number) {
  return {
    email: `burst-${index}@mail.example`,
    password: 'Burst1234!',
    givenName: 'Burst',
    familyName: `User ${index}`,
    department: 'QA',
    employeeNumber: `P${index}`,
    group: 'public',
    acceptedTerms: true,
    acceptedPrivacy: true,
  };
}

/**
 * The index-th request of the mix (deterministic: the same burst every run). The burst's own calls run as the
 * buildings persona; the login flood goes to the demo persona (whose oldest sessions the cap may end).
 */
function step(index: number, token: string): Step {
  const auth = { [TOKEN_HEADER]: token };
  const demo = PERSONAS.demo;
  const caller = PERSONAS.buildings;
  switch (index % 40) {
    case 0:
    case 1:
    case 2:
    case 3:
      return { method: 'GET', path: '/users/me', headers: auth };
    case 4:
    case 5:
      return { method: 'GET', path: `/api/v1/bookings/${caller.id}`, headers: auth };
    case 6:
    case 7:
    case 8:
      return { method: 'POST', path: '/api/v1/offers', headers: auth, body: offersBody() };
    case 9:
    case 10:
      return {
        method: 'GET',
        path: '/places?query=Dachau&latitude=48.2&longitude=11.5',
        headers: auth,
      };
    case 11:
      return { method: 'GET', path: '/places/recent', headers: auth };
    case 12:
      return { method: 'GET', path: '/places/predefined', headers: auth };
    case 13:
      return {
        method: 'GET',
        path: '/api/v1/app-version/enforce-updates?version=0.11.4&platform=web',
      };
    case 14:
    case 15:
    case 16:
      return {
        method: 'POST',
        path: '/api/v1/login',
        body: { grant_type: 'password', email: demo.email, password: DEMO_PASSWORD },
      };
    case 17:
    case 18:
      // A guesser trying addresses: each failure is recorded, none of them exists.
      return {
        method: 'POST',
        path: '/api/v1/login',
        body: {
          grant_type: 'password',
          email: `guess-${index}@bmw.example`,
          password: 'wrong-1234',
        },
      };
    case 19:
      return {
        method: 'POST',
        path: '/api/v1/login',
        body: { grant_type: 'refresh_token', refresh_token: `wen_rt_forged_${index}` },
      };
    case 20:
    case 21:
      return { method: 'POST', path: '/api/v1/bookings', headers: auth, body: bookingBody(index) };
    case 22:
      return {
        method: 'POST',
        path: '/feedback/nps',
        headers: { ...auth, [CLIENT_ID_HEADER]: 'wen-webapp' },
        body: feedbackBody(index),
      };
    case 23:
    case 24:
      return { method: 'POST', path: '/support', headers: auth, body: supportBody(index) };
    case 25:
      return { method: 'POST', path: '/api/v1/redis/cleanup-trip-cache', headers: auth };
    case 26:
      return { method: 'GET', path: '/users/me?scenario=terms-pending', headers: auth };
    case 27:
      // Anonymous, naming a scenario without network: its own answer drops, nobody else's data changes.
      return { method: 'GET', path: '/users/me?scenario=server-down', mayDrop: true };
    case 28:
      return {
        method: 'GET',
        path: '/users/me',
        headers: { ...auth, 'x-wen-scenario': 'expired-token' },
      };
    case 29:
      return { method: 'GET', path: '/auth/registrationLink?email=burst%40mail.example' };
    case 30:
      return { method: 'GET', path: '/api/v1/bookings/%ff', headers: auth };
    case 31:
      return { method: 'GET', path: '/api/v1/no-such-route' };
    case 32:
      return { method: 'POST', path: '/api/v1/register/create', body: registrationBody(index) };
    case 33:
      return {
        method: 'POST',
        path: '/api/v1/register/create',
        headers: { 'content-type': 'text/plain' },
        body: 'not json',
      };
    case 34:
      return { method: 'GET', path: '/api/v1/config/debuglocations', headers: auth };
    case 35:
      return { method: 'GET', path: '/users/me', headers: { [TOKEN_HEADER]: 'wen_at_forged' } };
    default:
      return { method: 'GET', path: '/users/me', headers: auth };
  }
}

async function send(url: string, { method, path, headers = {}, body }: Step): Promise<number> {
  const text =
    body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const response = await fetch(`${url}${path}`, {
    method,
    headers:
      text === undefined || headers['content-type']
        ? headers
        : { 'content-type': 'application/json', ...headers },
    body: text,
  });
  await response.arrayBuffer();
  return response.status;
}

async function signInCaller(url: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      email: PERSONAS.buildings.email,
      password: DEMO_PASSWORD,
    }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`The burst's login failed with ${response.status}.`);
  return body.idToken;
}

/** Sends `requests` requests of the mix, `concurrency` at a time; every answer is counted by status. */
export async function runBurst({ url, requests, concurrency }: BurstOptions): Promise<BurstResult> {
  const token = await signInCaller(url);
  const statuses: Record<number, number> = {};
  let unexpectedNetworkErrors = 0;
  let next = 0;
  const started = performance.now();
  async function worker(): Promise<void> {
    while (next < requests) {
      const index = next;
      next += 1;
      const current = step(index, token);
      let status = 0;
      try {
        status = await send(url, current);
      } catch {
        if (!current.mayDrop) unexpectedNetworkErrors += 1;
      }
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, () => worker()));
  return {
    requests,
    statuses,
    unexpectedNetworkErrors,
    milliseconds: Math.round(performance.now() - started),
  };
}
