// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPaintScript, renderFirstPaintMarkup } from '@/app/first-paint';
import { FIRST_PAINT_LANGUAGE_ATTRIBUTE, FIRST_PAINT_SCREEN_ATTRIBUTE } from '@/app/start-screen';
import { detectLanguage } from '@/lib/i18n';

/** The screens pre-rendered into index.html and the inline scripts that pick the copy and its language. */

describe('the pre-rendered login screen', () => {
  const container = document.createElement('div');
  container.innerHTML = renderFirstPaintMarkup();
  const copies = [
    ...container.querySelectorAll<HTMLElement>(':scope > [data-first-paint-screen="login"]'),
  ];

  it('is one inert copy per language, hidden from assistive technology', () => {
    expect(copies.map((copy) => copy.dataset.firstPaint)).toEqual(['de', 'en']);
    for (const copy of copies) {
      expect(copy.hasAttribute('inert')).toBe(true);
      expect(copy.getAttribute('aria-hidden')).toBe('true');
      expect(copy.lang).toBe(copy.dataset.firstPaint);
    }
  });

  it('comes with a branded start screen for every other start (signed in, a deep link): mark, name, spinner', () => {
    const splash = container.querySelector<HTMLElement>(':scope > [data-start-splash]');
    // Login, support and dashboard in each language, then the start screen.
    expect(container.children).toHaveLength(7);
    expect(splash?.hasAttribute('inert')).toBe(true);
    expect(splash?.getAttribute('aria-hidden')).toBe('true');
    expect(splash?.querySelector('svg.start-splash__mark')).not.toBeNull();
    expect(splash?.querySelector('.start-splash__name')?.textContent).toBe('WEN');
    expect(splash?.querySelector('.spinner__wheel')).not.toBeNull();
  });

  it('is the real login screen in the app frame, in each language', () => {
    const [de, en] = copies;
    expect(de?.querySelector('.app-frame > .screen h1')?.textContent).toBe('WEN');
    expect(de?.textContent).toContain('Mit Q-Nummer anmelden');
    expect(de?.textContent).toContain('Mit E-Mail anmelden');
    expect(en?.textContent).toContain('Log in with Q-number');
    expect(en?.textContent).toContain('Log in with e-mail');
    expect(de?.querySelector('[aria-pressed="true"]')?.textContent).toBe('DE');
    expect(en?.querySelector('[aria-pressed="true"]')?.textContent).toBe('EN');
    // Plain links still work before the app is live (a full page load).
    expect([...(de?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href'))).toEqual(
      ['/support', '/login/email'],
    );
  });
});

describe('the first-paint script', () => {
  const html = document.documentElement;

  afterEach(() => {
    html.removeAttribute(FIRST_PAINT_LANGUAGE_ATTRIBUTE);
    html.removeAttribute(FIRST_PAINT_SCREEN_ATTRIBUTE);
    html.lang = 'de';
    window.history.replaceState(null, '', '/');
  });

  /** Runs the script as the page does, at `url`, and returns the language it chose (null: no copy shown). */
  function runAt(url: string, screen = 'login'): string | null {
    window.history.replaceState(null, '', url);
    // The same text index.html carries (its CSP hash is taken from it); indirect eval runs it globally.
    (0, eval)(firstPaintScript());
    const language = html.getAttribute(FIRST_PAINT_LANGUAGE_ATTRIBUTE);
    if (language) expect(html.getAttribute(FIRST_PAINT_SCREEN_ATTRIBUTE)).toBe(screen);
    return language;
  }

  it('shows the support copy to a logged-out visitor of /support, in the language of the app (issue 36)', () => {
    expect(runAt('/support', 'support')).toBe('de');
    html.removeAttribute(FIRST_PAINT_LANGUAGE_ATTRIBUTE);
    expect(runAt('/support?locale=en', 'support')).toBe('en');
    html.removeAttribute(FIRST_PAINT_LANGUAGE_ATTRIBUTE);
    html.removeAttribute(FIRST_PAINT_SCREEN_ATTRIBUTE);
    // Signed in, the page shows the message form: no copy.
    localStorage.setItem('accessToken', 't');
    expect(runAt('/support', 'support')).toBeNull();
  });

  it('shows the German copy to a logged-out visitor of /login and /', () => {
    expect(runAt('/login')).toBe('de');
    expect(html.lang).toBe('de');
    html.removeAttribute(FIRST_PAINT_LANGUAGE_ATTRIBUTE);
    expect(runAt('/')).toBe('de');
  });

  it('follows the language rule of the app: ?locale= first, then the stored choice', () => {
    expect(runAt('/login?locale=en')).toBe('en');
    expect(html.lang).toBe('en');
    html.removeAttribute(FIRST_PAINT_LANGUAGE_ATTRIBUTE);
    localStorage.setItem('locale', 'en');
    expect(runAt('/login')).toBe('en');
    html.removeAttribute(FIRST_PAINT_LANGUAGE_ATTRIBUTE);
    expect(runAt('/login?locale=de')).toBe('de');
    html.removeAttribute(FIRST_PAINT_LANGUAGE_ATTRIBUTE);
    expect(runAt('/login?locale=fr')).toBe('en');
  });

  it.each([
    ['/login', null],
    ['/login?locale=en', null],
    ['/login?locale=fr', 'en'],
    ['/?locale=de', 'en'],
    ['/', 'de'],
    ['/login?locale=', 'xx'],
  ])('picks the language the app will start in (%s, stored %s)', (url, stored) => {
    if (stored) localStorage.setItem('locale', stored);
    const chosen = runAt(url);
    // The app's own rule (src/lib/i18n.ts), asked afterwards: it also stores a ?locale= choice.
    expect(chosen).toBe(detectLanguage(window.location.search, localStorage));
  });

  it.each([
    ['another address', '/help', () => undefined],
    ['a sign-on code to use', '/login?code=abc', () => undefined],
    ['an access token handed over', '/?accessToken=abc', () => undefined],
    ['a stored access token', '/login', () => localStorage.setItem('accessToken', 't')],
    ['a stored refresh token', '/login', () => localStorage.setItem('refreshToken', 't')],
    ['a new user of this tab', '/', () => sessionStorage.setItem('onboardingToken', 't')],
  ])('shows nothing with %s (the start-up may not end on /login)', (_, url, arrange) => {
    arrange();
    expect(runAt(url)).toBeNull();
  });

  it('shows nothing when storage is blocked, and never throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(runAt('/login')).toBeNull();
  });
});
