import type { Page } from '@playwright/test';
import { WEEK_DAYS, weekDaysOf } from '@contract/schemas';
import { expect, openApp } from './fixtures';
import { berlinDay, bookingCard, openMyPage } from './posting-helpers';
import { REQUEST_KEY, seedSession } from './stored-trip';

/**
 * The route, drafts, texts and steps of the posting-times specs (posting-times.spec.ts, posting-change.spec.ts;
 * docs/posting-times.md).
 */

export type Language = 'de' | 'en';

/** A start of its own (no seeded posting starts here): the colleague's search lists the test's posting first. */
export const ORIGIN = {
  latitude: 48.25411,
  longitude: 11.45018,
  name: 'Dachau Ost',
  address: '85221 Dachau',
};
export const FIZ = {
  latitude: 48.20052,
  longitude: 11.55963,
  name: 'FIZ Forschungs- und Innovationszentrum',
  address: 'Knorrstraße 147, 80937 München',
};

/** The mobility request as the dashboard stores it: the test's route, departing on `day` at 07:00 Berlin. */
export function storedRequest(day: string) {
  return {
    origin: ORIGIN,
    destination: FIZ,
    departureTime: new Date(`${day}T07:00:00+01:00`).toISOString(),
    postingType: null,
    mobilityRequestId: null,
  };
}

/** A recurring draft up to step three (every day of the week, today to in 30 days), no time chosen yet. */
export function recurringDraft(
  kind: 'RECURRING' | 'ANY_SHIFT',
  times: { departureClock?: string } = {},
) {
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

export const TEXT = {
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
export async function createAndOpenMyPage(
  page: Page,
  text: (typeof TEXT)[Language],
): Promise<void> {
  await page.getByRole('button', { name: text.create, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await openMyPage(page);
}

/** The own card of the test's route (Dachau Ost → FIZ) starting today. */
export const ownCard = (page: Page, origin = ORIGIN.name) =>
  bookingCard(page, origin, 'FIZ', berlinDay(0));
export async function logOut(page: Page, text: (typeof TEXT)[Language]): Promise<void> {
  await page.getByRole('button', { name: text.logout, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: text.confirmLogout }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Signed in as a colleague: searches the stored request (the test's route tomorrow) for drivers or passengers. */
export async function searchAs(page: Page, findButton: string): Promise<void> {
  await seedSession(page, { [REQUEST_KEY]: storedRequest(berlinDay(1)) });
  await openApp(page, '/dashboard');
  await page.getByRole('button', { name: findButton, exact: true }).click();
  await expect(page).toHaveURL(/\/commute-pooling\/offers\/overview$/);
}
