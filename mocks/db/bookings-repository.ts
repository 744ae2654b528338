import type { BookingRequest } from '@contract/bookings';
import type { MobilityRequest } from '@contract/offers';
import type { Booking, BookingState, Location, OfferTravelInfo } from '@contract/schemas';
import { berlinDayKey, toBerlinIso } from '@/domain/schedule/berlin-days';
import { getNow } from '../clock';
import { estimatedTravelMinutes } from '../lib/geo';
import { matchOf, type MatchRequest } from '../lib/matching-bounds';
import { randomUuid } from '../lib/random-token';
import { db } from './database';
import type { BookingRecord, UserRecord } from './schemas';

/** States a posting can be cancelled in, and states it can be removed (archived) in (spec section 4). */
export const CANCELLABLE_STATES: readonly BookingState[] = ['confirmed', 'active'];
export const ARCHIVABLE_STATES: readonly BookingState[] = ['finished', 'expired', 'cancelled'];

/**
 * Can the posting be removed (archived)? In the spec's states for it, and also once its period has ended whatever
 * state it still reports (overdue, requested, ready; docs/posting-times.md, Ended postings): a posting that is over
 * can always be removed, as the app offers.
 */
export function canArchive(
  record: Pick<BookingRecord, 'state' | 'travelInfo'>,
  now: Date,
): boolean {
  if (ARCHIVABLE_STATES.includes(record.state)) return true;
  return (
    record.state !== 'archived' &&
    Date.parse(record.travelInfo.integrationInfo.periodEnd) < now.getTime()
  );
}
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
          // The account's address, whatever the request says: colleagues write to the poster, not to whoever
          // a client named (docs/mock-server.md, "The session decides who posts").
          email: owner.email ?? info.userInformation.email,
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
 * Postings of the searched type, of other users with car-pooling access, still valid, that match the request as a
 * car-pooling service would match them (mocks/lib/matching-bounds.ts: same direction, both ends near, a bounded
 * detour and a shared distance for the driver, travelling on the request's Berlin day), with their distances to
 * the request, nearest (origin + destination distance) first, as the spec orders them.
 *
 * The request's time of day is not a bound here: the spec's request carries the current time as its default
 * (spec section 4, "defaults to now") and the dashboard asks for a date only, so its time is nobody's choice; a
 * bound of ±15 minutes around it would hide a morning commute from a search made in the evening
 * (docs/matching.md). Any time on the day fits; the list marks and filters by a time the user sets.
 * One pass over the postings plus a sort of the matches: O(n + m log m).
 */
export function searchOffers(request: MobilityRequest, callerId: string): OfferTravelInfo[] {
  const wanted: MatchRequest = {
    origin: request.origin,
    destination: request.destination,
    postingType: request.integrations.commutePooling.postingType,
    day: berlinDayKey(new Date(request.departureTime)),
    requestedMinutes: null,
  };
  const matches: Array<{ offer: OfferTravelInfo; total: number }> = [];
  const withAccess = postersWithAccess();
  for (const record of db.bookings.all()) {
    if (record.ownerId === callerId || !OFFERED_STATES.includes(record.state)) continue;
    if (!withAccess.has(record.ownerId)) continue;
    const { match } = matchOf(wanted, record.travelInfo);
    if (match === null) continue;
    matches.push({
      total: match.originDistance + match.destinationDistance,
      offer: { ...record.travelInfo, bookingId: record.bookingId, ...match },
    });
  }
  return matches.sort((a, b) => a.total - b.total).map((match) => match.offer);
}
