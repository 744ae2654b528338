import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './build/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** E2E_DEV=1 runs against the Vite dev server in mock mode (quicker to iterate, one port per developer). */
const useDevServer = process.env.E2E_DEV === '1';
/** E2E_PREBUILT=1 serves the dist-mock that is already there (`npm test` builds it beside vitest) instead of building it. */
const prebuilt = process.env.E2E_PREBUILT === '1';

/**
 * A Pixel 7 (its 412 px viewport, touch, mobile layout and user agent) painting one device pixel per CSS pixel:
 * Chromium rasterises every frame in software here, and the phone's 2.625 paints 6.9 times the pixels for the same
 * layout, the same DOM and the same answers. Nothing a test checks reads device pixels except the painted colours
 * of tests/e2e/support/pixels.ts, and a spec that wants them as the phone paints them says so
 * (small-flaws.spec.ts: `test.use({ deviceScaleFactor: devices['Pixel 7'].deviceScaleFactor })`).
 */
const CHROMIUM = {
  ...devices['Pixel 7'],
  deviceScaleFactor: 1,
  browserName: 'chromium' as const,
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
};

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the mock build of the app,
 * served statically with its service worker, as a developer or product owner would open it.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // The dev server ships no Content-Security-Policy (React refresh needs inline scripts) and no pre-rendered
  // first paint (both are made by the build).
  testIgnore: useDevServer ? ['**/csp.spec.ts', '**/first-paint.spec.ts'] : [],
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // On CI a failed test runs once more, and the summary names it as flaky (support/summary-reporter.ts): a full
  // run shares 2 cores among 3 browsers, and a wait that holds on a quiet machine ran out under that load on CI
  // (docs/testing.md, "Flaky tests"). Locally a failure is reported at once.
  retries: process.env.CI ? 1 : 0,
  // A test waits on the page (the fake backend's answers, the service worker, animations) for part of its time:
  // a third worker fills those waits on two cores (issue 17l: 300 s against 323 s wall, 439 against 417 CPU s,
  // the same run back to back).
  workers: 3,
  timeout: 30_000,
  reportSlowTests: { max: 5, threshold: 20_000 },
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ...(process.env.CI ? [['./tests/e2e/support/summary-reporter.ts'] as const] : []),
    // Each test's time, for finding slow files (the list reporter also names the slowest files: reportSlowTests).
    ['json', { outputFile: 'reports/playwright-results.json' }],
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A failed test keeps the page as it was at the failure: one screenshot and its accessibility tree
    // (error-context.md). Its trace (the DOM snapshots of every step) only with E2E_TRACE=1, to re-run a failure:
    // recording it for every test, passed ones included, cost about a tenth of the run's CPU time (46.6 against
    // 41.4 CPU s on scenarios-data + my-page, both at the same time), and recording screenshots too about 30 %.
    trace:
      process.env.E2E_TRACE === '1' ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    screenshot: 'only-on-failure',
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  },
  projects: [
    // Signs each persona in once per run and saves the browser state the tests start from (signIn fixture).
    { name: 'sign-in', testMatch: /sign-in\.setup\.ts$/, use: CHROMIUM },
    { name: 'chromium', dependencies: ['sign-in'], use: CHROMIUM },
  ],
  webServer: {
    command: useDevServer
      ? `npx vite --mode mock --port ${PORT} --strictPort`
      : `${prebuilt ? '' : 'npm run build:mock && '}npx vite preview --mode mock --outDir dist-mock --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
