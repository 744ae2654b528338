import {
  errorAnswer,
  overrideRoute,
  type LocalizedText,
  type RouteOverride,
  type Scenario,
} from './scenario-types';
import { REAL_WORLD_SCENARIOS } from './real-world-scenarios';

/**
 * Named backend states QA switches between from the dev panel (mock mode), shares by URL (?scenario=<id>)
 * and the tests select by id (tests/unit/support/use-scenario.ts, tests/e2e/support/scenario-fixture.ts).
 * Selecting a scenario starts from freshly seeded data (open sessions stay), then applies its data changes;
 * its overrides, latency and network condition hold until another scenario is selected.
 */
export type {
  LocalizedText,
  Scenario,
  ScenarioDataChange,
  ScenarioPersonaKey,
  LatencySetting,
  NetworkCondition,
  RouteName,
} from './scenario-types';

export const DEFAULT_SCENARIO = {
  id: 'default',
  title: { de: 'Demo-Daten', en: 'Demo data' },
  description: {
    de: '60 Nutzerinnen und Nutzer mit QA-Personas, 1.000 Fahrten rund um München, Orte, Gebäude und Treffpunkte – aus dem Standard-Seed.',
    en: '60 users including the QA personas, 1,000 trips around Munich, places, buildings and meeting points – from the default seed.',
  },
  persona: 'demo',
} as const satisfies Scenario;

/** The 500 answer a failure scenario gives a route. */
function failing(route: RouteOverride['route'], what: LocalizedText['en']): RouteOverride {
  return overrideRoute(route, () =>
    errorAnswer(500, `Scenario: ${what} fails on purpose.`, 'SCENARIO_FAILURE'),
  );
}

const SCENARIO_LIST = [
  DEFAULT_SCENARIO,
  {
    id: 'inactive-account',
    title: { de: 'Inaktives Konto', en: 'Inactive account' },
    description: {
      de: 'Das Demo-Konto (demo@bmw.example) ist nicht bestätigt: die Anmeldung mit Passwort antwortet 403 „Inactive Account“.',
      en: 'The demo account (demo@bmw.example) is unconfirmed: the password login answers 403 "Inactive Account".',
    },
    persona: 'demo',
    data: [{ kind: 'user-flags', persona: 'demo', flags: { active: false } }],
  },
  {
    id: 'login-lockout',
    title: { de: 'Anmeldung gesperrt', en: 'Login locked' },
    description: {
      de: 'Nach wiederholten Fehlversuchen ist demo@bmw.example gesperrt: jede Anmeldung antwortet 429 „Too many login attempts“, bis die Daten zurückgesetzt werden. Fünf falsche Passwörter sperren auch jedes andere Konto.',
      en: 'After repeated failed attempts demo@bmw.example is locked: every login answers 429 "Too many login attempts" until the data is reset. Five wrong passwords lock any other account too.',
    },
    persona: 'demo',
    data: [{ kind: 'lock-login', persona: 'demo' }],
  },
  {
    id: 'no-access',
    title: { de: 'Kein Zugang', en: 'No access' },
    description: {
      de: 'Für das Demo-Konto ist commutePooling.enabled aus: das Dashboard zeigt die Texte „noch kein Zugang“. Im Panel lässt sich der Zugang live einschalten; die App lädt den Nutzer bei Fensterfokus und jede Minute neu.',
      en: 'commutePooling.enabled is off for the demo account: the dashboard shows the no-access texts. Switch access on live in the panel; the app reloads the user on window focus and every minute.',
    },
    persona: 'demo',
    data: [{ kind: 'user-flags', persona: 'demo', flags: { commutePooling: { enabled: false } } }],
  },
  {
    id: 'terms-pending',
    title: { de: 'Nutzungsbedingungen offen', en: 'Terms pending' },
    description: {
      de: 'Das Demo-Konto hat die aktuellen Nutzungsbedingungen nicht akzeptiert: die App hält es auf /terms-and-conditions.',
      en: 'The demo account has not accepted the current terms: the app holds it on /terms-and-conditions.',
    },
    persona: 'demo',
    data: [{ kind: 'user-flags', persona: 'demo', flags: { acceptedTerms: false } }],
  },
  {
    id: 'missing-email',
    title: { de: 'E-Mail fehlt', en: 'Missing e-mail' },
    description: {
      de: 'Mia Fischer (Q345678) hat keine E-Mail-Adresse: nach der Firmen-Anmeldung führt die App zu /register-missing-mail.',
      en: 'Mia Fischer (Q345678) has no e-mail address: after the company sign-on the app leads to /register-missing-mail.',
    },
    persona: 'missingEmail',
  },
  {
    id: 'new-user',
    title: { de: 'Neuer Nutzer', en: 'New user' },
    description: {
      de: 'Lena Neumann (Q999001) ist im Firmenverzeichnis, aber nicht in WEN: die Anmeldung antwortet ohne Access-Token, die App führt zur Registrierung (/register-wen-user).',
      en: 'Lena Neumann (Q999001) is in the company directory but not in WEN: the login answers without an access token, the app leads to the registration (/register-wen-user).',
    },
    persona: 'newUser',
  },
  {
    id: 'public-user',
    title: { de: 'Öffentliche Gruppe', en: 'Public group user' },
    description: {
      de: 'Sophie Becker (public@mail.example) gehört zur öffentlichen Gruppe (PublicUser): Kontonummer statt Q-Nummer.',
      en: 'Sophie Becker (public@mail.example) belongs to the public group (PublicUser): an account number instead of a Q-number.',
    },
    persona: 'publicUser',
  },
  {
    id: 'campus-buildings-on',
    title: { de: 'Campus-Gebäude an', en: 'Campus buildings on' },
    description: {
      de: 'Für das Demo-Konto ist bmwBuildings.enabled an: die Ortsauswahl zeigt den Reiter „Campus“ mit der Gebäudesuche.',
      en: 'bmwBuildings.enabled is on for the demo account: the location picker shows the Campus tab with the building search.',
    },
    persona: 'demo',
    data: [{ kind: 'user-flags', persona: 'demo', flags: { bmwBuildings: { enabled: true } } }],
  },
  {
    id: 'campus-buildings-off',
    title: { de: 'Campus-Gebäude aus', en: 'Campus buildings off' },
    description: {
      de: 'bmwBuildings.enabled ist für alle Personas aus, auch für buildings@bmw.example: die Ortsauswahl zeigt keinen Reiter „Campus“.',
      en: 'bmwBuildings.enabled is off for every persona, buildings@bmw.example too: the location picker shows no Campus tab.',
    },
    persona: 'buildings',
    data: [
      { kind: 'user-flags', persona: 'buildings', flags: { bmwBuildings: { enabled: false } } },
    ],
  },
  {
    id: 'offers-empty',
    title: { de: 'Keine Angebote', en: 'No offers' },
    description: {
      de: 'Die Angebotssuche findet nichts: die Übersicht zeigt „Leider konnte kein Treffer gefunden werden …“.',
      en: 'The offer search finds nothing: the overview shows "Unfortunately, no match could be found …".',
    },
    persona: 'demo',
    overrides: [
      overrideRoute('offers.search', ({ body }) => ({
        status: 200,
        body: {
          mobilityRequestId: body.mobilityRequestId,
          integrations: { commutePooling: { integrationOffer: { travelInfoList: [] } } },
        },
      })),
    ],
  },
  {
    id: 'offers-error',
    title: { de: 'Angebotssuche schlägt fehl', en: 'Offers error' },
    description: {
      de: 'Die Angebotssuche antwortet 500: Modal „offer failed“ und der Text „Leider gibt es ein Problem …“.',
      en: `The offer search answers 500: the 'offer failed' modal and "Unfortunately, there's an issue …".`,
    },
    persona: 'demo',
    overrides: [failing('offers.search', 'the offer search')],
  },
  {
    id: 'creation-failure',
    title: { de: 'Anlegen schlägt fehl', en: 'Creation failure' },
    description: {
      de: 'Das Anlegen einer Fahrt antwortet 500: Modal „Fehler“, die Eingaben bleiben erhalten.',
      en: 'Creating a posting answers 500: the Error modal, the input is kept.',
    },
    persona: 'demo',
    overrides: [failing('bookings.create', 'creating a posting')],
  },
  {
    id: 'cancel-archive-failure',
    title: { de: 'Stornieren/Entfernen schlägt fehl', en: 'Cancel and archive failure' },
    description: {
      de: 'Stornieren und Entfernen einer Fahrt antworten 500: Modal „Fehler“, die Fahrt bleibt unverändert.',
      en: 'Cancelling and removing a posting answer 500: the Error modal, the posting stays as it was.',
    },
    persona: 'demo',
    overrides: [
      failing('bookings.cancel', 'cancelling a posting'),
      failing('bookings.archive', 'removing a posting'),
    ],
  },
  {
    id: 'feedback-support-failure',
    title: { de: 'Feedback/Support schlägt fehl', en: 'Feedback and support failure' },
    description: {
      de: 'Feedback und Support-Nachricht antworten 500: ein Fehler-Modal, der Text bleibt erhalten.',
      en: 'Feedback and support messages answer 500: an error modal, the text is kept.',
    },
    persona: 'demo',
    overrides: [
      failing('feedbackSupport.feedback', 'sending feedback'),
      failing('feedbackSupport.support', 'sending a support message'),
    ],
  },
  {
    id: 'expired-token',
    title: { de: 'Token abgelaufen', en: 'Expired token' },
    description: {
      de: 'Jede offene Sitzung endet beim Wechsel: der nächste Aufruf antwortet 401, die App verwirft das gespeicherte Token und führt zu /login. Neue Anmeldungen funktionieren.',
      en: 'Every open session ends on the switch: the next call answers 401, the app drops the stored token and lands on /login. New logins work.',
    },
    persona: 'demo',
    data: [{ kind: 'expire-sessions' }],
  },
  {
    id: 'slow-network',
    title: { de: 'Langsames Netz', en: 'Slow network' },
    description: {
      de: 'Jede Antwort kommt 2 Sekunden später: Ladeanzeigen und gesperrte Knöpfe werden sichtbar.',
      en: 'Every answer comes 2 seconds late: spinners and disabled buttons become visible.',
    },
    persona: 'demo',
    latency: { mode: 'slow' },
  },
  {
    id: 'flaky-network',
    title: { de: 'Wackeliges Netz', en: 'Flaky network' },
    description: {
      de: 'Etwa 30 % der Aufrufe scheitern, je zur Hälfte mit 500 und ohne Antwort (Netzwerkfehler); welche, bestimmt der Seed – wiederholbar. Dazu realistische Latenz.',
      en: 'About 30 % of the calls fail, half with 500 and half without an answer (network error); which ones is decided by the seed – repeatable. Plus realistic latency.',
    },
    persona: 'demo',
    latency: { mode: 'realistic' },
    network: { kind: 'flaky', failureRate: 0.3 },
  },
  {
    id: 'server-down',
    title: { de: 'Server nicht erreichbar', en: 'Server down' },
    description: {
      de: 'Kein Aufruf erreicht den Server (Netzwerkfehler): Anmeldung und Daten schlagen fehl, kein Bildschirm bleibt leer.',
      en: 'No call reaches the server (network error): login and data fail, no screen stays blank.',
    },
    persona: 'demo',
    network: { kind: 'down' },
  },
  ...REAL_WORLD_SCENARIOS,
] as const satisfies readonly Scenario[];

/** The id of a registered scenario. */
export type ScenarioId = (typeof SCENARIO_LIST)[number]['id'];

/** Every registered scenario, the default first. */
export const SCENARIOS: readonly Scenario[] = SCENARIO_LIST;

export function findScenario(id: string): Scenario | undefined {
  return SCENARIOS.find((scenario) => scenario.id === id);
}

export function isScenarioId(id: string): id is ScenarioId {
  return findScenario(id) !== undefined;
}
