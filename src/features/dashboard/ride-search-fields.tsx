import { format, isValid } from 'date-fns';
import { useState } from 'react';
import type { Location } from '@contract/schemas';
import { DateField } from '@/components/date-field';
import { SwapIcon } from '@/components/icons';
import { formatPickerDate } from '@/domain/posting/format-date';
import { formatLocation } from '@/domain/trip-request/format-location';
import {
  departureForDate,
  mobilityRequest,
  setDepartureTime,
  swapRequestLocations,
} from '@/domain/trip-request/mobility-request-store';
import type { LocationTarget } from '@/lib/routes';
import { useDashboardTranslation } from './dashboard-texts';

const DATE_VALUE_FORMAT = 'yyyy-MM-dd';

function dateValueOf(iso: string): string {
  const date = new Date(iso);
  return iso !== '' && isValid(date) ? format(date, DATE_VALUE_FORMAT) : '';
}

/** The search's origin and destination, each opening the location picker, and the swap between them. */
export function SearchRouteFields({
  origin,
  destination,
  onOpenPicker,
}: {
  origin: Location | null;
  destination: Location | null;
  onOpenPicker: (target: LocationTarget) => void;
}) {
  const { t } = useDashboardTranslation();
  const locationButton = (target: LocationTarget, location: Location | null) => (
    <button type="button" className="location-button" onClick={() => onOpenPicker(target)}>
      <span className="location-button__label">
        {t(target === 'origin' ? 'search.origin' : 'search.destination')}
      </span>{' '}
      <span className={location ? 'location-button__value' : 'location-button__placeholder'}>
        {location
          ? formatLocation(location)
          : t(target === 'origin' ? 'search.chooseOrigin' : 'search.chooseDestination')}
      </span>
    </button>
  );
  return (
    <div className="ride-search__route">
      <div className="ride-search__places">
        {locationButton('origin', origin)}
        {locationButton('destination', destination)}
      </div>
      <button
        type="button"
        className="button button--secondary ride-search__swap"
        disabled={origin === null && destination === null}
        onClick={swapRequestLocations}
      >
        <SwapIcon />
        <span className="visually-hidden">{t('search.swap')}</span>
      </button>
    </div>
  );
}

/** The departure date: today at the earliest (a day before today becomes today, and the field says so). */
export function SearchDateField({ departureTime }: { departureTime: string }) {
  const { t } = useDashboardTranslation();
  const [dateCorrected, setDateCorrected] = useState(false);
  const pickDate = (value: string) => {
    const departure = departureForDate(value, mobilityRequest.departureTime, new Date());
    // A day before today became today: say so (a time earlier today simply becomes now).
    setDateCorrected(departure !== '' && dateValueOf(departure) !== value);
    setDepartureTime(departure);
  };
  return (
    <DateField
      label={t('search.date')}
      type="date"
      name="departureDate"
      min={format(new Date(), DATE_VALUE_FORMAT)}
      value={dateValueOf(departureTime) || null}
      shown={formatPickerDate(departureTime)}
      placeholder={t('search.noDate')}
      hint={t('search.dateHint')}
      note={dateCorrected ? t('search.dateCorrected') : ''}
      onChange={pickDate}
    />
  );
}
