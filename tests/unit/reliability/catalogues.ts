import type { Fault } from '@mocks/faults';

/**
 * What the fault catalogue and the variance suite are made of, shared by both runners: vitest runs them whole in
 * jsdom (fault-catalogue.tsx, variance-journeys.tsx), Playwright a representative in Chromium
 * (tests/e2e/reliability-faults.spec.ts, tests/e2e/real-world-answers.spec.ts), whose summary adds the vitest
 * report to its own count.
 */

export const FAULT_KINDS: ReadonlyArray<{ name: string; fault: Fault }> = [
  { name: '500', fault: { kind: 'status', status: 500 } },
  { name: 'network error', fault: { kind: 'network-error' } },
  { name: 'hang', fault: { kind: 'hang' } },
  { name: 'malformed body', fault: { kind: 'malformed' } },
];

/** One injected fault as the reports count it. */
export interface FaultRecord {
  group: string;
  kind: string;
  blank: boolean;
}

/** Written by the last faults-*.test.tsx file of a vitest run. */
export const VITEST_FAULTS_REPORT = 'reports/reliability-faults-vitest.json';

export const VARIANCE_JOURNEYS = [
  'log in',
  'terms',
  'search and offers',
  'create',
  'cancel',
  'remove',
  'feedback',
  'support',
  'logout',
  'missing e-mail',
] as const;

/** Titles of the app's failure modals (error catalogue, spec section 8, and the no-connection message). */
export const FAILURE_TITLES =
  /^(Fehler|Error|Suche fehlgeschlagen|offer failed|Keine Verbindung|No connection|Anmeldung fehlgeschlagen|Login failed)$/;

/** One mode's walk of the journeys as the reports count it. */
export interface JourneyRun {
  mode: string;
  journeys: string[];
  errorModals: string[];
  blankScreens: number;
  endState: string[];
}

/** Written by the last variance-*.test.tsx file of a vitest run. */
export const VITEST_VARIANCE_REPORT = 'reports/reliability-variance-vitest.json';
