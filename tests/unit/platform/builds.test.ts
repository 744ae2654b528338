// @vitest-environment node
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import {
  MOCK_WORKER_FILE,
  mockWorkerOnlyInMockBuilds,
  SPA_FALLBACK_FILE,
  spaFallbackPage,
} from '../../../scripts/vite/build-output-plugins';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Strings only the mock backend's code and data, and the dev panel, contain. */
const MOCK_MARKERS = [
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
const TYPED_CLIENT_MARKERS = [
  '$ZodObject',
  'zod-ts-rest-polyfill',
  'ContractNoBody',
  'Create a posting',
];

/** The files index.html preloads (`<link rel="modulepreload">`), relative to the build's folder. */
async function preloadedFiles(outDir: string): Promise<string[]> {
  const html = await readFile(join(outDir, 'index.html'), 'utf8');
  return [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

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
    expect(inline).toHaveLength(3);
    // The dashboard copy's script fetches the dashboard's chunk and the kept user's when it shows the copy.
    expect(inline[1]).toMatch(/"\/assets\/dashboard-screen-[^"]+\.js"/);
    expect(inline[1]).toMatch(/"\/assets\/last-known-user-[^"]+\.js"/);
    // On /support and /help, their screens' chunks are fetched beside the entry (build/route-preload-plugin.ts).
    expect(inline[2]).toMatch(/"\/support":\["\/assets\/support-screen-[^"]+\.js"/);
    expect(inline[2]).toMatch(/"\/help":\["\/assets\/help-screen-[^"]+\.js"/);
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
    const typedClientFiles = new Set<string>();
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      const code = await readFile(file, 'utf8');
      if (TYPED_CLIENT_MARKERS.some((marker) => code.includes(marker)))
        typedClientFiles.add(relative(outDir, file));
    }
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

/** faker's German locale data (its federal states) and the public suffix list (tldts); neither is in mocks/ code. */
const FAKER_LOCALE_MARKER = 'Schleswig-Holstein';
const PUBLIC_SUFFIX_MARKER = 'blogspot';
/** The prebuilt seed's parts (mocks/prebuilt-seed.ts, JSON text in a string literal: quotes may be escaped). */
const PREBUILT_ACCOUNTS = /\\?"users\\?":\{\\?"shapes/;
const PREBUILT_LATER = /\\?"bookings\\?":\{\\?"shapes/;

describe('the demo build (npm run build:demo)', () => {
  let outDir = '';

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'wen-demo-build-'));
    await viteBuild('demo', outDir);
  }, 90_000);
  afterAll(async () => {
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it('starts its fake backend from the prebuilt seed: a first visit loads no faker locale data and no public suffix list', async () => {
    const manifest = await readManifest(outDir);
    // What a first visit of /login loads: the entry, its dynamic imports (the fake backend among them), the screen.
    const firstVisit = routeFiles(manifest, 'src/features/auth/login-screen.tsx').js;
    const codeOf = (file: string) => readFile(join(outDir, file), 'utf8');
    const firstVisitCode = await Promise.all(firstVisit.map(codeOf));
    expect(firstVisit).toContain(manifest['mocks/dev-tools.ts']?.file);
    for (const [index, code] of firstVisitCode.entries()) {
      expect(code.includes(FAKER_LOCALE_MARKER), `${firstVisit[index]} has faker's data`).toBe(
        false,
      );
      expect(code.includes(PUBLIC_SUFFIX_MARKER), `${firstVisit[index]} has the list`).toBe(false);
    }
    // The prebuilt seed's accounts are there instead; its postings and places come in a chunk of their own, loaded
    // once the fake backend runs (the sign-in waits for the accounts only).
    expect(firstVisitCode.some((code) => PREBUILT_ACCOUNTS.test(code))).toBe(true);
    expect(firstVisitCode.some((code) => PREBUILT_LATER.test(code))).toBe(false);
    const laterFiles = [];
    for (const file of (await filesUnder(outDir)).filter((name) => name.endsWith('.js')))
      if (PREBUILT_LATER.test(await readFile(file, 'utf8')))
        laterFiles.push(relative(outDir, file));
    expect(laterFiles).toHaveLength(1);
    expect(PREBUILT_ACCOUNTS.test(await codeOf(laterFiles[0] ?? ''))).toBe(false);
    // Not vacuous: faker's data is in the build, in a chunk of its own loaded only to generate another seed.
    const fakerFiles = [];
    for (const file of (await filesUnder(outDir)).filter((name) => name.endsWith('.js')))
      if ((await readFile(file, 'utf8')).includes(FAKER_LOCALE_MARKER))
        fakerFiles.push(relative(outDir, file));
    expect(fakerFiles).toHaveLength(1);
    expect(firstVisit).not.toContain(fakerFiles[0]);
    const tldts = createRequire(import.meta.url).resolve('tldts');
    expect(await readFile(tldts, 'utf8')).toContain(PUBLIC_SUFFIX_MARKER);
  });

  it('fetches what /login waits for in few files, the fake backend’s modules and the app’s in chunks of their own: neither start loads (and runs) the other’s; the sign-in with the demo account preloaded, the home screen in few files', async () => {
    const manifest = await readManifest(outDir);
    const preloaded = await preloadedFiles(outDir);
    // JS and CSS before /login is live, the fake backend's included (it starts beside the first screen): 31 with the
    // bundler's own chunks, 14 with the start chunks (docs/decisions/018-start-chunks.md).
    const login = routeFiles(manifest, 'src/features/auth/login-screen.tsx');
    expect(login.js.length + login.css.length, 'files before /login is live').toBeLessThanOrEqual(
      14,
    );
    for (const file of login.js.filter((name) => name !== manifest[entryKey(manifest)]?.file))
      expect(preloaded, file).toContain(file);
    // The sign-in with the demo account (the login screen links it) is preloaded too, its imports in login-modules.
    const emailLogin = staticClosure(manifest, [
      keyOfSource(manifest, 'src/features/auth/email-login-screen.tsx'),
    ]).js;
    for (const file of emailLogin.filter((name) => name !== manifest[entryKey(manifest)]?.file))
      expect(preloaded, file).toContain(file);
    const chunkNamed = (name: string) => {
      const file = login.js.find((candidate) =>
        new RegExp(`^assets/${name}-[^/]+\\.js$`).test(candidate),
      );
      expect(file, name).toBeDefined();
      return file ?? '';
    };
    const fakeBackendOwn = [chunkNamed('fake-backend-modules')];
    const appOwn = [chunkNamed('app-modules'), chunkNamed('login-modules')];
    chunkNamed('shared-modules');
    // A chunk runs every module it holds when something imports it: the fake backend's start must not import the
    // app's chunks (their modules would run before the fake backend is set up), the app's start not the fake
    // backend's (/login would wait for its 90 KB).
    const fakeBackendStart = staticClosure(manifest, ['mocks/dev-tools.ts', 'mocks/browser.ts']).js;
    for (const file of appOwn) expect(fakeBackendStart, file).not.toContain(file);
    const appStart = staticClosure(manifest, [
      keyOfSource(manifest, 'src/app/app.tsx'),
      keyOfSource(manifest, 'src/features/auth/login-screen.tsx'),
    ]).js;
    for (const file of [
      ...fakeBackendOwn,
      manifest['mocks/dev-tools.ts']?.file,
      manifest['mocks/browser.ts']?.file,
    ])
      expect(appStart, file).not.toContain(file);
    // What the demo fetches once its fake backend runs, while the visitor signs in (the home screen, the dev panel):
    // each request then passes the fake backend's service worker and the page, as the sign-in's call does. 14
    // files beyond the start's with the bundler's chunks, 4 with their imports in one chunk.
    const start = new Set([...login.js, ...login.css, ...emailLogin]);
    const home = staticClosure(manifest, [
      keyOfSource(manifest, 'src/features/dashboard/dashboard-screen.tsx'),
      keyOfSource(manifest, 'src/features/dev-panel/dev-panel-launcher.tsx'),
    ]);
    expect(
      [...home.js, ...home.css].filter((file) => !start.has(file)).length,
      'files the home screen and the dev panel add',
    ).toBeLessThanOrEqual(4);
    // No chunk imports one that imports it back: in a cycle, a chunk's modules may run before what they use.
    for (const key of Object.keys(manifest)) {
      const reached = new Set<string>();
      const pending = [...(manifest[key]?.imports ?? [])];
      for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        if (reached.has(next)) continue;
        reached.add(next);
        pending.push(...(manifest[next]?.imports ?? []));
      }
      expect(reached.has(key), `${key} imports itself through its imports`).toBe(false);
    }
  });
});

type WriteBundle = (this: unknown) => Promise<void>;

/** Runs a plugin's writeBundle as Vite would after writing a build of these variables to `outDir`. */
async function runWriteBundle(plugin: Plugin, outDir: string, env: Record<string, string>) {
  const config = {
    root: REPO_ROOT,
    build: { outDir, ssr: false },
    env,
  } as unknown as ResolvedConfig;
  (plugin.configResolved as (config: ResolvedConfig) => void)(config);
  await (plugin.writeBundle as WriteBundle).call({});
}

describe('service workers per build (docs/decisions/005-service-workers.md)', () => {
  const pluginNames = async (mode: string) => {
    const { default: configOf } = await import('../../../vite.config');
    const config =
      typeof configOf === 'function' ? await configOf({ mode, command: 'build' }) : configOf;
    return (config.plugins ?? [])
      .flat(3)
      .flatMap((plugin) =>
        plugin && typeof plugin === 'object' && 'name' in plugin ? [plugin.name] : [],
      );
  };

  it('the mock and demo builds get no worker but MSW’s; the real-backend build gets the Workbox one', async () => {
    for (const mode of ['mock', 'demo', 'development'])
      expect(
        (await pluginNames(mode)).filter((name) => name.startsWith('vite-plugin-pwa')),
        mode,
      ).toEqual([]);
    expect(await pluginNames('production')).toContain('vite-plugin-pwa');
  });
});

describe('build output plugins', () => {
  let outDir = '';
  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'wen-build-plugins-'));
  });
  afterAll(async () => {
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  async function outputWithWorker(): Promise<string[]> {
    await writeFile(join(outDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(outDir, MOCK_WORKER_FILE), '// worker');
    return readdir(outDir);
  }

  it('keep the service worker in builds on the mock backend (dev, e2e mock build, demo)', async () => {
    await outputWithWorker();
    await runWriteBundle(mockWorkerOnlyInMockBuilds(), outDir, { VITE_API_MODE: 'mock' });
    expect(await readdir(outDir)).toContain(MOCK_WORKER_FILE);
  });

  it('drop it from builds on a real backend', async () => {
    await outputWithWorker();
    await runWriteBundle(mockWorkerOnlyInMockBuilds(), outDir, { VITE_API_MODE: 'real' });
    expect(await readdir(outDir)).not.toContain(MOCK_WORKER_FILE);
    await outputWithWorker();
    await runWriteBundle(mockWorkerOnlyInMockBuilds(), outDir, {});
    expect(await readdir(outDir)).not.toContain(MOCK_WORKER_FILE);
  });

  it('add a 404.html copy of index.html for static hosts', async () => {
    await outputWithWorker();
    await runWriteBundle(spaFallbackPage(), outDir, { VITE_API_MODE: 'mock' });
    expect(await readFile(join(outDir, SPA_FALLBACK_FILE), 'utf8')).toBe(
      await readFile(join(outDir, 'index.html'), 'utf8'),
    );
  });
});
