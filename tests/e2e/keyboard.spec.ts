import type { Locator, Page } from '@playwright/test';
import { pickerPlace, searchSettled } from './support/find-helpers';
import { expect, openApp, PERSONAS, test } from './support/fixtures';
import { recordResult, writeSummary } from './support/reliability-report';

/**
 * Keyboard alone (issue 9): login and a search (dashboard → picker → offers) with page.keyboard only — Tab,
 * Shift+Tab, Enter, Space, arrows and typing; locators only check where the focus is, nothing is clicked.
 */

/** Presses Tab until the element has the focus (at most `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<number> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      return presses;
    }
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
  return limit;
}

async function keyboardLogin(page: Page): Promise<number> {
  const { email, password } = PERSONAS.demo;
  await openApp(page, '/login');
  let presses = await tabTo(
    page,
    page
      .getByRole('link', { name: 'Mit E-Mail anmelden' })
      .or(page.getByRole('button', { name: 'Mit E-Mail anmelden' })),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login\/email$/);
  presses += await tabTo(page, page.getByLabel('E-Mail'));
  await page.keyboard.type(email ?? '');
  presses += await tabTo(page, page.getByLabel('Passwort'));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /Max Mustermann/ })).toBeVisible();
  return presses;
}

test.describe('keyboard alone', () => {
  test.describe.configure({ timeout: 60_000 });

  test('login with the e-mail and password', async ({ page }) => {
    const presses = await keyboardLogin(page);
    recordResult('keyboard', 'login', { flow: 'login', tabs: presses });
  });

  test('search: origin and destination in the picker, the offers, then a posting created', async ({
    page,
  }) => {
    let presses = await keyboardLogin(page);
    for (const [button, term, result] of [
      [/^Start\b(?! und Ziel tauschen)/, 'Dachau', /^Dachau, 85221 Dachau/],
      [/^Ziel\b/, 'FIZ', /^FIZ Forschungs- und Innovationszentrum/],
    ] as const) {
      presses += await tabTo(page, page.getByRole('button', { name: button }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/location-picker$/);
      presses += await tabTo(page, page.getByRole('searchbox'));
      await page.keyboard.type(term);
      await searchSettled(page);
      // Each place is listed once: among the results, or as a hot spot above them.
      const choice = pickerPlace(page, result);
      await expect(choice).toBeVisible();
      presses += await tabTo(page, choice, 60);
      await page.keyboard.press('Enter');
      await expect(page).not.toHaveURL(/location-picker/);
    }
    presses += await tabTo(page, page.getByRole('button', { name: 'Fahrer finden', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/offers\/overview$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    recordResult('keyboard', 'search', { flow: 'search', tabs: presses });

    // No match wanted here: from the offers, create the opposite posting through the three steps.
    presses += await tabTo(page, page.getByRole('button', { name: /^Keine Fahrer\?/ }), 60);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/create\/first-step$/);
    presses += await tabTo(page, page.getByRole('button', { name: 'Weiter', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/create\/second-step$/);
    presses += await tabTo(page, page.getByRole('radio', { name: 'Einmalig' }));
    await page.keyboard.press('Space');
    presses += await tabTo(page, page.getByRole('button', { name: 'Weiter', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/third-step-onetime$/);
    // The field is the browser's own input: no button to open first.
    const input = page.getByLabel('Datum und Uhrzeit', { exact: true });
    presses += await tabTo(page, input);
    // Whatever the order of the field's parts (by the browser's locale): ArrowUp fills an empty part with the
    // current value and ArrowRight moves on; then the first part (day or month) goes up three, into the future.
    for (let part = 0; part < 6; part += 1) {
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowRight');
    }
    for (let part = 0; part < 6; part += 1) await page.keyboard.press('ArrowLeft');
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowUp');
    await expect(input).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    presses += await tabTo(page, page.getByRole('button', { name: 'Weiter', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/create\/overview$/);
    presses += await tabTo(page, page.getByRole('button', { name: 'Erstellen' }), 60);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    recordResult('keyboard', 'creation', { flow: 'posting creation', tabs: presses });
  });

  test.afterAll(() => {
    writeSummary<{ flow: string; tabs: number }>('keyboard', 3, (records) => ({
      line: `keyboard: ${records.length} flows completed with the keyboard alone (${records.map((r) => r.flow).join(', ')}), 0 clicks`,
      figures: { flows: records },
    }));
  });
});
