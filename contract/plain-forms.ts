/**
 * The contract's enum values, route paths, constants and value checks without zod: what the signed-in start and the
 * help and support screens read before the typed client exists
 * (docs/decisions/024-signed-in-start-without-the-typed-client.md). The zod schemas are built from these
 * (schemas.ts, users.ts, bookings.ts, feedback-support.ts), so each is written once; the fast lane of the answer
 * readers (canonical-readers.ts) checks against them.
 */

export const POSTING_TYPES = ['OFFERING', 'REQUEST'] as const;

export const RECURRENCES = [
  'ONE_TIME',
  'RECURRING',
  'ANY_SHIFT',
  'EARLY_SHIFT_EVEN_WEEKS',
  'EARLY_SHIFT_ODD_WEEKS',
  'PERMANENT_EARLY_SHIFT',
  'PERMANENT_LATE_SHIFT',
  'NIGHT_SHIFT',
] as const;

export const INTEGRATION_IDS = [
  'hereTraffic',
  'carpoolingShare',
  'carpoolingRadar',
  'carsharing',
  'carpoolingJoin',
  'ridepooling',
  'probike',
  'pendelbus',
  'callabike',
  'commutePooling',
] as const;

export const BOOKING_STATES = [
  'requested',
  'confirmed',
  'ready',
  'active',
  'finished',
  'cancelled',
  'expired',
  'archived',
  'overdue',
] as const;

export const USER_GROUPS = ['corporate', 'public'] as const;
export const USER_TYPES = ['BMWUser', 'PublicUser'] as const;

/** The version this web app reports (spec section 9). */
export const APP_VERSION = '0.11.4';

/** Rating scale 0..10 in steps of 1 (spec section 9). */
export const NPS_MIN = 0;
export const NPS_MAX = 10;
/** What an empty feedback text is sent as (spec section 5). */
export const EMPTY_FEEDBACK_MESSAGE = 'no answer';
/** Longest texts the backend takes; the app's text boxes stop there. */
export const FEEDBACK_MESSAGE_MAX_LENGTH = 2000;
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;
/** bundleId and deviceId of the web app's support messages (spec section 7). */
export const WEBAPP_DEVICE = 'Webapp';

/** The paths of the calls the signed-in start makes (the contract's routes are declared with them). */
export const USERS_ME_PATH = '/users/me';
export const BOOKINGS_FOR_USER_PATH = '/api/v1/bookings/:userId';

/** The spec's rule for an e-mail address (section 5): a character before the at sign, two after it. */
export function isPlausibleEmail(value: string): boolean {
  const email = value.trim();
  const at = email.lastIndexOf('@');
  return at >= 1 && email.length - at - 1 >= 2;
}

/**
 * An ISO 8601 time with an offset, as zod's `z.iso.datetime({ offset: true })` checks it (its pattern, written out:
 * tests/unit/contract/plain-forms.test.ts keeps the two equal).
 */
export const OFFSET_DATE_TIME_PATTERN =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$/;
