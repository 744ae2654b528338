import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ScheduleFit } from '@/domain/schedule/schedule';
import { TIME_NOT_GIVEN_KEY } from '@/domain/posting/posting-time';
import { formatOfferDistance } from '@/domain/trip-request/format-distance';
import { historyState } from '@/lib/navigation';
import { ROUTES } from '@/lib/routes';
import type { OfferFit } from './offer-fit';
import { FitLine, PostingFitLine } from './offer-fit-lines';
import { byTimeOfDay, type ColleagueEntry } from './offer-folding';
import { entryDeparture } from './offer-summary';
import { useOffersTranslation } from './offers-texts';
import type { TimeWindowFit } from './time-window';

export interface OfferEntryProps {
  entry: ColleagueEntry;
  fit: OfferFit | null;
  /** Over the own posting's next travel days, when the search was made for one of the user's postings. */
  periodFit: ScheduleFit | null;
  /** Against the user's time window, while one is set. */
  timeFit: TimeWindowFit | null;
  /** The same colleague also travels the opposite way on the searched day, near the way back (way-home.ts). */
  wayHome: boolean;
  /** The user wrote to this colleague from the detail (contacted-colleagues.ts). */
  contacted: boolean;
}

/**
 * One colleague's match: who, where (the nearest posting's route and distances), when (each of their postings on
 * the route: time and kind), whether on the searched day, and how far the start and end are from the own request's.
 */
export function OfferEntry({
  entry,
  fit,
  periodFit,
  timeFit,
  wayHome,
  contacted,
}: OfferEntryProps) {
  const { t, i18n } = useOffersTranslation();
  const { t: tCommon } = useTranslation('common');
  const offer = entry.nearest;
  const person = offer.integrationInfo.userInformation;
  // The detail's state as the history keeps it (plain objects); the detail checks it against its route's schema
  // when it reads it. Not parsed here: zod on every entry of every render of the list held the first offer (a
  // search's first entries waited for the schemas' first use, issue 36 point 10).
  const detailState = useMemo(() => historyState({ travelInfo: offer }), [offer]);
  return (
    <li className="offer-list__item">
      <Link href={ROUTES.offerDetail} state={detailState} className="offer-entry">
        <span className="offer-entry__name">
          {person.givenName} {person.familyName}
        </span>{' '}
        <span className="offer-entry__route">
          {offer.origin.name} → {offer.destination.name}
        </span>{' '}
        {byTimeOfDay(entry.offers).map((posting) => (
          <span key={posting.bookingId} className="offer-entry__time">
            {entryDeparture(posting, t, tCommon(TIME_NOT_GIVEN_KEY))} ·{' '}
            {t(`summary.kind.${posting.integrationInfo.recurrence}`)}{' '}
          </span>
        ))}
        {fit && <FitLine fit={fit} />}
        {periodFit && <PostingFitLine fit={periodFit} />}
        {timeFit?.inWindow && timeFit.departs !== null && (
          <span className="offer-mark">{t('entry.inTimeWindow', { time: timeFit.departs })}</span>
        )}
        {wayHome && <span className="way-home-mark">{t('entry.wayHome')}</span>}
        {contacted && <span className="offer-mark">{t('entry.contacted')}</span>}
        <span className="offer-entry__distances">
          <span>
            {t('entry.fromOrigin', {
              distance: formatOfferDistance(offer.originDistance, i18n.language),
            })}
          </span>{' '}
          <span>
            {t('entry.fromDestination', {
              distance: formatOfferDistance(offer.destinationDistance, i18n.language),
            })}
          </span>
        </span>
      </Link>
    </li>
  );
}
