import type { Location } from '@contract/schemas';
import { storedValue } from '@/lib/persisted-store';
import { isRecord, isString, readLocation } from '@/lib/stored-readers';

/**
 * The last searched route (origin and destination), remembered on the device so that the same trip every day
 * is not picked again every day (issue 20, item 4). Only the route is kept, never the date.
 *
 * Kept per signed-in user, one entry per device: on a shared device another colleague never gets someone
 * else's home address filled in; the route stays across a logout so the daily user finds it again. All
 * storage access goes through the shared `storedValue` (full or blocked storage handled there).
 */
export const REMEMBERED_ROUTE_KEY = 'wen.lastRoute';

export interface RememberedRoute {
  origin: Location;
  destination: Location;
}

interface StoredRememberedRoute extends RememberedRoute {
  version: 1;
  userId: string;
}

/**
 * Read by hand, not through zod: the search form is part of the dashboard's first render, which should not wait
 * for zod (issue 21). It accepts exactly what the schema it replaces accepted (tests/unit/lib/stored-readers.test.ts).
 */
export function readRememberedRoute(value: unknown): StoredRememberedRoute | null {
  if (!isRecord(value) || value.version !== 1) return null;
  const { userId } = value;
  const origin = readLocation(value.origin);
  const destination = readLocation(value.destination);
  if (!isString(userId) || userId.length < 1 || origin === null || destination === null)
    return null;
  return { version: 1, userId, origin, destination };
}

const stored = storedValue('local', REMEMBERED_ROUTE_KEY, readRememberedRoute);

/** The route this user searched last on this device, or null (none, another user's, or an unreadable value). */
export function rememberedRouteOf(userId: string): RememberedRoute | null {
  const route = stored.read();
  return route && route.userId === userId
    ? { origin: route.origin, destination: route.destination }
    : null;
}

/** Full or blocked storage: the route is simply not remembered. */
export function rememberRoute(userId: string, route: RememberedRoute): void {
  stored.write({ version: 1, userId, origin: route.origin, destination: route.destination });
}
