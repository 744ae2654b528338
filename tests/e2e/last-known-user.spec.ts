import type { Browser, Page } from '@playwright/test';
import { PERSONAS } from '@mocks/seed';
import { ACCESS_TOKEN_KEY, LAST_KNOWN_USER_KEY } from '@/lib/token-storage';
import { injectFault, setRequestTimeout } from './support/faults';
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
            // The text that carried it, so a failure says which screen part painted the name.
            JSON.stringify([...seen, `${name} on ${location.pathname}: ${text.slice(0, 120)}`]),
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

const FIRST_PAINTS_KEY = 'wen.e2e.firstPaints';

interface FirstPaint {
  /** The copy a first-paint script of index.html showed (src/app/first-paint.tsx). */
  screen: string;
  /** Its welcome, as shown. */
  welcome: string | null;
  /** Shown while the HTML was still being parsed: before any script file of the app could run. */
  parsing: boolean;
}

/** Records, on every page of this tab, which pre-rendered copy the first-paint scripts show and with what name. */
async function recordFirstPaints(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    new MutationObserver(() => {
      const html = document.documentElement;
      const screen = html.getAttribute('data-first-paint-screen');
      if (!screen) return;
      const language = html.getAttribute('data-first-paint-language') ?? '';
      const copy = document.querySelector(
        `[data-first-paint="${language}"][data-first-paint-screen="${screen}"]`,
      );
      const log = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      const welcome = copy?.querySelector('h2')?.textContent ?? null;
      log.push({ screen, welcome, parsing: document.readyState === 'loading' });
      sessionStorage.setItem(key, JSON.stringify(log));
    }).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-first-paint-screen'],
    });
  }, FIRST_PAINTS_KEY);
}

/** What the first-paint scripts showed on the current page (and the pages before it in this tab). */
const firstPaints = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as FirstPaint[],
    FIRST_PAINTS_KEY,
  );

/**
 * The signed-in start as the HTML and the CSS paint it, before any of the app's JavaScript: a new tab with this
 * tab's storage, the app's script files blocked. `edit` changes the kept user first. Returns the visible
 * dashboard copy's welcome, or null when the start screen shows instead.
 */
async function paintedWithoutScripts(
  browser: Browser,
  page: Page,
  edit?: (kept: { token: string; user: Record<string, unknown> }) => void,
): Promise<string | null> {
  const storageState = await page.context().storageState();
  if (edit) {
    for (const item of storageState.origins.flatMap((origin) => origin.localStorage)) {
      if (item.name !== LAST_KNOWN_USER_KEY) continue;
      const kept = JSON.parse(item.value) as { token: string; user: Record<string, unknown> };
      edit(kept);
      item.value = JSON.stringify(kept);
    }
  }
  const context = await browser.newContext({ storageState });
  try {
    const tab = await context.newPage();
    await tab.route('**/*.js', (route) => route.abort());
    await tab.goto(new URL('/', page.url()).href);
    // The copy is hidden from assistive technology (a picture of the screen): found by its markup, not its role.
    const heading = tab.locator('[data-first-paint="de"][data-first-paint-screen="dashboard"] h2');
    const splash = tab.locator('[data-start-splash]');
    if (await heading.first().isVisible()) {
      await expect(splash).toBeHidden();
      return await heading.first().textContent();
    }
    await expect(splash).toBeVisible();
    return null;
  } finally {
    await context.close();
  }
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

/**
 * The held GET /users/me stays unanswered for the whole test (this tab's timeout, mock-mode override, at 120 s). At
 * the 15 s default, a loaded machine reached it before the logout, and the start-up's retries then went on while
 * the test watched for his name (a full run saw "Max Mustermann on /").
 */
const holdHangsPastTheTest = (page: Page) => setRequestTimeout(page, 120_000);

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
 * Issue 21: a signed-in start paints the dashboard from the last known user before GET /users/me answers (the
 * frame pre-rendered into index.html, before any script file of the app); after a logout and another user's
 * login, and after an account switch, the other user's name is never painted (not by the copy either).
 */
test('the dashboard paints from the last known user, and never with another user’s name', async ({
  browser,
  page,
  signIn,
}) => {
  test.setTimeout(90_000);
  await watchForNames(page);
  await recordFirstPaints(page);
  await signIn('demo', { language: 'de' });
  await expect(welcome(page, MAX)).toBeVisible();
  await holdHangsPastTheTest(page);

  // A reload paints Max's dashboard while /users/me is held back; its links and logout work.
  const answersToMax = await reloadWithoutAnswer(page);
  await expect(welcome(page, MAX)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mitfahrt anbieten oder suchen' })).toBeVisible();
  expect(answersToMax()).toBe(0);
  // Painted by index.html while it was parsed, before any script file of the app: the frame with Max's name.
  expect((await firstPaints(page)).at(-1)).toEqual({
    screen: 'dashboard',
    welcome: `Willkommen, ${MAX}!`,
    parsing: true,
  });

  // The HTML and the CSS alone (no script file of the app at all) paint it; a kept user of another token, or one
  // with terms pending, never gets it: the start screen shows until the app knows.
  expect(await paintedWithoutScripts(browser, page)).toBe(`Willkommen, ${MAX}!`);
  expect(await paintedWithoutScripts(browser, page, (kept) => (kept.token = 'x'))).toBeNull();
  expect(
    await paintedWithoutScripts(browser, page, (kept) => (kept.user.acceptedTerms = false)),
  ).toBeNull();

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
  expect((await firstPaints(page)).at(-1)?.welcome).toBe(`Willkommen, ${FELIX}!`);
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
  expect((await firstPaints(page)).at(-1)?.welcome).toBe(`Willkommen, ${MAX}!`);
  expect(await namesSeen(page)).toEqual([]);
});

/**
 * A stored token the backend refuses after its frame was painted gives way to the stored refresh token (spec
 * section 4, start-up steps 2 and 3) where the person started. Before, the frame's user went before its status, a
 * route guard sent the start's path to /login, and the refresh token's sign-in landed on the home screen.
 */
test('a refused token of a painted frame: the refresh token signs in where the person started', async ({
  page,
  signIn,
}) => {
  await signIn('demo', { path: '/my-wen', language: 'de' });
  await expect(page.getByRole('heading', { level: 1, name: /^Mein WEN/ })).toBeVisible();
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), LAST_KNOWN_USER_KEY))
    .not.toBeNull();
  const token = () => page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY);
  const refused = await token();
  await injectFault(page, { route: 'users.me', kind: 'status', status: 401, once: true });
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });

  // The backend slow enough for the frame to be painted before its answer refuses the token.
  await page.goto('/my-wen?latency=600');

  await expect.poll(token).not.toBe(refused);
  await expect(page.getByRole('heading', { level: 1, name: /^Mein WEN/ })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/my-wen');
  expect(visited).not.toContain('/login');
});
