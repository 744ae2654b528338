import type { BookingRequest } from '@contract/bookings';
import type { Booking } from '@contract/schemas';

const sameInstant = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && Date.parse(a) === Date.parse(b);
// About a metre: a backend that stores coordinates to 5 decimals still answers the same place.
const COORDINATE_TOLERANCE = 1e-5;
const samePlace = (a: BookingRequest['origin'], b: BookingRequest['origin']) =>
  Math.abs(a.latitude - b.latitude) < COORDINATE_TOLERANCE &&
  Math.abs(a.longitude - b.longitude) < COORDINATE_TOLERANCE &&
  a.name.trim() === b.name.trim();

/**
 * Is this booking the posting the request would create (same route, period, kind, days and text)? Used to find a
 * create that got no answer (./postings.ts) and to point at the posting just
 * created on My page.
 */
export function matchesRequest(booking: Booking, body: BookingRequest): boolean {
  const info = booking.travelInfo.integrationInfo;
  const asked = body.integrationInfo;
  return (
    booking.integrationId === body.integrationId &&
    booking.state !== 'cancelled' &&
    booking.state !== 'archived' &&
    samePlace(booking.travelInfo.origin, body.origin) &&
    samePlace(booking.travelInfo.destination, body.destination) &&
    sameInstant(booking.travelInfo.departureTime, body.departureTime) &&
    sameInstant(info.periodEnd, asked.periodEnd) &&
    info.postingType === asked.postingType &&
    info.recurrence === asked.recurrence &&
    (asked.recurrence !== 'RECURRING' ||
      Object.entries(asked.weekDays).every(
        ([day, on]) => info.weekDays[day as keyof typeof info.weekDays] === on,
      )) &&
    (info.userInformation.description ?? '').trim() === asked.userInformation.description.trim()
  );
}
