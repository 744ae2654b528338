import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERSONAS } from '@mocks/node';
import { readBookingsList, readCurrentUser } from '@/api/start-reads';
import { ApiStatusError } from '@/lib/api-errors';
import { tokenStorage } from '@/lib/token-storage';
import { TEST_NOW } from '../support/mock-backend-harness';
import { overrideRoute, storeTokenOf, useAppTestBackend } from '../support/app-test-backend';
import { resetAppState } from '../support/render-app';

/**
 * The signed-in start's two reads without the typed client (src/api/start-reads.ts, decision 024) against the node
 * fake backend: its own answers take the fast lane; a real backend's answers in other forms (numbers as ids, padded
 * texts, a state the spec does not list, extra fields) are read by the tolerant reader as the typed client reads
 * them; what is not 2xx is an ApiStatusError, and the sign-in is kept.
 */

useAppTestBackend({ now: TEST_NOW });

beforeEach(async () => {
  resetAppState();
  await storeTokenOf('demo');
});
afterEach(() => vi.restoreAllMocks());

describe('GET /users/me', () => {
  it("reads the backend's own answer", async () => {
    const user = await readCurrentUser();
    expect(user).toMatchObject({ id: PERSONAS.demo.id, email: PERSONAS.demo.email });
  });

  it('reads a user in another form as the tolerant reader does (a number id, padded texts, flags left out)', async () => {
    overrideRoute('users.me', () =>
      HttpResponse.json({
        id: 42,
        email: ' max@bmw.example ',
        givenName: 'Max',
        familyName: 'Mustermann',
        department: '  ',
        acceptedTerms: true,
        fieldFromANewerBackend: { nested: true },
      }),
    );
    expect(await readCurrentUser()).toEqual({
      id: '42',
      type: 'BMWUser',
      group: 'corporate',
      email: 'max@bmw.example',
      givenName: 'Max',
      familyName: 'Mustermann',
      department: null,
      accountNumber: null,
      qNumber: null,
      active: true,
      acceptedTerms: true,
      commutePooling: { enabled: false },
      bmwBuildings: { enabled: false },
    });
  });

  it('a refused token is an ApiStatusError (401), and the token is the session’s to drop', async () => {
    overrideRoute('users.me', () => HttpResponse.json({ message: 'expired' }, { status: 401 }));
    await expect(readCurrentUser()).rejects.toEqual(
      new ApiStatusError(401, { message: 'expired' }),
    );
  });

  it('no answer (the network drops) rejects as fetch does; the stored sign-in stays', async () => {
    overrideRoute('users.me', () => HttpResponse.error());
    await expect(readCurrentUser()).rejects.toBeInstanceOf(TypeError);
    expect(tokenStorage.getAccessToken()).toBeTruthy();
  });
});

describe('GET /api/v1/bookings/:userId', () => {
  it("reads the backend's own list", async () => {
    const bookings = await readBookingsList(PERSONAS.demo.id);
    expect(bookings.length).toBeGreaterThan(0);
  });

  it('leaves out a posting in a state the spec does not list, reads the rest, and says so once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const own = await readBookingsList(PERSONAS.demo.id);
    const [first, second] = own;
    overrideRoute('bookings.listForUser', () =>
      HttpResponse.json([first, { ...second, bookingId: 'b-paused', state: 'paused' }]),
    );
    expect(await readBookingsList(PERSONAS.demo.id)).toEqual([first]);
    expect(warn).toHaveBeenCalledWith(
      "[WEN] bookings.listForUser: item b-paused ([1]) left out: state 'paused' is not one of the spec's",
    );
  });

  it('an empty answer where a list belongs is unreadable, not an empty list', async () => {
    overrideRoute('bookings.listForUser', () => new HttpResponse(null, { status: 200 }));
    await expect(readBookingsList(PERSONAS.demo.id)).rejects.toMatchObject({
      name: 'UnreadableAnswerError',
    });
  });
});
