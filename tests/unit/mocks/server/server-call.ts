import { TOKEN_HEADER } from '@contract/route-metadata';
import type { RunningMockHttpServer } from '@mocks/server/mock-http-server-types';

export interface ServerAnswer {
  status: number;
  headers: Headers;
  /** The answer's JSON, its text when it is not JSON, or null when empty. */
  body: unknown;
}

export interface CallOptions {
  headers?: Record<string, string>;
  /** Sent as JSON; a string is sent as it is (for bodies that are not JSON). */
  body?: unknown;
  token?: string;
}

/** One HTTP call to a running mock server, as a client of the shared QA server makes it. */
export async function callServer(
  base: RunningMockHttpServer,
  method: string,
  path: string,
  { headers = {}, body, token }: CallOptions = {},
): Promise<ServerAnswer> {
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
