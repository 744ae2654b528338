import { expect, test } from './support/fixtures';
import { berlinDay, bookingCard } from './support/posting-helpers';
import { DRAFT_KEY, REQUEST_KEY, dachauToFizRequest, oneTimeDraft } from './support/stored-trip';

/**
 * Issue 20, a commuter's day: Create confirms what it did and leads to the new posting; cancelling asks first,
 * naming the posting; the header's logout asks first.
 */
test('create confirms with a link to the new posting; cancel and logout ask first', async ({
  page,
  signIn,
}) => {
  await signIn('demo', {
    path: '/commute-pooling/create/overview',
    language: 'en',
    session: { [REQUEST_KEY]: dachauToFizRequest(), [DRAFT_KEY]: oneTimeDraft() },
  });
  await page.getByRole('button', { name: 'Create' }).click();

  // The dashboard says it worked and links to the posting on My page.
  await expect(page).toHaveURL(/\/dashboard$/);
  const toast = page.getByRole('status').filter({ hasText: 'Your posting is live.' });
  await expect(toast).toBeVisible();
  await toast.getByRole('link', { name: 'View it in My WEN' }).click();
  await expect(page).toHaveURL(/\/my-wen$/);
  const card = bookingCard(page, 'Dachau', 'FIZ', berlinDay(3));
  await expect(card).toContainText('Just created');
  await expect(card).toBeInViewport();

  // Cancel asks first and names the posting; keeping it changes nothing.
  await card.getByRole('button', { name: 'Cancel', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this posting?' });
  await expect(confirm).toContainText('Dachau → FIZ');
  await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(card).toContainText('One-time · posting active');
  await card.getByRole('button', { name: 'Cancel', exact: true }).click();
  await confirm.getByRole('button', { name: 'Cancel posting' }).click();
  await expect(card).toContainText('One-time · posting cancelled');
  await expect(page.getByRole('status').filter({ hasText: /^✓? ?Posting Dachau/ })).toBeVisible();

  // Logout beside the profile icon asks first.
  await page.getByRole('button', { name: 'Log out' }).click();
  const logout = page.getByRole('dialog', { name: 'Log out?' });
  await logout.getByRole('button', { name: 'Stay logged in' }).click();
  await expect(page).toHaveURL(/\/my-wen$/);
  await page.getByRole('button', { name: 'Log out' }).click();
  await logout.getByRole('button', { name: 'Yes, log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('at 320 px the confirmation never hides what has the focus', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await signIn('demo', {
    path: '/commute-pooling/create/overview',
    language: 'en',
    session: { [REQUEST_KEY]: dachauToFizRequest(), [DRAFT_KEY]: oneTimeDraft() },
  });
  await page.getByRole('button', { name: 'Create' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Your posting is live.' });
  await expect(toast).toBeVisible();

  // The last button of the dashboard, reached by the keyboard, is scrolled clear of the toast.
  const last = page.getByRole('button', { name: 'Find passengers' });
  await last.focus();
  await expect(last).toBeFocused();
  const [button, message] = await Promise.all([last.boundingBox(), toast.boundingBox()]);
  expect(button && message && button.y + button.height <= message.y).toBe(true);
});
