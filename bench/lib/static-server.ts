import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

/** A same-origin answer of the API stub: status and JSON body. */
export type StubAnswer = { status: number; body: unknown };
export type ApiStub = (method: string, path: string) => StubAnswer | undefined;

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a build folder like a static host does (unknown paths get index.html, the SPA fallback; text files
 * gzip-compressed when the browser accepts it, as any production host serves them) and answers the API calls
 * `stub` knows on the same origin.
 */
export async function startStaticServer(root: string, stub: ApiStub = () => undefined) {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const answer = stub(request.method ?? 'GET', url.pathname);
      if (answer) {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(answer.status === 204 ? undefined : JSON.stringify(answer.body));
        return;
      }
      const path = normalize(join(root, decodeURIComponent(url.pathname)));
      const file =
        path.startsWith(root) && (await stat(path).catch(() => null))?.isFile()
          ? path
          : join(root, 'index.html');
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      const compress =
        /^(text\/|application\/(json|manifest))|svg/.test(type) &&
        /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      const body = await readFile(file);
      response.writeHead(200, {
        'content-type': type,
        'cache-control': 'no-store',
        ...(compress ? { 'content-encoding': 'gzip' } : {}),
      });
      response.end(compress ? gzipSync(body) : body);
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } satisfies StaticServer;
}
