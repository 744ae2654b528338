import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { WEEK_DAYS, type TravelInfo } from '@contract/schemas';
import { HelpIcon } from '@/components/icons';
import { ScreenFrame } from '@/components/screen-frame';
import { formatDate, formatLanguageDate } from '@/domain/posting/format-date';
import {
  postingReturnTime,
  postingTimeOfDay,
  usePostingTimeText,
} from '@/domain/posting/posting-time';
import { useCurrentUser } from '@/domain/session/current-user';
import {
  nextTravelDeparture,
  searchMatchesForPosting,
} from '@/domain/trip-request/posting-matches';
import { formatLocation } from '@/domain/trip-request/format-location';
import { useNavigate } from '@/lib/navigation';
import { useRouteState } from '@/lib/route-state';
import { ROUTES } from '@/lib/routes';
import { OwnPostingCalendarButton } from './own-posting-calendar-button';
import { useBookingsTranslation } from './bookings-texts';

/**
 * /commute-pooling/posting/detail: a read-only view of the user's own posting, from the travel information
 * of the navigation state. Opened without one (a bookmark), it goes to My page.
 */
export function PostingDetailScreen() {
  const { t } = useBookingsTranslation();
  const { t: tCommon } = useTranslation('common');
  const state = useRouteState(ROUTES.postingDetail);
  const travelInfo = state?.travelInfo;

  if (!travelInfo) return <Redirect to={ROUTES.myPage} replace />;

  return (
    <ScreenFrame
      title={t('postingDetail.title')}
      back={{ to: ROUTES.myPage }}
      actions={[
        { label: tCommon('header.help'), icon: <HelpIcon />, to: ROUTES.commutePoolingHelp },
      ]}
    >
      <PostingDetails travelInfo={travelInfo} bookingId={state?.bookingId} />
    </ScreenFrame>
  );
}

function PostingDetails({ travelInfo, bookingId }: { travelInfo: TravelInfo; bookingId?: string }) {
  const { t } = useBookingsTranslation();
  const routeId = useId();
  const postingId = useId();
  const descriptionId = useId();
  const info = travelInfo.integrationInfo;
  const oneTime = info.recurrence === 'ONE_TIME';
  const description = info.userInformation.description?.trim();
  const timeText = usePostingTimeText();
  const returnTime = postingReturnTime(travelInfo);
  // A recurring posting's first trip: its start day at its time of day (or "time not given": no time is made up,
  // and no arrival time either).
  const timeGiven = postingTimeOfDay(travelInfo) !== null;
  const departure = oneTime
    ? formatDate(travelInfo.departureTime, 'cardDateTime')
    : `${formatDate(travelInfo.departureTime, 'card')} ${timeText(travelInfo)}`;
  const arrival = formatDate(travelInfo.estimatedArrivalTime, timeGiven ? 'cardDateTime' : 'card');

  const postingRows: Array<[string, string]> = [
    [t('postingDetail.postingType'), t(`postingDetail.${info.postingType}`)],
    [t('postingDetail.trip'), t(`postingDetail.recurrence.${info.recurrence}`)],
  ];
  if (oneTime) {
    postingRows.push([
      t('postingDetail.meetingTime'),
      formatDate(info.meetingTime ?? info.periodStart, 'cardDateTime'),
    ]);
  } else {
    postingRows.push([
      t('postingDetail.period'),
      t('postingDetail.periodValue', {
        start: formatDate(info.periodStart, 'card'),
        end: formatDate(info.periodEnd, 'card'),
      }),
    ]);
  }
  if (!oneTime) {
    postingRows.push([t('postingDetail.usualDeparture'), timeText(travelInfo)]);
    if (returnTime) postingRows.push([t('postingDetail.wayBack'), returnTime]);
  }
  if (info.recurrence === 'RECURRING') {
    postingRows.push([
      t('postingDetail.weekDays'),
      WEEK_DAYS.filter((day) => info.weekDays[day])
        .map((day) => t(`weekDays.${day}`))
        .join(', '),
    ]);
  }
  postingRows.push([t('postingDetail.contact'), info.userInformation.email]);

  return (
    <div className="stack posting-page">
      <section aria-labelledby={routeId} className="stack">
        <h2 id={routeId}>{t('postingDetail.route')}</h2>
        <dl className="posting-summary">
          <SummaryRow term={t('postingDetail.from')} value={formatLocation(travelInfo.origin)} />
          <SummaryRow term={t('postingDetail.to')} value={formatLocation(travelInfo.destination)} />
          <SummaryRow term={t('postingDetail.departure')} value={departure} />
          <SummaryRow term={t('postingDetail.arrival')} value={arrival} />
        </dl>
      </section>
      <section aria-labelledby={postingId} className="stack">
        <h2 id={postingId}>{t('postingDetail.details')}</h2>
        <dl className="posting-summary">
          {postingRows.map(([term, value]) => (
            <SummaryRow key={term} term={term} value={value} />
          ))}
        </dl>
      </section>
      <section aria-labelledby={descriptionId} className="stack">
        <h2 id={descriptionId}>{t('postingDetail.description')}</h2>
        <p className="posting-description">{description || t('postingDetail.noDescription')}</p>
      </section>
      <FindMatches travelInfo={travelInfo} />
      {/* Without the posting's id (a history entry of an older version) the events would have no stable id. */}
      {bookingId && (
        <OwnPostingCalendarButton bookingId={bookingId} travelInfo={travelInfo} explainNoDayLeft />
      )}
    </div>
  );
}

/**
 * 'Find matches' (issue 22, item 4): the spec's offers search for this posting's route on its next travel day,
 * shown on the offers list with each match's fit over the posting's next travel days. Only for users who may
 * search (commutePooling.enabled), and only while the posting has a travel day left.
 */
function FindMatches({ travelInfo }: { travelInfo: TravelInfo }) {
  const { t, i18n } = useBookingsTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const hintId = useId();
  // Computed once for the screen: the next travel day moves on only when its departure has passed.
  const [departure] = useState(() => nextTravelDeparture(travelInfo));
  if (!user?.commutePooling.enabled) return null;
  if (departure === null) return <p className="find-hint">{t('postingDetail.noTravelDayLeft')}</p>;
  const find = () => {
    if (searchMatchesForPosting(travelInfo)) navigate(ROUTES.offersOverview);
  };
  return (
    <div className="stack stack--tight">
      <button type="button" className="button" aria-describedby={hintId} onClick={find}>
        {t('postingDetail.findMatches')}
      </button>
      <p id={hintId} className="find-hint">
        {t(`postingDetail.findMatchesHint.${travelInfo.integrationInfo.postingType}`, {
          date: formatLanguageDate(departure, i18n.language),
        })}
      </p>
    </div>
  );
}

function SummaryRow({ term, value }: { term: string; value: string }) {
  return (
    <div className="posting-summary__row">
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
