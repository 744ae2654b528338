import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the build tests (builds.test.ts, demo-build.test.ts, build-plugins.test.ts) read in a build's output. */

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Strings only the mock backend's code and data, and the dev panel, contain. */
export const MOCK_MARKERS = [
  'mockServiceWorker',
  'setupWorker',
  '@faker-js',
  'demo@bmw.example',
  'Demo1234!',
  'wen-mock-db',
  'wen.mock.scenario',
  'startMockDevTools',
  'Dev-Panel (Mock-Backend)',
  'dev-panel__',
];

/**
 * Strings of the typed client's code: zod's object schema, ts-rest's contract (its zod polyfill, its no-body marker)
 * and a route summary of the contract. None may be in what /login needs before it is live, or in what index.html
 * preloads (the first paint of both copies waits for that to compile; docs/decisions/012-typed-client-loads-with-the-first-call.md).
 */
export const TYPED_CLIENT_MARKERS = [
  '$ZodObject',
  'zod-ts-rest-polyfill',
  'ContractNoBody',
  'Create a posting',
];

/** The files index.html preloads (`<link rel="modulepreload">`), relative to the build's folder. */
export async function preloadedFiles(outDir: string): Promise<string[]> {
  const html = await readFile(join(outDir, 'index.html'), 'utf8');
  return [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
}

export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
