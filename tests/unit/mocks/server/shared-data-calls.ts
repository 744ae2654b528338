import { afterAll, beforeAll, expect } from 'vitest';
import { oneTimePostingRequest } from '@mocks/lib/posting-request';
import { DEMO_PASSWORD, PERSONAS } from '@mocks/seed';
import { startMockHttpServer } from '@mocks/server/mock-http-server';
import type { RunningMockHttpServer } from '@mocks/server/mock-http-server-types';
import { callServer, type CallOptions, type ServerAnswer } from './server-call';

/** The server and the calls of the shared-data tests (shared-data.test.ts, shared-data-hostile-input.test.ts). */

export const demo = PERSONAS.demo;
export let server: RunningMockHttpServer;

/** A server of the file's own, started before its tests and closed after them. */
export function startServerForFile(): void {
  beforeAll(async () => {
    // The burst and the lockout tests send many wrong logins from this one address: the per-client limit
    // (tested in hardening.test.ts) is set out of their way.
    server = await startMockHttpServer({ port: 0, failedLoginsPerClient: 100_000 });
  });
  afterAll(async () => {
    await server?.close();
  });
}

export const call = (method: string, path: string, options?: CallOptions): Promise<ServerAnswer> =>
  callServer(server, method, path, options);

export const login = (
  email: string,
  password = DEMO_PASSWORD,
  headers: Record<string, string> = {},
) => call('POST', '/api/v1/login', { body: { grant_type: 'password', email, password }, headers });

export async function signIn(
  email = demo.email ?? '',
): Promise<{ token: string; refreshToken: string }> {
  const { status, body } = await login(email);
  expect(status).toBe(200);
  const { idToken, refreshToken } = body as { idToken: string; refreshToken: string };
  return { token: idToken, refreshToken };
}

/** The control call that switches or re-seeds the shared data. */
export const switchData = (
  body: Record<string, unknown>,
  headers: Record<string, string> = { 'x-wen-control': server.controlToken },
) => call('POST', '/__mock/scenario', { body, headers });

export const bookingRequest = (daysAhead: number) =>
  oneTimePostingRequest({
    start: new Date(Date.now() + daysAhead * 86_400_000),
    email: demo.email ?? '',
  });

export const registration = (email: string, employeeNumber: string, group = 'corporate') => ({
  email,
  password: 'Secret1234!',
  givenName: 'Eve',
  familyName: 'Stranger',
  department: 'Nowhere',
  employeeNumber,
  group,
  acceptedTerms: true,
  acceptedPrivacy: true,
});
