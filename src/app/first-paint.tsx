import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { StartSplash } from '@/components/spinner';
import { LoginScreen } from '@/features/auth/login-screen';
import {
  createI18n,
  LANGUAGE_QUERY_KEY,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  DEFAULT_LANGUAGE,
} from '@/lib/i18n';
import { ROUTES } from '@/lib/routes';
import { ACCESS_TOKEN_KEY, ONBOARDING_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@/lib/token-storage';
import { resources } from './i18n-resources';
import { Providers } from './providers';
import { FIRST_PAINT_LANGUAGE_ATTRIBUTE } from './start-screen';

/**
 * The first paint of a logged-out visitor, without waiting for the app's JavaScript.
 *
 * The build (build/first-paint-plugin.ts) renders the login screen with its real components, once per language,
 * into index.html's #root; a tiny inline script (allowed by its hash in the Content-Security-Policy) shows the
 * copy in the visitor's language when the start-up will end on /login anyway. On a slow phone network the
 * screen is there as soon as the HTML and the CSS are, instead of after ~170 KB of JavaScript.
 *
 * The copies are inert and hidden from assistive technology: they are a picture of the screen. The app's first
 * commit replaces them with the live screen (its chunk is preloaded from index.html and awaited before the first
 * render, see start-screen.ts; the start-up settles before the first paint when it needs no call, see AppRoutes),
 * so nothing is ever clicked that does not work.
 */

/** Where the start-up of a logged-out visitor shows the login screen: /login itself and / (it redirects there). */
export const FIRST_PAINT_PATHS: readonly string[] = [ROUTES.login, ROUTES.home];

/** The login screen as the app renders it (app frame, providers) in `language`, as static markup. */
function renderLoginScreen(language: (typeof SUPPORTED_LANGUAGES)[number]): string {
  return renderToStaticMarkup(
    <Providers i18n={createI18n(resources, language)}>
      <Router ssrPath={ROUTES.login}>
        <LoginScreen />
      </Router>
    </Providers>,
  );
}

/**
 * The copies for #root, one per language, hidden until the first-paint script picks one; and the start screen
 * (the app's mark over a spinner) shown where no copy is, until the app's first render replaces it.
 */
export function renderFirstPaintMarkup(): string {
  const splash = renderToStaticMarkup(
    <Providers i18n={createI18n(resources, DEFAULT_LANGUAGE)}>
      <StartSplash />
    </Providers>,
  );
  return (
    SUPPORTED_LANGUAGES.map(
      (language) =>
        `<div data-first-paint="${language}" lang="${language}" inert aria-hidden="true">${renderLoginScreen(language)}</div>`,
    ).join('') + `<div data-start-splash inert aria-hidden="true">${splash}</div>`
  );
}

/**
 * The inline script (classic, in <head>, before anything is drawn): picks the visitor's language as the app does
 * (?locale=, else the stored choice, else German) and marks <html> with it, but only where the start-up ends on
 * the login screen: a first-paint path, no access, refresh or onboarding token, no code or access token to sign
 * in with. Anything unexpected (storage blocked) leaves the copies hidden: the app starts as it always did.
 */
export function firstPaintScript(): string {
  const json = (value: unknown) => JSON.stringify(value);
  return [
    '(function(){try{',
    'var l=location,q=new URLSearchParams(l.search),s=localStorage,',
    `g=${json(SUPPORTED_LANGUAGES)},p=${json(FIRST_PAINT_PATHS)};`,
    'if(p.indexOf(l.pathname)<0||q.has("code")||q.has("accessToken"))return;',
    `if(s.getItem(${json(ACCESS_TOKEN_KEY)})||s.getItem(${json(REFRESH_TOKEN_KEY)})||sessionStorage.getItem(${json(ONBOARDING_TOKEN_KEY)}))return;`,
    `var a=q.get(${json(LANGUAGE_QUERY_KEY)});if(g.indexOf(a)<0)a=s.getItem(${json(LANGUAGE_STORAGE_KEY)});`,
    `if(g.indexOf(a)<0)a=${json(DEFAULT_LANGUAGE)};`,
    `var d=document.documentElement;d.lang=a;d.setAttribute(${json(FIRST_PAINT_LANGUAGE_ATTRIBUTE)},a);`,
    '}catch(e){}})();',
  ].join('');
}
