import type { Place } from '@contract/schemas';
import { FOLDED_HOT_SPOTS, withoutDuplicates } from './place-search';
import type { SectionContent } from './place-section';

/** Data of a query as a section shows it. */
export function sectionOf<T>(
  query: { isError: boolean; data: T | undefined },
  toPlaces: (body: T) => readonly Place[],
): SectionContent {
  if (query.isError) return { kind: 'failed' };
  if (query.data === undefined) return { kind: 'loading' };
  return { kind: 'places', places: toPlaces(query.data) };
}

const placesOf = (content: SectionContent | null): readonly Place[] =>
  content?.kind === 'places' ? content.places : [];
const withPlaces = (content: SectionContent, places: readonly Place[]): SectionContent =>
  content.kind === 'places' ? { kind: 'places', places } : content;

/**
 * What the sections show (issue 20, item 5): recent places first, the hot spots folded to the nearest few, and
 * each place once among what is visible (a place stays where it is listed first, with the most telling kind).
 */
export function visibleSections(input: {
  recent: SectionContent;
  hotSpots: SectionContent | null;
  results: SectionContent;
  recentOpen: boolean;
  resultsOpen: boolean;
  hotSpotsExpanded: boolean;
}) {
  const recentShown = input.recentOpen ? placesOf(input.recent) : [];
  // A recent place takes the kind of the hot spot it also is (a building says more than 'Recent').
  const [recentMerged = [], allHotSpots = []] = withoutDuplicates([
    recentShown,
    placesOf(input.hotSpots),
  ]);
  const hotSpotsShown = input.hotSpotsExpanded
    ? allHotSpots
    : allHotSpots.slice(0, FOLDED_HOT_SPOTS);
  const [recent = [], hotSpots = [], results = []] = withoutDuplicates([
    recentMerged,
    hotSpotsShown,
    input.resultsOpen ? placesOf(input.results) : [],
  ]);
  return {
    recent: input.recentOpen ? withPlaces(input.recent, recent) : input.recent,
    hotSpots: input.hotSpots && withPlaces(input.hotSpots, hotSpots),
    hotSpotsTotal: allHotSpots.length,
    results: input.resultsOpen ? withPlaces(input.results, results) : input.results,
  };
}
