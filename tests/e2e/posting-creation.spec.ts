import type { Page } from '@playwright/test';
import { injectFault } from './support/faults';
import { expect, test } from './support/fixtures';
import {
  berlinDay,
  bookingCard,
  chooseLocationViaPicker,
  continueButton,
  expectProgress,
  expectShownDate,
  navigateInApp,
  openMyPage,
  pickDay,
  pickerDate,
  waitForDashboard,
} from './support/posting-helpers';

const overviewDate = (day: string) => {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year?.slice(2)}`;
};

/** Signed in as demo, on the first step (entered the way the offers screens do, with a postingType). */
async function startCreation(
  page: Page,
  signIn: (persona: 'demo') => Promise<void>,
  postingType: 'OFFERING' | 'REQUEST' | null = null,
) {
  await signIn('demo');
  await waitForDashboard(page);
  await navigateInApp(
    page,
    '/commute-pooling/create/first-step',
    postingType ? { postingType } : null,
  );
}

/** Counts the booking creations the page sends (the answers come from the mock's service worker). */
function countCreations(page: Page): () => number {
  let count = 0;
  // Counted when sent (not when answered), in the order the page sends them.
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/bookings' && request.method() === 'POST') {
      count += 1;
    }
  });
  return () => count;
}

test.describe('creating a posting through the three steps', () => {
  test('shift branch (German): step rules, overview, Create; on My page active, cancelled, removed', async ({
    page,
    signIn,
  }) => {
    await startCreation(page, signIn);

    // First step: the OFFERING intro by default.
    await expect(page.getByRole('heading', { level: 2, name: 'Mitfahrt anbieten' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Auto mit Fahrerin/ })).toBeVisible();
    await continueButton(page).click();

    // Second step: continue only once the kind (and for recurring the hours) is chosen.
    await expect(page).toHaveURL(/\/create\/second-step$/);
    await expectProgress(page, 1);
    await expect(continueButton(page)).toBeDisabled();
    await page.getByRole('radio', { name: 'Regelmäßig' }).check();
    await expect(continueButton(page)).toBeDisabled();
    await page.getByRole('radio', { name: 'Schichtarbeit' }).check();
    await continueButton(page).click();

    // Third step (shift): a shift and both dates.
    await expect(page).toHaveURL(/\/create\/third-step-shift$/);
    await expectProgress(page, 2);
    await expect(continueButton(page)).toBeDisabled();
    await page.getByLabel('Schicht', { exact: true }).selectOption({ label: 'Nachtschicht' });
    await expect(continueButton(page)).toBeDisabled();
    const start = berlinDay(2);
    const end = berlinDay(40);
    // A day in the past (typed; the picker itself offers none) becomes today, and the field says so.
    await pickDay(page, 'Von', berlinDay(-3));
    await expectShownDate(page, 'Von', pickerDate(berlinDay(0)));
    await expect(
      page.getByRole('status').filter({ hasText: /^Ein Datum in der Vergangenheit/ }),
    ).toHaveText('Ein Datum in der Vergangenheit ist nicht möglich: auf heute gesetzt.');
    await pickDay(page, 'Von', start);
    await expectShownDate(page, 'Von', pickerDate(start));
    await expect(page.getByText(/ist nicht möglich/)).toHaveCount(0);
    await expect(continueButton(page)).toBeDisabled();
    // An end before the start becomes the start, said next to the end.
    await pickDay(page, 'Bis', berlinDay(1));
    await expectShownDate(page, 'Bis', pickerDate(start));
    await expect(
      page.getByText('„Bis“ kann nicht vor „Von“ liegen: auf das Von-Datum gesetzt.'),
    ).toBeVisible();
    await pickDay(page, 'Bis', end);
    await expectShownDate(page, 'Bis', pickerDate(end));
    await continueButton(page).click();

    // Overview: From and To through the location picker, the summary, further information.
    await expect(page).toHaveURL(/\/create\/overview$/);
    await expectProgress(page, 3);
    const create = page.getByRole('button', { name: 'Erstellen' });
    await expect(create).toBeDisabled();
    const origin = await chooseLocationViaPicker(page, 'from', 'Freising');
    const destination = await chooseLocationViaPicker(page, 'to', 'Garching');
    await expect(page.getByText('Regelmäßig, Schichtarbeit: Nachtschicht')).toBeVisible();
    await expect(
      page.getByText(`${overviewDate(start)} – ${overviewDate(end)}`, { exact: true }),
    ).toBeVisible();
    await page.getByLabel('Weitere Informationen (optional)').fill('Abfahrt am Bahnhof.');
    await create.click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // My page: the new posting is active; cancel it, then remove it.
    await openMyPage(page);
    const card = bookingCard(page, origin, destination, start);
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Regelmäßig · Inserat aktiv');
    await card.getByRole('button', { name: 'Stornieren' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Inserat stornieren' }).click();
    await expect(card).toContainText('Regelmäßig · Inserat storniert');
    await card.getByRole('button', { name: 'Entfernen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Inserat entfernen' }).click();
    await expect(card).toHaveCount(0);
  });

  test('flexible branch (English): week days and period; on My page active, cancelled, removed', async ({
    page,
    signIn,
  }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await startCreation(page, signIn, 'OFFERING');
    await continueButton(page).click();

    await page.getByRole('radio', { name: 'Recurring' }).check();
    await page.getByRole('radio', { name: 'Flexible working hours' }).check();
    await continueButton(page).click();

    await expect(page).toHaveURL(/\/create\/third-step-flexible$/);
    await expectProgress(page, 2);
    const start = berlinDay(1);
    const end = berlinDay(60);
    await pickDay(page, 'From', start);
    await pickDay(page, 'Until', end);
    await expect(continueButton(page)).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Tuesday' }).check();
    await page.getByRole('checkbox', { name: 'Thursday' }).check();
    // The usual departure time (issue 35): Continue waits for it.
    await expect(continueButton(page)).toBeDisabled();
    await page.getByLabel('Usual departure time').fill('07:30');
    await continueButton(page).click();

    await expect(page).toHaveURL(/\/create\/overview$/);
    const origin = await chooseLocationViaPicker(page, 'from', 'Dachau');
    const destination = await chooseLocationViaPicker(page, 'to', 'Garching');
    await expect(page.getByText('Recurring, flexible working hours')).toBeVisible();
    await expect(page.getByText('Tuesday, Thursday')).toBeVisible();
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await openMyPage(page);
    const card = bookingCard(page, origin, destination, start);
    await expect(card).toContainText('Recurring · posting active');
    await expect(card).toContainText('as driver');
    await card.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel posting' }).click();
    await expect(card).toContainText('Recurring · posting cancelled');
    await card.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove posting' }).click();
    await expect(card).toHaveCount(0);
  });

  test('one-time branch (REQUEST): date and time; on My page, the detail, cancelled, removed', async ({
    page,
    signIn,
  }) => {
    await startCreation(page, signIn, 'REQUEST');
    await expect(page.getByRole('heading', { level: 2, name: 'Mitfahrt suchen' })).toBeVisible();
    await continueButton(page).click();

    await page.getByRole('radio', { name: 'Einmalig' }).check();
    await expect(
      page.getByRole('group', { name: 'Welche Arbeitszeiten haben Sie?' }),
    ).toBeDisabled();
    await continueButton(page).click();

    await expect(page).toHaveURL(/\/create\/third-step-onetime$/);
    const day = berlinDay(1);
    // 07:32 is not on the 5-minute grid: it becomes 07:35.
    await pickDay(page, 'Datum und Uhrzeit', `${day}T07:32`);
    await expectShownDate(page, 'Datum und Uhrzeit', `${pickerDate(day)} 07:35`);
    await continueButton(page).click();

    await expect(page).toHaveURL(/\/create\/overview$/);
    const origin = await chooseLocationViaPicker(page, 'from', 'Erding');
    const destination = await chooseLocationViaPicker(page, 'to', 'Garching');
    await expect(page.getByText(`${pickerDate(day)} 07:35`)).toBeVisible();
    await page.getByLabel('Weitere Informationen (optional)').fill('Ich warte am Haupteingang.');
    await page.getByRole('button', { name: 'Erstellen' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await openMyPage(page);
    const card = bookingCard(page, origin, destination, day);
    await expect(card).toContainText('Einmalig · Inserat aktiv');
    await expect(card).toContainText('als Mitfahrerin oder Mitfahrer');

    // A tap on the card shows the own posting read-only.
    await card.getByText('Einmalig · Inserat aktiv').click();
    await expect(page).toHaveURL(/\/commute-pooling\/posting\/detail$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mein Inserat' })).toBeVisible();
    await expect(page.getByText('Ich warte am Haupteingang.')).toBeVisible();
    await expect(
      page.getByText(`${day.split('-').reverse().join('.')} 07:35`).first(),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Zurück' }).click();

    await expect(card).toHaveCount(1);
    await card.getByRole('button', { name: 'Stornieren' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Inserat stornieren' }).click();
    await expect(card).toContainText('Einmalig · Inserat storniert');
    await card.getByRole('button', { name: 'Entfernen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Inserat entfernen' }).click();
    await expect(card).toHaveCount(0);
  });

  test('a failed creation shows the Error modal and keeps the input; a double click then creates one posting', async ({
    page,
    signIn,
  }) => {
    const creations = countCreations(page);
    await startCreation(page, signIn);
    await continueButton(page).click();
    await page.getByRole('radio', { name: 'Einmalig' }).check();
    await continueButton(page).click();
    await pickDay(page, 'Datum und Uhrzeit', `${berlinDay(3)}T17:00`);
    await continueButton(page).click();
    await chooseLocationViaPicker(page, 'from', 'Freising');
    await chooseLocationViaPicker(page, 'to', 'Garching');
    const description = page.getByLabel('Weitere Informationen (optional)');
    await description.fill('Zwei Plätze frei.');

    await injectFault(page, { route: 'bookings.create', kind: 'status', status: 500, once: true });
    await page.getByRole('button', { name: 'Erstellen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fehler' });
    await expect(dialog).toContainText('Ihr Inserat konnte nicht bearbeitet werden');
    await expect(dialog).toContainText('| $ & % @ < >');
    await expect(dialog).toContainText('Support');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/create\/overview$/);
    await expect(description).toHaveValue('Zwei Plätze frei.');
    expect(creations()).toBe(1);

    await page.getByRole('button', { name: 'Erstellen' }).dblclick();
    await expect(page).toHaveURL(/\/dashboard$/);
    // My page's own call goes out after anything the double click sent: a second creation is counted by now.
    await openMyPage(page);
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(creations()).toBe(2);
  });

  test('the draft survives the picker, a reload and a language switch (?locale=en)', async ({
    page,
    signIn,
  }) => {
    await startCreation(page, signIn, 'REQUEST');
    await continueButton(page).click();
    await page.getByRole('radio', { name: 'Regelmäßig' }).check();
    await page.getByRole('radio', { name: 'Schichtarbeit' }).check();
    await continueButton(page).click();
    await page.getByLabel('Schicht', { exact: true }).selectOption({ label: 'Dauerspätschicht' });
    const start = berlinDay(5);
    await pickDay(page, 'Von', start);

    // Reload in the middle of step three.
    await page.reload();
    await expect(page.getByLabel('Schicht', { exact: true })).toHaveValue('PERMANENT_LATE_SHIFT');
    await expectShownDate(page, 'Von', pickerDate(start));
    await pickDay(page, 'Bis', berlinDay(20));
    await continueButton(page).click();

    await chooseLocationViaPicker(page, 'from', 'Freising');
    await page.getByLabel('Weitere Informationen (optional)').fill('Nur werktags.');

    // A reload in English: the same draft, the texts in the other language.
    await page.goto('/commute-pooling/create/overview?locale=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByLabel('Further information (optional)')).toHaveValue('Nur werktags.');
    await expect(page.getByText('Recurring, shift work: Permanent late shift')).toBeVisible();
    await expect(page.getByText('I ride along (looking for a ride)')).toBeVisible();
    await expect(page.getByRole('button', { name: /^From .*Freising/ })).toBeVisible();
  });
});
