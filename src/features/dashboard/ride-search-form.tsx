import { format, isValid } from 'date-fns';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { PostingType } from '@contract/schemas';
import { formatLocation } from '@/domain/trip-request/format-location';
import {
  departureForDate,
  departureNotBeforeToday,
  isRequestComplete,
  mobilityRequest,
  setDepartureTime,
  submitMobilityRequest,
} from '@/domain/trip-request/mobility-request-store';
import { useNavigate } from '@/lib/navigation';
import { ROUTES, type LocationTarget } from '@/lib/routes';

const DATE_VALUE_FORMAT = 'yyyy-MM-dd';

function dateValueOf(iso: string): string {
  const date = new Date(iso);
  return iso !== '' && isValid(date) ? format(date, DATE_VALUE_FORMAT) : '';
}

/**
 * The search of the dashboard (spec section 2, /dashboard): origin and destination (opening the location
 * picker), the departure date (today at the earliest) and Find Drivers / Find Passengers.
 */
export function RideSearchForm() {
  const { t } = useTranslation('dashboard');
  const request = useSnapshot(mobilityRequest);
  const navigate = useNavigate();
  const headingId = useId();
  const dateId = useId();
  const dateHintId = useId();
  const incompleteId = useId();
  const complete = isRequestComplete(request);

  // A departure kept from an earlier day (the tab stayed open overnight) is reset to today.
  useEffect(() => {
    const kept = departureNotBeforeToday(mobilityRequest.departureTime);
    if (kept !== mobilityRequest.departureTime) setDepartureTime(kept);
  }, []);

  const openPicker = (type: LocationTarget) => navigate(ROUTES.locationPicker, { type });

  const find = (postingType: PostingType) => {
    if (!isRequestComplete(mobilityRequest)) return;
    // The request carries the posting type (one source: the overview reads it there, also after a reload).
    submitMobilityRequest(postingType);
    navigate(ROUTES.offersOverview);
  };

  const locationButton = (target: LocationTarget) => {
    const location = request[target];
    const label = t(target === 'origin' ? 'search.origin' : 'search.destination');
    const placeholder = t(target === 'origin' ? 'search.chooseOrigin' : 'search.chooseDestination');
    return (
      <button type="button" className="location-button" onClick={() => openPicker(target)}>
        <span className="location-button__label">{label}</span>{' '}
        <span className={location ? 'location-button__value' : 'location-button__placeholder'}>
          {location ? formatLocation(location) : placeholder}
        </span>
      </button>
    );
  };

  const today = format(new Date(), DATE_VALUE_FORMAT);
  return (
    <section className="stack" aria-labelledby={headingId}>
      <h2 id={headingId} className="ride-search__heading">
        {t('search.heading')}
      </h2>
      {locationButton('origin')}
      {locationButton('destination')}
      <div className="field">
        <label className="field__label" htmlFor={dateId}>
          {t('search.date')}
        </label>
        <input
          id={dateId}
          type="date"
          name="departureDate"
          min={today}
          value={dateValueOf(request.departureTime)}
          aria-describedby={dateHintId}
          onChange={(event) =>
            setDepartureTime(departureForDate(event.target.value, mobilityRequest.departureTime))
          }
        />
        <span id={dateHintId} className="find-hint">
          {t('search.dateHint')}
        </span>
      </div>
      {!complete && (
        <p id={incompleteId} className="find-hint">
          {t('search.incomplete')}
        </p>
      )}
      <div className="ride-search__actions">
        <button
          type="button"
          className="button"
          disabled={!complete}
          aria-describedby={complete ? undefined : incompleteId}
          onClick={() => find('OFFERING')}
        >
          {t('search.findDrivers')}
        </button>
        <button
          type="button"
          className="button"
          disabled={!complete}
          aria-describedby={complete ? undefined : incompleteId}
          onClick={() => find('REQUEST')}
        >
          {t('search.findPassengers')}
        </button>
      </div>
    </section>
  );
}
