import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, weekDayOf } from '@/domain/schedule/berlin-days';
import { runsBetween } from '@/domain/schedule/schedule';
import {
  setDepartureTime,
  setRequestLocation,
  submitMobilityRequest,
} from '@/domain/trip-request/mobility-request-store';
import { formatFitDay } from '@/features/offers/offer-fit';
import { setOnlyOnMyDate } from '@/features/offers/offers-list-filter';
import { queryClient } from '@/lib/query-client';
import { renderApp } from '../../support/render-app';
import { useFindTestBackend, visitWithState } from '../../support/find-test-backend';
import { DACHAU, FIZ, makeScheduledOffer } from '../../support/builders';
import { calendarEventOf, expandCalendar } from '../../support/calendar-file';
import { useDownloadCapture } from '../../support/capture-downloads';
import {
  at,
  DETAIL,
  HOME,
  nextTuesday,
  OVERVIEW,
  searchOn,
  startSignedInSwitchOff,
  today,
} from '../../support/offers-search';

/**
 * The offers list by the colleagues' schedules: do they travel on my date, and back home that day? And the
 * calendar file an offer offers once the user wrote to its poster.
 */

useFindTestBackend();
const downloads = useDownloadCapture({
  preload: () => import('@/domain/posting/posting-calendar'),
});
beforeEach(startSignedInSwitchOff);

describe('offers list: does the colleague travel on my date?', () => {
  const tuesday = nextTuesday();
  const period = { periodStart: at(addDays(today, -14)), periodEnd: at(addDays(today, 120)) };
  // Nearest first as the spec wants: the order of the answer is not the order of the list.
  const monWed = makeScheduledOffer('monwed', 300, 200, {
    recurrence: 'RECURRING',
    weekDays: ['MONDAY', 'WEDNESDAY'],
    givenName: 'Lars',
    ...period,
  });
  const permanent = makeScheduledOffer('early', 900, 900, {
    recurrence: 'PERMANENT_EARLY_SHIFT',
    givenName: 'Keanu',
    ...period,
  });
  const ended = makeScheduledOffer('ended', 100, 100, {
    recurrence: 'ONE_TIME',
    givenName: 'Miray',
    periodStart: at(today),
  });

  it('says it per entry, keeps the spec order, and the switch filters; its state survives the detail and back', async () => {
    const user = userEvent.setup();
    searchOn(tuesday, [permanent, monWed, ended]);
    renderApp({ language: 'en' });

    const list = await screen.findByRole('list');
    const entries = within(list).getAllByRole('listitem');
    expect(entries.map((entry) => /Lars|Keanu|Miray/.exec(entry.textContent ?? '')?.[0])).toEqual([
      'Miray',
      'Lars',
      'Keanu',
    ]);
    expect(entries[0]).toHaveTextContent('Not on this date, and no trip after it');
    expect(entries[1]).toHaveTextContent(
      `Not on this date, next on ${formatFitDay(addDays(tuesday, 1), 'en')}`,
    );
    expect(entries[2]).toHaveTextContent(`Travels on ${formatFitDay(tuesday, 'en')}`);
    expect(formatFitDay(tuesday, 'en')).toMatch(/^Tue \d\d\.\d\d\.$/);
    expect(screen.getByRole('status')).toHaveTextContent('3 matches, nearest first');

    const onlyOnMyDate = screen.getByRole('checkbox', {
      name: `Only on my date (${formatFitDay(tuesday, 'en')})`,
    });
    expect(onlyOnMyDate).not.toBeChecked();
    await user.click(onlyOnMyDate);
    expect(onlyOnMyDate).toBeChecked();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('listitem')).toHaveTextContent('Keanu');
    expect(screen.getByRole('status')).toHaveTextContent(
      `1 match on ${formatFitDay(tuesday, 'en')}, nearest first; 2 on other days hidden`,
    );

    // To the detail and back: the switch is still on, the list still filtered.
    await user.click(within(list).getByRole('link', { name: /^Keanu/ }));
    await waitFor(() => expect(window.location.pathname).toBe(DETAIL));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(window.location.pathname).toBe(OVERVIEW));
    expect(await screen.findByRole('checkbox', { name: /^Only on my date/ })).toBeChecked();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('when the switch hides everything: says how many and how to see them (German)', async () => {
    const user = userEvent.setup();
    setOnlyOnMyDate(true);
    searchOn(tuesday, [monWed, ended]);
    renderApp({ language: 'de' });

    const day = formatFitDay(tuesday, 'de');
    expect(day).toMatch(/^Di\. \d\d\.\d\d\.$/);
    expect(await screen.findByText(/^Keiner der 2 Treffer/)).toHaveTextContent(
      `Keiner der 2 Treffer fährt am ${day}; alle sind ausgeblendet. Schalten Sie „Nur an meinem Datum“ aus, um sie zu sehen.`,
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Alle 2 Treffer anzeigen' }));
    expect(
      screen.getByRole('checkbox', { name: `Nur an meinem Datum (${day})` }),
    ).not.toBeChecked();
    const entries = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(entries[1]).toHaveTextContent(
      `Nicht an diesem Datum, nächste Fahrt am ${formatFitDay(addDays(tuesday, 1), 'de')}`,
    );
  });

  it('on the real fake backend every entry travels on the searched day (it offers no other)', async () => {
    // The demo route: its regulars (mocks/seed-commute-corridor.ts) drive every day.
    setRequestLocation('origin', DACHAU);
    setRequestLocation('destination', FIZ);
    submitMobilityRequest('OFFERING');
    visitWithState(OVERVIEW, null);
    renderApp({ language: 'en' });
    const entries = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(entries.length).toBeGreaterThan(3);
    const day = formatFitDay(today, 'en');
    for (const entry of entries) expect(entry).toHaveTextContent(`Travels on ${day}`);
  });
});

describe('the way home', () => {
  const tuesday = nextTuesday();
  const period = { periodStart: at(addDays(today, -14)), periodEnd: at(addDays(today, 120)) };
  const toWork = [
    makeScheduledOffer('anna', 100, 100, {
      recurrence: 'PERMANENT_LATE_SHIFT',
      givenName: 'Anna',
      email: 'Anna.Berg@bmw.example',
      ...period,
    }),
    makeScheduledOffer('ben', 200, 200, {
      recurrence: 'PERMANENT_LATE_SHIFT',
      givenName: 'Ben',
      email: 'ben@bmw.example',
      ...period,
    }),
    makeScheduledOffer('cem', 300, 300, {
      recurrence: 'PERMANENT_LATE_SHIFT',
      givenName: 'Cem',
      email: 'cem@bmw.example',
      ...period,
    }),
  ];
  // Back from FIZ: Anna (her e-mail in other letters) that day, 9 hours after her trip there; Ben only on Mondays
  // and Wednesdays; Cem that day, but 3 hours after his trip there: not near a way back after a working day.
  const home = [
    makeScheduledOffer('anna-home', 150, 150, {
      recurrence: 'PERMANENT_LATE_SHIFT',
      email: ' anna.berg@BMW.example',
      periodStart: at(addDays(today, -14), 16, 15),
      periodEnd: at(addDays(today, 120), 16, 15),
    }),
    makeScheduledOffer('cem-home', 150, 150, {
      recurrence: 'PERMANENT_LATE_SHIFT',
      email: 'cem@bmw.example',
      periodStart: at(addDays(today, -14), 10, 15),
      periodEnd: at(addDays(today, 120), 10, 15),
    }),
    makeScheduledOffer('ben-home', 150, 150, {
      recurrence: 'RECURRING',
      weekDays: ['MONDAY', 'WEDNESDAY'],
      email: 'ben@bmw.example',
      ...period,
    }),
  ];

  it('marks the colleagues who also travel back that day, on the entry and on its detail', async () => {
    const user = userEvent.setup();
    searchOn(tuesday, toWork, home);
    renderApp({ language: 'en' });

    const list = await screen.findByRole('list');
    const anna = within(list).getByRole('link', { name: /^Anna/ });
    await waitFor(() => expect(anna).toHaveTextContent('Also the way home'));
    expect(within(list).getByRole('link', { name: /^Ben/ })).not.toHaveTextContent(/way home/);
    expect(within(list).getByRole('link', { name: /^Cem/ })).not.toHaveTextContent(/way home/);

    await user.click(anna);
    // The detail first: the first test to open it waits for its lazy screen, and the list's mark is still there.
    expect(await screen.findByRole('heading', { level: 2, name: /^Anna/ })).toBeVisible();
    expect(screen.getByText('Also the way home')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('link', { name: /^Cem/ }));
    expect(await screen.findByRole('heading', { level: 2, name: /^Cem/ })).toBeVisible();
    expect(screen.queryByText('Also the way home')).not.toBeInTheDocument();
  });

  it('on the real fake backend: the showcase colleague who drives both ways on Mondays is marked', async () => {
    let monday = addDays(today, 1);
    while (weekDayOf(monday) !== 'MONDAY') monday = addDays(monday, 1);
    setRequestLocation('origin', HOME);
    setRequestLocation('destination', FIZ);
    setDepartureTime(at(monday, 8, 0));
    submitMobilityRequest('OFFERING');
    visitWithState(OVERVIEW, null);
    renderApp({ language: 'en' });
    // showcase-flexible-mon-wed and its way home (mocks/README.md, "Schedule showcase").
    // By its route: he has random postings on other routes too.
    const lars = await screen.findByRole('link', { name: /^Lars Kowalinski Showcase \d+ → FIZ/ });
    await waitFor(() => expect(lars).toHaveTextContent('Also the way home'));
    expect(lars).toHaveTextContent(`Travels on ${formatFitDay(monday, 'en')}`);
  });

  it('the list never waits for it: a way-home search that never answers only leaves the mark out', async () => {
    searchOn(tuesday, toWork, 'never');
    renderApp({ language: 'de' });
    expect(await screen.findByText('3 Treffer, die nächsten zuerst')).toBeVisible();
    expect(screen.queryByText('Auch der Rückweg')).not.toBeInTheDocument();
  });

  it('a failed way-home search: no error, no modal, the list as it is', async () => {
    searchOn(tuesday, toWork, 'fails');
    renderApp({ language: 'en' });
    expect(await screen.findByText('3 matches, nearest first')).toBeVisible();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Also the way home')).not.toBeInTheDocument();
  });
});

describe('Add to calendar on an offer', () => {
  it('is offered once the user has written to the poster; the file has the poster as contact and the days it runs', async () => {
    const user = userEvent.setup();
    const tuesday = nextTuesday();
    const early = makeScheduledOffer('early', 100, 100, {
      recurrence: 'EARLY_SHIFT_EVEN_WEEKS',
      givenName: 'Natalie',
      email: 'natalie@bmw.example',
      periodStart: at(addDays(today, -14)),
      periodEnd: at(addDays(today, 120)),
    });
    searchOn(tuesday, [early]);
    const view = renderApp({ language: 'en' });
    await user.click(await screen.findByRole('link', { name: /^Natalie/ }));
    const contact = await screen.findByRole('link', { name: 'Write an e-mail' });
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
    const entries = window.history.length;

    await user.click(contact);
    expect(screen.getByText('Agreed? Put the trips in your calendar.')).toBeVisible();
    // Kept in the detail's own history entry (no new one: back still leads to the list), over a reload.
    expect(window.history.length).toBe(entries);
    view.unmount();
    renderApp({ language: 'en' });
    expect(await screen.findByText('Agreed? Put the trips in your calendar.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.fileName).toMatch(/^wen-car-pool-with-natalie-muster-.+\.ics$/);
    const text = await downloads[0]!.text();
    const fourWeeks = addDays(today, 27);
    const days = expandCalendar(text, today, fourWeeks).map((occurrence) => occurrence.day);
    expect(days).toEqual(runsBetween(early, today, fourWeeks));
    expect(days.length).toBeGreaterThanOrEqual(5);
    expect(calendarEventOf(text)).toEqual({
      summary: `WEN car pool with Natalie Muster: ${early.origin.name} → ${early.destination.name}`,
      organizer: 'natalie@bmw.example',
    });
  });
});
