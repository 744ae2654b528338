// @vitest-environment node
import { createRequire } from 'node:module';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  entryKey,
  keyOfSource,
  readManifest,
  routeFiles,
  staticClosure,
} from '../../../bench/lib/bundle-size';
import { viteBuild } from '../../../bench/lib/vite-build';
import { filesUnder, preloadedFiles } from './build-output';

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
