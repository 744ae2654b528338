// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@contract/schemas';
import {
  mobilityRequest,
  resetMobilityRequest,
} from '@/domain/trip-request/mobility-request-store';
import { archiveBooking, cancelBooking } from '@/features/bookings/booking-actions';
import { bookingActionKey, type BookingAction } from '@/api/bookings';
import { queryClient } from '@/lib/query-client';
import { tokenStorage } from '@/lib/token-storage';
import {
  deleteAccountMailto,
  profileNumbers,
  profileNumbersKind,
} from '@/features/bookings/profile';
import { FIZ_12, makeBooking } from '../../support/builders';
import { fakeBookingsBackend, useFakeBookingsBackend } from '../../support/fake-bookings-backend';

function booking(bookingId: string, state: Booking['state']): Booking {
  return makeBooking(bookingId, state, { origin: FIZ_12, destination: FIZ_12 });
}

/** The backend answers each action with the updated booking and cleans up the trip cache, unless a test says otherwise. */
const answersUpdated = {
  cancel: async (id: string): Promise<Booking | null> => booking(id, 'cancelled'),
  archive: async (id: string): Promise<Booking | null> => booking(id, 'archived'),
  cleanupTripCache: async () => undefined,
};

useFakeBookingsBackend();

beforeEach(() => {
  resetMobilityRequest();
  tokenStorage.setAccessToken('token-1');
});

/** The bookings an action is under way for, as the screen reads them (the mutation cache). */
function underWay(action: BookingAction, bookingId?: string): number {
  return queryClient.isMutating({
    mutationKey: bookingActionKey(action),
    predicate: (mutation) =>
      bookingId === undefined ||
      (mutation.state.variables as { bookingId: string }).bookingId === bookingId,
  });
}

describe('cancel and archive: one call per booking under way', () => {
  it('marks the booking while cancelling, once per id, and clears it afterwards', async () => {
    let release: () => void = () => {};
    const backend = fakeBookingsBackend({
      cancel: (id: string) =>
        id === 'b-1'
          ? new Promise<Booking>((resolve) => (release = () => resolve(booking(id, 'cancelled'))))
          : answersUpdated.cancel(id),
    });
    const first = cancelBooking('user-demo', 'b-1');
    const second = cancelBooking('user-demo', 'b-1');
    const other = cancelBooking('user-demo', 'b-2');
    expect(underWay('cancel', 'b-1')).toBe(1);
    await second;
    await other;
    await vi.waitFor(() => expect(backend.cancel).toHaveBeenCalledWith('b-1'));
    expect(backend.cancel.mock.calls.filter(([id]) => id === 'b-1')).toHaveLength(1);
    release();
    await Promise.all([first, other]);
    expect(underWay('cancel')).toBe(0);
  });

  it('archives, resets the mobility request and asks for the trip-cache cleanup', async () => {
    mobilityRequest.origin = FIZ_12;
    const backend = fakeBookingsBackend(answersUpdated);
    const pending = archiveBooking('user-demo', 'b-3');
    expect(underWay('archive', 'b-3')).toBe(1);
    await pending;
    expect(underWay('archive', 'b-3')).toBe(0);
    expect(mobilityRequest.origin).toBeNull();
    await vi.waitFor(() => expect(backend.cleanupTripCache).toHaveBeenCalledTimes(1));
  });

  it('a failure rejects (the screen shows the modal), clears the mark and resets nothing', async () => {
    mobilityRequest.origin = FIZ_12;
    const backend = fakeBookingsBackend({
      ...answersUpdated,
      archive: () => Promise.reject(new Error('down')),
      cancel: () => Promise.reject(new Error('down')),
    });
    await expect(archiveBooking('user-demo', 'b-4')).rejects.toMatchObject({ status: 500 });
    expect(underWay('archive')).toBe(0);
    expect(mobilityRequest.origin).toEqual(FIZ_12);

    await expect(cancelBooking('user-demo', 'b-5')).rejects.toMatchObject({ status: 500 });
    expect(underWay('cancel')).toBe(0);
    expect(backend.cleanupTripCache).not.toHaveBeenCalled();
  });

  it('a failed cleanup does not turn a successful archive into a failure', async () => {
    const backend = fakeBookingsBackend({
      ...answersUpdated,
      cleanupTripCache: () => Promise.reject(new Error('x')),
    });
    await expect(archiveBooking('user-demo', 'b-6')).resolves.toBeUndefined();
    await vi.waitFor(() => expect(backend.cleanupTripCache).toHaveBeenCalledTimes(1));
  });
});

describe('profile card', () => {
  it('joins account number and Q-number with " / " when both exist', () => {
    expect(profileNumbers({ accountNumber: '10023456', qNumber: 'Q123456' })).toBe(
      '10023456 / Q123456',
    );
    expect(profileNumbers({ accountNumber: null, qNumber: 'Q123456' })).toBe('Q123456');
    expect(profileNumbers({ accountNumber: 'P-12345', qNumber: null })).toBe('P-12345');
    expect(profileNumbers({ accountNumber: ' ', qNumber: null })).toBeNull();
  });

  it("labels the numbers by what they are: an external user's account number is no employee number", () => {
    expect(profileNumbersKind({ accountNumber: '10023456', qNumber: 'Q123456' })).toBe('numbers');
    expect(profileNumbersKind({ accountNumber: null, qNumber: 'Q123456' })).toBe('employeeNumber');
    expect(profileNumbersKind({ accountNumber: 'P-20001', qNumber: null })).toBe('accountNumber');
    expect(profileNumbersKind({ accountNumber: ' ', qNumber: null })).toBeNull();
  });

  it('encodes every part of the delete-account mail', () => {
    const href = deleteAccountMailto(
      { id: 'user&1', email: 'a+b@example.com' },
      {
        subject: 'Delete? yes & now',
        body: ({ email, userId }) => `Mail: ${email}\nId: ${userId}\nPlease delete.`,
      },
    );
    expect(href).toBe(
      `mailto:${encodeURIComponent('wen-support@example-carmaker.com')}?subject=${encodeURIComponent(
        'Delete? yes & now',
      )}&body=${encodeURIComponent('Mail: a+b@example.com\nId: user&1\nPlease delete.')}`,
    );
  });
});
