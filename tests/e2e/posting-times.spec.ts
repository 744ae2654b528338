import { readFile } from 'node:fs/promises';
import { TOKEN_HEADER } from '@contract/route-metadata';
import { WEEK_DAYS, weekDaysOf } from '@contract/schemas';
import { expect, openApp, signInWithPassword, test } from './support/fixtures';
import { berlinDay, cardDate } from './support/posting-helpers';
import {
  createAndOpenMyPage,
  FIZ,
  logOut,
  ORIGIN,
  ownCard,
  recurringDraft,
  searchAs,
  storedRequest,
  TEXT,
} from './support/posting-times';
import { DRAFT_KEY, REQUEST_KEY } from './support/stored-trip';

/**
 * Issue 35 (part A): a real time of day on every posting, shown the same everywhere (card, own detail, a colleague's
 * offers list and offer detail, mail draft, calendar file); "time not given" for a recurring posting a backend sends
 * at midnight, which passes the time filter (docs/posting-times.md). Change: posting-change.spec.ts.
 */

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
    // Two sign-ins by the form and a search: 27-29 s of the 30 s default in a full run on 2 cores.
    test.slow();
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
}
