import { setup } from 'xstate';
import { checks, type ModelDefinition, type PathContext } from './model-harness';

/**
 * Posting creation (spec section 2 Creation flow, section 4 Booking creation, section 5 Second and Third step
 * rules, section 8 Booking creation failure): the posting type, each trip kind and shift branch, the continue
 * gates, going back, the overview, creating (busy, success, failure).
 */
type PostingEvent = { type: EventType };
type EventType =
  | 'ENTER_OFFERING'
  | 'ENTER_REQUEST'
  | 'CONTINUE'
  | 'CHOOSE_ONE_TIME'
  | 'CHOOSE_RECURRING'
  | 'CHOOSE_SHIFT_WORK'
  | 'CHOOSE_FLEXIBLE_HOURS'
  | 'BACK'
  | 'CHOOSE_SHIFT'
  | 'PICK_PERIOD'
  | 'CHECK_WEEKDAY'
  | 'PICK_DATE_TIME'
  | 'CHOOSE_ROUTE'
  | 'CREATE'
  | 'CREATE_FAILS'
  | 'CREATE_HANGS'
  | 'CLOSE_DIALOG';

export const postingCreationMachine = setup({
  types: { events: {} as PostingEvent },
}).createMachine({
  id: 'postingCreation',
  initial: 'closed',
  states: {
    closed: {
      on: {
        ENTER_OFFERING: checks('introOffering', '2.creation-flow'),
        ENTER_REQUEST: checks('introRequest', '2.creation-flow'),
      },
    },
    introOffering: { on: { CONTINUE: checks('kindMissing', '5.second-step') } },
    introRequest: { on: { CONTINUE: checks('kindMissing', '5.second-step') } },
    // Second step: continue only with a kind, and for recurring with the working hours.
    kindMissing: {
      on: {
        CHOOSE_ONE_TIME: checks('oneTimeChosen', '5.second-step'),
        CHOOSE_RECURRING: checks('hoursMissing', '5.second-step'),
      },
    },
    hoursMissing: {
      on: {
        CHOOSE_SHIFT_WORK: checks('shiftWorkChosen', '5.second-step'),
        CHOOSE_FLEXIBLE_HOURS: checks('flexibleChosen', '5.second-step'),
        CHOOSE_ONE_TIME: checks('oneTimeChosen', '5.second-step'),
      },
    },
    // ONE_TIME clears the working hours and greys them out.
    oneTimeChosen: {
      on: {
        CONTINUE: checks('oneTimeEmpty', '2.creation-flow'),
        CHOOSE_RECURRING: checks('hoursMissing', '5.second-step'),
      },
    },
    shiftWorkChosen: {
      on: {
        CONTINUE: checks('shiftEmpty', '5.third-step.shift'),
        CHOOSE_ONE_TIME: checks('oneTimeChosen', '5.second-step'),
      },
    },
    flexibleChosen: {
      on: {
        CONTINUE: checks('flexibleEmpty', '5.third-step.flexible'),
        CHOOSE_ONE_TIME: checks('oneTimeChosen', '5.second-step'),
      },
    },
    // Third steps: back keeps the second step's choice.
    shiftEmpty: {
      on: {
        CHOOSE_SHIFT: checks('shiftChosen', '5.third-step.shift'),
        BACK: checks('shiftWorkChosen', '2.creation-flow'),
      },
    },
    shiftChosen: { on: { PICK_PERIOD: checks('shiftReady', '5.third-step.shift') } },
    shiftReady: { on: { CONTINUE: checks('routeMissing', '2.creation-flow') } },
    flexibleEmpty: {
      on: {
        PICK_PERIOD: checks('weekdayMissing', '5.third-step.flexible'),
        BACK: checks('flexibleChosen', '2.creation-flow'),
      },
    },
    weekdayMissing: { on: { CHECK_WEEKDAY: checks('flexibleReady', '5.third-step.flexible') } },
    flexibleReady: { on: { CONTINUE: checks('routeMissing', '2.creation-flow') } },
    oneTimeEmpty: {
      on: {
        PICK_DATE_TIME: checks('oneTimeReady', '2.creation-flow'),
        BACK: checks('oneTimeChosen', '2.creation-flow'),
      },
    },
    oneTimeReady: { on: { CONTINUE: checks('routeMissing', '2.creation-flow') } },
    // Overview: Create needs From and To; it is disabled while creating.
    routeMissing: {
      on: { CHOOSE_ROUTE: checks('readyToCreate', '2.creation-flow', '4.location-search') },
    },
    readyToCreate: {
      on: {
        CREATE: checks('created', '4.booking-creation.success'),
        CREATE_FAILS: checks(
          'createFailed',
          '4.booking-creation.failure',
          '8.booking-creation-failure',
        ),
        CREATE_HANGS: checks('creating', '4.booking-creation.progress'),
      },
    },
    creating: {},
    createFailed: { on: { CLOSE_DIALOG: checks('readyToCreate', '4.modal') } },
    created: {},
  },
});

const CONTINUE = 'Weiter';
const CREATE = 'Erstellen';

/** A day relative to today in Europe/Berlin, yyyy-MM-dd (both runners' clocks stand in that zone's today). */
export function berlinDay(offsetDays: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + offsetDays * 86_400_000));
}

async function pickDay({ driver }: PathContext, field: 'Von' | 'Bis', day: string) {
  // One tap opens the browser's picker; the field is its input, filled as the picker sets it.
  await driver.fill(new RegExp(`^${field}$`), day);
}

async function choosePlace({ driver }: PathContext, which: 'Start' | 'Ziel', term: string) {
  await driver.click('button', new RegExp(`^${which}\\b`));
  await driver.expectPath('/commute-pooling/location-picker');
  await driver.fill('Ort suchen', term);
  await driver.clickFirstIn(/^Suchergebnisse/);
  await driver.expectPath('/commute-pooling/create/overview');
}

async function secondStep({ driver }: PathContext, canContinue: boolean, hoursOn: boolean) {
  await driver.expectPath('/commute-pooling/create/second-step');
  await driver.expectText('Schritt 1 von 3');
  await driver.expectEnabled('button', CONTINUE, canContinue);
  await driver.expectGroupDisabled('Welche Arbeitszeiten haben Sie?', !hoursOn);
}

async function thirdStep({ driver }: PathContext, path: string, canContinue: boolean) {
  await driver.expectPath(path);
  await driver.expectText('Schritt 2 von 3');
  await driver.expectEnabled('button', CONTINUE, canContinue);
}

async function overview({ driver }: PathContext, routeChosen: boolean) {
  await driver.expectPath('/commute-pooling/create/overview');
  await driver.expectText('Schritt 3 von 3');
  await driver.expectNoDialog();
  await driver.expectEnabled('button', CREATE, routeChosen);
  if (routeChosen) await driver.expectNoText('Bitte wählen Sie Startpunkt und Ziel.');
  else await driver.expectText('Bitte wählen Sie Startpunkt und Ziel.');
}

const SHIFT_PATH = '/commute-pooling/create/third-step-shift';
const FLEXIBLE_PATH = '/commute-pooling/create/third-step-flexible';
const ONE_TIME_PATH = '/commute-pooling/create/third-step-onetime';

export const postingCreationModel: ModelDefinition = {
  id: 'posting-creation',
  machine: postingCreationMachine,
  states: {
    closed: async () => {},
    introOffering: async ({ driver }) => {
      await driver.expectPath('/commute-pooling/create/first-step');
      await driver.expectHeading('Mitfahrt anbieten');
      await driver.expectEnabled('button', CONTINUE, true);
    },
    introRequest: async ({ driver }) => {
      await driver.expectPath('/commute-pooling/create/first-step');
      await driver.expectHeading('Mitfahrt suchen');
      await driver.expectEnabled('button', CONTINUE, true);
    },
    kindMissing: (context) => secondStep(context, false, true),
    hoursMissing: (context) => secondStep(context, false, true),
    oneTimeChosen: (context) => secondStep(context, true, false),
    shiftWorkChosen: (context) => secondStep(context, true, true),
    flexibleChosen: (context) => secondStep(context, true, true),
    shiftEmpty: (context) => thirdStep(context, SHIFT_PATH, false),
    shiftChosen: (context) => thirdStep(context, SHIFT_PATH, false),
    shiftReady: (context) => thirdStep(context, SHIFT_PATH, true),
    flexibleEmpty: (context) => thirdStep(context, FLEXIBLE_PATH, false),
    weekdayMissing: (context) => thirdStep(context, FLEXIBLE_PATH, false),
    flexibleReady: (context) => thirdStep(context, FLEXIBLE_PATH, true),
    oneTimeEmpty: (context) => thirdStep(context, ONE_TIME_PATH, false),
    oneTimeReady: (context) => thirdStep(context, ONE_TIME_PATH, true),
    routeMissing: (context) => overview(context, false),
    readyToCreate: (context) => overview(context, true),
    creating: async ({ driver }) => {
      await driver.expectPath('/commute-pooling/create/overview');
      await driver.expectText('Inserat wird erstellt …');
      await driver.expectEnabled('button', CREATE, false);
    },
    createFailed: async ({ driver }) => {
      await driver.expectPath('/commute-pooling/create/overview');
      await driver.expectDialog('Fehler', /^Ihre Buchung konnte nicht bearbeitet werden/);
    },
    created: async ({ driver }) => {
      await driver.expectPath('/dashboard');
      await driver.expectHeading('Willkommen, Max Mustermann!');
    },
  },
  events: {
    ENTER_OFFERING: async ({ driver }) => {
      await driver.start({ path: '/', signedIn: 'demo' });
      await driver.navigate('/commute-pooling/create/first-step');
    },
    ENTER_REQUEST: async ({ driver }) => {
      await driver.start({ path: '/', signedIn: 'demo' });
      await driver.navigate('/commute-pooling/create/first-step', { postingType: 'REQUEST' });
    },
    CONTINUE: ({ driver }) => driver.click('button', CONTINUE),
    CHOOSE_ONE_TIME: ({ driver }) => driver.click('radio', 'Einmalig'),
    CHOOSE_RECURRING: ({ driver }) => driver.click('radio', 'Regelmäßig'),
    CHOOSE_SHIFT_WORK: ({ driver }) => driver.click('radio', 'Schichtarbeit'),
    CHOOSE_FLEXIBLE_HOURS: ({ driver }) => driver.click('radio', 'Flexible Arbeitszeiten'),
    BACK: ({ driver }) => driver.click('link', 'Zurück'),
    CHOOSE_SHIFT: ({ driver }) => driver.select(/^Schicht$/, 'Nachtschicht'),
    PICK_PERIOD: async (context) => {
      await pickDay(context, 'Von', berlinDay(2));
      await pickDay(context, 'Bis', berlinDay(40));
    },
    CHECK_WEEKDAY: ({ driver }) => driver.click('checkbox', 'Dienstag'),
    PICK_DATE_TIME: async ({ driver }) => {
      await driver.fill(/^Datum und Uhrzeit$/, `${berlinDay(1)}T07:30`);
    },
    CHOOSE_ROUTE: async (context) => {
      await choosePlace(context, 'Start', 'Freising');
      await choosePlace(context, 'Ziel', 'Garching');
    },
    CREATE: ({ driver }) => driver.click('button', CREATE),
    CREATE_FAILS: async ({ driver }) => {
      await driver.injectFault('bookings.create', { status: 500 });
      await driver.click('button', CREATE);
    },
    CREATE_HANGS: async ({ driver }) => {
      await driver.injectFault('bookings.create', 'hang');
      await driver.click('button', CREATE);
    },
    CLOSE_DIALOG: ({ driver }) => driver.closeDialog(),
  },
};
