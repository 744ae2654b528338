import type { Page } from 'playwright-core';

/**
 * How the interactions bench reaches the offers list and the location picker's search: as a commuter does, from the
 * dashboard (bench/interactions.ts).
 */

/**
 * Starts counting the page's requests; the answer resolves once none has been under way for `ms` (counted from its
 * call at the earliest).
 */
function untilNoRequestFor(page: Page, ms: number): () => Promise<void> {
  let open = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    open += delta;
    lastChange = Date.now();
  };
  const started = () => change(1);
  const ended = () => change(-1);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async () => {
    lastChange = Math.max(lastChange, Date.now());
    while (open > 0 || Date.now() - lastChange < ms) await page.waitForTimeout(50);
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  };
}

/**
 * The dashboard as a commuter finds it before tapping anything: live (the first screen's mark) and quiet (no request,
 * its idle work done: in the mock build the fake backend stores its data in slices behind the first screen). The
 * start of the app itself is the page-load bench's figure, not the interactions'.
 */
async function dashboardLiveAndQuiet(page: Page): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByName('wen:first-screen', 'mark').length > 0,
    undefined,
    { timeout: 60_000 },
  );
  // Quiet as a commuter finds it who reads the screen before tapping: the page's idle work done, then no request
  // for 500 ms, and 1 s more.
  const quiet = untilNoRequestFor(page, 500);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        // Idle: three idle periods in a row with nothing scheduled (a whole 50 ms each), 30 s at most (the mock
        // build's fake backend stores its data in slices behind the first screen).
        setTimeout(resolve, 30_000);
        let calm = 0;
        const step = (deadline: IdleDeadline) => {
          calm = deadline.timeRemaining() >= 45 ? calm + 1 : 0;
          if (calm >= 3) resolve();
          else requestIdleCallback(step);
        };
        requestIdleCallback(step);
      }),
  );
  await quiet();
  await page.waitForTimeout(1000);
}

/**
 * The commuter's way to the list: the dashboard opened with the request of the last visit in its form, live and
 * quiet, then "Find drivers" tapped. The measure is the app's (its search's start to the first offer on screen).
 */
export const FROM_THE_DASHBOARD = {
  ready: dashboardLiveAndQuiet,
  run: async (page: Page) => {
    await page.evaluate(() => {
      addEventListener(
        'pointerdown',
        () => Object.assign(window, { wenBenchTapAt: performance.now() }),
        { capture: true, once: true },
      );
    });
    await page.getByRole('button', { name: /^(Fahrer finden|Find drivers)$/ }).click();
  },
};

/** From the tap on Find to the first offer on screen (the navigation and the list's first render included). */
export const tapToFirstOffer = (page: Page) =>
  page.evaluate(() => {
    const measure = performance.getEntriesByName('wen:offers-search', 'measure').at(-1);
    const tapAt = (window as { wenBenchTapAt?: number }).wenBenchTapAt;
    return measure && tapAt !== undefined ? measure.startTime + measure.duration - tapAt : NaN;
  });

/**
 * The commuter's way to the location picker's search: from the live and quiet dashboard, "Origin" tapped, then a
 * term typed as a person types it. The measure is the app's (the debounced term's search to its results shown).
 */
export const TO_THE_PICKER_SEARCH = {
  ready: dashboardLiveAndQuiet,
  run: async (page: Page) => {
    await page.getByRole('button', { name: /^(Start|Origin)\b(?! und Ziel tauschen)/ }).click();
    await page.getByRole('searchbox').pressSequentially('str', { delay: 30 });
  },
};
