import { ACCESS_TOKEN_KEY } from '@/lib/token-storage';
import { contract } from '@contract/router';
import type { User } from '@contract/schemas';
import { createMockApiClient, mockServer, signInPersona } from '@mocks/node';
import { launchChromium, openPage } from './lib/browser';
import { startStaticServer, type ApiStub } from './lib/static-server';
import { median } from './lib/stats';

/**
 * Collects paint and long-task entries from the first byte on (buffered observers in an init script).
 * Total blocking time: the sum of (duration - 50 ms) over the long tasks that start after the first contentful
 * paint and before the page went quiet (network idle for 500 ms plus 1 s, see measureLoad), as Lighthouse does
 * between FCP and TTI.
 */
const OBSERVERS = `
  window.__bench = { lcp: 0, fcp: 0, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') window.__bench.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

interface Collected {
  lcp: number;
  fcp: number;
  firstScreen: number;
  longTasks: Array<{ start: number; duration: number }>;
}

export interface LoadSample {
  lcpMs: number;
  fcpMs: number;
  /** The app's own first screen committed (mark wen:first-screen): live, where LCP may be the pre-rendered copy. */
  appScreenMs: number;
  tbtMs: number;
  transferredKb: number;
}

export interface LoadResult extends LoadSample {
  runs: number;
  build: string;
}

/** The signed-in demo user as the real backend's /users/me would answer (taken from the fake backend). */
async function demoUser(): Promise<{ user: User; token: string }> {
  mockServer.listen({ onUnhandledRequest: 'error' });
  try {
    const { token } = await signInPersona('demo');
    const answer = await createMockApiClient(token).users.me();
    if (answer.status !== 200) throw new Error(`users.me answered ${answer.status}`);
    return { user: answer.body, token };
  } finally {
    mockServer.close();
  }
}

/** The calls the dashboard of a signed-in user makes at start: /users/me (the rest of the API: 404). */
function dashboardStub(user: User): ApiStub {
  return (method, path) => {
    if (method === 'GET' && path === contract.users.me.path) return { status: 200, body: user };
    if (path.startsWith('/api/') || path.startsWith('/users') || path.startsWith('/places')) {
      return { status: 404, body: { message: 'Not part of the benchmark stub.' } };
    }
    return undefined;
  };
}

async function measureLoad(
  url: string,
  { initScript }: { initScript?: string } = {},
): Promise<LoadSample> {
  const browser = await launchChromium();
  try {
    const { page, transferredBytes } = await openPage(browser, {
      throttle: true,
      initScript: `${OBSERVERS}\n${initScript ?? ''}`,
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // The app's own screen, not the pre-rendered first paint of /login (src/app/first-paint.tsx).
    await page.waitForFunction(
      () => performance.getEntriesByName('wen:first-screen', 'mark').length > 0,
      undefined,
      { timeout: 60_000 },
    );
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.waitForTimeout(1_000);
    const collected = (await page.evaluate(
      `({ ...window.__bench, firstScreen: performance.getEntriesByName('wen:first-screen', 'mark')[0].startTime })`,
    )) as Collected;
    const tbt = collected.longTasks
      .filter((task) => task.start >= collected.fcp)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    return {
      lcpMs: collected.lcp,
      fcpMs: collected.fcp,
      appScreenMs: collected.firstScreen,
      tbtMs: tbt,
      transferredKb: transferredBytes() / 1024,
    };
  } finally {
    await browser.close();
  }
}

function medians(samples: LoadSample[]): LoadSample {
  return {
    lcpMs: median(samples.map((s) => s.lcpMs)),
    fcpMs: median(samples.map((s) => s.fcpMs)),
    appScreenMs: median(samples.map((s) => s.appScreenMs)),
    tbtMs: median(samples.map((s) => s.tbtMs)),
    transferredKb: median(samples.map((s) => s.transferredKb)),
  };
}

/**
 * /login and the signed-in dashboard of the real-backend production build (built with VITE_API_BASE_URL=/ so the
 * same-origin stub answers), served by a local static server, each in `runs` fresh browsers.
 */
export async function benchPageLoad(
  outDir: string,
  runs: number,
): Promise<{ login: LoadResult; dashboard: LoadResult }> {
  const { user, token } = await demoUser();
  const server = await startStaticServer(outDir, dashboardStub(user));
  try {
    const login: LoadSample[] = [];
    const dashboard: LoadSample[] = [];
    for (let run = 0; run < runs; run += 1) {
      login.push(await measureLoad(`${server.url}/login`));
      dashboard.push(
        await measureLoad(`${server.url}/`, {
          initScript: `localStorage.setItem(${JSON.stringify(ACCESS_TOKEN_KEY)}, ${JSON.stringify(token)});`,
        }),
      );
    }
    const build = 'real-backend production build (VITE_API_BASE_URL=/, API stub)';
    return {
      login: { ...medians(login), runs, build },
      dashboard: { ...medians(dashboard), runs, build },
    };
  } finally {
    await server.close();
  }
}
