import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { TOKEN_HEADER } from '@contract/route-metadata';
import { WEEK_DAYS, weekDaysOf } from '@contract/schemas';
import { injectFault } from './support/faults';
import { expect, openApp, signInWithPassword, test } from './support/fixtures';
import {
  berlinDay,
  bookingCard,
  cardDate,
  chooseLocationViaPicker,
  openMyPage,
} from './support/posting-helpers';
import { DRAFT_KEY, REQUEST_KEY, seedSession } from './support/stored-trip';

/**
 * Issue 35 (part A): a real time of day on every posting, shown the same everywhere (card, own detail, a colleague's
 * offers list and offer detail, mail draft, calendar file); "time not given" for a recurring posting a backend sends
 * at midnight, which passes the time filter; Change instead of retyping, with exactly one active posting whatever
 * fails (docs/posting-times.md).
 */

type Language = 'de' | 'en';

/** A start of its own (no seeded posting starts here): the colleague's search lists the test's posting first. */
const ORIGIN = {
  latitude: 48.25411,
  longitude: 11.45018,
  name: 'Dachau Ost',
  address: '85221 Dachau',
};
const FIZ = {
  latitude: 48.20052,
  longitude: 11.55963,
  name: 'FIZ Forschungs- und Innovationszentrum',
  address: 'Knorrstraße 147, 80937 München',
};

/** The mobility request as the dashboard stores it: the test's route, departing on `day` at 07:00 Berlin. */
function storedRequest(day: string) {
  return {
    origin: ORIGIN,
    destination: FIZ,
    departureTime: new Date(`${day}T07:00:00+01:00`).toISOString(),
    postingType: null,
    mobilityRequestId: null,
  };
}

/** A recurring draft up to step three (every day of the week, today to in 30 days), no time chosen yet. */
function recurringDraft(kind: 'RECURRING' | 'ANY_SHIFT', times: { departureClock?: string } = {}) {
  return {
    postingType: 'OFFERING',
    tripKind: 'RECURRING',
    recurringKind: kind,
    shift: null,
    weekDays: kind === 'RECURRING' ? weekDaysOf(...WEEK_DAYS) : weekDaysOf(),
    periodStart: berlinDay(0),
    periodEnd: berlinDay(30),
    meetingTime: null,
    departureClock: times.departureClock ?? null,
    returnClock: null,
    replacesBookingId: null,
    description: '',
  };
}

const TEXT = {
  de: {
    usualDeparture: 'Übliche Abfahrtszeit',
    continue: 'Weiter',
    create: 'Erstellen',
    calendar: 'Zum Kalender hinzufügen',
    detailUsual: 'Übliche Abfahrt',
    entry: 'Abfahrt 07:30 Uhr',
    detailSchedule: 'Abfahrt 07:30 Uhr',
    mailTime: 'Abfahrt: 07:30',
    mailPickUp: 'Treffpunkt: Dachau Ost, 85221 Dachau',
    mailDestination: 'Ziel: FIZ Forschungs- und Innovationszentrum',
    logout: 'Abmelden',
    confirmLogout: 'Ja, abmelden',
    findDrivers: 'Fahrer finden',
    findPassengers: 'Mitfahrer finden',
    notGivenEntry: 'Abfahrt: Uhrzeit nicht angegeben',
    notGiven: 'Uhrzeit nicht angegeben',
    markTimes: 'Abfahrten um eine Uhrzeit markieren',
    onlyWindow: /^Nur in meinem Zeitfenster/,
    shift: 'Schicht',
    earlyShift: 'Dauerfrühschicht',
    shiftStart: 'Abfahrt (Schichtbeginn)',
    shiftEnd: 'Rückfahrt (Schichtende)',
    change: 'Ändern',
    changing: /Sie ändern ein bestehendes Inserat/,
    changed: 'Ihr Inserat ist geändert. Das bisherige ist storniert.',
    active: ' · Inserat aktiv',
    cancelled: ' · Inserat storniert',
    errorTitle: 'Fehler',
    rolledBack:
      /Ihr Inserat wurde nicht geändert: Das bisherige Inserat ließ sich nicht stornieren/,
  },
  en: {
    usualDeparture: 'Usual departure time',
    continue: 'Continue',
    create: 'Create',
    calendar: 'Add to calendar',
    detailUsual: 'Usual departure',
    entry: 'Departure 07:30',
    detailSchedule: 'departure 07:30',
    mailTime: 'Departure: 07:30',
    mailPickUp: 'Pick-up point: Dachau Ost, 85221 Dachau',
    mailDestination: 'Destination: FIZ Forschungs- und Innovationszentrum',
    logout: 'Log out',
    confirmLogout: 'Yes, log out',
    findDrivers: 'Find drivers',
    findPassengers: 'Find passengers',
    notGivenEntry: 'Departure: time not given',
    notGiven: 'time not given',
    markTimes: 'Mark departures around a time',
    onlyWindow: /^Only in my time window/,
    shift: 'Shift',
    earlyShift: 'Permanent early shift',
    shiftStart: 'Departure (shift start)',
    shiftEnd: 'Way back (shift end)',
    change: 'Change',
    changing: /You are changing an existing posting/,
    changed: 'Your posting is changed. The previous one is cancelled.',
    active: ' · posting active',
    cancelled: ' · posting cancelled',
    errorTitle: 'Error',
    rolledBack: /Your posting was not changed: the previous posting could not be cancelled/,
  },
} as const;

/** From the overview: Create, then My page. */
async function createAndOpenMyPage(page: Page, text: (typeof TEXT)[Language]): Promise<void> {
  await page.getByRole('button', { name: text.create, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await openMyPage(page);
}

/** The own card of the test's route (Dachau Ost → FIZ) starting today. */
const ownCard = (page: Page, origin = ORIGIN.name) =>
  bookingCard(page, origin, 'FIZ', berlinDay(0));

async function logOut(page: Page, text: (typeof TEXT)[Language]): Promise<void> {
  await page.getByRole('button', { name: text.logout, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: text.confirmLogout }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Signed in as a colleague: searches the stored request (the test's route tomorrow) for drivers or passengers. */
async function searchAs(page: Page, findButton: string): Promise<void> {
  await seedSession(page, { [REQUEST_KEY]: storedRequest(berlinDay(1)) });
  await openApp(page, '/dashboard');
  await page.getByRole('button', { name: findButton, exact: true }).click();
  await expect(page).toHaveURL(/\/commute-pooling\/offers\/overview$/);
}

for (const language of ['de', 'en'] as const) {
  const text = TEXT[language];

  test(`${language}: a flexible posting for 07:30 shows 07:30 on its card, its detail, a colleague's list and detail, the mail draft and the calendar file`, async ({
    page,
    signIn,
  }) => {
    // Two people's sessions, a calendar file and a search: longer than one screen's test.
    test.slow();
    await signIn('demo', {
      path: '/commute-pooling/create/third-step-flexible',
      language,
      session: {
        [REQUEST_KEY]: storedRequest(berlinDay(0)),
        [DRAFT_KEY]: recurringDraft('RECURRING'),
      },
    });
    // The third step asks the usual departure time; Continue waits for it.
    await expect(page.getByRole('button', { name: text.continue })).toBeDisabled();
    await page.getByLabel(text.usualDeparture).fill('07:30');
    await page.getByRole('button', { name: text.continue }).click();
    await expect(page).toHaveURL(/\/create\/overview$/);
    await createAndOpenMyPage(page, text);

    const card = ownCard(page);
    await expect(card).toContainText('07:30');
    await expect(card).not.toContainText('00:00');

    // The calendar file: the first trip at 07:30 Berlin, the reminder 15 minutes before.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: text.calendar }).click(),
    ]);
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics).toMatch(/^DTSTART;TZID=Europe\/Berlin:\d{8}T073000\r?$/m);
    expect(ics).not.toMatch(/T000000/);
    expect(ics).toMatch(/^TRIGGER:-PT15M\r?$/m);

    // The own detail.
    await card.locator('.booking-card__service').click();
    await expect(page).toHaveURL(/\/commute-pooling\/posting\/detail$/);
    const usual = page.locator('.posting-summary__row', { hasText: text.detailUsual });
    await expect(usual.locator('dd')).toHaveText('07:30');
    await expect(page.getByText(`${cardDate(berlinDay(0))} 07:30`, { exact: true })).toBeVisible();

    // A colleague looking for a driver on this route finds it at 07:30, in the list and in the detail.
    await page.getByRole('link', { name: /^(Zurück|Back)$/ }).click();
    await expect(page).toHaveURL(/\/my-wen$/);
    await logOut(page, text);
    await signInWithPassword(page, 'buildings');
    await searchAs(page, text.findDrivers);
    const entry = page.getByRole('link', { name: /^Max Mustermann/ }).first();
    await expect(entry).toContainText(text.entry);
    await entry.click();
    await expect(page).toHaveURL(/\/commute-pooling\/offers\/detail$/);
    await expect(page.locator('dd', { hasText: text.detailSchedule })).toBeVisible();
    // The mail draft: date, time, pick-up point and destination.
    const href = await page
      .getByRole('link', { name: /^(E-Mail schreiben|Write an e-mail)$/ })
      .getAttribute('href');
    const body = new URLSearchParams((href ?? '').slice((href ?? '').indexOf('?') + 1)).get('body');
    expect(body).toContain(text.mailTime);
    expect(body).toContain(text.mailPickUp);
    expect(body).toContain(text.mailDestination);
    expect(body).toMatch(/: \d\d[./]\d\d[./]\d{4}\n/);
  });

  test(`${language}: an early-shift posting shows the shift's time`, async ({ page, signIn }) => {
    await signIn('demo', {
      path: '/commute-pooling/create/third-step-shift',
      language,
      session: {
        [REQUEST_KEY]: storedRequest(berlinDay(0)),
        [DRAFT_KEY]: recurringDraft('ANY_SHIFT'),
      },
    });
    await page.getByRole('combobox', { name: text.shift }).selectOption({ label: text.earlyShift });
    // The shift's times are shown on the step (the site's table), and could be adjusted.
    await expect(page.getByLabel(text.shiftStart)).toHaveValue('06:00');
    await expect(page.getByLabel(text.shiftEnd)).toHaveValue('14:00');
    await page.getByRole('button', { name: text.continue }).click();
    await createAndOpenMyPage(page, text);
    await expect(ownCard(page)).toContainText('06:00');
  });

  test(`${language}: a recurring posting a backend sends at midnight reads "time not given" and passes the time filter`, async ({
    page,
  }) => {
    await openApp(page, `/login?locale=${language}`);
    // A colleague's flexible posting as an older app (or another backend) stored it: at 00:00, no time given.
    await signInWithPassword(page, 'buildings');
    const status = await page.evaluate(
      async ({ body, header }) => {
        const response = await fetch('/api/v1/bookings', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [header]: localStorage.getItem('accessToken') ?? '',
          },
          body: JSON.stringify(body),
        });
        return response.status;
      },
      {
        header: TOKEN_HEADER,
        body: {
          integrationId: 'commutePooling',
          origin: ORIGIN,
          destination: FIZ,
          departureTime: new Date(`${berlinDay(0)}T00:00:00+01:00`).toISOString(),
          integrationInfo: {
            postingType: 'REQUEST',
            recurrence: 'RECURRING',
            periodStart: new Date(`${berlinDay(0)}T00:00:00+01:00`).toISOString(),
            periodEnd: new Date(`${berlinDay(30)}T23:59:00+01:00`).toISOString(),
            weekDays: weekDaysOf(...WEEK_DAYS),
            fleets: [],
            userInformation: { email: 'buildings@bmw.example', description: '' },
          },
        },
      },
    );
    expect(status).toBe(201);
    await logOut(page, text);

    await signInWithPassword(page, 'demo');
    await searchAs(page, text.findPassengers);
    const entry = page.getByRole('link', { name: /^Felix Hoffmann/ }).first();
    await expect(entry).toContainText(text.notGivenEntry);
    await expect(entry).not.toContainText('00:00');

    // Only in a time window around 07:00: the posting without a time counts as "any time" and stays listed.
    await page.getByRole('checkbox', { name: text.markTimes }).check();
    await page.getByRole('checkbox', { name: text.onlyWindow }).check();
    await expect(entry).toBeVisible();

    await entry.click();
    await expect(page).toHaveURL(/\/commute-pooling\/offers\/detail$/);
    await expect(page.locator('dd', { hasText: text.notGiven })).toBeVisible();
    await expect(page.getByText(/00:00/)).toHaveCount(0);
  });

  test(`${language}: Change a posting's route and time: the old one is cancelled, the new one active`, async ({
    page,
    signIn,
  }) => {
    await signIn('demo', {
      path: '/commute-pooling/create/overview',
      language,
      session: {
        [REQUEST_KEY]: storedRequest(berlinDay(0)),
        [DRAFT_KEY]: recurringDraft('RECURRING', { departureClock: '07:30' }),
      },
    });
    await createAndOpenMyPage(page, text);
    await ownCard(page).getByRole('button', { name: text.change }).click();

    // The creation flow opens filled with the posting: its time on step three, its route on the overview.
    const departure = page.getByLabel(text.usualDeparture);
    await expect(departure).toHaveValue('07:30');
    await departure.fill('08:15');
    await page.getByRole('button', { name: text.continue }).click();
    await expect(page.getByText(text.changing)).toBeVisible();
    const newOrigin = await chooseLocationViaPicker(page, 'from', 'Freising');
    await page.getByRole('button', { name: text.create, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('status').filter({ hasText: text.changed })).toBeVisible();

    await openMyPage(page);
    const changed = ownCard(page, newOrigin).filter({ hasText: '08:15' });
    await expect(changed).toContainText(text.active);
    const old = ownCard(page).filter({ hasText: '07:30' });
    await expect(old).toContainText(text.cancelled);
  });

  test(`${language}: a Change whose cancel of the old posting fails leaves exactly one active posting, with a message`, async ({
    page,
    signIn,
  }) => {
    await signIn('demo', {
      path: '/commute-pooling/create/overview',
      language,
      session: {
        [REQUEST_KEY]: storedRequest(berlinDay(0)),
        [DRAFT_KEY]: recurringDraft('RECURRING', { departureClock: '07:30' }),
      },
    });
    await createAndOpenMyPage(page, text);
    await ownCard(page).getByRole('button', { name: text.change }).click();
    const departure = page.getByLabel(text.usualDeparture);
    await expect(departure).toHaveValue('07:30');
    await departure.fill('09:00');
    await page.getByRole('button', { name: text.continue }).click();
    await expect(page.getByText(text.changing)).toBeVisible();

    // The new posting is published; cancelling the old one then fails once.
    await injectFault(page, { route: 'bookings.cancel', kind: 'status', status: 500, once: true });
    await page.getByRole('button', { name: text.create, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text.errorTitle });
    await expect(dialog).toContainText(text.rolledBack);
    await dialog.getByRole('button', { name: 'OK' }).click();

    await expect(page).toHaveURL(/\/my-wen$/);
    const cards = ownCard(page);
    await expect(cards.filter({ hasText: text.active })).toHaveCount(1);
    await expect(cards.filter({ hasText: text.active })).toContainText('07:30');
    // The new posting was taken back (cancelled; listed after the active ones): never a second active one.
    await expect(cards.filter({ hasText: '09:00' }).filter({ hasText: text.active })).toHaveCount(
      0,
    );
  });
}
