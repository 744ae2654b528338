import { ROUTES } from '@/lib/routes';
import { launchChromium, openPage } from './lib/browser';
import { startCpuProfile, stopCpuProfile, type ProfileSummary } from './lib/cpu-profile';
import { OBSERVERS, TIMELINE, type TimelineEntry } from './lib/load-timing';
import { startStaticServer } from './lib/static-server';
import { median } from './lib/stats';
import { measureLoad, type LoadSample } from './page-load';

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
