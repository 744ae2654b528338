import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import type { OfferTravelInfo } from '@contract/schemas';
import { ScreenFrame } from '@/components/screen-frame';
import { AddToCalendarButton } from '@/domain/posting/add-to-calendar-button';
import { useCurrentUser } from '@/domain/session/current-user';
import {
  mobilityRequest,
  type MobilityRequestState,
  toMobilityRequestBody,
} from '@/domain/trip-request/mobility-request-store';
import { useNavigate } from '@/lib/navigation';
import { useRouteState } from '@/lib/route-state';
import { ROUTES } from '@/lib/routes';
import { useColleaguePostings, WayHomeMark } from './colleague-postings';
import { ContactedMark } from './contacted-mark';
import { markContacted } from './contacted-colleagues';
import { OfferDescription, OfferDetailFacts } from './offer-detail-facts';
import { useOfferMailLink } from './offer-mail-link';
import { hasSearchForCurrentRequest } from './offers-queries';
import { useOffersTranslation } from './offers-texts';

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
  const { t } = useOffersTranslation();
  const navigate = useNavigate();
  const person = offer.integrationInfo.userInformation;
  const user = useCurrentUser();
  // The day the user searched for (the offer's own departure without a search), in the mail the poster reads.
  const request = useSnapshot(mobilityRequest) as MobilityRequestState;
  const searched = toMobilityRequestBody(request);
  const postings = useColleaguePostings(searched, offer);
  const mailHref = useOfferMailLink(offer, request, user);

  const back = () => {
    // Back to the list as it was left (its 'show more' state), or to the overview without history.
    if (window.history.length > 1) window.history.back();
    else navigate(ROUTES.offersOverview, { replace: true });
  };

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
        <OfferDetailFacts offer={offer} postings={postings} />
        <OfferDescription description={person.description?.trim() ?? ''} />
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
