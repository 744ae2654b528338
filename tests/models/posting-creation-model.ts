import { type ModelDefinition, type PathContext } from './model-harness';
import { postingCreationMachine } from './posting-creation-machine';

/**
 * Posting creation (spec section 2 Creation flow, section 4 Booking creation, section 5 Second and Third step
 * rules, section 8 Booking creation failure): the posting type, each trip kind and shift branch, the continue
 * gates, going back, the overview, creating (busy, success, failure).
 */

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

/** The local date and time of a moment in a time zone, 'yyyy-MM-ddTHH:mm' (the one-time field's value). */
function localDateTime(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(new Date(ms))
    .replace(' ', 'T');
}

/** The earliest one-time value at a moment: now, on the picker's 5-minute steps (spec sections 4 and 9). */
const nextPossibleTime = (ms: number, timeZone: string) =>
  localDateTime(Math.ceil(ms / 300_000) * 300_000, timeZone);

const CORRECTED_PAST = 'Ein Datum in der Vergangenheit ist nicht möglich: auf heute gesetzt.';
const CORRECTED_BEFORE_START = '„Bis“ kann nicht vor „Von“ liegen: auf das Von-Datum gesetzt.';
const CORRECTED_PAST_TIME =
  'Eine Uhrzeit in der Vergangenheit ist nicht möglich: auf die nächstmögliche Zeit gesetzt.';
const TOO_SHORT = 'Bitte geben Sie einen längeren Suchbegriff ein';

async function choosePlace(
  { driver }: PathContext,
  which: 'Start' | 'Ziel',
  term: string,
  tooShortFirst = false,
) {
  await driver.click('button', new RegExp(`^${which}\\b`));
  await driver.expectPath('/commute-pooling/location-picker');
  if (tooShortFirst) {
    // Under 2 characters: the hint, no search (spec section 5, Location search).
    await driver.fill('Ort suchen', term.slice(0, 1));
    await driver.expectText(TOO_SHORT);
  }
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
      await driver.expectDialog('Fehler', /^Ihr Inserat konnte nicht bearbeitet werden/);
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
    PICK_PERIOD_FROM_PAST: async (context) => {
      const { driver } = context;
      // A start in the past becomes today (spec section 4, Date handling; section 5: the minimum is today).
      await pickDay(context, 'Von', berlinDay(-1));
      await driver.expectValue(/^Von$/, berlinDay(0));
      await driver.expectText(CORRECTED_PAST);
      // An end before the start becomes the start (section 5: the end's minimum is the start).
      await pickDay(context, 'Von', berlinDay(3));
      await pickDay(context, 'Bis', berlinDay(2));
      await driver.expectValue(/^Bis$/, berlinDay(3));
      await driver.expectText(CORRECTED_BEFORE_START);
      await pickDay(context, 'Bis', berlinDay(40));
      await driver.expectValue(/^Von$/, berlinDay(3));
      await driver.expectNoText(CORRECTED_BEFORE_START);
    },
    CHECK_WEEKDAY: async ({ driver }) => {
      await driver.click('checkbox', 'Dienstag');
      // The usual departure time (issue 35): Continue waits for it too.
      await driver.fill(/^Übliche Abfahrtszeit$/, '07:30');
    },
    PICK_DATE_TIME: async ({ driver }) => {
      // A time earlier than now becomes the next possible time (spec section 4, Date handling).
      const timeZone = await driver.timeZone();
      const before = Date.now();
      await driver.fill(/^Datum und Uhrzeit$/, `${berlinDay(-1)}T07:30`);
      const after = Date.now();
      // Now may pass a step boundary while the field is filled: either side of it.
      const earliest = [before, after].map((ms) => nextPossibleTime(ms, timeZone));
      await driver.expectValue(/^Datum und Uhrzeit$/, new RegExp(`^(${earliest.join('|')})$`));
      await driver.expectText(CORRECTED_PAST_TIME);
      await driver.fill(/^Datum und Uhrzeit$/, `${berlinDay(1)}T07:30`);
      await driver.expectNoText(CORRECTED_PAST_TIME);
    },
    CHOOSE_ROUTE: async (context) => {
      await choosePlace(context, 'Start', 'Freising', true);
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
