// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterFirstFrameScript } from '@/lib/after-first-frame';
import { BACKEND_ENVIRONMENTS } from '@/lib/env-config';
import {
  entryKey,
  kb,
  keyOfSource,
  readManifest,
  routeFiles,
  sizeOfFileSet,
  staticClosure,
} from '../../../bench/lib/bundle-size';
import { readBudgets } from '../../../bench/lib/budgets';
import { viteBuild } from '../../../bench/lib/vite-build';
import { MOCK_WORKER_FILE } from '../../../scripts/vite/build-output-plugins';
import {
  MOCK_MARKERS,
  REPO_ROOT,
  TYPED_CLIENT_MARKERS,
  filesUnder,
  preloadedFiles,
} from './build-output';

describe('the real-backend build (npm run build)', () => {
  let outDir = '';
  let files: string[] = [];

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'wen-real-build-'));
    // The build as `npm run build` makes it, without VITE_ variables of the calling shell.
    await viteBuild('production', outDir);
    files = await filesUnder(outDir);
  }, 90_000);
  afterAll(async () => {
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  /** The build's chunks that carry the typed client (zod, ts-rest, the contract), relative to its folder. */
  async function typedClientChunks(): Promise<Set<string>> {
    const found = new Set<string>();
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      const code = await readFile(file, 'utf8');
      if (TYPED_CLIENT_MARKERS.some((marker) => code.includes(marker)))
        found.add(relative(outDir, file));
    }
    return found;
  }

  it('outputs the app', () => {
    const names = files.map((file) => relative(outDir, file));
    expect(names).toContain('index.html');
    expect(names.some((name) => /^assets\/.+\.js$/.test(name))).toBe(true);
  });

  it('draws the login screen and the dashboard frame from index.html, its inline scripts allowed by hash and nothing else', async () => {
    const html = await readFile(join(outDir, 'index.html'), 'utf8');
    expect(html).toMatch(
      /<div id="root"><div data-first-paint="de" data-first-paint-screen="login" lang="de" inert aria-hidden="true">/,
    );
    expect(html).toContain('data-first-paint="en" data-first-paint-screen="login"');
    expect(html).toContain('Mit Q-Nummer anmelden');
    expect(html).toContain('data-first-paint="de" data-first-paint-screen="dashboard"');
    expect(html).toContain('Willkommen, <span data-first-paint-slot="givenName"></span>');
    // Its live screen is the app's first frame there: its chunk is fetched with the start chunks.
    expect(html).toMatch(
      /<link rel="modulepreload" crossorigin="" href="\/assets\/login-screen-[^"]+\.js">/,
    );
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text = '']) => text);
    expect(inline).toHaveLength(4);
    // The dashboard copy's script fetches the dashboard's chunk and the kept user's when it shows the copy.
    expect(inline[1]).toMatch(/"\/assets\/dashboard-screen-[^"]+\.js"/);
    expect(inline[1]).toMatch(/"\/assets\/last-known-user-[^"]+\.js"/);
    // On /support and /help, their screens' chunks are fetched beside the entry (build/route-preload-plugin.ts).
    expect(inline[2]).toMatch(/"\/support":\["\/assets\/support-screen-[^"]+\.js"/);
    expect(inline[2]).toMatch(/"\/help":\["\/assets\/help-screen-[^"]+\.js"/);
    // /support, painted from its copy, fetches them after that paint (tests/unit/platform/route-preload-script.test.ts).
    expect(inline[2]).toContain(`if(["/support"].indexOf(p)>=0){${afterFirstFrameScript('w')}}`);
    // The entry is fetched at once and runs after the first frame (build/entry-after-first-paint-plugin.ts).
    const entry = /<link rel="modulepreload" crossorigin href="(\/assets\/index-[^"]+\.js)">/.exec(
      html,
    )?.[1];
    expect(entry).toBeDefined();
    expect(html).not.toMatch(/<script type="module"/);
    expect(inline[3]).toContain(`s.src=${JSON.stringify(entry)}`);
    const hashes = inline.map(
      (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
    );
    const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(policy).toContain(`script-src 'self' ${hashes.join(' ')};`);
  });

  it('ships no mock service worker', () => {
    expect(files.map((file) => relative(outDir, file))).not.toContain(MOCK_WORKER_FILE);
  });

  it('ships the app service worker precaching the shell, the manifest and icons, and links them', async () => {
    const names = files.map((file) => relative(outDir, file));
    expect(names).toEqual(
      expect.arrayContaining([
        'sw.js',
        'manifest.webmanifest',
        'favicon.svg',
        'icons/icon-maskable-512.png',
      ]),
    );
    const worker = await readFile(join(outDir, 'sw.js'), 'utf8');
    for (const precached of ['index.html', 'manifest.webmanifest', 'icons/icon-192.png'])
      expect(worker, precached).toContain(`url:"${precached}"`);
    expect(worker).not.toContain(MOCK_WORKER_FILE);
    const html = await readFile(join(outDir, 'index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    expect(html).toContain('<link rel="icon" href="/favicon.svg"');
  });

  it('contains no mock backend, fake data or demo accounts', async () => {
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      for (const marker of MOCK_MARKERS) {
        expect(text.includes(marker), `${relative(outDir, file)} contains '${marker}'`).toBe(false);
      }
    }
  });

  it('talks to the production backend', async () => {
    const scripts = await Promise.all(
      files.filter((file) => file.endsWith('.js')).map((file) => readFile(file, 'utf8')),
    );
    expect(scripts.some((text) => text.includes(BACKEND_ENVIRONMENTS.prod.apiBaseUrl))).toBe(true);
  });

  // Sizes are deterministic, so the size budgets of bench/budgets.json are checked here (timings only in the bench).
  it('keeps the entry route within the size budget (gzip)', async () => {
    const budgets = readBudgets().bundle;
    const manifest = await readManifest(outDir);
    const entry = await sizeOfFileSet(outDir, staticClosure(manifest, [entryKey(manifest)]));
    expect(kb(entry.total.gzip), 'entry JS+CSS gzip KB').toBeLessThanOrEqual(budgets.entryGzipKb);
    const login = await sizeOfFileSet(
      outDir,
      routeFiles(manifest, 'src/features/auth/login-screen.tsx'),
    );
    expect(login.files).toBeGreaterThan(entry.files);
    expect(kb(login.total.gzip), '/login first screen JS+CSS gzip KB').toBeLessThanOrEqual(
      budgets.loginFirstScreenGzipKb,
    );
  });

  it('fetches what /login waits for in few files: the app’s modules and the login screen’s in one chunk each, the env check apart, the service worker’s registration not preloaded', async () => {
    const manifest = await readManifest(outDir);
    const preloaded = await preloadedFiles(outDir);
    // Over HTTP/1.1 a browser opens six connections to a host: each file more queues for one and a round
    // trip (docs/decisions/018-start-chunks.md). JS and CSS, the entry's included: 16 before the start chunks, 11 now.
    const login = routeFiles(manifest, 'src/features/auth/login-screen.tsx');
    expect(login.js.length + login.css.length, 'files before /login is live').toBeLessThanOrEqual(
      11,
    );
    expect(login.js.some((file) => /^assets\/app-modules-[^/]+\.js$/.test(file))).toBe(true);
    expect(login.js.some((file) => /^assets\/login-modules-[^/]+\.js$/.test(file))).toBe(true);
    for (const file of login.js.filter((name) => name !== manifest[entryKey(manifest)]?.file))
      expect(preloaded, file).toContain(file);
    // The env check runs before any of the app's modules: loading it loads nothing but the entry's files.
    const entryFiles = new Set(staticClosure(manifest, [entryKey(manifest)]).js);
    // Its chunk (src/lib/env.ts with env-config.ts) has no source of its own in the manifest: found by its name.
    const envKey = Object.keys(manifest).find((key) =>
      /^assets\/env-[^/]+\.js$/.test(manifest[key]?.file ?? ''),
    );
    expect(envKey).toBeDefined();
    const envFiles = staticClosure(manifest, [envKey ?? '']).js;
    expect(envFiles.filter((file) => !entryFiles.has(file))).toHaveLength(1);
    const registration = manifest[keyOfSource(manifest, 'src/app/service-worker-registration.ts')];
    expect(registration?.file).toBeDefined();
    expect(preloaded).not.toContain(registration?.file);
  });

  it('keeps the typed client (zod, ts-rest, the contract) off the login screen, out of what index.html preloads and off the signed-in dashboard’s first render', async () => {
    const manifest = await readManifest(outDir);
    const preloaded = await preloadedFiles(outDir);
    const startFiles = new Set([
      ...routeFiles(manifest, 'src/features/auth/login-screen.tsx').js,
      ...preloaded,
    ]);
    expect(preloaded.length).toBeGreaterThan(0);
    const typedClientFiles = await typedClientChunks();
    // Not vacuous: the build has them, in chunks of their own that the screens which call load.
    expect(typedClientFiles.size).toBeGreaterThan(0);
    for (const file of startFiles) expect(typedClientFiles, file).not.toContain(file);

    // The signed-in dashboard's first render: the start, the dashboard's chunk and the kept user's module (the
    // dashboard copy's inline script preloads both, the app awaits them), each with its static imports. Its stores
    // read storage by hand and its calls import the client when made (issue 21).
    const dashboardFiles = new Set([
      ...routeFiles(manifest, 'src/features/dashboard/dashboard-screen.tsx').js,
      ...staticClosure(manifest, [keyOfSource(manifest, 'src/domain/session/last-known-user.ts')])
        .js,
    ]);
    const html = await readFile(join(outDir, 'index.html'), 'utf8');
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text = '']) => text);
    const copyPreloads = [...(inline[1] ?? '').matchAll(/"\/(assets\/[^"]+\.js)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(copyPreloads.length).toBeGreaterThan(0);
    for (const file of copyPreloads) expect(dashboardFiles, file).toContain(file);
    for (const file of dashboardFiles) expect(typedClientFiles, file).not.toContain(file);
  });

  it('keeps the typed client off the help and support screens: their visitors read, the message they may send loads it', async () => {
    const manifest = await readManifest(outDir);
    const typedClientFiles = await typedClientChunks();
    expect(typedClientFiles.size).toBeGreaterThan(0);
    for (const screen of [
      'help-screen',
      'support-screen',
      'feedback-screen',
      'contact-support-screen',
      'commute-pooling-help-screen',
    ]) {
      const source = `src/features/help-support/${screen}.tsx`;
      const screenFiles = routeFiles(manifest, source).js;
      // Not vacuous: the screen's own chunk is among the files checked.
      expect(screenFiles, screen).toContain(manifest[keyOfSource(manifest, source)]?.file);
      for (const file of screenFiles)
        expect(typedClientFiles, `${screen}: ${file}`).not.toContain(file);
    }
  });

  it('looks for markers the mock code really has (the check is not vacuous)', async () => {
    const mockSources = (
      await Promise.all(
        [
          'mocks/browser.ts',
          'mocks/seed.ts',
          'mocks/seed-draws.ts',
          'mocks/seed-constants.ts',
          'mocks/db/snapshot.ts',
          'mocks/scenario-storage.ts',
          'mocks/dev-tools.ts',
          'src/features/dev-panel/locales/de.ts',
          'src/features/dev-panel/dev-panel.css',
        ].map((path) => readFile(join(REPO_ROOT, path), 'utf8')),
      )
    ).join('\n');
    for (const marker of MOCK_MARKERS) expect(mockSources, marker).toContain(marker);
  });
});
