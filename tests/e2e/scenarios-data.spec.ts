import { readFile, writeFile } from 'node:fs/promises';
import { type Locator, type Page } from '@playwright/test';
import {
  closeDevPanel,
  expect,
  openDevPanel,
  signInViaPanel,
  test,
} from './support/scenario-fixture';
import { focusUntilUserReloaded } from './support/user-refresh';

/** Latency, faults per endpoint, reset, export and import of the data, and the request log of the dev panel. */

const noAccessText = 'Sie haben noch keinen Zugang zu den Mobilitätsdiensten.';

async function loginWithEmail(page: Page, password = 'Demo1234!'): Promise<void> {
  await page.getByLabel(/^e-mail$/i).fill('demo@bmw.example');
  await page.getByLabel(/^passwort$/i).fill(password);
  await page.getByRole('button', { name: /^anmelden$/i }).click();
}

/** The log's entries of a route, newest first. */
function logEntries(panel: Locator, text: string): Locator {
  return panel
    .getByRole('list', { name: /^Anfragen/ })
    .getByRole('listitem')
    .filter({ hasText: text });
}

async function durationsOf(entries: Locator): Promise<number[]> {
  const texts = await entries.allInnerTexts();
  return texts.map((text) => Number(/· (\d+) ms/.exec(text)?.[1] ?? Number.NaN));
}

test.describe('latency', () => {
  test('a custom latency delays every answer; realistic spreads them over 150–400 ms', async ({
    page,
    scenario,
  }) => {
    await scenario('default', { path: '/login/email' });
    let panel = await openDevPanel(page);
    await panel.getByRole('radio', { name: 'Eigene' }).check();
    await panel.getByLabel('Latenz in Millisekunden').fill('900');
    await closeDevPanel(page);
    await loginWithEmail(page, 'wrong');
    await expect(page.getByRole('dialog', { name: 'Anmeldung fehlgeschlagen' })).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    panel = await openDevPanel(page);
    const [slow] = await durationsOf(logEntries(panel, 'POST /api/v1/login'));
    expect(slow).toBeGreaterThanOrEqual(900);

    await panel.getByRole('radio', { name: 'Realistisch (150–400 ms)' }).check();
    await panel.getByRole('button', { name: 'Log leeren' }).click();
    await page.evaluate(async () => {
      for (let index = 0; index < 5; index += 1) {
        await fetch('/api/v1/app-version/enforce-updates?version=0.11.4&platform=web');
      }
    });
    const entries = logEntries(panel, 'enforce-updates');
    await expect(entries).toHaveCount(5);
    for (const duration of await durationsOf(entries)) {
      expect(duration).toBeGreaterThanOrEqual(150);
      expect(duration).toBeLessThan(1_500);
    }
    // The choice is the tab's: kept across a reload.
    await page.reload();
    panel = await openDevPanel(page);
    await expect(panel.getByRole('radio', { name: 'Realistisch (150–400 ms)' })).toBeChecked();
  });
});

test.describe('faults per endpoint', () => {
  test('a 429 once, then a network error until removed, then a hang: the login shows each', async ({
    page,
    scenario,
  }) => {
    await scenario('default', { path: '/login/email' });
    const panel = await openDevPanel(page);
    await panel.getByLabel('Endpunkt', { exact: true }).selectOption('auth.login');
    await panel.getByLabel('Status', { exact: true }).selectOption('429');
    await panel.getByRole('checkbox', { name: 'Nur beim nächsten Aufruf' }).check();
    await panel.getByRole('button', { name: 'Fehler hinzufügen' }).click();
    await expect(panel.getByRole('list', { name: 'Aktive Fehler' })).toHaveText(
      /auth\.login: Status 429 \(einmal\)/,
    );
    await closeDevPanel(page);
    await loginWithEmail(page);
    const dialog = page.getByRole('dialog', { name: 'Anmeldung fehlgeschlagen' });
    await expect(dialog).toContainText('Zu viele Anmeldeversuche.');
    await dialog.getByRole('button', { name: 'OK' }).click();

    // Used up: the list is empty again. Now a network error until it is removed.
    await openDevPanel(page);
    await expect(panel.getByText('Keine Fehler aktiv.')).toBeVisible();
    await panel.getByLabel('Endpunkt', { exact: true }).selectOption('auth.login');
    await panel.getByLabel('Art des Fehlers').selectOption('network-error');
    await panel.getByRole('button', { name: 'Fehler hinzufügen' }).click();
    await closeDevPanel(page);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await loginWithEmail(page);
      await expect(dialog).toContainText('Die Anmeldung ist fehlgeschlagen.');
      await dialog.getByRole('button', { name: 'OK' }).click();
    }
    await openDevPanel(page);
    await panel
      .getByRole('button', { name: 'Fehler entfernen: auth.login: Netzwerkfehler' })
      .click();
    await expect(panel.getByText('Keine Fehler aktiv.')).toBeVisible();

    // A hang: no answer at all, the login stays busy and the log shows the call as pending.
    await panel.getByLabel('Endpunkt', { exact: true }).selectOption('auth.login');
    await panel.getByLabel('Art des Fehlers').selectOption('hang');
    await panel.getByRole('button', { name: 'Fehler hinzufügen' }).click();
    await closeDevPanel(page);
    await loginWithEmail(page);
    await expect(page.getByRole('button', { name: /^anmelden$/i })).toBeDisabled();
    await openDevPanel(page);
    await expect(logEntries(panel, 'POST /api/v1/login').first()).toContainText('ausstehend');
    await panel.getByRole('button', { name: 'Alle Fehler entfernen' }).click();
    await expect(panel.getByText('Keine Fehler aktiv.')).toBeVisible();
  });

  test('the panel shows faults the tests inject through sessionStorage', async ({
    page,
    scenario,
  }) => {
    await scenario('default');
    await page.evaluate(() =>
      sessionStorage.setItem(
        'wen.mock.faults',
        JSON.stringify([{ route: 'offers.search', kind: 'status', status: 500 }]),
      ),
    );
    const panel = await openDevPanel(page);
    await expect(panel.getByRole('list', { name: 'Aktive Fehler' })).toHaveText(
      'offers.search: Status 500×',
    );
  });
});

test.describe('data', () => {
  test('reset to the seed undoes what was changed; a new seed makes other data', async ({
    page,
    scenario,
  }) => {
    await scenario('default');
    await signInViaPanel(page, 'Max Mustermann');
    await expect(page.getByRole('button', { name: 'Fahrer finden', exact: true })).toBeVisible();
    const panel = await openDevPanel(page);
    await panel.getByRole('checkbox', { name: /^Zugang zu Fahrgemeinschaften/ }).uncheck();
    await focusUntilUserReloaded(page);
    await expect(page.getByText(noAccessText)).toBeVisible();

    await panel.getByRole('button', { name: 'Daten auf den Seed zurücksetzen' }).click();
    await expect(
      panel.getByRole('status').filter({ hasText: 'Daten zurückgesetzt.' }),
    ).toBeVisible();
    // Still signed in, and the app shows the reset data at once.
    await expect(page.getByRole('button', { name: 'Fahrer finden', exact: true })).toBeVisible();
    await expect(
      panel.getByRole('checkbox', { name: /^Zugang zu Fahrgemeinschaften/ }),
    ).toBeChecked();

    await panel.getByLabel('Seed', { exact: true }).fill('4242');
    await panel.getByRole('button', { name: 'Seed anwenden' }).click();
    await expect(
      panel.getByRole('status').filter({ hasText: 'Daten zurückgesetzt.' }),
    ).toBeVisible();
    await page.reload();
    const reloaded = await openDevPanel(page);
    await expect(reloaded.getByLabel('Seed', { exact: true })).toHaveValue('4242');
    await expect(page.getByRole('heading', { name: 'Willkommen, Max Mustermann!' })).toBeVisible();
  });

  test('export and import round trip: a prepared state comes back from the file', async ({
    page,
    scenario,
  }, testInfo) => {
    await scenario('no-access');
    await signInViaPanel(page, 'Max Mustermann');
    await expect(page.getByText(noAccessText)).toBeVisible();

    const panel = await openDevPanel(page);
    const downloading = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Datenbank exportieren (JSON)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^wen-mock-db-.+\.json$/);
    const file = testInfo.outputPath('prepared-demo.json');
    await download.saveAs(file);
    const exported = JSON.parse(await readFile(file, 'utf8')) as {
      version: number;
      collections: { users: Array<{ id: string; commutePooling: { enabled: boolean } }> };
    };
    expect(exported.version).toBe(1);
    expect(
      exported.collections.users.find((user) => user.id === 'user-demo')?.commutePooling,
    ).toEqual({
      enabled: false,
    });

    // Another state: the default scenario gives access again.
    await panel.getByLabel('Szenario wählen').selectOption('default');
    await expect(page.getByRole('button', { name: 'Fahrer finden', exact: true })).toBeVisible();

    await panel.getByLabel('Datenbank importieren (JSON-Datei)').setInputFiles(file);
    await expect(panel.getByRole('status').filter({ hasText: 'importiert' })).toHaveText(
      'Datenbank aus „prepared-demo.json“ importiert.',
    );
    await expect(page.getByText(noAccessText)).toBeVisible();

    // A file that is no export is refused with a message; nothing changes.
    const bad = testInfo.outputPath('not-a-db.json');
    await writeFile(bad, '{"hello":"world"}');
    await panel.getByLabel('Datenbank importieren (JSON-Datei)').setInputFiles(bad);
    await expect(panel.getByRole('alert')).toContainText('Import fehlgeschlagen');
    await expect(page.getByText(noAccessText)).toBeVisible();
  });
});

test.describe('request log', () => {
  test('lists the calls with status and bodies, filters them, and exports HAR 1.2', async ({
    page,
    scenario,
  }, testInfo) => {
    await scenario('default', { path: '/login/email' });
    await loginWithEmail(page, 'wrong');
    await page.getByRole('button', { name: 'OK' }).click();
    await loginWithEmail(page);
    await expect(page.getByRole('heading', { name: 'Willkommen, Max Mustermann!' })).toBeVisible();

    const panel = await openDevPanel(page);
    const logins = logEntries(panel, 'POST /api/v1/login');
    await expect(logins).toHaveCount(2);
    await expect(logins.nth(0)).toContainText('200');
    await expect(logins.nth(1)).toContainText('401');
    await logins.nth(1).getByText('POST /api/v1/login').click();
    await expect(logins.nth(1)).toContainText('"grant_type": "password"');
    await expect(logins.nth(1)).toContainText('INVALID_CREDENTIALS');

    const filter = panel.getByLabel('Anfragen filtern (Pfad, Endpunkt, Status)');
    // Filter by the endpoint name: only the two login calls made above remain.
    await filter.fill('auth.login');
    const list = panel.getByRole('list', { name: /^Anfragen/ }).getByRole('listitem');
    await expect(list).toHaveCount(2);
    for (const text of await list.allInnerTexts()) expect(text).toContain('POST /api/v1/login');
    await filter.fill('nothing-like-this');
    await expect(panel.getByText('Keine Anfrage passt zum Filter.')).toBeVisible();

    const downloading = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Als HAR-Datei exportieren' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.har$/);
    const file = testInfo.outputPath('requests.har');
    await download.saveAs(file);
    const har = JSON.parse(await readFile(file, 'utf8')) as {
      log: {
        version: string;
        entries: Array<{
          request: { method: string; url: string; postData?: { text: string } };
          response: { status: number; content: { text?: string } };
          _routeName: string;
        }>;
      };
    };
    expect(har.log.version).toBe('1.2');
    const loginEntries = har.log.entries.filter((entry) => entry._routeName === 'auth.login');
    expect(loginEntries.map((entry) => entry.response.status)).toEqual([401, 200]);
    expect(loginEntries[1]?.request.postData?.text).toContain('demo@bmw.example');
    expect(loginEntries[1]?.response.content.text).toContain('idToken');
  });
});
