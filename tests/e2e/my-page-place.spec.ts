import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { bookingListComplete, openMyPage, waitForDashboard } from './support/posting-helpers';

/**
 * Issue 36, point 3, as a commuter meets it on a phone: Cancel keeps my place (the confirmation scrolls to the
 * top as the spec's modal does; closed, the list is back where the card was, the card stays there and says what
 * happened), and Remove can be taken back for a few seconds before anything is sent.
 */

const ENDED = / · (Inserat storniert|Inserat abgelaufen|Inserat beendet)/;

/** The list item of a card (its id stays with the posting whatever the order). */
async function cardItem(page: Page, card: Locator): Promise<Locator> {
  const id = await page.locator('li', { has: card }).first().getAttribute('id');
  if (!id) throw new Error('the booking card has no list item id');
  return page.locator(`li[id="${id}"]`);
}

const topOf = async (item: Locator) => (await item.boundingBox())?.y ?? Number.NaN;
const indexOf = (page: Page, item: Locator) =>
  item.evaluate((element) => [...element.parentElement!.children].indexOf(element));

test.describe('My page: my place and my postings kept', () => {
  test.beforeEach(async ({ page, signIn }) => {
    await page.setViewportSize({ width: 390, height: 740 });
    await signIn('demo');
    await waitForDashboard(page);
    await openMyPage(page);
    await bookingListComplete(page);
  });

  test('Cancel: after the confirmation the list is where the card was, the card stays there and says it is cancelled', async ({
    page,
  }) => {
    // The last posting that can be cancelled: further down the list, the others ended after it.
    const item = await cardItem(
      page,
      page
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: 'Stornieren' }) })
        .last(),
    );
    await item.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const place = await topOf(item);
    const index = await indexOf(page, item);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);

    // Kept: back at the card.
    await item.getByRole('button', { name: 'Stornieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inserat stornieren?' });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await dialog.getByRole('button', { name: 'Behalten' }).click();
    await expect.poll(() => topOf(item)).toBeCloseTo(place, 0);

    // Cancelled: back at the card, which stays in its place and says what happened.
    await item.getByRole('button', { name: 'Stornieren' }).click();
    await page
      .getByRole('dialog', { name: 'Inserat stornieren?' })
      .getByRole('button', { name: 'Inserat stornieren' })
      .click();
    await expect(item).toContainText(' · Inserat storniert');
    await expect(item).toContainText(
      'Gerade storniert: Kolleginnen und Kollegen finden dieses Inserat nicht mehr.',
    );
    await expect.poll(() => topOf(item)).toBeCloseTo(place, 0);
    expect(await indexOf(page, item)).toBe(index);
    await expect(item.getByRole('button', { name: 'Entfernen' })).toBeVisible();
    // The focus is on the card (its Cancel button is gone), not lost to the top of the page.
    await expect(item.locator(':focus')).toHaveCount(1);
  });

  test('Remove: asked first, nothing sent when kept; after the confirmation the list is where the card was', async ({
    page,
  }) => {
    const archives: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/v1\/bookings\/archive\//.test(request.url())) archives.push(request.url());
    });
    const item = await cardItem(page, page.getByRole('article').filter({ hasText: ENDED }).first());
    await item.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    // Its button in view as a person taps it (near the end of the list the card cannot be centred).
    await item.getByRole('button', { name: 'Entfernen' }).scrollIntoViewIfNeeded();
    const place = await topOf(item);

    await item.getByRole('button', { name: 'Entfernen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inserat entfernen?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Behalten' }).click();
    await expect.poll(() => topOf(item)).toBeCloseTo(place, 0);
    expect(archives).toEqual([]);

    await item.getByRole('button', { name: 'Entfernen' }).click();
    await page
      .getByRole('dialog', { name: 'Inserat entfernen?' })
      .getByRole('button', { name: 'Inserat entfernen' })
      .click();
    await expect(item).toHaveCount(0);
    expect(archives).toHaveLength(1);
    // The list stays where it was (the confirmation had scrolled the page to the top).
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });
});
