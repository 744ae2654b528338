import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { ErrorBody } from '@contract/errors';

/** Reading requests from and writing answers to Node's HTTP server (mocks/server/mock-http-server.ts). */

/** Larger than any valid request (the support attachment is at most 1,000,000 characters). */
export const MAX_REQUEST_BYTES = 2 * 1024 * 1024;

/** A JSON answer with the contract's error body. */
export function jsonResponse(status: number, body: ErrorBody & Record<string, unknown>): Response {
  return Response.json(body, { status });
}

/** The bytes of request bodies held at once, across requests: reserved while read, released when answered. */
export class HeldBodies {
  private held = 0;
  constructor(readonly limit: number) {}
  get bytes(): number {
    return this.held;
  }
  /** Reserves more bytes; false (nothing reserved) when the limit would be passed. */
  reserve(bytes: number): boolean {
    if (this.held + bytes > this.limit) return false;
    this.held += bytes;
    return true;
  }
  release(bytes: number): void {
    this.held = Math.max(0, this.held - bytes);
  }
}

export async function readBody(
  request: IncomingMessage,
  held: HeldBodies,
  reserved: { bytes: number },
): Promise<Buffer | 'too-large' | 'busy' | 'aborted'> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of request) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      if (size > MAX_REQUEST_BYTES) return 'too-large';
      if (!held.reserve(buffer.length)) return 'busy';
      reserved.bytes += buffer.length;
      chunks.push(buffer);
    }
  } catch {
    // The client went away mid-body.
    return 'aborted';
  }
  if (!request.complete) return 'aborted';
  return Buffer.concat(chunks);
}

export function headersOf(incoming: IncomingMessage): Headers {
  const headers = new Headers();
  for (let index = 0; index + 1 < incoming.rawHeaders.length; index += 2) {
    headers.append(incoming.rawHeaders[index] ?? '', incoming.rawHeaders[index + 1] ?? '');
  }
  return headers;
}

/** Every segment of the path decodes (a stray '%ff' cannot be matched against a route). */
export function pathDecodes(pathname: string): boolean {
  try {
    for (const segment of pathname.split('/')) decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/** Answers smaller than this go as they are: gzip would save a few bytes and cost a round of work. */
export const COMPRESS_FROM_BYTES = 1024;

/** Does an Accept-Encoding header allow gzip (named, or `*`, without `q=0`)? */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name = '', ...parameters] = part.split(';').map((item) => item.trim().toLowerCase());
    if (name !== 'gzip' && name !== '*') return false;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/**
 * Writes a Fetch API response to Node's. An answer of 1 KB or more goes gzip-compressed to a client that accepts it,
 * as a real backend's would (the offers of a busy route are hundreds of KB of JSON); curl without --compressed
 * and every other client get it as it is.
 */
export async function send(
  outgoing: ServerResponse,
  response: Response,
  extraHeaders: Record<string, string>,
  acceptEncoding: string | undefined,
): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  let body = Buffer.from(await response.arrayBuffer());
  if (
    body.length >= COMPRESS_FROM_BYTES &&
    headers['content-encoding'] === undefined &&
    acceptsGzip(acceptEncoding)
  ) {
    body = gzipSync(body);
    headers['content-encoding'] = 'gzip';
  }
  headers['content-length'] = String(body.length);
  const all = { ...headers, ...extraHeaders };
  // The answer depends on the request's Accept-Encoding (beside CORS's Origin).
  all.vary = all.vary ? `${all.vary}, Accept-Encoding` : 'Accept-Encoding';
  outgoing.writeHead(response.status, all);
  outgoing.end(body);
}
