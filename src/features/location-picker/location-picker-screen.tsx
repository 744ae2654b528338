import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Redirect } from 'wouter';
import type { Place } from '@contract/schemas';
import { debugLocationsAvailable, debugLocationsQuery } from '@/api/places';
import { ScreenFrame } from '@/components/screen-frame';
import { setRequestLocation } from '@/domain/trip-request/mobility-request-store';
import { useNavigate } from '@/lib/navigation';
import { useRouteState } from '@/lib/route-state';
import { ROUTES, type LocationTarget } from '@/lib/routes';
import { useCurrentUser } from '@/domain/session/current-user';
import { DebugPositionChooser } from './debug-position-chooser';
import { DistanceOrigin } from './distance-origin';
import { PickerTabs } from './picker-tabs';
import { PlaceSection } from './place-section';
import { usePickerSections, type PickerTab } from './use-picker-sections';
import { useUserPosition } from './use-user-position';
import { useLocationPickerTranslation } from './location-picker-texts';

/**
 * /commute-pooling/location-picker (spec section 2): opened with the navigation state {type: 'origin' |
 * 'destination'}; without it there is nothing to pick for, so it goes to /.
 */
export function LocationPickerScreen() {
  const target = useRouteState(ROUTES.locationPicker)?.type;
  if (!target) return <Redirect to={ROUTES.home} replace />;
  return <LocationPicker target={target} />;
}

function LocationPicker({ target }: { target: LocationTarget }) {
  const { t } = useLocationPickerTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const campusAvailable = user?.bmwBuildings.enabled === true;
  const [chosenTab, setChosenTab] = useState<PickerTab>('other');
  const tab: PickerTab = campusAvailable ? chosenTab : 'other';
  const position = useUserPosition();
  const { from } = position;
  const search = usePickerSections(tab, position);
  const { sections } = search;
  const debugLocations = useQuery(debugLocationsQuery());
  const ids = { input: useId(), hint: useId() };

  const goBack = () => {
    if (window.history.length > 1) window.history.back();
    else navigate(ROUTES.home, { replace: true });
  };

  const select = (place: Place) => {
    setRequestLocation(target, place);
    goBack();
  };

  const panel = (
    <div className="stack picker-panel">
      <label className="field__label" htmlFor={ids.input}>
        {t(tab === 'campus' ? 'search.labelCampus' : 'search.label')}
      </label>
      <input
        id={ids.input}
        className="picker-search"
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t(tab === 'campus' ? 'search.placeholderCampus' : 'search.placeholder')}
        value={search.term}
        aria-describedby={ids.hint}
        onChange={(event) => search.changeTerm(event.target.value)}
      />
      <p id={ids.hint} role="status" className="find-hint picker-search__hint">
        {search.typedTooShort ? t('search.tooShort') : ''}
      </p>
      <DistanceOrigin position={position} />
      <PlaceSection
        title={t('sections.recent')}
        content={sections.recent}
        from={from}
        onSelect={select}
        collapsible={{ open: search.recentOpen, onToggle: search.toggleRecent }}
      />
      {sections.hotSpots && (
        <PlaceSection
          title={t('sections.hotSpots')}
          content={sections.hotSpots}
          from={from}
          onSelect={select}
          fold={{
            total: sections.hotSpotsTotal,
            expanded: search.hotSpotsExpanded,
            onToggle: search.toggleHotSpots,
          }}
        />
      )}
      <PlaceSection
        title={t(tab === 'campus' ? 'sections.buildings' : 'sections.places')}
        content={sections.results}
        from={from}
        onSelect={select}
        collapsible={{ open: search.resultsOpen, onToggle: search.toggleResults }}
      />
      {debugLocationsAvailable() && debugLocations.data && debugLocations.data.length > 0 && (
        <DebugPositionChooser places={debugLocations.data} />
      )}
    </div>
  );

  return (
    <ScreenFrame
      title={t(target === 'origin' ? 'titleOrigin' : 'titleDestination')}
      back={{ onClick: goBack }}
    >
      {campusAvailable ? (
        <PickerTabs tab={tab} onChoose={setChosenTab}>
          {panel}
        </PickerTabs>
      ) : (
        panel
      )}
    </ScreenFrame>
  );
}
