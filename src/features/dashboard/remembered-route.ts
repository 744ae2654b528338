import { z } from 'zod';
import { LocationSchema, type Location } from '@contract/schemas';

/**
 * The last searched route (origin and destination), remembered on the device so that the same trip every day
 * is not picked again every day (issue 20, item 4). Only the route is kept, never the date.
 *
 * Kept per signed-in user, one entry per device: on a shared device another colleague never gets someone
 * else's home address filled in; the route stays across a logout so the daily user finds it again. All
 * storage access is here, so it can move to a shared persisted-store helper later.
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

/** The route this user searched last on this device, or null (none, another user's, or an unreadable value). */
export function rememberedRouteOf(userId: string): RememberedRoute | null {
  try {
    const stored = localStorage.getItem(REMEMBERED_ROUTE_KEY);
    if (stored === null) return null;
    const parsed = RememberedRouteSchema.safeParse(JSON.parse(stored));
    if (!parsed.success || parsed.data.userId !== userId) return null;
    return { origin: parsed.data.origin, destination: parsed.data.destination };
  } catch {
    // unreadable JSON or blocked storage: nothing remembered
    return null;
  }
}

export function rememberRoute(userId: string, route: RememberedRoute): void {
  try {
    localStorage.setItem(
      REMEMBERED_ROUTE_KEY,
      JSON.stringify({
        version: 1,
        userId,
        origin: route.origin,
        destination: route.destination,
      }),
    );
  } catch {
    // storage full or blocked: the route is simply not remembered
  }
}
