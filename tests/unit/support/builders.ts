import type { BookingRequest } from '@contract/bookings';
import type { OffersResponse } from '@contract/offers';
import {
  weekDaysOf,
  type Booking,
  type BookingState,
  type IntegrationId,
  type Location,
  type OfferTravelInfo,
  type PostingType,
  type Recurrence,
  type TravelInfo,
  type User,
  type WeekDay,
  type WeekDays,
} from '@contract/schemas';

/**
 * Test data of the contract's shapes, written once: places, week days, users, bookings and their travel
 * infos, booking requests and offers. Each builder gives a valid object; a test overrides only what it is
 * about. The seed builds its week days with the same helper (weekDaysOf of the contract).
 */

export { weekDaysOf };

/** Every week day off, as one-time postings send them. */
export const NO_WEEK_DAYS: WeekDays = weekDaysOf();

export const FREISING: Location = {
  latitude: 48.40275,
  longitude: 11.74876,
  name: 'Freising',
  address: '85354 Freising',
};
export const DACHAU: Location = {
  latitude: 48.26028,
  longitude: 11.43417,
  name: 'Dachau',
  address: '85221 Dachau',
};
export const FIZ: Location = {
  latitude: 48.20052,
  longitude: 11.55963,
  name: 'FIZ Forschungs- und Innovationszentrum',
  address: 'Knorrstraße 147, 80937 München',
};
/** The research centre as the picker's building search gives it (Campus tab). */
export const FIZ_12: Location = { ...FIZ, building: 'FIZ 12' };

/** Beside the fake's default location (the demo user's home): the seed's schedule showcase starts here. */
export const KNORRSTRASSE_12: Location = {
  latitude: 48.19353,
  longitude: 11.57087,
  name: 'Knorrstraße 12',
  address: '80807 München',
};

/** A signed-in employee with access, as GET /users/me answers. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    type: 'BMWUser',
    email: 'erika.mustermann@example-carmaker.com',
    givenName: 'Erika',
    familyName: 'Mustermann',
    department: 'FG-42',
    accountNumber: null,
    qNumber: 'Q123456',
    active: true,
    acceptedTerms: true,
    group: 'corporate',
    commutePooling: { enabled: true },
    bmwBuildings: { enabled: false },
    ...overrides,
  };
}

export interface TravelInfoOptions {
  origin?: Location;
  destination?: Location;
  departureTime?: string;
  postingType?: PostingType;
}

/** A one-time posting's travel info by Max Mustermann (arrival = departure unless a test cares). */
export function makeTravelInfo({
  origin = FREISING,
  destination = FIZ_12,
  departureTime = '2026-11-24T07:30:00+01:00',
  postingType = 'OFFERING',
}: TravelInfoOptions = {}): TravelInfo {
  return {
    origin,
    destination,
    departureTime,
    estimatedArrivalTime: departureTime,
    integrationInfo: {
      postingType,
      recurrence: 'ONE_TIME',
      weekDays: NO_WEEK_DAYS,
      periodStart: departureTime,
      periodEnd: departureTime,
      userInformation: { givenName: 'Max', familyName: 'Mustermann', email: 'max@bmw.example' },
    },
  };
}

/** A booking of My page in a state (one-time, commute pooling unless given). */
export function makeBooking(
  bookingId: string,
  state: BookingState,
  {
    integrationId = 'commutePooling',
    ...travel
  }: TravelInfoOptions & { integrationId?: IntegrationId } = {},
): Booking {
  return { bookingId, state, integrationId, travelInfo: makeTravelInfo(travel) };
}

export interface BookingRequestOptions {
  departureTime: string;
  /** The end of the period (default: the departure, as one-time postings send it). */
  periodEnd?: string;
  origin?: Location;
  destination?: Location;
  postingType?: PostingType;
  email?: string;
  description?: string;
}

/** The body of POST /api/v1/bookings for a one-time posting (spec section 3). */
export function oneTimeBookingRequest({
  departureTime,
  periodEnd = departureTime,
  origin = FREISING,
  destination = FIZ_12,
  postingType = 'OFFERING',
  email = 'demo@bmw.example',
  description = '',
}: BookingRequestOptions): BookingRequest {
  return {
    integrationId: 'commutePooling',
    origin,
    destination,
    departureTime,
    integrationInfo: {
      postingType,
      recurrence: 'ONE_TIME',
      periodStart: departureTime,
      periodEnd,
      weekDays: NO_WEEK_DAYS,
      fleets: [],
      userInformation: { email, description },
    },
  };
}

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
      weekDays: NO_WEEK_DAYS,
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

export interface PostingScheduleOptions {
  recurrence: Recurrence;
  /** Period start and end (ISO with offset); a one-time posting's meeting time is the start. */
  periodStart: string;
  periodEnd?: string;
  weekDays?: readonly WeekDay[];
  postingType?: PostingType;
  email?: string;
}

/** A posting's travel info with the given schedule (recurrence, period, week days), leaving at the period start. */
export function makeScheduledTravelInfo({
  recurrence,
  periodStart,
  periodEnd = periodStart,
  weekDays = [],
  postingType = 'OFFERING',
  email = 'max@bmw.example',
}: PostingScheduleOptions): TravelInfo {
  const base = makeTravelInfo({ departureTime: periodStart, postingType });
  return {
    ...base,
    integrationInfo: {
      ...base.integrationInfo,
      recurrence,
      weekDays: weekDaysOf(...weekDays),
      periodStart,
      periodEnd: recurrence === 'ONE_TIME' ? periodStart : periodEnd,
      ...(recurrence === 'ONE_TIME' ? { meetingTime: periodStart } : {}),
      userInformation: { ...base.integrationInfo.userInformation, email },
    },
  };
}

/** An offer (with distances, poster and e-mail as makeOffer) that runs on the given schedule. */
export function makeScheduledOffer(
  bookingId: string,
  originDistance: number,
  destinationDistance: number,
  schedule: PostingScheduleOptions & { givenName?: string },
): OfferTravelInfo {
  const offer = makeOffer(bookingId, originDistance, destinationDistance, {
    ...(schedule.postingType ? { postingType: schedule.postingType } : {}),
    ...(schedule.givenName ? { givenName: schedule.givenName } : {}),
  });
  const { departureTime, estimatedArrivalTime, integrationInfo } =
    makeScheduledTravelInfo(schedule);
  const { recurrence, weekDays, periodStart, periodEnd, meetingTime } = integrationInfo;
  const { meetingTime: _oneTimeMeeting, ...poster } = offer.integrationInfo;
  return {
    ...offer,
    departureTime,
    estimatedArrivalTime,
    integrationInfo: {
      ...poster,
      recurrence,
      weekDays,
      periodStart,
      periodEnd,
      ...(meetingTime ? { meetingTime } : {}),
      userInformation: {
        ...offer.integrationInfo.userInformation,
        ...(schedule.email ? { email: schedule.email } : {}),
      },
    },
  };
}
