import type { Page } from '@playwright/test';
import { routeTable } from '@/app/route-table';
import { NEW_COMPANY_PROFILE, signOnWithCompany } from './support/auth-helpers';
import { expect, openApp, test } from './support/fixtures';
import { recordResult, writeSummary } from './support/reliability-report';

/**
 * Access in the browser (issue 9), generated from the route table (src/app/route-table.tsx), one context and
 * many page loads per case: a logged-out visitor is sent to /login from every protected route, a signed-on new
 * user to /register-wen-user, a signed-in user from every public-only route to /.
 * tests/unit/app/route-guards.test.tsx checks the same table in jsdom for every kind of session.
 */
const protectedPaths = routeTable.filter((e) => e.access === 'protected').map((e) => e.path);
/** The posting and search routes: behind commutePooling.enabled (spec sections 1 and 6). */
const commutePoolingPaths = routeTable
  .filter((e) => e.requires === 'commutePooling')
  .map((e) => e.path);
const publicOnlyPaths = routeTable
  .filter((e) => e.access === 'public-only' || e.access === 'new-user')
  .map((e) => e.path);

/**
 * Opens the path and returns where it settles: a fresh page load (the app starts there) for a sample, an in-app
 * navigation (as the app's links do, through the guards) for the rest, so the whole table stays quick on the
 * dev server.
 */
async function settle(page: Page, path: string, expected: string, load: boolean): Promise<string> {
  if (load) await openApp(page, path);
  else await page.evaluate((target) => window.history.pushState(null, '', target), path);
  await expect(page).toHaveURL((url) => url.pathname === expected);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  return new URL(page.url()).pathname;
}

/**
 * Every fourth route is opened as a fresh page load (a deep link: the guard decides during the app's start), the
 * others in the app (the guard decides on a navigation); the check is the guard's answer either way.
 */
const asPageLoad = (index: number) => index % 4 === 0;

interface AccessRecord {
  case: string;
  checked: number;
}

test.describe('route guards in Chromium, generated from the route table', () => {
  test.describe.configure({ timeout: 120_000 });

  test(`logged out: each of the ${protectedPaths.length} protected routes goes to /login`, async ({
    page,
  }) => {
    await openApp(page, '/login');
    for (const [index, path] of protectedPaths.entries()) {
      expect(await settle(page, path, '/login', asPageLoad(index)), path).toBe('/login');
    }
    recordResult('access', 'logged-out', { case: 'logged-out', checked: protectedPaths.length });
  });

  test(`signed in: each of the ${publicOnlyPaths.length} public-only routes goes to /`, async ({
    page,
    signIn,
  }) => {
    await signIn('demo');
    for (const [index, path] of publicOnlyPaths.entries()) {
      expect(await settle(page, path, '/', asPageLoad(index)), path).toBe('/');
    }
    recordResult('access', 'signed-in', { case: 'signed-in', checked: publicOnlyPaths.length });
  });

  test(`a new user: each of the ${protectedPaths.length} protected routes goes to /register-wen-user`, async ({
    page,
  }) => {
    await signOnWithCompany(page, NEW_COMPANY_PROFILE.qNumber);
    await expect(page).toHaveURL(/\/register-wen-user$/);
    for (const [index, path] of protectedPaths.entries()) {
      expect(await settle(page, path, '/register-wen-user', asPageLoad(index)), path).toBe(
        '/register-wen-user',
      );
    }
    recordResult('access', 'new-user', { case: 'new-user', checked: protectedPaths.length });
  });

  test(`no access: each of the ${commutePoolingPaths.length} posting and search routes shows the no-access notice`, async ({
    page,
    signIn,
  }) => {
    await signIn('noAccess');
    for (const [index, path] of commutePoolingPaths.entries()) {
      expect(await settle(page, path, '/no-access', asPageLoad(index)), path).toBe('/no-access');
      await expect(page.getByRole('heading', { level: 1, name: 'Kein Zugang' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Support kontaktieren' })).toBeVisible();
    }
    // The way to help works: the support message about the access.
    await page.getByRole('link', { name: 'Support kontaktieren' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Zugang zu WEN' })).toBeVisible();
    recordResult('access', 'no-access', { case: 'no-access', checked: commutePoolingPaths.length });
  });

  test.afterAll(() => {
    writeSummary<AccessRecord>('access', 4, (records) => {
      const checked = records.reduce((sum, record) => sum + record.checked, 0);
      return {
        line: `access: ${checked} guarded routes opened from the route table (${protectedPaths.length} protected × logged out and new user, ${publicOnlyPaths.length} public-only × signed in, ${commutePoolingPaths.length} posting and search routes × no access), 0 let through`,
        figures: {
          routesOpened: checked,
          protected: protectedPaths.length,
          publicOnly: publicOnlyPaths.length,
        },
      };
    });
  });
});
