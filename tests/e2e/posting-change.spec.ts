import { injectFault } from './support/faults';
import { expect, test } from './support/fixtures';
import {
  berlinDay,
  chooseLocationViaPicker,
  openMyPage,
  showAllPostings,
} from './support/posting-helpers';
import {
  createAndOpenMyPage,
  ownCard,
  recurringDraft,
  storedRequest,
  TEXT,
} from './support/posting-times';
import { DRAFT_KEY, REQUEST_KEY } from './support/stored-trip';

/**
 * Issue 35 (part A): Change instead of retyping, with exactly one active posting whatever fails
 * (docs/posting-times.md).
 */

for (const language of ['de', 'en'] as const) {
  const text = TEXT[language];
  test(`${language}: Change a posting's route and time: the old one is cancelled, the new one active`, async ({
    page,
    signIn,
  }) => {
    await signIn('demo', {
      path: '/commute-pooling/create/overview',
      language,
      session: {
        [REQUEST_KEY]: storedRequest(berlinDay(0)),
        [DRAFT_KEY]: recurringDraft('RECURRING', { departureClock: '07:30' }),
      },
    });
    await createAndOpenMyPage(page, text);
    await ownCard(page).getByRole('button', { name: text.change }).click();

    // The creation flow opens filled with the posting: its time on step three, its route on the overview.
    const departure = page.getByLabel(text.usualDeparture);
    await expect(departure).toHaveValue('07:30');
    await departure.fill('08:15');
    await page.getByRole('button', { name: text.continue }).click();
    await expect(page.getByText(text.changing)).toBeVisible();
    const newOrigin = await chooseLocationViaPicker(page, 'from', 'Freising');
    await page.getByRole('button', { name: text.create, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('status').filter({ hasText: text.changed })).toBeVisible();

    await openMyPage(page);
    // The cancelled posting is listed after the active ones, maybe behind 'show more'.
    await showAllPostings(page);
    const changed = ownCard(page, newOrigin).filter({ hasText: '08:15' });
    await expect(changed).toContainText(text.active);
    const old = ownCard(page).filter({ hasText: '07:30' });
    await expect(old).toContainText(text.cancelled);
  });

  test(`${language}: a Change whose cancel of the old posting fails leaves exactly one active posting, with a message`, async ({
    page,
    signIn,
  }) => {
    await signIn('demo', {
      path: '/commute-pooling/create/overview',
      language,
      session: {
        [REQUEST_KEY]: storedRequest(berlinDay(0)),
        [DRAFT_KEY]: recurringDraft('RECURRING', { departureClock: '07:30' }),
      },
    });
    await createAndOpenMyPage(page, text);
    await ownCard(page).getByRole('button', { name: text.change }).click();
    const departure = page.getByLabel(text.usualDeparture);
    await expect(departure).toHaveValue('07:30');
    await departure.fill('09:00');
    await page.getByRole('button', { name: text.continue }).click();
    await expect(page.getByText(text.changing)).toBeVisible();

    // The new posting is published; cancelling the old one then fails once.
    await injectFault(page, { route: 'bookings.cancel', kind: 'status', status: 500, once: true });
    await page.getByRole('button', { name: text.create, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text.errorTitle });
    await expect(dialog).toContainText(text.rolledBack);
    await dialog.getByRole('button', { name: 'OK' }).click();

    await expect(page).toHaveURL(/\/my-wen$/);
    await showAllPostings(page);
    const cards = ownCard(page);
    await expect(cards.filter({ hasText: text.active })).toHaveCount(1);
    await expect(cards.filter({ hasText: text.active })).toContainText('07:30');
    // The new posting was taken back (cancelled; listed after the active ones): never a second active one.
    await expect(cards.filter({ hasText: '09:00' }).filter({ hasText: text.active })).toHaveCount(
      0,
    );
  });
}
