import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import type { Place } from '@contract/schemas';
import { ScreenFrame } from '@/components/screen-frame';
import { currentLanguage } from '@/lib/i18n';
import { markPerformance, measurePerformance } from '@/lib/performance-marks';
import { setRequestLocation } from '@/domain/trip-request/mobility-request-store';
import { useNavigate, useRouteState } from '@/lib/navigation';
import { ROUTES, type LocationTarget } from '@/lib/routes';
import { useCurrentUser } from '@/domain/session/current-user';
import { buildingResults, isSearchable, predefinedPlacesFor, recentPlaces } from './place-search';
import { PlaceSection, type SectionContent } from './place-section';
import { useDebouncedValue } from './use-debounced-value';
import {
  debugLocationsAvailable,
  useBuildingSearch,
  useDebugLocations,
  usePlaceSearch,
  usePredefinedPlaces,
  useRecentPlaces,
} from './use-places';
import { debugPosition, useUserPosition } from './use-user-position';

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
  const { t, i18n } = useTranslation('locationPicker');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const campusAvailable = user?.bmwBuildings.enabled === true;
  const [chosenTab, setChosenTab] = useState<PickerTab>('other');
  const tab: PickerTab = campusAvailable ? chosenTab : 'other';
  const [term, setTerm] = useState('');
  const [recentOpen, setRecentOpen] = useState(true);
  const [resultsOpen, setResultsOpen] = useState(false);
  const debouncedTerm = useDebouncedValue(term);
  const from = useUserPosition();
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
      {showHotSpots && (
        <PlaceSection
          title={t('sections.hotSpots')}
          content={hotSpots}
          from={from}
          onSelect={select}
        />
      )}
      <PlaceSection
        title={t('sections.recent')}
        content={sectionOf(recent, recentPlaces)}
        from={from}
        onSelect={select}
        collapsible={{ open: recentOpen, onToggle: () => setRecentOpen((open) => !open) }}
      />
      <PlaceSection
        title={t(tab === 'campus' ? 'sections.buildings' : 'sections.places')}
        content={results}
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

/** Testers pick one of the configured debug locations as their own position (never in production). */
function DebugPositionChooser({ places }: { places: readonly Place[] }) {
  const { t } = useTranslation('locationPicker');
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
