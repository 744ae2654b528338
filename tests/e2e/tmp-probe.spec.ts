import { test, openDevPanel } from './support/scenario-fixture';
import { expect } from '@playwright/test';
test('probe', async ({ page, scenario }) => {
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
  await scenario('default');
  for (const id of ['no-access', 'offers-empty', 'default']) {
    const panel = await openDevPanel(page);
    const t = Date.now();
    await panel.getByLabel(/^(Szenario wählen|Choose a scenario)$/).selectOption(id);
    await expect(panel.getByRole('status').filter({ hasText: /(angewendet|applied)\.$/ })).toBeVisible({ timeout: 30000 });
    console.log('SWITCH', id, Date.now() - t, 'ms');
  }
  const t = Date.now();
  await page.reload();
  await openDevPanel(page);
  console.log('RELOAD', Date.now() - t);
});
