import { type Page } from '@playwright/test';
import { pickLocation } from './support/find-helpers';
import { openMyPage, waitForDashboard } from './support/posting-helpers';
import {
  closeDevPanel,
  devPanelButton,
  expect,
  openDevPanel,
  selectScenarioInPanel,
  signInViaPanel,
  test,
} from './support/scenario-fixture';
import { waitForAppStart } from './support/fixtures';
import { focusUntilUserReloaded } from './support/user-refresh';

/**
 * Scenarios selected through the dev panel or a link, and their effect in the app as a person sees it: what goes
 * through the service worker, the panel, a reload or the browser's clock. The effects that need none of these are
 * checked in jsdom against the same fake backend: the account scenarios inactive-account, missing-email, new-user,
 * public-user and campus-buildings-on/-off in tests/unit/scenarios/account-scenario-effects.test.tsx (issue 17i),
 * the failure scenarios in scenario-effects.test.tsx.
 */

async function loginWithEmail(page: Page, email: string, password = 'Demo1234!'): Promise<void> {
  await page.getByLabel(/^e-mail$/i).fill(email);
  await page.getByLabel(/^(passwort|password)$/i).fill(password);
  await page.getByRole('button', { name: /^(anmelden|log in)$/i }).click();
}

async function searchDriversFromDashboard(page: Page): Promise<void> {
  await pickLocation(page, 'origin', 'Dachau', /^Dachau, 85221 Dachau/);
  await pickLocation(page, 'destination', 'FIZ', /^FIZ Forschungs- und Innovationszentrum/);
  await page.getByRole('button', { name: 'Fahrer finden', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fahrer' })).toBeVisible();
}

test.describe('account scenarios', () => {
  test('default: the demo user signs in and finds the search', async ({ page, scenario }) => {
    await scenario('default');
    await signInViaPanel(page, 'Max Mustermann');
    await expect(page.getByRole('heading', { name: 'Willkommen, Max Mustermann!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fahrer finden', exact: true })).toBeVisible();
    await expect(devPanelButton(page)).toHaveText('');
  });

  test('login-lockout (by link, English): Too many login attempts until another scenario resets it', async ({
    page,
    scenario,
  }) => {
    await scenario('login-lockout', { path: '/login/email', locale: 'en' });
    await loginWithEmail(page, 'demo@bmw.example');
    const dialog = page.getByRole('dialog', { name: 'Login failed' });
    await expect(dialog).toContainText('Too many login attempts.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    // Still locked on the next try, with the right password.
    await loginWithEmail(page, 'demo@bmw.example');
    await expect(dialog).toContainText('Too many login attempts.');
    await dialog.getByRole('button', { name: 'OK' }).click();

    await selectScenarioInPanel(page, 'default');
    await closeDevPanel(page);
    await loginWithEmail(page, 'demo@bmw.example');
    await expect(page.getByRole('heading', { name: 'Welcome, Max Mustermann!' })).toBeVisible();
  });

  test('no-access (panel, English): the no-access texts; access switched on live shows on window focus', async ({
    page,
    scenario,
  }) => {
    await scenario('default', { locale: 'en' });
    await signInViaPanel(page, /^Sign in as Max Mustermann$/);
    await expect(page.getByRole('button', { name: 'Find drivers' })).toBeVisible();

    const panel = await selectScenarioInPanel(page, 'no-access');
    await expect(
      page.getByText("You don't have access to the mobility services yet."),
    ).toBeVisible();
    await expect(
      page.getByText('As soon as your access is activated, you can offer and find rides here.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Find drivers' })).toBeHidden();

    // Flip the flag in the backend only: the app shows it when it reloads the user (focus, every minute).
    const access = panel.getByRole('checkbox', { name: /^Car-pooling access/ });
    await expect(access).not.toBeChecked();
    await access.check();
    await closeDevPanel(page);
    await expect(
      page.getByText("You don't have access to the mobility services yet."),
    ).toBeVisible();
    await focusUntilUserReloaded(page);
    await expect(page.getByRole('button', { name: 'Find drivers' })).toBeVisible();
    await expect(
      page.getByText("You don't have access to the mobility services yet."),
    ).toBeHidden();
  });

  test('terms-pending (panel): the signed-in demo user is held on the terms screen', async ({
    page,
    signIn,
  }) => {
    await signIn('demo');
    await waitForDashboard(page);
    await selectScenarioInPanel(page, 'terms-pending');
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    await closeDevPanel(page);
    await expect(page.getByRole('heading', { name: 'Willkommen, Max Mustermann!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Akzeptieren' })).toBeVisible();
  });

  test('expired-token (panel): the next call answers 401, the token is dropped, the user lands on /login', async ({
    page,
    signIn,
  }) => {
    await signIn('demo');
    await waitForDashboard(page);
    await selectScenarioInPanel(page, 'expired-token');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    // A reload does not sign in again: the refresh token ended too. A new login works.
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await signInViaPanel(page, 'Max Mustermann');
    await expect(page.getByRole('heading', { name: 'Willkommen, Max Mustermann!' })).toBeVisible();
  });
});

test.describe('failure scenarios', () => {
  // Switched once by link and once by the panel here (the service worker, the navigation). Every failure scenario's
  // effect in the app is checked in vitest (tests/unit/scenarios/scenario-effects.test.tsx: offers-empty,
  // offers-error, creation-failure, cancel-archive-failure, feedback-support-failure), and what it answers at the
  // backend in scenario-behaviour.test.ts.
  test('offers-error (by link): the offer failed modal and the error text', async ({
    page,
    scenario,
  }) => {
    await scenario('offers-error');
    await signInViaPanel(page, 'Max Mustermann');
    await waitForDashboard(page);
    await searchDriversFromDashboard(page);
    const dialog = page.getByRole('dialog', { name: 'Suche fehlgeschlagen' });
    await expect(dialog).toContainText('Etwas ist schiefgelaufen.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Leider gibt es ein Problem. Bitte versuchen Sie es erneut.',
    );
  });

  test('cancel-archive-failure (panel): cancel and remove show the Error modal, the card stays', async ({
    page,
    signIn,
  }) => {
    await signIn('demo');
    await waitForDashboard(page);
    await selectScenarioInPanel(page, 'cancel-archive-failure');
    await closeDevPanel(page);
    await openMyPage(page);

    const dialog = page.getByRole('dialog', { name: 'Fehler' });
    const cancellable = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Stornieren' }) })
      .first();
    await expect(cancellable).toContainText('Inserat aktiv');
    // Counted once the list is shown; it renders progressively, so it may only grow.
    const cards = await page.getByRole('article').count();
    await cancellable.getByRole('button', { name: 'Stornieren' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Inserat stornieren' }).click();
    await expect(dialog).toContainText('Es ist ein Fehler aufgetreten.');
    await dialog.getByRole('button', { name: 'OK' }).click();

    const removable = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Entfernen' }) })
      .first();
    await removable.getByRole('button', { name: 'Entfernen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Inserat entfernen' }).click();
    await expect(dialog).toContainText('Es ist ein Fehler aufgetreten.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThanOrEqual(cards);
    await expect(cancellable).toContainText('Inserat aktiv');
    await expect(removable.getByRole('button', { name: 'Entfernen' })).toBeEnabled();
  });
});

test.describe('network scenarios', () => {
  test('slow-network (by link): the login takes 2 seconds, the button shows it is busy', async ({
    page,
    scenario,
  }) => {
    await scenario('slow-network', { path: '/login/email' });
    await loginWithEmail(page, 'demo@bmw.example');
    const started = Date.now();
    await expect(page.getByRole('button', { name: /^anmelden$/i })).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Willkommen, Max Mustermann!' })).toBeVisible({
      timeout: 15_000,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
    const panel = await openDevPanel(page);
    const login = panel.getByRole('listitem').filter({ hasText: 'POST /api/v1/login' });
    await expect(login).toContainText(/200 · (\d{4,}) ms/);
  });

  test('flaky-network (by link): a share of calls fails, the same ones again after a reload', async ({
    page,
    scenario,
  }) => {
    await scenario('flaky-network', { seed: 20_260_411, latency: 'none' });
    const outcomes = () =>
      page.evaluate(async () => {
        const results: string[] = [];
        for (let index = 0; index < 16; index += 1) {
          try {
            const response = await fetch(
              '/api/v1/app-version/enforce-updates?version=0.11.4&platform=web',
            );
            results.push(String(response.status));
          } catch {
            results.push('network');
          }
        }
        return results;
      });
    const first = await outcomes();
    expect(first).toContain('200');
    expect(first.some((outcome) => outcome !== '200')).toBe(true);
    await page.reload();
    await waitForAppStart(page);
    expect(await outcomes()).toEqual(first);

    const panel = await openDevPanel(page);
    await panel.getByLabel('Anfragen filtern (Pfad, Endpunkt, Status)').fill('enforce');
    const failed = first.filter((outcome) => outcome !== '200');
    if (failed.includes('network'))
      await expect(panel.getByText('Netzwerkfehler').first()).toBeVisible();
    if (failed.includes('500'))
      await expect(
        panel.locator('li[data-outcome="answered"]', { hasText: '500' }).first(),
      ).toBeVisible();
  });

  test('server-down (by link): login fails without an answer, the panel still switches back', async ({
    page,
    scenario,
  }) => {
    await scenario('server-down', { path: '/login/email' });
    await loginWithEmail(page, 'demo@bmw.example');
    const dialog = page.getByRole('dialog', { name: 'Anmeldung fehlgeschlagen' });
    await expect(dialog).toContainText(
      'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    );
    await dialog.getByRole('button', { name: 'OK' }).click();

    await selectScenarioInPanel(page, 'default');
    await closeDevPanel(page);
    await loginWithEmail(page, 'demo@bmw.example');
    await expect(page.getByRole('heading', { name: 'Willkommen, Max Mustermann!' })).toBeVisible();
  });
});
