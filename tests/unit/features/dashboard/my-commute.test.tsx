import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MobilityRequest } from '@contract/offers';
import type { Booking } from '@contract/schemas';
import { PERSONAS } from '@mocks/seed';
import {
  commuteDeparture,
  commuteRoutesOf,
  forgetCommuteSnapshots,
  saveCommuteRoute,
} from '@/domain/trip-request/commute-routes';
import {
  setDepartureTime,
  setRequestLocation,
  submitMobilityRequest,
} from '@/domain/trip-request/mobility-request-store';
import { currentUser } from '@/domain/session/current-user';
import { forgetPostedCommuteRoutes } from '@/domain/trip-request/posted-commute-routes';
import { forgetRememberedRouteFill } from '@/features/dashboard/ride-search-form';
import { renderApp, resetAppState, visit } from '../../support/render-app';
import {
  calledRoutes,
  overrideRoute,
  storeTokenOf,
  useFindTestBackend,
  visitWithState,
} from '../../support/find-test-backend';
import {
  FIZ,
  KNORRSTRASSE_12,
  makeBooking,
  makeOffer,
  offersResponse,
} from '../../support/builders';

/** Issue 22, item 7: My commute, from saving a route on its list to the count on the dashboard. */

useFindTestBackend();

const OVERVIEW = '/commute-pooling/offers/overview';
const THERE = 'Knorrstraße 12 → FIZ Forschungs- und Innovationszentrum';
const BACK = 'FIZ Forschungs- und Innovationszentrum → Knorrstraße 12';

/** The offers answered per route ('origin>destination' by name), and every search body sent. */
const answers = new Map<string, string[]>();
const sent: MobilityRequest[] = [];
/** The user's bookings on the server. */
let postings: Booking[] = [];
/** While set, the answer for this route ('origin>destination') waits for it. */
let held: { route: string; until: Promise<void> } | null = null;

beforeEach(async () => {
  resetAppState();
  localStorage.clear();
  forgetCommuteSnapshots();
  forgetRememberedRouteFill();
  answers.clear();
  sent.length = 0;
  held = null;
  forgetPostedCommuteRoutes();
  // The device's routes alone (the user's postings: the last test and posted-commute-routes.test.ts).
  overrideRoute('bookings.listForUser', () => HttpResponse.json(postings));
  postings = [];
  overrideRoute('offers.search', async (request) => {
    const body = (await request.json()) as MobilityRequest;
    sent.push(body);
    const route = `${body.origin.name}>${body.destination.name}`;
    if (held?.route === route) await held.until;
    const ids = answers.get(route) ?? [];
    const offers = ids.map((id, index) => makeOffer(id, 100 + index, 100 + index));
    return HttpResponse.json(offersResponse(body.mobilityRequestId, offers));
  });
  await storeTokenOf('demo');
  visit('/');
});

const searches = () => calledRoutes.filter((route) => route === 'offers.search').length;
const commuteSection = () => screen.getByRole('region', { name: 'My commute' });
const routeButton = (name: string) =>
  within(commuteSection()).getByRole('button', { name: new RegExp(`^${name}`) });

async function backToDashboard() {
  await userEvent.click(screen.getByRole('link', { name: 'Back' }));
  await screen.findByRole('region', { name: 'My commute' });
}

describe('My commute', () => {
  it('saves a route and its way home from the list; the dashboard opens each in one tap and counts what was not shown', async () => {
    answers.set(`Knorrstraße 12>${FIZ.name}`, ['a', 'b']);
    answers.set(`${FIZ.name}>Knorrstraße 12`, ['x', 'y', 'z']);
    setRequestLocation('origin', KNORRSTRASSE_12);
    setRequestLocation('destination', FIZ);
    // Searched for the day the dashboard's entries run (today, on a weekend Monday): their counts are of that day.
    setDepartureTime(commuteDeparture().toISOString());
    submitMobilityRequest('OFFERING');
    visitWithState(OVERVIEW, null);
    renderApp({ language: 'en' });

    await screen.findByRole('list');
    await waitFor(() => expect(searches()).toBe(2)); // the search and its way home
    await userEvent.click(screen.getByRole('button', { name: 'Save as my commute' }));
    expect(
      screen.getByText(`Saved as my commute: ${THERE}. It opens from the start screen in one tap.`),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: `Also save the way home (${BACK})` }));
    expect(screen.getByText(`The way home is saved too: ${BACK}.`)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Also save/ })).not.toBeInTheDocument();

    // The dashboard: both routes, for today (or Monday); no call of its own.
    await backToDashboard();
    const day = commuteDeparture();
    const dayText =
      format(day, 'yyyy-MM-dd') === format(new Date(), 'yyyy-MM-dd')
        ? 'Drivers for today'
        : `Drivers for ${format(day, 'dd/MM/yyyy')}`;
    expect(routeButton(THERE)).toHaveTextContent(
      `${THERE}${dayText}No new matches since your last visit`,
    );
    // The way home's answer beside the first search is held: its matches were never shown.
    expect(routeButton(BACK)).toHaveTextContent(`${BACK}${dayText}3 matches you have not seen yet`);
    expect(searches()).toBe(2);

    // One tap: the spec's offers search for the route, as the search form makes it.
    await userEvent.click(routeButton(BACK));
    await screen.findByRole('list');
    await waitFor(() => expect(searches()).toBe(4));
    const tapped = sent.slice(2).find((body) => body.origin.name === FIZ.name);
    expect(tapped).toMatchObject({
      origin: FIZ,
      destination: KNORRSTRASSE_12,
      integrations: { commutePooling: { postingType: 'OFFERING' } },
    });
    expect(format(new Date(tapped!.departureTime), 'yyyy-MM-dd')).toBe(format(day, 'yyyy-MM-dd'));
    expect(screen.getByText(`This route is one of your commute routes: ${BACK}.`)).toBeVisible();
    await backToDashboard();
    expect(routeButton(BACK)).toHaveTextContent('No new matches since your last visit');

    // A colleague posts a new ride the way back; the morning's search brings it along with its way home.
    answers.set(`${FIZ.name}>Knorrstraße 12`, ['x', 'w', 'y', 'z']);
    await userEvent.click(routeButton(THERE));
    await waitFor(() => expect(searches()).toBe(6));
    await backToDashboard();
    expect(routeButton(BACK)).toHaveTextContent('1 new match since your last visit');
    expect(routeButton(THERE)).toHaveTextContent('No new matches since your last visit');
    expect(searches()).toBe(6);
  });

  it('counts the way home’s new matches when the list is left before the way home has answered', async () => {
    answers.set(`Knorrstraße 12>${FIZ.name}`, ['a']);
    answers.set(`${FIZ.name}>Knorrstraße 12`, ['x', 'y']);
    let answerWayHome = () => {};
    held = {
      route: `${FIZ.name}>Knorrstraße 12`,
      until: new Promise<void>((resolve) => (answerWayHome = resolve)),
    };
    renderApp({ language: 'en' });
    await screen.findByRole('region', { name: 'My commute' });
    const userId = currentUser()!.id;
    act(() => {
      saveCommuteRoute(userId, {
        origin: KNORRSTRASSE_12,
        destination: FIZ,
        postingType: 'OFFERING',
      });
      saveCommuteRoute(userId, {
        origin: FIZ,
        destination: KNORRSTRASSE_12,
        postingType: 'OFFERING',
      });
    });

    // The morning's tap; Back as soon as the first offer shows, the way home still on its way.
    await userEvent.click(routeButton(THERE));
    await screen.findByRole('list');
    await waitFor(() => expect(searches()).toBe(2));
    await backToDashboard();
    expect(routeButton(BACK)).not.toHaveTextContent(/not seen yet|since your last visit/);

    // Its answer arrives on the dashboard: counted for the route back, with no call of the dashboard's own.
    answerWayHome();
    await waitFor(() =>
      expect(routeButton(BACK)).toHaveTextContent('2 matches you have not seen yet'),
    );
    expect(searches()).toBe(2);
  });

  it('removes a route only with Undo at hand, focus following; another user’s routes are never shown', async () => {
    const other = { origin: FIZ, destination: KNORRSTRASSE_12, postingType: 'REQUEST' } as const;
    saveCommuteRoute('someone-else', other);
    renderApp({ language: 'en' });
    // Another user's routes on this device are not shown.
    expect(
      await screen.findByText(
        'Save a route you travel often: on the list of matches, with “Save as my commute”. It then opens here in one tap.',
      ),
    ).toBeVisible();

    const userId = currentUser()!.id;
    act(() => {
      saveCommuteRoute(userId, { ...other, origin: KNORRSTRASSE_12, destination: FIZ });
      saveCommuteRoute(userId, other);
    });
    const passengersBack = 'Passengers for';
    expect(routeButton(BACK)).toHaveTextContent(passengersBack);
    // Never a count without an answer held.
    expect(routeButton(BACK)).not.toHaveTextContent(/match/);

    await userEvent.click(screen.getByRole('button', { name: `Remove: ${BACK} (Passengers)` }));
    expect(
      within(commuteSection()).queryByRole('button', { name: new RegExp(`^${BACK}`) }),
    ).toBeNull();
    expect(screen.getByText(`Removed “${BACK}”.`)).toBeVisible();
    const undo = screen.getByRole('button', { name: 'Undo' });
    await waitFor(() => expect(undo).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(routeButton(BACK)).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    // Back at its place (the second), and stored.
    const names = within(commuteSection())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names[0]).toMatch(new RegExp(`^${THERE}`));
    expect(names[1]).toMatch(new RegExp(`^${BACK}`));
    forgetCommuteSnapshots();
    expect(commuteRoutesOf(userId)).toHaveLength(2);
  });

  it('on a fresh device lists the routes of the user’s postings on the server; the first search starts their count', async () => {
    // A ride the user offers from home to work (a driver looks for passengers there); an ended one is not listed.
    postings = [
      makeBooking('mine', 'confirmed', {
        origin: KNORRSTRASSE_12,
        destination: FIZ,
        postingType: 'OFFERING',
        departureTime: '2030-01-07T07:30:00+01:00',
      }),
      makeBooking('ended', 'finished', { origin: FIZ, destination: KNORRSTRASSE_12 }),
    ];
    answers.set(`Knorrstraße 12>${FIZ.name}`, ['a', 'b']);
    renderApp({ language: 'en' });

    await waitFor(() => expect(routeButton(THERE)).toHaveTextContent(/Passengers for/));
    expect(routeButton(THERE)).toHaveTextContent('From your posting');
    expect(within(commuteSection()).getAllByRole('listitem')).toHaveLength(1);
    // No count before an answer is held; no Remove: it stays while the posting runs.
    expect(routeButton(THERE)).not.toHaveTextContent(/match/);
    expect(within(commuteSection()).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(searches()).toBe(0);

    await userEvent.click(routeButton(THERE));
    await screen.findByRole('list');
    expect(sent[0]).toMatchObject({
      origin: KNORRSTRASSE_12,
      destination: FIZ,
      integrations: { commutePooling: { postingType: 'REQUEST' } },
    });
    await backToDashboard();
    await waitFor(() =>
      expect(routeButton(THERE)).toHaveTextContent('No new matches since your last visit'),
    );
    expect(routeButton(THERE)).toHaveTextContent('From your posting');
    expect(commuteRoutesOf(currentUser()!.id)).toHaveLength(1);
  });

  it('offers the route searched last on this device when there is nothing else', async () => {
    localStorage.setItem(
      'wen.lastRoute',
      JSON.stringify({
        version: 1,
        userId: PERSONAS.demo.id,
        origin: FIZ,
        destination: KNORRSTRASSE_12,
      }),
    );
    renderApp({ language: 'en' });
    await waitFor(() => expect(routeButton(BACK)).toHaveTextContent('Your last search'));
    expect(within(commuteSection()).queryByRole('button', { name: /^Remove/ })).toBeNull();
  });
});
