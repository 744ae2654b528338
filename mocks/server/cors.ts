import { TOKEN_HEADER } from '@contract/route-metadata';
import { CLIENT_ID_HEADER } from '../handlers/define-handler';

/** Headers of the standalone server that select a scenario or inject a fault per request. */
export const SCENARIO_HEADER = 'x-wen-scenario';
export const SCENARIO_QUERY_PARAM = 'scenario';
export const FAULT_HEADER = 'x-wen-fault';
/** Required on the control call that switches the shared data (a custom header: browsers pre-flight it). */
export const CONTROL_HEADER = 'x-wen-control';

/** What a browser page may send cross-origin: the app's own headers and the server's switches. */
export const ALLOWED_REQUEST_HEADERS = [
  'content-type',
  TOKEN_HEADER,
  CLIENT_ID_HEADER,
  'x-client-secret',
  SCENARIO_HEADER,
  FAULT_HEADER,
  CONTROL_HEADER,
] as const;
export const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Only pages served from this machine may call the server from a browser (the app's dev server, a preview, a
 * Swagger UI): the mock hands out demo tokens and accepts fault switches, so it is no public API.
 */
export function isLocalOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      (LOCAL_HOSTS.has(url.hostname) || url.hostname.endsWith('.localhost'))
    );
  } catch {
    return false;
  }
}

/** The CORS headers of an answer to a request from `origin` (none for other origins: the browser blocks them). */
export function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin || !isLocalOrigin(origin)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': ALLOWED_METHODS.join(', '),
    'access-control-allow-headers': ALLOWED_REQUEST_HEADERS.join(', '),
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}
