import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { submitEmailLogin } from './support/auth-helpers';
import { expect as baseExpect, openApp, PERSONAS, test } from './support/fixtures';

// Issue 38, point 6: with localStorage full, an e-mail login used to look successful, store no token, say nothing,
// and the next start was signed out. Now the sign-in is kept for the tab and the user is told so.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const NOTICE_DE = /Ihre Anmeldung konnte auf diesem Gerät nicht gespeichert werden/;
const NOTICE_EN = /Your sign-in could not be saved on this device/;
const SHOTS = process.env.WEN_SHOTS_DIR;

/** Fills this origin's localStorage until not one more character fits. */
async function fillLocalStorage(page: Page): Promise<void> {
  await page.evaluate(() => {
    let size = 1024 * 1024;
    let index = 0;
    while (size >= 1) {
      try {
        localStorage.setItem(`filler-${index}`, 'x'.repeat(size));
        index += 1;
      } catch {
        size = Math.floor(size / 2);
      }
    }
  });
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('full localStorage: the e-mail login says the sign-in lasts for this tab, and it does', async ({
  page,
  context,
}) => {
  await openApp(page, '/login/email');
  await fillLocalStorage(page);
  expect(
    await page.evaluate(() => {
      try {
        localStorage.setItem('accessTokenProbe', 'x'.repeat(40));
        return 'stored';
      } catch {
        return 'full';
      }
    }),
  ).toBe('full');

  await submitEmailLogin(page, PERSONAS.demo.email, PERSONAS.demo.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await expect(page.getByRole('alert').filter({ hasText: NOTICE_DE })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await shot(page, 'login-notice-de');

  // A reload of the tab stays signed in, and still says so (in English with ?locale=en).
  await page.goto('/my-wen?locale=en');
  await expect(page).toHaveURL(/\/my-wen/);
  await expect(page.getByRole('alert').filter({ hasText: NOTICE_EN })).toBeVisible();
  await shot(page, 'login-notice-en');

  // Another tab of the browser has no sign-in: the tab's session ends with the tab, as the notice said.
  const other = await context.newPage();
  await other.goto('/my-wen');
  await expect(
    other.getByRole('button', { name: /^(Mit Q-Nummer anmelden|Log in with Q-number)$/ }),
  ).toBeVisible();
  await other.close();

  // Once storage is freed, the next sign-in is kept as usual and the notice goes.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('filler-')) localStorage.removeItem(key);
    }
  });
  const fresh = await context.newPage();
  await openApp(fresh, '/login/email?locale=en');
  await submitEmailLogin(fresh, PERSONAS.demo.email, PERSONAS.demo.password);
  await fresh.waitForURL((url) => !url.pathname.startsWith('/login'));
  await expect.poll(() => fresh.evaluate(() => localStorage.getItem('accessToken'))).not.toBeNull();
  await expect(fresh.getByRole('alert').filter({ hasText: NOTICE_EN })).toHaveCount(0);
});
