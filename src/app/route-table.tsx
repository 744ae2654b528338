import { createElement, lazy, useState, type ComponentType } from 'react';
import { ROUTES, type RouteName } from '@/lib/routes';

/**
 * Who may open a route (spec section 2, Route guards):
 * - public-only: logged-out visitors; an authenticated user is sent to /;
 * - protected: logged-in users; others go to /login, a new (unregistered) user to /register-wen-user;
 * - new-user: only a new user (signed on, not registered yet): /register-wen-user;
 * - open: everybody (/support and /help serve both logged-in and logged-out users).
 */
export type RouteAccess = 'public-only' | 'protected' | 'new-user' | 'open';

export interface RouteEntry {
  path: string;
  screen: ComponentType;
  access: RouteAccess;
  /** Protected screens that need accepted terms and an e-mail address (spec section 6, Access gating). */
  gated: boolean;
  /** May a logged-out visitor start the app on this path? Otherwise the start goes to / (spec section 2). */
  startUp: boolean;
  /**
   * The access flag the route needs (spec sections 1 and 6: commutePooling.enabled unlocks posting and search);
   * a user without it lands on the no-access notice.
   */
  requires?: 'commutePooling';
  /** Fetches the screen's chunk ahead of its first render (lazy screens only). */
  preload?: () => Promise<unknown>;
}

interface LazyScreen {
  screen: ComponentType;
  preload: () => Promise<unknown>;
}

/**
 * One lazily loaded chunk per screen. Once the chunk is in (preloaded at start, or loaded by a first render) the
 * screen renders directly: React.lazy alone suspends on every new lazy element until its own promise settled,
 * which would show the loading spinner for a frame even when the code is already there.
 */
export function lazyScreen<M>(load: () => Promise<M>, name: keyof M): LazyScreen {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = module[name] as ComponentType),
      (error: unknown) => {
        loading = null; // a later preload may fetch a failed chunk again (the lazy wrapper keeps its failure)
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  // Chosen once per mount: switching from Lazy to the loaded component on a later render would remount the
  // screen and lose its state. One Lazy for all mounts: a wrapper per render attempt would retry a failed chunk
  // at once, again and again while offline.
  function Screen() {
    const [component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(component);
  }
  return { screen: Screen, preload };
}

const dashboardScreen = lazyScreen(
  () => import('@/features/dashboard/dashboard-screen'),
  'DashboardScreen',
);

/** What differs per route; the rest is the default of a screen of the app: protected, gated, no start-up. */
type RouteScreen = LazyScreen &
  Partial<Pick<RouteEntry, 'access' | 'gated' | 'startUp' | 'requires'>>;

const publicOnly = { access: 'public-only', gated: false } as const;
/** Protected, but reachable before the gating is satisfied: they are how it gets satisfied. */
const ungated = { gated: false } as const;
const commutePooling = { requires: 'commutePooling' } as const;

/**
 * The screen of every declared route (a route without one does not compile). Start-up deep links of a logged-out
 * visitor: the spec's /, /login, /wen, /register-first-step and /register-missing-mail, plus /login/email and the
 * open routes /support and /help, because the spec makes support reachable without login (section 2, /support;
 * section 6).
 */
const screens: Record<RouteName, RouteScreen> = {
  // Login-protected landing screen (also the redirect target of the company sign-on).
  home: { ...dashboardScreen, startUp: true },
  wen: { ...dashboardScreen, startUp: true },
  dashboard: dashboardScreen,

  // Public routes.
  login: {
    ...lazyScreen(() => import('@/features/auth/login-screen'), 'LoginScreen'),
    ...publicOnly,
    startUp: true,
  },
  loginEmail: {
    ...lazyScreen(() => import('@/features/auth/email-login-screen'), 'EmailLoginScreen'),
    ...publicOnly,
    startUp: true,
  },
  registerFirstStep: {
    ...lazyScreen(
      () => import('@/features/registration/register-first-step-screen'),
      'RegisterFirstStepScreen',
    ),
    ...publicOnly,
    startUp: true,
  },
  registerSecondStep: {
    ...lazyScreen(
      () => import('@/features/registration/register-second-step-screen'),
      'RegisterSecondStepScreen',
    ),
    ...publicOnly,
  },
  registerEmployeeDetails: {
    ...lazyScreen(
      () => import('@/features/registration/register-employee-details-screen'),
      'RegisterEmployeeDetailsScreen',
    ),
    ...publicOnly,
  },
  registerThirdStep: {
    ...lazyScreen(
      () => import('@/features/registration/register-third-step-screen'),
      'RegisterThirdStepScreen',
    ),
    ...publicOnly,
  },
  registerWenUser: {
    ...lazyScreen(
      () => import('@/features/registration/register-wen-user-screen'),
      'RegisterWenUserScreen',
    ),
    access: 'new-user',
    gated: false,
  },
  support: {
    ...lazyScreen(() => import('@/features/help-support/support-screen'), 'SupportScreen'),
    access: 'open',
    gated: false,
    startUp: true,
  },
  help: {
    ...lazyScreen(() => import('@/features/help-support/help-screen'), 'HelpScreen'),
    access: 'open',
    gated: false,
    startUp: true,
  },

  termsAndConditions: {
    ...lazyScreen(() => import('@/features/terms/terms-screen'), 'TermsScreen'),
    ...ungated,
  },
  registerMissingMail: {
    ...lazyScreen(
      () => import('@/features/registration/register-missing-mail-screen'),
      'RegisterMissingMailScreen',
    ),
    ...ungated,
    startUp: true,
  },
  confirmationEmailSent: {
    ...lazyScreen(
      () => import('@/features/registration/confirmation-email-sent-screen'),
      'ConfirmationEmailSentScreen',
    ),
    ...ungated,
  },

  // Protected and gated.
  noAccess: lazyScreen(() => import('@/features/dashboard/no-access-screen'), 'NoAccessScreen'),
  myPage: lazyScreen(() => import('@/features/bookings/my-page-screen'), 'MyPageScreen'),
  locationPicker: {
    ...lazyScreen(
      () => import('@/features/location-picker/location-picker-screen'),
      'LocationPickerScreen',
    ),
    ...commutePooling,
  },
  offersOverview: {
    ...lazyScreen(() => import('@/features/offers/offers-overview-screen'), 'OffersOverviewScreen'),
    ...commutePooling,
  },
  offerDetail: {
    ...lazyScreen(() => import('@/features/offers/offer-detail-screen'), 'OfferDetailScreen'),
    ...commutePooling,
  },
  postingDetail: lazyScreen(
    () => import('@/features/bookings/posting-detail-screen'),
    'PostingDetailScreen',
  ),
  commutePoolingHelp: lazyScreen(
    () => import('@/features/help-support/commute-pooling-help-screen'),
    'CommutePoolingHelpScreen',
  ),
  feedback: lazyScreen(() => import('@/features/help-support/feedback-screen'), 'FeedbackScreen'),
  contactSupport: lazyScreen(
    () => import('@/features/help-support/contact-support-screen'),
    'ContactSupportScreen',
  ),

  // Creation flow.
  createFirstStep: {
    ...lazyScreen(
      () => import('@/features/posting-creation/create-first-step-screen'),
      'CreateFirstStepScreen',
    ),
    ...commutePooling,
  },
  createSecondStep: {
    ...lazyScreen(
      () => import('@/features/posting-creation/create-second-step-screen'),
      'CreateSecondStepScreen',
    ),
    ...commutePooling,
  },
  createThirdStepShift: {
    ...lazyScreen(
      () => import('@/features/posting-creation/create-third-step-shift-screen'),
      'CreateThirdStepShiftScreen',
    ),
    ...commutePooling,
  },
  createThirdStepFlexible: {
    ...lazyScreen(
      () => import('@/features/posting-creation/create-third-step-flexible-screen'),
      'CreateThirdStepFlexibleScreen',
    ),
    ...commutePooling,
  },
  createThirdStepOnetime: {
    ...lazyScreen(
      () => import('@/features/posting-creation/create-third-step-onetime-screen'),
      'CreateThirdStepOnetimeScreen',
    ),
    ...commutePooling,
  },
  createOverview: {
    ...lazyScreen(
      () => import('@/features/posting-creation/create-overview-screen'),
      'CreateOverviewScreen',
    ),
    ...commutePooling,
  },
  createChange: {
    ...lazyScreen(
      () => import('@/features/posting-creation/create-change-screen'),
      'CreateChangeScreen',
    ),
    ...commutePooling,
  },
};

/** Every route with its screen and access rules, in the order of the declarations (src/lib/routes.ts). */
export const routeTable: readonly RouteEntry[] = (Object.keys(ROUTES) as RouteName[]).map(
  (name) => {
    const { access = 'protected', gated = true, startUp = false, ...screen } = screens[name];
    return { path: ROUTES[name], access, gated, startUp, ...screen };
  },
);

/** The entry of a path (query and hash ignored; matched exactly, as the router does), or null. */
export function findRoute(
  path: string,
  routes: readonly RouteEntry[] = routeTable,
): RouteEntry | null {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return routes.find((route) => route.path === pathname) ?? null;
}

/**
 * Fetches the chunk of the screen at `path` ahead of its first render; resolves when it is in (at once for
 * unknown paths and screens without a chunk). A failure is left to the screen's render (its error boundary).
 */
export function preloadRouteScreen(
  path: string,
  routes: readonly RouteEntry[] = routeTable,
): Promise<void> {
  const preload = findRoute(path, routes)?.preload;
  return preload
    ? preload().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}
