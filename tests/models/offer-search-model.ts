import { type ModelDefinition, type PathContext } from './model-harness';
import { berlinDay } from './posting-creation-model';
import { offerSearchMachine } from './offer-search-machine';

/**
 * The mobility request and the offer search (spec section 2 /dashboard and the offers overview, section 4 Mobility
 * request, section 5 the Find rule and offer distances, section 8 Offers failure and No matches): the dashboard's
 * find form and its gate, submitting it, the search loading, the list, no matches (the `offers-empty` scenario), the
 * search failing and searching again, going back with the request kept, and resetting the request (New search).
 */

const WELCOME = 'Willkommen, Max Mustermann!';
const FIND_DRIVERS = 'Fahrer finden';
const FIND_PASSENGERS = 'Mitfahrer finden';
const DATE = 'Abfahrtsdatum';
const OVERVIEW = '/commute-pooling/offers/overview';
/** The dashboard's own routes: / at the start, /dashboard after the offers' back arrow or New search. */
const DASHBOARD = /^\/(dashboard)?$/;
/**
 * The places picked: the origin by a search (its first result), the destination among the picker's hot spots, a
 * company site most commuters drive to, so the list shows distances below 100 m (in metres) as well as above.
 */
const ORIGIN_TERM = 'Dachau';
const ORIGIN_SHOWN = /^Start\s(?!und Ziel tauschen).*\bDachau\b/;
const DESTINATION_PLACE = /^BMW Werk München,/;
const DESTINATION_SHOWN = /^Ziel\s+BMW Werk München,/;
const NO_ORIGIN = /^Start\s+Startpunkt wählen$/;
const NO_DESTINATION = /^Ziel\s+Ziel wählen$/;
const SEARCHING = 'Treffer werden gesucht …';
/** Section 8, the offers failure: the modal and the screen's text. */
const FAILED_TITLE = 'Suche fehlgeschlagen';
const FAILED_MODAL_TEXT =
  'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut oder wenden Sie sich an den Support.';
const FAILED_SCREEN_TEXT = 'Leider gibt es ein Problem. Bitte versuchen Sie es erneut.';
/** Section 8, no matches. */
const NO_MATCH =
  'Leider wurde kein passender Treffer gefunden. Versuchen Sie es später erneut oder erstellen Sie ein Inserat, damit andere Sie kontaktieren können.';
const DATE_CORRECTED = 'Ein Datum in der Vergangenheit ist nicht möglich: auf heute gesetzt.';
/** The list's region (its heading names what was searched for). */
const DRIVERS_LIST = 'Gefundene Fahrer';
/** Shown distances are rounded to 0.1 km each: two shown sums may differ from the true order by 0.1 km. */
const ROUNDING_TOLERANCE_M = 100;

/** Picks the origin through the location picker: the first search result for the term; back on the dashboard. */
async function pickOrigin({ driver }: PathContext) {
  // 'Start und Ziel tauschen' (the swap button) begins with 'Start' too.
  await driver.click('button', /^Start\b(?! und Ziel tauschen)/);
  await driver.expectPath('/commute-pooling/location-picker');
  await driver.fill('Ort suchen', ORIGIN_TERM);
  await driver.clickFirstIn(/^Suchergebnisse/);
  await driver.expectPath(DASHBOARD);
}

/** Picks the destination through the location picker: a hot spot, listed before anything is typed. */
async function pickDestination({ driver }: PathContext) {
  await driver.click('button', /^Ziel\b/);
  await driver.expectPath('/commute-pooling/location-picker');
  await driver.click('button', DESTINATION_PLACE);
  await driver.expectPath(DASHBOARD);
}

/** The find form: the places shown, the departure date, and whether Find Drivers and Find Passengers are enabled. */
async function findForm(
  context: PathContext,
  { origin, destination }: { origin: boolean; destination: boolean },
) {
  const { driver, memo } = context;
  await driver.expectPath(DASHBOARD);
  await driver.expectHeading(WELCOME);
  await driver.expectNoDialog();
  await driver.expectEnabled('button', origin ? ORIGIN_SHOWN : NO_ORIGIN, true);
  await driver.expectEnabled('button', destination ? DESTINATION_SHOWN : NO_DESTINATION, true);
  // Default departure: now (section 9), so today's date unless the path picked another.
  await driver.expectValue(DATE, memo.date ?? berlinDay(0));
  // Section 5: Find needs origin, destination and departure time, all of them.
  const complete = origin && destination;
  await driver.expectEnabled('button', FIND_DRIVERS, complete);
  await driver.expectEnabled('button', FIND_PASSENGERS, complete);
}

/** The overview of a search for drivers or passengers (spec section 2): its heading names the request type. */
async function overview({ driver }: PathContext, heading: 'Fahrer' | 'Mitfahrer') {
  await driver.expectPath(OVERVIEW);
  await driver.expectHeading(heading);
}

/** An entry's two distances ('1,2 km vom Start', '85 m vom Ziel'; number and unit joined by a no-break space). */
const DISTANCES = [/^\S+\sk?m vom Start$/, /^\S+\sk?m vom Ziel$/] as const;

/**
 * A shown distance in metres, checked against the spec's format for offer screens (section 5): below 100 in whole
 * metres, otherwise kilometres with one decimal (German: decimal comma, thousands dot).
 */
function shownMetres(shown: string, index: number): number {
  const match = /^(\S+)\s(k?m) vom (Start|Ziel)$/.exec(shown);
  const from = index === 0 ? 'Start' : 'Ziel';
  if (!match || match[3] !== from) {
    throw new Error(`An offer shows no distance from the ${from} ("${shown}").`);
  }
  const [, number = '', unit] = match;
  if (unit === 'm') {
    if (!/^\d{1,2}$/.test(number)) {
      throw new Error(`"${number} m" vom ${from}: metres are for distances below 100 m only.`);
    }
    return Number(number);
  }
  const km = /^\d{1,3}(\.\d{3})*,\d$/.test(number)
    ? Number(number.replaceAll('.', '').replace(',', '.'))
    : NaN;
  if (!(km >= 0.1)) {
    throw new Error(`"${number} km" vom ${from}: not kilometres with one decimal from 100 m.`);
  }
  return km * 1000;
}

/** The list: each entry with both distances in the spec's format, nearest (origin + destination) first. */
async function listed(context: PathContext) {
  const { driver } = context;
  await overview(context, 'Fahrer');
  await driver.expectNoDialog();
  await driver.expectNoText(SEARCHING);
  await driver.expectNoText(FAILED_SCREEN_TEXT);
  const entries = await driver.listEntries(DRIVERS_LIST, DISTANCES);
  if (entries.length === 0) throw new Error('The search lists no offer.');
  const sums = entries.map((shown) =>
    shown.reduce((sum, distance, index) => sum + shownMetres(distance, index), 0),
  );
  sums.forEach((sum, index) => {
    const before = sums[index - 1];
    if (before !== undefined && sum < before - ROUNDING_TOLERANCE_M) {
      throw new Error(
        `Offer ${index + 1} (${entries[index]?.join(', ')}) is listed after offer ${index} (${entries[index - 1]?.join(', ')}).`,
      );
    }
  });
}

/** The failed search (section 8, Offers failure): the modal 'offer failed' over the overview's error text. */
export async function showsOffersFailure({ driver }: PathContext) {
  await driver.expectPath(OVERVIEW);
  await driver.expectDialog(FAILED_TITLE, FAILED_MODAL_TEXT);
  await driver.expectText(FAILED_SCREEN_TEXT);
}

const find = (name: string) => async (context: PathContext) => {
  await context.driver.click('button', name);
};

export const offerSearchModel: ModelDefinition = {
  id: 'offer-search',
  machine: offerSearchMachine,
  states: {
    closed: async () => {},
    searchEmpty: (context) => findForm(context, { origin: false, destination: false }),
    originSet: (context) => findForm(context, { origin: true, destination: false }),
    routeSet: (context) => findForm(context, { origin: true, destination: true }),
    routeSetNothingOffered: (context) => findForm(context, { origin: true, destination: true }),
    searching: async (context) => {
      await overview(context, 'Fahrer');
      await context.driver.expectText(SEARCHING);
      await context.driver.expectNoDialog();
    },
    driversListed: listed,
    searchFailed: async (context) => {
      await overview(context, 'Fahrer');
      await showsOffersFailure(context);
    },
    failureShown: async (context) => {
      const { driver } = context;
      await overview(context, 'Fahrer');
      await driver.expectNoDialog();
      await driver.expectText(FAILED_SCREEN_TEXT);
      await driver.expectNoText(SEARCHING);
    },
    noMatches: async (context) => {
      const { driver } = context;
      await overview(context, 'Mitfahrer');
      await driver.expectNoDialog();
      await driver.expectText(NO_MATCH);
      await driver.expectNoText(SEARCHING);
      await driver.expectNoText(DISTANCES[0]);
    },
    // The request is cleared: no places, the departure now again (today), Find disabled.
    searchReset: (context) => findForm(context, { origin: false, destination: false }),
    oppositeCreation: async ({ driver }) => {
      // Searched for passengers: the posting offered instead is a ride (OFFERING).
      await driver.expectPath('/commute-pooling/create/first-step');
      await driver.expectHeading('Mitfahrt anbieten');
    },
  },
  events: {
    OPEN_DASHBOARD: ({ driver }) => driver.start({ path: '/', signedIn: 'demo' }),
    OPEN_DASHBOARD_NOTHING_OFFERED: async (context) => {
      await context.driver.start({ path: '/', signedIn: 'demo', scenario: 'offers-empty' });
      await context.driver.expectHeading(WELCOME);
      await pickOrigin(context);
      await pickDestination(context);
    },
    SET_ORIGIN: pickOrigin,
    SET_DESTINATION: pickDestination,
    SET_DATE: async (context) => {
      const { driver, memo } = context;
      await driver.fill(DATE, berlinDay(-1));
      await driver.expectValue(DATE, berlinDay(0));
      await driver.expectText(DATE_CORRECTED);
      memo.date = berlinDay(1);
      await driver.fill(DATE, memo.date);
    },
    FIND_DRIVERS: find(FIND_DRIVERS),
    FIND_PASSENGERS: find(FIND_PASSENGERS),
    FIND_FAILS: async (context) => {
      await context.driver.injectFault('offers.search', { status: 500 });
      await find(FIND_DRIVERS)(context);
    },
    FIND_HANGS: async (context) => {
      await context.driver.injectFault('offers.search', 'hang');
      await find(FIND_DRIVERS)(context);
    },
    CLOSE_DIALOG: ({ driver }) => driver.closeDialog(),
    RETRY: ({ driver }) => driver.click('button', 'Erneut versuchen'),
    BACK: ({ driver }) => driver.click('link', 'Zurück'),
    NEW_SEARCH: async ({ driver, memo }) => {
      await driver.click('button', 'Neue Suche');
      // The departure picked on the way is reset with the request.
      delete memo.date;
    },
    CREATE_OPPOSITE: ({ driver }) => driver.click('button', 'Keine Mitfahrer? Fahrt anbieten'),
  },
};
