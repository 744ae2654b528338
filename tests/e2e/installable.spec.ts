import { execFile } from 'node:child_process';
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { USERS_ME_PATH } from '@contract/plain-forms';
import { lastKnownUserEntry } from '@/domain/session/last-known-user';
import { ACCESS_TOKEN_KEY, LAST_KNOWN_USER_KEY } from '@/lib/token-storage';
import { startStaticServer, type StaticServer } from '../../bench/lib/static-server';
import { makeUser } from '../unit/support/builders';

/**
 * The real-backend build as a commuter installs and uses it (docs/decisions/005-service-workers.md): its manifest meets
 * Chromium's installability criteria, its service worker serves the app shell with no network (the app shows
 * its own offline notice), and a new build is announced with an update prompt that reloads into it.
 * The build is made once here (the e2e server runs the mock build, which has no such worker).
 */

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const run = promisify(execFile);

// One build for the whole file: its tests run in order in one worker.
test.describe.configure({ mode: 'serial' });

/** The user an earlier visit kept beside the token (decision 011). */
const ERIKA = makeUser({ id: 'erika' });

let outDir = '';
let server: StaticServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  outDir = await mkdtemp(join(tmpdir(), 'wen-installable-'));
  // The real-backend build with its API on the page's origin (as the bench builds it).
  const environment = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')),
  );
  await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: REPO_ROOT,
    env: { ...environment, VITE_API_MODE: 'real', VITE_API_BASE_URL: '/' },
  });
  // GET /users/me answers the user below with its newer name; no other call is answered.
  server = await startStaticServer(outDir, (method, path) =>
    method === 'GET' && path === USERS_ME_PATH
      ? { status: 200, body: { ...ERIKA, givenName: 'Erika-Marie' } }
      : undefined,
  );
});

test.afterAll(async () => {
  await server?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/**
 * Opens /login and waits until the app's service worker controls the page. The app registers it once the page is
 * quiet, and installing it precaches every chunk: on a busy machine that alone took more than the default 30 s.
 */
async function openControlled(page: Page): Promise<void> {
  test.setTimeout(90_000);
  await page.goto(`${server.url}/login`);
  await expect(page.getByRole('button', { name: 'Mit Q-Nummer anmelden' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

test('the manifest meets the installability criteria, with icons and the app service worker', async ({
  page,
}) => {
  await openControlled(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are off the record, where Chromium never offers to install: that one says nothing
  // about the app, every other criterion (manifest fields, icons, start URL, secure origin) must hold.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  const parsed = JSON.parse(manifest.data ?? '{}') as Record<string, unknown>;
  expect(parsed).toMatchObject({
    short_name: 'WEN',
    start_url: '/',
    display: 'standalone',
    theme_color: '#1c69d4',
  });
  const purposes = (parsed.icons as Array<{ purpose?: string }>).map((icon) => icon.purpose);
  expect(purposes).toEqual(expect.arrayContaining(['any', 'maskable']));
  const scripts = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map(
      (registration) => registration.active?.scriptURL,
    ),
  );
  expect(scripts).toEqual([`${server.url}/sw.js`]);
});

test('with the network gone, the shell comes from the service worker and the app says it is offline', async ({
  page,
  context,
}) => {
  await openControlled(page);
  await context.setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('button', { name: 'Mit Q-Nummer anmelden' })).toBeVisible();
  // Debian's Chromium 150 does not carry the emulated offline state into a document loaded while offline
  // (navigator.onLine reads true there; 156 does): switching it again applies it to the open document, as a phone
  // losing its network while the app is open.
  if (await page.evaluate(() => navigator.onLine)) {
    await context.setOffline(false);
    await context.setOffline(true);
  }
  await expect(page.getByRole('status').filter({ hasText: 'Keine Verbindung' })).toBeVisible();
  // Signed in, a deep link offline: the app's own start-up notice keeps the sign-in, no browser error page.
  await page.evaluate(() => localStorage.setItem('accessToken', 'stored-token'));
  await page.goto(`${server.url}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Keine Verbindung' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBe('stored-token');

  // With the user an earlier visit kept for that token: the dashboard it knew, with the offline notice instead of
  // a dead end (decision 028); the network back, the app asks at once and the answer replaces the kept user.
  const kept = JSON.stringify(lastKnownUserEntry(ERIKA, 'stored-token', Date.now() - 3_600_000));
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: LAST_KNOWN_USER_KEY,
    value: kept,
  });
  await page.goto(`${server.url}/`);
  await expect(page.getByRole('heading', { name: 'Willkommen, Erika Mustermann!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Keine Verbindung' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Fahrer finden', exact: true })).toBeVisible();
  if (await page.evaluate(() => navigator.onLine)) {
    await context.setOffline(false);
    await context.setOffline(true);
  }
  const offlineNotice = page.getByRole('status').filter({ hasText: /^Keine Verbindung: / });
  await expect(offlineNotice).toBeVisible();
  await context.setOffline(false);
  await expect(
    page.getByRole('heading', { name: 'Willkommen, Erika-Marie Mustermann!' }),
  ).toBeVisible();
  await expect(offlineNotice).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'WEN erreicht den Dienst' }),
  ).toBeHidden();
  expect(await page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY)).toBe(
    'stored-token',
  );
});

test('a new build shows the update prompt, and its reload brings the new build in', async ({
  page,
}) => {
  await openControlled(page);
  await expect(page.getByText('Eine neue Version von WEN ist da.')).toBeHidden();
  // A new deployment: the worker script changes (a new precache manifest changes it the same way).
  await appendFile(join(outDir, 'sw.js'), '\n// the next build\n');
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  const prompt = page.getByRole('status').filter({ hasText: 'Eine neue Version von WEN ist da.' });
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  await Promise.all([
    page.waitForEvent('load'),
    prompt.getByRole('button', { name: 'Neu laden' }).click(),
  ]);
  await expect(page.getByRole('button', { name: 'Mit Q-Nummer anmelden' })).toBeVisible();
  await expect(prompt).toBeHidden();
  const waiting = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null,
  );
  expect(waiting).toBe(false);
});
