import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@/domain/schedule/berlin-days';
import {
  setRequestLocation,
  submitMobilityRequest,
} from '@/domain/trip-request/mobility-request-store';
import { formatFitDay } from '@/features/offers/offer-fit';
import { setOnlyOnMyDate } from '@/features/offers/offers-list-filter';
import { renderApp } from '../../support/render-app';
import { useFindTestBackend, visitWithState } from '../../support/find-test-backend';
import { DACHAU, FIZ, makeScheduledOffer } from '../../support/builders';
import {
  at,
  DETAIL,
  nextTuesday,
  OVERVIEW,
  searchOn,
  startSignedInSwitchOff,
  today,
} from '../../support/offers-search';

useFindTestBackend();
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
