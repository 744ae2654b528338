import type { BookingRequest } from '@contract/bookings';
import type { MobilityRequest } from '@contract/offers';
import type { Booking, BookingState, Location, OfferTravelInfo } from '@contract/schemas';
import { berlinDayKey, toBerlinIso } from '@contract/berlin-days';
import { runsOn } from '@contract/schedule';
import { getNow } from '../clock';
import { distanceInMetres } from '@contract/geo';
import { estimatedTravelMinutes } from '../lib/geo';
import { randomUuid } from '../lib/random-token';
import { db } from './database';
import type { BookingRecord, UserRecord } from './schemas';

/** States a posting can be cancelled in, and states it can be removed (archived) in (spec section 4). */
export const CANCELLABLE_STATES: readonly BookingState[] = ['confirmed', 'active'];
export const ARCHIVABLE_STATES: readonly BookingState[] = ['finished', 'expired', 'cancelled'];
/** Postings others can find: still valid. */
export const OFFERED_STATES: readonly BookingState[] = ['confirmed', 'active'];

/** The booking as the contract shows it, without owner and bookkeeping. */
export function toBooking(record: BookingRecord): Booking {
  return {
    bookingId: record.bookingId,
    state: record.state,
    integrationId: record.integrationId,
    travelInfo: record.travelInfo,
  };
}

export function findBooking(bookingId: string): BookingRecord | undefined {
  return db.bookings.findFirst((q) => q.where({ bookingId }));
}

/** The owner's bookings, departure ascending (the client orders its list itself, too). */
export function listBookingsOf(ownerId: string): BookingRecord[] {
  return db.bookings
    .findMany((q) => q.where({ ownerId }))
    .sort(
      (a, b) => Date.parse(a.travelInfo.departureTime) - Date.parse(b.travelInfo.departureTime),
    );
}

export function estimatedArrival(origin: Location, destination: Location, departure: Date): Date {
  return new Date(departure.getTime() + estimatedTravelMinutes(origin, destination) * 60_000);
}

/** A new confirmed posting of the user, from the booking request payload. */
export async function createBooking(
  request: BookingRequest,
  owner: UserRecord,
): Promise<BookingRecord> {
  const now = getNow();
  const info = request.integrationInfo;
  const departure = new Date(request.departureTime);
  return db.bookings.create({
    bookingId: randomUuid(),
    state: 'confirmed',
    integrationId: request.integrationId,
    ownerId: owner.id,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    travelInfo: {
      origin: request.origin,
      destination: request.destination,
      departureTime: request.departureTime,
      estimatedArrivalTime: toBerlinIso(
        estimatedArrival(request.origin, request.destination, departure),
      ),
      integrationInfo: {
        postingType: info.postingType,
        recurrence: info.recurrence,
        weekDays: info.weekDays,
        periodStart: info.periodStart,
        periodEnd: info.periodEnd,
        ...(info.recurrence === 'ONE_TIME' ? { meetingTime: info.periodStart } : {}),
        ...(info.returnTime ? { returnTime: info.returnTime } : {}),
        userInformation: {
          givenName: owner.givenName,
          familyName: owner.familyName,
          ...(owner.department ? { department: owner.department } : {}),
          email: info.userInformation.email,
          ...(info.userInformation.description
            ? { description: info.userInformation.description }
            : {}),
        },
      },
    },
  });
}

export async function setBookingState(
  bookingId: string,
  state: BookingState,
): Promise<BookingRecord> {
  return db.bookings.update((q) => q.where({ bookingId }), {
    strict: true,
    data(draft) {
      draft.state = state;
      draft.updatedAt = getNow().toISOString();
    },
  });
}

// --- offer search ----------------------------------------------------------------------------

/** Who may be found: users with car-pooling access (a colleague without it cannot be contacted about a ride). */
function postersWithAccess(): Set<string> {
  return new Set(
    db.users
      .all()
      .filter((user) => user.commutePooling.enabled)
      .map((user) => user.id),
  );
}

/**
 * Postings of the searched type, of other users with car-pooling access, still valid, that run on the request's departure
 * day (contract/schedule.ts: a posting that does not run that day is not offered), with their distances
 * to the request, nearest (origin + destination distance) first, as the spec orders them.
 * One pass over the postings plus a sort of the matches: O(n + m log m).
 */
export function searchOffers(request: MobilityRequest, callerId: string): OfferTravelInfo[] {
  const searchedType = request.integrations.commutePooling.postingType;
  const day = berlinDayKey(new Date(request.departureTime));
  const matches: Array<{ offer: OfferTravelInfo; total: number }> = [];
  const withAccess = postersWithAccess();
  for (const record of db.bookings.all()) {
    if (record.ownerId === callerId || !OFFERED_STATES.includes(record.state)) continue;
    if (!withAccess.has(record.ownerId)) continue;
    if (record.travelInfo.integrationInfo.postingType !== searchedType) continue;
    if (!runsOn(record.travelInfo, day)) continue;
    const originDistance = Math.round(distanceInMetres(request.origin, record.travelInfo.origin));
    const destinationDistance = Math.round(
      distanceInMetres(request.destination, record.travelInfo.destination),
    );
    matches.push({
      total: originDistance + destinationDistance,
      offer: {
        ...record.travelInfo,
        bookingId: record.bookingId,
        originDistance,
        destinationDistance,
      },
    });
  }
  return matches.sort((a, b) => a.total - b.total).map((match) => match.offer);
}
