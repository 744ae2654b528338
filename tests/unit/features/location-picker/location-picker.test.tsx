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

    await user.type(await screen.findByRole('searchbox', { name: 'Search for a place' }), 'Dachau');
    await user.click(
      await within(resultsRegion()).findByRole('button', { name: /^Dachau, 85221 Dachau/ }),
    );

    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(mobilityRequest.destination).toEqual({
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      name: 'Dachau',
      address: expect.stringContaining('85221'),
    });
    expect(
      await screen.findByRole('button', { name: /^Destination Dachau, 85221 Dachau/ }),
    ).toBeVisible();
  });

  it('recent places first, the hot spots folded to the nearest 5 with Show all, each place once, distances say from where', async () => {
    const user = userEvent.setup();
    visitWithState(PICKER, { type: 'origin' });
    renderApp({ language: 'en' });
    const hotSpots = await screen.findByRole('region', { name: 'Hot spots and sites' });
    const headings = screen
      .getAllByRole('region')
      .map((region) => within(region).getByRole('heading').textContent?.replace(/[▾▸]/, ''));
    expect(headings).toEqual(['Recent', 'Hot spots and sites', 'Search results']);
    expect(screen.getByText('Distances from a default point in Munich.')).toBeVisible();

    await waitFor(() => expect(within(hotSpots).getAllByRole('listitem')).toHaveLength(5));
    const showAll = within(hotSpots).getByRole('button', { name: /^Show all \(\d+\)$/ });
    const total = Number(/\((\d+)\)/.exec(showAll.textContent ?? '')?.[1]);
    expect(total).toBeGreaterThan(5);
    await user.click(showAll);
    expect(within(hotSpots).getAllByRole('listitem')).toHaveLength(total);
    // The focus lands on the first place the button revealed.
    expect(within(within(hotSpots).getAllByRole('listitem')[5]!).getByRole('button')).toHaveFocus();
    await user.click(within(hotSpots).getByRole('button', { name: 'Show fewer' }));
    expect(within(hotSpots).getAllByRole('listitem')).toHaveLength(5);

    // The FIZ is a hot spot and a search result: listed once, as the building it is.
    await user.type(screen.getByRole('searchbox', { name: 'Search for a place' }), 'FIZ');
    await within(resultsRegion()).findAllByRole('button');
    const fiz = screen.getAllByRole('button', { name: /^FIZ Forschungs- und Innovationszentrum,/ });
    expect(fiz).toHaveLength(1);
    expect(within(hotSpots).getByRole('button', { name: /^FIZ Forschungs/ })).toHaveTextContent(
      /Building ·/,
    );
  });

  it('distances from the device once the user allows it', async () => {
    const user = userEvent.setup();
    // At Dachau station (jsdom has no geolocation: the device's answer, as a browser gives it once allowed).
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (success: PositionCallback) =>
          success({ coords: { latitude: 48.25424, longitude: 11.43467 } } as GeolocationPosition),
      },
    });
    try {
      visitWithState(PICKER, { type: 'origin' });
      renderApp({ language: 'de' });
      expect(
        await screen.findByText('Entfernungen ab einem Standardpunkt in München.'),
      ).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Meinen Standort verwenden' }));
      expect(await screen.findByText('Entfernungen ab Ihrem Standort.')).toBeVisible();
      expect(
        screen.queryByRole('button', { name: 'Meinen Standort verwenden' }),
      ).not.toBeInTheDocument();
      // The nearest hot spot is now the one at Dachau station.
      const hotSpots = screen.getByRole('region', { name: 'Treffpunkte und Standorte' });
      await waitFor(() =>
        expect(within(hotSpots).getAllByRole('button')[0]).toHaveTextContent(/^P\+R Dachau/),
      );
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
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
