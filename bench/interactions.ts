import type { Browser, Page } from 'playwright-core';
import { SNAPSHOT_STORAGE_KEY } from '@mocks/db/snapshot';
import { ACCESS_TOKEN_KEY } from '@/lib/token-storage';
import { ROUTES } from '@/lib/routes';
import { startMockHttpServer } from '@mocks/server/mock-http-server';
import { launchChromium, openPage, type ThrottledPage } from './lib/browser';
import {
  printProfileSummary,
  startCpuProfile,
  stopCpuProfile,
  type ProfileSummary,
} from './lib/cpu-profile';
import { startStaticServer } from './lib/static-server';
import { median } from './lib/stats';
import { addBenchLarge, seededSnapshot } from './bench-large-data';
import {
  BENCH_MOCK_SERVER_PORT,
  BENCH_MOCK_SERVER_URL,
  type InteractionResult,
} from './interaction-result';

async function measureOf(page: Page, name: string): Promise<number> {
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

interface MeasuredRun {
  /** The page's script run before the app (the stored session and request, the mock's snapshot). */
  initScript: string;
  url: string;
  /** The app's performance.measure to wait for. */
  measure: string;
  /** With a profile (null: none): the file name and what the printed summary is called. */
  profile: { name: string; label: string } | null;
  /** Reads what else the run is wanted for, before the page closes. */
  inspect?: (page: Page) => Promise<void>;
}

/**
 * Opens `url` in a fresh throttled context and waits for the app's `measure`; with a profile, the page's main thread
 * is sampled from the navigation to the measure (reports/profiles/<name>.cpuprofile) and its summary printed.
 */
async function measuredRun(
  browser: Browser,
  run: MeasuredRun,
): Promise<{ ms: number; answerBytes: number }> {
  const page = await openPage(browser, { throttle: true, initScript: run.initScript });
  try {
    const measured = await measureIn(page, run.url, run.measure, run.profile?.name ?? null);
    if (measured.profile && run.profile) printProfileSummary(run.profile.label, measured.profile);
    await run.inspect?.(page.page);
    return measured;
  } finally {
    await page.context.close();
  }
}

async function measureIn(
  page: ThrottledPage,
  url: string,
  measure: string,
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
  if (profileName) await startCpuProfile(page.cdp);
  await page.page.goto(url, { timeout: 60_000 });
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

/**
 * The interactions in the mock build (the fake backend runs in the page's service worker), with the throttled CPU
 * and network of the page-load bench, in fresh contexts: the offers overview's search to the first offer on the
 * seeded data (what a commuter gets, the budgeted figure); then, with the bench-large data, the location picker's
 * search after the debounce, the offers search to the first offer with 1,000 matches (the stress figure), My page
 * to the first booking cards. Each figure is the app's own performance.measure (see src/lib/performance-marks.ts).
 */
export async function benchInteractions(
  mockOutDir: string,
  runs: number,
  /** The real-backend build whose API base URL is BENCH_MOCK_SERVER_URL; null: not measured. */
  realOutDir: string | null = null,
  /** CPU profiles of the first run's offers searches and My page (`--profile`). */
  profile = false,
): Promise<InteractionResult> {
  // The fake backend over HTTP first: its start puts the shared data into the default scenario; the commuter's
  // searches run on it as seeded, then the bench-large data goes into the same in-process database (the page of
  // the mock build gets each as its snapshot).
  const mockHttp = realOutDir
    ? await startMockHttpServer({ port: BENCH_MOCK_SERVER_PORT, publicUrl: BENCH_MOCK_SERVER_URL })
    : null;
  const server = await startStaticServer(mockOutDir);
  const realServer = realOutDir ? await startStaticServer(realOutDir) : null;
  const browser = await launchChromium();
  try {
    const seeded = await seededSnapshot();
    const storedRequest = JSON.stringify({
      origin: seeded.request.origin,
      destination: seeded.request.destination,
      departureTime: seeded.request.departureTime,
      postingType: seeded.request.integrations.commutePooling.postingType,
      mobilityRequestId: seeded.request.mobilityRequestId,
    });
    // The mock build gets its data as the stored snapshot; the real build only the session and the submitted
    // request (its data is the mock server's).
    const seedScript = (snapshot: string | null) => `
    if (!localStorage.getItem('wen-bench-seeded')) {
      ${snapshot ? `localStorage.setItem(${JSON.stringify(SNAPSHOT_STORAGE_KEY)}, ${JSON.stringify(snapshot)});` : ''}
      localStorage.setItem(${JSON.stringify(ACCESS_TOKEN_KEY)}, ${JSON.stringify(seeded.token)});
      sessionStorage.setItem('wen.mobilityRequest', ${JSON.stringify(storedRequest)});
      localStorage.setItem('wen-bench-seeded', '1');
    }`;
    const realInitScript = seedScript(null);
    const profiled = (run: number, name: string, label: string) =>
      profile && run === 0 ? { name, label } : null;
    const offersSearch = async (
      initScript: string,
      real: boolean,
      run: number,
      name: string,
      label: string,
    ) =>
      measuredRun(browser, {
        initScript,
        url: `${(real ? realServer : server)?.url ?? ''}${ROUTES.offersOverview}`,
        measure: 'wen:offers-search',
        profile: profiled(run, name, label),
      });

    const commuter: number[] = [];
    const commuterReal: number[] = [];
    const commuterInit = seedScript(seeded.snapshot);
    for (let run = 0; run < runs; run += 1) {
      commuter.push(
        (
          await offersSearch(
            commuterInit,
            false,
            run,
            'offers-demo-route-mock-build',
            'offers search, demo route, mock build',
          )
        ).ms,
      );
      if (realServer) {
        commuterReal.push(
          (
            await offersSearch(
              realInitScript,
              true,
              run,
              'offers-demo-route-real-build',
              'offers search, demo route, real build (mock:server)',
            )
          ).ms,
        );
      }
    }

    const large = await addBenchLarge(seeded.request);
    const initScript = seedScript(large.snapshot);
    const realOffers: number[] = [];
    let realAnswerBytes = 0;
    const picker: number[] = [];
    const offers: number[] = [];
    const myPage: number[] = [];
    let myPageBookings = 0;
    for (let run = 0; run < runs; run += 1) {
      {
        const { page, context } = await openPage(browser, { throttle: true, initScript });
        await page.goto(`${server.url}${ROUTES.dashboard}`, { timeout: 60_000 });
        await page.waitForSelector('main', { timeout: 60_000 });
        await page.evaluate((path) => {
          history.pushState({ type: 'origin' }, '', path);
          dispatchEvent(new PopStateEvent('popstate', { state: { type: 'origin' } }));
        }, ROUTES.locationPicker);
        const search = page.getByRole('searchbox');
        await search.waitFor({ timeout: 60_000 });
        await search.pressSequentially('str', { delay: 30 });
        picker.push(await measureOf(page, 'wen:picker-search'));
        await context.close();
      }
      const mockOffers = await offersSearch(
        initScript,
        false,
        run,
        'offers-search-mock-build',
        'offers search, 1,000 matches, mock build',
      );
      offers.push(mockOffers.ms);
      if (realServer) {
        const measured = await offersSearch(
          realInitScript,
          true,
          run,
          'offers-search-real-build',
          'offers search, 1,000 matches, real build (mock:server)',
        );
        realOffers.push(measured.ms);
        realAnswerBytes = measured.answerBytes;
      }
      const mine = await measuredRun(browser, {
        initScript,
        url: `${server.url}${ROUTES.myPage}`,
        measure: 'wen:my-page',
        profile: profiled(run, 'my-page-mock-build', 'My page, mock build'),
        inspect: async (page) => {
          myPageBookings = await page.locator('.booking-list > li').count();
        },
      });
      myPage.push(mine.ms);
    }
    return {
      runs,
      build:
        'mock build; the demo route on the seeded data, then bench-large (1,000 matches, 200 own postings)',
      throttled: true,
      pickerSearchMs: median(picker),
      offersFirstOfferMs: median(offers),
      offersMatches: large.matches,
      commuter: {
        offersFirstOfferMs: median(commuter),
        offersMatches: seeded.matches,
        realBuildOffersFirstOfferMs: realServer ? median(commuterReal) : null,
      },
      myPageBookingsShownMs: median(myPage),
      myPageBookings,
      realBuild: realOutDir
        ? {
            build: `real-backend build against the fake backend over HTTP (${BENCH_MOCK_SERVER_URL}), same data`,
            offersFirstOfferMs: median(realOffers),
            offersAnswerKb: Math.round((realAnswerBytes / 1024) * 10) / 10,
          }
        : null,
    };
  } finally {
    await browser.close();
    await server.close();
    await realServer?.close();
    await mockHttp?.close();
  }
}
