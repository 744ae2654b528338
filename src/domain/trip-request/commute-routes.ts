import { useSyncExternalStore } from 'react';
import { berlinDayKeyOrNull, type DayKey } from '@/domain/schedule/berlin-days';
import { storedValue } from '@/lib/persisted-store';
import {
  commuteRouteId,
  oneEntryPerRoute,
  sameCommuteRoute,
  type CommuteRouteInput,
} from './commute-route-identity';
import { toLocation } from './mobility-request-store';
import { findPostedCommuteRoute } from './posted-commute-routes';
import {
  MAX_COMMUTE_ROUTES,
  MAX_SHOWN_IDS,
  commuteStorageKey,
  readStoredCommute,
  type CommuteRoute,
} from './stored-commute';

export * from './commute-route-identity';
export * from './commute-search';
export * from './stored-commute';

/**
 * My commute (issue 22, item 7): the routes a user saved (home to work, the way back), kept on the device under a
 * key of that user's own, so another user of the device never sees them, and what the user has already been shown
 * on each route's list, so the dashboard can say "N new matches since your last visit" without a call of its own.
 * Decision record: docs/decisions/010-my-commute.md.
 */

const NO_ROUTES: readonly CommuteRoute[] = [];

// --- storage: one value per user, read through its schema; what does not parse is dropped ---------------------

const storedOf = (userId: string) =>
  storedValue('local', commuteStorageKey(userId), readStoredCommute);

/** What useSyncExternalStore reads: the parsed routes per user, kept until written or changed in another tab. */
const snapshots = new Map<string, readonly CommuteRoute[]>();
const listeners = new Set<() => void>();

function readRoutes(userId: string): readonly CommuteRoute[] {
  const cached = snapshots.get(userId);
  if (cached) return cached;
  const stored = storedOf(userId).read();
  // A value of another user under this key (a hand edit, a copied profile) is not trusted either.
  // One entry per route (issue 36): the same route stored more than once is shown once.
  const routes = stored && stored.userId === userId ? oneEntryPerRoute(stored.routes) : NO_ROUTES;
  snapshots.set(userId, routes);
  return routes;
}

function writeRoutes(userId: string, routes: readonly CommuteRoute[]): void {
  // Full or blocked storage: the change lives in memory for this page (storedValue ignores the failure).
  storedOf(userId).write(routes.length === 0 ? null : { version: 1, userId, routes: [...routes] });
  snapshots.set(userId, routes);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab of the app saved or removed a route: read it again.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && !event.key.startsWith('wen.myCommute.')) return;
    snapshots.clear();
    listeners.forEach((listener) => listener());
  });
}

/** The saved routes of this user (none for another user's id), in the order saved. */
export function commuteRoutesOf(userId: string): readonly CommuteRoute[] {
  return readRoutes(userId);
}

/** The saved routes of this user, re-rendering on every change. */
export function useCommuteRoutes(userId: string): readonly CommuteRoute[] {
  // Rendered without a browser (the dashboard's frame pre-rendered into index.html): none saved.
  return useSyncExternalStore(
    subscribe,
    () => readRoutes(userId),
    () => NO_ROUTES,
  );
}

/** Lets a test start as a fresh page load (storage is read again). */
export function forgetCommuteSnapshots(): void {
  snapshots.clear();
}

// --- changes --------------------------------------------------------------------------------------------------

/** The saved entry of a route (sameCommuteRoute), whatever its posting type, or undefined. */
export function findCommuteRoute<T extends Pick<CommuteRoute, 'origin' | 'destination'>>(
  routes: readonly T[],
  input: Pick<CommuteRouteInput, 'origin' | 'destination'>,
): T | undefined {
  return routes.find((route) => sameCommuteRoute(route, input));
}

const dayOf = (departureTime: string | null): DayKey | null =>
  departureTime === null ? null : berlinDayKeyOrNull(new Date(departureTime));

export type SaveCommuteResult = 'saved' | 'already-saved' | 'full';

/**
 * Saves the route (after the others). `shownIds`: the offers the user is looking at while saving (the list the
 * route is saved from), which are not new to them.
 */
export function saveCommuteRoute(
  userId: string,
  input: CommuteRouteInput,
  shownIds: readonly string[] | null = null,
  latestIds: readonly string[] | null = shownIds,
  /** The departure searched for the answer in hand (its Berlin day is the only day the count holds for). */
  departureTime: string | null = null,
): SaveCommuteResult {
  const routes = readRoutes(userId);
  if (findCommuteRoute(routes, input)) return 'already-saved';
  if (routes.length >= MAX_COMMUTE_ROUTES) return 'full';
  const route: CommuteRoute = {
    id: commuteRouteId(input),
    origin: toLocation(input.origin),
    destination: toLocation(input.destination),
    postingType: input.postingType,
    shownIds: shownIds ? newestFirst(shownIds, []) : [],
    visited: shownIds !== null,
    latestIds: latestIds ? [...latestIds] : null,
    latestDay: latestIds ? dayOf(departureTime) : null,
  };
  writeRoutes(userId, [...routes, route]);
  return 'saved';
}

/** A removed route and where it was, so that Undo puts it back as it was (its "shown" record included). */
export interface RemovedCommuteRoute {
  route: CommuteRoute;
  index: number;
}

export function removeCommuteRoute(userId: string, routeId: string): RemovedCommuteRoute | null {
  const routes = readRoutes(userId);
  const index = routes.findIndex((route) => route.id === routeId);
  if (index < 0) return null;
  writeRoutes(
    userId,
    routes.filter((route) => route.id !== routeId),
  );
  return { route: routes[index]!, index };
}

/** Undo of a removal: back at its place, unless it was saved again meanwhile or the list is full. */
export function restoreCommuteRoute(userId: string, removed: RemovedCommuteRoute): boolean {
  const routes = readRoutes(userId);
  if (findCommuteRoute(routes, removed.route)) return false;
  if (routes.length >= MAX_COMMUTE_ROUTES) return false;
  const next = [...routes];
  next.splice(Math.min(removed.index, next.length), 0, removed.route);
  writeRoutes(userId, next);
  return true;
}

function newestFirst(ids: readonly string[], older: readonly string[]): string[] {
  return [...new Set([...ids, ...older])].slice(0, Math.max(MAX_SHOWN_IDS, ids.length));
}

/**
 * An answer of the spec's offers search for a route (from any search: the commute tap, the search form, the way
 * home beside another search). `shown`: the answer is the route's own list, now open, so its offers are shown;
 * otherwise (the way home) it is only held, and what the user has not seen of it counts as new. A route that is
 * not saved is not recorded.
 */
export function recordCommuteAnswer(
  userId: string,
  input: CommuteRouteInput,
  offerIds: readonly string[],
  shown: boolean,
  /** The departure the answer was searched for. */
  departureTime: string | null,
): void {
  const routes = readRoutes(userId);
  const route = findCommuteRoute(routes, input) ?? keptPostedRoute(userId, routes, input);
  // Only an answer of the search the entry opens counts: the same route and the same posting type.
  if (!route || route.postingType !== input.postingType) return;
  const latestDay = dayOf(departureTime);
  const sameLatest =
    route.latestIds !== null &&
    route.latestDay === latestDay &&
    route.latestIds.length === offerIds.length &&
    route.latestIds.every((offerId, index) => offerId === offerIds[index]);
  const alreadyShown =
    !shown || (route.visited && offerIds.every((offerId) => route.shownIds.includes(offerId)));
  if (sameLatest && alreadyShown) return;
  const updated: CommuteRoute = {
    ...route,
    latestIds: [...offerIds],
    latestDay,
    ...(shown ? { shownIds: newestFirst(offerIds, route.shownIds), visited: true } : {}),
  };
  writeRoutes(
    userId,
    routes.includes(route)
      ? routes.map((candidate) => (candidate === route ? updated : candidate))
      : [...routes, updated],
  );
}

/**
 * A route of one of the user's active postings (issue 36, point 6) that the device does not keep yet: its first
 * answer starts its record on the device, as a saved route's (after the saved ones, while there is room), so My
 * commute can count its new matches from then on. Undefined for any other route.
 */
function keptPostedRoute(
  userId: string,
  routes: readonly CommuteRoute[],
  input: CommuteRouteInput,
): CommuteRoute | undefined {
  const postedRoute = findPostedCommuteRoute(userId, input);
  if (!postedRoute || routes.length >= MAX_COMMUTE_ROUTES) return undefined;
  return {
    id: commuteRouteId(postedRoute),
    origin: toLocation(postedRoute.origin),
    destination: toLocation(postedRoute.destination),
    postingType: postedRoute.postingType,
    shownIds: [],
    visited: false,
    latestIds: null,
    latestDay: null,
  };
}

/**
 * The new matches of a route on `day` (the day its entry's search runs: commuteDay): the offers of the latest answer
 * the app holds for that route, posting type and day that its list has not shown yet. Null while no such answer is
 * held (an answer for another day says nothing about this one: never a guessed count).
 */
export function newMatchCount(route: CommuteRoute, day: DayKey): number | null {
  if (route.latestIds === null || route.latestDay !== day) return null;
  const shown = new Set(route.shownIds);
  return new Set(route.latestIds.filter((offerId) => !shown.has(offerId))).size;
}
