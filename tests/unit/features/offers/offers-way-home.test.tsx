import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, weekDayOf } from '@/domain/schedule/berlin-days';
import {
  setDepartureTime,
  setRequestLocation,
  submitMobilityRequest,
} from '@/domain/trip-request/mobility-request-store';
import { formatFitDay } from '@/features/offers/offer-fit';
import { queryClient } from '@/lib/query-client';
import { renderApp } from '../../support/render-app';
import { useFindTestBackend, visitWithState } from '../../support/find-test-backend';
import { FIZ, makeScheduledOffer } from '../../support/builders';
import {
  at,
  HOME,
  nextTuesday,
  OVERVIEW,
  searchOn,
  startSignedInSwitchOff,
  today,
} from '../../support/offers-search';

useFindTestBackend();
beforeEach(startSignedInSwitchOff);

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
