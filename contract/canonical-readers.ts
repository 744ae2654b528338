import {
  BOOKING_STATES,
  INTEGRATION_IDS,
  isPlausibleEmail,
  OFFSET_DATE_TIME_PATTERN,
  POSTING_TYPES,
  RECURRENCES,
  USER_GROUPS,
  USER_TYPES,
} from './plain-forms';
import type {
  Booking,
  Location,
  TravelInfo,
  User,
  UserGroup,
  UserInformation,
  UserType,
  WeekDays,
} from './schemas';
import { WEEK_DAYS } from './week-days';

/**
 * The tolerant reader's fast lane (docs/decisions/022-canonical-answers-read-without-zod.md): a posting's travel
 * info in the form the contract itself writes (numbers as numbers, trimmed non-empty names and ids, ISO times with an
 * offset, absent optional text) is read by plain checks, without the zod readers of entity-readers.ts; anything else
 * (a number as text, an epoch time, a blank optional text, a missing field, a wrong type) answers `null`, and the item
 * goes to the zod reader, which alone decides what the tolerant rules make of it. Whatever this lane reads, it reads
 * to exactly the value the zod reader gives (tests/unit/contract/canonical-readers.test.ts compares the two), so the
 * rules live in one place; this lane only skips zod's parse, which on a slow phone cost milliseconds per item (a list
 * of 1,000 offers, My page's 200 postings) and the schemas' first-use set-up on the first answer. It imports no zod:
 * the signed-in start reads its user and bookings with it alone, before the typed client exists
 * (docs/decisions/024-signed-in-start-without-the-typed-client.md).
 */

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Gives up on the fast lane (the zod reader reads the item). */
class NotCanonical extends Error {}
const NOT_CANONICAL = new NotCanonical();

function text(value: unknown): string {
  if (typeof value !== 'string') throw NOT_CANONICAL;
  return value;
}

/** Trimmed and non-empty, as zod's `z.string().trim().min(1)` would leave it. */
function name(value: unknown): string {
  if (typeof value !== 'string' || value === '' || value.trim() !== value) throw NOT_CANONICAL;
  return value;
}

/** Optional text: absent, or already trimmed and non-empty (blank, null and numbers are the zod reader's). */
function optionalText(value: unknown): string | undefined {
  return value === undefined ? undefined : name(value);
}

function numberIn(value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw NOT_CANONICAL;
  }
  return value;
}

function dateTime(value: unknown): string {
  if (typeof value !== 'string' || !OFFSET_DATE_TIME_PATTERN.test(value)) throw NOT_CANONICAL;
  return value;
}

function optionalDateTime(value: unknown): string | undefined {
  return value === undefined ? undefined : dateTime(value);
}

function oneOf<T extends string>(value: unknown, options: ReadonlySet<string>): T {
  if (typeof value !== 'string' || !options.has(value)) throw NOT_CANONICAL;
  return value as T;
}

/**
 * Sets an optional field as zod does: a field absent on the wire stays absent, one that was sent is set (to
 * undefined when it reads as nothing).
 */
function withOptional<T extends object>(target: T, key: string, value: unknown, sent: Raw): T {
  if (value !== undefined || key in sent) (target as Raw)[key] = value;
  return target;
}

function location(value: unknown): Location {
  if (!isRecord(value)) throw NOT_CANONICAL;
  const read: Location = {
    latitude: numberIn(value.latitude, -90, 90),
    longitude: numberIn(value.longitude, -180, 180),
    name: name(value.name),
  };
  withOptional(read, 'address', optionalText(value.address), value);
  return withOptional(read, 'building', optionalText(value.building), value);
}

function weekDays(value: unknown): WeekDays {
  if (value !== undefined && value !== null && !isRecord(value)) throw NOT_CANONICAL;
  const days = {} as WeekDays;
  for (const day of WEEK_DAYS) {
    const flag = value?.[day];
    days[day] = typeof flag === 'boolean' ? flag : false;
  }
  return days;
}

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function userInformation(value: unknown): UserInformation {
  if (!isRecord(value)) throw NOT_CANONICAL;
  const email = value.email;
  if (typeof email !== 'string' || email.trim() !== email || !isPlausibleEmail(email)) {
    throw NOT_CANONICAL;
  }
  const read: UserInformation = {
    givenName: text(value.givenName),
    familyName: text(value.familyName),
    email,
  };
  withOptional(read, 'department', optionalText(value.department), value);
  return withOptional(read, 'description', optionalText(value.description), value);
}

const POSTING_TYPE_SET: ReadonlySet<string> = new Set(POSTING_TYPES);
const RECURRENCE_SET: ReadonlySet<string> = new Set(RECURRENCES);
const BOOKING_STATE_SET: ReadonlySet<string> = new Set(BOOKING_STATES);
const INTEGRATION_ID_SET: ReadonlySet<string> = new Set(INTEGRATION_IDS);
const USER_TYPE_SET: ReadonlySet<string> = new Set(USER_TYPES);
const USER_GROUP_SET: ReadonlySet<string> = new Set(USER_GROUPS);

/**
 * A travel info as TravelInfoReader reads it (its period filled in as `withPeriod` does), or throws NotCanonical.
 * Unknown fields are left behind, as the zod reader strips them.
 */
function travelInfo(value: unknown): TravelInfo {
  if (!isRecord(value)) throw NOT_CANONICAL;
  const info = value.integrationInfo;
  if (!isRecord(info)) throw NOT_CANONICAL;
  const departureTime = dateTime(value.departureTime);
  const returnTime = info.returnTime;
  const periodStart =
    optionalDateTime(info.periodStart) ??
    (info.meetingTime === undefined || info.meetingTime === null
      ? undefined
      : dateTime(info.meetingTime)) ??
    departureTime;
  const integrationInfo = {
    postingType: oneOf(info.postingType, POSTING_TYPE_SET),
    recurrence: oneOf(info.recurrence, RECURRENCE_SET),
    weekDays: weekDays(info.weekDays),
  } as TravelInfo['integrationInfo'];
  integrationInfo.periodStart = periodStart;
  integrationInfo.periodEnd = optionalDateTime(info.periodEnd) ?? periodStart;
  withOptional(
    integrationInfo,
    'meetingTime',
    info.meetingTime === null ? undefined : optionalDateTime(info.meetingTime),
    info,
  );
  // An unreadable time back is left out (the zod reader's catch), the posting still counts.
  withOptional(
    integrationInfo,
    'returnTime',
    typeof returnTime === 'string' && CLOCK_TIME.test(returnTime) ? returnTime : undefined,
    info,
  );
  integrationInfo.userInformation = userInformation(info.userInformation);
  return {
    origin: location(value.origin),
    destination: location(value.destination),
    departureTime,
    estimatedArrivalTime: dateTime(value.estimatedArrivalTime),
    integrationInfo,
  };
}

/** The travel info in its canonical form, or null: the zod reader reads it. */
export function canonicalTravelInfo(value: unknown): TravelInfo | null {
  try {
    return travelInfo(value);
  } catch (error) {
    if (error === NOT_CANONICAL) return null;
    throw error;
  }
}

/** A canonical id: trimmed non-empty text (a number or anything else is the zod reader's). */
export function canonicalId(value: unknown): string | null {
  return typeof value === 'string' && value !== '' && value.trim() === value ? value : null;
}

/** A canonical distance: a finite number, not negative. */
export function canonicalDistance(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/**
 * A booking in the contract's own form (a state and an integration the spec lists, a canonical travel info), or
 * null: the zod reader reads it, and leaves it out or skips it as the tolerant rules say.
 */
export function canonicalBooking(value: unknown): Booking | null {
  if (!isRecord(value)) return null;
  const bookingId = canonicalId(value.bookingId);
  if (bookingId === null) return null;
  if (typeof value.state !== 'string' || !BOOKING_STATE_SET.has(value.state)) return null;
  if (typeof value.integrationId !== 'string' || !INTEGRATION_ID_SET.has(value.integrationId)) {
    return null;
  }
  const travelInfo = canonicalTravelInfo(value.travelInfo);
  if (travelInfo === null) return null;
  return {
    bookingId,
    state: value.state,
    integrationId: value.integrationId,
    travelInfo,
  } as Booking;
}

/** A list of bookings every one of which is canonical, or null: the zod reader reads the list item by item. */
export function canonicalBookingList(value: unknown): Booking[] | null {
  if (!Array.isArray(value)) return null;
  const bookings: Booking[] = [];
  for (const item of value) {
    const booking = canonicalBooking(item);
    if (booking === null) return null;
    bookings.push(booking);
  }
  return bookings;
}

/** Text that may be absent as NullableTextReader reads it, when already in its form (null, absent, trimmed). */
function nullableText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return name(value);
}

function flag(value: unknown): { enabled: boolean } {
  if (!isRecord(value) || typeof value.enabled !== 'boolean') throw NOT_CANONICAL;
  return { enabled: value.enabled };
}

/**
 * The user of GET /users/me as UserReader reads it, when sent in the contract's form (a trimmed plausible e-mail or
 * null, both access flags, the texts trimmed or null); null: the zod reader reads it.
 */
export function canonicalUser(value: unknown): User | null {
  try {
    if (!isRecord(value)) return null;
    const id = canonicalId(value.id);
    // null: the company server has no address (the missing-mail step asks for one).
    const email = value.email;
    if (id === null) return null;
    if (email !== null && (typeof email !== 'string' || email.trim() !== email)) return null;
    if (email !== null && !isPlausibleEmail(email)) return null;
    const type = value.type === undefined ? undefined : oneOf<UserType>(value.type, USER_TYPE_SET);
    const group =
      value.group === undefined ? undefined : oneOf<UserGroup>(value.group, USER_GROUP_SET);
    const active = value.active === undefined ? true : value.active;
    if (typeof active !== 'boolean' || typeof value.acceptedTerms !== 'boolean') return null;
    return {
      id,
      email,
      givenName: text(value.givenName),
      familyName: text(value.familyName),
      department: nullableText(value.department),
      accountNumber: nullableText(value.accountNumber),
      qNumber: nullableText(value.qNumber),
      active,
      acceptedTerms: value.acceptedTerms,
      commutePooling: flag(value.commutePooling),
      bmwBuildings: flag(value.bmwBuildings),
      type: type ?? (group === 'public' ? 'PublicUser' : 'BMWUser'),
      group: group ?? (type === 'PublicUser' ? 'public' : 'corporate'),
    };
  } catch (error) {
    if (error === NOT_CANONICAL) return null;
    throw error;
  }
}
