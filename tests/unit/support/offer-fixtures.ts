import type { OffersResponse } from '@contract/offers';
import type { Location, OfferTravelInfo, PostingType } from '@contract/schemas';

export const DACHAU: Location = {
  latitude: 48.26028,
  longitude: 11.43417,
  name: 'Dachau',
  address: '85221 Dachau',
};
export const FIZ: Location = {
  latitude: 48.2009,
  longitude: 11.5578,
  name: 'FIZ Forschungs- und Innovationszentrum',
  address: 'Knorrstraße 147, 80937 München',
};

const NO_DAYS = {
  MONDAY: false,
  TUESDAY: false,
  WEDNESDAY: false,
  THURSDAY: false,
  FRIDAY: false,
  SATURDAY: false,
  SUNDAY: false,
};

/** An offer of the contract's shape with the given distances (metres). */
export function makeOffer(
  bookingId: string,
  originDistance: number,
  destinationDistance: number,
  overrides: { postingType?: PostingType; description?: string; givenName?: string } = {},
): OfferTravelInfo {
  return {
    bookingId,
    originDistance,
    destinationDistance,
    origin: { ...DACHAU, name: `Start ${bookingId}` },
    destination: FIZ,
    departureTime: '2026-11-23T07:15:00+01:00',
    estimatedArrivalTime: '2026-11-23T07:45:00+01:00',
    integrationInfo: {
      postingType: overrides.postingType ?? 'OFFERING',
      recurrence: 'ONE_TIME',
      weekDays: NO_DAYS,
      periodStart: '2026-11-23T07:15:00+01:00',
      periodEnd: '2026-11-23T07:15:00+01:00',
      meetingTime: '2026-11-23T07:15:00+01:00',
      userInformation: {
        givenName: overrides.givenName ?? `Given${bookingId}`,
        familyName: 'Muster',
        department: 'EF-3',
        email: `poster.${bookingId}@bmw.example`,
        ...(overrides.description ? { description: overrides.description } : {}),
      },
    },
  };
}

export function offersResponse(
  mobilityRequestId: string,
  travelInfoList: OfferTravelInfo[],
): OffersResponse {
  return {
    mobilityRequestId,
    integrations: { commutePooling: { integrationOffer: { travelInfoList } } },
  };
}
