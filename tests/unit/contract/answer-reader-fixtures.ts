import {
  ANSWER_READINGS,
  readSuccessfulAnswer,
  type AnswerReading,
} from '@contract/answer-readers';
import { type RouteName } from '@contract/router';
import { makeUser, NO_WEEK_DAYS } from '../support/builders';

/** What the answer-reader tests (answer-readers.test.ts, answer-readers-lists.test.ts) read: a user, places, bookings. */

/**
 * The tolerant reader of contract/answer-readers.ts, one rule at a time: what the spec fixes is checked strictly,
 * what it leaves open is read in any plausible form, unknown fields are ignored, lists are read item by item.
 */

export const read = (route: RouteName, body: unknown) =>
  readSuccessfulAnswer(ANSWER_READINGS[route] as AnswerReading, body);

export const user = makeUser();

export const fiz = { latitude: 48.20052, longitude: 11.55963, name: 'FIZ', building: 'FIZ 12' };
export const dachau = {
  latitude: 48.26027,
  longitude: 11.43416,
  name: 'Dachau',
  address: '85221 Dachau',
};

export function booking(bookingId: string, state: string, overrides: Record<string, unknown> = {}) {
  return {
    bookingId,
    state,
    integrationId: 'commutePooling',
    travelInfo: {
      origin: fiz,
      destination: dachau,
      departureTime: '2026-11-24T07:00:00.000Z',
      estimatedArrivalTime: '2026-11-24T07:40:00.000Z',
      integrationInfo: {
        postingType: 'OFFERING',
        recurrence: 'ONE_TIME',
        weekDays: NO_WEEK_DAYS,
        periodStart: '2026-11-24T07:00:00.000Z',
        periodEnd: '2026-11-24T07:00:00.000Z',
        meetingTime: '2026-11-24T07:00:00.000Z',
        userInformation: {
          givenName: 'Erika',
          familyName: 'Mustermann',
          email: 'erika.mustermann@bmw.example',
        },
      },
    },
    ...overrides,
  };
}
