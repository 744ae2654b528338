/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  mockWorkerOnlyInMockBuilds,
  spaFallbackPage,
} from './scripts/vite/build-output-plugins.js';
import { contentSecurityPolicyPlugin } from './build/csp-plugin.js';
import { firstPaintPlugin } from './build/first-paint-plugin.js';
import { SUPPORT_FIRST_PAINT_PATHS } from './src/app/first-paint-paths.js';
import { routePreloadPlugin } from './build/route-preload-plugin.js';
import { entryAfterFirstPaintPlugin } from './build/entry-after-first-paint-plugin.js';
import { preloadStartChunksPlugin } from './build/preload-start-chunks-plugin.js';
import { prebuiltSeedPlugin } from './build/prebuilt-seed-plugin.js';
import { startChunksPlugin } from './build/start-chunks-plugin.js';
import { EnvironmentSequencer } from './scripts/vitest/environment-sequencer.js';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Every model path × every call on it × every fault (issue 23): 159 runs, too long for the test loop, which runs
 * each calling transition × fault once (model-faults.test.tsx); `npm run test:models` sets MODEL_PATH_FAULTS=1.
 */
const PATH_FAULT_FILES = 'tests/unit/models/paths-x-faults.*.test.tsx';

/** Where each build mode writes: the real-backend build (production), the e2e mock build, the static demo. */
const OUT_DIRS: Record<string, string> = {
  production: 'dist',
  mock: 'dist-mock',
  demo: 'dist-demo',
};

/**
 * The real-backend build's service worker (Workbox, generated at build time): precaches the app shell and every
 * chunk, answers navigations with the shell (so offline the app shows its own notice), and waits for the user's
 * go before a new build takes over (src/app/service-worker-registration.ts registers it and shows the prompt).
 * The mock and demo builds keep MSW's worker and get none of this: one scope, one worker
 * (docs/decisions/005-service-workers.md). The manifest is a static file of public/, in every build.
 */
const appServiceWorker = () =>
  VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    // src/main.tsx registers it itself, after the first screen (workbox-window), not an injected script.
    injectRegister: false,
    manifest: false,
    filename: 'sw.js',
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      globIgnores: ['mockServiceWorker.js', '.vite/**'],
      navigateFallback: 'index.html',
      cleanupOutdatedCaches: true,
      // The update waits for the user (the prompt); clients.claim only matters for the very first install.
      clientsClaim: true,
      skipWaiting: false,
    },
  });

/** The screens pre-rendered into index.html (src/app/first-paint.tsx) whose live versions are the first frame. */
const LOGIN_SCREEN = 'src/features/auth/login-screen.tsx';
/**
 * The demo's sign-in with its account (the login screen links it): preloaded in the mock builds, whose visitors sign
 * in there, so it shows at once on the link, and at once on a link to it while the fake backend starts.
 */
const EMAIL_LOGIN_SCREEN = 'src/features/auth/email-login-screen.tsx';
const DASHBOARD_SCREEN = 'src/features/dashboard/dashboard-screen.tsx';
/** What the dashboard copy's script fetches: the screen and the kept user the start-up shows in it. */
const DASHBOARD_START = [DASHBOARD_SCREEN, 'src/domain/session/last-known-user.ts'];

/**
 * The real-backend build's start in few requests: the app's modules in one chunk, the login screen's in another
 * (docs/decisions/018-start-chunks.md). The mock and demo builds cut theirs apart (mockStartChunks): their fake backend
 * imports some of the app's modules, and would then run the whole app chunk before it is set up.
 */
const realBackendStartChunks = () =>
  startChunksPlugin({
    chunks: [
      { name: 'app-modules', from: ['src/app/app.tsx'] },
      { name: 'login-modules', from: [LOGIN_SCREEN] },
    ],
    // The env check runs before the app's modules: its chunk stays apart.
    apart: ['src/lib/env.ts'],
    // TanStack Query's index re-exports every hook (useQuery, useMutation, …): the app needs its client and
    // provider, the hooks come with the screens that call.
    leave: /[\\/]node_modules[\\/]@tanstack[\\/]/,
  });

/** The mock builds' fake backend: the demo loads dev-tools (which imports browser), the e2e mock build both. */
const FAKE_BACKEND = ['mocks/browser.ts', 'mocks/dev-tools.ts'];

/**
 * The mock and demo builds' start in few requests (docs/decisions/018-start-chunks.md): their fake backend loads
 * beside the app (the demo's behind its first screen, the e2e build's before it) and imports some of the app's
 * modules (the contract, storage helpers). Those shared modules get a chunk of their own that both import, so the
 * fake backend's chunk holds none of the app's other modules and the app's chunks none of the fake backend's: each
 * start runs only what it ran before, and /login does not wait for the fake backend's 85 KB.
 */
const mockStartChunks = () =>
  startChunksPlugin({
    chunks: [
      // What the fake backend shares with the start of the app (the route metadata).
      {
        name: 'shared-start-modules',
        from: FAKE_BACKEND,
        sharedWith: { from: ['src/app/app.tsx', LOGIN_SCREEN] },
        lazyToo: true,
      },
      // What it shares with the app's lazy screens (the contract, zod, ts-rest): the screens import it from here.
      {
        name: 'shared-modules',
        from: FAKE_BACKEND,
        sharedWith: { from: ['src/app/app.tsx'], lazy: true },
        lazyToo: true,
      },
      // Its own modules (MSW, mocks/): nothing of the app imports them.
      { name: 'fake-backend-modules', from: FAKE_BACKEND, lazyToo: true },
      { name: 'app-modules', from: ['src/app/app.tsx'] },
      { name: 'login-modules', from: [LOGIN_SCREEN, EMAIL_LOGIN_SCREEN] },
      // What the demo fetches while the visitor signs in: the home screen's and the dev panel's imports. Once the
      // fake backend runs, every request passes its service worker and the page, as the sign-in's call does.
      {
        name: 'home-modules',
        from: [DASHBOARD_SCREEN, 'src/features/dev-panel/dev-panel-launcher.tsx'],
      },
    ],
    apart: ['src/lib/env.ts'],
    // TanStack Query stays inside app-modules here (unlike the real build, which leaves it out for 2 KB): left out,
    // its provider went into app.tsx's chunk, which app-modules then imported while app.tsx imports app-modules (a
    // cycle between chunks); inside, three requests fewer.
  });

/** The builds with the fake backend in the page: the e2e mock build and the demo. */
const isMockBuild = (mode: string) =>
  loadEnv(mode, process.cwd(), 'VITE_').VITE_API_MODE === 'mock';

export default defineConfig(({ mode }) => {
  const mockBuild = isMockBuild(mode);
  return {
    plugins: [
      react(),
      firstPaintPlugin({ login: [LOGIN_SCREEN], dashboard: DASHBOARD_START }),
      // The help pages opened by their address (the login's help icon, a link in a mail): their screens' chunks
      // fetched beside the entry, not after it.
      // Where index.html paints a copy of the screen (/support), its preloads wait for that paint.
      routePreloadPlugin(
        {
          '/support': ['src/features/help-support/support-screen.tsx'],
          '/help': ['src/features/help-support/help-screen.tsx'],
        },
        SUPPORT_FIRST_PAINT_PATHS,
      ),
      // The entry starts after the first frame, so the pre-rendered copy paints first (decision 025).
      entryAfterFirstPaintPlugin(),
      // After the first-paint plugin: it hashes the inline scripts that one adds.
      contentSecurityPolicyPlugin(),
      // The login screen: pre-rendered into index.html, its live version is the app's first frame there.
      preloadStartChunksPlugin({
        screens: mockBuild ? [LOGIN_SCREEN, EMAIL_LOGIN_SCREEN] : [LOGIN_SCREEN],
      }),
      mockWorkerOnlyInMockBuilds(),
      // The fake backend's default seed, made at build time (mocks/prebuilt-seed.ts).
      prebuiltSeedPlugin(),
      ...(mockBuild ? [mockStartChunks()] : [appServiceWorker(), realBackendStartChunks()]),
      // The demo is deployed on plain static hosts: deep links need a fallback page.
      ...(mode === 'demo' ? [spaFallbackPage()] : []),
    ],
    resolve: {
      alias: {
        '@/': fromRoot('./src/'),
        '@contract/': fromRoot('./contract/'),
        '@mocks/': fromRoot('./mocks/'),
        '@scenarios/': fromRoot('./scenarios/'),
        // The public suffix list (107 KB gzip) only MSW's cookie store asks, in the builds with the fake backend in
        // the page; the fake backend sets no cookies (mocks/lib/registrable-domain.ts). Node (vitest, the mock
        // server) loads msw's dependencies unbundled, with the real list.
        tldts: fromRoot('./mocks/lib/registrable-domain.ts'),
        // wouter and react-i18next import this shim for Reacts before 18; on React 19 it only hands out React's
        // own hook (src/lib/use-sync-external-store.ts). The longer path first: the shorter would match it too.
        'use-sync-external-store/shim/index.js': fromRoot('./src/lib/use-sync-external-store.ts'),
        'use-sync-external-store/shim': fromRoot('./src/lib/use-sync-external-store.ts'),
      },
    },
    build: {
      // The mock build lives beside the real one so both can be inspected (and the e2e tests serve it).
      outDir: OUT_DIRS[mode] ?? 'dist',
      sourcemap: mode === 'mock',
      // dist/.vite/manifest.json: which files each route loads (the benchmark and the bundle budget test read it).
      manifest: true,
    },
    server: {
      port: 5173,
      // Build and bench output written while the dev server runs must not reload open pages.
      watch: {
        ignored: ['**/reports/**', '**/dist*/**', '**/test-results/**', '**/bench/results/**'],
      },
    },
    preview: { port: 4173 },
    test: {
      environment: 'jsdom',
      include: ['tests/unit/**/*.test.{ts,tsx}', 'contract/**/*.test.ts', 'mocks/**/*.test.ts'],
      // vitest's own exclusions (which a list here replaces), and the path faults unless asked for.
      exclude: [
        '**/node_modules/**',
        '**/.git/**',
        ...(process.env.MODEL_PATH_FAULTS === '1' ? [] : [PATH_FAULT_FILES]),
      ],
      setupFiles: ['tests/unit/support/setup.ts'],
      globalSetup: ['tests/unit/support/global-setup.ts'],
      restoreMocks: true,
      testTimeout: 20_000,
      // Vitest leaves one of the machine's cores free by default: on two cores that is one file at a time. Three
      // workers on two cores (issue 17j): a worker rendering the app waits about half its time (the fake backend's
      // answers, the search debounce, waitFor's polling); a third file fills those waits (locked runs: 94.8 s wall with
      // 2 workers, 80.4 s with 3; with 4 the CPU seconds grew by a quarter and the wall did not shrink).
      maxWorkers: 3,
      // Worker threads instead of child processes: 10-17 % fewer CPU seconds on the same files (issue 17b).
      pool: 'threads',
      // A worker keeps jsdom and the libraries it loaded for its next file: loading them again for every file took a
      // third of the run (issue 17d). The files are ordered so that a worker changes environment once; each file still
      // starts as a fresh page load, with the project's modules evaluated afresh (tests/unit/support/setup.ts).
      isolate: false,
      sequence: { sequencer: EnvironmentSequencer },
      // vitest's own JSON report (each file's start and end) for finding slow files; no hand-made reporter.
      reporters: ['default', 'json'],
      outputFile: { json: 'reports/vitest-results.json' },
    },
  };
});
