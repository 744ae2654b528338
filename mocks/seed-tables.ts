import type { BookingState } from '@contract/schemas';
import type { STORED_RECURRENCES } from './seed-constants';

/** The weights and times the seed draws its postings from (mocks/seed.ts). */

export type StoredRecurrence = (typeof STORED_RECURRENCES)[number];

export type Period = 'past' | 'current' | 'future';

export const PERIOD_OF_STATE: Record<BookingState, Period> = {
  confirmed: 'future',
  active: 'current',
  finished: 'past',
  cancelled: 'future',
  expired: 'past',
  requested: 'future',
  ready: 'future',
  archived: 'past',
  overdue: 'past',
};

export const STATES_BY_PERIOD: Record<
  Period,
  ReadonlyArray<{ weight: number; value: BookingState }>
> = {
  past: [
    { weight: 35, value: 'finished' },
    { weight: 30, value: 'expired' },
    { weight: 20, value: 'archived' },
    { weight: 10, value: 'cancelled' },
    { weight: 5, value: 'overdue' },
  ],
  current: [
    { weight: 50, value: 'active' },
    { weight: 40, value: 'confirmed' },
    { weight: 10, value: 'cancelled' },
  ],
  future: [
    { weight: 70, value: 'confirmed' },
    { weight: 15, value: 'requested' },
    { weight: 10, value: 'ready' },
    { weight: 5, value: 'cancelled' },
  ],
};

export const RECURRENCE_WEIGHTS: ReadonlyArray<{ weight: number; value: StoredRecurrence }> = [
  { weight: 30, value: 'ONE_TIME' },
  { weight: 30, value: 'RECURRING' },
  { weight: 8, value: 'EARLY_SHIFT_EVEN_WEEKS' },
  { weight: 8, value: 'EARLY_SHIFT_ODD_WEEKS' },
  { weight: 8, value: 'PERMANENT_EARLY_SHIFT' },
  { weight: 8, value: 'PERMANENT_LATE_SHIFT' },
  { weight: 8, value: 'NIGHT_SHIFT' },
];

/** Start of the morning trip of a shift (the evening trip starts when the shift ends). */
export const SHIFT_TIMES: Record<
  Exclude<StoredRecurrence, 'ONE_TIME' | 'RECURRING'>,
  [number, number]
> = {
  EARLY_SHIFT_EVEN_WEEKS: [5, 15],
  EARLY_SHIFT_ODD_WEEKS: [5, 15],
  PERMANENT_EARLY_SHIFT: [5, 15],
  PERMANENT_LATE_SHIFT: [13, 15],
  NIGHT_SHIFT: [21, 15],
};
export const SHIFT_HOURS = 9;
