import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addDays,
  atBerlinTime,
  berlinDayKey,
  toBerlinIso,
  weekDayOf,
} from '@/domain/schedule/berlin-days';
import type { MobilityRequest } from '@contract/offers';
import {
  setDepartureTime,
  setRequestLocation,
  submitMobilityRequest,
} from '@/domain/trip-request/mobility-request-store';
import { resetOffersListFilter } from '@/features/offers/offers-list-filter';
import { ROUTES } from '@/lib/routes';
import { renderApp, resetAppState, visit } from '../../support/render-app';
import {
  overrideRoute,
  storeTokenOf,
  useFindTestBackend,
  visitWithState,
} from '../../support/find-test-backend';
import { FIZ, KNORRSTRASSE_12, makeScheduledOffer, offersResponse } from '../../support/builders';

/**
 * Issue 22, item 6: the time of day on the offers list. Off by default; "07:00 ± 30 min" marks the offers that
 * meet in it and says why; "Only in my time window" filters; the spec's order (distance) stays within.
 */

useFindTestBackend();

const today = berlinDayKey(new Date());
let tuesday = addDays(today, 2);
while (weekDayOf(tuesday) !== 'TUESDAY') tuesday = addDays(tuesday, 1);
const at = (hour: number, minute: number) =>
  toBerlinIso(atBerlinTime(addDays(today, -7), hour, minute));
const shift = (name: string, distance: number, hour: number, minute: number) =>
  makeScheduledOffer(name.toLowerCase(), distance, distance, {
    recurrence: 'PERMANENT_EARLY_SHIFT',
    givenName: name,
    periodStart: at(hour, minute),
    periodEnd: toBerlinIso(atBerlinTime(addDays(today, 90), hour, minute)),
  });
// Nearest first: the 03:15 departure leads the list, as in the issue.
const offers = [
  shift('Carla', 300, 6, 45),
  shift('Anton', 100, 3, 15),
  shift('Dana', 400, 9, 0),
  shift('Bruno', 200, 7, 10),
];
const namesOf = (items: HTMLElement[]) =>
  items.map((item) => /Anton|Bruno|Carla|Dana/.exec(item.textContent ?? '')?.[0]);

beforeEach(async () => {
  resetAppState();
  resetOffersListFilter();
  await storeTokenOf('demo');
  visit('/');
  overrideRoute('offers.search', async (request) => {
    const body = (await request.json()) as MobilityRequest;
    const answer = body.origin.latitude === FIZ.latitude ? [] : offers;
    return HttpResponse.json(offersResponse(body.mobilityRequestId, answer));
  });
  setRequestLocation('origin', KNORRSTRASSE_12);
  setRequestLocation('destination', FIZ);
  setDepartureTime(toBerlinIso(atBerlinTime(tuesday, 8, 0)));
  submitMobilityRequest('OFFERING');
  visitWithState(ROUTES.offersOverview, null);
});
afterEach(() => resetOffersListFilter());

describe('the time of day on the offers list', () => {
  it('is off at first; on, it marks who meets in 07:00 ± 30 and why, and can filter, in the spec order', async () => {
    const user = userEvent.setup();
    renderApp({ language: 'en' });
    const list = await screen.findByRole('list');
    expect(namesOf(within(list).getAllByRole('listitem'))).toEqual([
      'Anton',
      'Bruno',
      'Carla',
      'Dana',
    ]);
    const group = screen.getByRole('group', { name: 'Time of day' });
    const markAround = within(group).getByRole('checkbox', {
      name: 'Mark departures around a time',
    });
    expect(markAround).not.toBeChecked();
    expect(screen.queryByText(/in your time window/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Time')).not.toBeInTheDocument();

    await user.click(markAround);
    expect(within(group).getByLabelText('Time')).toHaveValue('07:00');
    expect(within(group).getByLabelText('Give or take')).toHaveDisplayValue('± 30 min');
    const entries = within(list).getAllByRole('listitem');
    expect(entries[1]).toHaveTextContent('Departs 07:10, in your time window');
    expect(entries[2]).toHaveTextContent('Departs 06:45, in your time window');
    expect(entries[0]).not.toHaveTextContent('in your time window');
    expect(entries[3]).not.toHaveTextContent('in your time window');
    expect(screen.getByRole('status')).toHaveTextContent('4 matches, nearest first');

    const onlyInWindow = within(group).getByRole('checkbox', {
      name: 'Only in my time window (06:30–07:30)',
    });
    await user.click(onlyInWindow);
    expect(namesOf(within(list).getAllByRole('listitem'))).toEqual(['Bruno', 'Carla']);
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 matches in your time window (06:30–07:30), nearest first; 2 hidden',
    );

    // Another time and margin: 08:30 ± 30 holds only Dana's 09:00.
    await user.clear(within(group).getByLabelText('Time'));
    expect(screen.getByText('Enter a time to mark the departures around it.')).toBeVisible();
    await user.type(within(group).getByLabelText('Time'), '08:30');
    expect(namesOf(within(screen.getByRole('list')).getAllByRole('listitem'))).toEqual(['Dana']);
    await user.selectOptions(within(group).getByLabelText('Give or take'), '± 90 min');
    // 07:00–10:00: Bruno's 07:10 and Dana's 09:00, still nearest first.
    expect(namesOf(within(screen.getByRole('list')).getAllByRole('listitem'))).toEqual([
      'Bruno',
      'Dana',
    ]);
    // Kept for the tab with the other inputs (a reload restores it).
    expect(JSON.parse(sessionStorage.getItem('wen.offersListFilter') ?? '{}')).toMatchObject({
      timeWindowOn: true,
      timeWindow: { around: '08:30', margin: 90 },
      onlyInTimeWindow: true,
    });
  });

  it('says when its filter hides all, and shows them again (German)', async () => {
    const user = userEvent.setup();
    renderApp({ language: 'de' });
    await screen.findByRole('list');
    const group = screen.getByRole('group', { name: 'Tageszeit' });
    await user.click(
      within(group).getByRole('checkbox', { name: 'Abfahrten um eine Uhrzeit markieren' }),
    );
    await user.clear(within(group).getByLabelText('Uhrzeit'));
    await user.type(within(group).getByLabelText('Uhrzeit'), '12:00');
    await user.click(
      within(group).getByRole('checkbox', { name: 'Nur in meinem Zeitfenster (11:30–12:30)' }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Alle 4 Treffer sind durch Ihre Filter ausgeblendet (Zeitfenster 11:30–12:30).',
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Alle 4 Treffer anzeigen' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(4),
    );
    expect(
      within(group).getByRole('checkbox', { name: 'Nur in meinem Zeitfenster (11:30–12:30)' }),
    ).not.toBeChecked();
  });
});
