import { expect, openApp, signInWithPassword, test } from './support/fixtures';
import { reloadOnStoredData, STORED_DATA_START_TIMEOUT } from './support/sign-in-state';
import type { Page } from '@playwright/test';

/**
 * Issue 36, point 6, "the last route is kept per device only", as a commuter meets it: on a new phone (a fresh
 * browser, empty storage) My commute lists the routes of their own active postings on the server, each opening its
 * search in one tap, and counts its matches from then on. Nothing was saved or searched on this device before.
 */

const TEXT = {
  en: {
    region: 'My commute',
    fromPosting: 'From your posting',
    back: 'Back',
    count: /(No new matches since your last visit|\d+ new match(es)? since your last visit)/,
    empty: /Save a route you travel often/,
    answered: /(\d+ match(es)?, nearest first|no match could be found)/,
  },
  de: {
    region: 'Mein Arbeitsweg',
    fromPosting: 'Aus Ihrem Inserat',
    back: 'Zurück',
    count:
      /(Keine neuen Treffer seit Ihrem letzten Besuch|\d+ neuen? Treffer seit Ihrem letzten Besuch)/,
    empty: /Speichern Sie eine Strecke/,
    answered: /(\d+ Treffer, die nächsten zuerst|kein passender Treffer gefunden)/,
  },
} as const;

interface WireBooking {
  state: string;
  integrationId: string;
  travelInfo: {
    origin: { name: string };
    destination: { name: string };
    integrationInfo: { periodEnd: string };
  };
}

/** The routes of the user's active postings, as the server answered them to the app ("origin → destination"). */
function activeRoutes(bookings: WireBooking[]): string[] {
  return [
    ...new Set(
      bookings
        .filter(
          (booking) =>
            booking.integrationId === 'commutePooling' &&
            ['confirmed', 'active'].includes(booking.state) &&
            Date.parse(booking.travelInfo.integrationInfo.periodEnd) >= Date.now(),
        )
        .map(({ travelInfo }) => `${travelInfo.origin.name} → ${travelInfo.destination.name}`),
    ),
  ];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const language of ['de', 'en'] as const) {
  const text = TEXT[language];
  const myCommute = (page: Page) => page.getByRole('region', { name: text.region });
  const entry = (page: Page, name: string) =>
    myCommute(page).getByRole('button', { name: new RegExp(`^${escape(name)}`) });

  test(`my commute on a new device: the routes of the user's postings on the server, with counts (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // A fresh browser context: nothing of WEN in its storage; signed in by the e-mail login as on a new phone.
    await openApp(page, `/login?locale=${language}`);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('wen.'))),
    ).toEqual([]);
    const bookingsAnswer = page.waitForResponse(
      (response) =>
        /\/api\/v1\/bookings\/[^/]+$/.test(new URL(response.url()).pathname) &&
        response.request().method() === 'GET',
    );
    await signInWithPassword(page, 'demo');
    const routes = activeRoutes((await (await bookingsAnswer).json()) as WireBooking[]);
    expect(routes.length).toBeGreaterThan(0);

    // Each posted route is an entry (at most four are listed), saying where it comes from; none is removable.
    const shown = routes.slice(0, 4);
    for (const name of shown) {
      await expect(entry(page, name)).toHaveCount(1);
      await expect(entry(page, name)).toContainText(text.fromPosting);
    }
    await expect(myCommute(page)).not.toContainText(text.empty);
    await expect(myCommute(page).getByRole('listitem')).toHaveCount(shown.length);

    // One tap opens the route's search; back on the dashboard the entry counts its matches from that answer on.
    const first = shown[0]!;
    await entry(page, first).click();
    await expect(page).toHaveURL(/\/commute-pooling\/offers\/overview$/);
    // The count starts from the answer the list showed: back only once it has (as a person reads it first).
    await expect(page.getByText(text.answered)).toBeVisible({ timeout: 20_000 });
    await page.getByRole('link', { name: text.back }).click();
    await expect(entry(page, first)).toContainText(text.count);
    await expect(entry(page, first)).toContainText(text.fromPosting);

    // A new page load on this device: the same entries, the count kept.
    await reloadOnStoredData(page);
    await expect(entry(page, first)).toContainText(text.count, {
      timeout: STORED_DATA_START_TIMEOUT,
    });
    await expect(myCommute(page).getByRole('listitem')).toHaveCount(shown.length);
  });
}
