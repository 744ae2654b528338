import { useId } from 'react';
import { useSnapshot } from 'valtio';
import type { Place } from '@contract/schemas';
import { debugPosition } from './use-user-position';
import { useLocationPickerTranslation } from './location-picker-texts';

/** Testers pick one of the configured debug locations as their own position (never in production). */
export function DebugPositionChooser({ places }: { places: readonly Place[] }) {
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
