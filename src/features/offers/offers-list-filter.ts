import { useSnapshot } from 'valtio';
import { z } from 'zod';
import { persistedStore } from '@/lib/persisted-store';

/**
 * "Only on my date" on the offers list: the user's choice only (the list it filters is derived in the screen).
 * Kept for the tab, so the way to an offer's detail and back, or a reload, keeps it.
 */
const offersListFilter = persistedStore({
  kind: 'session',
  key: 'wen.offersListFilter',
  schema: z.object({ onlyOnMyDate: z.boolean().catch(false) }),
  initial: () => ({ onlyOnMyDate: false }),
});

export function useOnlyOnMyDate(): boolean {
  return useSnapshot(offersListFilter).onlyOnMyDate;
}

export function setOnlyOnMyDate(on: boolean): void {
  offersListFilter.onlyOnMyDate = on;
}
