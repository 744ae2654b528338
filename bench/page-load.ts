import { ACCESS_TOKEN_KEY, LAST_KNOWN_USER_KEY } from '@/lib/token-storage';
import { lastKnownUserEntry } from '@/domain/session/last-known-user';
import { ROUTES } from '@/lib/routes';
import { contract } from '@contract/router';
import type { User } from '@contract/schemas';
import { createMockApiClient, mockServer, signInPersona } from '@mocks/node';
import type { Page } from 'playwright-core';
import { launchChromium, openPage } from './lib/browser';
import {
  startCpuProfile,
  stopCpuProfile,
  stopCpuProfileWindows,
  type ProfileSummary,
} from './lib/cpu-profile';
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
  timeline: TimelineEntry[];
}

/** One step of a page load, from the page's own timing entries: where the time goes. */
export interface TimelineEntry {
  /** The document, a fetched file or call (path), a long task, or a mark. */
  what: string;
  startMs: number;
  endMs: number;
  /** Bytes over the wire (0: from the service worker or a cache; marks and tasks have none). */
  transferredKb?: number;
}

/** The document, every resource, every long task and the app's first-screen mark and LCP, in start order. */
const TIMELINE = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const path = (url) => { const u = new URL(url); return u.pathname.replace(/-[A-Za-z0-9_-]{8}\\.(js|css)$/, '.$1'); };
  const steps = [
    { what: 'document', startMs: nav.startTime, endMs: nav.responseEnd, transferredKb: nav.transferSize / 1024 },
    ...performance.getEntriesByType('resource').map((e) => ({
      what: path(e.name), startMs: e.startTime, endMs: e.responseEnd, transferredKb: e.transferSize / 1024,
    })),
    ...window.__bench.longTasks.map((t) => ({ what: 'long task', startMs: t.start, endMs: t.start + t.duration })),
    { what: 'first contentful paint', startMs: window.__bench.fcp, endMs: window.__bench.fcp },
    { what: 'app screen live (wen:first-screen)', startMs: performance.getEntriesByName('wen:first-screen', 'mark')[0].startTime, endMs: performance.getEntriesByName('wen:first-screen', 'mark')[0].startTime },
    { what: 'largest contentful paint', startMs: window.__bench.lcp, endMs: window.__bench.lcp },
    ...performance.getEntriesByType('mark').filter((m) => m.name.startsWith('wen:') && m.name !== 'wen:first-screen')
      .map((m) => ({ what: m.name, startMs: m.startTime, endMs: m.startTime })),
  ];
  return steps.sort((a, b) => a.startMs - b.startMs).map((step) => ({
    ...step, startMs: Math.round(step.startMs), endMs: Math.round(step.endMs),
    ...(step.transferredKb === undefined ? {} : { transferredKb: Math.round(step.transferredKb * 10) / 10 }),
  }));
})()`;

export interface LoadSample {
  lcpMs: number;
  fcpMs: number;
  /** The app's own first screen committed (mark wen:first-screen): live, where LCP may be the pre-rendered copy. */
  appScreenMs: number;
  tbtMs: number;
  transferredKb: number;
  /** Where the time went in this load (in a result: the run whose LCP is the median). */
  timeline: TimelineEntry[];
  /**
   * Every request on the wire (DevTools protocol, the browser's own requests for the manifest and icons
   * included), ms from navigation start, of the same run as `timeline`.
   */
  wire: TimelineEntry[];
  /** Bytes of the requests whose last byte arrived before the app's own screen was live. */
  beforeLiveKb: number;
}

/** `--profile`: where the main thread's time went inside one long task (ms from navigation start). */
export interface LongTaskProfile {
  startMs: number;
  durationMs: number;
  summary: ProfileSummary;
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

/**
 * A visit before the measured one, in the same browser profile: it waits until the app's service worker
 * (real-backend build, docs/decisions/005-service-workers.md) controls the page, so its precache holds the shell and chunks.
 */
async function primeServiceWorker(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no service worker took control')), 60_000);
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        if (navigator.serviceWorker.controller) done();
        else navigator.serviceWorker.addEventListener('controllerchange', done, { once: true });
      }),
  );
  await page.goto('about:blank');
}

async function measureLoad(
  url: string,
  {
    initScript,
    repeat = false,
    profileName = null,
  }: {
    initScript?: string;
    repeat?: boolean;
    /** Samples the main thread under this name and tells, per long task after FCP, where its time went. */
    profileName?: string | null;
  } = {},
): Promise<LoadSample & { longTaskProfiles: LongTaskProfile[] }> {
  const browser = await launchChromium();
  try {
    const { page, cdp, transferredBytes, wire } = await openPage(browser, {
      throttle: true,
      initScript: `${OBSERVERS}\n${initScript ?? ''}`,
    });
    if (repeat) await primeServiceWorker(page, url);
    if (profileName) await startCpuProfile(cdp);
    const bytesBefore = transferredBytes();
    const requestsBefore = wire().length;
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
      `({ ...window.__bench, firstScreen: performance.getEntriesByName('wen:first-screen', 'mark')[0].startTime, timeline: ${TIMELINE} })`,
    )) as Collected;
    const counted = collected.longTasks.filter((task) => task.start >= collected.fcp);
    const tbt = counted.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    const summaries = profileName
      ? await stopCpuProfileWindows(
          cdp,
          profileName,
          counted.map((task) => ({ startMs: task.start, endMs: task.start + task.duration })),
        )
      : [];
    const timeOrigin = (await page.evaluate('performance.timeOrigin')) as number;
    const onWire = wire()
      .slice(requestsBefore)
      .map((request) => ({
        what: `${request.type} ${shortPath(request.url)}`,
        startMs: Math.round(request.startWallMs - timeOrigin),
        endMs: request.endWallMs === null ? -1 : Math.round(request.endWallMs - timeOrigin),
        transferredKb: Math.round(request.bytes / 102.4) / 10,
      }));
    return {
      longTaskProfiles: counted.flatMap((task, index) => {
        const summary = summaries[index];
        return summary
          ? [{ startMs: Math.round(task.start), durationMs: Math.round(task.duration), summary }]
          : [];
      }),
      lcpMs: collected.lcp,
      fcpMs: collected.fcp,
      appScreenMs: collected.firstScreen,
      tbtMs: tbt,
      transferredKb: (transferredBytes() - bytesBefore) / 1024,
      timeline: collected.timeline,
      wire: onWire,
      beforeLiveKb: onWire
        .filter((step) => step.endMs >= 0 && step.endMs <= collected.firstScreen)
        .reduce((sum, step) => sum + (step.transferredKb ?? 0), 0),
    };
  } finally {
    await browser.close();
  }
}

/** A URL as the timeline names it: the path, without the build's content hash. */
function shortPath(url: string): string {
  return new URL(url).pathname.replace(/-[A-Za-z0-9_-]{8}\.(js|css)$/, '.$1');
}

function medians(samples: LoadSample[]): LoadSample {
  const lcp = median(samples.map((s) => s.lcpMs));
  const medianRun = samples.reduce((best, s) =>
    Math.abs(s.lcpMs - lcp) < Math.abs(best.lcpMs - lcp) ? s : best,
  );
  return {
    timeline: medianRun.timeline,
    wire: medianRun.wire,
    beforeLiveKb: median(samples.map((s) => s.beforeLiveKb)),
    lcpMs: median(samples.map((s) => s.lcpMs)),
    fcpMs: median(samples.map((s) => s.fcpMs)),
    appScreenMs: median(samples.map((s) => s.appScreenMs)),
    tbtMs: median(samples.map((s) => s.tbtMs)),
    transferredKb: median(samples.map((s) => s.transferredKb)),
  };
}

export interface PageLoadResults {
  login: LoadResult;
  /** Signed in, cold: the token and the user of an earlier visit's /users/me answer (the last known user). */
  dashboard: LoadResult;
  /** Signed in, cold, the token alone (no kept user yet, e.g. the first start after this change): waits for /users/me. */
  dashboardTokenOnly: LoadResult;
  /**
   * `--profile`: one more token-only load, sampled (not in the medians: sampling slows the page), with where the
   * time of each long task after FCP went.
   */
  dashboardTokenOnlyLongTasks: LongTaskProfile[] | null;
  /** The same two pages on a repeat visit: the app's service worker installed by a visit before. */
  loginRepeat: LoadResult;
  dashboardRepeat: LoadResult;
}

/**
 * /login and the signed-in dashboard of the real-backend production build (built with VITE_API_BASE_URL=/ so the
 * same-origin stub answers), served by a local static server, each in `runs` fresh browsers.
 */
export async function benchPageLoad(
  outDir: string,
  runs: number,
  /** One more token-only load with a CPU profile of its long tasks (`--profile`). */
  profile = false,
): Promise<PageLoadResults> {
  const { user, token } = await demoUser();
  const server = await startStaticServer(outDir, dashboardStub(user));
  try {
    const login: LoadSample[] = [];
    const dashboard: LoadSample[] = [];
    const dashboardTokenOnly: LoadSample[] = [];
    const loginRepeat: LoadSample[] = [];
    const dashboardRepeat: LoadSample[] = [];
    const storeToken = `localStorage.setItem(${JSON.stringify(ACCESS_TOKEN_KEY)}, ${JSON.stringify(token)});`;
    // As an earlier visit left it: the user of its /users/me answer kept beside the token (an hour old).
    const kept = JSON.stringify(lastKnownUserEntry(user, token, Date.now() - 3_600_000));
    const signedIn = {
      initScript: `${storeToken} localStorage.setItem(${JSON.stringify(LAST_KNOWN_USER_KEY)}, ${JSON.stringify(kept)});`,
    };
    for (let run = 0; run < runs; run += 1) {
      login.push(await measureLoad(`${server.url}/login`));
      dashboard.push(await measureLoad(`${server.url}/`, signedIn));
      dashboardTokenOnly.push(await measureLoad(`${server.url}/`, { initScript: storeToken }));
      loginRepeat.push(await measureLoad(`${server.url}/login`, { repeat: true }));
      dashboardRepeat.push(await measureLoad(`${server.url}/`, { ...signedIn, repeat: true }));
    }
    const tokenOnlyProfiled = profile
      ? await measureLoad(`${server.url}/`, {
          initScript: storeToken,
          profileName: 'dashboard-token-only-load',
        })
      : null;
    const build = 'real-backend production build (VITE_API_BASE_URL=/, API stub)';
    const repeatBuild = `${build}, repeat visit (service worker installed)`;
    return {
      login: { ...medians(login), runs, build },
      dashboard: { ...medians(dashboard), runs, build },
      dashboardTokenOnly: { ...medians(dashboardTokenOnly), runs, build },
      dashboardTokenOnlyLongTasks: tokenOnlyProfiled?.longTaskProfiles ?? null,
      loginRepeat: { ...medians(loginRepeat), runs, build: repeatBuild },
      dashboardRepeat: { ...medians(dashboardRepeat), runs, build: repeatBuild },
    };
  } finally {
    await server.close();
  }
}

export interface DemoResult {
  runs: number;
  /** /login of the demo build: the app's own screen live (mark wen:first-screen), cold. */
  loginUsableMs: number;
  loginTbtMs: number;
  /** From navigating to /login/email until the demo user's seeded dashboard shows its welcome, signing in between. */
  dashboardShownMs: number;
  /** Where the time goes in that sign-in (the run with the median time; ms from navigation start). */
  dashboardTimeline: TimelineEntry[];
  /** `--profile`: the first run's main thread from the app's first screen to the fake backend ready. */
  backendStartProfile: ProfileSummary | null;
}

/** The demo account the seed makes (mocks/seed.ts); the demo build's login page names it too. */
const DEMO_ACCOUNT = { email: 'demo@bmw.example', password: 'Demo1234!' };

/** One product owner's first visit of the demo build: sign in with the demo account, until the dashboard shows. */
async function measureDemoSignIn(
  url: string,
  /** A CPU profile of the fake backend's start (the app's first screen to the backend ready) under this name. */
  profileName: string | null = null,
): Promise<{ shownMs: number; timeline: TimelineEntry[]; profile: ProfileSummary | null }> {
  const browser = await launchChromium();
  try {
    const { page, cdp } = await openPage(browser, { throttle: true, initScript: OBSERVERS });
    if (profileName) await startCpuProfile(cdp);
    await page.goto(`${url}/login/email`, { waitUntil: 'commit', timeout: 60_000 });
    await page.getByLabel('E-Mail').fill(DEMO_ACCOUNT.email, { timeout: 60_000 });
    await page.getByLabel('Passwort').fill(DEMO_ACCOUNT.password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    // Checked on every frame: the time the welcome is first painted, not when a slower poll sees it.
    // The sign-in lands on / (the home route shows the dashboard); /dashboard shows the same screen.
    const shown = await page.waitForFunction(
      (paths) =>
        (paths as readonly string[]).includes(location.pathname) &&
        document.getElementById('dashboard-welcome')?.textContent?.includes('Willkommen')
          ? performance.now()
          : false,
      [ROUTES.home, ROUTES.dashboard],
      { polling: 'raf', timeout: 60_000 },
    );
    const shownMs = (await shown.jsonValue()) as number;
    const timeline = (await page.evaluate(TIMELINE)) as TimelineEntry[];
    const window = profileName
      ? await page.evaluate(() => {
          const at = (name: string) => performance.getEntriesByName(name, 'mark')[0]?.startTime;
          return { startMs: at('wen:first-screen') ?? 0, endMs: at('wen:fake-backend-ready') ?? 0 };
        })
      : null;
    return {
      profile: profileName ? await stopCpuProfile(cdp, profileName, window) : null,
      shownMs,
      timeline: [...timeline, { what: 'seeded dashboard shown', startMs: shownMs, endMs: shownMs }]
        .filter((step) => step.startMs <= shownMs)
        .map((step) => ({
          ...step,
          startMs: Math.round(step.startMs),
          endMs: Math.round(step.endMs),
        })),
    };
  } finally {
    await browser.close();
  }
}

/** The demo build (mock backend in the page, seeded on the first visit), static, throttled, fresh browser each run. */
export async function benchDemo(
  outDir: string,
  runs: number,
  /** A CPU profile of the first run's fake backend start (`--profile`). */
  profile = false,
): Promise<DemoResult> {
  const server = await startStaticServer(outDir);
  try {
    const login: LoadSample[] = [];
    const dashboard: Array<Awaited<ReturnType<typeof measureDemoSignIn>>> = [];
    for (let run = 0; run < runs; run += 1) {
      login.push(await measureLoad(`${server.url}/login`));
      dashboard.push(
        await measureDemoSignIn(server.url, profile && run === 0 ? 'demo-backend-start' : null),
      );
    }
    const shownMs = median(dashboard.map((sample) => sample.shownMs));
    const medianRun = dashboard.reduce((best, sample) =>
      Math.abs(sample.shownMs - shownMs) < Math.abs(best.shownMs - shownMs) ? sample : best,
    );
    return {
      runs,
      loginUsableMs: median(login.map((sample) => sample.appScreenMs)),
      loginTbtMs: median(login.map((sample) => sample.tbtMs)),
      dashboardShownMs: shownMs,
      dashboardTimeline: medianRun.timeline,
      backendStartProfile: dashboard[0]?.profile ?? null,
    };
  } finally {
    await server.close();
  }
}
