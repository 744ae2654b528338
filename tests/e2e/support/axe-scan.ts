import axe from 'axe-core';
import { expect, type Frame, type Page } from '@playwright/test';
import { readResults, recordResult } from './reliability-report';

export type Language = 'de' | 'en';

/**
 * What the scan runs: every rule of these tags on every node; only the violations are worked out in full
 * (selectors, HTML), the other result groups are cut to one node each (axe's API.md, "Performance"). Of the
 * preloaded assets only the media's metadata (no-autoplay-audio): the stylesheets' CSSOM serves only
 * css-orientation-lock, an experimental rule these tags do not run (issue 17i: with and without the CSSOM, the
 * same rules pass, fail and stay incomplete on all 62 screens; 8 % less time in axe.run).
 */
const RUN_OPTIONS: axe.RunOptions = {
  resultTypes: ['violations'],
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  preload: { assets: ['media'] },
};
/** The whole document (what @axe-core/playwright passes without include or exclude). */
const WHOLE_DOCUMENT = { include: [], exclude: [] };
/**
 * Frames of the same origin only, run by axe.run inside the page (@axe-core/playwright's "legacy mode" sets the
 * same): its default opens a second tab of the context to finish the run, which the mock backend's cross-tab
 * sync answers by starting the app over (losing in-memory state).
 */
const CONFIGURE = `;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

/**
 * Puts axe-core (1.5 MB of script) into every frame of the page that does not have it yet: once per document,
 * not once per scan (the app's screens change inside one document; a page load starts a new one). A frame that
 * does not take it within a second is left out, as @axe-core/playwright does.
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    if (await hasAxe(frame)) continue;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('axe injection timed out')), 1_000);
    });
    try {
      await Promise.race([frame.evaluate(axe.source), timeout]);
      await frame.evaluate(CONFIGURE);
    } catch {
      // a frame that is gone or will not run scripts: axe.run reports it as it would any unreachable frame
    } finally {
      clearTimeout(timer);
    }
  }
}

const hasAxe = (frame: Frame) =>
  frame
    .evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function')
    .catch(() => false);

/**
 * Scans the page with axe (WCAG 2.0, 2.1 and 2.2 A/AA rules; 2.2 adds the touch targets' size, 2.5.8), records
 * the result for the suite's summary and fails on any serious or critical violation.
 */
export async function scanWithAxe(
  page: Page,
  suite: string,
  screen: string,
  language: Language,
): Promise<void> {
  await injectAxe(page);
  const result = await page.evaluate(
    ({ context, options }) => (window as unknown as { axe: typeof axe }).axe.run(context, options),
    { context: WHOLE_DOCUMENT, options: RUN_OPTIONS },
  );
  const serious = result.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  recordResult(suite, `${language}-${screen}`, {
    screen,
    language,
    violations: serious.length,
    rules: serious.map((violation) => violation.id),
  });
  expect(
    serious.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    })),
    `${screen} (${language})`,
  ).toEqual([]);
}

/** Whether this run has scanned the screen in the language already (any worker). */
export function wasScanned(suite: string, screen: string, language: Language): boolean {
  return readResults<{ screen: string; language: Language }>(suite).some(
    (record) => record.screen === screen && record.language === language,
  );
}
