/**
 * The rules of the spec (../shared/spec/SPEC.md) that the models check, by id: every rule of sections 4 (states
 * and transitions), 5 (validation) and 8 (error catalogue), one entry per thing that can be right or wrong, plus
 * the few rules of sections 2 and 6 that model transitions check. A model's transition names the rules it checks
 * (`checks(target, ...rules)` in model-harness.ts); the test run lists, for every rule, the paths that checked it
 * (reports/spec-requirements-<runner>.md), and the rules no path checks yet.
 *
 * The wording is the spec's, shortened; the id is `<section>.<topic>[.<case>]` so the table sorts by section.
 */
export const SPEC_RULES = {
  // Section 2: screens and routes (only what model transitions check).
  '2.route-guards':
    'Protected routes need a signed-in user; gated routes hold the user until access is complete.',
  '2.login-routes':
    '/login offers the company sign-on and the e-mail login (/login/email, with Back).',
  '2.creation-flow':
    'The creation flow has three steps with a progress indicator; Back keeps the choices.',
  '2.offers-overview':
    "Offers overview: heading by request type, nearest (origin + destination distance) first, each entry with both distances, a spinner while loading, the 'no drivers' or 'no passengers' button to create the opposite type, a back arrow to /dashboard.",

  // Section 4: states and transitions.
  '4.booking-states':
    "Booking states: requested … archived; 'overdue' is accepted; any other status is not shown.",
  '4.status-line':
    "The booking card's status line: 'One-time' or 'Recurring' plus the state's word ('-' otherwise).",
  '4.active-icon': 'A confirmed booking shows the active icon.',
  '4.actions.cancel':
    'Confirmed or active: a Cancel button, disabled with a spinner while cancelling; it becomes cancelled.',
  '4.actions.remove':
    'Finished, expired or cancelled: a Remove button that archives, disabled with a spinner meanwhile.',
  '4.actions.none': 'Other states: no second action.',
  '4.list-order':
    'Departure time ascending, then the cancelled, expired or finished bookings after the others.',
  '4.login':
    'Login: logging in, then logged in (token saved and sent) or failed (user cleared, error modal).',
  '4.login.no-token':
    'A login answer without an access token: logged in but new, on to the registration.',
  '4.startup.url-token': 'Start-up 1: an access token in the URL query is stored.',
  '4.startup.stored-token': 'Start-up 2: the stored token is validated with the current-user call.',
  '4.startup.refresh-token': 'Start-up 3: otherwise the stored refresh token is used.',
  '4.startup.code': 'Start-up 4: otherwise an authorization code in the URL is used.',
  '4.startup.unauthenticated': 'Start-up 5: otherwise the user is marked not authenticated.',
  '4.logout':
    'Logout clears the stored token, calls the logout endpoint, resets user and bookings.',
  '4.terms.accept':
    'Accepting terms sets in-progress, posts the acceptance, then refreshes the user.',
  '4.terms.failure': 'A failure of accepting terms clears the in-progress flag.',
  '4.registration':
    'Corporate registration: in progress, then registered and off to the sign-in page, or an error modal.',
  '4.booking-creation.progress': 'Booking creation is in progress while the call runs.',
  '4.booking-creation.success': 'Booking creation success: stored, navigate to /dashboard.',
  '4.booking-creation.failure': 'Booking creation failure: a modal.',
  '4.cancel-archive.by-id':
    'Cancel and archive per booking id; success updates the list entry by id (or adds it).',
  '4.cancel-archive.archive-reset': 'Archive success also resets the request state.',
  '4.cancel-archive.failure': 'A cancel or archive failure shows a modal.',
  '4.mobility-request.set':
    'A mobility request sets origin, destination, departure time and integration info.',
  '4.mobility-request.submit': 'Submit creates the request id and triggers the offer search.',
  '4.mobility-request.reset':
    'Reset clears request and offers and triggers the trip-cache cleanup.',
  '4.offer-search': 'Offer search: loading, then offers kept only if the request id still matches.',
  '4.offer-search.failure': 'Offer search failure: the error is stored and a modal shown.',
  '4.location-search':
    'Location search: a hint under 2 characters, a search from 2; sections swap at 2; loading and no-results.',
  '4.date.start-past': 'A start date in the past is reset to today.',
  '4.date.end-before-start': 'An end date before the start is set to the start.',
  '4.date.one-time-past': 'A one-time time earlier than now resets to now.',
  '4.date.selectable': 'Only today-or-later dates and future times are selectable.',
  '4.modal': 'A modal is shown with a config and hidden by its default button or custom actions.',
  '4.feedback-send':
    'Feedback and support: sending on, then off with a callback, or an error modal.',
  '4.other-events':
    'Refresh user, update user e-mail, app ready; refresh and accept-terms failures only reset state.',

  // Section 5: validation rules.
  '5.login-empty':
    "Login: an empty e-mail or password gives 'Please provide e-mail and password!'.",
  '5.registration.consents': 'Registration: terms and privacy must be accepted.',
  '5.registration.mandatory':
    'Registration: first name, last name, department and employee number are mandatory.',
  '5.text-characters':
    "Text inputs avoid | $ & % @ < > (stated in the error texts); the generic message is 'No valid input'.",
  '5.missing-mail':
    "Missing mail: valid with one character before the @ and two after, else 'invalid input' and no continue.",
  '5.find-disabled':
    'Find Drivers and Find Passengers need origin, destination and departure time; the date minimum is today.',
  '5.second-step': 'Second step: a trip kind is required, and a shift when RECURRING.',
  '5.third-step.shift': 'Third step shift: shift, start and end are required.',
  '5.third-step.flexible': 'Third step flexible: at least one weekday, start and end are required.',
  '5.third-step.period': 'Period start minimum is today; period end minimum is the start.',
  '5.further-info': 'Further information: optional multiline free text of 3 to 5 rows.',
  '5.feedback-rating': 'Feedback: rating 0 to 10 in steps of 1.',
  '5.feedback-empty-text': "Feedback: the text is optional; an empty text is sent as 'no answer'.",
  '5.support-required': 'Support message: required; send is disabled when empty.',
  '5.location-min-length':
    "Location search: a term under 2 characters gives 'Please enter a longer search term'.",
  '5.access-gating': 'Access gating: terms must be accepted and an e-mail must be present.',
  '5.distances.offers':
    'Offer screens: below 100 in metres, otherwise kilometres with one decimal.',
  '5.distances.picker':
    'Location picker: m below 1000, km with one decimal from 1000, whole km above 10000.',

  // Section 6: roles and permissions (only what model transitions check).
  '6.eligibility':
    'A user not eligible sees a notice and cannot use the service, but can find help.',

  // Section 8: the error catalogue.
  '8.login.401': "Login 401: 'Credentials don't match' in the modal 'Login failed'.",
  '8.login.400': 'Login 400: the same credentials text.',
  '8.login.429': "Login 429: 'Too many login attempts'.",
  '8.login.403': "Login 403: 'Inactive Account'.",
  '8.login.other': 'Login, any other status: the generic failed text.',
  '8.login.empty': "Login, empty input: 'Please provide e-mail and password!'.",
  '8.registration.409': "Registration 409: 'Sign-up Failed', the e-mail is already in use.",
  '8.registration.other': 'Registration, any other status: the general error.',
  '8.generic-modal':
    "The generic modal 'Error': could not be processed, try again, avoid the special characters.",
  '8.booking-creation-failure':
    "Booking creation failure: modal 'Error', the booking could not be processed.",
  '8.cancel-archive-failure': "Cancel and archive failures: modal 'Error', an error occurred.",
  '8.offers-failure':
    "Offers failure: modal 'offer failed' and 'Unfortunately, there's an issue. Please try again.'",
  '8.no-matches': "No matches: 'Unfortunately, no match could be found. …'",
  '8.mobility-offer-failure':
    "Mobility offer failure: 'Something went wrong, please try again or contact the support.'",
  '8.feedback-support-failure': 'Feedback or support send failure: an unspecific error modal.',
  '8.location-texts':
    "Location picker: 'No results', 'Loading results...', 'Please enter a longer search term'.",
  '8.place-failures': 'Place-related failures are recorded; handling is not shown.',
  '8.refresh-terms-failure':
    'Refresh user and accept terms failures: state reset only, no message.',
} as const;

export type SpecRuleId = keyof typeof SPEC_RULES;

export const specRuleIds = Object.keys(SPEC_RULES) as SpecRuleId[];

/** The sections whose every rule the requirement table lists (checked or not); others appear when named. */
export const LISTED_SECTIONS = ['4', '5', '8'] as const;

export const sectionOf = (rule: SpecRuleId): string => rule.split('.')[0]!;
