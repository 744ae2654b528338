import { z } from 'zod';
import { BookingRequestSchema } from '@contract/bookings';
import {
  IntegrationIdSchema,
  OfferTravelInfoSchema,
  PostingTypeSchema,
  TravelInfoSchema,
} from '@contract/schemas';

/** What the location picker picks for (spec section 2: navigation state type of origin or destination). */
export const LocationTargetSchema = z.enum(['origin', 'destination']);
export type LocationTarget = z.infer<typeof LocationTargetSchema>;

/**
 * /feedback and /contact-support (spec section 2: state title, integrationId). Each part is read on its own: an
 * unusable title or integration id is left out (the screen falls back), the other part still counts.
 */
const HelpTopicStateSchema = z.object({
  /** Shown as the screen's title. */
  title: z.string().trim().min(1).max(200).optional().catch(undefined),
  integrationId: IntegrationIdSchema.optional().catch(undefined),
});

/**
 * Every route of the app (spec section 2) and, where a screen is opened with one, the schema of its navigation
 * state. Where the spec says a route is "not shown", the path is ours; those are marked below. Who may open a
 * route and which screen it shows is src/app/route-table.tsx (the app layer: features meet only there).
 */
export const ROUTE_DECLARATIONS = {
  home: { path: '/' },
  /** The same landing screen as '/', and the redirect target after company sign-on. */
  wen: { path: '/wen' },
  dashboard: { path: '/dashboard' },
  login: { path: '/login' },
  /** Not shown in the spec: e-mail and password login. */
  loginEmail: { path: '/login/email' },
  /** Not shown in the spec: registration step 1 (e-mail, password, terms and privacy). */
  registerFirstStep: { path: '/register-first-step' },
  /** Not shown in the spec: registration step 2 (personal information). */
  registerSecondStep: { path: '/register-second-step' },
  /** Not shown in the spec: registration step 3 (first/last name, department, employee number). */
  registerEmployeeDetails: { path: '/register-employee-details' },
  /** Registration step 4, 'You got mail' (the spec's named third-step route). */
  registerThirdStep: { path: '/register-third-step' },
  registerWenUser: { path: '/register-wen-user' },
  support: { path: '/support' },
  help: { path: '/help' },
  termsAndConditions: { path: '/terms-and-conditions' },
  registerMissingMail: { path: '/register-missing-mail' },
  /** The address the confirmation went to. */
  confirmationEmailSent: {
    path: '/confirmation-email-sent',
    state: z.object({ email: z.string().min(1) }),
  },
  /** Not shown in the spec: the no-access notice for users not eligible for the mobility services. */
  noAccess: { path: '/no-access' },
  /**
   * Not shown in the spec: the personal page 'My WEN'. Opened from the confirmation after Create with the request
   * that was sent, so My page can point at the posting it made (the create answer may have no body).
   */
  myPage: { path: '/my-wen', state: z.object({ newPosting: BookingRequestSchema }) },
  locationPicker: {
    path: '/commute-pooling/location-picker',
    state: z.object({ type: LocationTargetSchema }),
  },
  /** The posting type searched for is the mobility request's (kept for the tab), not a navigation state. */
  offersOverview: { path: '/commute-pooling/offers/overview' },
  offerDetail: {
    path: '/commute-pooling/offers/detail',
    /** `contacted`: the user has written to the poster from this entry (kept over a reload of the detail). */
    state: z.object({ travelInfo: OfferTravelInfoSchema, contacted: z.boolean().optional() }),
  },
  /** The travel information of the user's own posting. */
  postingDetail: {
    path: '/commute-pooling/posting/detail',
    state: z.object({ travelInfo: TravelInfoSchema, bookingId: z.string().optional() }),
  },
  commutePoolingHelp: { path: '/commute-pooling/help' },
  feedback: { path: '/feedback', state: HelpTopicStateSchema },
  contactSupport: { path: '/contact-support', state: HelpTopicStateSchema },
  /** The posting type to preselect ('No drivers?' asks for a ride); the draft keeps the chosen one. */
  createFirstStep: {
    path: '/commute-pooling/create/first-step',
    state: z.object({ postingType: PostingTypeSchema }),
  },
  createSecondStep: { path: '/commute-pooling/create/second-step' },
  createThirdStepShift: { path: '/commute-pooling/create/third-step-shift' },
  createThirdStepFlexible: { path: '/commute-pooling/create/third-step-flexible' },
  createThirdStepOnetime: { path: '/commute-pooling/create/third-step-onetime' },
  createOverview: { path: '/commute-pooling/create/overview' },
} as const satisfies Record<string, { path: string; state?: z.ZodType }>;

type Declarations = typeof ROUTE_DECLARATIONS;
export type RouteName = keyof Declarations;
type Declaration = Declarations[RouteName];

/** The path of every route by name. */
export const ROUTES = Object.fromEntries(
  Object.entries(ROUTE_DECLARATIONS).map(([name, route]) => [name, route.path]),
) as { readonly [Name in RouteName]: Declarations[Name]['path'] };

export type RoutePath = Declaration['path'];
/** The routes whose screen reads a navigation state. */
export type StatefulRoutePath = Extract<Declaration, { state: z.ZodType }>['path'];
/** The navigation state of a route, as its screen reads it. */
export type RouteState<P extends StatefulRoutePath> = z.output<
  Extract<Declaration, { path: P }>['state']
>;

const STATE_SCHEMAS = new Map<string, z.ZodType>(
  Object.values(ROUTE_DECLARATIONS).flatMap((route) =>
    'state' in route ? [[route.path, route.state] as const] : [],
  ),
);

/** Has the route at `path` a navigation state? */
export function isStatefulRoute(path: string): path is StatefulRoutePath {
  return STATE_SCHEMAS.has(path);
}

/**
 * The one reader of navigation state: whatever the history holds, checked against the route's schema. A state
 * that is missing or fails it is absent (null): the screens redirect or fall back, never crash.
 */
export function readRouteState<P extends StatefulRoutePath>(
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
export function routeState<P extends StatefulRoutePath>(
  path: P,
  state: RouteState<P>,
): RouteState<P> | undefined {
  return readRouteState(path, state) ?? undefined;
}

/** Where the company sign-on sends the browser back to (spec section 2: redirect_uri {origin}/wen). */
export function signOnRedirectUri(origin: string): string {
  return `${origin}${ROUTES.wen}`;
}
