import { addDays, isoWeekOf, weekDayOf, type DayKey } from '@/domain/schedule/berlin-days';
import { readFile } from 'node:fs/promises';
import { KNORRSTRASSE_12 } from '../unit/support/builders';
import { calendarEventOf, expandCalendar } from '../unit/support/calendar-file';
import { scanWithAxe } from './support/axe-scan';
import { expect, test } from './support/fixtures';
import { berlinDate, shownOfferDistances } from './support/find-helpers';
import { reloadOnStoredData, STORED_DATA_START_TIMEOUT } from './support/sign-in-state';
import { REQUEST_KEY, dachauToFizRequest } from './support/stored-trip';

/**
 * Issue 22 as a commuter meets it, on the seed's schedule showcase (mocks/README.md, "Schedule showcase"): the
 * flexible Mon/Wed driver and the even-week early shift are offered only on their days, the colleague who also
 * drives back is marked, and the calendar file of an agreed ride holds exactly its days.
 */

const HOME = KNORRSTRASSE_12;
// The showcase postings (start 'Showcase N', to FIZ); these colleagues have other, random postings too.
const FLEXIBLE_MON_WED = /^Lars Kowalinski Showcase \d+ → FIZ/;
const EARLY_EVEN_WEEKS = /^Natalie Tsamonikian Showcase \d+ → FIZ/;
const EARLY_ODD_WEEKS = /^Lyn Kubera Showcase \d+ → FIZ/;

const isEvenWeek = (day: DayKey) => isoWeekOf(day).week % 2 === 0;
/** The first day from tomorrow on that is this week day in a week of that parity (the fake's today is the real one). */
function firstDay(weekDay: 'MONDAY' | 'TUESDAY', even: boolean): DayKey {
  let day = addDays(berlinDate(0), 1);
  while (weekDayOf(day) !== weekDay || isEvenWeek(day) !== even) day = addDays(day, 1);
  return day;
}

test.describe('schedules on the offers list', () => {
  test.describe.configure({ timeout: 90_000 });

  test('only on its days, the way home, and the agreed ride into the calendar', async ({
    page,
    signIn,
  }) => {
    const evenMonday = firstDay('MONDAY', true);
    const oddTuesday = firstDay('TUESDAY', false);
    await signIn('demo', {
      language: 'en',
      session: {
        [REQUEST_KEY]: {
          ...dachauToFizRequest(),
          origin: HOME,
          departureTime: new Date(`${oddTuesday}T08:00:00+01:00`).toISOString(),
        },
      },
    });
    const list = page.getByRole('list').filter({ has: page.getByRole('link') });

    // A Tuesday of an odd week: neither the Mon/Wed driver nor the even-week early shift; the odd-week one is.
    await page.getByRole('button', { name: 'Find drivers' }).click();
    await expect(list.getByRole('link', { name: EARLY_ODD_WEEKS })).toBeVisible();
    await expect(list.getByRole('link', { name: FLEXIBLE_MON_WED })).toHaveCount(0);
    await expect(list.getByRole('link', { name: EARLY_EVEN_WEEKS })).toHaveCount(0);
    await expect(list.getByRole('link', { name: EARLY_ODD_WEEKS })).toContainText(
      /Travels on Tue \d\d\.\d\d\./,
    );

    // The same search on a Monday of an even week (the date changed on the dashboard, as a person does).
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByLabel('Departure date').fill(evenMonday);
    await page.getByRole('button', { name: 'Find drivers' }).click();
    const lars = list.getByRole('link', { name: FLEXIBLE_MON_WED });
    const natalie = list.getByRole('link', { name: EARLY_EVEN_WEEKS });
    await expect(lars).toContainText(/Travels on Mon \d\d\.\d\d\./);
    await expect(natalie).toBeVisible();
    await expect(list.getByRole('link', { name: EARLY_ODD_WEEKS })).toHaveCount(0);
    // Lars drives back from FIZ on Mondays too (the way-home search beside the first).
    await expect(lars).toContainText('Also the way home');
    await expect(natalie).toContainText('Also the way home');
    const onlyOnMyDate = page.getByRole('checkbox', { name: /^Only on my date/ });
    await onlyOnMyDate.focus();
    await page.keyboard.press('Space');
    await expect(onlyOnMyDate).toBeChecked();
    await scanWithAxe(page, 'schedule', 'offers-overview', 'en');

    // Natalie's detail: written to her, her even-week early shift goes into the calendar.
    await natalie.click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Natalie Tsamonikian' }),
    ).toBeVisible();
    await expect(page.getByText('Also the way home')).toBeVisible();
    const email = (await page.locator('.offer-detail__email').innerText()).trim();
    await page.getByRole('link', { name: 'Write an e-mail' }).click();
    const add = page.getByRole('button', { name: 'Add to calendar' });
    await scanWithAxe(page, 'schedule', 'offer-detail', 'en');
    const [download] = await Promise.all([page.waitForEvent('download'), add.click()]);
    expect(download.suggestedFilename()).toMatch(/^wen-car-pool-with-natalie-tsamonikian-.+\.ics$/);
    const text = await readFile((await download.path())!, 'utf8');
    expect(calendarEventOf(text).organizer).toBe(email);
    const today = berlinDate(0);
    const fourWeeks = addDays(today, 27);
    const expected: DayKey[] = [];
    for (let day = today; day <= fourWeeks; day = addDays(day, 1)) {
      const workingDay = !['SATURDAY', 'SUNDAY'].includes(weekDayOf(day));
      if (workingDay && isEvenWeek(day)) expected.push(day);
    }
    const occurrences = expandCalendar(text, today, fourWeeks);
    expect(occurrences.map((occurrence) => occurrence.day)).toEqual(expected);
    expect(new Set(occurrences.map((occurrence) => occurrence.time))).toEqual(new Set(['05:15']));

    // Back on the list: still only the matches of my date.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(onlyOnMyDate).toBeChecked();
    await expect(lars).toBeVisible();
  });

  test('the calendar file of every other schedule holds exactly its days of the next four weeks', async ({
    page,
    signIn,
  }) => {
    // The even-week early shift is checked above; here the others of the showcase (mocks/README.md), each from
    // the list of a day it runs on: a Monday of an even week, a Tuesday of an odd week, the one-time ride's day.
    const today = berlinDate(0);
    const fourWeeks = addDays(today, 27);
    const working = (day: DayKey) => !['SATURDAY', 'SUNDAY'].includes(weekDayOf(day));
    const days = (runs: (day: DayKey) => boolean) => {
      const chosen: DayKey[] = [];
      for (let day = today; day <= fourWeeks; day = addDays(day, 1))
        if (runs(day)) chosen.push(day);
      return chosen;
    };
    const oneTimeDay = berlinDate(2);
    const searches: ReadonlyArray<{
      date: DayKey;
      drivers: ReadonlyArray<{ name: string; runs: (day: DayKey) => boolean; time: string }>;
    }> = [
      {
        date: firstDay('MONDAY', true),
        drivers: [
          {
            name: 'Lars Kowalinski',
            runs: (day) => ['MONDAY', 'WEDNESDAY'].includes(weekDayOf(day)),
            time: '07:15',
          },
          { name: 'Keanu Nytra', runs: working, time: '05:15' },
          { name: 'Jona Huebel', runs: working, time: '13:15' },
          { name: 'Isabel Brehmer', runs: working, time: '21:15' },
        ],
      },
      {
        date: firstDay('TUESDAY', false),
        drivers: [
          { name: 'Lyn Kubera', runs: (day) => working(day) && !isEvenWeek(day), time: '05:15' },
        ],
      },
      {
        date: oneTimeDay,
        drivers: [{ name: 'Miray Schrader', runs: (day) => day === oneTimeDay, time: '08:00' }],
      },
    ];
    await signIn('demo', {
      language: 'en',
      session: { [REQUEST_KEY]: { ...dachauToFizRequest(), origin: HOME } },
    });
    const list = page.getByRole('list').filter({ has: page.getByRole('link') });
    for (const { date, drivers } of searches) {
      await page.getByLabel('Departure date').fill(date);
      await page.getByRole('button', { name: 'Find drivers' }).click();
      for (const { name, runs, time } of drivers) {
        await list.getByRole('link', { name: new RegExp(`^${name} Showcase \\d+ → FIZ`) }).click();
        await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
        await page.getByRole('link', { name: 'Write an e-mail' }).click();
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Add to calendar' }).click(),
        ]);
        const occurrences = expandCalendar(
          await readFile((await download.path())!, 'utf8'),
          today,
          fourWeeks,
        );
        expect(
          occurrences.map((occurrence) => occurrence.day),
          name,
        ).toEqual(days(runs));
        expect(new Set(occurrences.map((occurrence) => occurrence.time)), name).toEqual(
          new Set([time]),
        );
        await page.getByRole('button', { name: 'Back' }).click();
      }
      await page.getByRole('link', { name: 'Back' }).click();
    }
  });

  test('Find matches on my own posting: each driver’s fit over my next 20 travel days', async ({
    page,
    signIn,
  }) => {
    // The demo user's seeded ride request (mocks/README.md): Knorrstraße 12 → FIZ, flexible Mon–Fri at 07:00,
    // its period from 14 days ago (the card's date).
    await signIn('demo', { path: '/my-wen', language: 'en' });
    const [year, month, day] = berlinDate(-14).split('-');
    const myRequest = page
      .getByRole('article')
      .filter({ hasText: `${day}.${month}.${year}` })
      .filter({ hasText: 'Knorrstraße 12' })
      .filter({ hasText: 'as passenger' })
      .filter({ hasText: '07:00' });
    await myRequest.getByRole('heading').getByRole('button').click();
    await expect(page.getByText('Suche Mitfahrt ins FIZ, Gleitzeit')).toBeVisible();

    const find = page.getByRole('button', { name: 'Find matches' });
    await expect(find).toHaveAccessibleDescription(
      /^Drivers on this route, on its next travel day \(\d\d\/\d\d\/\d{4}\)$/,
    );
    await find.focus();
    await page.keyboard.press('Enter');

    // The drivers of that day, nearest first as the spec wants, each with its fit over my next travel days.
    await expect(
      page.getByText(
        /^Matches for your posting, searched for its next travel day \(\w{3} \d\d\.\d\d\.\)\. “Meets on” counts its next 20 travel days up to \w{3} \d\d\.\d\d\.$/,
      ),
    ).toBeVisible();
    const list = page.getByRole('list').filter({ has: page.getByRole('link') });
    // Keanu Nytra's permanent early shift runs on every working day; the even- or odd-week early shift on half.
    await expect(list.getByRole('link', { name: /^Keanu Nytra Showcase \d+ → FIZ/ })).toContainText(
      'Meets on all of your next 20 travel days',
    );
    const earlyShift = list.getByRole('link', {
      name: /^(Natalie Tsamonikian|Lyn Kubera) Showcase \d+ → FIZ/,
    });
    await expect(earlyShift).toHaveCount(1);
    await expect(earlyShift).toContainText('Meets on 10 of your next 20 travel days');
    await scanWithAxe(page, 'schedule', 'offers-overview-posting-matches', 'en');
  });

  test('the time of day: who leaves around 07:00 is marked and can be kept alone, across a reload', async ({
    page,
    signIn,
  }) => {
    // A Monday: Lars drives at 07:15, Keanu's permanent early shift at 05:15 (mocks/README.md).
    const monday = firstDay('MONDAY', true);
    await signIn('demo', {
      language: 'de',
      session: {
        [REQUEST_KEY]: {
          ...dachauToFizRequest(),
          origin: HOME,
          departureTime: new Date(`${monday}T08:00:00+01:00`).toISOString(),
        },
      },
    });
    await page.getByRole('button', { name: 'Fahrer finden', exact: true }).click();
    const list = page.getByRole('list').filter({ has: page.getByRole('link') });
    const lars = list.getByRole('link', { name: FLEXIBLE_MON_WED });
    const keanu = list.getByRole('link', { name: /^Keanu Nytra Showcase \d+ → FIZ/ });
    await expect(keanu).toBeVisible();
    await expect(page.getByText(/in Ihrem Zeitfenster/)).toHaveCount(0);

    // Off by default; switched on by keyboard: 07:00 ± 30 min.
    const time = page.getByRole('group', { name: 'Tageszeit' });
    const markAround = time.getByRole('checkbox', { name: 'Abfahrten um eine Uhrzeit markieren' });
    await markAround.focus();
    await page.keyboard.press('Space');
    await expect(time.getByLabel('Uhrzeit', { exact: true })).toHaveValue('07:00');
    await expect(lars).toContainText('Abfahrt 07:15 Uhr, in Ihrem Zeitfenster');
    await expect(keanu).not.toContainText('Zeitfenster');
    const only = time.getByRole('checkbox', { name: 'Nur in meinem Zeitfenster (06:30–07:30)' });
    await only.focus();
    await page.keyboard.press('Space');
    await expect(keanu).toHaveCount(0);
    await expect(lars).toBeVisible();
    await expect(page.getByRole('status')).toContainText(
      /^\d+ Treffer in Ihrem Zeitfenster \(06:30–07:30\), die nächsten zuerst; \d+ ausgeblendet$/,
    );
    // Every entry left departs in the window, still nearest first.
    const entries = list.getByRole('listitem');
    await expect(entries.filter({ hasNotText: 'in Ihrem Zeitfenster' })).toHaveCount(0);
    const sums = (await shownOfferDistances(list)).map(
      ([origin, destination]) => origin + destination,
    );
    for (let index = 1; index < sums.length; index += 1) {
      expect(sums[index]!).toBeGreaterThanOrEqual(sums[index - 1]! - 100);
    }
    await scanWithAxe(page, 'schedule', 'offers-overview-time-window', 'de');

    // What the user set survives a reload, like the search's other inputs.
    await reloadOnStoredData(page);
    await expect(only).toBeChecked();
    await expect(time.getByLabel('Uhrzeit', { exact: true })).toHaveValue('07:00');
    await expect(lars).toContainText('Abfahrt 07:15 Uhr, in Ihrem Zeitfenster', {
      timeout: STORED_DATA_START_TIMEOUT,
    });
    await expect(keanu).toHaveCount(0);
  });
});
