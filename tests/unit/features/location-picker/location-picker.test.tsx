import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mobilityRequest } from '@/domain/trip-request/mobility-request-store';
import { renderApp, resetAppState, visit } from '../../support/render-app';
import {
  calledRoutes,
  failRoute,
  storeTokenOf,
  useFindTestBackend,
  visitWithState,
} from '../../support/find-test-backend';

useFindTestBackend();

const PICKER = '/commute-pooling/location-picker';

beforeEach(async () => {
  resetAppState();
  await storeTokenOf('demo');
  visit('/');
});

const resultsRegion = (name = 'Search results') => screen.getByRole('region', { name });

describe('location picker', () => {
  it('without a navigation state there is nothing to pick for: it goes to /', async () => {
    visit(PICKER);
    renderApp({ language: 'en' });
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('asks for 2 characters once something is typed, then searches: recent collapses, results open, and the reverse', async () => {
    const user = userEvent.setup();
    visitWithState(PICKER, { type: 'origin' });
    renderApp({ language: 'en' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Choose origin' })).toBeVisible();
    // Nothing typed yet: nothing to correct.
    expect(screen.queryByText('Please enter a longer search term')).not.toBeInTheDocument();
    const recent = screen.getByRole('button', { name: 'Recent', expanded: true });
    const results = screen.getByRole('button', { name: 'Search results', expanded: false });
    // Hot spots: the predefined places, nearest to the default location first.
    const hotSpots = await screen.findByRole('region', { name: 'Hot spots and sites' });
    expect((await within(hotSpots).findAllByRole('button')).length).toBeGreaterThan(3);
    // Recent: the first 3 only.
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Recent' })).getAllByRole('listitem'),
      ).toHaveLength(3),
    );

    const search = screen.getByRole('searchbox', { name: 'Search for a place' });
    await user.type(search, 'D');
    expect(screen.getByText('Please enter a longer search term')).toBeVisible();
    expect(recent).toHaveAttribute('aria-expanded', 'true');

    await user.type(search, 'achau');
    expect(recent).toHaveAttribute('aria-expanded', 'false');
    expect(results).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByText('Please enter a longer search term')).not.toBeInTheDocument();
    expect(within(resultsRegion()).getByText('Loading results...')).toBeVisible();
    const dachau = await within(resultsRegion()).findByRole('button', {
      name: /^Dachau, 85221 Dachau/,
    });
    expect(dachau).toHaveTextContent(/km away/);
    expect(calledRoutes.filter((route) => route === 'places.search')).toHaveLength(1);

    await user.clear(search);
    await user.type(search, 'D');
    expect(recent).toHaveAttribute('aria-expanded', 'true');
    expect(results).toHaveAttribute('aria-expanded', 'false');
  });

  it('picking a place stores it as the request origin and goes back', async () => {
    const user = userEvent.setup();
    window.history.pushState(null, '', '/');
    visitWithState(PICKER, { type: 'destination' });
    renderApp({ language: 'en' });

    await user.type(await screen.findByRole('searchbox', { name: 'Search for a place' }), 'FIZ');
    await user.click(
      await within(resultsRegion()).findByRole('button', {
        name: /^FIZ Forschungs- und Innovationszentrum/,
      }),
    );

    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(mobilityRequest.destination).toEqual({
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      name: 'FIZ Forschungs- und Innovationszentrum',
      address: expect.stringContaining('München'),
    });
    expect(
      await screen.findByRole('button', { name: /^Destination FIZ Forschungs/ }),
    ).toBeVisible();
  });

  it('a nonsense term: No results (and no empty hot spots section)', async () => {
    const user = userEvent.setup();
    visitWithState(PICKER, { type: 'origin' });
    renderApp({ language: 'en' });
    await user.type(await screen.findByRole('searchbox'), 'xqzvwjk');
    expect(await within(resultsRegion()).findByText('No results')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Hot spots and sites' })).not.toBeInTheDocument();
  });

  it('a failed search is recorded in its section; the picker stays usable', async () => {
    const user = userEvent.setup();
    failRoute('places.search');
    visitWithState(PICKER, { type: 'origin' });
    renderApp({ language: 'en' });
    await user.type(await screen.findByRole('searchbox'), 'Dachau');
    expect(await within(resultsRegion()).findByRole('alert')).toHaveTextContent(
      'The list could not be loaded.',
    );
    const hotSpot = await within(
      screen.getByRole('region', { name: 'Hot spots and sites' }),
    ).findByRole('button', { name: /^P\+R Dachau Bahnhof/ });
    await user.click(hotSpot);
    await waitFor(() => expect(mobilityRequest.origin?.name).toBe('P+R Dachau Bahnhof'));
  });

  it('German texts', async () => {
    const user = userEvent.setup();
    visitWithState(PICKER, { type: 'origin' });
    renderApp({ language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Start wählen' })).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Ort suchen' }), 'x');
    expect(screen.getByText('Bitte geben Sie einen längeren Suchbegriff ein')).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Ort suchen' }), 'qzvwjk');
    expect(
      within(resultsRegion('Suchergebnisse')).getByText('Ergebnisse werden geladen...'),
    ).toBeVisible();
    expect(
      await within(resultsRegion('Suchergebnisse')).findByText('Keine Ergebnisse'),
    ).toBeVisible();
  });

  it('no Campus tab without bmwBuildings', async () => {
    visitWithState(PICKER, { type: 'origin' });
    renderApp({ language: 'en' });
    expect(await screen.findByRole('searchbox', { name: 'Search for a place' })).toBeVisible();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(calledRoutes).not.toContain('places.buildings');
  });

  it('with bmwBuildings: Campus and Other Places tabs; the Campus tab searches buildings in the language', async () => {
    const user = userEvent.setup();
    resetAppState();
    await storeTokenOf('buildings');
    visitWithState(PICKER, { type: 'destination' });
    renderApp({ language: 'de' });

    const other = await screen.findByRole('tab', { name: 'Andere Orte', selected: true });
    const campus = screen.getByRole('tab', { name: 'Campus', selected: false });
    expect(other).toBeVisible();
    await user.click(campus);
    expect(campus).toHaveAttribute('aria-selected', 'true');
    await user.type(screen.getByRole('searchbox', { name: 'Gebäude suchen' }), 'fiz1');
    const buildings = await within(resultsRegion('Gebäude')).findAllByRole('listitem');
    expect(buildings[0]).toHaveTextContent(/^FIZ 1, /);
    expect(buildings.length).toBeLessThanOrEqual(50);
    expect(calledRoutes).toContain('places.buildings');
    expect(
      screen.queryByRole('region', { name: 'Treffpunkte und Standorte' }),
    ).not.toBeInTheDocument();

    // Arrow keys move between the tabs.
    campus.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Andere Orte' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
