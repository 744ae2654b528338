import { useTranslation } from 'react-i18next';
import type { TravelInfo } from '@contract/schemas';
import type { AddToCalendarTexts } from '@/domain/posting/add-to-calendar-button';
import type { PostingCalendarInput } from '@/domain/posting/posting-calendar';
import { useCurrentUser } from '@/domain/session/current-user';

/** The calendar file of the user's own posting: its route as title, the user as contact (booking card, detail). */
export function usePostingCalendar(
  postingId: string,
  travelInfo: TravelInfo,
): { input: Omit<PostingCalendarInput, 'from'>; texts: AddToCalendarTexts } {
  const { t } = useTranslation('bookings');
  const user = useCurrentUser();
  const info = travelInfo.integrationInfo;
  const email = info.userInformation.email;
  const description = info.userInformation.description?.trim();
  return {
    input: {
      postingId,
      travelInfo,
      title: t(`calendar.title.${info.postingType}`, {
        origin: travelInfo.origin.name,
        destination: travelInfo.destination.name,
      }),
      contact: { name: user ? `${user.givenName} ${user.familyName}` : email, email },
      ...(description ? { description } : {}),
    },
    texts: {
      add: t('calendar.add'),
      noDayLeft: t('calendar.noDayLeft'),
      failed: t('calendar.failed'),
    },
  };
}
