import { useEffect, useId, useState } from 'react';
import { subscribe, useSnapshot } from 'valtio';
import type { PostingType } from '@contract/schemas';
import { currentUser } from '@/domain/session/current-user';
import { keptUserUnconfirmed, session } from '@/domain/session/session-state';
import {
  departureNotBeforeToday,
  isRequestComplete,
  mobilityRequest,
  setDepartureTime,
  setRequestLocation,
  submitMobilityRequest,
  toMobilityRequestBody,
} from '@/domain/trip-request/mobility-request-store';
import { prepareDistanceFormats } from '@/domain/trip-request/format-distance';
import { useNavigate } from '@/lib/navigation';
import { preloadScreen } from '@/lib/screen-preloads';
import { ROUTES } from '@/lib/routes';
import { rememberedRouteOf, rememberRoute, type RememberedRoute } from './remembered-route';
import { useDashboardTranslation } from './dashboard-texts';
import { SearchDateField, SearchRouteFields } from './ride-search-fields';
import { useAfterFirstScreen } from './after-first-screen';

/**
 * The search's module, with the typed client: loaded when a search can be made (then Find finds it loaded), never for
 * the dashboard's first render (docs/decisions/024-signed-in-start-without-the-typed-client.md). A module that cannot
 * be fetched (offline) is no failure here: the list searches by itself when it opens, and tells its failure.
 */
const loadOffersSearch = () =>
  import('@/domain/trip-request/offers-search-query').catch(() => null);

/**
 * Resolves once the start-up sign-in has settled: the last known user shown meanwhile is then confirmed or replaced
 * by GET /users/me's answer (or the session ended). At once when no start-up runs, and while the kept user stays
 * unconfirmed (no answer yet: its flags are the best known, and the search's own call then meets the backend).
 */
function whenStartUpSettled(): Promise<void> {
  return new Promise((resolve) => {
    if (!session.startingUp || keptUserUnconfirmed()) return resolve();
    const stop = subscribe(session, () => {
      if (session.startingUp) return;
      stop();
      resolve();
    });
  });
}

/** The remembered route fills an empty request once per page load; after 'New search' it is offered instead. */
let rememberedRouteFilledIn = false;

/** Lets a test start as a fresh page load. */
export function forgetRememberedRouteFill(): void {
  rememberedRouteFilledIn = false;
}

function fillInRoute(route: RememberedRoute): void {
  setRequestLocation('origin', route.origin);
  setRequestLocation('destination', route.destination);
}

/**
 * The search of the dashboard (spec section 2, /dashboard): origin and destination (opening the location
 * picker, swappable), the departure date (today at the earliest, shown dd/MM/yyyy) and Find Drivers / Find
 * Passengers. The route searched last on this device is filled in when the request is empty (issue 20, item 4).
 */
export function RideSearchForm({ userId }: { userId: string }) {
  const { t, i18n } = useDashboardTranslation();
  // The same trip every day: an empty request starts with the route searched last (once per page load, so that
  // 'New search' really starts empty; the route is then offered as a button). Filled in before the request is read
  // for the first render: the form's first frame shows the route, so nothing in it (the 'please choose' hint, the
  // field texts) changes after it was painted, whichever way the first render is scheduled (decision 023).
  const [remembered] = useState(() => {
    const route = rememberedRouteOf(userId);
    if (!rememberedRouteFilledIn) {
      rememberedRouteFilledIn = true;
      const empty = mobilityRequest.origin === null && mobilityRequest.destination === null;
      if (empty && route) fillInRoute(route);
    }
    return route;
  });
  const request = useSnapshot(mobilityRequest);
  const navigate = useNavigate();
  const headingId = useId();
  const incompleteId = useId();
  const complete = isRequestComplete(request);

  // Once a search can be made, the list gets ready while the user is idle: its code, so Find opens it without a
  // round trip for its chunks (0.4-0.5 s from the tap to the list's first render on the bench's phone line), and the
  // language's distance formats, whose first Intl.NumberFormat (the locale's data, ~0.1 s of a mid-range phone)
  // otherwise fell on the search's answer (docs/decisions/027-find-starts-the-search.md).
  const afterFirstScreen = useAfterFirstScreen();
  useEffect(() => {
    if (!afterFirstScreen || !complete) return undefined;
    preloadScreen(ROUTES.offersOverview);
    void loadOffersSearch();
    return prepareDistanceFormats(i18n.language);
  }, [afterFirstScreen, complete, i18n.language]);

  // A departure kept from an earlier day (the tab stayed open overnight) is reset to today.
  useEffect(() => {
    const kept = departureNotBeforeToday(mobilityRequest.departureTime);
    if (kept !== mobilityRequest.departureTime) setDepartureTime(kept);
  }, []);

  const find = async (postingType: PostingType) => {
    if (!isRequestComplete(mobilityRequest)) return;
    // Painted from the last known user, the search waits for GET /users/me: its flags decide, and the guards may
    // send the user elsewhere meanwhile (docs/decisions/011-last-known-user.md).
    const from = window.location.pathname;
    await whenStartUpSettled();
    const { origin, destination } = mobilityRequest;
    if (!origin || !destination || !isRequestComplete(mobilityRequest)) return;
    if (window.location.pathname !== from || !currentUser()?.commutePooling.enabled) return;
    rememberRoute(userId, { origin, destination });
    // The request carries the posting type (one source: the overview reads it there, also after a reload).
    submitMobilityRequest(postingType);
    // The search goes out now, not once the list's screen (and maybe its code) is there.
    const body = toMobilityRequestBody(mobilityRequest);
    if (body) void loadOffersSearch().then((search) => search?.startOffersSearch(body));
    navigate(ROUTES.offersOverview);
  };

  const routeEmpty = request.origin === null && request.destination === null;
  return (
    <section className="stack" aria-labelledby={headingId}>
      <h2 id={headingId} className="ride-search__heading">
        {t('search.heading')}
      </h2>
      {routeEmpty && remembered && (
        <button
          type="button"
          className="button button--secondary ride-search__last-route"
          onClick={() => fillInRoute(remembered)}
        >
          {t('search.lastRoute', {
            origin: remembered.origin.name,
            destination: remembered.destination.name,
          })}
        </button>
      )}
      <SearchRouteFields
        origin={request.origin}
        destination={request.destination}
        onOpenPicker={(type) => navigate(ROUTES.locationPicker, { type })}
      />
      <SearchDateField departureTime={request.departureTime} />
      {!complete && (
        <p id={incompleteId} className="find-hint">
          {t('search.incomplete')}
        </p>
      )}
      <div className="ride-search__actions">
        <button
          type="button"
          className="button"
          disabled={!complete}
          aria-describedby={complete ? undefined : incompleteId}
          onClick={() => void find('OFFERING')}
        >
          {t('search.findDrivers')}
        </button>
        <button
          type="button"
          className="button"
          disabled={!complete}
          aria-describedby={complete ? undefined : incompleteId}
          onClick={() => void find('REQUEST')}
        >
          {t('search.findPassengers')}
        </button>
      </div>
    </section>
  );
}
