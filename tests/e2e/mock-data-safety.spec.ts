import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { openApp } from './support/fixtures';
import { bookingCard, openMyPage, waitForDashboard } from './support/posting-helpers';
import { bookingsOf, callApi, DAY, demo, postingFrom, type Booking } from './support/mock-data';
import {
  devPanelButton,
  expect,
  openDevPanel,
  signInViaPanel,
  test,
} from './support/scenario-fixture';

/**
 * The fake backend keeps what QA makes: every tab of a browser sees every change (IndexedDB, one write at a
 * time), and a full quota or a bad stored record loses nothing already saved and says so. On the shared
 * standalone server: mock-backend-sessions.spec.ts.
 */

/** The export the panel offers when saving is in trouble, as text. */
async function exportFromPanel(page: Page, panel: Locator, file: string): Promise<string> {
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Datenbank jetzt exportieren (JSON)' }).click();
  await (await downloading).saveAs(file);
  return readFile(file, 'utf8');
}

async function signedIn(page: Page): Promise<void> {
  await signInViaPanel(page, 'Max Mustermann');
  await waitForDashboard(page);
}

test('two tabs change the data at once; a third tab shows every change', async ({
  context,
  page,
  scenario,
}) => {
  // Three tabs, each starting the app: a longer journey than most.
  test.setTimeout(60_000);
  await scenario('default');
  await signedIn(page);
  const tabB = await context.newPage();
  await openApp(tabB, '/');
  await waitForDashboard(tabB);

  const cancellable = (await bookingsOf(page)).filter((booking) =>
    ['confirmed', 'active'].includes(booking.state),
  );
  const [ownA, ownB, both] = cancellable;
  if (!ownA || !ownB || !both) throw new Error('the demo user has too few cancellable postings');

  // At once in both tabs: a new posting each, a cancellation each, and both cancel the same posting.
  const inTab = (tab: Page, origin: string, own: Booking) =>
    Promise.all([
      callApi(tab, 'POST', '/api/v1/bookings', postingFrom(origin)),
      callApi(tab, 'PUT', `/api/v1/bookings/cancel/${own.bookingId}`),
      callApi(tab, 'PUT', `/api/v1/bookings/cancel/${both.bookingId}`),
    ]);
  const [a, b] = await Promise.all([
    inTab(page, 'Tab A Start', ownA),
    inTab(tabB, 'Tab B Start', ownB),
  ]);
  expect([a[0].status, a[1].status, b[0].status, b[1].status]).toEqual([201, 200, 201, 200]);
  // One booking, cancelled once: the other tab is told it is cancelled already.
  expect([a[2].status, b[2].status].sort()).toEqual([200, 409]);

  // A third tab shows all of it, on My page as a person sees it.
  const tabC = await context.newPage();
  await openApp(tabC, '/');
  await waitForDashboard(tabC);
  await openMyPage(tabC);
  for (const origin of ['Tab A Start', 'Tab B Start']) {
    await expect(bookingCard(tabC, origin, 'FIZ', DAY)).toHaveCount(1);
  }
  const states = new Map(
    (await bookingsOf(tabC)).map((booking) => [booking.bookingId, booking.state]),
  );
  for (const cancelled of [ownA, ownB, both])
    expect(states.get(cancelled.bookingId)).toBe('cancelled');

  // The tab that was open all along shows the other tab's posting too.
  await openMyPage(page);
  await expect(bookingCard(page, 'Tab B Start', 'FIZ', DAY)).toHaveCount(1);
});

/**
 * Chromium here keeps no small quota to run into (the DevTools quota override has no effect in this build), so
 * IndexedDB refuses writes the way it does over quota: with a QuotaExceededError.
 */
function refuseIndexedDbWrites(): void {
  const full = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  IDBObjectStore.prototype.put = full;
  IDBObjectStore.prototype.add = full;
}

test('full storage: badge and panel warn and offer the export; nothing saved is lost', async ({
  context,
  page,
  scenario,
}, testInfo) => {
  await scenario('default');
  await signedIn(page);
  expect((await callApi(page, 'POST', '/api/v1/bookings', postingFrom('Saved Start'))).status).toBe(
    201,
  );
  // localStorage filled up to its real limit: the data does not live there, nothing changes.
  const chunks = await page.evaluate(() => {
    const chunk = 'x'.repeat(100_000);
    for (let index = 0; ; index += 1) {
      try {
        localStorage.setItem(`filler-${index}`, chunk);
      } catch {
        return index;
      }
    }
  });
  expect(chunks).toBeGreaterThan(10);
  expect((await callApi(page, 'POST', '/api/v1/bookings', postingFrom('Also Saved'))).status).toBe(
    201,
  );
  await expect(devPanelButton(page)).toHaveAccessibleName(/Szenario: Demo-Daten$/);

  // Now IndexedDB is full too: the next change cannot be saved.
  await context.addInitScript(refuseIndexedDbWrites);
  await page.evaluate(refuseIndexedDbWrites);
  expect(
    (await callApi(page, 'POST', '/api/v1/bookings', postingFrom('Unsaved Start'))).status,
  ).toBe(201);
  await expect(devPanelButton(page)).toHaveAccessibleName(
    /Szenario: Demo-Daten – Warnung: Daten nicht gespeichert$/,
  );
  await expect(devPanelButton(page)).toContainText('!');
  const panel = await openDevPanel(page);
  await expect(panel.getByRole('alert')).toContainText(
    'Das Speichern der Daten ist fehlgeschlagen (QuotaExceededError',
  );
  // What could not be saved is in the export.
  expect(await exportFromPanel(page, panel, testInfo.outputPath('unsaved.json'))).toContain(
    'Unsaved Start',
  );

  // A reload with both storages still full: everything saved before is there, and the user signed in.
  await page.reload();
  await waitForDashboard(page);
  await openMyPage(page);
  for (const origin of ['Saved Start', 'Also Saved']) {
    await expect(bookingCard(page, origin, 'FIZ', DAY)).toHaveCount(1);
  }
});

test('a stored database with one bad record: every other record is kept, the bad one reported', async ({
  page,
  scenario,
}, testInfo) => {
  await scenario('default');
  await signedIn(page);
  expect((await callApi(page, 'POST', '/api/v1/bookings', postingFrom('Kept Start'))).status).toBe(
    201,
  );
  const before = await bookingsOf(page);

  // One seeded posting of the demo user gets a latitude of 999 in the stored data.
  const broken = await page.evaluate(async (ownerId) => {
    const done = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const database = await done(indexedDB.open('wen-mock-db'));
    const store = database.transaction('bases', 'readwrite').objectStore('bases');
    const base = (await done(store.get('bookings'))) as {
      records: Array<{
        v: { bookingId: string; ownerId: string; travelInfo: { origin: { latitude: number } } };
      }>;
    };
    const victim = base.records.find((record) => record.v.ownerId === ownerId);
    if (!victim) throw new Error('no posting of the user in the stored base');
    victim.v.travelInfo.origin.latitude = 999;
    await done(store.put(base));
    database.close();
    return victim.v.bookingId;
  }, demo.id);

  await page.reload();
  await waitForDashboard(page);
  const after = await bookingsOf(page);
  expect(after.map((booking) => booking.bookingId).sort()).toEqual(
    before
      .map((booking) => booking.bookingId)
      .filter((id) => id !== broken)
      .sort(),
  );
  await openMyPage(page);
  await expect(bookingCard(page, 'Kept Start', 'FIZ', DAY)).toHaveCount(1);

  await expect(devPanelButton(page)).toHaveAccessibleName(/Warnung: Daten nicht gespeichert$/);
  const panel = await openDevPanel(page);
  await expect(
    panel.getByText('Gespeicherte Datensätze, die ihre Prüfung nicht bestanden haben: 1.', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(panel.getByText(/^bookings: travelInfo\.origin\.latitude: /)).toBeVisible();
  // The set-aside record is kept: the export carries it.
  const exported = JSON.parse(
    await exportFromPanel(page, panel, testInfo.outputPath('with-rejected.json')),
  ) as {
    rejectedRecords: Array<{ value: { bookingId: string } }>;
  };
  expect(exported.rejectedRecords.map((record) => record.value.bookingId)).toEqual([broken]);
});
