import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { viteBuild } from '../../bench/lib/vite-build';
import { expect, PERSONAS, test, waitForAppStart } from './support/fixtures';

/**
 * `npm run build:demo` deployed on a plain static host without rewrite rules (as GitHub Pages or an S3
 * website serves files): existing files as they are, any other path answers 404.html with status 404.
 * The demo must still open on every deep link and run on its service worker with the seeded data.
 */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (info) => info.isFile(),
    () => false,
  );
}

function startStaticHost(root: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    const file = join(root, normalize(pathname === '/' ? '/index.html' : pathname));
    void (async () => {
      const found = file.startsWith(root) && (await isFile(file));
      const served = found ? file : join(root, '404.html');
      response.writeHead(found ? 200 : 404, {
        'content-type': CONTENT_TYPES[extname(served)] ?? 'application/octet-stream',
      });
      response.end(await readFile(served));
    })();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

test.describe('the static demo build', () => {
  test.describe.configure({ mode: 'serial' });
  let outDir = '';
  let host: { server: Server; url: string } | undefined;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    outDir = await mkdtemp(join(tmpdir(), 'wen-demo-build-'));
    await viteBuild('demo', outDir, {}, { logLevel: 'error' });
    host = await startStaticHost(outDir);
  });
  test.afterAll(async () => {
    await new Promise((resolve) => host?.server.close(resolve) ?? resolve(undefined));
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  test('opens on a deep link and signs in through its service worker with the seeded data', async ({
    page,
  }) => {
    const url = host?.url ?? '';
    const deepLink = await page.goto(`${url}/login/email`);
    expect(deepLink?.status()).toBe(404); // the host has no such file: its 404.html is the app
    await waitForAppStart(page);

    const { email, password } = PERSONAS.demo;
    await page.getByLabel(/e-mail/i).fill(email ?? '');
    await page.getByLabel(/passwor/i).fill(password);
    await page.getByRole('button', { name: /^(anmelden|log in)$/i }).click();
    await page.waitForURL((current) => !current.pathname.startsWith('/login'));
    await expect(page.getByRole('heading', { name: /Max Mustermann/ })).toBeVisible();

    // Another deep link, typed into the address bar: the session and the worker's data are still there.
    const meAnswers: boolean[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/users/me')
        meAnswers.push(response.fromServiceWorker());
    });
    await page.goto(`${url}/my-wen`);
    await expect(page).toHaveURL(/\/my-wen$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => meAnswers.length).toBeGreaterThan(0);
    expect(meAnswers.every(Boolean)).toBe(true);
  });
});
