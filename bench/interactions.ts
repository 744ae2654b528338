import type { Browser } from 'playwright-core';
import { SNAPSHOT_STORAGE_KEY } from '@mocks/db/snapshot';
import { ACCESS_TOKEN_KEY } from '@/lib/token-storage';
import { ROUTES } from '@/lib/routes';
import { startMockHttpServer } from '@mocks/server/mock-http-server';
import { launchChromium } from './lib/browser';
import { startStaticServer } from './lib/static-server';
import { median } from './lib/stats';
import { addBenchLarge, seededSnapshot } from './bench-large-data';
import {
  BENCH_MOCK_SERVER_PORT,
  BENCH_MOCK_SERVER_URL,
  type InteractionResult,
} from './interaction-result';
import { measuredRun } from './measured-run';
import { FROM_THE_DASHBOARD, TO_THE_PICKER_SEARCH, tapToFirstOffer } from './commuter-path';

type SeededData = Awaited<ReturnType<typeof seededSnapshot>>;

/** What every measured run of one bench shares. */
interface InteractionBench {
  browser: Browser;
  runs: number;
  /** CPU profiles of the first run's offers searches and My page. */
  profile: boolean;
  mockUrl: string;
  /** The real-backend build; null: not measured. */
  realUrl: string | null;
  /** The real build's page script: the session and the submitted request only (its data is the mock server's). */
  realInitScript: string;
}

/**
 * The page script that stores the seeded session and submitted request before the app starts, once per context.
 * The mock build gets its data as the stored snapshot; the real build only the session and the request (null).
 */
function seedScriptOf(seeded: Pick<SeededData, 'token' | 'request'>) {
  const storedRequest = JSON.stringify({
    origin: seeded.request.origin,
    destination: seeded.request.destination,
    departureTime: seeded.request.departureTime,
    postingType: seeded.request.integrations.commutePooling.postingType,
    mobilityRequestId: seeded.request.mobilityRequestId,
  });
  return (snapshot: string | null) => `
    if (!localStorage.getItem('wen-bench-seeded')) {
      ${snapshot ? `localStorage.setItem(${JSON.stringify(SNAPSHOT_STORAGE_KEY)}, ${JSON.stringify(snapshot)});` : ''}
      localStorage.setItem(${JSON.stringify(ACCESS_TOKEN_KEY)}, ${JSON.stringify(seeded.token)});
      sessionStorage.setItem('wen.mobilityRequest', ${JSON.stringify(storedRequest)});
      localStorage.setItem('wen-bench-seeded', '1');
    }`;
}

/** The first run's profile (file name and label), when profiles are wanted; null otherwise. */
function profiled(bench: InteractionBench, run: number, name: string, label: string) {
  return bench.profile && run === 0 ? { name, label } : null;
}

/**
 * The offers overview's search to the first offer, in the mock build or (`real`) the real-backend build, reached as a
 * commuter reaches it (FROM_THE_DASHBOARD); the tap on Find to the first offer goes into `taps` when given.
 */
function offersSearch(
  bench: InteractionBench,
  initScript: string,
  real: boolean,
  run: number,
  profile: { name: string; label: string },
  taps?: number[],
) {
  return measuredRun(bench.browser, {
    initScript,
    url: `${(real ? bench.realUrl : bench.mockUrl) ?? ''}${ROUTES.dashboard}`,
    measure: 'wen:offers-search',
    act: FROM_THE_DASHBOARD,
    profile: profiled(bench, run, profile.name, profile.label),
    inspect: async (page) => {
      taps?.push(await tapToFirstOffer(page));
    },
  });
}

/** The commuter's figures: the demo route searched on the seeded data, in the mock build and the real one. */
async function benchCommuter(bench: InteractionBench, commuterInit: string) {
  const commuter: number[] = [];
  const commuterReal: number[] = [];
  const taps: number[] = [];
  const tapsReal: number[] = [];
  for (let run = 0; run < bench.runs; run += 1) {
    const mock = await offersSearch(
      bench,
      commuterInit,
      false,
      run,
      { name: 'offers-demo-route-mock-build', label: 'offers search, demo route, mock build' },
      taps,
    );
    commuter.push(mock.ms);
    if (bench.realUrl !== null) {
      const real = await offersSearch(
        bench,
        bench.realInitScript,
        true,
        run,
        {
          name: 'offers-demo-route-real-build',
          label: 'offers search, demo route, real build (mock:server)',
        },
        tapsReal,
      );
      commuterReal.push(real.ms);
    }
  }
  console.error(
    `  demo route, each run (search / tap to first offer, ms): mock build ${commuter.map((ms, i) => `${Math.round(ms)}/${Math.round(taps[i] ?? NaN)}`).join(', ')}; real build ${commuterReal.map((ms, i) => `${Math.round(ms)}/${Math.round(tapsReal[i] ?? NaN)}`).join(', ')}`,
  );
  return { commuter, commuterReal, taps, tapsReal };
}

/** The location picker's search after the debounce, reached as a commuter reaches it (TO_THE_PICKER_SEARCH). */
async function pickerSearchMs(bench: InteractionBench, initScript: string, run: number) {
  const measured = await measuredRun(bench.browser, {
    initScript,
    url: `${bench.mockUrl}${ROUTES.dashboard}`,
    measure: 'wen:picker-search',
    act: TO_THE_PICKER_SEARCH,
    profile: profiled(bench, run, 'picker-search-mock-build', 'location picker search, mock build'),
  });
  return measured.ms;
}

/** The stress figures on the bench-large data: the picker, the offers search (both builds), My page. */
async function benchStress(bench: InteractionBench, initScript: string) {
  const realOffers: number[] = [];
  let realAnswerBytes = 0;
  const picker: number[] = [];
  const offers: number[] = [];
  const myPage: number[] = [];
  let myPageBookings = 0;
  for (let run = 0; run < bench.runs; run += 1) {
    picker.push(await pickerSearchMs(bench, initScript, run));
    const mockOffers = await offersSearch(bench, initScript, false, run, {
      name: 'offers-search-mock-build',
      label: 'offers search, 1,000 matches, mock build',
    });
    offers.push(mockOffers.ms);
    if (bench.realUrl !== null) {
      const measured = await offersSearch(bench, bench.realInitScript, true, run, {
        name: 'offers-search-real-build',
        label: 'offers search, 1,000 matches, real build (mock:server)',
      });
      realOffers.push(measured.ms);
      realAnswerBytes = measured.answerBytes;
    }
    const mine = await measuredRun(bench.browser, {
      initScript,
      url: `${bench.mockUrl}${ROUTES.myPage}`,
      measure: 'wen:my-page',
      profile: profiled(bench, run, 'my-page-mock-build', 'My page, mock build'),
      inspect: async (page) => {
        myPageBookings = await page.locator('.booking-list > li').count();
      },
    });
    myPage.push(mine.ms);
  }
  return { picker, offers, realOffers, realAnswerBytes, myPage, myPageBookings };
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
    const seedScript = seedScriptOf(seeded);
    const bench: InteractionBench = {
      browser,
      runs,
      profile,
      mockUrl: server.url,
      realUrl: realServer?.url ?? null,
      realInitScript: seedScript(null),
    };
    const { commuter, commuterReal, taps, tapsReal } = await benchCommuter(
      bench,
      seedScript(seeded.snapshot),
    );

    const large = await addBenchLarge(seeded.request);
    const stress = await benchStress(bench, seedScript(large.snapshot));
    return {
      runs,
      build:
        'mock build; the demo route on the seeded data, then bench-large (1,000 matches, 200 own postings)',
      throttled: true,
      pickerSearchMs: median(stress.picker),
      offersFirstOfferMs: median(stress.offers),
      offersMatches: large.matches,
      commuter: {
        offersFirstOfferMs: median(commuter),
        tapToFirstOfferMs: median(taps),
        offersMatches: seeded.matches,
        realBuildOffersFirstOfferMs: realServer ? median(commuterReal) : null,
        realBuildTapToFirstOfferMs: realServer ? median(tapsReal) : null,
      },
      myPageBookingsShownMs: median(stress.myPage),
      myPageBookings: stress.myPageBookings,
      realBuild: realOutDir
        ? {
            build: `real-backend build against the fake backend over HTTP (${BENCH_MOCK_SERVER_URL}), same data`,
            offersFirstOfferMs: median(stress.realOffers),
            offersAnswerKb: Math.round((stress.realAnswerBytes / 1024) * 10) / 10,
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
