import type { OfferTravelInfo, User } from '@contract/schemas';
import { formatLanguageDate } from '@/domain/posting/format-date';
import { usePostingTimeText } from '@/domain/posting/posting-time';
import { formatLocation } from '@/domain/trip-request/format-location';
import type { MobilityRequestState } from '@/domain/trip-request/mobility-request-store';
import { mailtoLink } from '@/lib/support-contact';
import { useOffersTranslation } from './offers-texts';

/**
 * The offer detail's "Contact" mail (spec section 9) with what the poster needs to answer (issue 35): the day the
 * user searched for (the offer's own departure without a search), the time, the pick-up point and the destination.
 */
export function useOfferMailLink(
  offer: OfferTravelInfo,
  request: MobilityRequestState,
  user: User | null,
): string {
  const { t, i18n } = useOffersTranslation();
  const timeText = usePostingTimeText();
  const person = offer.integrationInfo.userInformation;
  // Where the passenger is picked up and where the ride goes: the searching passenger's own places when the user
  // writes to a driver, the passenger's posting's when the user (a driver) writes to a passenger.
  const passengerSearch = offer.integrationInfo.postingType === 'OFFERING';
  const pickUp = passengerSearch && request.origin ? request.origin : offer.origin;
  const dropOff = passengerSearch && request.destination ? request.destination : offer.destination;
  return mailtoLink({
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
      date: formatLanguageDate(request.departureTime || offer.departureTime, i18n.language),
      time: timeText(offer),
      pickUp: formatLocation(pickUp),
      dropOff: formatLocation(dropOff),
      senderName: user ? `${user.givenName} ${user.familyName}` : '',
    }),
  });
}
