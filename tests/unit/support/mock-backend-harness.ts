import type { SetupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { TOKEN_HEADER } from '@contract/route-metadata';
import { DEFAULT_SEED, mockServer, resetDatabase, setMockNow, apiUrl } from '@mocks/node';

/** A Monday, 08:00 in Munich: every mock test runs at this moment, so expiries and periods are fixed. */
export const TEST_NOW = new Date('2026-11-23T07:00:00.000Z');

/** Starts the mock server (or one made with other options) for a test file, on freshly seeded data at TEST_NOW. */
export function useMockBackend(server: SetupServer = mockServer): void {
  beforeAll(async () => {
    setMockNow(TEST_NOW);
    server.listen({ onUnhandledRequest: 'error' });
    await resetDatabase(DEFAULT_SEED, TEST_NOW);
  });
  afterAll(() => {
    server.close();
    setMockNow(null);
  });
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as is (for malformed bodies). */
  rawBody?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  /** Parsed JSON, or null for an empty body. */
  body: unknown;
}

/** A real fetch against the mock server, as the app would send it. */
export async function call(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const url = new URL(apiUrl(path));
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers[TOKEN_HEADER] = options.token;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

/** The message and code of an error answer. */
export function errorOf(result: CallResult): { message: string; code?: string } {
  return result.body as { message: string; code?: string };
}
