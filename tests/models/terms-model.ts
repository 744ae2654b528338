import { setup } from 'xstate';
import { PERSONAS } from '@mocks/seed';
import { checks, type ModelDefinition } from './model-harness';

/**
 * Access gating (spec section 2 Route guards and /dashboard, section 4 Terms, section 5 Access gating and the
 * missing-mail rule, section 6): terms pending, accepting them (success and failure), logout from the terms
 * screen, the missing e-mail step, and a user without access.
 */
type TermsEvent = { type: EventType };
type EventType =
  | 'SIGN_IN_TERMS_PENDING'
  | 'SIGN_ON_WITHOUT_EMAIL'
  | 'SIGN_IN_WITHOUT_ACCESS'
  | 'ACCEPT'
  | 'ACCEPT_FAILS'
  | 'OPEN_GATED_ROUTE'
  | 'OPEN_TERMS'
  | 'LOG_OUT'
  | 'TYPE_INVALID_EMAIL'
  | 'TYPE_VALID_EMAIL'
  | 'SUBMIT_EMAIL'
  | 'SUBMIT_EMAIL_FAILS'
  | 'CLOSE_DIALOG'
  | 'GO_TO_APP';

export const termsMachine = setup({ types: { events: {} as TermsEvent } }).createMachine({
  id: 'terms',
  initial: 'closed',
  states: {
    closed: {
      on: {
        SIGN_IN_TERMS_PENDING: checks('termsPending', '5.access-gating'),
        SIGN_ON_WITHOUT_EMAIL: checks('emailMissing', '4.startup.code', '5.access-gating'),
        SIGN_IN_WITHOUT_ACCESS: checks('noAccess', '6.eligibility'),
      },
    },
    termsPending: {
      on: {
        ACCEPT: checks('dashboard', '4.terms.accept'),
        // A failure only clears the in-progress flag: no message, the user stays.
        ACCEPT_FAILS: checks('termsPending', '4.terms.failure', '8.refresh-terms-failure'),
        // Every gated route is replaced with the terms screen.
        OPEN_GATED_ROUTE: checks('termsPending', '2.route-guards', '5.access-gating'),
        LOG_OUT: checks('loggedOut', '4.logout'),
      },
    },
    dashboard: {
      on: {
        // Terms accepted: the terms screen has nothing to hold.
        OPEN_TERMS: checks('dashboard', '2.route-guards', '5.access-gating'),
        LOG_OUT: checks('loggedOut', '4.logout'),
      },
    },
    emailMissing: {
      on: {
        TYPE_INVALID_EMAIL: checks('emailInvalid', '5.missing-mail'),
        TYPE_VALID_EMAIL: checks('emailValid', '5.missing-mail'),
        // No e-mail: gated routes lead to the missing-mail step.
        OPEN_GATED_ROUTE: checks('emailMissing', '2.route-guards', '5.access-gating'),
      },
    },
    emailInvalid: { on: { TYPE_VALID_EMAIL: checks('emailValid', '5.missing-mail') } },
    emailValid: {
      on: {
        TYPE_INVALID_EMAIL: checks('emailInvalid', '5.missing-mail'),
        // Update user e-mail (section 4, other events), then the confirmation screen.
        SUBMIT_EMAIL: checks('emailSaved', '4.other-events'),
        // Any failure but 409 (in use): the generic modal 'Error' (section 8); the input stays.
        SUBMIT_EMAIL_FAILS: checks('emailUpdateFailed', '8.generic-modal'),
      },
    },
    emailUpdateFailed: { on: { CLOSE_DIALOG: checks('emailValid', '4.modal') } },
    emailSaved: { on: { GO_TO_APP: checks('dashboard', '5.access-gating') } },
    noAccess: { on: { LOG_OUT: checks('loggedOut', '6.eligibility', '4.logout') } },
    loggedOut: {},
  },
});

const MISSING_MAIL = 'E-Mail-Adresse ergänzen';
const INVALID = 'Ungültige Eingabe';
const VALID_EMAIL = 'mia.fischer@bmw.example';
/** The generic modal's text (spec section 8): not processed, try again, avoid the special characters. */
const GENERIC_ERROR =
  /^Ihre Anfrage konnte nicht bearbeitet werden\. Bitte versuchen Sie es erneut und verzichten Sie auf die Sonderzeichen \| \$ & % @ < >\.$/;

export const termsModel: ModelDefinition = {
  id: 'terms',
  machine: termsMachine,
  states: {
    closed: async () => {},
    termsPending: async ({ driver }) => {
      await driver.expectPath('/terms-and-conditions');
      await driver.expectHeading('Nutzungsbedingungen');
      await driver.expectHeading('Willkommen, Max Mustermann!');
      await driver.expectEnabled('button', 'Akzeptieren', true);
      await driver.expectNoDialog();
    },
    dashboard: async ({ driver }) => {
      await driver.expectPath('/');
      await driver.expectHeading(/^Willkommen, /);
      await driver.expectHeading('Fahrgemeinschaft finden');
    },
    emailMissing: async ({ driver }) => {
      await driver.expectPath('/register-missing-mail');
      await driver.expectHeading(MISSING_MAIL);
      await driver.expectEnabled('button', 'Weiter', false);
      await driver.expectNoText(INVALID);
    },
    emailInvalid: async ({ driver }) => {
      await driver.expectPath('/register-missing-mail');
      await driver.expectText(INVALID);
      await driver.expectEnabled('button', 'Weiter', false);
    },
    emailValid: async ({ driver }) => {
      await driver.expectPath('/register-missing-mail');
      await driver.expectValue(/^E-Mail/, VALID_EMAIL);
      await driver.expectNoText(INVALID);
      await driver.expectEnabled('button', 'Weiter', true);
    },
    emailUpdateFailed: async ({ driver }) => {
      await driver.expectPath('/register-missing-mail');
      await driver.expectDialog('Fehler', GENERIC_ERROR);
    },
    emailSaved: async ({ driver }) => {
      await driver.expectPath('/confirmation-email-sent');
      await driver.expectHeading('Bestätigungs-E-Mail gesendet');
      await driver.expectText(VALID_EMAIL);
    },
    noAccess: async ({ driver }) => {
      await driver.expectPath('/');
      await driver.expectHeading('Willkommen, Max Mustermann!');
      await driver.expectText('Sie haben noch keinen Zugang zu den Mobilitätsdiensten.');
      await driver.expectNoText('Fahrgemeinschaft finden');
    },
    loggedOut: async ({ driver }) => {
      await driver.expectPath('/login');
      await driver.expectEnabled('button', 'Mit Q-Nummer anmelden', true);
      if (await driver.storedToken()) throw new Error('Logged out, but an access token is stored.');
    },
  },
  events: {
    SIGN_IN_TERMS_PENDING: ({ driver }) =>
      driver.start({ path: '/', scenario: 'terms-pending', signedIn: 'demo' }),
    SIGN_ON_WITHOUT_EMAIL: async ({ driver }) => {
      await driver.start({ path: '/login', scenario: 'missing-email' });
      await driver.signOn(PERSONAS.missingEmail.qNumber);
    },
    SIGN_IN_WITHOUT_ACCESS: ({ driver }) =>
      driver.start({ path: '/', scenario: 'no-access', signedIn: 'demo' }),
    ACCEPT: ({ driver }) => driver.click('button', 'Akzeptieren'),
    ACCEPT_FAILS: async ({ driver }) => {
      await driver.injectFault('users.acceptTerms', { status: 500 });
      await driver.click('button', 'Akzeptieren');
      // No message follows this failure: wait for the call itself, or the next check could come before it.
      await driver.expectFaultUsed('users.acceptTerms');
    },
    OPEN_GATED_ROUTE: ({ driver }) => driver.navigate('/my-wen'),
    OPEN_TERMS: ({ driver }) => driver.navigate('/terms-and-conditions'),
    LOG_OUT: async ({ driver }) => {
      await driver.click('button', 'Abmelden');
      // The header's logout asks first; the terms screen's own Abmelden button is the answer already.
      if (await driver.isVisible('button', 'Ja, abmelden'))
        await driver.click('button', 'Ja, abmelden');
    },
    TYPE_INVALID_EMAIL: ({ driver }) => driver.fill(/^E-Mail/, 'mia@x'),
    TYPE_VALID_EMAIL: ({ driver }) => driver.fill(/^E-Mail/, VALID_EMAIL),
    SUBMIT_EMAIL: ({ driver }) => driver.click('button', 'Weiter'),
    SUBMIT_EMAIL_FAILS: async ({ driver }) => {
      await driver.injectFault('users.updateEmail', { status: 500 });
      await driver.click('button', 'Weiter');
    },
    CLOSE_DIALOG: ({ driver }) => driver.closeDialog(),
    GO_TO_APP: ({ driver }) => driver.navigate('/'),
  },
};
