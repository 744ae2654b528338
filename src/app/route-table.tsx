import { createElement, lazy, useState, type ComponentType } from 'react';
import { ROUTES } from '@/lib/routes';

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

/**
 * Start-up deep links of a logged-out visitor: the spec's /, /login, /wen, /register-first-step and
 * /register-missing-mail, plus /login/email and the open routes /support and /help, because the spec makes
 * support reachable without login (section 2, /support; section 6).
 */
export const routeTable: readonly RouteEntry[] = [
  // Login-protected landing screen (also the redirect target of the company sign-on).
  { path: ROUTES.home, ...dashboardScreen, access: 'protected', gated: true, startUp: true },
  { path: ROUTES.wen, ...dashboardScreen, access: 'protected', gated: true, startUp: true },
  {
    path: ROUTES.dashboard,
    ...dashboardScreen,
    access: 'protected',
    gated: true,
    startUp: false,
  },

  // Public routes.
  {
    path: ROUTES.login,
    ...lazyScreen(() => import('@/features/auth/login-screen'), 'LoginScreen'),
    access: 'public-only',
    gated: false,
    startUp: true,
  },
  {
    path: ROUTES.loginEmail,
    ...lazyScreen(() => import('@/features/auth/email-login-screen'), 'EmailLoginScreen'),
    access: 'public-only',
    gated: false,
    startUp: true,
  },
  {
    path: ROUTES.registerFirstStep,
    ...lazyScreen(
      () => import('@/features/registration/register-first-step-screen'),
      'RegisterFirstStepScreen',
    ),
    access: 'public-only',
    gated: false,
    startUp: true,
  },
  {
    path: ROUTES.registerSecondStep,
    ...lazyScreen(
      () => import('@/features/registration/register-second-step-screen'),
      'RegisterSecondStepScreen',
    ),
    access: 'public-only',
    gated: false,
    startUp: false,
  },
  {
    path: ROUTES.registerEmployeeDetails,
    ...lazyScreen(
      () => import('@/features/registration/register-employee-details-screen'),
      'RegisterEmployeeDetailsScreen',
    ),
    access: 'public-only',
    gated: false,
    startUp: false,
  },
  {
    path: ROUTES.registerThirdStep,
    ...lazyScreen(
      () => import('@/features/registration/register-third-step-screen'),
      'RegisterThirdStepScreen',
    ),
    access: 'public-only',
    gated: false,
    startUp: false,
  },
  {
    path: ROUTES.registerWenUser,
    ...lazyScreen(
      () => import('@/features/registration/register-wen-user-screen'),
      'RegisterWenUserScreen',
    ),
    access: 'new-user',
    gated: false,
    startUp: false,
  },
  {
    path: ROUTES.support,
    ...lazyScreen(() => import('@/features/help-support/support-screen'), 'SupportScreen'),
    access: 'open',
    gated: false,
    startUp: true,
  },
  {
    path: ROUTES.help,
    ...lazyScreen(() => import('@/features/help-support/help-screen'), 'HelpScreen'),
    access: 'open',
    gated: false,
    startUp: true,
  },

  // Protected, but reachable before the gating is satisfied: they are how it gets satisfied.
  {
    path: ROUTES.termsAndConditions,
    ...lazyScreen(() => import('@/features/terms/terms-screen'), 'TermsScreen'),
    access: 'protected',
    gated: false,
    startUp: false,
  },
  {
    path: ROUTES.registerMissingMail,
    ...lazyScreen(
      () => import('@/features/registration/register-missing-mail-screen'),
      'RegisterMissingMailScreen',
    ),
    access: 'protected',
    gated: false,
    startUp: true,
  },
  {
    path: ROUTES.confirmationEmailSent,
    ...lazyScreen(
      () => import('@/features/registration/confirmation-email-sent-screen'),
      'ConfirmationEmailSentScreen',
    ),
    access: 'protected',
    gated: false,
    startUp: false,
  },

  // Protected and gated.
  {
    path: ROUTES.noAccess,
    ...lazyScreen(() => import('@/features/dashboard/no-access-screen'), 'NoAccessScreen'),
    access: 'protected',
    gated: true,
    startUp: false,
  },
  {
    path: ROUTES.myPage,
    ...lazyScreen(() => import('@/features/bookings/my-page-screen'), 'MyPageScreen'),
    access: 'protected',
    gated: true,
    startUp: false,
  },
  {
    path: ROUTES.locationPicker,
    ...lazyScreen(
      () => import('@/features/location-picker/location-picker-screen'),
      'LocationPickerScreen',
    ),
    access: 'protected',
    gated: true,
    startUp: false,
    requires: 'commutePooling',
  },
  {
    path: ROUTES.offersOverview,
    ...lazyScreen(() => import('@/features/offers/offers-overview-screen'), 'OffersOverviewScreen'),
    access: 'protected',
    gated: true,
    startUp: false,
    requires: 'commutePooling',
  },
  {
    path: ROUTES.offerDetail,
    ...lazyScreen(() => import('@/features/offers/offer-detail-screen'), 'OfferDetailScreen'),
    access: 'protected',
    gated: true,
    startUp: false,
    requires: 'commutePooling',
  },
  {
    path: ROUTES.postingDetail,
    ...lazyScreen(() => import('@/features/bookings/posting-detail-screen'), 'PostingDetailScreen'),
    access: 'protected',
    gated: true,
    startUp: false,
  },
  {
    path: ROUTES.commutePoolingHelp,
    ...lazyScreen(
      () => import('@/features/help-support/commute-pooling-help-screen'),
      'CommutePoolingHelpScreen',
    ),
    access: 'protected',
    gated: true,
    startUp: false,
  },
  {
    path: ROUTES.feedback,
    ...lazyScreen(() => import('@/features/help-support/feedback-screen'), 'FeedbackScreen'),
    access: 'protected',
    gated: true,
    startUp: false,
  },
  {
    path: ROUTES.contactSupport,
    ...lazyScreen(
      () => import('@/features/help-support/contact-support-screen'),
      'ContactSupportScreen',
    ),
    access: 'protected',
    gated: true,
    startUp: false,
  },

  // Creation flow.
  {
    path: ROUTES.createFirstStep,
    ...lazyScreen(
      () => import('@/features/posting-creation/create-first-step-screen'),
      'CreateFirstStepScreen',
    ),
    access: 'protected',
    gated: true,
    startUp: false,
    requires: 'commutePooling',
  },
  {
    path: ROUTES.createSecondStep,
    ...lazyScreen(
      () => import('@/features/posting-creation/create-second-step-screen'),
      'CreateSecondStepScreen',
    ),
    access: 'protected',
    gated: true,
    startUp: false,
    requires: 'commutePooling',
  },
  {
    path: ROUTES.createThirdStepShift,
    ...lazyScreen(
      () => import('@/features/posting-creation/create-third-step-shift-screen'),
      'CreateThirdStepShiftScreen',
    ),
    access: 'protected',
    gated: true,
    startUp: false,
    requires: 'commutePooling',
  },
  {
    path: ROUTES.createThirdStepFlexible,
    ...lazyScreen(
      () => import('@/features/posting-creation/create-third-step-flexible-screen'),
      'CreateThirdStepFlexibleScreen',
    ),
    access: 'protected',
    gated: true,
    startUp: false,
    requires: 'commutePooling',
  },
  {
    path: ROUTES.createThirdStepOnetime,
    ...lazyScreen(
      () => import('@/features/posting-creation/create-third-step-onetime-screen'),
      'CreateThirdStepOnetimeScreen',
    ),
    access: 'protected',
    gated: true,
    startUp: false,
    requires: 'commutePooling',
  },
  {
    path: ROUTES.createOverview,
    ...lazyScreen(
      () => import('@/features/posting-creation/create-overview-screen'),
      'CreateOverviewScreen',
    ),
    access: 'protected',
    gated: true,
    startUp: false,
    requires: 'commutePooling',
  },
];

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
