import { connect } from 'node:net';
import { afterAll, beforeAll, expect } from 'vitest';
import { TOKEN_HEADER } from '@contract/route-metadata';
import { DEMO_PASSWORD } from '@mocks/seed';
import { startMockHttpServer } from '@mocks/server/mock-http-server';
import type { RunningMockHttpServer } from '@mocks/server/mock-http-server-types';

/** The server and the calls of the hardening tests (hardening.test.ts, hardening-sessions-and-requests.test.ts). */

export let server: RunningMockHttpServer;

/** A server of the file's own, started before its tests and closed after them. */
export function startServerForFile(): void {
  beforeAll(async () => {
    server = await startMockHttpServer({
      port: 0,
      failedLoginsPerClient: 100_000,
      // Small, so that two held requests reach it.
      maxHeldBodyBytes: 1_500_000,
    });
  });
  afterAll(async () => {
    await server?.close();
  });
}

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

export async function call(
  method: string,
  path: string,
  {
    headers = {},
    body,
    token,
    base = server,
  }: {
    headers?: Record<string, string>;
    body?: unknown;
    token?: string;
    base?: RunningMockHttpServer;
  } = {},
): Promise<Answer> {
  const response = await fetch(`${base.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { [TOKEN_HEADER]: token } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: kept as text
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

export const login = (email: string, password = DEMO_PASSWORD, base = server) =>
  call('POST', '/api/v1/login', { body: { grant_type: 'password', email, password }, base });

export async function signIn(email: string, base = server): Promise<string> {
  const { status, body } = await login(email, DEMO_PASSWORD, base);
  expect(status).toBe(200);
  return (body as { idToken: string }).idToken;
}

/** One raw request over a socket: the status line of the answer (or 'closed' when none came). */
export function rawStatus(text: string, port = server.port): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer to ${JSON.stringify(text)} in 5 s`));
    }, 5_000);
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received.split('\r\n')[0] || 'closed');
    });
    socket.write(text);
    // Half-close: the server answers and closes (connection: close below).
  });
}

export const head = (requestLine: string, host = `localhost:${server.port}`) =>
  `${requestLine}\r\nHost: ${host}\r\nConnection: close\r\n\r\n`;
