import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@contract/schemas';
import { cancelBooking, archiveBooking } from '@/features/bookings/booking-actions';
import { bookingsQueryKey } from '@/api/bookings-list';
import { apiClient, UnreadableAnswerError } from '@/lib/api-client';
import { expectSuccess, isNoAnswer, RequestTimeoutError } from '@/lib/api-errors';
import { queryClient } from '@/lib/query-client';
import { currentUser, setCurrentUser } from '@/domain/session/current-user';
import { acceptTerms } from '@/domain/session/session-actions';
import { session } from '@/domain/session/session-state';
import { isSessionMutating, requestAcceptTerms, requestLogout } from '@/api/session';
import { tokenStorage } from '@/lib/token-storage';
import { makeBooking, makeUser } from '../support/builders';

/**
 * The client reads real HTTP answers (Response objects, as fetch gives them) through the contract's tolerant reader
 * (src/lib/api-client.ts): every 2xx shape of a "not shown" answer is success; lists lose only what they cannot show.
 */

const user = makeUser();

/** The plausible shapes of a successful answer the spec does not show, as the wire carries them. */
const NOT_SHOWN_SHAPES: Array<[string, () => Response]> = [
  ['200 with JSON', () => Response.json({ status: 'OK' })],
  [
    '200 empty (labelled JSON)',
    () => new Response('', { status: 200, headers: { 'content-type': 'application/json' } }),
  ],
  ['204', () => new Response(null, { status: 204 })],
  ['200 with text', () => new Response('OK', { headers: { 'content-type': 'text/plain' } })],
  ['202 with JSON', () => Response.json({ accepted: true }, { status: 202 })],
];

function answerWith(response: () => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(response()));
}

/** A booking in any state, also one outside the spec's list. */
function booking(bookingId: string, state: string): Booking {
  return { ...makeBooking(bookingId, 'active'), state: state as Booking['state'] };
}

function cachedStates(userId: string) {
  const cached = queryClient.getQueryData<{ body: Booking[] }>(bookingsQueryKey(userId));
  return cached?.body.map(({ bookingId, state }) => `${bookingId}:${state}`);
}

beforeEach(() => {
  tokenStorage.setAccessToken('token-1');
  queryClient.clear();
});
afterEach(() => {
  tokenStorage.clear();
  queryClient.clear();
});

describe.each(NOT_SHOWN_SHAPES)('a "not shown" answer %s is success', (_, response) => {
  it('logout, accept terms, feedback, support and the trip-cache cleanup resolve', async () => {
    answerWith(response);
    await expect(requestLogout('token-1')).resolves.toBeUndefined();
    await expect(requestAcceptTerms(user.id)).resolves.toBeUndefined();
    expect(expectSuccess(await apiClient.offers.cleanupTripCache()).body).toBeUndefined();
    await expect(
      apiClient.feedbackSupport.support({
        body: {
          userId: user.id,
          message: 'Hallo',
          integrationId: 'commutePooling',
          bundleId: 'Webapp',
          deviceId: 'Webapp',
          appVersion: '0.11.4',
          attachment: null,
        },
      }),
    ).resolves.toMatchObject({ status: 204, body: undefined });
  });

  it('accept terms then reloads the user: the terms screen is left', async () => {
    const termsPending = makeUser({ acceptedTerms: false });
    session.status = 'authenticated';
    setCurrentUser(termsPending);
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) =>
      Promise.resolve(
        new URL(String(input)).pathname === '/users/me' ? Response.json(user) : response(),
      ),
    );
    await acceptTerms();
    expect(currentUser()?.acceptedTerms).toBe(true);
    expect(isSessionMutating('acceptTerms')).toBe(false);
  });

  it('cancel without a booking in the answer: the entry becomes cancelled and the list is reloaded', async () => {
    queryClient.setQueryData(bookingsQueryKey(user.id), {
      status: 200,
      body: [booking('b-1', 'confirmed'), booking('b-2', 'active')],
      headers: new Headers(),
    });
    answerWith(response);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await cancelBooking(user.id, 'b-1');

    expect(cachedStates(user.id)).toEqual(['b-1:cancelled', 'b-2:active']);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: bookingsQueryKey(user.id) });
  });

  it('archive without a booking in the answer: the entry leaves the list', async () => {
    queryClient.setQueryData(bookingsQueryKey(user.id), {
      status: 200,
      body: [booking('b-1', 'finished')],
      headers: new Headers(),
    });
    answerWith(response);
    await archiveBooking(user.id, 'b-1');
    expect(cachedStates(user.id)).toEqual(['b-1:archived']);
  });
});

describe('an answer that carries what the contract declares', () => {
  it('cancel with the updated booking: the entry becomes the answer', async () => {
    queryClient.setQueryData(bookingsQueryKey(user.id), {
      status: 200,
      body: [booking('b-1', 'confirmed')],
      headers: new Headers(),
    });
    answerWith(() => Response.json({ ...booking('b-1', 'cancelled'), updatedBy: 'system' }));
    await cancelBooking(user.id, 'b-1');
    expect(cachedStates(user.id)).toEqual(['b-1:cancelled']);
  });
});

describe('lists', () => {
  it('leave out a booking in an unknown state and log it once with its id, however often the list loads', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerWith(() =>
      Response.json([
        booking('b-1', 'confirmed'),
        { ...booking('b-odd', 'confirmed'), state: 'paused' },
      ]),
    );

    const first = await apiClient.bookings.listForUser({ params: { userId: user.id } });
    const second = await apiClient.bookings.listForUser({ params: { userId: user.id } });

    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect((answer.body as Booking[]).map((item) => item.bookingId)).toEqual(['b-1']);
    }
    const logged = warn.mock.calls.map((call) => String(call[0]));
    expect(logged.filter((line) => line.includes('b-odd'))).toEqual([
      "[WEN] bookings.listForUser: item b-odd ([1]) left out: state 'paused' is not one of the spec's",
    ]);
  });
});

describe('answers the app cannot read, and no answer at all', () => {
  it('a user answer without what the spec fixes is an error, not a half user', async () => {
    answerWith(() => Response.json({ id: 'u', givenName: 'E' }));
    const failure = await apiClient.users.me().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UnreadableAnswerError);
    expect(isNoAnswer(failure)).toBe(false);
  });

  it('a network failure and a timeout are "no answer": the outcome on the server is unknown', () => {
    expect(isNoAnswer(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNoAnswer(new RequestTimeoutError(15000))).toBe(true);
    expect(isNoAnswer({ status: 500, body: {} })).toBe(false);
  });
});
