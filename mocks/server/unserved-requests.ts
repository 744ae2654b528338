import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { SERVED_METHODS } from './request-target';

/** Node's own limit of the request head; a larger one is answered 400 (not Node's undeclared 431). */
export const MAX_HEADER_BYTES = 16 * 1024;

/**
 * What reaches the server but is no request it serves: a CONNECT, or a request head it cannot read (or too
 * large). Each gets a declared status and the usual error body instead of a silently closed socket.
 */
export function answerUnservedRequests(server: Server, log: (line: string) => void): void {
  // CONNECT (a proxy tunnel) is no request this server serves: answered 405 instead of a silently closed socket.
  server.on('connect', (incoming: IncomingMessage, socket: Duplex) => {
    const body = JSON.stringify({
      message: 'CONNECT is not allowed here: this is no proxy.',
      code: 'METHOD_NOT_ALLOWED',
    });
    log(`CONNECT ${incoming.url ?? ''} → 405`);
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nallow: ${SERVED_METHODS.join(', ')}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
  // A request head over the limit would get Node's own 431, which no route declares: answer 400 instead.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const body = JSON.stringify(
      tooLarge
        ? {
            message: `No valid input: headers: the request head is larger than ${MAX_HEADER_BYTES} bytes.`,
            code: 'HEADERS_TOO_LARGE',
          }
        : { message: 'No valid input: the request is not valid HTTP.', code: 'BAD_REQUEST' },
    );
    socket.end(
      `HTTP/1.1 400 Bad Request\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
}
