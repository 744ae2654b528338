import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addDays,
  atBerlinTime,
  berlinDayKey,
  toBerlinIso,
  weekDayOf,
  type DayKey,
} from '@/domain/schedule/berlin-days';
import type { MobilityRequest } from '@contract/offers';
import type { WeekDay } from '@contract/schemas';
import {
  setRequestLocation,
  submitMobilityRequest,
} from '@/domain/trip-request/mobility-request-store';
import { formatLanguageDate } from '@/domain/posting/format-date';
import { formatFitDay } from '@/features/offers/offer-fit';
import { setOnlyOnMyDate } from '@/features/offers/offers-list-filter';
import { ROUTES } from '@/lib/routes';
import { renderApp, resetAppState } from '../../support/render-app';
import {
  overrideRoute,
  storeTokenOf,
  useFindTestBackend,
  visitWithState,
} from '../../support/find-test-backend';
import {
  DACHAU,
  FIZ,
  makeScheduledOffer,
  makeScheduledTravelInfo,
  offersResponse,
} from '../../support/builders';

/**
 * Issue 22, item 4: 'Find matches' on the own posting's detail runs the spec's offers search for the posting's
 * route on its next travel day, and the list says of each match on how many of the posting's next travel days
 * (at most 20) it travels too. The spec's order (nearest first) stays.
 */

useFindTestBackend();

const today = berlinDayKey(new Date());
const at = (day: DayKey, hour = 7, minute = 15) => toBerlinIso(atBerlinTime(day, hour, minute));
const period = { periodStart: at(addDays(today, -14)), periodEnd: at(addDays(today, 200)) };
const MY_DAYS: WeekDay[] = ['MONDAY', 'WEDNESDAY', 'FRIDAY'];
// My ride request: Mon/Wed/Fri at 07:15, Dachau → FIZ.
const myPosting = {
  ...makeScheduledTravelInfo({
    recurrence: 'RECURRING',
    weekDays: MY_DAYS,
    postingType: 'REQUEST',
    ...period,
  }),
  origin: DACHAU,
  destination: FIZ,
};
const drivers = [
  makeScheduledOffer('monwed', 400, 400, {
    recurrence: 'RECURRING',
    weekDays: ['MONDAY', 'WEDNESDAY'],
    givenName: 'Lars',
    ...period,
  }),
  makeScheduledOffer('weekdays', 100, 100, {
    recurrence: 'PERMANENT_EARLY_SHIFT',
    givenName: 'Keanu',
    ...period,
  }),
  makeScheduledOffer('tuethu', 200, 200, {
    recurrence: 'RECURRING',
    weekDays: ['TUESDAY', 'THURSDAY'],
    givenName: 'Miray',
    ...period,
  }),
];

/** My next 20 travel days from `from` on, counted by hand (independent of the schedule module). */
function myNextTwentyDays(from: DayKey): DayKey[] {
  const days: DayKey[] = [];
  for (let day = from; days.length < 20; day = addDays(day, 1)) {
    if (MY_DAYS.includes(weekDayOf(day))) days.push(day);
  }
  return days;
}

const searches: MobilityRequest[] = [];
beforeEach(async () => {
  resetAppState();
  setOnlyOnMyDate(false);
  searches.length = 0;
  overrideRoute('offers.search', async (request) => {
    const body = (await request.json()) as MobilityRequest;
    searches.push(body);
    // The way-home search (FIZ → Dachau) finds nobody.
    const offers = body.origin.latitude === FIZ.latitude ? [] : drivers;
    return HttpResponse.json(offersResponse(body.mobilityRequestId, offers));
  });
  await storeTokenOf('demo');
});

describe('Find matches on the own posting', () => {
  it('searches its route on its next travel day and counts the shared days per match, nearest first', async () => {
    const user = userEvent.setup();
    visitWithState(ROUTES.postingDetail, { travelInfo: myPosting, bookingId: 'mine' });
    renderApp({ language: 'en' });

    const find = await screen.findByRole('button', { name: 'Find matches' });
    const [nextDay] = myNextTwentyDays(
      // Today counts while its 07:15 is still ahead.
      new Date() <= atBerlinTime(today, 7, 15) ? today : addDays(today, 1),
    );
    if (!nextDay) throw new Error('no travel day');
    expect(find).toHaveAccessibleDescription(
      `Drivers on this route, on its next travel day (${formatLanguageDate(at(nextDay), 'en')})`,
    );
    await user.click(find);
    await waitFor(() => expect(window.location.pathname).toBe(ROUTES.offersOverview));

    const entries = within(await screen.findByRole('list')).getAllByRole('listitem');
    // The spec's search: my route, my next travel day at my time, drivers (I ask for a ride).
    const [search] = searches;
    expect(search).toMatchObject({
      origin: { name: DACHAU.name },
      destination: { name: FIZ.name },
      departureTime: new Date(at(nextDay)).toISOString(),
      integrations: { commutePooling: { postingType: 'OFFERING' } },
    });

    const counted = myNextTwentyDays(nextDay);
    const monWed = counted.filter((day) => ['MONDAY', 'WEDNESDAY'].includes(weekDayOf(day)));
    expect(entries.map((entry) => /Lars|Keanu|Miray/.exec(entry.textContent ?? '')?.[0])).toEqual([
      'Keanu',
      'Miray',
      'Lars',
    ]);
    expect(entries[0]).toHaveTextContent('Meets on all of your next 20 travel days');
    expect(entries[1]).toHaveTextContent('Meets on none of your next 20 travel days');
    expect(entries[2]).toHaveTextContent(`Meets on ${monWed.length} of your next 20 travel days`);
    expect(
      screen.getByText(/^Matches for your posting, searched for its next travel day/),
    ).toHaveTextContent(
      `Matches for your posting, searched for its next travel day (${formatFitDay(nextDay, 'en')}). “Meets on” counts its next 20 travel days up to ${formatFitDay(counted[19] ?? '', 'en')}`,
    );
  });

  it('an ordinary search afterwards shows no fit with the posting (German)', async () => {
    const user = userEvent.setup();
    visitWithState(ROUTES.postingDetail, { travelInfo: myPosting, bookingId: 'mine' });
    const view = renderApp({ language: 'de' });
    await user.click(await screen.findByRole('button', { name: 'Treffer finden' }));
    expect(await screen.findByText(/^Passt an allen Ihren nächsten 20 Fahrtagen$/)).toBeVisible();
    expect(screen.getByText(/^Treffer für Ihr Inserat/)).toBeVisible();

    // The dashboard's Find Drivers: a new request id, no longer the posting's search.
    view.unmount();
    setRequestLocation('origin', DACHAU);
    submitMobilityRequest('OFFERING');
    visitWithState(ROUTES.offersOverview, null);
    renderApp({ language: 'de' });
    expect(await screen.findByRole('list')).toBeVisible();
    expect(screen.queryByText(/Passt an/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Treffer für Ihr Inserat/)).not.toBeInTheDocument();
  });

  it('says so when the posting has no travel day left (no button)', async () => {
    const ended = makeScheduledTravelInfo({
      recurrence: 'PERMANENT_LATE_SHIFT',
      periodStart: at(addDays(today, -30)),
      periodEnd: at(addDays(today, -1)),
    });
    visitWithState(ROUTES.postingDetail, { travelInfo: ended, bookingId: 'old' });
    renderApp({ language: 'en' });
    expect(await screen.findByText('No travel day left to find matches for.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Find matches' })).not.toBeInTheDocument();
  });
});
