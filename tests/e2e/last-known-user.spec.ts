import type { Page } from '@playwright/test';
import { PERSONAS } from '@mocks/seed';
import { LAST_KNOWN_USER_KEY } from '@/lib/token-storage';
import { injectFault } from './support/faults';
import { expect, signInWithPassword, test, waitForAppStart } from './support/fixtures';

const MAX = 'Max Mustermann'; // the demo persona
const FELIX = 'Felix Hoffmann'; // the buildings persona

const WATCHED_KEY = 'wen.e2e.watchedNames';
const SEEN_KEY = 'wen.e2e.seenNames';

/**
 * From the first byte of every page of this tab: each text the DOM gains (added nodes, changed text) is checked
 * for the watched names; a hit is recorded with the address. Kept in sessionStorage, so it spans reloads.
 */
async function watchForNames(page: Page): Promise<void> {
  await page.addInitScript(
    ({ watchedKey, seenKey }) => {
      const check = (text: string | null) => {
        if (!text) return;
        const watched = JSON.parse(sessionStorage.getItem(watchedKey) ?? '[]') as string[];
        for (const name of watched) {
          if (!text.includes(name)) continue;
          const seen = JSON.parse(sessionStorage.getItem(seenKey) ?? '[]') as string[];
          sessionStorage.setItem(
            seenKey,
            JSON.stringify([...seen, `${name} on ${location.pathname}`]),
          );
        }
      };
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.type === 'characterData') check(record.target.textContent);
          for (const node of record.addedNodes) check(node.textContent);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    },
    { watchedKey: WATCHED_KEY, seenKey: SEEN_KEY },
  );
}

/** From now on, these names must never be painted (and what was recorded so far is forgotten). */
const neverShow = (page: Page, names: string[]) =>
  page.evaluate(
    ({ watchedKey, seenKey, watched }) => {
      sessionStorage.setItem(watchedKey, JSON.stringify(watched));
      sessionStorage.removeItem(seenKey);
    },
    { watchedKey: WATCHED_KEY, seenKey: SEEN_KEY, watched: names },
  );

const namesSeen = (page: Page) =>
  page.evaluate(
    (seenKey) => JSON.parse(sessionStorage.getItem(seenKey) ?? '[]') as string[],
    SEEN_KEY,
  );

const welcome = (page: Page, name: string) =>
  page.getByRole('heading', { name: `Willkommen, ${name}!` });

/**
 * Reloads while GET /users/me gets no answer (the fake backend's hang fault, this once); returns how many answers
 * of /users/me the page has had since.
 */
async function reloadWithoutAnswer(page: Page): Promise<() => number> {
  // The user is kept once the user refresh (a lazy chunk) is up, a moment after the screen shows.
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), LAST_KNOWN_USER_KEY))
    .not.toBeNull();
  await injectFault(page, { route: 'users.me', kind: 'hang', once: true });
  let answers = 0;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/users/me') answers += 1;
  });
  await page.reload();
  await waitForAppStart(page);
  return () => answers;
}

/** A token of the persona, as a link from another app would hand it over (?accessToken=). */
const tokenOf = (page: Page, persona: 'demo') =>
  page.evaluate(async ({ email, password }) => {
    const response = await fetch('/api/v1/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', email, password }),
    });
    return ((await response.json()) as { idToken: string }).idToken;
  }, PERSONAS[persona]);

/**
 * Issue 21: a signed-in start paints the dashboard from the last known user before GET /users/me answers; after a
 * logout and another user's login, and after an account switch, the other user's name is never painted.
 */
test('the dashboard paints from the last known user, and never with another user’s name', async ({
  page,
  signIn,
}) => {
  test.setTimeout(90_000);
  await watchForNames(page);
  await signIn('demo', { language: 'de' });
  await expect(welcome(page, MAX)).toBeVisible();

  // A reload paints Max's dashboard while /users/me is held back; its links and logout work.
  const answersToMax = await reloadWithoutAnswer(page);
  await expect(welcome(page, MAX)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mitfahrt anbieten oder suchen' })).toBeVisible();
  expect(answersToMax()).toBe(0);

  // Logout in that frame, then Felix signs in on the same phone: Max's name is never painted again.
  await neverShow(page, [MAX]);
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await page
    .getByRole('dialog', { name: 'Abmelden?' })
    .getByRole('button', { name: 'Ja, abmelden' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), LAST_KNOWN_USER_KEY)).toBeNull();
  await signInWithPassword(page, 'buildings');
  await expect(welcome(page, FELIX)).toBeVisible();
  const answersToFelix = await reloadWithoutAnswer(page);
  await expect(welcome(page, FELIX)).toBeVisible();
  expect(answersToFelix()).toBe(0);
  expect(await namesSeen(page)).toEqual([]);

  // A link hands over Max's token: the app asks (naming both), Felix switches; Felix is never painted again.
  const token = await tokenOf(page, 'demo');
  await page.goto(`/?accessToken=${encodeURIComponent(token)}`);
  const toMax = page.getByRole('button', { name: `Zu ${MAX} wechseln` });
  await expect(toMax).toBeVisible();
  await neverShow(page, [FELIX]);
  await toMax.click();
  await expect(welcome(page, MAX)).toBeVisible();
  const answersAfterSwitch = await reloadWithoutAnswer(page);
  await expect(welcome(page, MAX)).toBeVisible();
  expect(answersAfterSwitch()).toBe(0);
  expect(await namesSeen(page)).toEqual([]);
});
