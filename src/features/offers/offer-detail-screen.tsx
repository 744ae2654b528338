import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import type { OfferTravelInfo } from '@contract/schemas';
import { ScreenFrame } from '@/components/screen-frame';
import { AddToCalendarButton } from '@/domain/posting/add-to-calendar-button';
import { formatLanguageDate } from '@/domain/posting/format-date';
import { TIME_NOT_GIVEN_KEY, usePostingTimeText } from '@/domain/posting/posting-time';
import { useCurrentUser } from '@/domain/session/current-user';
import { formatOfferDistance } from '@/domain/trip-request/format-distance';
import { formatLocation } from '@/domain/trip-request/format-location';
import {
  mobilityRequest,
  type MobilityRequestState,
  toMobilityRequestBody,
} from '@/domain/trip-request/mobility-request-store';
import { useNavigate } from '@/lib/navigation';
import { useRouteState } from '@/lib/route-state';
import { ROUTES } from '@/lib/routes';
import { mailtoLink } from '@/lib/support-contact';
import { departureSummary } from './offer-summary';
import { ColleagueDepartures, useColleaguePostings, WayHomeMark } from './colleague-postings';
import { ContactedMark } from './contacted-mark';
import { markContacted } from './contacted-colleagues';
import { hasSearchForCurrentRequest } from './offers-queries';
import { useOffersTranslation } from './offers-texts';

/** The further information box: 3 rows, growing with its text up to 5 lines (CSS; spec section 9). */
const DESCRIPTION_MIN_ROWS = 3;

/**
 * /commute-pooling/offers/detail (spec section 2): needs the travelInfo navigation state; without it, back to
 * the overview (if a search is there to go back to) or to /.
 */
export function OfferDetailScreen() {
  const state = useRouteState(ROUTES.offerDetail);
  const travelInfo = state?.travelInfo;
  if (!travelInfo) {
    return (
      <Redirect to={hasSearchForCurrentRequest() ? ROUTES.offersOverview : ROUTES.home} replace />
    );
  }
  return <OfferDetail offer={travelInfo} contacted={state.contacted === true} />;
}

function OfferDetail({ offer, contacted }: { offer: OfferTravelInfo; contacted: boolean }) {
  const { t, i18n } = useOffersTranslation();
  const { t: tCommon } = useTranslation('common');
  const timeText = usePostingTimeText();
  const navigate = useNavigate();
  const descriptionId = useId();
  const person = offer.integrationInfo.userInformation;
  const summary = departureSummary(offer, t, i18n.language, tCommon(TIME_NOT_GIVEN_KEY));
  const origin = formatLocation(offer.origin);
  const destination = formatLocation(offer.destination);
  const description = person.description?.trim() ?? '';
  const user = useCurrentUser();
  // The day the user searched for (the offer's own departure without a search), in the mail the poster reads.
  const request = useSnapshot(mobilityRequest) as MobilityRequestState;
  const { departureTime } = request;
  const searched = toMobilityRequestBody(request);
  const postings = useColleaguePostings(searched, offer);

  const back = () => {
    // Back to the list as it was left (its 'show more' state), or to the overview without history.
    if (window.history.length > 1) window.history.back();
    else navigate(ROUTES.offersOverview, { replace: true });
  };

  // Where the passenger is picked up and where the ride goes: the searching passenger's own places when the user
  // writes to a driver, the passenger's posting's when the user (a driver) writes to a passenger.
  const passengerSearch = offer.integrationInfo.postingType === 'OFFERING';
  const pickUp = passengerSearch && request.origin ? request.origin : offer.origin;
  const dropOff = passengerSearch && request.destination ? request.destination : offer.destination;
  const mailHref = mailtoLink({
    to: person.email,
    subject: t('detail.mailSubject', {
      origin: offer.origin.name,
      destination: offer.destination.name,
    }),
    body: t('detail.mailBody', {
      givenName: person.givenName,
      familyName: person.familyName,
      origin: offer.origin.name,
      destination: offer.destination.name,
      date: formatLanguageDate(departureTime || offer.departureTime, i18n.language),
      time: timeText(offer),
      pickUp: formatLocation(pickUp),
      dropOff: formatLocation(dropOff),
      senderName: user ? `${user.givenName} ${user.familyName}` : '',
    }),
  });

  return (
    <ScreenFrame title={t('detail.title')} back={{ onClick: back }}>
      <div className="stack">
        <div>
          <h2>
            {person.givenName} {person.familyName}
          </h2>
          {person.department && <p className="offer-detail__department">{person.department}</p>}
          {searched && <WayHomeMark search={searched} postings={postings} />}
        </div>
        <dl className="offer-detail__facts">
          <div>
            <dt>{t('detail.origin')}</dt>
            <dd>
              {origin}
              <span className="offer-detail__hint">
                {t('detail.originHint', {
                  distance: formatOfferDistance(offer.originDistance, i18n.language),
                })}
              </span>
            </dd>
          </div>
          <div>
            <dt>{t('detail.destination')}</dt>
            <dd>
              {destination}
              <span className="offer-detail__hint">
                {t('detail.destinationHint', {
                  distance: formatOfferDistance(offer.destinationDistance, i18n.language),
                })}
              </span>
            </dd>
          </div>
          <div>
            <dt>{t('detail.departure')}</dt>
            <dd>
              {postings.length > 1 ? (
                <ColleagueDepartures postings={postings} />
              ) : (
                <>
                  {summary.schedule}
                  {summary.wayBack && <span className="offer-detail__hint">{summary.wayBack}</span>}
                  {summary.period && <span className="offer-detail__hint">{summary.period}</span>}
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>{t('detail.email')}</dt>
            <dd className="offer-detail__email">{person.email}</dd>
          </div>
        </dl>
        {description ? (
          <div className="field">
            <label className="field__label" htmlFor={descriptionId}>
              {t('detail.description')}
            </label>
            <textarea
              id={descriptionId}
              className="offer-detail__description"
              readOnly
              rows={DESCRIPTION_MIN_ROWS}
              value={description}
            />
          </div>
        ) : (
          <div className="field">
            <span className="field__label">{t('detail.description')}</span>
            <p className="find-hint">{t('detail.noDescription')}</p>
          </div>
        )}
        <a
          className="button"
          href={mailHref}
          // Once the user has written to the poster, the trips can go into the calendar. Kept in this history
          // entry's state: the mail app often reloads the page on a phone when the user comes back.
          onClick={() => {
            if (user) markContacted(user.id, person.email);
            if (!contacted) {
              navigate(
                ROUTES.offerDetail,
                { travelInfo: offer, contacted: true },
                { replace: true },
              );
            }
          }}
        >
          {t('detail.contact')}
        </a>
        <ContactedMark email={person.email} />
        {contacted && (
          <div className="stack stack--tight">
            <p className="find-hint">{t('detail.calendar.hint')}</p>
            <AddToCalendarButton
              calendar={{
                postingId: offer.bookingId,
                travelInfo: offer,
                title: t('detail.calendar.title', {
                  name: `${person.givenName} ${person.familyName}`,
                  origin: offer.origin.name,
                  destination: offer.destination.name,
                }),
                contact: { name: `${person.givenName} ${person.familyName}`, email: person.email },
              }}
              explainNoDayLeft
            />
          </div>
        )}
      </div>
    </ScreenFrame>
  );
}
