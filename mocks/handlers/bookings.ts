import { contract } from '@contract/router';
import { IsoDateTimeSchema, type BookingState } from '@contract/schemas';
import { getNow } from '../clock';
import {
  canArchive,
  CANCELLABLE_STATES,
  createBooking,
  estimatedArrival,
  findBooking,
  listBookingsOf,
  setBookingState,
  toBooking,
} from '../db/bookings-repository';
import { rememberRecentPlaces } from '../db/places-repository';
import type { BookingRecord, UserRecord } from '../db/schemas';
import { toBerlinIso } from '@/domain/schedule/berlin-days';
import { defineHandler, fail, invalidInput, type RouteHandlerDefinition } from './define-handler';

// The 200 answer is not checked against the contract again (checkedOnWrite): each item is a stored booking's
// contract fields (the record schema, checked on every write and load, extends the contract's BookingSchema). My page
// with 200 postings spent most of its fake backend's time re-checking them (issue 35 scale).
// tests/unit/mocks/contract-conformance.test.ts still checks the answer against the contract.
const listForUser = defineHandler(
  contract.bookings.listForUser,
  ({ params, caller }) => {
    if (params.userId !== caller.user.id) {
      return fail(403, 'Only your own bookings can be listed.', 'FORBIDDEN');
    }
    return { status: 200, body: listBookingsOf(caller.user.id).map(toBooking) };
  },
  { checkedOnWrite: [200] },
);

const create = defineHandler(contract.bookings.create, async ({ body, caller }) => {
  if (!caller.user.commutePooling.enabled) {
    return fail(403, 'Car-pooling is not enabled for your account.', 'NO_ACCESS');
  }
  const info = body.integrationInfo;
  if (!caller.user.email) {
    // The posting's contact is the account's e-mail (never the request's): without one there is none to show.
    return invalidInput(
      'body.integrationInfo.userInformation.email',
      'your account has no e-mail address yet: add one first',
    );
  }
  const start = Date.parse(info.periodStart);
  if (Date.parse(info.periodEnd) < getNow().getTime()) {
    return invalidInput('body.integrationInfo.periodEnd', 'the period must not end in the past');
  }
  if (Date.parse(body.departureTime) !== start) {
    return invalidInput('body.departureTime', 'must be the start of the period');
  }
  if (info.recurrence === 'ONE_TIME' && Date.parse(info.periodEnd) !== start) {
    return invalidInput(
      'body.integrationInfo.periodEnd',
      'a one-time trip starts and ends at its time',
    );
  }
  // An arrival after 9999-12-31 has no ISO date the contract accepts: refuse it instead of failing on it.
  const arrival = toBerlinIso(estimatedArrival(body.origin, body.destination, new Date(start)));
  if (!IsoDateTimeSchema.safeParse(arrival).success) {
    return invalidInput('body.departureTime', 'the trip would arrive after the year 9999');
  }
  const booking = await createBooking(body, caller.user);
  await rememberRecentPlaces(caller.user.id, [body.origin, body.destination]);
  return { status: 201, body: toBooking(booking) };
});

/** Moves an own booking to `next` if its state allows; 404, 403 and 409 otherwise. */
async function transition(
  bookingId: string,
  user: UserRecord,
  allowed: (booking: BookingRecord) => boolean,
  next: BookingState,
  action: string,
) {
  const booking = findBooking(bookingId);
  if (!booking) return fail(404, `There is no booking ${bookingId}.`, 'NOT_FOUND');
  if (booking.ownerId !== user.id) {
    return fail(403, `Only your own bookings can be ${action}.`, 'FORBIDDEN');
  }
  if (!allowed(booking)) {
    return fail(409, `A ${booking.state} booking cannot be ${action}.`, 'INVALID_STATE');
  }
  return { status: 200 as const, body: toBooking(await setBookingState(bookingId, next)) };
}

const cancel = defineHandler(contract.bookings.cancel, ({ params, caller }) =>
  transition(
    params.bookingId,
    caller.user,
    (booking) => CANCELLABLE_STATES.includes(booking.state),
    'cancelled',
    'cancelled',
  ),
);

const archive = defineHandler(contract.bookings.archive, ({ params, caller }) =>
  transition(
    params.bookingId,
    caller.user,
    (booking) => canArchive(booking, getNow()),
    'archived',
    'archived',
  ),
);

export const bookingsHandlers: RouteHandlerDefinition[] = [listForUser, create, cancel, archive];
