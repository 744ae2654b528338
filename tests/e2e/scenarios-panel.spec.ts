import { SCENARIOS } from '@scenarios/scenario-registry';
import {
  closeDevPanel,
  devPanel,
  devPanelButton,
  expect,
  openDevPanel,
  selectScenarioInPanel,
  test,
} from './support/scenario-fixture';

const welcome = /Willkommen, Max Mustermann!/;
const noAccessText = 'Sie haben noch keinen Zugang zu den Mobilitätsdiensten.';

test.describe('the dev panel', () => {
  test('opens from a small floating button in the bottom-left corner and by Alt+Shift+D; Escape closes it', async ({
    page,
    scenario,
  }) => {
    await scenario('default');
    const button = devPanelButton(page);
    await expect(button).toHaveAccessibleName('Dev-Panel öffnen – Szenario: Demo-Daten');
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Alt+Shift+D');
    const box = await button.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error('no layout');
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x).toBeLessThan(viewport.width / 4);
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 80);
    // It covers none of the login screen's actions.
    for (const action of await page.getByRole('button').all()) {
      if (!(await action.isVisible())) continue;
      const other = await action.boundingBox();
      if (!other || (await action.getAttribute('aria-keyshortcuts'))) continue;
      const overlaps =
        box.x < other.x + other.width &&
        other.x < box.x + box.width &&
        box.y < other.y + other.height &&
        other.y < box.y + box.height;
      expect(overlaps, await action.innerText()).toBe(false);
    }

    await page.keyboard.press('Alt+Shift+D');
    const panel = devPanel(page);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Dev-Panel (Mock-Backend)' })).toBeFocused();
    await expect(panel).toContainText('Tastenkürzel: Alt+Umschalt+D');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Alt+Shift+D');
    await expect(panel).toBeHidden();
  });

  test('speaks English in English and lists every scenario with its description', async ({
    page,
    scenario,
  }) => {
    await scenario('default', { locale: 'en' });
    await expect(devPanelButton(page)).toHaveAccessibleName(
      'Open the dev panel – scenario: Demo data',
    );
    const panel = await openDevPanel(page);
    const select = panel.getByLabel('Choose a scenario');
    // Every scenario of the registry, the real-world answer modes of issue 16 included.
    await expect(select.locator('option')).toHaveCount(SCENARIOS.length);
    await expect(select.locator('option[value="login-lockout"]')).toHaveText(
      'Login locked (login-lockout)',
    );
    await select.selectOption('offers-empty');
    await expect(panel.getByRole('status').filter({ hasText: 'applied.' })).toHaveText(
      'Scenario "No offers" applied.',
    );
    await expect(panel).toContainText('The offer search finds nothing');
    await page.keyboard.press('Escape');
    await expect(devPanelButton(page)).toHaveAccessibleName(
      'Open the dev panel – scenario: No offers – offers-empty',
    );
  });

  test('a scenario applies at once, shows as a badge and survives a reload of the tab', async ({
    page,
    signIn,
  }) => {
    await signIn('demo');
    await expect(page.getByRole('heading', { name: welcome })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fahrer finden', exact: true })).toBeVisible();

    await selectScenarioInPanel(page, 'no-access');
    await closeDevPanel(page);
    // Without a reload: the panel refetched the user.
    await expect(page.getByText(noAccessText)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fahrer finden', exact: true })).toBeHidden();
    await expect(devPanelButton(page)).toHaveText('no-access');

    await page.reload();
    await expect(page.getByText(noAccessText)).toBeVisible();
    await expect(devPanelButton(page)).toHaveText('no-access');
    const panel = await openDevPanel(page);
    await expect(panel.getByLabel('Szenario wählen')).toHaveValue('no-access');
  });

  test('a copied link reproduces scenario and seed in a fresh browser', async ({
    page,
    context,
    browser,
    scenario,
  }) => {
    // Two browsers start the app, and each makes the data of a seed that is not the prebuilt one (faker, in the
    // page): 13-14 s alone, 21 to over 30 s in a full run on 2 cores.
    test.setTimeout(60_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await scenario('terms-pending', { seed: 31337 });
    const panel = await openDevPanel(page);
    await expect(panel.getByLabel('Szenario wählen')).toHaveValue('terms-pending');
    await expect(panel.getByLabel('Seed', { exact: true })).toHaveValue('31337');
    await panel.getByRole('button', { name: 'Link zu diesem Szenario kopieren' }).click();
    await expect(panel.getByText('Link kopiert.')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/\?scenario=terms-pending&seed=31337$/);
    await expect(panel.getByLabel('Link zu diesem Szenario')).toHaveValue(link);

    const fresh = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
    try {
      const other = await fresh.newPage();
      await other.goto(link);
      const otherPanel = await openDevPanel(other);
      await expect(otherPanel.getByLabel('Szenario wählen')).toHaveValue('terms-pending');
      await expect(otherPanel.getByLabel('Seed', { exact: true })).toHaveValue('31337');
      // The scenario's effect, too: the demo user is held on the terms.
      await otherPanel.getByRole('button', { name: 'Als Max Mustermann anmelden' }).click();
      await expect(other).toHaveURL(/\/terms-and-conditions$/);
      await expect(other.getByRole('button', { name: 'Akzeptieren' })).toBeVisible();
    } finally {
      await fresh.close();
    }
  });

  test('without clipboard access the link shows in a field to copy by hand', async ({
    page,
    scenario,
  }) => {
    await scenario('offers-error', { seed: 5 });
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    const panel = await openDevPanel(page);
    await panel.getByRole('button', { name: 'Link zu diesem Szenario kopieren' }).click();
    await expect(panel.getByText('Kopieren war nicht möglich')).toBeVisible();
    await expect(panel.getByLabel('Link zu diesem Szenario')).toHaveValue(
      /\/\?scenario=offers-error&seed=5$/,
    );
  });

  test('an unknown scenario in the link is reported and the default is used', async ({ page }) => {
    await page.goto('/login?scenario=rush-hour');
    const panel = await openDevPanel(page);
    await expect(panel.getByRole('alert')).toHaveText(
      'Der Link nennt das unbekannte Szenario „rush-hour“; es wurde ignoriert.',
    );
    await expect(panel.getByLabel('Szenario wählen')).toHaveValue('default');
    // The items are taken out of the address.
    await expect(page).toHaveURL(/\/login$/);
  });
});
