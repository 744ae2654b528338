import { beforeEach, describe, expect, it } from 'vitest';
import type { BookingRequest } from '@contract/bookings';
import type { Booking, TravelInfo } from '@contract/schemas';
import { atBerlinTime, toBerlinIso } from '@/domain/schedule/berlin-days';
import { ApiStatusError } from '@/lib/api-errors';
import { tokenStorage } from '@/lib/token-storage';
import {
  createPostingOnce,
  forgetUnconfirmedCreate,
  replacePosting,
  ReplacePostingError,
} from '@/api/postings';
import { FIZ_12, FREISING, makeScheduledTravelInfo } from '../../support/builders';
import { fakeBookingsBackend, useFakeBookingsBackend } from '../../support/fake-bookings-backend';

/**
 * A change of an own posting (Change on a card, issue 35; docs/posting-times.md): publish the new posting, then
 * cancel the old one, and never end with none or two active. The backend keeps the user's bookings over HTTP.
 */

const at = (day: string, hour: number, minute = 0) => toBerlinIso(atBerlinTime(day, hour, minute));

function recurring(hour: number, minute = 0): TravelInfo {
  return makeScheduledTravelInfo({
    recurrence: 'RECURRING',
    weekDays: ['MONDAY', 'THURSDAY'],
    periodStart: at('2026-12-01', hour, minute),
    periodEnd: at('2027-03-31', 23, 59),
  });
}

const body = {
  integrationId: 'commutePooling',
  origin: FREISING,
  destination: FIZ_12,
  departureTime: at('2026-12-01', 8, 15),
  integrationInfo: {
    postingType: 'OFFERING',
    recurrence: 'RECURRING',
    periodStart: at('2026-12-01', 8, 15),
    periodEnd: at('2027-03-31', 23, 59),
    weekDays: { ...recurring(7).integrationInfo.weekDays },
    fleets: [],
    userInformation: { email: 'max@bmw.example', description: '' },
  },
} as const satisfies BookingRequest;

/** The booking the backend stores for a request. */
function storedFor(bookingId: string, request: BookingRequest): Booking {
  return {
    bookingId,
    state: 'confirmed',
    integrationId: 'commutePooling',
    travelInfo: {
      ...recurring(8, 15),
      origin: request.origin,
      destination: request.destination,
      departureTime: request.departureTime,
      integrationInfo: {
        ...recurring(8, 15).integrationInfo,
        periodStart: request.integrationInfo.periodStart,
        periodEnd: request.integrationInfo.periodEnd,
        userInformation: {
          givenName: 'Max',
          familyName: 'M',
          email: 'max@bmw.example',
          description: '',
        },
      },
    },
  };
}

/**
 * A backend of the user's bookings: the old posting active; cancels fail as told (`cancelGetsThrough`: the failed
 * cancel happened all the same), the list fails as told.
 */
function backend({
  failCancels = 0,
  failCreate = false,
  cancelGetsThrough = false,
  failList = false,
  old = {
    bookingId: 'old',
    state: 'confirmed',
    integrationId: 'commutePooling',
    travelInfo: recurring(7, 30),
  },
}: {
  failCancels?: number;
  failCreate?: boolean;
  cancelGetsThrough?: boolean;
  failList?: boolean;
  old?: Booking;
} = {}) {
  const bookings: Booking[] = [old];
  let cancelsToFail = failCancels;
  const calls = fakeBookingsBackend({
    async create(request) {
      if (failCreate) throw new ApiStatusError(500, {});
      bookings.push(storedFor('new', request));
    },
    async listBookings() {
      if (failList) throw new ApiStatusError(503, {});
      return bookings.map((booking) => ({ ...booking }));
    },
    async cancel(bookingId) {
      const booking = bookings.find((entry) => entry.bookingId === bookingId);
      if (cancelsToFail > 0) {
        cancelsToFail -= 1;
        if (cancelGetsThrough && booking) booking.state = 'cancelled';
        throw new TypeError('Failed to fetch');
      }
      if (booking) booking.state = 'cancelled';
      return null;
    },
  });
  const active = () =>
    bookings.filter((entry) => entry.state === 'confirmed').map((entry) => entry.bookingId);
  return { calls, active };
}

async function failureOf(run: Promise<unknown>) {
  const error = await run.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ReplacePostingError);
  return (error as ReplacePostingError).failure;
}

useFakeBookingsBackend();

beforeEach(() => {
  tokenStorage.setAccessToken('token-1');
  forgetUnconfirmedCreate();
});

describe('a change: publish the new posting, then cancel the old one', () => {
  it('ends with the new posting active and the old one cancelled', async () => {
    const { calls, active } = backend();
    await expect(replacePosting(body, 'old', 'u')).resolves.toBe('created');
    expect(active()).toEqual(['new']);
    expect(calls.create).toHaveBeenCalledWith(body);
    expect(calls.cancel).toHaveBeenCalledWith('old');
  });

  it('a failed create changes nothing: the old one stays the one active posting', async () => {
    const { calls, active } = backend({ failCreate: true });
    expect(await failureOf(replacePosting(body, 'old', 'u'))).toBe('not-created');
    expect(active()).toEqual(['old']);
    expect(calls.cancel).not.toHaveBeenCalled();
  });

  it('a failed cancel of the old one takes the new one back: exactly one active', async () => {
    const { calls, active } = backend({ failCancels: 1 });
    expect(await failureOf(replacePosting(body, 'old', 'u'))).toBe('rolled-back');
    expect(active()).toEqual(['old']);
    expect(calls.cancel.mock.calls).toEqual([['old'], ['new']]);
  });

  it('only when both cancels fail are two active, and the error says so', async () => {
    const { active } = backend({ failCancels: 2 });
    expect(await failureOf(replacePosting(body, 'old', 'u'))).toBe('both-active');
    expect(active()).toEqual(['old', 'new']);
  });

  it('a cancel without an answer that got through all the same counts: the list shows the old one cancelled', async () => {
    const { active } = backend({ failCancels: 1, cancelGetsThrough: true });
    await expect(replacePosting(body, 'old', 'u')).resolves.toBe('created');
    expect(active()).toEqual(['new']);
  });

  it('a failed cancel while the list cannot be read: both active, the new one is not cancelled blindly', async () => {
    const { calls, active } = backend({ failCancels: 1, failList: true });
    expect(await failureOf(replacePosting(body, 'old', 'u'))).toBe('both-active');
    expect(active()).toEqual(['old', 'new']);
    expect(calls.cancel.mock.calls).toEqual([['old']]);
  });

  it('after a create without an answer, an unchanged copy of the old posting never counts as the new one', async () => {
    const unchanged = { ...storedFor('old', body) };
    const { calls } = backend({ old: unchanged });
    calls.create.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(createPostingOnce(body, 'u')).rejects.toThrow();
    await expect(replacePosting(body, 'old', 'u')).resolves.toBe('created');
    expect(calls.listBookings).toHaveBeenCalledWith('u');
    expect(calls.create).toHaveBeenCalledTimes(2);
  });
});
