import { proxy, useSnapshot } from 'valtio';

/** Entries the overview shows at first and adds per 'show more'. */
export const OFFERS_PAGE_SIZE = 50;

/**
 * The entries of the page a new answer's first frame renders (the rest follows once it is painted): more than a
 * phone screen holds, so the first screenful is complete in the first frame.
 */
export const FIRST_FRAME_ENTRIES = 12;

/** How many offers of which request the overview shows: client state, kept for the way back from a detail. */
const paging = proxy({ requestId: null as string | null, shown: OFFERS_PAGE_SIZE });

export function useShownOfferCount(requestId: string): number {
  const snapshot = useSnapshot(paging);
  return snapshot.requestId === requestId ? snapshot.shown : OFFERS_PAGE_SIZE;
}

export function showMoreOffers(requestId: string): void {
  if (paging.requestId !== requestId) Object.assign(paging, { requestId, shown: OFFERS_PAGE_SIZE });
  paging.shown += OFFERS_PAGE_SIZE;
}
