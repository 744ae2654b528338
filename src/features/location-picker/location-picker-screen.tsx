import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import type { Place } from '@contract/schemas';
import { ScreenFrame } from '@/components/screen-frame';
import { currentLanguage } from '@/lib/i18n';
import { markPerformance, measurePerformance } from '@/lib/performance-marks';
import { setRequestLocation } from '@/domain/trip-request/mobility-request-store';
import { useNavigate } from '@/lib/navigation';
import { useRouteState } from '@/lib/route-state';
import { ROUTES, type LocationTarget } from '@/lib/routes';
import { useCurrentUser } from '@/domain/session/current-user';
import {
  buildingResults,
  FOLDED_HOT_SPOTS,
  isSearchable,
  predefinedPlacesFor,
  recentPlaces,
  withoutDuplicates,
} from './place-search';
import { PlaceSection, type SectionContent } from './place-section';
import { useDebouncedValue, useSearchDebounceMs } from './use-debounced-value';
import {
  debugLocationsAvailable,
  useBuildingSearch,
  useDebugLocations,
  usePlaceSearch,
  usePredefinedPlaces,
  useRecentPlaces,
} from './use-places';
import { debugPosition, useUserPosition, type UserPosition } from './use-user-position';
import { useLocationPickerTranslation } from './location-picker-texts';

type PickerTab = 'campus' | 'other';
const TABS: readonly PickerTab[] = ['campus', 'other'];

/**
 * /commute-pooling/location-picker (spec section 2): opened with the navigation state {type: 'origin' |
 * 'destination'}; without it there is nothing to pick for, so it goes to /.
 */
export function LocationPickerScreen() {
  const target = useRouteState(ROUTES.locationPicker)?.type;
  if (!target) return <Redirect to={ROUTES.home} replace />;
  return <LocationPicker target={target} />;
}

/** Data of a query as a section shows it. */
function sectionOf<T>(
  query: { isError: boolean; data: { body: T } | undefined },
  toPlaces: (body: T) => readonly Place[],
): SectionContent {
  if (query.isError) return { kind: 'failed' };
  if (query.data === undefined) return { kind: 'loading' };
  return { kind: 'places', places: toPlaces(query.data.body) };
}

function LocationPicker({ target }: { target: LocationTarget }) {
  const { t, i18n } = useLocationPickerTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const campusAvailable = user?.bmwBuildings.enabled === true;
  const [chosenTab, setChosenTab] = useState<PickerTab>('other');
  const tab: PickerTab = campusAvailable ? chosenTab : 'other';
  const [term, setTerm] = useState('');
  const [recentOpen, setRecentOpen] = useState(true);
  const [resultsOpen, setResultsOpen] = useState(false);
  const [hotSpotsExpanded, setHotSpotsExpanded] = useState(false);
  const debouncedTerm = useDebouncedValue(term, useSearchDebounceMs());
  const position = useUserPosition();
  const { from } = position;
  const language = currentLanguage(i18n);
  const tabRefs = useRef<Record<PickerTab, HTMLButtonElement | null>>({
    campus: null,
    other: null,
  });
  const ids = { input: useId(), hint: useId(), panel: useId(), tab: useId() };

  const searchable = isSearchable(term);
  // The hint answers a term that is too short; before anything is typed there is nothing to correct.
  const typedTooShort = term.trim().length > 0 && !searchable;
  // The results belong to the term once the debounce has passed.
  const settled = debouncedTerm.trim() === term.trim();
  const placeSearch = usePlaceSearch(debouncedTerm, from, tab === 'other');
  const buildingSearch = useBuildingSearch(debouncedTerm, language, tab === 'campus');
  const predefined = usePredefinedPlaces();
  const recent = useRecentPlaces();
  const debugLocations = useDebugLocations();

  const goBack = () => {
    if (window.history.length > 1) window.history.back();
    else navigate(ROUTES.home, { replace: true });
  };

  const select = (place: Place) => {
    setRequestLocation(target, place);
    goBack();
  };

  const changeTerm = (value: string) => {
    // Crossing the minimum length: the recent section collapses and the results open, and the reverse.
    if (isSearchable(value) !== searchable) {
      setRecentOpen(!isSearchable(value));
      setResultsOpen(isSearchable(value));
    }
    setTerm(value);
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length] ?? 'other';
    setChosenTab(next);
    tabRefs.current[next]?.focus();
  };

  const resultsQuery = tab === 'campus' ? buildingSearch : placeSearch;
  const results: SectionContent = !searchable
    ? { kind: 'hint', text: t('search.tooShort') }
    : !settled
      ? { kind: 'loading' }
      : tab === 'campus'
        ? sectionOf(buildingSearch, buildingResults)
        : sectionOf(resultsQuery, (body) => body);

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

  const title = t(target === 'origin' ? 'titleOrigin' : 'titleDestination');
  const searchLabel = t(tab === 'campus' ? 'search.labelCampus' : 'search.label');

  const panel = (
    <div className="stack picker-panel">
      <label className="field__label" htmlFor={ids.input}>
        {searchLabel}
      </label>
      <input
        id={ids.input}
        className="picker-search"
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t(tab === 'campus' ? 'search.placeholderCampus' : 'search.placeholder')}
        value={term}
        aria-describedby={ids.hint}
        onChange={(event) => changeTerm(event.target.value)}
      />
      <p id={ids.hint} role="status" className="find-hint picker-search__hint">
        {typedTooShort ? t('search.tooShort') : ''}
      </p>
      <DistanceOrigin position={position} />
      <PlaceSection
        title={t('sections.recent')}
        content={sections.recent}
        from={from}
        onSelect={select}
        collapsible={{ open: recentOpen, onToggle: () => setRecentOpen((open) => !open) }}
      />
      {sections.hotSpots && (
        <PlaceSection
          title={t('sections.hotSpots')}
          content={sections.hotSpots}
          from={from}
          onSelect={select}
          fold={{
            total: sections.hotSpotsTotal,
            expanded: hotSpotsExpanded,
            onToggle: () => setHotSpotsExpanded((expanded) => !expanded),
          }}
        />
      )}
      <PlaceSection
        title={t(tab === 'campus' ? 'sections.buildings' : 'sections.places')}
        content={sections.results}
        from={from}
        onSelect={select}
        collapsible={{ open: resultsOpen, onToggle: () => setResultsOpen((open) => !open) }}
      />
      {debugLocationsAvailable && debugLocations.data && debugLocations.data.body.length > 0 && (
        <DebugPositionChooser places={debugLocations.data.body} />
      )}
    </div>
  );

  return (
    <ScreenFrame title={title} back={{ onClick: goBack }}>
      {campusAvailable ? (
        <div className="stack">
          <div role="tablist" aria-label={t('tabs.label')} className="picker-tabs">
            {TABS.map((entry) => (
              <button
                key={entry}
                ref={(element) => {
                  tabRefs.current[entry] = element;
                }}
                id={`${ids.tab}-${entry}`}
                type="button"
                role="tab"
                className="picker-tabs__tab"
                aria-selected={tab === entry}
                aria-controls={ids.panel}
                tabIndex={tab === entry ? 0 : -1}
                onClick={() => setChosenTab(entry)}
                onKeyDown={onTabKeyDown}
              >
                {t(`tabs.${entry}`)}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={ids.panel} aria-labelledby={`${ids.tab}-${tab}`}>
            {panel}
          </div>
        </div>
      ) : (
        panel
      )}
    </ScreenFrame>
  );
}

const placesOf = (content: SectionContent | null): readonly Place[] =>
  content?.kind === 'places' ? content.places : [];
const withPlaces = (content: SectionContent, places: readonly Place[]): SectionContent =>
  content.kind === 'places' ? { kind: 'places', places } : content;

/**
 * What the sections show (issue 20, item 5): recent places first, the hot spots folded to the nearest few, and
 * each place once among what is visible (a place stays where it is listed first, with the most telling kind).
 */
function visibleSections(input: {
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

/** Says from where the distances are measured, and offers the device's own position. */
function DistanceOrigin({ position }: { position: UserPosition }) {
  const { t } = useLocationPickerTranslation();
  const text =
    position.source === 'debug'
      ? t('distanceFrom.debug', { name: position.debugName ?? '' })
      : position.source === 'device'
        ? t('distanceFrom.device')
        : t(position.unavailable ? 'distanceFrom.unavailable' : 'distanceFrom.default');
  return (
    <div className="picker-distance-origin">
      <p role="status" className="find-hint">
        {text}
      </p>
      {position.source === 'default' && position.canLocate && (
        <button type="button" className="button button--secondary" onClick={position.locate}>
          {t('distanceFrom.locate')}
        </button>
      )}
    </div>
  );
}

/** Testers pick one of the configured debug locations as their own position (never in production). */
function DebugPositionChooser({ places }: { places: readonly Place[] }) {
  const { t } = useLocationPickerTranslation();
  const { place } = useSnapshot(debugPosition);
  const selectId = useId();
  const chosen = places.find(
    (candidate) =>
      place !== null &&
      candidate.latitude === place.latitude &&
      candidate.longitude === place.longitude,
  );
  return (
    <details className="picker-debug">
      <summary>{t('debug.summary')}</summary>
      <div className="field">
        <label className="field__label" htmlFor={selectId}>
          {t('debug.label')}
        </label>
        <select
          id={selectId}
          value={chosen?.id ?? ''}
          onChange={(event) => {
            const next = places.find((candidate) => candidate.id === event.target.value);
            debugPosition.place = next
              ? { latitude: next.latitude, longitude: next.longitude, name: next.name }
              : null;
          }}
        >
          <option value="">{t('debug.none')}</option>
          {places.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </select>
      </div>
    </details>
  );
}
