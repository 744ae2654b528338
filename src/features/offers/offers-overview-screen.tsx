import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import type { MobilityRequest } from '@contract/offers';
import type { OfferTravelInfo, PostingType } from '@contract/schemas';
import { HelpIcon } from '@/components/icons';
import { ScreenFrame } from '@/components/screen-frame';
import { Spinner } from '@/components/spinner';
import { formatLanguageDate } from '@/domain/posting/format-date';
import { useCurrentUser } from '@/domain/session/current-user';
import { showModal } from '@/lib/modal-store';
import { prepareDistanceFormats } from '@/domain/trip-request/format-distance';
import { formatLocation } from '@/domain/trip-request/format-location';
import {
  isRequestComplete,
  mobilityRequest,
  type MobilityRequestState,
  resetMobilitySearch,
  toMobilityRequestBody,
} from '@/domain/trip-request/mobility-request-store';
import { OPPOSITE_POSTING_TYPE, usePostingOfRequest } from '@/domain/trip-request/posting-matches';
import { useNavigate } from '@/lib/navigation';
import { ROUTES } from '@/lib/routes';
import { searchedDayOf } from './offer-fit';
import { PostingMatchHint } from './offer-fit-lines';
import { useOffersSearch, useWayHomeBackTimes } from './offers-queries';
import { OffersList } from './offers-list';
import { useOnlyOnMyDate, useTimeWindowChoice } from './offers-list-filter';
import { useShownOfferCount } from './offers-paging';
import { useOffersTranslation } from './offers-texts';
import { SaveCommute, useCommuteRecording } from './save-commute';
import { timeWindowText } from './time-window';

const NO_OFFERS: OfferTravelInfo[] = [];

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

/**
 * The search of one request (keyed by it: the answer of an earlier request can never show here), run once per
 * request id (Find starts it; the way back from a detail finds the answer in the cache): each failure (the first or
 * a retry) told with the modal; an old failure found on mount is searched again.
 */
function useToldOffersSearch(body: MobilityRequest) {
  const { t } = useOffersTranslation();
  const search = useOffersSearch(body);
  const { isError, isFetching, errorUpdateCount } = search;
  useEffect(() => {
    if (isError && !isFetching) {
      showModal({ title: t('overview.failedModal.title'), text: t('overview.failedModal.text') });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure
  }, [errorUpdateCount]);
  return search;
}

function OffersOverview({
  body,
  postingType,
}: {
  body: MobilityRequest;
  postingType: PostingType;
}) {
  const { t, i18n } = useOffersTranslation();
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const request = useSnapshot(mobilityRequest);
  const requestId = body.mobilityRequestId;
  const search = useToldOffersSearch(body);
  useEffect(() => prepareDistanceFormats(i18n.language), [i18n.language]);
  const backTimes = useWayHomeBackTimes(body);
  const shownCount = useShownOfferCount(requestId);
  const onlyOnMyDate = useOnlyOnMyDate();
  const timeChoice = useTimeWindowChoice();
  // The window marks only while it is on and has a time; its filter only then too.
  const windowText = timeChoice.on ? timeWindowText(timeChoice.window) : null;
  // Searched from one of the user's own postings ('Find matches'): each match's fit over the posting's days.
  const ownPosting = usePostingOfRequest(requestId);
  const user = useCurrentUser();
  const offerIds = useMemo(
    () => search.data?.map((offer) => offer.bookingId) ?? null,
    [search.data],
  );
  // My commute: this list shows a saved route's offers (and the way home's answer is held for the route back).
  // (Its query observers come after the search's: the list's own search goes out first.)
  const wayHomeIds = useCommuteRecording(user?.id ?? '', body, offerIds);
  const [answerAtOpen] = useState(() => (search.isSuccess ? search.dataUpdatedAt : null));
  const searchedDay = searchedDayOf(body.departureTime);
  const loading = search.isPending || (search.isError && search.isFetching);
  const error = search.isError;
  const offers = search.data ?? NO_OFFERS;
  const createOpposite = () =>
    navigate(ROUTES.createFirstStep, { postingType: OPPOSITE_POSTING_TYPE[postingType] });
  const newSearch = () => {
    // Leave first: this screen has nothing to show once the request is reset.
    navigate(ROUTES.dashboard);
    void resetMobilitySearch();
  };

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
        {user && (
          <SaveCommute userId={user.id} body={body} offerIds={offerIds} wayHomeIds={wayHomeIds} />
        )}
        {ownPosting && searchedDay !== null && (
          <PostingMatchHint posting={ownPosting} searchedDay={searchedDay} />
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
            <button type="button" className="button" onClick={() => void search.refetch()}>
              {t('overview.retry')}
            </button>
          </div>
        ) : offers.length === 0 ? (
          <p role="status">{t('overview.noMatch')}</p>
        ) : (
          <OffersList
            postingType={postingType}
            requestId={requestId}
            offers={offers}
            answeredAt={search.dataUpdatedAt}
            cachedAnswer={search.isSuccess && search.dataUpdatedAt === answerAtOpen}
            shownCount={shownCount}
            searchedDay={searchedDay}
            ownPosting={ownPosting}
            onlyOnMyDate={onlyOnMyDate}
            timeChoice={timeChoice}
            windowText={windowText}
            backTimes={backTimes}
          />
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
