import { startTransition, useEffect, useState } from 'react';
import type { Booking, PostingType } from '@contract/schemas';
import {
  commuteRouteId,
  oneEntryPerRoute,
  sameCommuteRoute,
  type CommuteRouteInput,
} from './commute-route-identity';

/**
 * My commute from the server (issue 36, point 6): the routes of the user's own active postings, so a new phone or a
 * cleared browser still shows the commuter's routes. The device keeps what the server cannot know (routes saved
 * from a search that was never posted, the last searched route) and the per-route record of shown offers.
 * Decision record: docs/decisions/023-my-commute-from-the-server.md.
 */

/** The posting types searched for on a posting's route: a driver looks for passengers, a passenger for drivers. */
export function searchedPostingType(ownType: PostingType): PostingType {
  return ownType === 'OFFERING' ? 'REQUEST' : 'OFFERING';
}

/**
 * Is the posting running: the car-pooling integration's, 'posting active' on its card (confirmed, active; spec
 * section 4), and its period not over (a backend that does not expire postings: issue 35)?
 */
function isActivePosting(booking: Booking, now: Date): boolean {
  if (booking.integrationId !== 'commutePooling') return false;
  if (booking.state !== 'confirmed' && booking.state !== 'active') return false;
  const end = Date.parse(booking.travelInfo.integrationInfo.periodEnd);
  return Number.isNaN(end) || end >= now.getTime();
}

/**
 * The routes of the user's active postings, one per route (the first posting's kind kept), in the list's order
 * (departure ascending), each with what the user searches for on it.
 */
export function postedCommuteRoutes(
  bookings: readonly Booking[],
  now: Date = new Date(),
): CommuteRouteInput[] {
  const active = bookings
    .filter((booking) => isActivePosting(booking, now))
    .map((booking, index) => ({ booking, index, at: Date.parse(booking.travelInfo.departureTime) }))
    .sort((a, b) => (a.at || 0) - (b.at || 0) || a.index - b.index);
  return oneEntryPerRoute(
    active.map(({ booking: { travelInfo } }) => ({
      origin: travelInfo.origin,
      destination: travelInfo.destination,
      postingType: searchedPostingType(travelInfo.integrationInfo.postingType),
    })),
  );
}

// --- what the app knows of them in this page: set when the user's bookings answer ----------------------------------

const posted = new Map<string, readonly CommuteRouteInput[]>();
const listeners = new Set<() => void>();

/** The user's active posted routes as of the bookings answer just received. */
export function setPostedCommuteRoutes(userId: string, routes: readonly CommuteRouteInput[]): void {
  const before = posted.get(userId);
  const same =
    before !== undefined &&
    before.length === routes.length &&
    before.every(
      (route, index) =>
        commuteRouteId(route) === commuteRouteId(routes[index]!) &&
        route.postingType === routes[index]!.postingType &&
        route.origin.name === routes[index]!.origin.name &&
        route.destination.name === routes[index]!.destination.name,
    );
  if (same) return;
  posted.set(userId, [...routes]);
  listeners.forEach((listener) => listener());
}

/** The user's posted routes, or null while the app has not had the bookings' answer in this page. */
export function postedCommuteRoutesOf(userId: string): readonly CommuteRouteInput[] | null {
  return posted.get(userId) ?? null;
}

/** The posted route this search is for (same route and same posting type searched for), or undefined. */
export function findPostedCommuteRoute(
  userId: string,
  input: CommuteRouteInput,
): CommuteRouteInput | undefined {
  return postedCommuteRoutesOf(userId)?.find(
    (route) => route.postingType === input.postingType && sameCommuteRoute(route, input),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The user's posted routes (null: not known yet in this page), re-rendering when the bookings answer. The answer's
 * render is a transition: React renders it in slices between the browser's other work instead of one long task
 * after the first screen (Lighthouse's total blocking time counts every task over 50 ms; decision 023).
 */
export function usePostedCommuteRoutes(userId: string): readonly CommuteRouteInput[] | null {
  const [routes, setRoutes] = useState(() => postedCommuteRoutesOf(userId));
  useEffect(() => {
    const update = () => startTransition(() => setRoutes(postedCommuteRoutesOf(userId)));
    // What arrived between the render and this effect, or another user's routes after a change of user.
    update();
    return subscribe(update);
  }, [userId]);
  return routes;
}

/** Lets a test start as a fresh page load. */
export function forgetPostedCommuteRoutes(): void {
  posted.clear();
}

/** My commute lists at most this many routes, and saves at most as many (MAX_COMMUTE_ROUTES of commute-routes.ts). */
export const MAX_COMMUTE_ENTRIES = 4;

// --- My commute's entries --------------------------------------------------------------------------------------

/** Where an entry of My commute comes from. */
export interface CommuteEntrySource<T> {
  route: T;
  /** Kept on this device (saved, or recorded for a posted route): its record counts new matches. */
  saved: boolean;
  /** The route of one of the user's active postings: it stays while the posting runs (no Remove). */
  posted: boolean;
  /** The route searched last on this device, shown only when there is nothing else. */
  remembered: boolean;
}

/**
 * My commute's entries, one per route (sameCommuteRoute: both ends within 200 m, in this direction):
 * 1. the routes kept on the device, in the order saved (their records count new matches);
 * 2. the routes of the user's active postings not kept yet (the server's: known on any device), while fewer than
 *    MAX_COMMUTE_ENTRIES are listed;
 * 3. only when there is nothing else, and once the postings are known, the route searched last on this device.
 * `posted` null: the bookings have not answered yet (no fallback then, so the entry does not flash away).
 */
export function myCommuteEntries<T extends Pick<CommuteRouteInput, 'origin' | 'destination'>>(
  saved: readonly T[],
  posted: readonly T[] | null,
  remembered: T | null,
): CommuteEntrySource<T>[] {
  const isPosted = (route: T) => (posted ?? []).some((other) => sameCommuteRoute(other, route));
  const entries: CommuteEntrySource<T>[] = oneEntryPerRoute(saved).map((route) => ({
    route,
    saved: true,
    posted: isPosted(route),
    remembered: false,
  }));
  for (const route of oneEntryPerRoute(posted ?? [])) {
    // At most MAX_COMMUTE_ROUTES in all: a short list below the search, not a page of its own.
    if (entries.length >= MAX_COMMUTE_ENTRIES) break;
    if (entries.some((entry) => sameCommuteRoute(entry.route, route))) continue;
    entries.push({ route, saved: false, posted: true, remembered: false });
  }
  if (entries.length === 0 && posted !== null && remembered !== null)
    entries.push({ route: remembered, saved: false, posted: false, remembered: true });
  return entries;
}
