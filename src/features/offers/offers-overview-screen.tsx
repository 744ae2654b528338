import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, Redirect } from 'wouter';
import type { MobilityRequest } from '@contract/offers';
import type { OfferTravelInfo, PostingType } from '@contract/schemas';
import { HelpIcon } from '@/components/icons';
import { ScreenFrame } from '@/components/screen-frame';
import { Spinner } from '@/components/spinner';
import { formatLanguageDate } from '@/domain/posting/format-date';
import { formatOfferDistance } from '@/domain/trip-request/format-distance';
import { showModal } from '@/lib/modal-store';
import { formatLocation } from '@/domain/trip-request/format-location';
import {
  isRequestComplete,
  mobilityRequest,
  type MobilityRequestState,
  resetMobilitySearch,
  toMobilityRequestBody,
} from '@/domain/trip-request/mobility-request-store';
import { markPerformance, measurePerformance } from '@/lib/performance-marks';
import { useNavigate } from '@/lib/navigation';
import { ROUTES, routeState } from '@/lib/routes';
import { formatTime } from './offer-summary';
import { useOffersSearch } from './offers-api';
import { showMoreOffers, useShownOfferCount } from './offers-paging';

const OPPOSITE: Record<PostingType, PostingType> = { OFFERING: 'REQUEST', REQUEST: 'OFFERING' };

/**
 * /commute-pooling/offers/overview (spec section 2): the matches of the submitted request, nearest first.
 * Without a submitted, complete request there is nothing to show: back to the dashboard.
 */
export function OffersOverviewScreen() {
  const request = useSnapshot(mobilityRequest) as MobilityRequestState;
  // The posting type searched for is the submitted request's (set with its id by Find Drivers / Find Passengers).
  const { postingType } = request;
  const body = toMobilityRequestBody(request);
  if (!body || !postingType || !isRequestComplete(request)) {
    return <Redirect to={ROUTES.home} replace />;
  }
  return <OffersOverview body={body} postingType={postingType} />;
}

function OffersOverview({
  body,
  postingType,
}: {
  body: MobilityRequest;
  postingType: PostingType;
}) {
  const { t, i18n } = useTranslation('offers');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const request = useSnapshot(mobilityRequest);
  const requestId = body.mobilityRequestId;
  // Keyed by the request: the answer of an earlier request can never show here.
  const search = useOffersSearch(body);
  const shownCount = useShownOfferCount(requestId);
  const listHeadingId = useId();

  // The search runs once per request id (the way back from a detail finds the answer in the cache).
  useEffect(() => {
    if (search.fetchStatus === 'fetching') markPerformance('wen:offers-search-start');
  }, [search.fetchStatus]);

  // Each failed search (the first or a retry) is told with the modal; an old failure found on mount is searched again.
  const { isError, isFetching, errorUpdatedAt } = search;
  useEffect(() => {
    if (isError && !isFetching) {
      showModal({ title: t('overview.failedModal.title'), text: t('overview.failedModal.text') });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure
  }, [errorUpdatedAt]);
  const startSearch = () => void search.refetch();

  const createOpposite = () =>
    navigate(ROUTES.createFirstStep, { postingType: OPPOSITE[postingType] });

  const newSearch = () => {
    // Leave first: this screen has nothing to show once the request is reset.
    navigate(ROUTES.dashboard);
    void resetMobilitySearch();
  };

  const loading = search.isPending || (search.isError && search.isFetching);
  const error = search.isError;
  const offers = search.data ?? [];
  const shown = offers.slice(0, shownCount);
  const firstOfferShown = !loading && !error && shown.length > 0;
  // Benchmark mark: the search's first offer is on screen.
  useEffect(() => {
    if (firstOfferShown) {
      measurePerformance(
        'wen:offers-search',
        'wen:offers-search-start',
        'wen:offers-search-first-offer',
      );
    }
  }, [firstOfferShown, requestId]);

  return (
    <ScreenFrame
      title={t(`overview.heading.${postingType}`)}
      back={{ to: ROUTES.dashboard }}
      actions={[
        { label: tCommon('header.help'), icon: <HelpIcon />, to: ROUTES.commutePoolingHelp },
      ]}
    >
      <div className="stack">
        {request.origin && request.destination && (
          <p className="offers__request">
            {t('overview.request', {
              origin: formatLocation(request.origin),
              destination: formatLocation(request.destination),
              date: formatLanguageDate(request.departureTime, i18n.language),
            })}
          </p>
        )}
        {loading ? (
          <div className="offers__status">
            <Spinner label={t('overview.loading')} />
          </div>
        ) : error ? (
          <div className="stack">
            <p role="alert" className="field__error">
              {t('overview.error')}
            </p>
            {/* Trying again is what the user most likely wants: the primary action here. */}
            <button type="button" className="button" onClick={startSearch}>
              {t('overview.retry')}
            </button>
          </div>
        ) : offers.length === 0 ? (
          <p role="status">{t('overview.noMatch')}</p>
        ) : (
          <section className="stack" aria-labelledby={listHeadingId}>
            <h2 id={listHeadingId} className="visually-hidden">
              {t(`overview.list.${postingType}`)}
            </h2>
            <p role="status" className="find-hint">
              {t('overview.count', { count: offers.length })}
            </p>
            <ul className="offer-list">
              {shown.map((offer) => (
                <OfferEntry key={offer.bookingId} offer={offer} />
              ))}
            </ul>
            {shown.length < offers.length && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => showMoreOffers(requestId)}
              >
                {t('overview.showMore', { shown: shown.length, total: offers.length })}
              </button>
            )}
          </section>
        )}
        <div className="offers__actions">
          {/* Not before the results are in (nobody knows yet whether there are none); secondary beside Try again. */}
          {!loading && (
            <button
              type="button"
              className={error ? 'button button--secondary' : 'button'}
              onClick={createOpposite}
            >
              {t(`overview.createOpposite.${postingType}`)}
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={newSearch}>
            {t('overview.newSearch')}
          </button>
        </div>
      </div>
    </ScreenFrame>
  );
}

/** One match: who, where, when, and how far its start and end are from the own request's. */
function OfferEntry({ offer }: { offer: OfferTravelInfo }) {
  const { t, i18n } = useTranslation('offers');
  const info = offer.integrationInfo;
  const person = info.userInformation;
  return (
    <li className="offer-list__item">
      <Link
        href={ROUTES.offerDetail}
        state={routeState(ROUTES.offerDetail, { travelInfo: offer })}
        className="offer-entry"
      >
        <span className="offer-entry__name">
          {person.givenName} {person.familyName}
        </span>{' '}
        <span className="offer-entry__route">
          {offer.origin.name} → {offer.destination.name}
        </span>{' '}
        <span className="offer-entry__time">
          {t('entry.departure', { time: formatTime(offer.departureTime) })} ·{' '}
          {t(`summary.kind.${info.recurrence}`)}
        </span>{' '}
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
