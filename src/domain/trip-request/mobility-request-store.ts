import { isBefore, isValid, parse, startOfDay } from 'date-fns';
import { subscribe } from 'valtio';
import type { MobilityRequest, OffersResponse } from '@contract/offers';
import type { Location, OfferTravelInfo, PostingType } from '@contract/schemas';
import { offersKeys } from '@/api/offers-keys';
import { cleanupTripCacheMutation } from '@/api/trip-cache';
import { persistedStore } from '@/lib/persisted-store';
import { queryClient, runMutation } from '@/lib/query-client';
import type { LocationTarget } from '@/lib/routes';
import { isNumber, isPostingType, isRecord, isString } from '@/lib/stored-readers';
import { tokenStorage } from '@/lib/token-storage';
import { currentUser, subscribeToCurrentUser } from '@/domain/session/current-user';
import { session, type SessionStatus } from '@/domain/session/session-state';

/**
 * The mobility request of spec section 3, shared by the dashboard, the location picker, the offers screens and
 * the creation overview (its From and To are the request's origin and destination). Kept for the tab
 * (sessionStorage), so going to the picker and back, a language switch or a reload loses nothing.
 */
export interface MobilityRequestState {
  origin: Location | null;
  destination: Location | null;
  /** ISO string; defaults to now. */
  departureTime: string;
  /** The kind of posting searched for (Find Drivers: OFFERING, Find Passengers: REQUEST). */
  postingType: PostingType | null;
  /** Generated on submit; offers are kept only while it still matches. */
  mobilityRequestId: string | null;
}

const STORAGE_KEY = 'wen.mobilityRequest';

// --- departure date rule (spec sections 4 and 5) -------------------------------------------------

/**
 * The departure never lies on a day before today: a past date is reset to today (now). Answers the ISO string
 * to keep; an empty departure stays empty (the Find buttons stay disabled).
 */
export function departureNotBeforeToday(iso: string, now: Date = new Date()): string {
  if (iso === '') return '';
  const departure = new Date(iso);
  if (!isValid(departure) || isBefore(departure, startOfDay(now))) return now.toISOString();
  return iso;
}

/**
 * The departure for a date picked on the dashboard ('yyyy-MM-dd', local day): that day at the time of day of
 * the current departure, never earlier than now (a past date, or a passed time today, becomes now).
 * An empty or unreadable date answers '' (no departure set).
 */
export function departureForDate(
  dateValue: string,
  currentIso: string,
  now: Date = new Date(),
): string {
  const day = parse(dateValue, 'yyyy-MM-dd', now);
  // Stryker disable next-line ConditionalExpression: '' never parses as a date: the isValid check rejects it too
  // Stryker disable next-line StringLiteral: an unparseable text is rejected by the isValid check either way
  if (dateValue === '' || !isValid(day)) return '';
  const current = new Date(currentIso);
  const timeOfDay = isValid(current) ? current : now;
  const candidate = new Date(day);
  candidate.setHours(timeOfDay.getHours(), timeOfDay.getMinutes(), 0, 0);
  return isBefore(candidate, now) ? now.toISOString() : candidate.toISOString();
}

// --- the request ---------------------------------------------------------------------------------

function initialState(now: Date = new Date()): MobilityRequestState {
  return {
    origin: null,
    destination: null,
    departureTime: now.toISOString(),
    postingType: null,
    mobilityRequestId: null,
  };
}

/**
 * A stored location: the fields of a location, not the contract's bounds (the request is sent through the client,
 * which checks it). Read by hand, not through zod: the dashboard's first render reads the store and should not
 * wait for zod (issue 21); tests/unit/lib/stored-readers.test.ts holds the schema it replaces and runs both.
 */
function readStoredLocation(value: unknown): Location | null {
  if (!isRecord(value) || !isNumber(value.latitude) || !isNumber(value.longitude)) return null;
  if (!isString(value.name)) return null;
  const { latitude, longitude, name, address, building } = value;
  if ('address' in value && !isString(address)) return null;
  if ('building' in value && !isString(building)) return null;
  return {
    latitude,
    longitude,
    name,
    ...(isString(address) ? { address } : {}),
    ...(isString(building) ? { building } : {}),
  };
}

/** The stored request, read part by part: an unusable part starts empty, the others are kept. */
export function readStoredRequest(value: unknown): MobilityRequestState | null {
  if (!isRecord(value)) return null;
  const { departureTime, postingType, mobilityRequestId } = value;
  return {
    origin: readStoredLocation(value.origin),
    destination: readStoredLocation(value.destination),
    departureTime: isString(departureTime) ? departureTime : new Date().toISOString(),
    postingType: isPostingType(postingType) ? postingType : null,
    mobilityRequestId: isString(mobilityRequestId) ? mobilityRequestId : null,
  };
}

export const mobilityRequest = persistedStore({
  // Stryker disable next-line StringLiteral: storageOf() takes sessionStorage for every kind but 'local'
  kind: 'session',
  key: STORAGE_KEY,
  read: readStoredRequest,
  initial: () => initialState(),
  restore: (stored): MobilityRequestState => ({
    ...stored,
    departureTime: departureNotBeforeToday(stored.departureTime),
  }),
});

/** Only the fields of a location (a picked place also carries id, category and icon). */
export function toLocation(place: Location): Location {
  return {
    latitude: place.latitude,
    longitude: place.longitude,
    name: place.name,
    ...(place.address ? { address: place.address } : {}),
    ...(place.building ? { building: place.building } : {}),
  };
}

export function setRequestLocation(target: LocationTarget, location: Location): void {
  mobilityRequest[target] = toLocation(location);
}

/** Origin becomes destination and the reverse (the way home); an unset side stays unset on the other side. */
export function swapRequestLocations(): void {
  const { origin, destination } = mobilityRequest;
  mobilityRequest.origin = destination ? toLocation(destination) : null;
  mobilityRequest.destination = origin ? toLocation(origin) : null;
}

export function setDepartureTime(iso: string): void {
  mobilityRequest.departureTime = iso;
}

export function isRequestComplete(state: MobilityRequestState): boolean {
  return state.origin !== null && state.destination !== null && state.departureTime !== '';
}

/** Submit: a fresh request id for the searched posting type (spec section 4, Mobility request). */
export function submitMobilityRequest(postingType: PostingType): string {
  const id = crypto.randomUUID();
  // The searches of earlier requests are never shown again.
  queryClient.removeQueries({ queryKey: offersKeys.searches });
  mobilityRequest.postingType = postingType;
  mobilityRequest.mobilityRequestId = id;
  return id;
}

/** The payload of POST /api/v1/offers, or null while the request is incomplete or not submitted. */
export function toMobilityRequestBody(state: MobilityRequestState): MobilityRequest | null {
  if (!state.origin || !state.destination || !state.departureTime) return null;
  if (!state.postingType || !state.mobilityRequestId) return null;
  return {
    mobilityRequestId: state.mobilityRequestId,
    origin: toLocation(state.origin),
    destination: toLocation(state.destination),
    departureTime: new Date(state.departureTime).toISOString(),
    integrations: { commutePooling: { postingType: state.postingType } },
  };
}

// --- the offers of the request (spec section 3, Mobility offer state) ----------------------------

// The offers of a request live in the TanStack Query cache, keyed by the request body (its id included): an answer
// can only ever land under the request it was sent for, so a stale answer cannot win (docs/architecture.md). The
// keys are the offers resource's (src/api/offers-keys.ts); a reset drops every search by their prefix.

/** The sum of both distances of an offer: the order of the list (spec section 2). */
export function offerDistanceSum(
  offer: Pick<OfferTravelInfo, 'originDistance' | 'destinationDistance'>,
): number {
  return offer.originDistance + offer.destinationDistance;
}

/** Ascending by the sum of origin and destination distance; equal sums keep the server's order. */
export function sortOffersByDistance<
  T extends Pick<OfferTravelInfo, 'originDistance' | 'destinationDistance'>,
>(offers: readonly T[]): T[] {
  return offers
    .map((offer, index) => ({ offer, index, sum: offerDistanceSum(offer) }))
    .sort(
      // Stryker disable next-line ArithmeticOperator: the tie-break restates a stable sort (ES2019); V8 keeps equal sums in the server’s order with a + too
      (a, b) => a.sum - b.sum || a.index - b.index,
    )
    .map((entry) => entry.offer);
}

/**
 * The stale-request rule (spec section 4): an answer is kept only if it belongs to the request that is
 * current now: the request it was sent for (`sentRequestId`), unless the answer names its own request.
 * Answers its offers (sorted), or null when the answer is stale and must be dropped.
 */
export function offersIfCurrent(
  currentRequestId: string | null,
  response: OffersResponse,
  sentRequestId: string | null = null,
): OfferTravelInfo[] | null {
  const answeredRequestId = response.mobilityRequestId ?? sentRequestId;
  if (currentRequestId === null || answeredRequestId !== currentRequestId) return null;
  return sortOffersByDistance(response.integrations.commutePooling.integrationOffer.travelInfoList);
}

/** Reset clears the request and its offers, here only (see resetMobilitySearch for the server's trip cache). */
export function resetMobilityRequest(now: Date = new Date()): void {
  Object.assign(mobilityRequest, initialState(now));
  queryClient.removeQueries({ queryKey: offersKeys.searches });
}

/**
 * Reset of spec section 4: clears the request and the offers and triggers the server's trip-cache cleanup
 * (with the token of the moment, so it can run right before a logout). A failed cleanup changes nothing here.
 */
export function resetMobilitySearch(now: Date = new Date()): Promise<void> {
  resetMobilityRequest(now);
  const accessToken = tokenStorage.getAccessToken();
  if (!accessToken) return Promise.resolve();
  return runMutation(cleanupTripCacheMutation(), accessToken).catch(() => {
    // Nothing to tell the user: the cache expires on the server anyway.
  });
}

// Whoever ends the session (any logout button, an expired token) or switches to another account: the request of
// that user is gone too.
let lastSessionStatus: SessionStatus = session.status;
let lastUserId: string | null = currentUser()?.id ?? null;
function followSession(): void {
  const { status } = session;
  const userId = currentUser()?.id ?? null;
  const otherUser = lastUserId !== null && userId !== null && userId !== lastUserId;
  if (userId !== null) lastUserId = userId;
  // Stryker disable next-line ConditionalExpression: on an unchanged status and the same user the rest sets the same status again and resets nothing
  if (status === lastSessionStatus && !otherUser) return;
  lastSessionStatus = status;
  if (status === 'anonymous' || otherUser) resetMobilityRequest();
}
subscribe(session, followSession);
subscribeToCurrentUser(followSession);
