import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../build/chromium';
import {
  fillRegistrationDetails,
  fillRegistrationFirstStep,
  NEW_REGISTRATION,
} from './support/auth-helpers';
import {
  expect as baseExpect,
  openApp,
  startSignedIn,
  test as base,
  type StoredPersona,
} from './support/fixtures';
import { contrast, hex, paintedColours, type Rgb } from './support/pixels';
import { REQUEST_KEY, dachauToFizRequest } from './support/stored-trip';

const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Issue 36, point 1: a link styled as a button stays readable once its target was visited. Browsers hide
 * `:visited` from scripts (getComputedStyle answers as if unvisited, so axe sees nothing), so these tests look at
 * the pixels: each link is followed, the person comes back, and the painted button is measured (WCAG AA 4.5:1).
 * Chromium keeps visited links in the profile's history, which Playwright's usual (incognito) contexts do not
 * have: these tests run in a browser with a profile of its own, as a person's browser is.
 */
const test = base.extend<{
  personPage: Page;
  signInHere: (persona: StoredPersona) => Promise<void>;
}>({
  personPage: async ({ playwright, baseURL, viewport, locale, timezoneId, userAgent }, use) => {
    const profile = await mkdtemp(join(tmpdir(), 'wen-visited-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL,
      viewport,
      locale,
      timezoneId,
      userAgent,
    });
    try {
      await use(context.pages()[0] ?? (await context.newPage()));
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  },
  signInHere: async ({ personPage }, use) => {
    await use((persona) =>
      startSignedIn(personPage, persona, {
        language: 'en',
        session: { [REQUEST_KEY]: dachauToFizRequest() },
      }),
    );
  },
});

test.describe.configure({ timeout: 90_000 });

const AA = 4.5;
/** The page's text colour (--color-text): what the header icons and an offer's route are painted in. */
const TEXT: Rgb = [0x1a, 0x1a, 0x1a];

/** No focus ring and no hover on the measured element: the colours of the resting link. */
async function atRest(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Follows the link as a person does, then comes back with the browser's Back. */
async function visitAndReturn(page: Page, link: Locator, target: RegExp): Promise<void> {
  const here = page.url();
  await link.click();
  await expect(page).toHaveURL(target);
  await page.goBack();
  await expect(page).toHaveURL(here);
}

async function expectReadable(page: Page, link: Locator, name: string): Promise<void> {
  await expect(link).toBeVisible();
  await atRest(page);
  const { background, text, ratio } = await paintedColours(link);
  baseExpect(
    ratio,
    `${name}: text ${hex(text)} on ${hex(background)} is ${ratio.toFixed(2)}:1`,
  ).toBeGreaterThanOrEqual(AA);
}

test('visited link-buttons of a signed-in user keep their white text (dashboard, car-pooling help, not found)', async ({
  personPage: page,
  signInHere,
}) => {
  await signInHere('demo');

  const create = page.getByRole('link', { name: 'Offer or request a ride' });
  await visitAndReturn(page, create, /\/commute-pooling\/create\/first-step$/);
  await expectReadable(page, create, 'dashboard: Offer or request a ride');

  await openApp(page, '/commute-pooling/help');
  for (const [name, target] of [
    ['Feedback', /\/feedback$/],
    ['Support', /\/contact-support$/],
  ] as const) {
    const link = page.getByRole('link', { name, exact: true });
    await visitAndReturn(page, link, target);
    await expectReadable(page, link, `car-pooling help: ${name}`);
  }

  await openApp(page, '/no-such-page');
  const start = page.getByRole('link', { name: 'To the start page' });
  await visitAndReturn(page, start, /\/$/);
  await expectReadable(page, start, 'not found: To the start page');
});

test("the header's Help and My WEN icons stay the colour of Logout, and a visited offer's route its text colour", async ({
  personPage: page,
  signInHere,
}) => {
  await signInHere('demo');
  const header = page.getByRole('banner');
  for (const [name, target] of [
    ['Help', /\/help$/],
    ['My WEN', /\/my-wen$/],
  ] as const) {
    await visitAndReturn(page, header.getByRole('link', { name }), target);
  }
  await atRest(page);
  const logout = await paintedColours(header.getByRole('button', { name: 'Log out' }));
  for (const name of ['Help', 'My WEN']) {
    const icon = await paintedColours(header.getByRole('link', { name }));
    baseExpect(
      contrast(icon.text, logout.text),
      `${name} is painted ${hex(icon.text)}, Logout ${hex(logout.text)}`,
    ).toBeLessThan(1.1);
  }
  baseExpect(contrast(logout.text, TEXT)).toBeLessThan(1.1);

  await page.getByRole('button', { name: 'Find drivers' }).click();
  const entry = page.locator('.offer-entry').first();
  const route = entry.locator('.offer-entry__route');
  await expect(route).toBeVisible();
  const routeBefore = await paintedColours(route);
  await visitAndReturn(page, entry, /\/commute-pooling\/offers\/detail$/);
  await expect(route).toBeVisible();
  await atRest(page);
  const routeAfter = await paintedColours(route);
  baseExpect(
    contrast(routeAfter.text, routeBefore.text),
    `the route is painted ${hex(routeAfter.text)} after its detail was opened, ${hex(routeBefore.text)} before`,
  ).toBeLessThan(1.1);
  baseExpect(contrast(routeAfter.text, TEXT)).toBeLessThan(1.1);
});

test("a visited link-button before the sign-in stays readable (you got mail's Log in)", async ({
  personPage: page,
}) => {
  await openApp(page, '/register-first-step?locale=en');
  await fillRegistrationFirstStep(page, {
    ...NEW_REGISTRATION,
    email: 'visited.links@example.com',
  });
  await fillRegistrationDetails(page, { ...NEW_REGISTRATION, email: 'visited.links@example.com' });
  await expect(page).toHaveURL(/\/register-third-step$/);
  const logIn = page.getByRole('link', { name: 'Log in', exact: true });
  await visitAndReturn(page, logIn, /\/login\/email$/);
  await expectReadable(page, logIn, 'you got mail: Log in');
});
