import { beforeEach, describe, expect, it } from 'vitest';
import type { BookingRequest } from '@contract/bookings';
import type { Booking } from '@contract/schemas';
import { createPostingOnce, forgetUnconfirmedCreate, unconfirmedCreate } from '@/api/postings';
import { matchesRequest } from '@/api/posting-match';
import { ApiStatusError, RequestTimeoutError } from '@/lib/api-errors';
import { tokenStorage } from '@/lib/token-storage';
import { NO_WEEK_DAYS, oneTimeBookingRequest } from '../../support/builders';
import { fakeBookingsBackend, useFakeBookingsBackend } from '../../support/fake-bookings-backend';

/** A retry of a create can never post twice (docs/decisions/004-posting-retry-without-duplicates.md). */

const request: BookingRequest = oneTimeBookingRequest({
  departureTime: '2026-11-24T07:00:00+01:00',
  origin: { latitude: 48.19353, longitude: 11.57087, name: 'Knorrstraße 12' },
  destination: { latitude: 48.2125, longitude: 11.5236, name: 'FIZ', building: 'FIZ 12' },
  description: 'Two seats free',
});

/** The posting the backend stores for the request (times in UTC, as another server may write them). */
function stored(overrides: Partial<Booking> = {}, description = 'Two seats free'): Booking {
  return {
    bookingId: 'b-new',
    state: 'confirmed',
    integrationId: 'commutePooling',
    travelInfo: {
      origin: request.origin,
      destination: request.destination,
      departureTime: '2026-11-24T06:00:00.000Z',
      estimatedArrivalTime: '2026-11-24T06:20:00.000Z',
      integrationInfo: {
        postingType: 'OFFERING',
        recurrence: 'ONE_TIME',
        weekDays: NO_WEEK_DAYS,
        periodStart: '2026-11-24T06:00:00.000Z',
        periodEnd: '2026-11-24T06:00:00.000Z',
        meetingTime: '2026-11-24T06:00:00.000Z',
        userInformation: {
          givenName: 'Max',
          familyName: 'Muster',
          email: 'demo@bmw.example',
          description,
        },
      },
    },
    ...overrides,
  };
}

/** The backend of the create and its look for an earlier attempt (an empty list unless told). */
function fakeApi(answers: { create: () => Promise<void>; list?: () => Promise<Booking[]> }) {
  return fakeBookingsBackend({
    create: answers.create,
    listBookings: answers.list ?? (() => Promise.resolve([])),
  });
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

useFakeBookingsBackend();

beforeEach(() => {
  tokenStorage.setAccessToken('token-1');
  forgetUnconfirmedCreate();
});

describe('creating a posting at most once', () => {
  it('sends at once when no earlier attempt is unanswered', async () => {
    const api = fakeApi({ create: () => Promise.resolve() });
    await expect(createPostingOnce(request, 'user-demo')).resolves.toBe('created');
    expect(api.create).toHaveBeenCalledWith(request);
    expect(api.listBookings).not.toHaveBeenCalled();
  });

  it('after a lost answer, the retry finds the posting and does not send again', async () => {
    fakeApi({ create: offline });
    await expect(createPostingOnce(request, 'user-demo')).rejects.toThrow(TypeError);
    expect(unconfirmedCreate()).toEqual(request);

    const retry = fakeApi({
      create: () => Promise.resolve(),
      list: () =>
        Promise.resolve([stored({ bookingId: 'older', state: 'finished' }, 'x'), stored()]),
    });
    await expect(createPostingOnce(request, 'user-demo')).resolves.toBe('found');
    expect(retry.listBookings).toHaveBeenCalledWith('user-demo');
    expect(retry.create).not.toHaveBeenCalled();
    expect(unconfirmedCreate()).toBeNull();
  });

  it('after a lost request (nothing arrived), the retry checks, finds nothing and sends once', async () => {
    fakeApi({ create: offline });
    await createPostingOnce(request, 'u').catch(() => undefined);
    const retry = fakeApi({ create: () => Promise.resolve() });
    await expect(createPostingOnce(request, 'u')).resolves.toBe('created');
    expect(retry.listBookings).toHaveBeenCalledOnce();
    expect(retry.create).toHaveBeenCalledOnce();
  });

  it('still offline on the retry: nothing is sent, the attempt stays remembered', async () => {
    fakeApi({ create: offline });
    await createPostingOnce(request, 'u').catch(() => undefined);
    const retry = fakeApi({ create: () => Promise.resolve(), list: offline });
    await expect(createPostingOnce(request, 'u')).rejects.toThrow(TypeError);
    expect(retry.create).not.toHaveBeenCalled();
    expect(unconfirmedCreate()).toEqual(request);
  });

  it.each([
    ['a timeout', () => Promise.reject(new RequestTimeoutError(15_000)), true],
    ['a 500 server error', () => Promise.reject(new ApiStatusError(500, null)), true],
    ['a 502 of a gateway', () => Promise.reject(new ApiStatusError(502, null)), true],
    ['a 400 refusal', () => Promise.reject(new ApiStatusError(400, null)), false],
    ['a 403 refusal', () => Promise.reject(new ApiStatusError(403, null)), false],
  ] as const)('%s leaves the outcome unknown: %s', async (_, fail, unknown) => {
    fakeApi({ create: fail });
    await expect(createPostingOnce(request, 'u')).rejects.toBeDefined();
    expect(unconfirmedCreate() !== null).toBe(unknown);
  });
});

describe('which posting is the one asked for', () => {
  it('the same route, time, kind and text, whatever the zone of the times', () => {
    expect(matchesRequest(stored(), request)).toBe(true);
  });

  it.each([
    ['another text', stored({}, 'One seat free')],
    ['a cancelled one', stored({ state: 'cancelled' })],
    ['another kind', stored({ integrationId: 'carsharing' })],
    [
      'another time',
      stored({
        travelInfo: { ...stored().travelInfo, departureTime: '2026-11-24T07:00:00.000Z' },
      }),
    ],
  ])('not %s', (_, booking) => {
    expect(matchesRequest(booking, request)).toBe(false);
  });

  it('the same place a backend stored to 5 decimals, not a place 20 m away', () => {
    const at = (offset: number) => {
      const booking = stored();
      const { origin } = booking.travelInfo;
      return {
        ...booking,
        travelInfo: {
          ...booking.travelInfo,
          origin: { ...origin, latitude: origin.latitude + offset },
        },
      };
    };
    expect(matchesRequest(at(4e-6), request)).toBe(true);
    expect(matchesRequest(at(2e-4), request)).toBe(false);
  });
});
