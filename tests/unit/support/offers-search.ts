import { HttpResponse } from 'msw';
import {
  addDays,
  atBerlinTime,
  berlinDayKey,
  toBerlinIso,
  weekDayOf,
  type DayKey,
} from '@/domain/schedule/berlin-days';
import type { MobilityRequest } from '@contract/offers';
import type { OfferTravelInfo, PostingType } from '@contract/schemas';
import {
  setDepartureTime,
  setRequestLocation,
  submitMobilityRequest,
} from '@/domain/trip-request/mobility-request-store';
import { ROUTES } from '@/lib/routes';
import { setOnlyOnMyDate } from '@/features/offers/offers-list-filter';
import { resetAppState, visit } from './render-app';
import { overrideRoute, storeTokenOf, visitWithState } from './find-test-backend';
import { FIZ, KNORRSTRASSE_12, makeOffer, offersResponse } from './builders';

/**
 * The offers list and an offer's detail, opened as the dashboard's search leaves them (tests/unit/features/offers/:
 * the overview, the detail, the "on my date" fit, the way home, Add to calendar on an offer). With useFindTestBackend().
 */
export const OVERVIEW = ROUTES.offersOverview;
export const DETAIL = ROUTES.offerDetail;
export const HOME = KNORRSTRASSE_12;
/** The search's origin: the default location's neighbourhood, where the fake backend has colleagues. */
export const NEAR_DEFAULT_LOCATION = HOME;

export const today = berlinDayKey(new Date());
/** The first Tuesday at least two days ahead (relative to today, so the test never goes stale). */
export function nextTuesday(): DayKey {
  let day = addDays(today, 2);
  while (weekDayOf(day) !== 'TUESDAY') day = addDays(day, 1);
  return day;
}
export const at = (day: DayKey, hour = 7, minute = 15) =>
  toBerlinIso(atBerlinTime(day, hour, minute));

/** Each test's start (a beforeEach): a fresh page load at / with the demo user signed in. */
export async function startSignedIn(): Promise<void> {
  resetAppState();
  await storeTokenOf('demo');
  visit('/');
}

/** The same with the list's "Only on my date" switch off (the switch outlives a page load). */
export async function startSignedInSwitchOff(): Promise<void> {
  setOnlyOnMyDate(false);
  await startSignedIn();
}

/** The dashboard's submit, as Find drivers / Find passengers leaves it. */
export function submitSearch(postingType: PostingType): string {
  setRequestLocation('origin', NEAR_DEFAULT_LOCATION);
  setRequestLocation('destination', FIZ);
  const id = submitMobilityRequest(postingType);
  visitWithState(OVERVIEW, null);
  return id;
}

/** Answers the offer search with these many offers (worst first), echoing the request id. */
export function answerOffers(count: number): void {
  overrideRoute('offers.search', async (request) => {
    const body = (await request.json()) as MobilityRequest;
    const offers = Array.from({ length: count }, (_, index) =>
      makeOffer(`o${index}`, (count - index) * 37, (count - index) * 11),
    );
    return HttpResponse.json(offersResponse(body.mobilityRequestId, offers));
  });
}

/** How the way-home search (FIZ → home) answers: offers, a failure, or never. */
export type WayHomeAnswer = OfferTravelInfo[] | 'fails' | 'never';

/** Submits a search for drivers on `day` and answers it with these offers (as a real backend could). */
export function searchOn(
  day: DayKey,
  offers: OfferTravelInfo[],
  wayHome: WayHomeAnswer = [],
): void {
  overrideRoute('offers.search', async (request) => {
    const body = (await request.json()) as MobilityRequest;
    if (body.origin.latitude !== FIZ.latitude) {
      return HttpResponse.json(offersResponse(body.mobilityRequestId, offers));
    }
    if (wayHome === 'fails') return HttpResponse.json({ message: 'down' }, { status: 500 });
    if (wayHome === 'never') return new Promise<Response>(() => {});
    return HttpResponse.json(offersResponse(body.mobilityRequestId, wayHome));
  });
  setRequestLocation('origin', HOME);
  setRequestLocation('destination', FIZ);
  setDepartureTime(at(day, 8, 0));
  submitMobilityRequest('OFFERING');
  visitWithState(OVERVIEW, null);
}
