// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/schemas';
import { dashboardFirstPaintScript, renderFirstPaintMarkup } from '@/app/first-paint';
import { guardRedirect } from '@/app/guards';
import { findRoute } from '@/app/route-table';
import { FIRST_PAINT_LANGUAGE_ATTRIBUTE, FIRST_PAINT_SCREEN_ATTRIBUTE } from '@/app/start-screen';
import { lastKnownUserEntry, readLastKnownUser } from '@/domain/session/last-known-user';
import { commuteRoutesOf, saveCommuteRoute } from '@/domain/trip-request/commute-routes';
import { ACCESS_TOKEN_KEY, LAST_KNOWN_USER_KEY } from '@/lib/token-storage';
import { FIZ, FREISING, makeUser } from '../support/builders';

/** The screens pre-rendered into index.html and the inline scripts that pick the copy and its language. */

describe('the pre-rendered dashboard frame', () => {
  const container = document.createElement('div');
  container.innerHTML = renderFirstPaintMarkup();
  const [de, en] = [
    ...container.querySelectorAll<HTMLElement>(':scope > [data-first-paint-screen="dashboard"]'),
  ];

  it('is the real frame in each language: header, language, welcome with empty name slots, create link', () => {
    expect(de?.dataset.firstPaint).toBe('de');
    expect(en?.dataset.firstPaint).toBe('en');
    for (const copy of [de, en]) {
      expect(copy?.hasAttribute('inert')).toBe(true);
      expect(copy?.getAttribute('aria-hidden')).toBe('true');
    }
    expect(de?.querySelector('h2')?.textContent).toBe('Willkommen,  !');
    expect(en?.querySelector('h2')?.textContent).toBe('Welcome,  !');
    expect(
      [...(de?.querySelectorAll('h2 [data-first-paint-slot]') ?? [])].map((slot) =>
        slot.getAttribute('data-first-paint-slot'),
      ),
    ).toEqual(['givenName', 'familyName']);
    expect([...(de?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href'))).toEqual(
      ['/help', '/my-wen', '/commute-pooling/create/first-step'],
    );
    expect(de?.textContent).toContain('Mitfahrt anbieten oder suchen');
    expect(en?.textContent).toContain('Offer or request a ride');
    expect(de?.querySelector('button[aria-label="Abmelden"]')).not.toBeNull();
    // The search before a route is chosen, without a date (the copy is older than the day it is shown on), then
    // My commute below it as it is without saved routes: the app's order (decision 023).
    const headings = [...(de?.querySelectorAll('h2') ?? [])].map((heading) => heading.textContent);
    expect(headings.slice(1)).toEqual(['Fahrgemeinschaft finden', 'Mein Arbeitsweg']);
    expect(de?.textContent).toContain('Nicht gewählt');
    expect(de?.textContent).not.toMatch(/\d\d[./]\d\d[./]\d{4}/);
    expect(de?.querySelector('.my-commute__empty')?.textContent).toMatch(
      /^Speichern Sie eine Strecke/,
    );
    expect(en?.querySelector('[aria-pressed="true"]')?.textContent).toBe('EN');
  });
});

describe('the dashboard copy’s script', () => {
  const html = document.documentElement;
  const TOKEN = 'token-of-max';
  const max = makeUser({ givenName: 'Max', familyName: 'Mustermann' });
  let root: HTMLElement;

  beforeEach(() => {
    root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = renderFirstPaintMarkup();
    document.body.append(root);
  });

  afterEach(() => {
    root.remove();
    html.removeAttribute(FIRST_PAINT_LANGUAGE_ATTRIBUTE);
    html.removeAttribute(FIRST_PAINT_SCREEN_ATTRIBUTE);
    html.lang = 'de';
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    window.history.replaceState(null, '', '/');
  });

  /** A phone signed in with `token`, its kept user as the app writes it (`keptFor`: the token it was kept for). */
  function signedIn(user: unknown, { token = TOKEN, keptFor = TOKEN } = {}): void {
    localStorage.setItem(ACCESS_TOKEN_KEY, token);
    localStorage.setItem(
      LAST_KNOWN_USER_KEY,
      JSON.stringify({ ...lastKnownUserEntry(max, keptFor, 1_700_000_000_000), user }),
    );
  }

  /** Runs the script at `url` as the page does; the language of the dashboard copy it showed, or null. */
  function runAt(url: string, preloads: string[] = []): string | null {
    window.history.replaceState(null, '', url);
    (0, eval)(dashboardFirstPaintScript(preloads));
    if (html.getAttribute(FIRST_PAINT_SCREEN_ATTRIBUTE) !== 'dashboard') {
      expect(html.hasAttribute(FIRST_PAINT_LANGUAGE_ATTRIBUTE)).toBe(false);
      return null;
    }
    return html.getAttribute(FIRST_PAINT_LANGUAGE_ATTRIBUTE);
  }

  const welcome = (language: string) =>
    root.querySelector(`[data-first-paint="${language}"][data-first-paint-screen="dashboard"] h2`)
      ?.textContent;

  it('shows the kept user’s dashboard on /, /wen and /dashboard, the name filled in', () => {
    signedIn(max);
    expect(runAt('/')).toBe('de');
    expect(html.lang).toBe('de');
    expect(welcome('de')).toBe('Willkommen, Max Mustermann!');
    html.removeAttribute(FIRST_PAINT_SCREEN_ATTRIBUTE);
    expect(runAt('/wen')).toBe('de');
    html.removeAttribute(FIRST_PAINT_SCREEN_ATTRIBUTE);
    expect(runAt('/dashboard?locale=en')).toBe('en');
    expect(welcome('en')).toBe('Welcome, Max Mustermann!');
  });

  it('shows it offline too: the app keeps that dashboard, with the offline notice (decision 028)', () => {
    signedIn(max);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(runAt('/')).toBe('de');
    expect(welcome('de')).toBe('Willkommen, Max Mustermann!');
  });

  it('leaves out My commute’s explanation where the user saved routes (the app lists them), as the app does', () => {
    signedIn(max);
    saveCommuteRoute(max.id, { origin: FIZ, destination: FREISING, postingType: 'OFFERING' });
    saveCommuteRoute('somebody-else', {
      origin: FIZ,
      destination: FREISING,
      postingType: 'REQUEST',
    });
    expect(commuteRoutesOf(max.id)).toHaveLength(1);
    expect(runAt('/')).toBe('de');
    expect(root.querySelector('.my-commute__empty')).toBeNull();
    expect(welcome('de')).toBe('Willkommen, Max Mustermann!');

    root.innerHTML = renderFirstPaintMarkup();
    html.removeAttribute(FIRST_PAINT_SCREEN_ATTRIBUTE);
    signedIn({ ...max, id: 'without-routes' });
    expect(runAt('/')).toBe('de');
    expect(root.querySelector('[data-first-paint="de"] .my-commute__empty')).not.toBeNull();
  });

  it('puts a name with markup in as text, never as markup', () => {
    const givenName = '<img src="x" onerror="window.__pwned=1">';
    signedIn({ ...max, givenName, familyName: '<b>Bold</b>' });
    expect(runAt('/')).toBe('de');
    expect(welcome('de')).toBe(`Willkommen, ${givenName} <b>Bold</b>!`);
    expect(root.querySelector('img, b')).toBeNull();
  });

  it('fetches the dashboard’s chunks (scripts as modules, styles as styles) once the copy is painted', async () => {
    signedIn(max);
    runAt('/', ['/assets/dashboard-screen-a1.js', '/assets/dashboard-screen-b2.css']);
    const links = () =>
      [...document.head.querySelectorAll('link')].map((link) => [
        link.rel,
        link.getAttribute('href'),
        link.getAttribute('as'),
      ]);
    // Not before the next frame: requests started before the first paint count towards it (decision 025).
    expect(document.visibilityState).toBe('visible');
    expect(links()).toEqual([]);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(links()).toEqual([
      ['modulepreload', '/assets/dashboard-screen-a1.js', null],
      ['preload', '/assets/dashboard-screen-b2.css', 'style'],
    ]);
  });

  it.each<[string, string, () => void]>([
    ['another address', '/my-wen', () => signedIn(max)],
    ['the login', '/login', () => signedIn(max)],
    ['a token handed over', '/?accessToken=abc', () => signedIn(max)],
    ['a sign-on code', '/wen?code=abc', () => signedIn(max)],
    ['no token', '/', () => signedIn(max, { token: '' })],
    ['a kept user of another token', '/', () => signedIn(max, { keptFor: 'token-of-felix' })],
    ['terms pending', '/', () => signedIn({ ...max, acceptedTerms: false })],
    ['no e-mail', '/', () => signedIn({ ...max, email: null })],
    [
      'no commute-pooling access',
      '/',
      () => signedIn({ ...max, commutePooling: { enabled: false } }),
    ],
    ['no name', '/', () => signedIn({ ...max, givenName: '' })],
    ['no user id', '/', () => signedIn({ ...max, id: 7 })],
    ['a name that is no text', '/', () => signedIn({ ...max, familyName: 42 })],
    ['no user at all', '/', () => signedIn(null)],
    [
      'a value that is no JSON',
      '/',
      () => {
        localStorage.setItem(ACCESS_TOKEN_KEY, TOKEN);
        localStorage.setItem(LAST_KNOWN_USER_KEY, '{not json');
      },
    ],
  ])('shows nothing with %s: the start screen, as without the copy', (_, url, arrange) => {
    arrange();
    expect(runAt(url)).toBeNull();
    expect(document.head.querySelector('link')).toBeNull();
    expect(root.textContent).not.toContain('Mustermann');
  });

  it('shows nothing when storage is blocked, and never throws', () => {
    signedIn(max);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(runAt('/')).toBeNull();
  });

  /**
   * One rule in two places: the script (in index.html, before any JavaScript) and the app's start-up (the kept
   * user of last-known-user.ts, routed by the guards). Whatever the stored values, they agree.
   */
  it.each<[string, unknown, { keptFor?: string }]>([
    ['the kept user', max, {}],
    ['another token’s user', max, { keptFor: 'other-token' }],
    ['terms pending', { ...max, acceptedTerms: false }, {}],
    ['no e-mail', { ...max, email: null }, {}],
    ['no access', { ...max, commutePooling: { enabled: false } }, {}],
  ])('agrees with the app’s start-up on %s', (_, user, options) => {
    signedIn(user, options);
    const scriptShows = runAt('/') !== null;
    const kept = readLastKnownUser(TOKEN)?.user ?? null;
    const dashboard = findRoute('/');
    const appShows =
      kept !== null &&
      dashboard !== null &&
      guardRedirect(dashboard, { status: 'authenticated', user: kept }) === null &&
      kept.commutePooling.enabled;
    expect(scriptShows).toBe(appShows);
  });

  it('ties the kept user to its token exactly as the app does, for any token', () => {
    for (const token of ['a', 'eyJhbGciOiJIUzI1NiJ9.payload.signature', 'ü€𝄞', 'x'.repeat(2000)]) {
      signedIn(max as User, { token, keptFor: token });
      expect(runAt('/'), token).toBe('de');
      expect(readLastKnownUser(token)).not.toBeNull();
      html.removeAttribute(FIRST_PAINT_SCREEN_ATTRIBUTE);
      html.removeAttribute(FIRST_PAINT_LANGUAGE_ATTRIBUTE);
      signedIn(max, { token, keptFor: `${token}!` });
      expect(runAt('/'), token).toBeNull();
    }
  });
});
