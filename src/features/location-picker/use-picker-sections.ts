import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  buildingSearchQuery,
  placeSearchQuery,
  predefinedPlacesQuery,
  recentPlacesQuery,
} from '@/api/places';
import { currentLanguage } from '@/lib/i18n';
import { markPerformance, measurePerformance } from '@/lib/performance-marks';
import { buildingResults, isSearchable, predefinedPlacesFor, recentPlaces } from './place-search';
import type { SectionContent } from './place-section';
import { useDebouncedValue, useSearchDebounceMs } from './use-debounced-value';
import type { UserPosition } from './use-user-position';
import { sectionOf, visibleSections } from './visible-sections';
import { useLocationPickerTranslation } from './location-picker-texts';

export type PickerTab = 'campus' | 'other';

/**
 * The picker's search term and what its sections show (spec section 4, location search): a term under 2
 * characters shows the hint; crossing the minimum length collapses 'recent' and opens the results, and the
 * reverse; the results belong to the term once the debounce has passed.
 */
export function usePickerSections(tab: PickerTab, position: UserPosition) {
  const { t, i18n } = useLocationPickerTranslation();
  const { from } = position;
  const [term, setTerm] = useState('');
  const [recentOpen, setRecentOpen] = useState(true);
  const [resultsOpen, setResultsOpen] = useState(false);
  const [hotSpotsExpanded, setHotSpotsExpanded] = useState(false);
  const debouncedTerm = useDebouncedValue(term, useSearchDebounceMs());
  const language = currentLanguage(i18n);

  const searchable = isSearchable(term);
  // The hint answers a term that is too short; before anything is typed there is nothing to correct.
  const typedTooShort = term.trim().length > 0 && !searchable;
  const settled = debouncedTerm.trim() === term.trim();
  // The open tab's search is asked for, with the debounced term once it is long enough.
  const askedTerm = debouncedTerm.trim();
  const askable = isSearchable(askedTerm);
  const placeSearch = useQuery(placeSearchQuery(askedTerm, from, askable && tab === 'other'));
  const buildingSearch = useQuery(
    buildingSearchQuery(askedTerm, language, askable && tab === 'campus'),
  );
  const predefined = useQuery(predefinedPlacesQuery());
  const recent = useQuery(recentPlacesQuery());

  const changeTerm = (value: string) => {
    // Crossing the minimum length: the recent section collapses and the results open, and the reverse.
    if (isSearchable(value) !== searchable) {
      setRecentOpen(!isSearchable(value));
      setResultsOpen(isSearchable(value));
    }
    setTerm(value);
  };

  const results: SectionContent = !searchable
    ? { kind: 'hint', text: t('search.tooShort') }
    : !settled
      ? { kind: 'loading' }
      : tab === 'campus'
        ? sectionOf(buildingSearch, buildingResults)
        : sectionOf(placeSearch, (body) => body);

  // Benchmark marks: the debounced search starts, and its answer is on screen.
  const searchTerm = isSearchable(debouncedTerm) ? debouncedTerm : '';
  useEffect(() => {
    if (searchTerm) markPerformance('wen:picker-search-start');
  }, [searchTerm]);
  const resultsShown = searchable && settled && results.kind !== 'loading';
  useEffect(() => {
    if (resultsShown && searchTerm) {
      measurePerformance('wen:picker-search', 'wen:picker-search-start', 'wen:picker-search-end');
    }
  }, [resultsShown, searchTerm]);

  const filterTerm = searchable && settled ? debouncedTerm : '';
  const hotSpots = sectionOf(predefined, (body) => predefinedPlacesFor(body, filterTerm, from));
  // While searching, a hot spots section without a match is left out rather than saying 'No results' twice.
  const showHotSpots =
    tab === 'other' &&
    !(filterTerm !== '' && hotSpots.kind === 'places' && hotSpots.places.length === 0);
  const sections = visibleSections({
    recent: sectionOf(recent, recentPlaces),
    hotSpots: showHotSpots ? hotSpots : null,
    results,
    recentOpen,
    resultsOpen,
    hotSpotsExpanded,
  });

  return {
    term,
    changeTerm,
    typedTooShort,
    sections,
    recentOpen,
    toggleRecent: () => setRecentOpen((open) => !open),
    resultsOpen,
    toggleResults: () => setResultsOpen((open) => !open),
    hotSpotsExpanded,
    toggleHotSpots: () => setHotSpotsExpanded((expanded) => !expanded),
  };
}
