import { useMemo } from 'react';
import { useHistoryState } from 'wouter/use-browser-location';
import { z } from 'zod';
import { BookingRequestSchema } from '@contract/bookings';
import { OfferTravelInfoSchema, PostingTypeSchema, TravelInfoSchema } from '@contract/schemas';
import type { HelpTopicPath, HelpTopicState } from './help-topic-state';
import type { StatefulRoutePath } from './navigation';
import { ROUTES, type LocationTarget } from './routes';

/** The routes whose state is read here, against a schema: all but the help topics. */
type SchemaStatePath = Exclude<StatefulRoutePath, HelpTopicPath>;

export const LocationTargetSchema = z.enum([
  'origin',
  'destination',
]) satisfies z.ZodType<LocationTarget>;

/**
 * The schema of the navigation state of every route whose screen is opened with one (spec section 2), but for the
 * help topics (./help-topic-state.ts, read without zod). Its own module, apart from the paths (src/lib/routes.ts):
 * zod and the contract's schemas come with the screens that read or send a state, not with the app's first screen.
 */
const ROUTE_STATES = {
  /** The address the confirmation went to. */
  [ROUTES.confirmationEmailSent]: z.object({ email: z.string().min(1) }),
  /**
   * Opened from the confirmation after Create with the request that was sent, so My page can point at the posting
   * it made (the create answer may have no body).
   */
  [ROUTES.myPage]: z.object({ newPosting: BookingRequestSchema }),
  [ROUTES.locationPicker]: z.object({ type: LocationTargetSchema }),
  /** `contacted`: the user has written to the poster from this entry (kept over a reload of the detail). */
  [ROUTES.offerDetail]: z.object({
    travelInfo: OfferTravelInfoSchema,
    contacted: z.boolean().optional(),
  }),
  /** The travel information of the user's own posting. */
  [ROUTES.postingDetail]: z.object({
    travelInfo: TravelInfoSchema,
    bookingId: z.string().optional(),
  }),
  /** The posting type to preselect ('No drivers?' asks for a ride); the draft keeps the chosen one. */
  [ROUTES.createFirstStep]: z.object({ postingType: PostingTypeSchema }),
  /** The own posting to change, and its id (the one the changed posting replaces). */
  [ROUTES.createChange]: z.object({ travelInfo: TravelInfoSchema, bookingId: z.string().min(1) }),
} as const satisfies Record<SchemaStatePath, z.ZodType>;

/** The navigation state of a route, as its screen reads it. */
export type RouteState<P extends StatefulRoutePath> = P extends HelpTopicPath
  ? HelpTopicState
  : z.output<(typeof ROUTE_STATES)[Exclude<P, HelpTopicPath>]>;

const STATE_SCHEMAS = new Map<string, z.ZodType>(Object.entries(ROUTE_STATES));

/**
 * The one reader of navigation state: whatever the history holds, checked against the route's schema. A state
 * that is missing or fails it is absent (null): the screens redirect or fall back, never crash.
 */
export function readRouteState<P extends SchemaStatePath>(
  path: P,
  state: unknown,
): RouteState<P> | null {
  const parsed = STATE_SCHEMAS.get(path)?.safeParse(state);
  return parsed?.success ? (parsed.data as RouteState<P>) : null;
}

/**
 * A navigation state as the history may keep it: read through the route's schema into fresh plain objects (the
 * history clones its state, and data from a store may hold valtio proxies, which cannot be cloned). Undefined
 * when it fails the schema: the screen then finds no state, as after opening the URL directly.
 */
export function routeState<P extends SchemaStatePath>(
  path: P,
  state: RouteState<P>,
): RouteState<P> | undefined {
  return readRouteState(path, state) ?? undefined;
}

/**
 * The navigation state of the current history entry for the route at `path`, or null (absent or malformed). Here,
 * not in ./navigation: only the screens that read a state load zod and the contract's schemas with it.
 */
export function useRouteState<P extends SchemaStatePath>(path: P): RouteState<P> | null {
  const state = useHistoryState<unknown>();
  // One object per history entry: screens may key memos and effects on it.
  return useMemo(() => readRouteState(path, state), [path, state]);
}
