import type { TravelInfo } from '@contract/schemas';
import { AddToCalendarButton } from '@/domain/posting/add-to-calendar-button';
import { useCurrentUser } from '@/domain/session/current-user';
import { useBookingsTranslation } from './bookings-texts';

/**
 * "Add to calendar" for the user's own posting (booking card, posting detail): its route as title, the user as
 * contact, the booking id as the events' stable id (so importing again updates the entries).
 */
export function OwnPostingCalendarButton({
  bookingId,
  travelInfo,
  explainNoDayLeft,
  describedBy,
}: {
  bookingId: string;
  travelInfo: TravelInfo;
  explainNoDayLeft?: boolean;
  describedBy?: string;
}) {
  const { t } = useBookingsTranslation();
  const user = useCurrentUser();
  const info = travelInfo.integrationInfo;
  const email = info.userInformation.email;
  return (
    <AddToCalendarButton
      calendar={{
        postingId: bookingId,
        travelInfo,
        title: t(`calendar.title.${info.postingType}`, {
          origin: travelInfo.origin.name,
          destination: travelInfo.destination.name,
        }),
        contact: { name: user ? `${user.givenName} ${user.familyName}` : email, email },
      }}
      explainNoDayLeft={explainNoDayLeft}
      describedBy={describedBy}
    />
  );
}
