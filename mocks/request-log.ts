import { APP_VERSION } from '@contract/plain-forms';
import type { MockRequestLogEntry } from '@/lib/mock-control';
import { listRoutes } from '@contract/router';

/** How many requests the log keeps; older ones drop out. */
export const REQUEST_LOG_LIMIT = 200;

/** One call of the app to the fake backend (declared with the dev panel's control surface). */
export type RequestLogEntry = MockRequestLogEntry;

/** The dotted route name of a method and path, or null for anything that is not an API call. */
export function createRouteMatcher(): (method: string, path: string) => string | null {
  const patterns = listRoutes().map(({ name, route }) => ({
    name,
    method: route.method,
    pattern: new RegExp(
      `^${route.path
        .split('/')
        .map((segment) =>
          segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/')}/?$`,
    ),
  }));
  return (method, path) =>
    patterns.find((candidate) => candidate.method === method && candidate.pattern.test(path))
      ?.name ?? null;
}

type Listener = () => void;

interface StartEvent {
  request: Request;
  requestId: string;
}
interface MockedEvent {
  response: Response;
  requestId: string;
}

/** The part of MSW's life-cycle events (worker.events, server.events) the log listens to. */
export interface RequestEvents {
  on(event: 'request:start', listener: (event: StartEvent) => void): unknown;
  on(event: 'response:mocked', listener: (event: MockedEvent) => void): unknown;
  removeListener(event: 'request:start', listener: (event: StartEvent) => void): unknown;
  removeListener(event: 'response:mocked', listener: (event: MockedEvent) => void): unknown;
}

function headersOf(headers: Headers): Record<string, string> {
  return Object.fromEntries(headers.entries());
}

async function readText(message: Request | Response): Promise<string | null> {
  try {
    const text = await message.clone().text();
    return text === '' ? null : text;
  } catch {
    return null; // a network error or a body already taken: nothing to show
  }
}

/** Resolves when the page is idle (at the latest after a second); at once where there is no idle callback (Node). */
function whenIdle(): Promise<void> {
  if (typeof requestIdleCallback !== 'function') return Promise.resolve();
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 1_000 }));
}

/**
 * The latest calls to the fake backend (bounded), fed by MSW's life-cycle events: method, path, status,
 * duration and both bodies; exportable as a HAR 1.2 file.
 */
export class RequestLog {
  private list: readonly RequestLogEntry[] = [];
  private readonly started = new Map<string, number>();
  private readonly listeners = new Set<Listener>();
  private readonly matchRoute = createRouteMatcher();

  constructor(
    private readonly limit: number = REQUEST_LOG_LIMIT,
    private readonly clock: () => number = () => performance.now(),
    private readonly idle: () => Promise<void> = whenIdle,
  ) {}

  /** Oldest first; a new array after every change (safe for useSyncExternalStore). */
  entries(): readonly RequestLogEntry[] {
    return this.list;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  clear(): void {
    this.list = [];
    this.started.clear();
    this.emit();
  }

  /** Listens to a worker's or server's events; returns the function that stops it. */
  attach(events: RequestEvents): () => void {
    const onStart = ({ request, requestId }: StartEvent) => this.begin(requestId, request);
    const onMocked = ({ response, requestId }: MockedEvent) => {
      void this.finish(requestId, response);
    };
    events.on('request:start', onStart);
    events.on('response:mocked', onMocked);
    return () => {
      events.removeListener('request:start', onStart);
      events.removeListener('response:mocked', onMocked);
    };
  }

  /** Records the start of a request (only calls of contract routes; assets and the like are skipped). */
  begin(requestId: string, request: Request): void {
    const url = new URL(request.url);
    const routeName = this.matchRoute(request.method, url.pathname);
    if (!routeName) return;
    this.started.set(requestId, this.clock());
    const entry: RequestLogEntry = {
      id: requestId,
      routeName,
      method: request.method,
      url: request.url,
      path: url.pathname,
      startedAt: new Date().toISOString(),
      durationMs: null,
      status: null,
      outcome: 'pending',
      requestHeaders: headersOf(request.headers),
      requestBody: null,
      responseHeaders: {},
      responseBody: null,
    };
    this.list = [...this.list, entry].slice(-this.limit);
    this.emit();
    // Cloned right away: the handler reads the original body next.
    void readText(request).then((requestBody) => this.update(requestId, { requestBody }));
  }

  /** Records the answer (status 0 or an error response: no answer, a network error). */
  async finish(requestId: string, response: Response): Promise<void> {
    const startedAt = this.started.get(requestId);
    if (startedAt === undefined) return;
    this.started.delete(requestId);
    const failed = response.type === 'error' || response.status === 0;
    const durationMs = Math.round(this.clock() - startedAt);
    this.update(requestId, {
      durationMs,
      status: failed ? 0 : response.status,
      outcome: failed ? 'network-error' : 'answered',
      responseHeaders: failed ? {} : headersOf(response.headers),
    });
    if (!failed) {
      // The answer's copy for the log is read once the page is idle, not while the app reads the answer itself:
      // the offers search's ~900 KB of 1,000 matches would be decoded on the main thread before the first offer
      // shows (issue 21). Until then the entry shows its status without the body.
      await this.idle();
      const responseBody = await readText(response);
      this.update(requestId, { responseBody });
    }
  }

  /** The log as a HAR 1.2 file (http://www.softwareishard.com/blog/har-12-spec/). */
  toHar(): HarFile {
    return {
      log: {
        version: '1.2',
        creator: { name: 'WEN mock backend', version: APP_VERSION },
        pages: [],
        entries: this.list.map(toHarEntry),
      },
    };
  }

  private update(requestId: string, change: Partial<RequestLogEntry>): void {
    const index = this.list.findIndex((entry) => entry.id === requestId);
    if (index < 0) return;
    const next = [...this.list];
    next[index] = { ...next[index]!, ...change };
    this.list = next;
    this.emit();
  }

  private emit(): void {
    this.listeners.forEach((listener) => listener());
  }
}

// --- HAR 1.2 ---------------------------------------------------------------------------------

interface HarNameValue {
  name: string;
  value: string;
}

export interface HarEntry {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    cookies: HarNameValue[];
    headers: HarNameValue[];
    queryString: HarNameValue[];
    postData?: { mimeType: string; text: string };
    headersSize: number;
    bodySize: number;
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    cookies: HarNameValue[];
    headers: HarNameValue[];
    content: { size: number; mimeType: string; text?: string };
    redirectURL: string;
    headersSize: number;
    bodySize: number;
    /** Not HAR: 'network-error' or 'pending' when there was no answer. */
    _outcome?: RequestLogEntry['outcome'];
  };
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number };
  /** Not HAR: the contract route of the call. */
  _routeName: string;
}

export interface HarFile {
  log: {
    version: '1.2';
    creator: { name: string; version: string };
    pages: never[];
    entries: HarEntry[];
  };
}

const nameValues = (record: Record<string, string>): HarNameValue[] =>
  Object.entries(record).map(([name, value]) => ({ name, value }));

const byteLength = (text: string | null) =>
  text === null ? 0 : new TextEncoder().encode(text).length;

function toHarEntry(entry: RequestLogEntry): HarEntry {
  const time = entry.durationMs ?? 0;
  const requestType = entry.requestHeaders['content-type'] ?? 'application/json';
  const responseType = entry.responseHeaders['content-type'] ?? '';
  return {
    startedDateTime: entry.startedAt,
    time,
    request: {
      method: entry.method,
      url: entry.url,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: nameValues(entry.requestHeaders),
      queryString: [...new URL(entry.url).searchParams].map(([name, value]) => ({ name, value })),
      ...(entry.requestBody !== null
        ? { postData: { mimeType: requestType, text: entry.requestBody } }
        : {}),
      headersSize: -1,
      bodySize: byteLength(entry.requestBody),
    },
    response: {
      status: entry.status ?? 0,
      statusText: '',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: nameValues(entry.responseHeaders),
      content: {
        size: byteLength(entry.responseBody),
        mimeType: responseType,
        ...(entry.responseBody !== null ? { text: entry.responseBody } : {}),
      },
      redirectURL: '',
      headersSize: -1,
      bodySize: entry.outcome === 'answered' ? byteLength(entry.responseBody) : -1,
      ...(entry.outcome !== 'answered' ? { _outcome: entry.outcome } : {}),
    },
    cache: {},
    timings: { send: 0, wait: time, receive: 0 },
    _routeName: entry.routeName,
  };
}
