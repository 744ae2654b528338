import { useEffect, useState } from 'react';
import type { MobilityRequest } from '@contract/offers';
import {
  MAX_COMMUTE_ROUTES,
  commuteRouteName,
  findCommuteRoute,
  recordCommuteAnswer,
  reverseCommuteRoute,
  saveCommuteRoute,
  useCommuteRoutes,
  type SaveCommuteResult,
} from '@/domain/trip-request/commute-routes';
import { routeOfSearch, useWayHomeOfferIds } from './offers-queries';
import { useOffersTranslation } from './offers-texts';

/**
 * What the list tells My commute (issue 22, item 7), without a call of its own: this list is the route's list, so
 * its offers are shown. (The way home's answer is held for the route back where it arrives: wayHomeSearchQuery.)
 * Only saved routes are recorded. Answers the way home's offer ids (null until its answer is in).
 */
export function useCommuteRecording(
  userId: string,
  body: MobilityRequest,
  offerIds: readonly string[] | null,
): string[] | null {
  const wayHomeIds = useWayHomeOfferIds(body);
  const route = routeOfSearch(body);
  // Identified by value: the search's body and the answer's list are new objects on every render.
  const searchKey = JSON.stringify([route, body.departureTime]);
  const shownKey = offerIds?.join('\n') ?? null;
  useEffect(() => {
    if (userId && offerIds) recordCommuteAnswer(userId, route, offerIds, true, body.departureTime);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the search is searchKey, the answer shownKey
  }, [userId, searchKey, shownKey]);
  return wayHomeIds;
}

/**
 * "Save as my commute" on the list of a search, then "Also save the way home": the same places reversed, the same
 * kind of posting searched for (one tap each: not everybody travels back the same way).
 */
export function SaveCommute({
  userId,
  body,
  offerIds,
  wayHomeIds,
}: {
  userId: string;
  body: MobilityRequest;
  /** The offers this list shows (null while the answer is not in). */
  offerIds: readonly string[] | null;
  /** The offers of the way-home search beside it (null while its answer is not in). */
  wayHomeIds: readonly string[] | null;
}) {
  const { t } = useOffersTranslation();
  const routes = useCommuteRoutes(userId);
  // What the last tap did (said once, in the status line, until the next tap).
  const [result, setResult] = useState<{
    way: 'there' | 'home';
    outcome: SaveCommuteResult;
  } | null>(null);

  const route = routeOfSearch(body);
  const wayHome = reverseCommuteRoute(route);
  const routeSaved = findCommuteRoute(routes, route) !== undefined;
  const wayHomeSaved = findCommuteRoute(routes, wayHome) !== undefined;
  const full = routes.length >= MAX_COMMUTE_ROUTES;
  const name = commuteRouteName(route);
  const wayHomeName = commuteRouteName(wayHome);

  const save = () =>
    setResult({
      way: 'there',
      outcome: saveCommuteRoute(userId, route, offerIds, offerIds, body.departureTime),
    });
  // The way home's answer is held, not shown: its offers count as not seen yet.
  const saveWayHome = () =>
    setResult({
      way: 'home',
      outcome: saveCommuteRoute(userId, wayHome, null, wayHomeIds, body.departureTime),
    });

  const status = (() => {
    if (result?.outcome === 'full') return t('overview.commute.full', { max: MAX_COMMUTE_ROUTES });
    if (result?.way === 'home' && wayHomeSaved) {
      return t('overview.commute.wayHomeSaved', { name: wayHomeName });
    }
    if (result?.way === 'there' && routeSaved) return t('overview.commute.saved', { name });
    if (routeSaved) return t('overview.commute.alreadySaved', { name });
    return '';
  })();

  return (
    <div className="stack stack--tight offers__commute">
      {!routeSaved && (
        <button type="button" className="button button--secondary" onClick={save}>
          {t('overview.commute.save')}
        </button>
      )}
      {routeSaved && !wayHomeSaved && !full && (
        <button type="button" className="button button--secondary" onClick={saveWayHome}>
          {t('overview.commute.saveWayHome', { name: wayHomeName })}
        </button>
      )}
      <p aria-live="polite" className="find-hint">
        {status}
      </p>
    </div>
  );
}
