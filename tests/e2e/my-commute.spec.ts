import { addDays, weekDayOf, type DayKey } from '@/domain/schedule/berlin-days';
import { scanWithAxe } from './support/axe-scan';
import { expect, signInWithPassword, test } from './support/fixtures';
import { berlinDate, pickLocation } from './support/find-helpers';
import { continueButton, pickDay } from './support/posting-helpers';
import { REQUEST_KEY, dachauToFizRequest } from './support/stored-trip';
import type { Page } from '@playwright/test';

/**
 * Issue 22, item 7 as a commuter meets it: the route searched is saved as "my commute" with its way home, the
 * dashboard opens it in one tap and says how many matches are new since the last visit (from the answers the app
 * already has, no call of its own), and another colleague on the same device never sees it.
 */

const THERE = 'Dachau → FIZ Forschungs- und Innovationszentrum';
const BACK = 'FIZ Forschungs- und Innovationszentrum → Dachau';

/** The day a commute route is searched for: today, on a weekend the next Monday (Berlin, the browser's zone). */
function commuteDay(): DayKey {
  let day = berlinDate(0) as DayKey;
  while (['SATURDAY', 'SUNDAY'].includes(weekDayOf(day))) day = addDays(day, 1);
  return day;
}

const myCommute = (page: Page) => page.getByRole('region', { name: 'My commute' });
const routeButton = (page: Page, name: string) =>
  myCommute(page).getByRole('button', { name: new RegExp(`^${name}`) });

/** The route of an offers search's body: origin → destination. */
function routeOf(body: string): string {
  const { origin, destination } = JSON.parse(body) as Record<string, { name: string }>;
  return `${origin?.name} → ${destination?.name}`;
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await page
    .getByRole('dialog', { name: 'Log out?' })
    .getByRole('button', { name: 'Yes, log out' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
}

test.describe('my commute', () => {
  test.describe.configure({ timeout: 120_000 });

  test('saved from the search with its way home, opened in one tap, new matches counted, never shown to another user', async ({
    page,
    signIn,
  }) => {
    // Searched for the day the dashboard's entries search (today, on a weekend Monday): an entry counts only the
    // answers of its own search (issue 36, point 6).
    const departureTime =
      commuteDay() === berlinDate(0)
        ? new Date().toISOString()
        : new Date(`${commuteDay()}T10:00:00+01:00`).toISOString();
    await signIn('demo', {
      language: 'en',
      session: { [REQUEST_KEY]: { ...dachauToFizRequest(), departureTime } },
    });
    // Nothing saved on this device yet (My commute lists the routes of the user's own postings: issue 36, point 6).
    await expect(myCommute(page).getByText('From your posting').first()).toBeVisible();
    await expect(routeButton(page, THERE)).toHaveCount(0);
    await page.getByRole('button', { name: 'Find drivers' }).click();
    const list = page.getByRole('list').filter({ has: page.getByRole('link') });
    await expect(list.getByRole('listitem').first()).toBeVisible();

    // Saved from the list, by keyboard; then the way home with one more tap.
    const save = page.getByRole('button', { name: 'Save as my commute' });
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Saved as my commute: ${THERE}.`)).toBeVisible();
    await page.getByRole('button', { name: `Also save the way home (${BACK})` }).click();
    await expect(page.getByText(`The way home is saved too: ${BACK}.`)).toBeVisible();
    await scanWithAxe(page, 'my-commute', 'offers-overview-saved', 'en');

    // The dashboard lists both; the way home's matches came with the search beside the first (not seen yet).
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(routeButton(page, THERE)).toContainText('No new matches since your last visit');
    await expect(routeButton(page, BACK)).toContainText(/\d+ match(es)? you have not seen yet/);
    await scanWithAxe(page, 'my-commute', 'dashboard', 'en');

    // One tap opens the way home's matches for today (or Monday): the list marks them shown.
    const searches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/offers')
        searches.push(request.postData() ?? '');
    });
    await routeButton(page, BACK).click();
    await expect(page).toHaveURL(/\/commute-pooling\/offers\/overview$/);
    const [year, month, day] = commuteDay().split('-');
    // The request line: origin → destination (with their addresses), the day.
    await expect(
      page.getByText(
        new RegExp(`^FIZ Forschungs.* → Dachau, 85221 Dachau, ${day}/${month}/${year}$`),
      ),
    ).toBeVisible();
    await expect(
      page.getByText(`This route is one of your commute routes: ${BACK}.`),
    ).toBeVisible();
    await expect(list.getByRole('listitem').first()).toBeVisible();
    // The tap's search and its way home (both routes; under load the list may ask again, which is not the point).
    const routesSearched = () => [...new Set(searches.map(routeOf))].sort();
    await expect.poll(routesSearched).toEqual([THERE, BACK].sort());
    const searchesBeforeBack = searches.length;
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(routeButton(page, BACK)).toContainText('No new matches since your last visit');
    // The dashboard counts from the answers the app already has: no call of its own.
    expect(searches).toHaveLength(searchesBeforeBack);

    // Another colleague on this device: no saved route of the first; they offer a ride the way back today.
    await logOut(page);
    await signInWithPassword(page, 'publicUser');
    // Their own postings' routes once the server answered, never the first user's saved ones.
    await expect(myCommute(page).getByText('From your posting').first()).toBeVisible();
    await expect(routeButton(page, THERE)).toHaveCount(0);
    await expect(routeButton(page, BACK)).toHaveCount(0);
    await pickLocation(page, 'origin', 'FIZ', /^FIZ Forschungs- und Innovationszentrum/);
    await pickLocation(page, 'destination', 'Dachau', /^Dachau, 85221 Dachau/);
    await page.getByRole('link', { name: 'Offer or request a ride' }).click();
    await continueButton(page).click();
    await page.getByRole('radio', { name: 'One-time' }).check();
    await continueButton(page).click();
    await pickDay(page, 'Date and time', `${commuteDay()}T23:55`);
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/create\/overview$/);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your posting is live.' }),
    ).toBeVisible();
    await logOut(page);

    // Back as the commuter: the morning's search brings the new ride along with its way home. Back as soon as the
    // first offer shows: the way home may still be on its way, and its answer is counted when it arrives.
    await signInWithPassword(page, 'demo');
    await routeButton(page, THERE).click();
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(routeButton(page, BACK)).toContainText('1 new match since your last visit');
    await expect(routeButton(page, THERE)).toContainText('No new matches since your last visit');

    // Removing one can be undone.
    await myCommute(page)
      .getByRole('button', { name: `Remove: ${BACK} (Drivers)` })
      .click();
    await expect(routeButton(page, BACK)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Undo' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(routeButton(page, BACK)).toBeFocused();
  });
});
