import { isBefore, isValid, parse, startOfDay } from 'date-fns';
import { proxy, ref, subscribe } from 'valtio';
import type { MobilityRequest, OffersResponse } from '@contract/offers';
import { TOKEN_HEADER } from '@contract/route-metadata';
import type { Location, OfferTravelInfo, PostingType } from '@contract/schemas';
import { apiClient } from './api-client';
import { errorStatus, expectStatus, expectSuccess } from './api-errors';
import { session, type SessionStatus } from './session-store';
import { tokenStorage } from './token-storage';

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

export type LocationTarget = 'origin' | 'destination';

/** The navigation state the location picker is opened with (spec section 2). */
export interface LocationPickerNavigationState {
  type: LocationTarget;
}

export function isLocationTarget(value: unknown): value is LocationTarget {
  return value === 'origin' || value === 'destination';
}

/** The navigation state of the offers overview: the integration info of the search (spec section 2). */
export interface OffersOverviewNavigationState {
  integrations: { commutePooling: { postingType: PostingType } };
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

function restore(): MobilityRequestState {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    if (stored) {
      const state = { ...initialState(), ...(JSON.parse(stored) as Partial<MobilityRequestState>) };
      return { ...state, departureTime: departureNotBeforeToday(state.departureTime) };
    }
  } catch {
    // unreadable or blocked storage: start fresh
  }
  return initialState();
}

export const mobilityRequest = proxy<MobilityRequestState>(restore());

subscribe(mobilityRequest, () => {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(mobilityRequest));
  } catch {
    // storage full or blocked: the request lives in memory only
  }
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

/** How a location is shown (spec section 3): building, name and address joined by commas, empty parts skipped. */
export function locationDisplayName(
  location: Pick<Location, 'name' | 'address' | 'building'>,
): string {
  return [location.building, location.name, location.address]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(', ');
}

export function setRequestLocation(target: LocationTarget, location: Location): void {
  mobilityRequest[target] = toLocation(location);
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

export interface MobilityOffersState {
  /** The request id the offers (or the running search) belong to; null before any search. */
  requestId: string | null;
  isLoading: boolean;
  /** The failure of the last search (null status: no answer at all). */
  error: { status: number | null } | null;
  /** Sorted nearest first; kept as a plain array (ref): a long list is not made deeply reactive. */
  offers: readonly OfferTravelInfo[];
  /** How many entries the overview shows (it grows with 'show more'; kept for the way back from a detail). */
  shownCount: number;
}

/** Entries the overview shows at first and adds per 'show more'. */
export const OFFERS_PAGE_SIZE = 50;

export const mobilityOffers = proxy<MobilityOffersState>({
  requestId: null,
  isLoading: false,
  error: null,
  offers: ref([]),
  shownCount: OFFERS_PAGE_SIZE,
});

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
    .sort((a, b) => a.sum - b.sum || a.index - b.index)
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

/** The calls of the offer search; tests may pass their own. */
export interface OffersApi {
  search(body: MobilityRequest): Promise<OffersResponse>;
  /** Drops the server's trip cache of the user of `accessToken`. */
  cleanupTripCache(accessToken: string): Promise<void>;
}

export const offersApi: OffersApi = {
  async search(body) {
    return expectStatus(await apiClient.offers.search({ body }), 200);
  },
  async cleanupTripCache(accessToken) {
    expectSuccess(
      await apiClient.offers.cleanupTripCache({ extraHeaders: { [TOKEN_HEADER]: accessToken } }),
    );
  },
};

export type OfferSearchOutcome = 'stored' | 'stale' | 'failed' | 'not-submitted';

/**
 * Searches the offers of the current (submitted) request: loading, then the offers if the request id still
 * matches, or the failure (the caller shows the modal). A search already running for the same request is
 * not started twice.
 */
export async function searchOffers(api: OffersApi = offersApi): Promise<OfferSearchOutcome> {
  const body = toMobilityRequestBody(mobilityRequest);
  if (!body) return 'not-submitted';
  const requestId = body.mobilityRequestId;
  mobilityOffers.requestId = requestId;
  mobilityOffers.isLoading = true;
  mobilityOffers.error = null;
  mobilityOffers.offers = ref([]);
  mobilityOffers.shownCount = OFFERS_PAGE_SIZE;
  try {
    const response = await api.search(body);
    const offers = offersIfCurrent(mobilityRequest.mobilityRequestId, response, requestId);
    // A newer request owns the state now (or the request was reset): this answer is dropped.
    if (offers === null || mobilityOffers.requestId !== requestId) return 'stale';
    mobilityOffers.offers = ref(offers);
    mobilityOffers.isLoading = false;
    return 'stored';
  } catch (error) {
    if (mobilityOffers.requestId !== requestId || mobilityRequest.mobilityRequestId !== requestId) {
      return 'stale';
    }
    mobilityOffers.error = { status: errorStatus(error) };
    mobilityOffers.isLoading = false;
    return 'failed';
  }
}

/** Does the offers state hold (or load) the answer of the current request? */
export function hasSearchForCurrentRequest(): boolean {
  return (
    mobilityRequest.mobilityRequestId !== null &&
    mobilityOffers.requestId === mobilityRequest.mobilityRequestId
  );
}

export function showMoreOffers(): void {
  mobilityOffers.shownCount += OFFERS_PAGE_SIZE;
}

function clearOffers(): void {
  mobilityOffers.requestId = null;
  mobilityOffers.isLoading = false;
  mobilityOffers.error = null;
  mobilityOffers.offers = ref([]);
  mobilityOffers.shownCount = OFFERS_PAGE_SIZE;
}

/** Reset clears the request and its offers, here only (see resetMobilitySearch for the server's trip cache). */
export function resetMobilityRequest(now: Date = new Date()): void {
  Object.assign(mobilityRequest, initialState(now));
  clearOffers();
}

/**
 * Reset of spec section 4: clears the request and the offers and triggers the server's trip-cache cleanup
 * (with the token of the moment, so it can run right before a logout). A failed cleanup changes nothing here.
 */
export function resetMobilitySearch(
  api: OffersApi = offersApi,
  now: Date = new Date(),
): Promise<void> {
  resetMobilityRequest(now);
  const accessToken = tokenStorage.getAccessToken();
  if (!accessToken) return Promise.resolve();
  return api.cleanupTripCache(accessToken).catch(() => {
    // Nothing to tell the user: the cache expires on the server anyway.
  });
}

// Whoever ends the session (any logout button, an expired token) or switches to another account: the request of
// that user is gone too.
let lastSessionStatus: SessionStatus = session.status;
let lastUserId: string | null = session.user?.id ?? null;
subscribe(session, () => {
  const { status } = session;
  const userId = session.user?.id ?? null;
  const otherUser = lastUserId !== null && userId !== null && userId !== lastUserId;
  if (userId !== null) lastUserId = userId;
  if (status === lastSessionStatus && !otherUser) return;
  lastSessionStatus = status;
  if (status === 'anonymous' || otherUser) resetMobilityRequest();
});
