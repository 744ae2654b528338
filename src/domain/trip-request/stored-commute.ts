import type { PostingType } from '@contract/schemas';
import type { DayKey } from '@/domain/schedule/berlin-days';
import {
  isBoolean,
  isPostingType,
  isRecord,
  isString,
  isStringArray,
  readLocation,
} from '@/lib/stored-readers';
import type { CommuteRouteInput } from './commute-route-identity';
import { MAX_COMMUTE_ENTRIES } from './posted-commute-routes';

/**
 * My commute's stored form (docs/decisions/010-my-commute.md): one value per user under a key of the user's own,
 * and its reader. Kept apart from the store (commute-routes.ts) because the dashboard's first paint reads it too.
 */

/** At most this many saved routes: the dashboard lists them all without scrolling past the search. */
export const MAX_COMMUTE_ROUTES = MAX_COMMUTE_ENTRIES;
/**
 * The offer ids kept as "shown" per route besides the latest answer's (the newest first); older ones are forgotten.
 * The latest answer's are always kept in full, however many it has.
 */
export const MAX_SHOWN_IDS = 500;

export const commuteStorageKey = (userId: string) => `wen.myCommute.${userId}`;

export interface CommuteRoute {
  id: string;
  origin: CommuteRouteInput['origin'];
  destination: CommuteRouteInput['destination'];
  postingType: PostingType;
  /** The offer ids the route's list has shown (newest first); empty until its list was first opened. */
  shownIds: string[];
  /** Has the route's list been opened since it was saved? */
  visited: boolean;
  /** The offer ids of the latest answer the app received for the route, or null while it holds none. */
  latestIds: string[] | null;
  /** The Berlin day that answer was searched for (null: not known, as in values stored before issue 36). */
  latestDay: DayKey | null;
}

export interface StoredCommute {
  version: 1;
  userId: string;
  routes: CommuteRoute[];
}

function readCommuteRoute(value: unknown): CommuteRoute | null {
  if (!isRecord(value)) return null;
  const { id, postingType, shownIds, visited, latestIds, latestDay } = value;
  const origin = readLocation(value.origin);
  const destination = readLocation(value.destination);
  if (!isString(id) || id.length < 1 || origin === null || destination === null) return null;
  if (!isPostingType(postingType) || !isStringArray(shownIds) || !isBoolean(visited)) return null;
  if (latestIds !== null && !isStringArray(latestIds)) return null;
  return {
    id,
    origin,
    destination,
    postingType,
    shownIds: [...shownIds],
    visited,
    latestIds: latestIds === null ? null : [...latestIds],
    // Tolerant: a day that is not one leaves the answer without a day, so it is not counted.
    latestDay: isString(latestDay) && /^\d{4}-\d{2}-\d{2}$/.test(latestDay) ? latestDay : null,
  };
}

/**
 * The stored routes of a user, read by hand, not through zod: My commute is part of the dashboard's first render,
 * which should not wait for zod (issue 21). It accepts exactly what the schema it replaces accepted
 * (tests/unit/lib/stored-readers.test.ts runs both); a value with one unreadable route is dropped as a whole.
 */
export function readStoredCommute(value: unknown): StoredCommute | null {
  if (!isRecord(value) || value.version !== 1) return null;
  const { userId, routes } = value;
  if (!isString(userId) || userId.length < 1) return null;
  if (!Array.isArray(routes) || routes.length > MAX_COMMUTE_ROUTES) return null;
  const read: CommuteRoute[] = [];
  for (const route of routes) {
    const readRoute = readCommuteRoute(route);
    if (readRoute === null) return null;
    read.push(readRoute);
  }
  return { version: 1, userId, routes: read };
}
