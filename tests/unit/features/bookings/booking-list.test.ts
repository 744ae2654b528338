// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Booking, BookingState, IntegrationId } from '@contract/schemas';
import { holdInPlace, orderBookings, visibleBookings } from '@/features/bookings/booking-list';
import { upsertBooking } from '@/api/bookings';
import { makeBooking } from '../../support/builders';

const A = { latitude: 48.1, longitude: 11.5, name: 'A' };
const B = { latitude: 48.2, longitude: 11.6, name: 'B' };

/** A booking from A to B departing at `departureTime`. */
function booking(
  bookingId: string,
  state: BookingState,
  departureTime: string,
  integrationId: IntegrationId = 'commutePooling',
): Booking {
  return makeBooking(bookingId, state, { integrationId, departureTime, origin: A, destination: B });
}

const ids = (bookings: Booking[]) => bookings.map((entry) => entry.bookingId);

describe('My page list order (spec section 4)', () => {
  it('orders by departure ascending, cancelled, expired and finished after the others', () => {
    const list = [
      booking('finished-early', 'finished', '2026-10-01T07:00:00+02:00'),
      booking('active-late', 'active', '2026-12-01T07:00:00+01:00'),
      booking('cancelled-earliest', 'cancelled', '2026-09-01T07:00:00+02:00'),
      booking('confirmed-early', 'confirmed', '2026-11-25T07:00:00+01:00'),
      booking('expired-mid', 'expired', '2026-10-15T07:00:00+02:00'),
      booking('requested-mid', 'requested', '2026-11-30T07:00:00+01:00'),
      booking('overdue-first', 'overdue', '2026-11-01T07:00:00+01:00'),
    ];
    expect(ids(orderBookings(list))).toEqual([
      'overdue-first',
      'confirmed-early',
      'requested-mid',
      'active-late',
      'cancelled-earliest',
      'finished-early',
      'expired-mid',
    ]);
  });

  it('compares instants, not strings (offsets differ)', () => {
    const list = [
      booking('later', 'active', '2026-11-25T07:30:00+01:00'), // 06:30Z
      booking('earlier', 'active', '2026-11-25T06:00:00Z'),
    ];
    expect(ids(orderBookings(list))).toEqual(['earlier', 'later']);
  });

  it('lists car-pooling bookings only, and never archived ones', () => {
    const list = [
      booking('archived', 'archived', '2026-11-01T07:00:00+01:00'),
      booking('bike', 'active', '2026-11-01T07:00:00+01:00', 'callabike'),
      booking('mine', 'active', '2026-11-02T07:00:00+01:00'),
    ];
    expect(ids(visibleBookings(list))).toEqual(['mine']);
  });

  it('does not change the list it is given', () => {
    const list = [
      booking('b', 'active', '2026-11-02T07:00:00+01:00'),
      booking('a', 'active', '2026-11-01T07:00:00+01:00'),
    ];
    orderBookings(list);
    expect(ids(list)).toEqual(['b', 'a']);
  });
});

describe('updating the list with an answer', () => {
  it('replaces the entry with the same id, or adds the booking', () => {
    const list = [
      booking('a', 'active', '2026-11-01T07:00:00+01:00'),
      booking('b', 'confirmed', '2026-11-02T07:00:00+01:00'),
    ];
    const cancelled = { ...list[1]!, state: 'cancelled' as const };
    expect(upsertBooking(list, cancelled).map((entry) => entry.state)).toEqual([
      'active',
      'cancelled',
    ]);
    const added = booking('c', 'confirmed', '2026-11-03T07:00:00+01:00');
    expect(ids(upsertBooking(list, added))).toEqual(['a', 'b', 'c']);
    expect(list[1]?.state).toBe('confirmed');
  });
});

describe('a card cancelled during the visit stays in its place (issue 36, point 3)', () => {
  const list = (states: Record<string, BookingState>) =>
    orderBookings(
      Object.entries(states).map(([id, state], index) =>
        booking(id, state, `2026-12-0${index + 1}T07:00:00Z`),
      ),
    );

  it('puts the held card back behind the card it followed, or first', () => {
    const sorted = list({ a: 'active', b: 'cancelled', c: 'active', d: 'expired' });
    expect(ids(sorted)).toEqual(['a', 'c', 'b', 'd']);
    expect(ids(holdInPlace(sorted, new Map([['b', 'a']])))).toEqual(['a', 'b', 'c', 'd']);
    const firstCancelled = list({ a: 'cancelled', b: 'active', c: 'active' });
    expect(ids(holdInPlace(firstCancelled, new Map([['a', null]])))).toEqual(['a', 'b', 'c']);
  });

  it('two held cards in a row keep their order; without any held the list is as sorted', () => {
    const sorted = list({ a: 'active', b: 'cancelled', c: 'cancelled', d: 'active' });
    const held = new Map<string, string | null>([
      ['b', 'a'],
      ['c', 'b'],
    ]);
    expect(ids(holdInPlace(sorted, held))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(holdInPlace(sorted, new Map()))).toEqual(ids(sorted));
  });

  it('a held card whose neighbour left the list stays listed', () => {
    const sorted = list({ b: 'cancelled', c: 'active' });
    expect(ids(holdInPlace(sorted, new Map([['b', 'gone']])))).toEqual(['c', 'b']);
  });
});
