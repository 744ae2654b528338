import { addDays, weekDayOf, type DayKey } from '@/domain/schedule/berlin-days';
import { expect, test } from './support/fixtures';
import { berlinDate } from './support/find-helpers';
import { reloadOnStoredData, STORED_DATA_START_TIMEOUT } from './support/sign-in-state';
import { REQUEST_KEY, dachauToFizRequest } from './support/stored-trip';
import type { Page } from '@playwright/test';

/**
 * Issue 36, point 6, as a commuter meets it: My commute shows one entry per route, however often the device holds
 * it (other labels, a place picked a few metres off, the other posting type), and the count an entry shows is of
 * the very search it opens (same route, same posting type, same day): never a count from a search of another day,
 * and the number it says is the number of colleagues on the list it opens.
 */

const isWorkingDay = (day: DayKey) => !['SATURDAY', 'SUNDAY'].includes(weekDayOf(day));

/** The day an entry's search runs: today, on a weekend the next Monday (Berlin). */
function commuteDay(): DayKey {
  let day = berlinDate(0) as DayKey;
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/** Another working day after it: the search form's trip planned for later in the week. */
function anotherDay(): DayKey {
  let day = addDays(commuteDay(), 1);
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

const TEXT = {
  en: {
    region: 'My commute',
    findDrivers: 'Find drivers',
    save: 'Save as my commute',
    saveWayHome: /^Also save the way home/,
    back: 'Back',
    notSeen: /(\d+) match(?:es)? you have not seen yet/,
    anyCount: /match/,
    fromPosting: 'From your posting',
  },
  de: {
    region: 'Mein Arbeitsweg',
    findDrivers: 'Fahrer finden',
    save: 'Als Arbeitsweg speichern',
    saveWayHome: /^Auch den Rückweg speichern/,
    back: 'Zurück',
    notSeen: /(\d+) Treffer, d(?:ie|en) Sie noch nicht gesehen haben/,
    anyCount: /Treffer/,
    fromPosting: 'Aus Ihrem Inserat',
  },
} as const;

const THERE = 'Dachau → FIZ Forschungs- und Innovationszentrum';
const BACK = 'FIZ Forschungs- und Innovationszentrum → Dachau';

for (const language of ['de', 'en'] as const) {
  const text = TEXT[language];
  const myCommute = (page: Page) => page.getByRole('region', { name: text.region });
  const entry = (page: Page, name: string) =>
    myCommute(page).getByRole('button', { name: new RegExp(`^${name}`) });
  const offersList = (page: Page) => page.getByRole('list').filter({ has: page.getByRole('link') });

  test(`my commute tells the truth: one entry per route, counts of the search it opens (${language})`, async ({
    page,
    signIn,
  }) => {
    test.setTimeout(120_000);
    // The search form's trip for another working day than the one the entries search.
    const departureTime = new Date(`${anotherDay()}T10:00:00+01:00`).toISOString();
    await signIn('demo', {
      language,
      session: { [REQUEST_KEY]: { ...dachauToFizRequest(), departureTime } },
    });
    await page.getByRole('button', { name: text.findDrivers, exact: true }).click();
    await expect(offersList(page).getByRole('listitem').first()).toBeVisible();
    await page.getByRole('button', { name: text.save }).click();
    await page.getByRole('button', { name: text.saveWayHome }).click();

    // The device holds the way home thrice: once as saved, once picked again a few metres off under another
    // label, once for the other posting type (as an older version stored it).
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('wen.myCommute.'))!;
      const stored = JSON.parse(localStorage.getItem(key)!);
      const back = stored.routes[1];
      stored.routes.push(
        {
          ...back,
          id: 'picked-again',
          origin: {
            ...back.origin,
            name: back.origin.name,
            latitude: back.origin.latitude + 0.0003,
          },
        },
        { ...back, id: 'for-passengers', postingType: 'REQUEST' },
      );
      localStorage.setItem(key, JSON.stringify(stored));
    });
    await page.getByRole('link', { name: text.back }).click();
    await reloadOnStoredData(page);

    // One entry per route: there and back, each once (beside the routes of the user's own postings).
    await expect(myCommute(page).getByText(text.fromPosting).first()).toBeVisible({
      timeout: STORED_DATA_START_TIMEOUT,
    });
    await expect(
      myCommute(page).getByRole('listitem').filter({ hasNotText: text.fromPosting }),
    ).toHaveCount(2);
    await expect(entry(page, THERE)).toHaveCount(1);
    await expect(entry(page, BACK)).toHaveCount(1);
    // The way home's answer was of another day: the entry (which searches today or Monday) says no count.
    await expect(entry(page, BACK)).not.toContainText(text.anyCount);

    // The way there's search for the entries' day brings the way home's answer of that day along.
    await entry(page, THERE).click();
    await expect(offersList(page).getByRole('listitem').first()).toBeVisible();
    await page.getByRole('link', { name: text.back }).click();
    await expect(entry(page, BACK)).toContainText(text.notSeen);
    const said = Number(
      text.notSeen.exec((await entry(page, BACK).getByText(text.notSeen).textContent()) ?? '')![1],
    );

    // The count is what the list it opens shows.
    await entry(page, BACK).click();
    await expect(page).toHaveURL(/\/commute-pooling\/offers\/overview$/);
    await expect(offersList(page).getByRole('listitem').first()).toBeVisible();
    await expect(offersList(page).getByRole('listitem')).toHaveCount(said);
  });
}
