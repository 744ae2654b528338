import type { RouteName } from '@contract/router';
import type { ReadNote } from '@contract/tolerant-reading';

/** What `npm run contract:check` found for one route (scripts/contract-check/check-backend.ts). */

export interface Difference {
  path: string;
  expected: string;
  found: string;
}

export interface RouteCheck {
  name: RouteName;
  method: string;
  path: string;
  /** null: no answer at all (network error, timeout), or not called. */
  status: number | null;
  outcome: 'parses' | 'differs' | 'unreadable' | 'failed' | 'skipped';
  differences: Difference[];
  unknownFields: string[];
  /** Items the app's reader left out or skipped. */
  notes: ReadNote[];
  /** The app cannot read the answer (or got none): exit code 1. */
  fatal: boolean;
  /** Why it failed or was skipped. */
  reason?: string;
}
