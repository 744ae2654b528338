import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MobilityRequest } from '@contract/offers';
import type { OfferTravelInfo } from '@contract/schemas';
import { TIME_NOT_GIVEN_KEY } from '@/domain/posting/posting-time';
import { byTimeOfDay, posterKey } from './offer-folding';
import { departureSummary } from './offer-summary';
import { offersSearchQuery } from '@/domain/trip-request/offers-search-query';
import { useWayHomeBackTimes } from './offers-queries';
import { useOffersTranslation } from './offers-texts';
import { travelsBackNear } from './way-home';

/**
 * The colleague's postings on the searched route (issue 35: the list folds them into one entry, the detail shows
 * them all), read from the list's answer in the cache (never a search of its own: a reloaded detail shows the one
 * posting it was opened with). The opened posting included; by time of day.
 */
export function useColleaguePostings(
  search: MobilityRequest | null,
  offer: OfferTravelInfo,
): OfferTravelInfo[] {
  const { data } = useQuery({
    ...offersSearchQuery(search ?? EMPTY_SEARCH),
    enabled: false,
  });
  if (!data) return [offer];
  const key = posterKey(offer.integrationInfo.userInformation.email);
  const theirs = data.filter(
    (other) => posterKey(other.integrationInfo.userInformation.email) === key,
  );
  if (!theirs.some((other) => other.bookingId === offer.bookingId)) theirs.push(offer);
  return byTimeOfDay(theirs);
}

/** A query key nobody searches under: the hook must be called without a request too. */
const EMPTY_SEARCH: MobilityRequest = {
  mobilityRequestId: '00000000-0000-4000-8000-000000000000',
  origin: { latitude: 0, longitude: 0, name: '' },
  destination: { latitude: 0, longitude: 0, name: '' },
  departureTime: new Date(0).toISOString(),
  integrations: { commutePooling: { postingType: 'OFFERING' } },
};

/** The departure of each of the colleague's postings on the route, one line each (with its period). */
export function ColleagueDepartures({ postings }: { postings: readonly OfferTravelInfo[] }) {
  const { t, i18n } = useOffersTranslation();
  const { t: tCommon } = useTranslation('common');
  return (
    <>
      {postings.map((posting) => {
        const summary = departureSummary(posting, t, i18n.language, tCommon(TIME_NOT_GIVEN_KEY));
        return (
          <span key={posting.bookingId} className="offer-detail__departure">
            {summary.schedule}
            {summary.wayBack && <span className="offer-detail__hint">{summary.wayBack}</span>}
            {summary.period && <span className="offer-detail__hint">{summary.period}</span>}
          </span>
        );
      })}
    </>
  );
}

/** 'Also the way home' when the colleague travels back that day near the way back (way-home.ts). */
export function WayHomeMark({
  search,
  postings,
}: {
  search: MobilityRequest;
  postings: readonly OfferTravelInfo[];
}) {
  const { t } = useOffersTranslation();
  const backTimes = useWayHomeBackTimes(search);
  const first = postings[0];
  if (!first) return null;
  const key = posterKey(first.integrationInfo.userInformation.email);
  if (!travelsBackNear(postings, backTimes.get(key))) return null;
  return <p className="way-home-mark">{t('entry.wayHome')}</p>;
}
