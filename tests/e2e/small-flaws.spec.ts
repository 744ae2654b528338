import { devices, type Locator, type Page } from '@playwright/test';
import { expect, openApp, signInWithPassword, test } from './support/fixtures';
import { contrast, hex, paintedColours } from './support/pixels';
import { continueButton, navigateInApp, waitForDashboard } from './support/posting-helpers';
import { DRAFT_KEY, REQUEST_KEY, dachauToFizRequest, oneTimeDraft } from './support/stored-trip';

/**
 * Issue 36, point 7: small flaws seen in the screenshots, each as a person sees it (German, a 320 px phone).
 */
test.describe.configure({ timeout: 60_000 });
// The painted colours as the phone paints them: its own scale factor (the other specs paint one pixel per CSS pixel).
test.use({ deviceScaleFactor: devices['Pixel 7'].deviceScaleFactor });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
});

/** The tops of the lines a piece of an element's text is laid out on. */
async function lineTopsOf(element: Locator, piece: string): Promise<number[]> {
  return element.evaluate((node, wanted) => {
    const text = node.firstChild;
    // No-break spaces and spaces alike (the text before the fix had spaces).
    const content = (text?.textContent ?? '').replace(/\u00a0/g, ' ');
    const start = content.indexOf(wanted.replace(/\u00a0/g, ' '));
    if (!text || start < 0) throw new Error(`"${wanted}" is not in "${content}"`);
    const tops = new Set<number>();
    for (let index = start; index < start + wanted.length; index += 1) {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      const rect = range.getBoundingClientRect();
      if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return [...tops];
  }, piece);
}

async function expectWhole(page: Page, heading: Locator) {
  await expect(heading).toBeVisible();
  const cut = await heading.evaluate((node) => node.scrollWidth > node.clientWidth);
  expect(cut, `${await heading.innerText()} is cut off`).toBe(false);
}

test("an external user's number is labelled as the account number it is", async ({ page }) => {
  await signInWithPassword(page, 'publicUser');
  await navigateInApp(page, '/my-wen');
  const profile = page.getByRole('region', { name: 'Sophie Becker' });
  await expect(profile.getByRole('definition').filter({ hasText: 'P-20001' })).toBeVisible();
  await expect(profile.getByRole('term').filter({ hasText: /^Kontonummer$/ })).toBeVisible();
  await expect(profile.getByText('Personal- und Kontonummer')).toHaveCount(0);
});

test('the shift selector is white like the other fields, not the grey native control', async ({
  page,
  signIn,
}) => {
  await signIn('demo', { language: 'de' });
  await waitForDashboard(page);
  await navigateInApp(page, '/commute-pooling/create/first-step');
  await continueButton(page).click();
  await page.getByRole('radio', { name: 'Regelmäßig' }).check();
  await page.getByRole('radio', { name: 'Schichtarbeit' }).check();
  await continueButton(page).click();
  const shift = page.getByLabel('Schicht', { exact: true });
  await expect(shift).toBeVisible();
  const select = await paintedColours(shift);
  const dateField = await paintedColours(page.getByLabel(/^Von/).first());
  expect(
    contrast(select.background, dateField.background),
    `the select is ${hex(select.background)}, a date field ${hex(dateField.background)}`,
  ).toBeLessThan(1.02);
  expect(select.ratio).toBeGreaterThanOrEqual(4.5);
});

test("the description hint keeps its characters together: never '>.' alone on a line", async ({
  page,
  signIn,
}) => {
  await signIn('demo', {
    path: '/commute-pooling/create/overview',
    language: 'de',
    session: { [REQUEST_KEY]: dachauToFizRequest(), [DRAFT_KEY]: oneTimeDraft() },
  });
  const hint = page.getByText(/^Bitte verzichten Sie auf die Zeichen/);
  await expect(hint).toBeVisible();
  // '|' may end a line (Unicode allows a break after it); the characters after it stay together.
  expect(await lineTopsOf(hint, '$\u00a0&\u00a0%\u00a0@\u00a0<\u00a0>.')).toHaveLength(1);
});

test('the car-pooling help title is shown whole at 320 px, in German and English', async ({
  page,
  signIn,
}) => {
  await signIn('demo', { language: 'de', path: '/commute-pooling/help' });
  await expectWhole(
    page,
    page.getByRole('heading', { level: 1, name: 'Hilfe zu Fahrgemeinschaften' }),
  );
  await openApp(page, '/commute-pooling/help?locale=en');
  await expectWhole(page, page.getByRole('heading', { level: 1, name: 'Car-pooling help' }));
});
