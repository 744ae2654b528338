import type { Browser, Page } from 'playwright-core';
import { openPage, type ThrottledPage } from './lib/browser';
import {
  printProfileSummary,
  startCpuProfile,
  stopCpuProfile,
  type ProfileSummary,
} from './lib/cpu-profile';

/** One figure of the interactions bench (interactions.ts): a page in a fresh context, timed by the app's own measure. */

export async function measureOf(page: Page, name: string): Promise<number> {
  const handle = await page.waitForFunction(
    (measure) => {
      const entries = performance.getEntriesByName(measure, 'measure');
      return entries.length > 0 ? (entries[entries.length - 1]?.duration ?? null) : null;
    },
    name,
    { timeout: 60_000, polling: 50 },
  );
  return (await handle.jsonValue()) as number;
}

export interface MeasuredRun {
  /** The page's script run before the app (the stored session and request, the mock's snapshot). */
  initScript: string;
  url: string;
  /** The app's performance.measure to wait for. */
  measure: string;
  /** With a profile (null: none): the file name and what the printed summary is called. */
  profile: { name: string; label: string } | null;
  /**
   * What the user does after the page opened to start the measure (none: opening the page starts it); the profile
   * (when wanted) starts only after it is ready to act.
   */
  act?: { ready: (page: Page) => Promise<void>; run: (page: Page) => Promise<void> };
  /** Reads what else the run is wanted for, before the page closes. */
  inspect?: (page: Page) => Promise<void>;
}

/**
 * Opens `url` in a fresh throttled context and waits for the app's `measure`; with a profile, the page's main thread
 * is sampled from the navigation to the measure (reports/profiles/<name>.cpuprofile) and its summary printed.
 */
export async function measuredRun(
  browser: Browser,
  run: MeasuredRun,
): Promise<{ ms: number; answerBytes: number }> {
  const page = await openPage(browser, { throttle: true, initScript: run.initScript });
  try {
    const measured = await measureIn(page, run, run.profile?.name ?? null);
    if (measured.profile && run.profile) printProfileSummary(run.profile.label, measured.profile);
    await run.inspect?.(page.page);
    return measured;
  } finally {
    await page.context.close();
  }
}

async function measureIn(
  page: ThrottledPage,
  { url, measure, act }: MeasuredRun,
  profileName: string | null,
): Promise<{ ms: number; answerBytes: number; profile: ProfileSummary | null }> {
  let answerBytes = 0;
  const searches = new Set<string>();
  page.cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.method === 'POST' && /\/offers$/.test(new URL(event.request.url).pathname)) {
      searches.add(event.requestId);
    }
  });
  page.cdp.on('Network.loadingFinished', (event) => {
    // The first search is the list's own (the way home's goes out after it).
    if (searches.has(event.requestId) && answerBytes === 0) answerBytes = event.encodedDataLength;
  });
  if (act) {
    await page.page.goto(url, { timeout: 60_000 });
    await act.ready(page.page);
  }
  if (profileName) await startCpuProfile(page.cdp);
  if (act) await act.run(page.page);
  else await page.page.goto(url, { timeout: 60_000 });
  const ms = await measureOf(page.page, measure);
  const window = profileName
    ? await page.page.evaluate((name) => {
        const entry = performance.getEntriesByName(name, 'measure').at(-1);
        return entry ? { startMs: entry.startTime, endMs: entry.startTime + entry.duration } : null;
      }, measure)
    : null;
  const profile = profileName ? await stopCpuProfile(page.cdp, profileName, window) : null;
  if (profileName && window) await printSearchOnTheWire(page.page, window);
  return { ms, answerBytes, profile };
}

/**
 * Where the list's search was on the wire within the measure (the first POST …/offers of the page): when the call
 * went out and when its answer was in (Resource Timing: start and end are given cross-origin too), so a profile
 * tells the time on the network from the main thread's.
 */
async function printSearchOnTheWire(
  page: Page,
  window: { startMs: number; endMs: number },
): Promise<void> {
  const call = await page.evaluate(() => {
    const entry = performance
      .getEntriesByType('resource')
      .find((resource) => new URL(resource.name).pathname.endsWith('/offers'));
    return entry ? { startMs: entry.startTime, endMs: entry.startTime + entry.duration } : null;
  });
  if (!call) return;
  const at = (ms: number) => `${Math.round(ms - window.startMs)} ms`;
  console.log(
    `  the search on the wire: sent at ${at(call.startMs)}, answer in at ${at(call.endMs)}, first offer at ${at(window.endMs)}`,
  );
}
