import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { StartSplash } from '@/components/spinner';
import { LoginScreen } from '@/features/auth/login-screen';
import { DashboardFrame, type DashboardFrameUser } from '@/features/dashboard/dashboard-frame';
import { MyCommute } from '@/features/dashboard/my-commute';
import { RideSearchForm } from '@/features/dashboard/ride-search-form';
import { SupportScreen } from '@/features/help-support/support-screen';
import { commuteStorageKey } from '@/domain/trip-request/commute-routes';
import { afterFirstFrameScript } from '@/lib/after-first-frame';
import { mobilityRequest } from '@/domain/trip-request/mobility-request-store';
import { tokenFingerprint } from '@/domain/session/last-known-user';
import {
  createI18n,
  LANGUAGE_QUERY_KEY,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  DEFAULT_LANGUAGE,
} from '@/lib/i18n';
import { preloadFilesFunction } from '@/lib/preload-files-script';
import { ROUTES } from '@/lib/routes';
import {
  ACCESS_TOKEN_KEY,
  LAST_KNOWN_USER_KEY,
  ONBOARDING_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  tabOnlyMarker,
} from '@/lib/token-storage';
import { resources } from './i18n-resources';
import {
  DASHBOARD_FIRST_PAINT_PATHS,
  FIRST_PAINT_PATHS,
  SUPPORT_FIRST_PAINT_PATHS,
} from './first-paint-paths';
import { Providers } from './providers';
import {
  FIRST_PAINT_LANGUAGE_ATTRIBUTE,
  FIRST_PAINT_SCREEN_ATTRIBUTE,
  type FirstPaintScreen,
} from './start-screen';

/**
 * The first paint, without waiting for the app's JavaScript: the login screen of a logged-out visitor, the
 * dashboard's frame of a signed-in one.
 *
 * The build (build/first-paint-plugin.ts) renders both screens with their real components, once per language,
 * into index.html's #root; tiny inline scripts (allowed by their hashes in the Content-Security-Policy) show the
 * copy the start-up will end on, in the visitor's language. On a slow phone network the screen is there as soon as
 * the HTML and the CSS are, instead of after ~170 KB of JavaScript.
 *
 * The copies are inert and hidden from assistive technology: they are a picture of the screen. The app's first
 * commit replaces them with the live screen (its chunk is preloaded and awaited before the first render, see
 * start-screen.ts; the start-up settles before the first paint when it needs no call or has the kept user, see
 * AppRoutes and session-start-up.ts), so nothing is ever clicked that does not work.
 */

/** The user fields the dashboard copy leaves open: the script fills them in (as text) from the kept user. */
const NAME_SLOTS = ['givenName', 'familyName'] as const;
const NAME_SLOT_ATTRIBUTE = 'data-first-paint-slot';
const slotMarker = (slot: string) => `%%first-paint-slot:${slot}%%`;
/** My commute's explanation, shown only while no route is saved (src/features/dashboard/my-commute.tsx). */
const MY_COMMUTE_EMPTY_CLASS = 'my-commute__empty';

type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** A screen as the app renders it (app frame, providers, router at `path`) in `language`, as static markup. */
function renderScreen(language: Language, path: string, screen: ReactNode): string {
  return renderToStaticMarkup(
    <Providers i18n={createI18n(resources, language)}>
      <Router ssrPath={path}>{screen}</Router>
    </Providers>,
  );
}

/**
 * The dashboard's frame of a user with access, with the search as it is before a route is chosen (no date either:
 * the copy is built days before it is shown; the app fills in today and the device's last route) and My commute
 * below it as it is without saved routes (its explanation is the largest text of the screen: were it painted only
 * by the app, the largest paint would wait for the app). The search is in the copy because the app puts it above
 * My commute (decision 023): without it the copy's My commute would stand where the app's search comes. The name
 * is an empty slot per field.
 */
function renderDashboardFrame(language: Language): string {
  const user: DashboardFrameUser = {
    givenName: slotMarker('givenName'),
    familyName: slotMarker('familyName'),
    commutePooling: { enabled: true },
  };
  const departureTime = mobilityRequest.departureTime;
  mobilityRequest.departureTime = '';
  let markup: string;
  try {
    markup = renderScreen(
      language,
      ROUTES.home,
      <DashboardFrame user={user} onLogout={() => undefined} logoutDisabled={false}>
        <RideSearchForm userId="first-paint" />
        <MyCommute userId="first-paint" />
      </DashboardFrame>,
    );
  } finally {
    mobilityRequest.departureTime = departureTime;
  }
  if (!markup.includes(`class="${MY_COMMUTE_EMPTY_CLASS}"`))
    throw new Error('The dashboard frame should show My commute without saved routes.');
  return NAME_SLOTS.reduce((html, slot) => {
    if (html.split(slotMarker(slot)).length !== 2)
      throw new Error(`The dashboard frame should show the ${slot} once.`);
    return html.replace(slotMarker(slot), `<span ${NAME_SLOT_ATTRIBUTE}="${slot}"></span>`);
  }, markup);
}

const copyOf = (screen: FirstPaintScreen, language: Language, markup: string) =>
  `<div data-first-paint="${language}" ${FIRST_PAINT_SCREEN_ATTRIBUTE}="${screen}" lang="${language}" inert aria-hidden="true">${markup}</div>`;

/**
 * The copies for #root, one per screen and language, hidden until a first-paint script picks one; and the start
 * screen (the app's mark over a spinner) shown where no copy is, until the app's first render replaces it. The
 * start screen opens with the dashboard's script (`dashboardPreloads`: the files of the dashboard's chunks, fetched
 * when it shows the copy), so the copy is decided before anything of the start screen is parsed.
 */
export function renderFirstPaintMarkup({
  dashboardPreloads = [],
}: { dashboardPreloads?: readonly string[] } = {}): string {
  const splash = renderToStaticMarkup(
    <Providers i18n={createI18n(resources, DEFAULT_LANGUAGE)}>
      <StartSplash />
    </Providers>,
  );
  return (
    SUPPORTED_LANGUAGES.map((language) =>
      copyOf('login', language, renderScreen(language, ROUTES.login, <LoginScreen />)),
    ).join('') +
    SUPPORTED_LANGUAGES.map((language) =>
      copyOf('support', language, renderScreen(language, ROUTES.support, <SupportScreen />)),
    ).join('') +
    SUPPORTED_LANGUAGES.map((language) =>
      copyOf('dashboard', language, renderDashboardFrame(language)),
    ).join('') +
    `<div data-start-splash inert aria-hidden="true"><script>${dashboardFirstPaintScript(dashboardPreloads)}</script>${splash}</div>`
  );
}

const json = (value: unknown) => JSON.stringify(value);

/** Script text: `a` becomes the visitor's language as the app picks it (?locale=, else the stored choice, else German). */
const pickLanguage = [
  `var g=${json(SUPPORTED_LANGUAGES)},a=q.get(${json(LANGUAGE_QUERY_KEY)});`,
  `if(g.indexOf(a)<0)a=s.getItem(${json(LANGUAGE_STORAGE_KEY)});`,
  `if(g.indexOf(a)<0)a=${json(DEFAULT_LANGUAGE)};`,
].join('');

/** Script text: shows the copy of screen `c` in language `a` (sets <html>'s language too). */
const showCopy = [
  `var d=document.documentElement;d.lang=a;d.setAttribute(${json(FIRST_PAINT_LANGUAGE_ATTRIBUTE)},a);`,
  `d.setAttribute(${json(FIRST_PAINT_SCREEN_ATTRIBUTE)},c);`,
].join('');

/**
 * The inline script in <head> (classic, before anything is drawn): shows the login copy (on /support the support
 * copy), but only where the start-up ends on the login screen (on the logged-out support page): a first-paint path, no access, refresh or onboarding token, no code or access
 * token to sign in with. Anything unexpected (storage blocked) leaves the copies hidden: the app starts as it
 * always did.
 */
export function firstPaintScript(): string {
  return [
    '(function(){try{',
    `var l=location,q=new URLSearchParams(l.search),s=localStorage,c="login",p=${json(FIRST_PAINT_PATHS)};`,
    `if(${json(SUPPORT_FIRST_PAINT_PATHS)}.indexOf(l.pathname)>=0)c="support";`,
    'if((c==="login"&&p.indexOf(l.pathname)<0)||q.has("code")||q.has("accessToken"))return;',
    `if(s.getItem(${json(ACCESS_TOKEN_KEY)})||s.getItem(${json(REFRESH_TOKEN_KEY)})||sessionStorage.getItem(${json(ONBOARDING_TOKEN_KEY)}))return;`,
    // A sign-in kept for this tab only (localStorage was full): no login copy either.
    `if(sessionStorage.getItem(${json(tabOnlyMarker(ACCESS_TOKEN_KEY))})||sessionStorage.getItem(${json(tabOnlyMarker(REFRESH_TOKEN_KEY))}))return;`,
    pickLanguage,
    showCopy,
    '}catch(e){}})();',
  ].join('');
}

/**
 * The inline script that opens the start screen, right after the dashboard copies were parsed: shows the
 * dashboard copy where the start-up paints the dashboard from the last known user (start-up-steps.ts step 2,
 * last-known-user.ts): a dashboard path, no code or token handed over, a stored access token, a kept user of that
 * token (the same fingerprint function, its source taken from the module) whom the guards send to the dashboard
 * (terms accepted, an e-mail) and who has commute-pooling access (the frame with the create link), offline too
 * (decision 028: the app keeps it, with the offline notice). The name goes in as text (it is user data, never
 * markup); My commute's explanation goes where the user has saved routes (the app lists them); then the dashboard's
 * chunks are fetched (`preloads`). Anything that does not fit or parse: the start screen, as without the copy.
 */
export function dashboardFirstPaintScript(preloads: readonly string[] = []): string {
  return [
    '(function(){try{',
    `var l=location,q=new URLSearchParams(l.search),s=localStorage,c="dashboard",p=${json(DASHBOARD_FIRST_PAINT_PATHS)};`,
    'if(p.indexOf(l.pathname)<0||q.has("code")||q.has("accessToken"))return;',
    `var t=s.getItem(${json(ACCESS_TOKEN_KEY)}),k=JSON.parse(s.getItem(${json(LAST_KNOWN_USER_KEY)})||"null");`,
    `var f=${tokenFingerprint.toString()};`,
    'if(!t||!k||typeof k!=="object"||k.token!==f(t))return;',
    'var u=k.user,n=u&&typeof u==="object"?u:{},m=n.commutePooling;',
    'if(n.acceptedTerms!==true||typeof n.email!=="string"||!n.email||!m||m.enabled!==true)return;',
    `var x=${json(NAME_SLOTS)};`,
    'if(typeof n.id!=="string"||!n.id)return;',
    'for(var i=0;i<x.length;i++)if(typeof n[x[i]]!=="string"||!n[x[i]])return;',
    pickLanguage,
    `var e=document.querySelectorAll("[data-first-paint="+JSON.stringify(a)+"][${FIRST_PAINT_SCREEN_ATTRIBUTE}=dashboard] [${NAME_SLOT_ATTRIBUTE}]");`,
    `if(!e.length)return;for(i=0;i<e.length;i++)e[i].textContent=n[e[i].getAttribute(${json(NAME_SLOT_ATTRIBUTE)})];`,
    // Saved routes (the app then lists them): not the explanation of an empty My commute.
    `if(s.getItem(${json(commuteStorageKey(''))}+n.id)!==null)e=document.querySelectorAll(${json(`[${FIRST_PAINT_SCREEN_ATTRIBUTE}=dashboard] .${MY_COMMUTE_EMPTY_CLASS}`)});else e=[];`,
    'for(i=0;i<e.length;i++)e[i].remove();',
    showCopy,
    `var w=${preloadFilesFunction(json(preloads))};`,
    afterFirstFrameScript('w'),
    '}catch(e){}})();',
  ].join('');
}
