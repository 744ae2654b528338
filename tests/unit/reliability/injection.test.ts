// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BookingSchema, UserSchema, type Location } from '@contract/schemas';
import { OffersResponseSchema } from '@contract/offers';
import { apiUrl, confirmRegistration, db, PERSONAS, signInPersona } from '@mocks/node';
import { TEST_NOW, useMockBackend } from '../support/mock-backend-harness';
import { INJECTION_PAYLOADS } from './hostile-input';

/**
 * Markup and script payloads in every free-text field the backend stores are kept verbatim and answered
 * as JSON strings: the fake backend renders no HTML, so escaping is the screens' job (React's, as text).
 */
useMockBackend();

interface RawAnswer {
  status: number;
  contentType: string | null;
  text: string;
}

async function send(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<RawAnswer> {
  const response = await fetch(apiUrl(path), {
    method,
    headers: {
      ...(token ? { idtoken: token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-client-id': 'wen-webapp',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    text: await response.text(),
  };
}

/** The answer is JSON (never HTML) and carries the payload as an escaped JSON string. */
function expectJsonCarrying(answer: RawAnswer, payload: string): unknown {
  expect(answer.contentType).toMatch(/^application\/json/);
  expect(answer.text).toContain(JSON.stringify(payload).slice(1, -1));
  return JSON.parse(answer.text) as unknown;
}

const day = (offsetDays: number) =>
  new Date(TEST_NOW.getTime() + offsetDays * 86_400_000).toISOString();
const placeWith = (payload: string, latitude: number): Location => ({
  latitude,
  longitude: 11.5,
  name: payload,
  address: payload,
  building: payload,
});

describe.each(INJECTION_PAYLOADS)('the payload %s', (payload) => {
  it('is stored and answered verbatim in the names and department of a registration', async () => {
    const email = `inject.${INJECTION_PAYLOADS.indexOf(payload)}@mail.example`;
    const registration = {
      email,
      password: 'Secret123!',
      givenName: payload,
      familyName: payload,
      department: payload,
      employeeNumber: 'P4711',
      group: 'public',
      acceptedTerms: true,
      acceptedPrivacy: true,
    };
    expect((await send('POST', '/api/v1/register/create', undefined, registration)).status).toBe(
      201,
    );
    await confirmRegistration(email);
    const login = await send('POST', '/api/v1/login', undefined, {
      grant_type: 'password',
      email,
      password: 'Secret123!',
    });
    expect(login.status).toBe(200);
    const { idToken } = expectJsonCarrying(login, payload) as { idToken: string };

    const me = await send('GET', '/users/me', idToken);
    const user = UserSchema.parse(expectJsonCarrying(me, payload));
    expect(user).toMatchObject({ givenName: payload, familyName: payload, department: payload });
    expect(db.users.findFirst((q) => q.where({ id: user.id }))).toMatchObject({
      givenName: payload,
      familyName: payload,
      department: payload,
    });
  });

  it('is stored and answered verbatim in the places and description of a posting, also to others', async () => {
    const { token } = await signInPersona('demo');
    const request = {
      integrationId: 'commutePooling',
      origin: placeWith(payload, 48.2),
      destination: placeWith(payload, 48.26),
      departureTime: day(2),
      integrationInfo: {
        postingType: 'OFFERING',
        recurrence: 'RECURRING',
        periodStart: day(2),
        periodEnd: day(20),
        weekDays: {
          MONDAY: true,
          TUESDAY: true,
          WEDNESDAY: true,
          THURSDAY: true,
          FRIDAY: true,
          SATURDAY: true,
          SUNDAY: true,
        },
        fleets: [],
        userInformation: { email: PERSONAS.demo.email, description: payload },
      },
    };
    const created = await send('POST', '/api/v1/bookings', token, request);
    expect(created.status).toBe(201);
    const booking = BookingSchema.parse(expectJsonCarrying(created, payload));
    const expected = {
      origin: placeWith(payload, 48.2),
      destination: placeWith(payload, 48.26),
      integrationInfo: { userInformation: { description: payload } },
    };
    expect(booking.travelInfo).toMatchObject(expected);
    expect(
      db.bookings.findFirst((q) => q.where({ bookingId: booking.bookingId }))?.travelInfo,
    ).toMatchObject(expected);

    const list = await send('GET', `/api/v1/bookings/${PERSONAS.demo.id}`, token);
    const listed = BookingSchema.array().parse(expectJsonCarrying(list, payload));
    expect(listed).toContainEqual(booking);

    // Another user finds the posting with the same text.
    const other = await signInPersona('publicUser');
    const search = await send('POST', '/api/v1/offers', other.token, {
      mobilityRequestId: '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e',
      origin: placeWith('Start', 48.2),
      destination: placeWith('Ziel', 48.26),
      departureTime: day(3),
      integrations: { commutePooling: { postingType: 'OFFERING' } },
    });
    const offers = OffersResponseSchema.parse(expectJsonCarrying(search, payload));
    const found = offers.integrations.commutePooling.integrationOffer.travelInfoList.find(
      (offer) => offer.bookingId === booking.bookingId,
    );
    expect(found).toMatchObject(expected);
  });

  it('is stored verbatim in feedback and support messages (and a support attachment)', async () => {
    const { token } = await signInPersona('demo');
    const feedback = {
      userId: PERSONAS.demo.id,
      message: payload,
      npsRating: 3,
      integrationId: 'commutePooling',
      appVersion: '0.11.4',
    };
    expect((await send('POST', '/feedback/nps', token, feedback)).status).toBe(204);
    expect(db.feedback.all().at(-1)).toMatchObject({ message: payload });

    const support = {
      userId: PERSONAS.demo.id,
      message: payload,
      integrationId: 'commutePooling',
      bundleId: 'Webapp',
      deviceId: 'Webapp',
      appVersion: '0.11.4',
      attachment: payload,
    };
    expect((await send('POST', '/support', token, support)).status).toBe(204);
    expect(db.supportMessages.all().at(-1)).toMatchObject({
      message: payload,
      attachment: payload,
    });
  });

  it('comes back as JSON in error messages that name the input', async () => {
    const { token } = await signInPersona('demo');
    const answer = await send(
      'PUT',
      `/api/v1/bookings/cancel/${encodeURIComponent(payload)}`,
      token,
    );
    expect(answer.status).toBe(404);
    expect((expectJsonCarrying(answer, payload) as { message: string }).message).toContain(payload);

    const refused = await send('POST', '/users/me/update-email', token, { email: payload });
    expect(refused.status).toBe(400);
    expect(refused.contentType).toMatch(/^application\/json/);
  });
});
