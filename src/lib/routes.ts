/**
 * Every route of the app (spec section 2). Where the spec says a route is "not shown", the path is ours;
 * those are marked below.
 */
export const ROUTES = {
  home: '/',
  /** The same landing screen as '/', and the redirect target after company sign-on. */
  wen: '/wen',
  dashboard: '/dashboard',
  login: '/login',
  /** Not shown in the spec: e-mail and password login. */
  loginEmail: '/login/email',
  /** Not shown in the spec: registration step 1 (e-mail, password, terms and privacy). */
  registerFirstStep: '/register-first-step',
  /** Not shown in the spec: registration step 2 (personal information). */
  registerSecondStep: '/register-second-step',
  /** Not shown in the spec: registration step 3 (first/last name, department, employee number). */
  registerEmployeeDetails: '/register-employee-details',
  /** Registration step 4, 'You got mail' (the spec's named third-step route). */
  registerThirdStep: '/register-third-step',
  registerWenUser: '/register-wen-user',
  support: '/support',
  help: '/help',
  termsAndConditions: '/terms-and-conditions',
  registerMissingMail: '/register-missing-mail',
  confirmationEmailSent: '/confirmation-email-sent',
  /** Not shown in the spec: the no-access notice for users not eligible for the mobility services. */
  noAccess: '/no-access',
  /** Not shown in the spec: the personal page 'My WEN'. */
  myPage: '/my-wen',
  locationPicker: '/commute-pooling/location-picker',
  offersOverview: '/commute-pooling/offers/overview',
  offerDetail: '/commute-pooling/offers/detail',
  postingDetail: '/commute-pooling/posting/detail',
  commutePoolingHelp: '/commute-pooling/help',
  feedback: '/feedback',
  contactSupport: '/contact-support',
  createFirstStep: '/commute-pooling/create/first-step',
  createSecondStep: '/commute-pooling/create/second-step',
  createThirdStepShift: '/commute-pooling/create/third-step-shift',
  createThirdStepFlexible: '/commute-pooling/create/third-step-flexible',
  createThirdStepOnetime: '/commute-pooling/create/third-step-onetime',
  createOverview: '/commute-pooling/create/overview',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** Where the company sign-on sends the browser back to (spec section 2: redirect_uri {origin}/wen). */
export function signOnRedirectUri(origin: string): string {
  return `${origin}${ROUTES.wen}`;
}
