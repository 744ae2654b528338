import type { BookingRequest } from '@contract/bookings';
import { WEEK_DAYS, type Location, type PostingType, type WeekDays } from '@contract/schemas';

const DACHAU: Location = { latitude: 48.26027, longitude: 11.43416, name: 'Dachau' };
const FIZ: Location = { latitude: 48.20052, longitude: 11.55963, name: 'FIZ' };
const NO_WEEK_DAYS = Object.fromEntries(WEEK_DAYS.map((day) => [day, false])) as WeekDays;

/**
 * A one-time posting as the app sends it (POST /api/v1/bookings), Dachau → FIZ unless told otherwise: for the
 * standalone server's burst and the tests that create postings.
 */
export function oneTimePostingRequest({
  start,
  email,
  originName = DACHAU.name,
  postingType = 'OFFERING',
  description = '',
}: {
  start: Date;
  email: string;
  originName?: string;
  postingType?: PostingType;
  description?: string;
}): BookingRequest {
  const at = start.toISOString();
  return {
    integrationId: 'commutePooling',
    origin: { ...DACHAU, name: originName },
    destination: FIZ,
    departureTime: at,
    integrationInfo: {
      postingType,
      recurrence: 'ONE_TIME',
      periodStart: at,
      periodEnd: at,
      weekDays: { ...NO_WEEK_DAYS },
      fleets: [],
      userInformation: { email, description },
    },
  };
}
