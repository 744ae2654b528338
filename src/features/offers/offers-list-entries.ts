import { useEffect, useMemo, useState } from 'react';
import type { TravelInfo } from '@contract/schemas';
import { onNextPaint } from '@/lib/after-next-paint';
import { runsOn } from '@/domain/schedule/schedule';
import { offerFit, postingFit } from './offer-fit';
import type { OfferEntryProps } from './offer-entry';
import { foldByColleague, type ColleagueEntry } from './offer-folding';
import type { OfferTravelInfo } from '@contract/schemas';
import type { TimeWindowChoice } from './offers-list-filter';
import { FIRST_FRAME_ENTRIES } from './offers-paging';
import { timeWindowFit, type TimeWindow, type TimeWindowFit } from './time-window';
import { travelsBackNear, type BackTimes } from './way-home';

/**
 * False for the commits of a new `key` until the browser has painted one of them, then true (`onNextPaint`: the
 * next task after an animation frame runs after that frame's paint; at once in a tab not shown). Only while
 * `wanted`: a re-render nobody needs is not scheduled (one after a reset would rebuild the dropped search's query
 * while the screen is being left).
 */
function useAfterFirstPaint(key: unknown, wanted: boolean): boolean {
  const [painted, setPainted] = useState<unknown>(null);
  useEffect(() => (wanted ? onNextPaint(() => setPainted(key)) : undefined), [key, wanted]);
  return painted === key;
}

/** The window fit of a colleague's entry: of the first of their postings in the window, else of the nearest. */
export function entryWindowFit(entry: ColleagueEntry, window: TimeWindow): TimeWindowFit | null {
  let first: TimeWindowFit | null = null;
  for (const offer of entry.offers) {
    const fit = timeWindowFit(offer, window);
    if (fit?.inWindow) return fit;
    first ??= fit;
  }
  return first;
}

export interface OffersListInput {
  offers: readonly OfferTravelInfo[];
  /** The answer's time (a new answer renders its first screenful first). */
  answeredAt: number;
  /** The answer was there when the list opened (the way back from a detail): its page renders at once. */
  cachedAnswer: boolean;
  /** The page size the user has asked for ('show more'). */
  shownCount: number;
  searchedDay: string | null;
  /** The own posting a 'Find matches' search was made for, else null. */
  ownPosting: TravelInfo | null;
  onlyOnMyDate: boolean;
  timeChoice: TimeWindowChoice;
  /** The window as text while it is on and has a time, else null. */
  windowText: string | null;
  /** Who travels the way home on the searched day, and when (the way home's answer, empty until it is in). */
  backTimes: BackTimes;
}

/**
 * The list's entries (one per colleague, in the spec's order), filtered, paged, and with their fits and way-home
 * marks worked out for the entries rendered only: with 1,000 matches the others are not worked out before the first
 * offer shows (each 'show more' works out its own).
 */
export function useOffersListEntries(input: OffersListInput) {
  const { offers, searchedDay, ownPosting, onlyOnMyDate, timeChoice, windowText, backTimes } =
    input;
  const { around, margin } = timeChoice.window;
  const dateFilter = onlyOnMyDate && searchedDay !== null;
  const timeFilter = windowText !== null && timeChoice.only;
  // One entry per colleague (offer-folding.ts), counted and paged as entries.
  const allEntries = useMemo(() => foldByColleague(offers), [offers]);
  // The filters keep the spec's order (nearest first); each asks only the fit it filters by. Without a filter the
  // list is the answer's own entries (not folded twice: 1,000 matches are folded once).
  const entries = useMemo(
    () =>
      dateFilter || timeFilter
        ? foldByColleague(
            offers.filter(
              (offer) =>
                (!dateFilter || (searchedDay !== null && runsOn(offer, searchedDay))) &&
                (!timeFilter || timeWindowFit(offer, { around, margin })?.inWindow === true),
            ),
          )
        : allEntries,
    [offers, allEntries, dateFilter, timeFilter, searchedDay, around, margin],
  );
  const allEntryCount = allEntries.length;
  // The page shown (the count 'show more' names), and of it the entries rendered: a new answer's first frame
  // renders a screenful only, the rest of the page right after it is painted (issue 21: with 1,000 matches the
  // first offer shows 0.1 s sooner). Nothing is left out: the next frame renders the whole page.
  // An answer already there when the list opens (the way back from a detail) renders its page at once, so the
  // browser can restore the scroll position within it.
  const pageCount = Math.min(input.shownCount, entries.length);
  const wholePage =
    useAfterFirstPaint(input.answeredAt, pageCount > FIRST_FRAME_ENTRIES && !input.cachedAnswer) ||
    input.cachedAnswer;
  const renderedCount = wholePage ? pageCount : Math.min(pageCount, FIRST_FRAME_ENTRIES);
  const shown = useMemo(
    (): Omit<OfferEntryProps, 'contacted'>[] =>
      entries.slice(0, renderedCount).map((entry) => ({
        entry,
        fit: searchedDay === null ? null : offerFit(entry.nearest, searchedDay),
        periodFit:
          searchedDay === null || ownPosting === null
            ? null
            : postingFit(ownPosting, entry.nearest, searchedDay),
        timeFit: windowText === null ? null : entryWindowFit(entry, { around, margin }),
        wayHome: travelsBackNear(entry.offers, backTimes.get(entry.key)),
      })),
    [entries, renderedCount, searchedDay, ownPosting, windowText, around, margin, backTimes],
  );
  return { allEntryCount, listedCount: entries.length, pageCount, shown, timeFilter };
}
