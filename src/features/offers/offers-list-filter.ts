import { useSnapshot } from 'valtio';
import { z } from 'zod';
import { persistedStore, schemaReader } from '@/lib/persisted-store';
import { TIME_WINDOW_MARGINS, type TimeWindow } from './time-window';

/**
 * The user's choices on the offers list (the list they filter is derived in the screen): "Only on my date" and the
 * time of day (issue 22, item 6: off by default; "07:00 ± 30 min"; "Only in my time window"). Kept for the tab, so
 * the way to an offer's detail and back, or a reload, keeps them, like the search's other inputs. Each part is read
 * on its own: an unusable part starts afresh, the others are kept.
 */
const DEFAULT_WINDOW: TimeWindow = { around: '07:00', margin: 30 };

const initialFilter = () => ({
  onlyOnMyDate: false,
  timeWindowOn: false,
  timeWindow: { ...DEFAULT_WINDOW },
  onlyInTimeWindow: false,
});

const offersListFilter = persistedStore({
  kind: 'session',
  key: 'wen.offersListFilter',
  read: schemaReader(
    z.object({
      onlyOnMyDate: z.boolean().catch(false),
      timeWindowOn: z.boolean().catch(false),
      timeWindow: z
        .object({
          around: z.string().regex(/^(\d\d:\d\d)?$/),
          margin: z
            .number()
            .refine((margin) => (TIME_WINDOW_MARGINS as readonly number[]).includes(margin)),
        })
        .catch(DEFAULT_WINDOW),
      onlyInTimeWindow: z.boolean().catch(false),
    }),
  ),
  initial: initialFilter,
});

export function useOnlyOnMyDate(): boolean {
  return useSnapshot(offersListFilter).onlyOnMyDate;
}

export function setOnlyOnMyDate(on: boolean): void {
  offersListFilter.onlyOnMyDate = on;
}

export interface TimeWindowChoice {
  /** Are departures around a time marked at all? */
  on: boolean;
  window: TimeWindow;
  /** Only the offers in the window are listed (while `on`). */
  only: boolean;
}

export function useTimeWindowChoice(): TimeWindowChoice {
  const { timeWindowOn, timeWindow, onlyInTimeWindow } = useSnapshot(offersListFilter);
  return { on: timeWindowOn, window: timeWindow, only: onlyInTimeWindow };
}

export function setTimeWindowOn(on: boolean): void {
  offersListFilter.timeWindowOn = on;
}

export function setTimeWindow(window: Partial<TimeWindow>): void {
  Object.assign(offersListFilter.timeWindow, window);
}

export function setOnlyInTimeWindow(only: boolean): void {
  offersListFilter.onlyInTimeWindow = only;
}

/** "Show all": every filter of the list off (the time window stays set, and marks). */
export function showAllOffers(): void {
  offersListFilter.onlyOnMyDate = false;
  offersListFilter.onlyInTimeWindow = false;
}

/** Every choice back to its default (a test's fresh start). */
export function resetOffersListFilter(): void {
  Object.assign(offersListFilter, initialFilter());
}
