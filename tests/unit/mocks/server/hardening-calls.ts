import { connect } from 'node:net';
import { afterAll, beforeAll, expect } from 'vitest';
import { DEMO_PASSWORD } from '@mocks/seed';
import { startMockHttpServer } from '@mocks/server/mock-http-server';
import type { RunningMockHttpServer } from '@mocks/server/mock-http-server-types';
import { callServer, type CallOptions, type ServerAnswer } from './server-call';

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

export const call = (
  method: string,
  path: string,
  { base = server, ...options }: CallOptions & { base?: RunningMockHttpServer } = {},
): Promise<ServerAnswer> => callServer(base, method, path, options);

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
