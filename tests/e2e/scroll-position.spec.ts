import type { Page } from '@playwright/test';
import type { SignIn } from './support/fixtures';
import { expect as baseExpect, test } from './support/fixtures';
import { DRAFT_KEY, REQUEST_KEY, dachauToFizRequest, oneTimeDraft } from './support/stored-trip';

const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 60_000 });

/**
 * Issue 36, point 2: a new screen opens at its top; Back shows the screen left where it was (src/lib/
 * scroll-restoration.ts, once for every navigation). On a phone-sized window, where every one of these screens
 * scrolls.
 */

const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test.beforeEach(async ({ page }) => {
  // A short window: the demo route lists a handful of colleagues (issue 35's matching), the list still scrolls.
  await page.setViewportSize({ width: 390, height: 420 });
});

/**
 * Opens the demo route's drivers, scrolls the list down as a person does, and opens the first entry wholly below
 * the header; checks that its detail opens at its top. Returns what the Back check needs.
 */
async function openDetailFromScrolledList(page: Page, signIn: SignIn) {
  await signIn('demo', { language: 'en', session: { [REQUEST_KEY]: dachauToFizRequest() } });
  await page.getByRole('button', { name: 'Find drivers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Drivers' })).toBeVisible();
  const entries = page.locator('.offer-list__item');
  await expect(entries.nth(3)).toBeVisible();

  await page.mouse.move(200, 300);
  for (let step = 0; step < 2; step += 1) await page.mouse.wheel(0, 200);
  await expect.poll(() => scrollTop(page)).toBeGreaterThan(200);
  const target = entries.nth(
    await entries.evaluateAll((items) =>
      items.findIndex((item) => item.getBoundingClientRect().top > 80),
    ),
  );
  const name = (await target.locator('.offer-entry__name').innerText()).trim();
  // Where the list is left: the click brings the whole entry into view first (it may scroll a little further).
  const link = target.getByRole('link');
  await link.scrollIntoViewIfNeeded();
  const listPosition = await scrollTop(page);
  expect(listPosition).toBeGreaterThan(200);
  await link.click();

  await expect(page).toHaveURL(/\/commute-pooling\/offers\/detail$/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect.poll(() => scrollTop(page), { message: 'the detail opens at its top' }).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  return { listPosition, target, name };
}

test("an offer's detail opens at its top, wherever the list was scrolled", async ({
  page,
  signIn,
}) => {
  await openDetailFromScrolledList(page, signIn);
});

test("an offer's detail opens at its top, and Back shows the list where it was", async ({
  page,
  signIn,
}) => {
  const { listPosition, target, name } = await openDetailFromScrolledList(page, signIn);

  // Scrolled on the detail too: Back still shows the list as it was left.
  await page.mouse.wheel(0, 300);
  await expect.poll(() => scrollTop(page)).toBeGreaterThan(0);
  const detailPosition = await scrollTop(page);
  // The phone's Back (the header's Back arrow is scrolled out of sight here).
  await page.goBack();
  await expect(page).toHaveURL(/\/commute-pooling\/offers\/overview$/);
  await expect
    .poll(() => scrollTop(page), { message: 'Back shows the list where it was' })
    .toBe(listPosition);
  await expect(target).toBeInViewport();

  // Forward again: the detail where it was left.
  await page.goForward();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect.poll(() => scrollTop(page)).toBe(detailPosition);
});

test('after Create the dashboard opens at its top', async ({ page, signIn }) => {
  await signIn('demo', {
    path: '/commute-pooling/create/overview',
    language: 'en',
    session: { [REQUEST_KEY]: dachauToFizRequest(), [DRAFT_KEY]: oneTimeDraft() },
  });
  const create = page.getByRole('button', { name: 'Create' });
  await create.scrollIntoViewIfNeeded();
  await expect.poll(() => scrollTop(page)).toBeGreaterThan(100);
  await create.click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your posting is live.' })).toBeVisible();
  await expect.poll(() => scrollTop(page), { message: 'the dashboard opens at its top' }).toBe(0);
  await expect(page.getByRole('heading', { name: 'Welcome, Max Mustermann!' })).toBeInViewport();
});
