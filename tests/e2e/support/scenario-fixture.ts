import { expect, type Locator, type Page } from '@playwright/test';
import type { ScenarioId } from '@scenarios/scenario-registry';
import { test as base, openApp } from './fixtures';

/**
 * Scenarios in the browser: open the app in a scenario by id (?scenario=…, as a shared link does), and drive the
 * dev panel (mock mode) as a tester does.
 *
 *   test('…', async ({ page, scenario }) => {
 *     await scenario('login-lockout');
 *     …
 *   });
 */
export interface ScenarioOptions {
  seed?: number;
  /** Where to open the app (default /login). */
  path?: string;
  latency?: 'none' | 'realistic' | 'slow' | number;
  locale?: 'de' | 'en';
}

export function scenarioPath(id: ScenarioId, options: ScenarioOptions = {}): string {
  const url = new URL(options.path ?? '/login', 'http://app.invalid');
  url.searchParams.set('scenario', id);
  if (options.seed !== undefined) url.searchParams.set('seed', String(options.seed));
  if (options.latency !== undefined) url.searchParams.set('latency', String(options.latency));
  if (options.locale) url.searchParams.set('locale', options.locale);
  return `${url.pathname}${url.search}`;
}

export const test = base.extend<{
  /** Opens the app in a scenario (with its seed, latency or language if given). */
  scenario: (id: ScenarioId, options?: ScenarioOptions) => Promise<void>;
}>({
  scenario: async ({ page }, use) => {
    await use((id, options) => openApp(page, scenarioPath(id, options)));
  },
});

export { expect };

/** The floating button that opens the dev panel (its name carries the active scenario). */
export function devPanelButton(page: Page): Locator {
  return page.getByRole('button', { name: /^(Dev-Panel öffnen|Open the dev panel)/ });
}

export function devPanel(page: Page): Locator {
  return page.getByRole('dialog', { name: /^(Dev-Panel|Dev panel) \(/ });
}

/** Opens the dev panel (if it is not open yet) and returns it. */
export async function openDevPanel(page: Page): Promise<Locator> {
  const panel = devPanel(page);
  if (!(await panel.isVisible())) await devPanelButton(page).click();
  await expect(panel).toBeVisible();
  return panel;
}

export async function closeDevPanel(page: Page): Promise<void> {
  await devPanel(page)
    .getByRole('button', { name: /^(Dev-Panel schließen|Close the dev panel)$/ })
    .click();
  await expect(devPanel(page)).toBeHidden();
}

/** Chooses a scenario in the panel and waits until it is applied (the panel says so). */
export async function selectScenarioInPanel(page: Page, id: ScenarioId): Promise<Locator> {
  const panel = await openDevPanel(page);
  await panel.getByLabel(/^(Szenario wählen|Choose a scenario)$/).selectOption(id);
  // A switch re-seeds the whole data in the page (1–2.5 s here, more on a busy machine).
  await expect(
    panel.getByRole('status').filter({ hasText: /(angewendet|applied)\.$/ }),
  ).toBeVisible({ timeout: 15_000 });
  return panel;
}

/** One click on a persona in the panel signs in as it. */
export async function signInViaPanel(page: Page, name: RegExp | string): Promise<void> {
  const panel = await openDevPanel(page);
  await panel
    .getByRole('button', { name: typeof name === 'string' ? `Als ${name} anmelden` : name })
    .click();
}

/** The scenario the tab uses, as the floating button names it. */
export async function activeScenarioBadge(page: Page): Promise<string | null> {
  return devPanelButton(page).getAttribute('data-scenario');
}
