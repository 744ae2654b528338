import { listRoutes } from '@contract/router';

/**
 * What the standalone server checks of a request line before any handler sees it: the method, the request
 * target (origin-form or absolute-form, RFC 9112 §3.2), the Host against an allow-list, and the path against the
 * contract's routes (case-sensitive, as the contract declares them). Every refusal is a 4xx or 501: an odd
 * request line never reaches a place that could fail with 500.
 */

/** The methods of the WEN API (and of CORS pre-flights). */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
/** Methods HTTP defines that the server does not allow on any resource: 405. Any other method: 501. */
const KNOWN_NOT_ALLOWED = new Set(['TRACE', 'CONNECT']);

export type MethodVerdict = 'served' | 'not-allowed' | 'not-implemented';

export function methodVerdict(method: string): MethodVerdict {
  if ((SERVED_METHODS as readonly string[]).includes(method)) return 'served';
  return KNOWN_NOT_ALLOWED.has(method) ? 'not-allowed' : 'not-implemented';
}

/** Host names every server accepts: this machine's. */
const LOCAL_HOST_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** The host names a request may name (Host header or absolute-form target): lower case, without port. */
export function allowedHostNames(publicUrl: string, extra: readonly string[] = []): Set<string> {
  return new Set([
    ...LOCAL_HOST_NAMES,
    new URL(publicUrl).hostname.toLowerCase(),
    ...extra.map((host) => host.trim().toLowerCase()).filter(Boolean),
  ]);
}

/** The host name of a Host header value (`name[:port]`), or null when it is none. */
export function hostNameOf(hostHeader: string | undefined): string | null {
  if (!hostHeader || /[\s/?#@\\]/.test(hostHeader)) return null;
  try {
    const url = new URL(`http://${hostHeader}`);
    return url.hostname.toLowerCase();
  } catch {
    return null;
  }
}

export function hostAllowed(hostName: string, allowed: ReadonlySet<string>): boolean {
  return allowed.has(hostName) || hostName.endsWith('.localhost');
}

export type TargetReading =
  { ok: true; url: URL; hostName: string | null } | { ok: false; message: string };

/**
 * The URL of a request target on the server's public origin. Origin-form ('/path?query') keeps its whole path
 * ('//other.host/x' is a path here, never another origin); absolute-form ('http://host:port/path') must parse,
 * carry no credentials and is reduced to its path and query (its host is checked like a Host header).
 */
export function readRequestTarget(target: string, publicOrigin: string): TargetReading {
  if (target.startsWith('/')) {
    try {
      return { ok: true, url: new URL(`${publicOrigin}${target}`), hostName: null };
    } catch {
      return { ok: false, message: `the request target '${target}' is not a valid path` };
    }
  }
  if (/^https?:\/\//i.test(target)) {
    let absolute: URL;
    try {
      absolute = new URL(target);
    } catch {
      return { ok: false, message: `the request target '${target}' is not a valid URL` };
    }
    if (absolute.username || absolute.password) {
      return { ok: false, message: 'a request target must not carry credentials' };
    }
    return {
      ok: true,
      url: new URL(`${publicOrigin}${absolute.pathname}${absolute.search}`),
      hostName: absolute.hostname.toLowerCase(),
    };
  }
  return { ok: false, message: `the request target '${target}' is neither a path nor an http URL` };
}

/** One regular expression per contract path: ':name' is one segment; a trailing slash is allowed. */
function routePattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

const ROUTE_PATTERNS: readonly RegExp[] = [
  ...new Set(listRoutes().map(({ route }) => route.path)),
].map(routePattern);

/** Does the path name a route of the contract, in the contract's case? (MSW's matching ignores case.) */
export function isContractPath(pathname: string): boolean {
  return ROUTE_PATTERNS.some((pattern) => pattern.test(pathname));
}
