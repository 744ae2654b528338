import { beforeAll, expect } from 'vitest';
import { OffersResponseSchema } from '@contract/offers';
import { type OfferTravelInfo, type PostingType } from '@contract/schemas';
import { db, signInPersona } from '@mocks/node';
import { call, TEST_NOW } from '../support/mock-backend-harness';

/** What the offers tests (offers-search.test.ts, offer-rules.test.ts) share: the places, the demo user's token, the search. */

export const DEFAULT_LOCATION = { latitude: 48.19353, longitude: 11.57087, name: 'My position' };
export const FIZ = { latitude: 48.20052, longitude: 11.55963, name: 'FIZ' };
export const DACHAU = { latitude: 48.26027, longitude: 11.43416, name: 'Dachau' };
export const MOBILITY_REQUEST_ID = '0b7e2c52-3a4f-4c1d-9e8f-5a6b7c8d9e0f';

export let demoToken = '';
/** Signs the demo user in before the file's tests (demoToken). */
export function signInDemoBeforeAll(): void {
  beforeAll(async () => {
    demoToken = (await signInPersona('demo')).token;
  });
}

export async function searchOffers(
  token: string,
  postingType: PostingType,
  departureTime = TEST_NOW.toISOString(),
  origin = DEFAULT_LOCATION,
  destination = FIZ,
): Promise<OfferTravelInfo[]> {
  const result = await call('POST', '/api/v1/offers', {
    token,
    body: {
      mobilityRequestId: MOBILITY_REQUEST_ID,
      origin,
      destination,
      departureTime,
      integrations: { commutePooling: { postingType } },
    },
  });
  expect(result.status).toBe(200);
  const response = OffersResponseSchema.parse(result.body);
  expect(response.mobilityRequestId).toBe(MOBILITY_REQUEST_ID);
  return response.integrations.commutePooling.integrationOffer.travelInfoList;
}

export const hasAccess = (userId: string) =>
  db.users.findFirst((q) => q.where({ id: userId }))?.commutePooling.enabled === true;

export const recordOf = (bookingId: string) => {
  const record = db.bookings.findFirst((q) => q.where({ bookingId }));
  if (!record) throw new Error(`offer ${bookingId} is no booking`);
  return record;
};
