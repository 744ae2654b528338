import type { AppRoute, ClientInferResponseBody, ContractNoBodyType } from '@ts-rest/core';
import { z } from 'zod';
import type { LoginResponse } from './auth';
import { CONFIRMATION_VALID_DAYS } from './auth';
import { MAX_BUILDING_RESULTS } from './places';
import { contract, listRoutes, type RouteName } from './router';
import type { Place } from './schemas';
import {
  IdReader,
  itemWith,
  listReader,
  NumberReader,
  OptionalTextReader,
  readWith,
  TextReader,
  type BodyReader,
  type ReadNote,
  type ReadResult,
} from './tolerant-reading';
import { EmailReader, PlaceReader, UserReader } from './entity-readers';
import { readBooking, readBookingItem, readOffersAnswer } from './posting-readers';

/**
 * How the client reads every answer of the backend (docs/decisions/003-tolerant-reader.md).
 *
 * The route responses in the contract are the shapes the fake backend answers and OpenAPI documents. The real
 * backend only has to answer as the spec allows, so the client reads through the readers below: per entity, what
 * the spec fixes is checked strictly (the states, posting types, recurrences, the fields it names and the app
 * needs) and what it leaves open is accepted in any plausible form (ids as numbers, blank or missing optional
 * text, dates with or without an offset, flags missing = off, fields of ours missing = their default); unknown
 * fields are ignored everywhere. Every reader's output is the contract's own type, so nothing is declared twice.
 * The entity readers live in contract/entity-readers.ts and contract/posting-readers.ts; this module reads the
 * login and places answers and says, per route (ANSWER_READINGS), which answer is data the app needs and which is
 * "not shown".
 */

/**
 * The login answer: the user, and the token as `idToken` (section 3) or `accessToken` (section 7). Refresh and
 * onboarding tokens are ours and optional. No token at all: a new user (section 4, Login).
 */
export const LoginAnswerReader = z
  .object({
    user: UserReader,
    idToken: OptionalTextReader,
    accessToken: OptionalTextReader,
    refreshToken: OptionalTextReader,
    onboardingToken: OptionalTextReader,
  })
  .transform(({ accessToken, idToken, refreshToken, onboardingToken, user }): LoginResponse => ({
    user,
    ...((idToken ?? accessToken) ? { idToken: idToken ?? accessToken } : {}),
    ...(refreshToken ? { refreshToken } : {}),
    ...(onboardingToken ? { onboardingToken } : {}),
  })) satisfies z.ZodType<LoginResponse>;

const PlacesReader = listReader(itemWith(PlaceReader));

/** Buildings: at most 50 are shown (spec section 9); more is not an error. */
const readBuildings: BodyReader<Place[]> = (body) => {
  const places = PlacesReader(body);
  return places.ok ? { ...places, value: places.value.slice(0, MAX_BUILDING_RESULTS) } : places;
};

// --- per route -----------------------------------------------------------------------------------

/**
 * How a successful (2xx) answer of a route is read:
 * - answer: the body is data the app needs; it is read with `read`, and an answer it cannot read is an error;
 * - maybe-answer: "not shown" by the spec: any 2xx is success; a body `read` can read is used (as `status`),
 *   any other (none, empty, not JSON, another shape) is success without a body (as 204);
 * - no-answer: "not shown", and the app needs nothing from it: any 2xx is success without a body (as 204).
 */
export type AnswerReading =
  | { kind: 'answer'; status: number; read: BodyReader<unknown> }
  | { kind: 'maybe-answer'; status: number; read: BodyReader<unknown> }
  | { kind: 'no-answer' };

/** The status the client gives a successful answer without a body it uses. */
export const NO_BODY_STATUS = 204;

type SuccessStatusOf<R extends AppRoute> = Extract<keyof R['responses'], 200 | 201 | 202 | 203>;
/** A route that declares the no-body success, so the client's answer type includes it. */
type RouteWithNoBodyAnswer = AppRoute & { responses: { 204: ContractNoBodyType } };

// The route arguments only type the reader: its output must be the route's declared body of that status.
function answer<R extends AppRoute, S extends SuccessStatusOf<R>>(
  _route: R,
  status: S,
  read: BodyReader<ClientInferResponseBody<R, S>>,
): AnswerReading {
  return { kind: 'answer', status, read };
}

function maybeAnswer<R extends RouteWithNoBodyAnswer, S extends SuccessStatusOf<R>>(
  _route: R,
  status: S,
  read: BodyReader<ClientInferResponseBody<R, S>>,
): AnswerReading {
  return { kind: 'maybe-answer', status, read };
}

function noAnswer(_route: RouteWithNoBodyAnswer): AnswerReading {
  return { kind: 'no-answer' };
}

/** Every route's reading; the spec's "not shown" answers are maybe-answer or no-answer. */
export const ANSWER_READINGS = {
  'auth.login': answer(contract.auth.login, 200, readWith(LoginAnswerReader)),
  'auth.logout': noAnswer(contract.auth.logout),
  'auth.registrationLink': maybeAnswer(
    contract.auth.registrationLink,
    200,
    readWith(z.object({ registrationLink: z.url() })),
  ),
  'auth.registerCreate': maybeAnswer(
    contract.auth.registerCreate,
    201,
    readWith(
      z.object({
        email: EmailReader,
        confirmationValidDays: NumberReader.pipe(z.number().int().positive()).default(
          CONFIRMATION_VALID_DAYS,
        ),
      }),
    ),
  ),
  'auth.registerOnboard': maybeAnswer(
    contract.auth.registerOnboard,
    201,
    readWith(z.object({ userId: IdReader })),
  ),
  'users.me': answer(contract.users.me, 200, readWith(UserReader)),
  'users.acceptTerms': noAnswer(contract.users.acceptTerms),
  'users.updateEmail': maybeAnswer(contract.users.updateEmail, 200, readWith(UserReader)),
  'bookings.listForUser': answer(contract.bookings.listForUser, 200, listReader(readBookingItem)),
  'bookings.create': maybeAnswer(contract.bookings.create, 201, readBooking),
  'bookings.cancel': maybeAnswer(contract.bookings.cancel, 200, readBooking),
  'bookings.archive': maybeAnswer(contract.bookings.archive, 200, readBooking),
  'places.search': answer(contract.places.search, 200, PlacesReader),
  'places.buildings': answer(contract.places.buildings, 200, readBuildings),
  'places.recent': answer(contract.places.recent, 200, PlacesReader),
  'places.predefined': answer(contract.places.predefined, 200, PlacesReader),
  'places.debugLocations': answer(contract.places.debugLocations, 200, PlacesReader),
  'offers.search': answer(contract.offers.search, 200, readOffersAnswer),
  'offers.cleanupTripCache': noAnswer(contract.offers.cleanupTripCache),
  'feedbackSupport.feedback': noAnswer(contract.feedbackSupport.feedback),
  'feedbackSupport.support': noAnswer(contract.feedbackSupport.support),
  'app.enforceUpdates': maybeAnswer(
    contract.app.enforceUpdates,
    200,
    readWith(z.object({ updateRequired: z.boolean(), minimumVersion: TextReader })),
  ),
} as const satisfies Record<RouteName, AnswerReading>;

const readingByRoute = new Map<AppRoute, { name: RouteName; reading: AnswerReading }>(
  listRoutes().map(({ name, route }) => [
    route,
    { name: name as RouteName, reading: ANSWER_READINGS[name as RouteName] },
  ]),
);

/** The reading of a contract route (and its dotted name), or null for a route outside the contract. */
export function answerReadingOf(
  route: AppRoute,
): { name: RouteName; reading: AnswerReading } | null {
  return readingByRoute.get(route) ?? null;
}

/** A successful answer as the client reads it: the status it stands for and the body it uses. */
export type ReadAnswer =
  | { ok: true; status: number; body: unknown; notes: ReadNote[] }
  | { ok: false; issues: z.core.$ZodIssue[]; notes: ReadNote[] };

/** Reads the body of a 2xx answer by the route's reading (the status of the answer does not matter). */
export function readSuccessfulAnswer(reading: AnswerReading, body: unknown): ReadAnswer {
  if (reading.kind === 'no-answer')
    return { ok: true, status: NO_BODY_STATUS, body: undefined, notes: [] };
  const result: ReadResult<unknown> = reading.read(body);
  if (result.ok)
    return { ok: true, status: reading.status, body: result.value, notes: result.notes };
  if (reading.kind === 'maybe-answer') {
    return { ok: true, status: NO_BODY_STATUS, body: undefined, notes: result.notes };
  }
  return result;
}
