import { z } from 'zod';
import { LocationSchema, type Location } from '@contract/schemas';
import { storedValue } from '@/lib/persisted-store';

/**
 * The last searched route (origin and destination), remembered on the device so that the same trip every day
 * is not picked again every day (issue 20, item 4). Only the route is kept, never the date.
 *
 * Kept per signed-in user, one entry per device: on a shared device another colleague never gets someone
 * else's home address filled in; the route stays across a logout so the daily user finds it again. All
 * storage access goes through the shared `storedValue` (Zod-checked; full or blocked storage handled there).
 */
export const REMEMBERED_ROUTE_KEY = 'wen.lastRoute';

const RememberedRouteSchema = z.object({
  version: z.literal(1),
  userId: z.string().min(1),
  origin: LocationSchema,
  destination: LocationSchema,
});

export interface RememberedRoute {
  origin: Location;
  destination: Location;
}

const stored = storedValue('local', REMEMBERED_ROUTE_KEY, RememberedRouteSchema);

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
