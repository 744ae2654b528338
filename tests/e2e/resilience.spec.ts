import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../build/chromium';
import { PERSONAS } from '@mocks/seed';
import { LAST_KNOWN_USER_KEY } from '@/lib/token-storage';
import { clearFaults, injectFault } from './support/faults';
import { expect, openApp, signInWithPassword, test } from './support/fixtures';
import {
  berlinDay,
  bookingCard,
  chooseLocationViaPicker,
  chooseOneTimeDeparture,
  continueButton,
  navigateInApp,
  openMyPage,
  waitForDashboard,
} from './support/posting-helpers';

/**
 * A commuter's phone network and a locked-down browser (issue 16, point 5): an outage at start-up keeps the
 * sign-in, blocked storage says so in every build, a link with another user's token asks first, and a posting sent
 * while offline is there exactly once after the retry.
 */

/** Each journey starts the app two or three times (about 2 s each here, far more under load). */
const JOURNEY_TIMEOUT = 60_000;

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));

/**
 * Every later start of this page without the last known user (as on a phone whose user was never kept): the
 * start-up screens. With it, the screen it painted stays with a notice (decision 026, unconfirmed-dashboard.spec.ts).
 * Removed as each document starts, before index.html's first-paint script and the app read it: removed from the
 * test instead, it came back when the sign-in's own GET /users/me answered after it (the user refresh keeps every
 * answer), and the start painted My page (a full run, and 1 in 6 here).
 */
const startWithoutKeptUser = (page: Page) =>
  page.addInitScript((key) => localStorage.removeItem(key), LAST_KNOWN_USER_KEY);

test.describe('outage at start-up', () => {
  test('no answer, then the network returns: the sign-in was kept and the app carries on by itself; a 5xx: Try again', async ({
    page,
    context,
    signIn,
  }) => {
    test.setTimeout(JOURNEY_TIMEOUT);
    await signIn('demo', { path: '/my-wen' });
    const token = await storedToken(page);
    expect(token).toBeTruthy();

    // The backend cannot be reached at start-up.
    await injectFault(page, { route: 'users.me', kind: 'network-error' });
    await startWithoutKeptUser(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Keine Verbindung' })).toBeVisible();
    await expect(page.getByText('Sie bleiben angemeldet')).toBeVisible();
    expect(await storedToken(page)).toBe(token);

    // The phone loses the network, the backend comes back, the network returns: no tap needed.
    await context.setOffline(true);
    await clearFaults(page);
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/my-wen$/);
    await expect(page.getByRole('region', { name: 'Max Mustermann' })).toBeVisible();

    // The service answers 500 at start-up: unavailable (in English); Try again once it answers.
    await injectFault(page, { route: 'users.me', kind: 'status', status: 500 });
    await page.goto('/my-wen?locale=en');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Service unavailable' }),
    ).toBeVisible();
    expect(await storedToken(page)).toBe(token);
    await clearFaults(page);
    // The screen also tries again by itself (after 1 s, 2 s, …: START_UP_RETRY_DELAYS_MS), so it may be gone before
    // the press: pressed if it is still there, without waiting for a button that has left.
    await page
      .getByRole('button', { name: 'Try again' })
      .dispatchEvent('click', undefined, { timeout: 1_000 })
      .catch(() => undefined);
    await expect(page.getByRole('region', { name: 'Max Mustermann' })).toBeVisible();
  });
});

test.describe('a token in the URL while signed in', () => {
  test('asks whether to switch accounts: staying keeps the session, switching signs the other user in', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(JOURNEY_TIMEOUT);
    await signIn('demo');
    await waitForDashboard(page);
    const demoToken = await storedToken(page);
    const otherToken = () =>
      page.evaluate(
        async (credentials) => {
          const response = await fetch('/api/v1/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ grant_type: 'password', ...credentials }),
          });
          return ((await response.json()) as { idToken: string }).idToken;
        },
        { email: PERSONAS.publicUser.email, password: PERSONAS.publicUser.password },
      );

    await openApp(page, `/my-wen?accessToken=${await otherToken()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Konto wechseln?' })).toBeVisible();
    await expect(page.getByText(/Sie sind als Max Mustermann \(demo@bmw\.example\)/)).toBeVisible();
    await expect(page.getByText(/meldet Sophie Becker \(public@mail\.example\) an/)).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('button', { name: 'Als Max Mustermann angemeldet bleiben' }).click();
    await expect(page.getByRole('region', { name: 'Max Mustermann' })).toBeVisible();
    expect(await storedToken(page)).toBe(demoToken);

    const publicToken = await otherToken();
    await openApp(page, `/my-wen?accessToken=${publicToken}&locale=en`);
    await expect(page.getByRole('heading', { level: 1, name: 'Switch accounts?' })).toBeVisible();
    await page.getByRole('button', { name: 'Switch to Sophie Becker' }).click();
    await expect(page.getByRole('region', { name: 'Sophie Becker' })).toBeVisible();
    expect(await storedToken(page)).toBe(publicToken);
  });
});

test.describe('sending while offline', () => {
  test('a posting: the message at once, the input kept, one posting after the retries, even when an answer was lost', async ({
    page,
    context,
    signIn,
  }) => {
    test.setTimeout(JOURNEY_TIMEOUT);
    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/bookings') {
        creates.push(request.url());
      }
    });
    await signIn('demo');
    await waitForDashboard(page);
    await navigateInApp(page, '/commute-pooling/create/first-step');
    await continueButton(page).click();
    const day = berlinDay(2);
    await chooseOneTimeDeparture(page, day, '06:45');
    const origin = await chooseLocationViaPicker(page, 'from', 'Freising');
    const destination = await chooseLocationViaPicker(page, 'to', 'Garching');
    const description = page.getByLabel('Weitere Informationen (optional)');
    await description.fill('Abfahrt pünktlich.');
    const create = page.getByRole('button', { name: 'Erstellen' });
    const noConnection = page.getByRole('dialog', { name: 'Keine Verbindung' });

    // Offline: the message comes without waiting for the request timeout (15 s; expect gives up after 7 s),
    // and everything stays.
    await context.setOffline(true);
    await create.click();
    await expect(noConnection).toContainText('Ihre Eingaben bleiben erhalten');
    await noConnection.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/create\/overview$/);
    await expect(description).toHaveValue('Abfahrt pünktlich.');

    // Back online, but the answer is lost on the way: the posting exists, the app cannot know.
    await context.setOffline(false);
    await injectFault(page, { route: 'bookings.create', kind: 'lost-answer', once: true });
    await create.click();
    await expect(noConnection).toBeVisible();
    await noConnection.getByRole('button', { name: 'OK' }).click();
    await expect(description).toHaveValue('Abfahrt pünktlich.');

    // The retry finds the posting among the user's postings instead of sending it again.
    await create.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(creates).toHaveLength(2);

    await openMyPage(page);
    const card = bookingCard(page, origin, destination, day);
    await expect(card).toHaveCount(1);

    // Cancel while offline: the message, the posting unchanged; online again it cancels.
    await context.setOffline(true);
    await card.getByRole('button', { name: 'Stornieren' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Inserat stornieren' }).click();
    await expect(noConnection).toBeVisible();
    await noConnection.getByRole('button', { name: 'OK' }).click();
    await expect(card).toContainText('Einmalig · Inserat aktiv');
    await context.setOffline(false);
    await card.getByRole('button', { name: 'Stornieren' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Inserat stornieren' }).click();
    await expect(card).toContainText('Einmalig · Inserat storniert');
  });
});

test.describe('loading while offline', () => {
  test('a place search says at once that the list could not be loaded, and works again online', async ({
    page,
    context,
    signIn,
  }) => {
    await signIn('demo');
    await waitForDashboard(page);
    await page.getByRole('button', { name: /^Start\b(?! und Ziel tauschen)/ }).click();
    await expect(page).toHaveURL(/\/location-picker$/);
    // The picker's code is in before the network goes (this test is about its search, not its chunk).
    await expect(page.getByRole('searchbox')).toBeVisible();

    // Offline: the search is sent and fails (a paused query would show nothing, for ever).
    const results = page.getByRole('region', { name: /^Suchergebnisse/ });
    await context.setOffline(true);
    await page.getByRole('searchbox').fill('Dachau');
    await expect(results.getByRole('alert')).toHaveText(
      'Die Liste konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
    );
    await expect(page.getByRole('searchbox')).toBeEditable();

    // Online again: searching works, and no list is left with its failure.
    await context.setOffline(false);
    await page.getByRole('searchbox').fill('Freising');
    await expect(results.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

// --- storage blocked ------------------------------------------------------------------------------

/** Chromium with "block cookies and site data" set in its profile, as a locked-down browser has it. */
async function blockedStorageBrowser(): Promise<{
  context: BrowserContext;
  close: () => Promise<void>;
}> {
  const profile = await mkdtemp(join(tmpdir(), 'wen-storage-blocked-'));
  await mkdir(join(profile, 'Default'));
  await writeFile(
    join(profile, 'Default', 'Preferences'),
    JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }),
  );
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    locale: 'de-DE',
    viewport: { width: 390, height: 844 },
  });
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

test.describe('storage blocked', () => {
  // src/main.tsx checks storage before anything that differs between the builds (the mock's service worker,
  // the app): the mock build under test stands for all of them.
  test('cookies and site data blocked: the message instead of a blank page, in both languages', async ({
    baseURL,
  }) => {
    const browser = await blockedStorageBrowser();
    try {
      const page = await browser.context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${baseURL}/login`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Speichern nicht erlaubt' }),
      ).toBeVisible();
      await expect(page.getByRole('alert')).toContainText('Cookies und Websitedaten');
      await page.goto(`${baseURL}/my-wen?locale=en`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Storage not allowed' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test('only sessionStorage blocked: a correct login succeeds', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'sessionStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await signInWithPassword(page, 'demo');
    await waitForDashboard(page);
    await openMyPage(page);
  });
});
