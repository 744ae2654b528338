import type { AppRoute, ClientInferResponseBody, ContractNoBodyType } from '@ts-rest/core';
import { z } from 'zod';
import type { LoginResponse } from './auth';
import { CONFIRMATION_VALID_DAYS } from './auth';
import { MAX_BUILDING_RESULTS } from './places';
import type { OffersResponse } from './offers';
import { contract, listRoutes, type RouteName } from './router';
import {
  BookingStateSchema,
  ClockTimeSchema,
  IntegrationIdSchema,
  PlaceCategorySchema,
  PlaceIconTypeSchema,
  PostingTypeSchema,
  RecurrenceSchema,
  UserGroupSchema,
  UserTypeSchema,
  WEEK_DAYS,
  type Booking,
  type Location,
  type OfferTravelInfo,
  type Place,
  type PlaceIconType,
  type User,
  type UserInformation,
  type WeekDays,
} from './schemas';
import {
  DateTimeReader,
  FlagReader,
  IdReader,
  isPlausibleEmail,
  itemId,
  itemWith,
  listReader,
  NullableTextReader,
  NumberReader,
  OptionalTextReader,
  readList,
  readWith,
  TextReader,
  type BodyReader,
  type ItemReader,
  type ReadNote,
  type ReadResult,
} from './tolerant-reading';

/**
 * How the client reads every answer of the backend (docs/decisions/003-tolerant-reader.md).
 *
 * The route responses in the contract are the shapes the fake backend answers and OpenAPI documents. The real
 * backend only has to answer as the spec allows, so the client reads through the readers below: per entity, what
 * the spec fixes is checked strictly (the states, posting types, recurrences, the fields it names and the app
 * needs) and what it leaves open is accepted in any plausible form (ids as numbers, blank or missing optional
 * text, dates with or without an offset, flags missing = off, fields of ours missing = their default); unknown
 * fields are ignored everywhere. Every reader's output is the contract's own type, so nothing is declared twice.
 * Per route, ANSWER_READINGS says which answer is data the app needs and which is "not shown".
 */

const EmailReader = z.string().trim().refine(isPlausibleEmail, 'not an e-mail address');

// --- entities ------------------------------------------------------------------------------------

/**
 * The user. Fixed: id, the names and acceptedTerms. Open: the type and the group (one gives the other), the
 * e-mail (anything that is no address is "no e-mail", which leads to the missing-mail step), department, account
 * and Q-number (null, blank or missing alike, numbers as text), `active` (an answer to the token's call means an
 * active account), and the access flags (missing = off: the no-access notice is the safe side).
 */
export const UserReader = z
  .object({
    id: IdReader,
    type: UserTypeSchema.optional().catch(undefined),
    group: UserGroupSchema.optional().catch(undefined),
    email: z
      .unknown()
      .optional()
      .transform((value) =>
        typeof value === 'string' && isPlausibleEmail(value) ? value.trim() : null,
      ),
    givenName: TextReader,
    familyName: TextReader,
    department: NullableTextReader,
    accountNumber: NullableTextReader,
    qNumber: NullableTextReader,
    active: z.boolean().default(true),
    acceptedTerms: z.boolean(),
    commutePooling: FlagReader,
    bmwBuildings: FlagReader,
  })
  .transform(({ type, group, ...user }): User => ({
    ...user,
    type: type ?? (group === 'public' ? 'PublicUser' : 'BMWUser'),
    group: group ?? (type === 'PublicUser' ? 'public' : 'corporate'),
  })) satisfies z.ZodType<User>;

const latitude = NumberReader.pipe(z.number().min(-90).max(90));
const longitude = NumberReader.pipe(z.number().min(-180).max(180));

const locationShape = {
  latitude,
  longitude,
  name: z.string().trim().min(1),
  address: OptionalTextReader,
  building: OptionalTextReader,
};

/** A location: coordinates (numbers, or decimals as text) and a name are fixed; address and building are open. */
export const LocationReader = z.object(locationShape) satisfies z.ZodType<Location>;

/** The spec writes 'web search'; other spellings of the icon kinds read the same. Unknown kinds show as a place. */
function readIconType(value: unknown): PlaceIconType {
  const normalized =
    typeof value === 'string'
      ? value
          .trim()
          .toLowerCase()
          .replace(/[\s_]+/g, '-')
      : '';
  const known = PlaceIconTypeSchema.safeParse(
    normalized === 'websearch' ? 'web-search' : normalized,
  );
  return known.success ? known.data : 'web-search';
}

/**
 * A place of the location picker: a location plus how it is shown. The id is ours (the spec names none): a place
 * without one gets one from its coordinates and name. An unknown category is 'other', an unknown icon a place.
 */
export const PlaceReader = z
  .object({
    ...locationShape,
    id: IdReader.optional().catch(undefined),
    category: PlaceCategorySchema.catch('other'),
    iconType: z.unknown().optional().transform(readIconType),
  })
  .transform((place): Place => ({
    ...place,
    id: place.id ?? `${place.latitude},${place.longitude},${place.name}`,
  })) satisfies z.ZodType<Place>;

/** Seven booleans, only meaningful for flexible postings: missing days (or all of them) are false. */
const WeekDaysReader = z
  .object(
    Object.fromEntries(WEEK_DAYS.map((day) => [day, z.boolean().catch(false).default(false)])) as {
      [D in keyof WeekDays]: z.ZodDefault<z.ZodCatch<z.ZodBoolean>>;
    },
  )
  .nullish()
  .transform(
    (days): WeekDays =>
      Object.fromEntries(WEEK_DAYS.map((day) => [day, days?.[day] ?? false])) as WeekDays,
  );

/** The poster of a posting: names and e-mail are fixed (the mail draft needs it); department and text are open. */
const UserInformationReader = z.object({
  givenName: TextReader,
  familyName: TextReader,
  department: OptionalTextReader,
  email: EmailReader,
  description: OptionalTextReader,
}) satisfies z.ZodType<UserInformation>;

/** Integration info. periodStart and periodEnd are ours in answers (the spec names them in the request only). */
const integrationInfoShape = z.object({
  postingType: PostingTypeSchema,
  recurrence: RecurrenceSchema,
  weekDays: WeekDaysReader,
  periodStart: DateTimeReader.optional(),
  periodEnd: DateTimeReader.optional(),
  meetingTime: DateTimeReader.nullish().transform((value) => value ?? undefined),
  // Ours (docs/posting-times.md): an unreadable time back is left out, the posting still counts.
  returnTime: ClockTimeSchema.optional().catch(undefined),
  userInformation: UserInformationReader,
});

const travelInfoShape = {
  origin: LocationReader,
  destination: LocationReader,
  departureTime: DateTimeReader,
  estimatedArrivalTime: DateTimeReader,
  integrationInfo: integrationInfoShape,
};

/** Without a period in the answer, a posting's period is its meeting (one-time) or departure time. */
function withPeriod<
  T extends { departureTime: string; integrationInfo: z.output<typeof integrationInfoShape> },
>(travelInfo: T) {
  const info = travelInfo.integrationInfo;
  const periodStart = info.periodStart ?? info.meetingTime ?? travelInfo.departureTime;
  return {
    ...travelInfo,
    integrationInfo: { ...info, periodStart, periodEnd: info.periodEnd ?? periodStart },
  };
}

const TravelInfoReader = z.object(travelInfoShape).transform(withPeriod);

/** A booking as read before the spec's lists are applied: any state, any integration. */
const RawBookingReader = z.object({
  bookingId: IdReader,
  state: z.string(),
  integrationId: z.string(),
  travelInfo: TravelInfoReader,
});

const KNOWN_STATES: readonly string[] = BookingStateSchema.options;
const KNOWN_INTEGRATIONS: readonly string[] = IntegrationIdSchema.options;

/**
 * One booking. A state outside the spec's list (section 4: "any other status is not shown") or an integration
 * outside its list leaves the booking out; a malformed one is skipped.
 */
export const readBookingItem: ItemReader<Booking> = (item) => {
  const raw = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
  if (typeof raw.state === 'string' && !KNOWN_STATES.includes(raw.state)) {
    return {
      kind: 'left-out',
      id: itemId(item),
      reason: `state '${raw.state}' is not one of the spec's`,
    };
  }
  if (typeof raw.integrationId === 'string' && !KNOWN_INTEGRATIONS.includes(raw.integrationId)) {
    return {
      kind: 'left-out',
      id: itemId(item),
      reason: `integration '${raw.integrationId}' is not one of the spec's`,
    };
  }
  const parsed = RawBookingReader.safeParse(item);
  if (!parsed.success) return { kind: 'skipped', id: itemId(item), issues: parsed.error.issues };
  return { kind: 'read', value: parsed.data as Booking };
};

/** A single booking (the answer of create, cancel and archive): readable only if the list would show it. */
export const readBooking: BodyReader<Booking> = (body) => {
  const outcome = readBookingItem(body, 0);
  switch (outcome.kind) {
    case 'read':
      return { ok: true, value: outcome.value, notes: [] };
    case 'skipped':
      return { ok: false, issues: outcome.issues, notes: [] };
    case 'left-out':
      return {
        ok: false,
        issues: [{ code: 'custom', path: ['state'], message: outcome.reason, input: body }],
        notes: [],
      };
  }
};

/** An offer: a posting's travel info plus its distances (numbers, or decimals as text). The booking id is ours. */
const OfferReader = z
  .object({
    ...travelInfoShape,
    bookingId: IdReader.optional().catch(undefined),
    originDistance: NumberReader.pipe(z.number().nonnegative()),
    destinationDistance: NumberReader.pipe(z.number().nonnegative()),
  })
  .transform(withPeriod);

const readOfferItem: ItemReader<OfferTravelInfo> = (item, index) => {
  const outcome = itemWith(OfferReader)(item, index);
  if (outcome.kind !== 'read') return outcome;
  return {
    kind: 'read',
    value: { ...outcome.value, bookingId: outcome.value.bookingId ?? `offer-${index}` },
  };
};

const nothing = z.null().optional();
/**
 * The offers answer: integrations.commutePooling.integrationOffer.travelInfoList, read item by item. A missing
 * commutePooling, integrationOffer or list means no offers. The request id is ours and optional.
 */
const OffersEnvelopeReader = z.object({
  mobilityRequestId: z.string().optional().catch(undefined),
  integrations: z.object({
    commutePooling: z
      .object({
        integrationOffer: z.object({ travelInfoList: z.unknown().optional() }).or(nothing),
      })
      .or(nothing),
  }),
});

const TRAVEL_INFO_LIST_PATH = 'integrations.commutePooling.integrationOffer.travelInfoList';

export const readOffersAnswer: BodyReader<OffersResponse> = (body) => {
  const envelope = OffersEnvelopeReader.safeParse(body);
  if (!envelope.success) return { ok: false, issues: envelope.error.issues, notes: [] };
  const list = envelope.data.integrations.commutePooling?.integrationOffer?.travelInfoList ?? [];
  const offers = readList(list === null ? [] : list, readOfferItem, TRAVEL_INFO_LIST_PATH);
  if (!offers.ok) {
    const issues = offers.issues.map((issue) => ({
      ...issue,
      path: [...TRAVEL_INFO_LIST_PATH.split('.'), ...issue.path],
    }));
    return { ok: false, issues, notes: [] };
  }
  return {
    ok: true,
    notes: offers.notes,
    value: {
      mobilityRequestId: envelope.data.mobilityRequestId,
      integrations: { commutePooling: { integrationOffer: { travelInfoList: offers.value } } },
    },
  };
};

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
