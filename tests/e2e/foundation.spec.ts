import { expect, openApp, PERSONAS, signInWithPassword, test } from './support/fixtures';
import { injectFault } from './support/faults';

test.describe('the app on the mock backend', () => {
  test('starts logged out on /login, in German by default', async ({ page }) => {
    await openApp(page, '/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a seeded user logs in by e-mail and password, /users/me comes from the worker, a reload keeps the session', async ({
    page,
  }) => {
    const meResponses: { status: number; fromServiceWorker: boolean }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/users/me') {
        meResponses.push({
          status: response.status(),
          fromServiceWorker: response.fromServiceWorker(),
        });
      }
    });

    await signInWithPassword(page, 'demo');
    await expect(page.getByRole('heading', { name: /Max Mustermann/ })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();

    await page.reload();
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => meResponses.length).toBeGreaterThan(0);
    expect(meResponses.at(-1)).toEqual({ status: 200, fromServiceWorker: true });
  });

  test('the mock database survives a reload', async ({ page, signIn }) => {
    await signIn('termsPending');
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    await page.getByRole('button', { name: /akzeptieren/i }).click();
    await expect(page).not.toHaveURL(/terms-and-conditions/);

    // Accepting the terms is stored by the fake backend: a reload and a fresh sign-in keep it.
    await page.reload();
    await expect(page).not.toHaveURL(/terms-and-conditions/);
    await page.evaluate(() => {
      localStorage.removeItem('accessToken');
      localStorage.removeItem('refreshToken');
    });
    await signInWithPassword(page, 'termsPending');
    await expect(page).not.toHaveURL(/terms-and-conditions/);
  });

  test('?locale=en switches the app to English', async ({ page }) => {
    await openApp(page, `/login?locale=en`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'DE, Deutsch', exact: true })).toBeVisible();
    expect(PERSONAS.demo.email).toContain('@');
  });
});

test.describe('fault injection in the fake backend', () => {
  test('an injected 500 on the login gives the generic login failure, and the next attempt works', async ({
    page,
  }) => {
    await openApp(page, '/login/email');
    await injectFault(page, { route: 'auth.login', kind: 'status', status: 500, once: true });
    await page.getByLabel(/e-mail/i).fill(PERSONAS.demo.email);
    await page.getByLabel(/passwor/i).fill(PERSONAS.demo.password);
    await page.getByRole('button', { name: /^anmelden$/i }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: /^anmelden$/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  });
});
