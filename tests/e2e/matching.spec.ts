import type { Locator, Page } from '@playwright/test';
import { MATCHING_BOUNDS } from '@mocks/lib/matching-bounds';
import { WAY_BACK } from '@/features/offers/way-home';
import { expect, test } from './support/fixtures';
import { shownOfferDistances } from './support/find-helpers';
import { REQUEST_KEY, dachauToFizRequest } from './support/stored-trip';

/**
 * Issue 35, matches a commuter would accept, on the demo route (Dachau → FIZ, today) against the seeded fake
 * backend: one entry per colleague, none the other way round, none beyond the matching bounds
 * (mocks/lib/matching-bounds.ts), and "Also the way home" on some entries but not all, each one true: the same
 * colleague is on the list of the way back (FIZ → Dachau) that day, leaving a working day after a trip there.
 */

const TEXTS = {
  en: {
    find: 'Find drivers',
    swap: 'Swap start and destination',
    wayHome: 'Also the way home',
    departure: /Departure (\d\d:\d\d)/g,
  },
  de: {
    find: 'Fahrer finden',
    swap: 'Start und Ziel tauschen',
    wayHome: 'Auch der Rückweg',
    departure: /Abfahrt (\d\d:\d\d) Uhr/g,
  },
} as const;

interface ShownEntry {
  name: string;
  route: string;
  times: number[];
  wayHome: boolean;
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Every entry of the list as a person reads it: the colleague, the route, the departures, the way-home mark. */
async function entriesOf(list: Locator, language: 'en' | 'de'): Promise<ShownEntry[]> {
  const shown: ShownEntry[] = [];
  for (const entry of await list.getByRole('link').all()) {
    const text = await entry.innerText();
    shown.push({
      name: (await entry.locator('.offer-entry__name').innerText()).trim(),
      route: (await entry.locator('.offer-entry__route').innerText()).trim(),
      times: [...text.matchAll(TEXTS[language].departure)].map((match) => minutesOf(match[1]!)),
      wayHome: text.includes(TEXTS[language].wayHome),
    });
  }
  return shown;
}

async function listOf(page: Page): Promise<Locator> {
  const list = page.getByRole('list').filter({ has: page.getByRole('link') });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  return list;
}

for (const language of ['en', 'de'] as const) {
  test(`the demo route (${language}): one entry per colleague, the right way, within the bounds, the way home true`, async ({
    page,
    signIn,
  }) => {
    test.setTimeout(90_000);
    const texts = TEXTS[language];
    await signIn('demo', { language, session: { [REQUEST_KEY]: dachauToFizRequest() } });
    await page.getByRole('button', { name: texts.find, exact: true }).click();
    const list = await listOf(page);
    // The way-home marks come with the second search, after the list: wait until they are in.
    await expect(list.getByText(texts.wayHome).first()).toBeVisible();
    const there = await entriesOf(list, language);

    expect(there.length).toBeGreaterThanOrEqual(4);
    // No colleague twice: a colleague's postings are one entry with their times (Anna drives at 07:15 and 09:00).
    const names = there.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    expect(there.some((entry) => entry.times.length > 1)).toBe(true);
    // None the other way round: no entry starts at a plant (FIZ, or the Munich plant 2.5 km from it) for Dachau.
    for (const { route } of there) expect(route).not.toMatch(/^(FIZ|BMW)/);
    // None farther than the bounds allow, at either end.
    for (const [fromOrigin, fromDestination] of await shownOfferDistances(list)) {
      expect(fromOrigin).toBeLessThanOrEqual(MATCHING_BOUNDS.maxEndDistanceM);
      expect(fromDestination).toBeLessThanOrEqual(MATCHING_BOUNDS.maxEndDistanceM);
    }
    // The way home on some entries, not on all.
    const marked = there.filter((entry) => entry.wayHome);
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.length).toBeLessThan(there.length);

    // Each mark true in the data: the way back's own list, that day.
    await page.getByRole('link', { name: language === 'en' ? 'Back' : 'Zurück' }).click();
    await page.getByRole('button', { name: texts.swap }).click();
    await page.getByRole('button', { name: texts.find, exact: true }).click();
    const back = await entriesOf(await listOf(page), language);
    for (const { route } of back)
      expect(route).toMatch(/^FIZ Forschungs- und Innovationszentrum →/);
    const backTimes = new Map(back.map((entry) => [entry.name, entry.times]));
    const nearWayBack = (entry: ShownEntry) =>
      entry.times.some((out) =>
        (backTimes.get(entry.name) ?? []).some(
          (home) => Math.abs(home - out - WAY_BACK.workdayMinutes) <= WAY_BACK.marginMinutes,
        ),
      );
    for (const entry of there) expect(nearWayBack(entry), entry.name).toBe(entry.wayHome);
    // And a colleague who travels back that day, but too early for a way back after work, is not marked.
    expect(there.some((entry) => !entry.wayHome && backTimes.has(entry.name))).toBe(true);
  });
}
