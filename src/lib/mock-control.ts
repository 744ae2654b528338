import type { ErrorStatus } from '@contract/errors';
import type { User } from '@contract/schemas';

/**
 * What the dev panel (src/features/dev-panel, mock mode only) can do with the fake backend. src/ never imports
 * mocks/ or scenarios/: the mock backend builds an object of this shape (mocks/dev-tools.ts) and src/main.tsx
 * hands it to the app. Types only: nothing of this file is left in a build.
 */

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

export type MockLatencySetting =
  { mode: 'none' } | { mode: 'realistic' } | { mode: 'slow' } | { mode: 'custom'; ms: number };

/** A fault injected into one contract route (dotted name) or every route ('*'). */
export type MockFault =
  | { route: string; kind: 'status'; status: ErrorStatus; once?: boolean }
  | { route: string; kind: 'network-error'; once?: boolean }
  | { route: string; kind: 'hang'; once?: boolean }
  /** Handled, then the success answered with a body the route's schema rejects (mocks/faults.ts). */
  | { route: string; kind: 'malformed'; once?: boolean }
  /** Handled, then the connection drops before the answer arrives (mocks/faults.ts). */
  | { route: string; kind: 'lost-answer'; once?: boolean };

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

export interface MockRequestLogEntry {
  id: string;
  routeName: string;
  method: string;
  url: string;
  path: string;
  startedAt: string;
  durationMs: number | null;
  /** null while pending; 0 for a network error. */
  status: number | null;
  outcome: 'pending' | 'answered' | 'network-error';
  requestHeaders: Record<string, string>;
  requestBody: string | null;
  responseHeaders: Record<string, string>;
  responseBody: string | null;
}

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
