import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect } from 'vitest';
import { SCENARIOS } from '@scenarios/scenario-registry';
import { DEMO_PASSWORD, PERSONAS } from '@mocks/seed';
import { startMockHttpServer } from '@mocks/server/mock-http-server';
import type { RunningMockHttpServer } from '@mocks/server/mock-http-server-types';

/** What the mock server tests (mock-http-server.test.ts, mock-http-server-start.test.ts) share: the server of the file, its calls, the scenarios. */

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const demo = PERSONAS.demo;
export const KNOWN_SCENARIOS = SCENARIOS.map((scenario) => scenario.id);
export const UNKNOWN_SCENARIO_MESSAGE = `Unknown scenario 'rush-hour'. Known scenarios: ${KNOWN_SCENARIOS.join(', ')}.`;
/** A scenario that changes the demo persona's data: it has not accepted the terms. */
export const TERMS_PENDING = SCENARIOS.find((scenario) =>
  scenario.data?.some(
    (change) =>
      change.kind === 'user-flags' &&
      change.persona === 'demo' &&
      change.flags.acceptedTerms === false,
  ),
);

export let server: RunningMockHttpServer;
/** The server's log lines. */
export const log: string[] = [];

/** A server of the file's own, started before its tests and closed after them. */
export function startServerForFile(): void {
  beforeAll(async () => {
    server = await startMockHttpServer({ port: 0, log: (line) => log.push(line) });
  });
  afterAll(async () => {
    await server?.close();
  });
}

export async function call(
  method: string,
  path: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; headers: Headers; body: unknown }> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as unknown) : null,
  };
}

export async function loginDemo(): Promise<string> {
  const { status, body } = await call('POST', '/api/v1/login', {
    body: { grant_type: 'password', email: demo.email, password: DEMO_PASSWORD },
  });
  expect(status).toBe(200);
  const token = (body as { idToken?: string }).idToken;
  if (!token) throw new Error('no idToken');
  return token;
}
