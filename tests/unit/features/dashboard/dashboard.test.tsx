import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { offersKeys } from '@/api/offers-keys';
import { routeTable } from '@/app/route-table';
import {
  mobilityRequest,
  setDepartureTime,
  setRequestLocation,
  toMobilityRequestBody,
} from '@/domain/trip-request/mobility-request-store';
import { queryClient } from '@/lib/query-client';
import { ROUTES } from '@/lib/routes';
import { forgetRememberedRouteFill } from '@/features/dashboard/ride-search-form';
import { REMEMBERED_ROUTE_KEY, rememberRoute } from '@/features/dashboard/remembered-route';
import { renderApp, resetAppState, visit } from '../../support/render-app';
import { calledRoutes, storeTokenOf, useFindTestBackend } from '../../support/find-test-backend';
import { DACHAU, FIZ, FIZ_12 } from '../../support/builders';

useFindTestBackend();

beforeEach(async () => {
  resetAppState();
  forgetRememberedRouteFill();
  await storeTokenOf('demo');
  visit('/');
});

describe('dashboard search', () => {
  it('Find drivers and Find passengers stay disabled until origin, destination and date are set', async () => {
    renderApp({ language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Welcome, Max Mustermann!' })).toBeVisible();
    const findDrivers = screen.getByRole('button', { name: 'Find drivers' });
    const findPassengers = screen.getByRole('button', { name: 'Find passengers' });
    expect(findDrivers).toBeDisabled();
    expect(findPassengers).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Origin Choose origin' })).toBeVisible();

    setRequestLocation('origin', DACHAU);
    expect(
      await screen.findByRole('button', { name: 'Origin Dachau, 85221 Dachau' }),
    ).toBeVisible();
    expect(findDrivers).toBeDisabled();
    setRequestLocation('destination', FIZ_12);
    expect(
      await screen.findByRole('button', {
        name: 'Destination FIZ 12, FIZ Forschungs- und Innovationszentrum, Knorrstraße 147, 80937 München',
      }),
    ).toBeVisible();
    await waitFor(() => expect(findDrivers).toBeEnabled());
    expect(findPassengers).toBeEnabled();

    // Without a date there is no search; the browser's 'clear' keeps the chosen date (never an empty field).
    fireEvent.change(screen.getByLabelText('Departure date'), { target: { value: '' } });
    expect(findDrivers).toBeEnabled();
    setDepartureTime('');
    await waitFor(() => expect(findDrivers).toBeDisabled());
  });

  it('the date defaults to today shown dd/MM/yyyy, allows today at the earliest, and a past date resets to today with a note', async () => {
    renderApp({ language: 'en' });
    const date = await screen.findByLabelText('Departure date');
    const today = format(new Date(), 'yyyy-MM-dd');
    expect(date).toHaveValue(today);
    expect(date).toHaveAttribute('min', today);
    expect(screen.getByText(format(new Date(), 'dd/MM/yyyy'))).toBeVisible();

    fireEvent.change(date, { target: { value: '2020-01-01' } });
    await waitFor(() => expect(date).toHaveValue(today));
    expect(screen.getByRole('status')).toHaveTextContent(
      'A date in the past is not possible: set to today.',
    );
    fireEvent.change(date, { target: { value: '2099-05-04' } });
    await waitFor(() => expect(date).toHaveValue('2099-05-04'));
    expect(screen.getByText('04/05/2099')).toBeVisible();
    expect(screen.queryByText(/is not possible/)).not.toBeInTheDocument();
    expect(format(new Date(mobilityRequest.departureTime), 'yyyy-MM-dd')).toBe('2099-05-04');
  });

  it('a departure kept from an earlier day is reset to today when the dashboard opens', async () => {
    setDepartureTime(new Date(Date.now() - 3 * 86_400_000).toISOString());
    renderApp({ language: 'en' });
    const date = await screen.findByLabelText('Departure date');
    await waitFor(() => expect(date).toHaveValue(format(new Date(), 'yyyy-MM-dd')));
  });

  it('remembers the route searched last (per user) and fills it into an empty request on the next visit', async () => {
    const user = userEvent.setup();
    setRequestLocation('origin', DACHAU);
    setRequestLocation('destination', FIZ);
    const first = renderApp({ language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Find drivers' }));
    await waitFor(() => expect(window.location.pathname).toBe('/commute-pooling/offers/overview'));
    expect(JSON.parse(localStorage.getItem(REMEMBERED_ROUTE_KEY) ?? 'null')).toMatchObject({
      userId: 'user-demo',
      origin: { name: 'Dachau' },
      destination: { name: FIZ.name },
    });
    first.unmount();

    // A new visit: empty request, the route is back.
    sessionStorage.clear();
    Object.assign(mobilityRequest, { origin: null, destination: null, mobilityRequestId: null });
    forgetRememberedRouteFill();
    visit('/');
    renderApp({ language: 'en' });
    expect(
      await screen.findByRole('button', { name: 'Origin Dachau, 85221 Dachau' }),
    ).toBeVisible();
    expect(mobilityRequest.destination?.name).toBe(FIZ.name);
  });

  it('after New search the request stays empty and the remembered route is offered as one button', async () => {
    const user = userEvent.setup();
    rememberRoute('user-demo', { origin: DACHAU, destination: FIZ });
    renderApp({ language: 'en' });
    await screen.findByRole('button', { name: 'Origin Dachau, 85221 Dachau' });
    // 'New search' resets the request; the dashboard opens again within the same visit.
    Object.assign(mobilityRequest, { origin: null, destination: null });
    const lastRoute = await screen.findByRole('button', {
      name: `Last route: Dachau → ${FIZ.name}`,
    });
    expect(mobilityRequest.origin).toBeNull();
    await user.click(lastRoute);
    expect(mobilityRequest.origin?.name).toBe('Dachau');
    expect(mobilityRequest.destination?.name).toBe(FIZ.name);
    expect(screen.queryByRole('button', { name: /^Last route/ })).not.toBeInTheDocument();
  });

  it("another user's remembered route, or an unreadable one, is ignored", async () => {
    rememberRoute('user-other', { origin: DACHAU, destination: FIZ });
    const view = renderApp({ language: 'en' });
    expect(await screen.findByRole('button', { name: 'Origin Choose origin' })).toBeVisible();
    view.unmount();
    localStorage.setItem(REMEMBERED_ROUTE_KEY, '{"version":1,"userId":"user-demo","origin":{}}');
    forgetRememberedRouteFill();
    renderApp({ language: 'en' });
    expect(await screen.findByRole('button', { name: 'Origin Choose origin' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Last route/ })).not.toBeInTheDocument();
  });

  it('swaps origin and destination with one button', async () => {
    const user = userEvent.setup();
    renderApp({ language: 'en' });
    const swap = await screen.findByRole('button', { name: 'Swap start and destination' });
    expect(swap).toBeDisabled();
    setRequestLocation('origin', DACHAU);
    await waitFor(() => expect(swap).toBeEnabled());
    await user.click(swap);
    expect(mobilityRequest.origin).toBeNull();
    expect(mobilityRequest.destination?.name).toBe('Dachau');
    setRequestLocation('origin', FIZ);
    await user.click(swap);
    expect(mobilityRequest.origin?.name).toBe('Dachau');
    expect(mobilityRequest.destination?.name).toBe(FIZ.name);
  });

  it('origin and destination open the picker with the navigation state of their target', async () => {
    const user = userEvent.setup();
    renderApp({ language: 'en' });
    await user.click(await screen.findByRole('button', { name: /^Destination/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/commute-pooling/location-picker'));
    expect(window.history.state).toEqual({ type: 'destination' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose destination' }),
    ).toBeVisible();
  });

  it('Find drivers creates the request id and opens the overview for the request’s posting type', async () => {
    const user = userEvent.setup();
    setRequestLocation('origin', DACHAU);
    setRequestLocation('destination', FIZ);
    renderApp({ language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Find drivers' }));

    await waitFor(() => expect(window.location.pathname).toBe('/commute-pooling/offers/overview'));
    // The request carries the integration info (one source for the posting type, kept for the tab).
    expect(mobilityRequest.postingType).toBe('OFFERING');
    expect(mobilityRequest.mobilityRequestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Drivers' })).toBeVisible();
  });

  it('Find sends the search at the tap, not once the list’s screen is there; the list’s code is fetched ahead once the form is complete', async () => {
    const user = userEvent.setup();
    // The list's screen as a probe that searches nothing and counts its preloads: the search is the dashboard's.
    const overviewPreloads = vi.fn(() => Promise.resolve());
    const routes = routeTable.map((entry) =>
      entry.path === ROUTES.offersOverview
        ? { ...entry, screen: () => <h1>list probe</h1>, preload: overviewPreloads }
        : entry,
    );
    renderApp({ language: 'en', routes });
    await screen.findByRole('button', { name: 'Find drivers' });
    setRequestLocation('origin', DACHAU);
    expect(overviewPreloads).not.toHaveBeenCalled();
    setRequestLocation('destination', FIZ);
    await waitFor(() => expect(overviewPreloads).toHaveBeenCalledTimes(1));

    await user.click(screen.getByRole('button', { name: 'Find drivers' }));
    expect(await screen.findByRole('heading', { name: 'list probe' })).toBeVisible();
    await waitFor(() => expect(calledRoutes).toContain('offers.search'));
    const body = toMobilityRequestBody(mobilityRequest);
    expect(body).not.toBeNull();
    await waitFor(() =>
      expect(queryClient.getQueryState(offersKeys.search(body!))?.status).toBe('success'),
    );
  });

  it('the header leads to help and My page; logout resets the request and the trip cache', async () => {
    const user = userEvent.setup();
    setRequestLocation('origin', DACHAU);
    renderApp({ language: 'en' });
    expect(await screen.findByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    expect(screen.getByRole('link', { name: 'My WEN' })).toHaveAttribute('href', '/my-wen');

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    // One tap beside the profile icon only asks; staying logged in changes nothing.
    await user.click(screen.getByRole('button', { name: 'Stay logged in' }));
    expect(mobilityRequest.origin).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(screen.getByRole('button', { name: 'Yes, log out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(mobilityRequest.origin).toBeNull();
    await waitFor(() => expect(calledRoutes).toContain('offers.cleanupTripCache'));
    expect(calledRoutes.indexOf('offers.cleanupTripCache')).toBeLessThan(
      calledRoutes.indexOf('auth.logout'),
    );
  });

  it('German texts; no search for a user without access', async () => {
    renderApp({ language: 'de' });
    expect(await screen.findByRole('heading', { name: 'Fahrgemeinschaft finden' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start Startpunkt wählen' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ziel Ziel wählen' })).toBeVisible();
    expect(screen.getByLabelText('Abfahrtsdatum')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start und Ziel tauschen' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Fahrer finden' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mitfahrer finden' })).toBeDisabled();
    expect(screen.getByText('Bitte wählen Sie Start, Ziel und Abfahrtsdatum.')).toBeVisible();
  });

  it('a user without commute-pooling access sees the no-access texts and no search', async () => {
    resetAppState();
    await storeTokenOf('noAccess');
    renderApp({ language: 'en' });
    expect(
      await screen.findByText("You don't have access to the mobility services yet."),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Find drivers' })).not.toBeInTheDocument();
  });
});
