import type { ErrorStatus } from '@contract/errors';
import type { User } from '@contract/schemas';

/**
 * What the dev panel (src/features/dev-panel, mock mode only) can do with the fake backend: the one declaration of
 * the types that cross between src/, mocks/ and scenarios/. src/ never imports mocks/ or scenarios/: the mock backend
 * builds an object of this shape (mocks/dev-tools.ts) and src/main.tsx hands it to the app. Types only (src/ imports
 * it with `import type`, checked by ESLint; a unit test checks it exports no value): nothing of it is in a build.
 */

/** A text in both languages (scenario titles and descriptions). */
export interface MockLocalizedText {
  de: string;
  en: string;
}

export interface MockScenarioInfo {
  id: string;
  title: MockLocalizedText;
  description: MockLocalizedText;
  /** The persona key the scenario is meant to be tried with, if any. */
  persona: string | null;
}

export interface MockPersonaInfo {
  key: string;
  givenName: string;
  familyName: string;
  email: string | null;
  qNumber: string | null;
  /** How the persona signs in: e-mail and password, or the company sign-on with the Q-number. */
  signIn: 'password' | 'company-sign-on';
  password: string;
}

/**
 * Global latency: none, 'realistic' (150–400 ms per request, deterministic from the seed), 'slow' (2 s)
 * or a fixed number of milliseconds.
 */
export type MockLatencySetting =
  { mode: 'none' } | { mode: 'realistic' } | { mode: 'slow' } | { mode: 'custom'; ms: number };

/** What a fault does to a request, wherever it was switched on (stored per tab, or a request header). */
export type MockFaultKind =
  | { kind: 'status'; status: ErrorStatus }
  | { kind: 'network-error' }
  | { kind: 'hang' }
  /**
   * The backend handles the request, then answers its success with a body that does not parse with the route's
   * schema (a 2xx says it was done: a malformed cancel did cancel). An error answer of the handler stays as it is.
   * Applied after the handler.
   */
  | { kind: 'malformed' }
  /**
   * The backend handles the request (a posting is created, a booking cancelled), then the connection drops before
   * the answer arrives: the client sees a network error although it happened. Applied after the handler.
   */
  | { kind: 'lost-answer' };

/** A fault injected into one contract route (dotted name, e.g. 'offers.search') or every route ('*'). */
export type MockFault = MockFaultKind & { route: string; once?: boolean };

export interface MockControlState {
  scenarioId: string;
  seed: number;
  defaultSeed: number;
  /** Chosen by hand; null while the scenario's latency applies. */
  manualLatency: MockLatencySetting | null;
  /** The latency in effect. */
  latency: MockLatencySetting;
  /** The selected scenario's own latency. */
  scenarioLatency: MockLatencySetting;
  faults: readonly MockFault[];
  /** A ?scenario= of the address the registry does not know (it was ignored). */
  unknownScenarioId: string | null;
  /** The data is being replaced (scenario switch, reset, import). */
  busy: boolean;
  /** Counts changes of the data (every write of a request, a flag switched in the panel). */
  dataVersion: number;
  /** Counts the changes other tabs of this browser made that this tab took over (the app refetches). */
  remoteChanges: number;
  storage: MockStorageState;
}

/** Whether the browser keeps what QA makes (the data lives in IndexedDB, shared by the tabs). */
export interface MockStorageState {
  /** false: no storage at all (blocked): the data lasts as long as the tab. */
  saved: boolean;
  /** The last write failed (a full quota …): later changes live only in this tab until a write succeeds. */
  failedWrite: { at: string; message: string } | null;
  /** Stored records that failed their checks when loaded: set aside (kept, and in the export), the rest loaded. */
  rejectedRecords: readonly string[];
}

/** One call of the app to the fake backend, as the dev panel lists it and the HAR export carries it. */
export interface MockRequestLogEntry {
  id: string;
  /** The contract route's dotted name, e.g. 'offers.search'. */
  routeName: string;
  method: string;
  url: string;
  path: string;
  /** ISO time the request started. */
  startedAt: string;
  /** null while no answer has come (a hang, or still waiting). */
  durationMs: number | null;
  /** null while pending; 0 for a network error. */
  status: number | null;
  outcome: 'pending' | 'answered' | 'network-error';
  requestHeaders: Record<string, string>;
  requestBody: string | null;
  responseHeaders: Record<string, string>;
  responseBody: string | null;
}

/** The account flags a scenario or the panel may switch, typed by the contract's User. */
export type MockUserFlags = Partial<
  Pick<User, 'active' | 'acceptedTerms' | 'commutePooling' | 'bmwBuildings'>
>;

export interface MockControl {
  readonly scenarios: readonly MockScenarioInfo[];
  /** The seeded personas (and the new employee of the company sign-on), as the data has them now. */
  listPersonas(): MockPersonaInfo[];

  /** A stable snapshot; a new object after every change. */
  getState(): MockControlState;
  subscribe(listener: () => void): () => void;

  /**
   * Selects a scenario for this browser (every tab follows): fresh data of the seed plus its changes. Open
   * sessions and lockouts of failed logins stay.
   */
  selectScenario(id: string, seed?: number): Promise<void>;
  /** Fresh data of the seed (default: the current one) plus the current scenario's changes. */
  resetData(seed?: number): Promise<void>;
  /** Lifts every login lockout (switches and resets keep those of failed logins); resolves with how many. */
  liftLockouts(): Promise<number>;
  /** An address that opens the app in this scenario, seed and manual latency: `${origin}/?scenario=…`. */
  shareLink(origin: string): string;

  setLatency(setting: MockLatencySetting | null): void;
  injectFault(fault: MockFault): void;
  removeFault(index: number): void;
  clearFaults(): void;

  /** The user as the backend has it now (null: unknown id). */
  getUser(userId: string): User | null;
  /** Changes account flags in the backend only: the app sees them when it reloads the user. */
  setUserFlags(userId: string, flags: MockUserFlags): Promise<User>;
  /** A single-use code of the fake company sign-on; the app signs in with it on /wen?code=…. */
  issueAuthorizationCode(qNumber: string): Promise<string>;

  /** The whole database as JSON text (records set aside when loaded come along). */
  exportDatabase(): string;
  /**
   * Replaces the whole database; rejects (with a message) when the text is no database export. Records that
   * fail their checks are left out: resolves with how many.
   */
  importDatabase(json: string): Promise<{ skippedRecords: number }>;

  getRequestLog(): readonly MockRequestLogEntry[];
  subscribeRequestLog(listener: () => void): () => void;
  clearRequestLog(): void;
  /** The request log as a HAR 1.2 file (JSON text). */
  exportHar(): string;
}
