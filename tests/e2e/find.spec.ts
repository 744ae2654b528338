import { expect, test } from './support/fixtures';
import {
  berlinDate,
  locationButton,
  pickLocation,
  resultsSection,
  searchSettled,
  shownOfferDistances,
} from './support/find-helpers';

/** Shown distances are rounded to 0.1 km each, so two shown sums may differ from the true order by 0.1 km. */
const ROUNDING_TOLERANCE_M = 100;

/**
 * The offer search's failure and the Campus tab (in English) are checked in jsdom against the same fake backend:
 * tests/unit/features/offers/find-journeys.test.tsx (issue 17i).
 */
test.describe('find a ride', () => {
  // Each flow takes ~10 s; the head-room is for a machine shared with other test runs.
  test.describe.configure({ timeout: 60_000 });

  test('a full search: pick origin and destination, a date, find drivers, open a match, write an e-mail', async ({
    page,
    signIn,
  }) => {
    await signIn('demo', { language: 'en' });
    await expect(page.getByRole('heading', { name: 'Welcome, Max Mustermann!' })).toBeVisible();
    const findDrivers = page.getByRole('button', { name: 'Find drivers' });
    await expect(findDrivers).toBeDisabled();
    // The list's code: fetched ahead once the form is complete and the dashboard idle (decision 027), not before.
    const listCodeFetches = () =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => /\/offers-overview-screen-[^/]*\.js$/.test(entry.name)).length,
      );
    expect(await listCodeFetches()).toBe(0);

    await pickLocation(page, 'origin', 'Dachau', /^Dachau, 85221 Dachau/);
    await expect(locationButton(page, 'origin')).toHaveText(/Dachau, 85221 Dachau/);
    await pickLocation(page, 'destination', 'FIZ', /^FIZ Forschungs- und Innovationszentrum/);
    await expect(locationButton(page, 'destination')).toHaveText(/FIZ Forschungs/);

    const tomorrow = berlinDate(1);
    const [year, month, day] = tomorrow.split('-');
    await page.getByLabel('Departure date').fill(tomorrow);
    await expect(page.getByLabel('Departure date')).toHaveValue(tomorrow);
    // Shown in the spec's picker format, whatever the browser's locale.
    await expect(page.locator('.date-field__shown')).toHaveText(`${day}/${month}/${year}`);
    await expect(findDrivers).toBeEnabled();
    await expect.poll(listCodeFetches, { timeout: 15_000 }).toBe(1);
    await findDrivers.click();

    await expect(page).toHaveURL(/\/commute-pooling\/offers\/overview$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Drivers' })).toBeVisible();
    const list = page.getByRole('list').filter({ has: page.getByRole('link') });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByText(/\d+ match(es)?, nearest first/)).toBeVisible();

    const distances = await shownOfferDistances(list);
    expect(distances.length).toBeGreaterThan(3);
    const sums = distances.map(([origin, destination]) => origin + destination);
    for (let index = 1; index < sums.length; index += 1) {
      expect(sums[index]!).toBeGreaterThanOrEqual(sums[index - 1]! - ROUNDING_TOLERANCE_M);
    }
    expect(sums.at(-1)!).toBeGreaterThan(sums[0]!);

    const first = list.getByRole('listitem').first().getByRole('link');
    const posterName = (await first.locator('.offer-entry__name').innerText()).trim();
    await first.click();

    await expect(page).toHaveURL(/\/commute-pooling\/offers\/detail$/);
    await expect(page.getByRole('heading', { level: 2, name: posterName })).toBeVisible();
    await expect(page.getByText(/from your origin$/)).toBeVisible();
    await expect(page.getByText(/from your destination$/)).toBeVisible();
    const email = (await page.locator('.offer-detail__email').innerText()).trim();
    expect(email).toMatch(/^[^@\s]+@[^@\s]+$/);

    const href = await page.getByRole('link', { name: 'Write an e-mail' }).getAttribute('href');
    expect(href).toMatch(/^mailto:/);
    const [recipient, query] = href!.slice('mailto:'.length).split('?') as [string, string];
    expect(decodeURIComponent(recipient)).toBe(email);
    const subject = new URLSearchParams(query).get('subject') ?? '';
    expect(subject).toMatch(/^WEN car pool: .+ – .+$/);
    expect(query).not.toMatch(/[ \n]/); // every part URL-encoded

    // Back to the list as it was left.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Drivers' })).toBeVisible();
    await expect(list.getByRole('listitem').first()).toBeVisible();

    // No match wanted: a one-time request starts at the searched day.
    await page.getByRole('button', { name: /^No drivers\?/ }).click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('radio', { name: 'One-time' }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/third-step-onetime$/);
    await expect(page.locator('.date-field__shown')).toHaveText(
      new RegExp(`^${day}/${month}/${year} \\d{2}:\\d{2}$`),
    );
    await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();

    // The next visit (a new tab): the route searched last is there already; one tap swaps it.
    const nextVisit = await page.context().newPage();
    await nextVisit.goto('/');
    await expect(locationButton(nextVisit, 'origin')).toHaveText(/Dachau, 85221 Dachau/);
    await expect(locationButton(nextVisit, 'destination')).toHaveText(/FIZ Forschungs/);
    await nextVisit.getByRole('button', { name: 'Swap start and destination' }).click();
    await expect(locationButton(nextVisit, 'origin')).toHaveText(/FIZ Forschungs/);
    await expect(locationButton(nextVisit, 'destination')).toHaveText(/Dachau, 85221 Dachau/);
    await expect(nextVisit.getByRole('button', { name: 'Find drivers' })).toBeEnabled();
    await nextVisit.close();
  });

  test('picker in German: the hint under 2 characters, sections collapsing and opening, loading and results', async ({
    page,
    signIn,
  }) => {
    await signIn('demo');
    await expect(page.getByRole('heading', { name: 'Willkommen, Max Mustermann!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fahrer finden', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Mitfahrer finden' })).toBeDisabled();
    await expect(page.getByLabel('Abfahrtsdatum')).toHaveValue(berlinDate(0));

    await locationButton(page, 'origin').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Start wählen' })).toBeVisible();
    await expect(page).toHaveTitle('Start wählen · WEN');
    const hint = page.getByText('Bitte geben Sie einen längeren Suchbegriff ein').first();
    const recentToggle = page.getByRole('button', { name: 'Zuletzt verwendet', exact: true });
    const resultsToggle = page.getByRole('button', { name: 'Suchergebnisse', exact: true });
    // Nothing typed yet: no hint to correct anything.
    await expect(hint).toBeHidden();
    await expect(recentToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(resultsToggle).toHaveAttribute('aria-expanded', 'false');
    // Recent places first; the hot spots folded to the nearest 5; distances say from where.
    const hotSpots = page.getByRole('region', { name: 'Treffpunkte und Standorte' });
    await expect(hotSpots).toBeVisible();
    await expect(page.getByRole('region')).toHaveCount(3);
    await expect(page.getByRole('region').first()).toHaveAccessibleName(/^Zuletzt verwendet/);
    await expect(hotSpots.getByRole('listitem')).toHaveCount(5);
    await expect(page.getByText('Entfernungen ab einem Standardpunkt in München.')).toBeVisible();
    const showAll = hotSpots.getByRole('button', { name: /^Alle anzeigen \(\d+\)$/ });
    const total = Number(/\d+/.exec((await showAll.textContent()) ?? '')?.[0]);
    await showAll.click();
    await expect(hotSpots.getByRole('listitem')).toHaveCount(total);
    await expect(hotSpots.getByRole('listitem').nth(5).getByRole('button')).toBeFocused();
    await hotSpots.getByRole('button', { name: 'Weniger anzeigen' }).click();
    await expect(hotSpots.getByRole('listitem')).toHaveCount(5);

    const search = page.getByRole('searchbox', { name: 'Ort suchen' });
    await search.fill('D');
    await expect(hint).toBeVisible();
    await expect(recentToggle).toHaveAttribute('aria-expanded', 'true');

    await search.pressSequentially('a');
    await expect(resultsSection(page).getByText('Ergebnisse werden geladen...')).toBeVisible();
    await expect(hint).toBeHidden();
    await expect(recentToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(resultsToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(
      resultsSection(page).getByRole('button', { name: /^Dachau, 85221 Dachau/ }),
    ).toBeVisible();
    // Hot spots are filtered by the words of the term.
    await expect(
      page
        .getByRole('region', { name: 'Treffpunkte und Standorte' })
        .getByRole('button', { name: /^P\+R Dachau Bahnhof/ }),
    ).toBeVisible();

    await search.press('Backspace');
    await expect(hint).toBeVisible();
    await expect(recentToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(resultsToggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a nonsense term finds nothing: No results, and the picker stays usable', async ({
    page,
    signIn,
  }) => {
    await signIn('demo', { language: 'en' });
    await locationButton(page, 'destination').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Choose destination' })).toBeVisible();
    await expect(page).toHaveTitle('Choose destination · WEN');
    await expect(page.getByText('Please enter a longer search term')).toBeHidden();
    const search = page.getByRole('searchbox', { name: 'Search for a place' });
    await search.fill('x');
    await expect(page.getByText('Please enter a longer search term').first()).toBeVisible();
    await search.fill('xqzvwjk');
    await expect(resultsSection(page).getByText('No results')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Hot spots and sites' })).toHaveCount(0);

    await search.fill('FIZ');
    // The FIZ is a hot spot: listed there, not again among the results.
    const fiz = page.getByRole('button', { name: /^FIZ Forschungs- und Innovationszentrum,/ });
    await searchSettled(page);
    await expect(fiz).toHaveCount(1);
    await expect(fiz).toContainText('Building');
    await page
      .getByRole('region', { name: 'Hot spots and sites' })
      .getByRole('button', { name: /^FIZ Forschungs- und Innovationszentrum,/ })
      .click();
    await expect(locationButton(page, 'destination')).toHaveText(/FIZ Forschungs/);
  });

  test('dashboard in German and English; the request survives the picker and a language switch', async ({
    page,
    signIn,
  }) => {
    await signIn('demo');
    await expect(page.getByRole('heading', { name: 'Fahrgemeinschaft finden' })).toBeVisible();
    await expect(locationButton(page, 'origin')).toHaveText(/Startpunkt wählen/);
    await expect(page.getByRole('link', { name: 'Hilfe' })).toHaveAttribute('href', '/help');
    await expect(page.getByRole('link', { name: 'Mein WEN' })).toHaveAttribute('href', '/my-wen');
    await pickLocation(page, 'origin', 'Dachau', /^Dachau, 85221 Dachau/);

    await page.getByRole('button', { name: 'EN, English', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Find a car pool' })).toBeVisible();
    await expect(locationButton(page, 'origin')).toHaveText(/^Origin\s*Dachau, 85221 Dachau/);
    await expect(locationButton(page, 'destination')).toHaveText(/Choose destination/);
    await expect(page.getByRole('button', { name: 'Find drivers' })).toBeDisabled();
    await expect(
      page.getByText('Please choose origin, destination and departure date.'),
    ).toBeVisible();

    await locationButton(page, 'destination').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Choose destination' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Hot spots and sites' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(locationButton(page, 'origin')).toHaveText(/Dachau, 85221 Dachau/);
  });
});
