import type { Page } from '@playwright/test';
import { expect, openApp, test } from './support/fixtures';

/**
 * The login screen pre-rendered into index.html (src/app/first-paint.tsx): what a visitor sees before any of the
 * app's JavaScript arrived, and the hand-over to the live screen.
 */

const copy = (page: Page, language: 'de' | 'en') =>
  page.locator(`#root > [data-first-paint="${language}"][data-first-paint-screen="login"]`);

/** The page as it looks before any script file arrived (the inline first-paint script still runs). */
async function withoutScriptFiles(page: Page): Promise<void> {
  await page.route('**/*.js', (route) => route.abort());
}

/** Records what each frame shows (spinner, nothing, copy, live), sampled right before it is painted, from the first frame on. */
async function sampleFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames: string[] = [];
    (window as Window & { __frames?: string[] }).__frames = frames;
    const sample = () => {
      const root = document.getElementById('root');
      if (root) {
        const copyShown = root.querySelector('html[data-first-paint-language] [data-first-paint]');
        // The start screen stays in the page, hidden, while a login copy is shown: only a visible one counts.
        const splash = root.querySelector('[data-start-splash]');
        const live = [...root.children].find(
          (child) => !child.hasAttribute('data-first-paint') && child !== splash,
        );
        if (splash && getComputedStyle(splash).display !== 'none') frames.push('spinner');
        else if (live?.querySelector('[role="status"]')) frames.push('spinner');
        else if (live?.querySelector('h1')) frames.push('live');
        else if (copyShown) frames.push('copy');
        else frames.push('nothing');
      }
      if (frames.at(-1) !== 'live' || frames.length < 5) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

/** The first frame showed the copy, the last the live screen, and no frame a spinner or nothing. */
async function expectCopyThenLive(page: Page): Promise<void> {
  const frames = await page.evaluate(() => (window as Window & { __frames?: string[] }).__frames);
  expect(frames?.[0]).toBe('copy');
  expect(frames?.at(-1)).toBe('live');
  expect(new Set(frames)).toEqual(new Set(['copy', 'live']));
}

test.describe('before the JavaScript arrived', () => {
  test('a logged-out visitor sees the login screen in German, as a picture that cannot be used', async ({
    page,
  }) => {
    await withoutScriptFiles(page);
    await page.goto('/login');
    await expect(copy(page, 'de')).toBeVisible();
    await expect(copy(page, 'de').getByText('Mit Q-Nummer anmelden')).toBeVisible();
    await expect(copy(page, 'de').getByText('Gemeinsam zur Arbeit')).toBeVisible();
    await expect(copy(page, 'en')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    // Inert and hidden from assistive technology: nothing to click or announce until the app is live.
    await expect(copy(page, 'de')).toHaveAttribute('inert', '');
    await expect(page.getByRole('button', { name: 'Mit Q-Nummer anmelden' })).toHaveCount(0);
  });

  test('in English with ?locale=en, and with a stored English choice', async ({ page }) => {
    await withoutScriptFiles(page);
    await page.goto('/login?locale=en');
    await expect(copy(page, 'en').getByText('Log in with Q-number')).toBeVisible();
    await expect(copy(page, 'de')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await page.evaluate(() => localStorage.setItem('locale', 'en'));
    await page.goto('/');
    await expect(copy(page, 'en')).toBeVisible();
  });

  test('nobody else sees it: signed-in visitors, a sign-on code, other addresses', async ({
    page,
  }) => {
    await withoutScriptFiles(page);
    await page.goto('/support');
    await expect(copy(page, 'de')).toBeHidden();
    await page.goto('/wen?code=abc');
    await expect(copy(page, 'de')).toBeHidden();
    await page.goto('/login?code=abc');
    await expect(copy(page, 'de')).toBeHidden();
    await page.evaluate(() => localStorage.setItem('accessToken', 'stored-token'));
    await page.goto('/login');
    await expect(copy(page, 'de')).toBeHidden();
    await expect(copy(page, 'en')).toBeHidden();
  });
});

for (const path of ['/login', '/']) {
  test(`the live login screen takes over in place at ${path}: no frame shows a spinner or nothing`, async ({
    page,
  }) => {
    await sampleFrames(page);
    await openApp(page, path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Mit Q-Nummer anmelden' })).toBeVisible();
    await expect(page.locator('[data-first-paint]')).toHaveCount(0);

    await expectCopyThenLive(page);

    // Live: the e-mail login works from here.
    await page.getByRole('link', { name: 'Mit E-Mail anmelden' }).click();
    await expect(page).toHaveURL(/\/login\/email$/);
  });
}

test('/support, logged out: its copy is the first paint, and the live page takes over in place (issue 36)', async ({
  page,
}) => {
  await sampleFrames(page);
  await openApp(page, '/support');
  await expect(page.getByRole('link', { name: 'Zur Anmeldung' })).toBeVisible();
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  await expectCopyThenLive(page);
});
