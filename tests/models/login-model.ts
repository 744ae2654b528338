import { setup } from 'xstate';
import { DEMO_PASSWORD, NEW_COMPANY_PROFILE, PERSONAS } from '@mocks/seed';
import { checks, type ModelDefinition, type PathContext } from './model-harness';

/**
 * Login (spec section 2 /login, section 4 Login, Start-up sign-in order, Logout; section 5 Login; section 8
 * Login failure): password login with each outcome, the company sign-on code flow, a login answer without an
 * access token (a new user goes to the registration), logout, and the start with a stored token.
 */
type LoginEvent = { type: EventType };
type EventType =
  | 'OPEN_LOGIN'
  | 'START_WITH_VALID_TOKEN'
  | 'START_WITH_STALE_TOKEN'
  | 'START_WITH_URL_TOKEN'
  | 'START_WITH_REFRESH_TOKEN'
  | 'CHOOSE_EMAIL_LOGIN'
  | 'BACK'
  | 'SIGN_ON'
  | 'SIGN_ON_NEW_USER'
  | 'SUBMIT_EMPTY'
  | 'SUBMIT_VALID'
  | 'SUBMIT_WRONG_PASSWORD'
  | 'SUBMIT_ANSWERS_400'
  | 'SUBMIT_ANSWERS_403'
  | 'SUBMIT_ANSWERS_429'
  | 'SUBMIT_ANSWERS_500'
  | 'CLOSE_DIALOG'
  | 'LOG_OUT';

const submitOutcomes = {
  SUBMIT_EMPTY: checks('missingInput', '5.login-empty', '8.login.empty'),
  SUBMIT_VALID: checks('dashboard', '4.login'),
  SUBMIT_WRONG_PASSWORD: checks('failedCredentials', '4.login', '8.login.401'),
  SUBMIT_ANSWERS_400: checks('failedCredentials', '4.login', '8.login.400'),
  SUBMIT_ANSWERS_403: checks('failedInactive', '4.login', '8.login.403'),
  SUBMIT_ANSWERS_429: checks('failedLockout', '4.login', '8.login.429'),
  SUBMIT_ANSWERS_500: checks('failedGeneric', '4.login', '8.login.other'),
  BACK: checks('loginScreen', '2.login-routes'),
};

export const loginMachine = setup({ types: { events: {} as LoginEvent } }).createMachine({
  id: 'login',
  initial: 'closed',
  states: {
    /** The app is not open yet: a path starts it one way or another. */
    closed: {
      on: {
        OPEN_LOGIN: checks('loginScreen', '4.startup.unauthenticated'),
        START_WITH_VALID_TOKEN: checks('dashboard', '4.startup.stored-token'),
        // A link with ?accessToken=: stored, removed from the address, validated.
        START_WITH_URL_TOKEN: checks('dashboard', '4.startup.url-token'),
        // No access token, a stored refresh token: it logs in and a new access token is stored.
        START_WITH_REFRESH_TOKEN: checks('dashboard', '4.startup.refresh-token'),
        // The stored token is validated, fails, is removed: not authenticated, / is protected → /login.
        START_WITH_STALE_TOKEN: checks(
          'loginScreen',
          '4.startup.stored-token',
          '4.startup.unauthenticated',
        ),
      },
    },
    loginScreen: {
      on: {
        CHOOSE_EMAIL_LOGIN: checks('emailLogin', '2.login-routes'),
        SIGN_ON: checks('dashboard', '4.startup.code', '4.login'),
        SIGN_ON_NEW_USER: checks('registration', '4.startup.code', '4.login.no-token'),
      },
    },
    emailLogin: { on: submitOutcomes },
    missingInput: {
      on: {
        SUBMIT_VALID: checks('dashboard', '4.login'),
        BACK: checks('loginScreen', '2.login-routes'),
      },
    },
    failedCredentials: { on: { CLOSE_DIALOG: checks('emailLogin', '4.modal') } },
    failedInactive: { on: { CLOSE_DIALOG: checks('emailLogin', '4.modal') } },
    failedLockout: { on: { CLOSE_DIALOG: checks('emailLogin', '4.modal') } },
    failedGeneric: { on: { CLOSE_DIALOG: checks('emailLogin', '4.modal') } },
    dashboard: { on: { LOG_OUT: checks('loginScreen', '4.logout') } },
    registration: {},
  },
});

const demo = PERSONAS.demo;
const LOGIN_FAILED = 'Anmeldung fehlgeschlagen';

async function submitLogin({ driver }: PathContext, password: string) {
  await driver.fill(/^E-Mail$/, demo.email ?? '');
  await driver.fill(/^Passwort$/, password);
  await driver.click('button', /^Anmelden$/);
}

async function failedLogin({ driver }: PathContext, text: RegExp) {
  await driver.expectPath('/login/email');
  await driver.expectDialog(LOGIN_FAILED, text);
  if (await driver.storedToken()) throw new Error('A failed login left an access token.');
}

export const loginModel: ModelDefinition = {
  id: 'login',
  machine: loginMachine,
  states: {
    closed: async () => {},
    loginScreen: async ({ driver }) => {
      await driver.expectPath('/login');
      await driver.expectHeading('WEN');
      await driver.expectEnabled('button', 'Mit Q-Nummer anmelden', true);
      if (await driver.storedToken()) throw new Error('Logged out, but an access token is stored.');
    },
    emailLogin: async ({ driver }) => {
      await driver.expectPath('/login/email');
      await driver.expectHeading('Mit E-Mail anmelden');
      await driver.expectNoDialog();
      await driver.expectNoText('Bitte E-Mail und Passwort angeben!');
    },
    missingInput: async ({ driver }) => {
      await driver.expectPath('/login/email');
      await driver.expectText('Bitte E-Mail und Passwort angeben!');
      await driver.expectNoDialog();
    },
    failedCredentials: (context) => failedLogin(context, /^Die Zugangsdaten stimmen nicht überein/),
    failedInactive: (context) => failedLogin(context, /^Inaktives Konto/),
    failedLockout: (context) => failedLogin(context, /^Zu viele Anmeldeversuche/),
    failedGeneric: (context) => failedLogin(context, /^Die Anmeldung ist fehlgeschlagen/),
    dashboard: async ({ driver }) => {
      await driver.expectPath(/^\/(wen)?$/);
      await driver.expectHeading('Willkommen, Max Mustermann!');
      if (!(await driver.storedToken()))
        throw new Error('Logged in, but no access token is stored.');
      if ((await driver.addressQuery()).includes('accessToken'))
        throw new Error('A handed-over access token stayed in the address.');
    },
    registration: async ({ driver }) => {
      await driver.expectPath('/register-wen-user');
      await driver.expectHeading(
        `Willkommen bei WEN, ${NEW_COMPANY_PROFILE.givenName} ${NEW_COMPANY_PROFILE.familyName}!`,
      );
      if (await driver.storedToken()) throw new Error('A new user got an access token.');
    },
  },
  events: {
    OPEN_LOGIN: ({ driver }) => driver.start({ path: '/login' }),
    START_WITH_VALID_TOKEN: ({ driver }) => driver.start({ path: '/', signedIn: 'demo' }),
    START_WITH_STALE_TOKEN: ({ driver }) => driver.start({ path: '/', staleToken: true }),
    START_WITH_URL_TOKEN: ({ driver }) =>
      driver.start({ path: '/', handOver: { persona: 'demo', as: 'url-token' } }),
    START_WITH_REFRESH_TOKEN: ({ driver }) =>
      driver.start({ path: '/', handOver: { persona: 'demo', as: 'refresh-token' } }),
    CHOOSE_EMAIL_LOGIN: ({ driver }) => driver.click('link', 'Mit E-Mail anmelden'),
    BACK: ({ driver }) => driver.click('link', 'Zurück'),
    SIGN_ON: ({ driver }) => driver.signOn(demo.qNumber ?? ''),
    SIGN_ON_NEW_USER: ({ driver }) => driver.signOn(NEW_COMPANY_PROFILE.qNumber),
    // The fields keep what a failed attempt typed (spec: input survives failures): empty them first.
    SUBMIT_EMPTY: async ({ driver }) => {
      await driver.fill(/^E-Mail$/, '');
      await driver.fill(/^Passwort$/, '');
      await driver.click('button', /^Anmelden$/);
    },
    SUBMIT_VALID: (context) => submitLogin(context, DEMO_PASSWORD),
    SUBMIT_WRONG_PASSWORD: (context) => submitLogin(context, 'not-the-password'),
    SUBMIT_ANSWERS_400: async (context) => {
      await context.driver.injectFault('auth.login', { status: 400 });
      await submitLogin(context, DEMO_PASSWORD);
    },
    SUBMIT_ANSWERS_403: async (context) => {
      await context.driver.injectFault('auth.login', { status: 403 });
      await submitLogin(context, DEMO_PASSWORD);
    },
    SUBMIT_ANSWERS_429: async (context) => {
      await context.driver.injectFault('auth.login', { status: 429 });
      await submitLogin(context, DEMO_PASSWORD);
    },
    SUBMIT_ANSWERS_500: async (context) => {
      await context.driver.injectFault('auth.login', { status: 500 });
      await submitLogin(context, DEMO_PASSWORD);
    },
    CLOSE_DIALOG: ({ driver }) => driver.closeDialog(),
    LOG_OUT: async ({ driver }) => {
      await driver.click('button', 'Abmelden');
      await driver.click('button', 'Ja, abmelden');
    },
  },
};
