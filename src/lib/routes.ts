/** What the location picker picks for (spec section 2: navigation state type of origin or destination). */
export type LocationTarget = 'origin' | 'destination';

/**
 * Every route of the app (spec section 2). Where the spec says a route is "not shown", the path is ours; those are
 * marked below. The navigation state a screen is opened with is declared in src/lib/route-state.ts (with zod and
 * the contract's schemas, which load with the screens that read or send one, not with the app). Who may open a
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
  /** State: the address the confirmation went to. */
  confirmationEmailSent: { path: '/confirmation-email-sent' },
  /** Not shown in the spec: the no-access notice for users not eligible for the mobility services. */
  noAccess: { path: '/no-access' },
  /** Not shown in the spec: the personal page 'My WEN' (its state: src/lib/route-state.ts). */
  myPage: { path: '/my-wen' },
  locationPicker: { path: '/commute-pooling/location-picker' },
  /** The posting type searched for is the mobility request's (kept for the tab), not a navigation state. */
  offersOverview: { path: '/commute-pooling/offers/overview' },
  offerDetail: { path: '/commute-pooling/offers/detail' },
  /** The travel information of the user's own posting. */
  postingDetail: { path: '/commute-pooling/posting/detail' },
  commutePoolingHelp: { path: '/commute-pooling/help' },
  feedback: { path: '/feedback' },
  contactSupport: { path: '/contact-support' },
  /** The posting type to preselect ('No drivers?' asks for a ride); the draft keeps the chosen one. */
  createFirstStep: { path: '/commute-pooling/create/first-step' },
  createSecondStep: { path: '/commute-pooling/create/second-step' },
  createThirdStepShift: { path: '/commute-pooling/create/third-step-shift' },
  createThirdStepFlexible: { path: '/commute-pooling/create/third-step-flexible' },
  createThirdStepOnetime: { path: '/commute-pooling/create/third-step-onetime' },
  createOverview: { path: '/commute-pooling/create/overview' },
  /** Not shown in the spec: Change on a card opens the creation flow filled with that posting (its state). */
  createChange: { path: '/commute-pooling/create/change' },
} as const satisfies Record<string, { path: string }>;

type Declarations = typeof ROUTE_DECLARATIONS;
export type RouteName = keyof Declarations;

/** The path of every route by name. */
export const ROUTES = Object.fromEntries(
  Object.entries(ROUTE_DECLARATIONS).map(([name, route]) => [name, route.path]),
) as { readonly [Name in RouteName]: Declarations[Name]['path'] };

export type RoutePath = Declarations[RouteName]['path'];

/** Where the company sign-on sends the browser back to (spec section 2: redirect_uri {origin}/wen). */
export function signOnRedirectUri(origin: string): string {
  return `${origin}${ROUTES.wen}`;
}
