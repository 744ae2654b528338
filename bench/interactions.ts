import type { Page } from 'playwright-core';
import type { MobilityRequest } from '@contract/offers';
import { searchOffers } from '@mocks/db/bookings-repository';
import { db } from '@mocks/db/database';
import type { BookingRecord } from '@mocks/db/schemas';
import { SNAPSHOT_STORAGE_KEY, takeSnapshot } from '@mocks/db/snapshot';
import { mockServer, PERSONAS, signInPersona } from '@mocks/node';
import { ACCESS_TOKEN_KEY } from '@/lib/token-storage';
import { ROUTES } from '@/lib/routes';
import { launchChromium, openPage } from './lib/browser';
import { startStaticServer } from './lib/static-server';
import { median } from './lib/stats';

/** The bench-only data set ("bench-large"): 1,000 offers match the search, the demo user has 200 postings. */
export const BENCH_LARGE = { matches: 1_000, ownBookings: 200 } as const;

export interface InteractionResult {
  runs: number;
  build: string;
  throttled: boolean;
  pickerSearchMs: number;
  offersFirstOfferMs: number;
  offersMatches: number;
  myPageBookingsShownMs: number;
  myPageBookings: number;
}

function copyOf(record: BookingRecord, changes: Partial<BookingRecord>): BookingRecord {
  return { ...structuredClone(record), bookingId: crypto.randomUUID(), ...changes };
}

/**
 * Builds the "bench-large" data set in Node from the seeded fake backend and returns it as the snapshot the mock
 * build restores from localStorage at start (the same format as the dev panel's export/import), with the demo
 * user's session token. Copies of postings that match the search up to 1,000 matches; copies of seeded postings
 * owned by the demo user up to 200.
 */
async function benchLargeSnapshot() {
  mockServer.listen({ onUnhandledRequest: 'error' });
  try {
    const { token } = await signInPersona('demo');
    const sample = db.bookings
      .all()
      .find((record) => record.state === 'confirmed' && record.ownerId !== PERSONAS.demo.id);
    if (!sample) throw new Error('The seed has no confirmed posting.');
    const request: MobilityRequest = {
      mobilityRequestId: crypto.randomUUID(),
      origin: sample.travelInfo.origin,
      destination: sample.travelInfo.destination,
      departureTime: new Date().toISOString(),
      integrations: {
        commutePooling: { postingType: sample.travelInfo.integrationInfo.postingType },
      },
    };
    const matching = searchOffers(request, PERSONAS.demo.id).map((offer) =>
      db.bookings.findFirst((q) => q.where({ bookingId: offer.bookingId })),
    );
    for (let index = matching.length; index < BENCH_LARGE.matches; index += 1) {
      const original = matching[index % matching.length];
      if (original) await db.bookings.create(copyOf(original, {}));
    }
    const all = db.bookings.all();
    const own = all.filter((record) => record.ownerId === PERSONAS.demo.id).length;
    for (let index = own; index < BENCH_LARGE.ownBookings; index += 1) {
      const original = all[index % all.length];
      if (original) await db.bookings.create(copyOf(original, { ownerId: PERSONAS.demo.id }));
    }
    return {
      token,
      request,
      matches: searchOffers(request, PERSONAS.demo.id).length,
      snapshot: JSON.stringify(takeSnapshot()),
    };
  } finally {
    mockServer.close();
  }
}

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

/**
 * The three interactions in the mock build (the fake backend runs in the page's service worker), with the
 * throttled CPU and network of the page-load bench, in fresh contexts: the location picker's search after the
 * debounce, the offers overview's search to the first offer, My page to the first booking cards. Each figure is
 * the app's own performance.measure (see src/lib/performance-marks.ts).
 */
export async function benchInteractions(
  mockOutDir: string,
  runs: number,
): Promise<InteractionResult> {
  const data = await benchLargeSnapshot();
  const server = await startStaticServer(mockOutDir);
  const storedRequest = JSON.stringify({
    origin: data.request.origin,
    destination: data.request.destination,
    departureTime: data.request.departureTime,
    postingType: data.request.integrations.commutePooling.postingType,
    mobilityRequestId: data.request.mobilityRequestId,
  });
  const initScript = `
    if (!localStorage.getItem('wen-bench-seeded')) {
      localStorage.setItem(${JSON.stringify(SNAPSHOT_STORAGE_KEY)}, ${JSON.stringify(data.snapshot)});
      localStorage.setItem(${JSON.stringify(ACCESS_TOKEN_KEY)}, ${JSON.stringify(data.token)});
      sessionStorage.setItem('wen.mobilityRequest', ${JSON.stringify(storedRequest)});
      localStorage.setItem('wen-bench-seeded', '1');
    }`;
  const picker: number[] = [];
  const offers: number[] = [];
  const myPage: number[] = [];
  let myPageBookings = 0;
  const browser = await launchChromium();
  try {
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
      {
        const { page, context } = await openPage(browser, { throttle: true, initScript });
        await page.goto(`${server.url}${ROUTES.offersOverview}`, { timeout: 60_000 });
        offers.push(await measureOf(page, 'wen:offers-search'));
        await context.close();
      }
      {
        const { page, context } = await openPage(browser, { throttle: true, initScript });
        await page.goto(`${server.url}${ROUTES.myPage}`, { timeout: 60_000 });
        myPage.push(await measureOf(page, 'wen:my-page'));
        myPageBookings = await page.locator('.booking-list > li').count();
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return {
    runs,
    build: 'mock build, bench-large data (1,000 matches, 200 own postings)',
    throttled: true,
    pickerSearchMs: median(picker),
    offersFirstOfferMs: median(offers),
    offersMatches: data.matches,
    myPageBookingsShownMs: median(myPage),
    myPageBookings,
  };
}
