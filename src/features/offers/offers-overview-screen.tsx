import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, Redirect } from 'wouter';
import type { MobilityRequest } from '@contract/offers';
import { nextRuns, runsOn, type ScheduleFit } from '@/domain/schedule/schedule';
import type { OfferTravelInfo, PostingType, TravelInfo } from '@contract/schemas';
import { HelpIcon } from '@/components/icons';
import { ScreenFrame } from '@/components/screen-frame';
import { TimeField } from '@/components/time-field';
import { Spinner } from '@/components/spinner';
import { formatLanguageDate } from '@/domain/posting/format-date';
import { TIME_NOT_GIVEN_KEY } from '@/domain/posting/posting-time';
import { useCurrentUser } from '@/domain/session/current-user';
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
import {
  MATCH_HORIZON_TRAVEL_DAYS,
  OPPOSITE_POSTING_TYPE,
  usePostingOfRequest,
} from '@/domain/trip-request/posting-matches';
import { markPerformance, measurePerformance } from '@/lib/performance-marks';
import { useNavigate } from '@/lib/navigation';
import { routeState } from '@/lib/route-state';
import { ROUTES } from '@/lib/routes';
import {
  formatFitDay,
  offerFit,
  postingFit,
  postingFitKind,
  searchedDayOf,
  type OfferFit,
} from './offer-fit';
import { entryDeparture } from './offer-summary';
import { useOffersSearch, useWayHomeBackTimes } from './offers-api';
import { byTimeOfDay, foldByColleague, type ColleagueEntry } from './offer-folding';
import { travelsBackNear } from './way-home';
import {
  setOnlyInTimeWindow,
  setOnlyOnMyDate,
  setTimeWindow,
  setTimeWindowOn,
  showAllOffers,
  useOnlyOnMyDate,
  useTimeWindowChoice,
  type TimeWindowChoice,
} from './offers-list-filter';
import { FIRST_FRAME_ENTRIES, showMoreOffers, useShownOfferCount } from './offers-paging';
import { useOffersTranslation } from './offers-texts';
import { SaveCommute, useCommuteRecording } from './save-commute';
import {
  TIME_WINDOW_MARGINS,
  timeWindowFit,
  timeWindowText,
  type TimeWindow,
  type TimeWindowFit,
} from './time-window';

const NO_OFFERS: OfferTravelInfo[] = [];

/**
 * False for the commits of a new `key` until the browser has painted one of them, then true: the next task after an
 * animation frame runs after that frame's paint. Only while `wanted`: a re-render nobody needs is not scheduled
 * (one after a reset would rebuild the dropped search's query while the screen is being left).
 */
function useAfterFirstPaint(key: unknown, wanted: boolean): boolean {
  const [painted, setPainted] = useState<unknown>(null);
  useEffect(() => {
    if (!wanted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(key), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [key, wanted]);
  return painted === key;
}

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
  const { t, i18n } = useOffersTranslation();
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const request = useSnapshot(mobilityRequest);
  const requestId = body.mobilityRequestId;
  // Keyed by the request: the answer of an earlier request can never show here.
  const search = useOffersSearch(body);
  const backTimes = useWayHomeBackTimes(body);
  const shownCount = useShownOfferCount(requestId);
  const onlyOnMyDate = useOnlyOnMyDate();
  const timeChoice = useTimeWindowChoice();
  // The window marks only while it is on and has a time; its filter only then too.
  const windowText = timeChoice.on ? timeWindowText(timeChoice.window) : null;
  const { around, margin } = timeChoice.window;
  const listHeadingId = useId();
  const searchedDay = searchedDayOf(body.departureTime);
  // Searched from one of the user's own postings ('Find matches'): each match's fit over the posting's days.
  const ownPosting = usePostingOfRequest(requestId);
  const user = useCurrentUser();
  const userId = user?.id ?? '';
  const offerIds = useMemo(
    () => search.data?.map((offer) => offer.bookingId) ?? null,
    [search.data],
  );
  // My commute: this list shows a saved route's offers (and the way home's answer is held for the route back).
  // (Its query observers come after the search's: the list's own search goes out first.)
  const wayHomeIds = useCommuteRecording(userId, body, offerIds);

  // The search runs once per request id (the way back from a detail finds the answer in the cache).
  useEffect(() => {
    if (search.fetchStatus === 'fetching') markPerformance('wen:offers-search-start');
  }, [search.fetchStatus]);

  // Each failed search (the first or a retry) is told with the modal; an old failure found on mount is searched again.
  const { isError, isFetching, errorUpdateCount } = search;
  useEffect(() => {
    if (isError && !isFetching) {
      showModal({ title: t('overview.failedModal.title'), text: t('overview.failedModal.text') });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure
  }, [errorUpdateCount]);
  const startSearch = () => void search.refetch();

  const createOpposite = () =>
    navigate(ROUTES.createFirstStep, { postingType: OPPOSITE_POSTING_TYPE[postingType] });

  const newSearch = () => {
    // Leave first: this screen has nothing to show once the request is reset.
    navigate(ROUTES.dashboard);
    void resetMobilitySearch();
  };

  const loading = search.isPending || (search.isError && search.isFetching);
  const error = search.isError;
  const offers = search.data ?? NO_OFFERS;
  const dateFilter = onlyOnMyDate && searchedDay !== null;
  const timeFilter = windowText !== null && timeChoice.only;
  // The filters keep the spec's order (nearest first); each asks only the fit it filters by.
  const listed = useMemo(
    () =>
      offers.filter(
        (offer) =>
          (!dateFilter || (searchedDay !== null && runsOn(offer, searchedDay))) &&
          (!timeFilter || timeWindowFit(offer, { around, margin })?.inWindow === true),
      ),
    [offers, dateFilter, timeFilter, searchedDay, around, margin],
  );
  // One entry per colleague (offer-folding.ts), counted and paged as entries.
  const allEntryCount = useMemo(() => foldByColleague(offers).length, [offers]);
  const entries = useMemo(() => foldByColleague(listed), [listed]);
  const hiddenCount = allEntryCount - entries.length;
  // The page shown (the count 'show more' names), and of it the entries rendered: a new answer's first frame
  // renders a screenful only, the rest of the page right after it is painted (issue 21: with 1,000 matches the
  // first offer shows 0.1 s sooner). Nothing is left out: the next frame renders the whole page.
  // An answer already there when the list opens (the way back from a detail) renders its page at once, so the
  // browser can restore the scroll position within it.
  const pageCount = Math.min(shownCount, entries.length);
  const [answerAtOpen] = useState(() => (search.isSuccess ? search.dataUpdatedAt : null));
  const cachedAnswer = search.isSuccess && search.dataUpdatedAt === answerAtOpen;
  const wholePage =
    useAfterFirstPaint(search.dataUpdatedAt, pageCount > FIRST_FRAME_ENTRIES && !cachedAnswer) ||
    cachedAnswer;
  const renderedCount = wholePage ? pageCount : Math.min(pageCount, FIRST_FRAME_ENTRIES);
  // The fits of the entries rendered only: with 1,000 matches the others are not worked out before the first
  // offer shows (each 'show more' works out its own).
  const shown = useMemo(
    () =>
      entries.slice(0, renderedCount).map((entry) => ({
        entry,
        fit: searchedDay === null ? null : offerFit(entry.nearest, searchedDay),
        periodFit:
          searchedDay === null || ownPosting === null
            ? null
            : postingFit(ownPosting, entry.nearest, searchedDay),
        timeFit: windowText === null ? null : entryWindowFit(entry, { around, margin }),
      })),
    [entries, renderedCount, searchedDay, ownPosting, windowText, around, margin],
  );
  const searchedDayText = searchedDay === null ? '' : formatFitDay(searchedDay, i18n.language);
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
            {searchedDay !== null && (
              <ListSwitch
                className="offers__only-on-date"
                checked={onlyOnMyDate}
                onChange={setOnlyOnMyDate}
                label={t('overview.onlyOnMyDate', { day: searchedDayText })}
              />
            )}
            <TimeWindowControls choice={timeChoice} windowText={windowText} />
            <p role="status" className="find-hint">
              {hiddenCount === 0
                ? t('overview.count', { count: allEntryCount })
                : timeFilter
                  ? entries.length === 0
                    ? t('overview.allHiddenInWindow', { count: hiddenCount, window: windowText })
                    : t('overview.countInWindow', {
                        count: entries.length,
                        hidden: hiddenCount,
                        window: windowText,
                      })
                  : entries.length === 0
                    ? t('overview.allHidden', { count: hiddenCount, day: searchedDayText })
                    : t('overview.countOnDate', {
                        count: entries.length,
                        hidden: hiddenCount,
                        day: searchedDayText,
                      })}
            </p>
            {entries.length === 0 ? (
              <button type="button" className="button button--secondary" onClick={showAllOffers}>
                {t('overview.showAll', { count: hiddenCount })}
              </button>
            ) : (
              <ul className="offer-list">
                {shown.map(({ entry, fit, periodFit, timeFit }) => (
                  <OfferEntry
                    key={entry.key}
                    entry={entry}
                    fit={fit}
                    periodFit={periodFit}
                    timeFit={timeFit}
                    wayHome={travelsBackNear(entry.offers, backTimes.get(entry.key))}
                  />
                ))}
              </ul>
            )}
            {pageCount < entries.length && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => showMoreOffers(requestId)}
              >
                {t('overview.showMore', { shown: pageCount, total: entries.length })}
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

/** The window fit of a colleague's entry: of the first of their postings in the window, else of the nearest. */
function entryWindowFit(entry: ColleagueEntry, window: TimeWindow): TimeWindowFit | null {
  let first: TimeWindowFit | null = null;
  for (const offer of entry.offers) {
    const fit = timeWindowFit(offer, window);
    if (fit?.inWindow) return fit;
    first ??= fit;
  }
  return first;
}

/**
 * One colleague's match: who, where (the nearest posting's route and distances), when (each of their postings on
 * the route: time and kind), whether on the searched day, and how far the start and end are from the own request's.
 */
function OfferEntry({
  entry,
  fit,
  periodFit,
  timeFit,
  wayHome,
}: {
  entry: ColleagueEntry;
  fit: OfferFit | null;
  /** Over the own posting's next travel days, when the search was made for one of the user's postings. */
  periodFit: ScheduleFit | null;
  /** Against the user's time window, while one is set. */
  timeFit: TimeWindowFit | null;
  /** The same colleague also travels the opposite way on the searched day. */
  wayHome: boolean;
}) {
  const { t, i18n } = useOffersTranslation();
  const { t: tCommon } = useTranslation('common');
  const offer = entry.nearest;
  const person = offer.integrationInfo.userInformation;
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

/** 'Travels on Tue 24.11.' or 'Not on this date, next on Mon 30.11.' (or no further trip at all). */
function FitLine({ fit }: { fit: OfferFit }) {
  const { t, i18n } = useOffersTranslation();
  const day = fit.kind === 'never' ? '' : formatFitDay(fit.day, i18n.language);
  return (
    <span className={`offer-entry__fit offer-entry__fit--${fit.kind}`}>
      {t(`entry.fit.${fit.kind}`, { day })}
    </span>
  );
}

/** 'Meets on 14 of your next 20 travel days': the match over the own posting's next travel days. */
function PostingFitLine({ fit }: { fit: ScheduleFit }) {
  const { t } = useOffersTranslation();
  const kind = postingFitKind(fit);
  return (
    <span className={`offer-entry__posting-fit offer-entry__posting-fit--${kind}`}>
      {t(`entry.postingFit.${kind}`, { count: fit.of, shared: fit.shared })}
    </span>
  );
}

/** What a 'Find matches' search is: the own posting's next travel day, and which of its days the fit counts. */
function PostingMatchHint({ posting, searchedDay }: { posting: TravelInfo; searchedDay: string }) {
  const { t, i18n } = useOffersTranslation();
  const counted = nextRuns(posting, searchedDay, MATCH_HORIZON_TRAVEL_DAYS);
  const last = counted.at(-1) ?? searchedDay;
  return (
    <p className="find-hint">
      {t('overview.postingMatch', {
        count: counted.length,
        day: formatFitDay(searchedDay, i18n.language),
        last: formatFitDay(last, i18n.language),
      })}
    </p>
  );
}

/**
 * The time of day (issue 22, item 6), off by default: 'Mark departures around a time', the time and how much
 * either side, and 'Only in my time window'. Marks and filters only; the spec's order stays.
 */
function TimeWindowControls({
  choice,
  windowText,
}: {
  choice: TimeWindowChoice;
  windowText: string | null;
}) {
  const { t } = useOffersTranslation();
  const marginId = useId();
  return (
    <fieldset className="time-window">
      <legend className="visually-hidden">{t('overview.timeWindow.legend')}</legend>
      <ListSwitch
        checked={choice.on}
        onChange={setTimeWindowOn}
        label={t('overview.timeWindow.on')}
      />
      {choice.on && (
        <>
          <div className="time-window__fields">
            <div className="field">
              <TimeField
                label={t('overview.timeWindow.around')}
                step={300}
                value={choice.window.around}
                onChange={(around) => setTimeWindow({ around })}
              />
            </div>
            <div className="field">
              <label className="field__label" htmlFor={marginId}>
                {t('overview.timeWindow.margin')}
              </label>
              <select
                id={marginId}
                value={choice.window.margin}
                onChange={(event) => setTimeWindow({ margin: Number(event.target.value) })}
              >
                {TIME_WINDOW_MARGINS.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {t('overview.timeWindow.minutes', { minutes })}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {windowText === null ? (
            <p className="find-hint">{t('overview.timeWindow.noTime')}</p>
          ) : (
            <ListSwitch
              checked={choice.only}
              onChange={setOnlyInTimeWindow}
              label={t('overview.timeWindow.only', { window: windowText })}
            />
          )}
        </>
      )}
    </fieldset>
  );
}

/** A switch of the list (a real checkbox with its label, a 44 px row): filters and marks. */
function ListSwitch({
  checked,
  onChange,
  label,
  className,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  className?: string;
}) {
  return (
    <label className={className ? `checkbox-field ${className}` : 'checkbox-field'}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
