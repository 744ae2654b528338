import type { UserPosition } from './use-user-position';
import { useLocationPickerTranslation } from './location-picker-texts';

/** Says from where the distances are measured, and offers the device's own position. */
export function DistanceOrigin({ position }: { position: UserPosition }) {
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
