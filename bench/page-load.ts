import { ACCESS_TOKEN_KEY, LAST_KNOWN_USER_KEY } from '@/lib/token-storage';
import { lastKnownUserEntry } from '@/domain/session/last-known-user';
import { contract } from '@contract/router';
import type { User } from '@contract/schemas';
import { createMockApiClient, mockServer, signInPersona } from '@mocks/node';
import type { Page } from 'playwright-core';
import { launchChromium, openPage } from './lib/browser';
import { startCpuProfile, stopCpuProfileWindows, type ProfileSummary } from './lib/cpu-profile';
import { startStaticServer, type ApiStub } from './lib/static-server';
import { OBSERVERS, TIMELINE, type Collected, type TimelineEntry } from './lib/load-timing';
import { median } from './lib/stats';

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

export async function measureLoad(
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
   * `--profile`: one more load of each page, sampled (not in the medians: sampling slows the page), with where the
   * time of each long task after FCP went; null without `--profile`.
   */
  sampledLongTasks: { page: string; tasks: LongTaskProfile[] }[] | null;
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
  /** One more load of each page with a CPU profile of its long tasks (`--profile`). */
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
    const sampled = [
      { page: '/login', url: `${server.url}/login`, name: 'login-load', init: {} },
      { page: 'dashboard', url: `${server.url}/`, name: 'dashboard-load', init: signedIn },
      {
        page: 'dashboard, token only',
        url: `${server.url}/`,
        name: 'dashboard-token-only-load',
        init: { initScript: storeToken },
      },
    ];
    const sampledLongTasks = [];
    for (const load of profile ? sampled : []) {
      const { longTaskProfiles } = await measureLoad(load.url, {
        ...load.init,
        profileName: load.name,
      });
      sampledLongTasks.push({ page: load.page, tasks: longTaskProfiles });
    }
    const build = 'real-backend production build (VITE_API_BASE_URL=/, API stub)';
    const repeatBuild = `${build}, repeat visit (service worker installed)`;
    return {
      login: { ...medians(login), runs, build },
      dashboard: { ...medians(dashboard), runs, build },
      dashboardTokenOnly: { ...medians(dashboardTokenOnly), runs, build },
      sampledLongTasks: profile ? sampledLongTasks : null,
      loginRepeat: { ...medians(loginRepeat), runs, build: repeatBuild },
      dashboardRepeat: { ...medians(dashboardRepeat), runs, build: repeatBuild },
    };
  } finally {
    await server.close();
  }
}
