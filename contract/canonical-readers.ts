import {
  PostingTypeSchema,
  RecurrenceSchema,
  type Location,
  type TravelInfo,
  type UserInformation,
  type WeekDays,
} from './schemas';
import { WEEK_DAYS } from './week-days';
import { isPlausibleEmail, OFFSET_DATE_TIME_PATTERN } from './tolerant-reading';

/**
 * The tolerant reader's fast lane (docs/decisions/022-canonical-answers-read-without-zod.md): a posting's travel
 * info in the form the contract itself writes (numbers as numbers, trimmed non-empty names and ids, ISO times with an
 * offset, absent optional text) is read by plain checks, without the zod readers of entity-readers.ts; anything else
 * (a number as text, an epoch time, a blank optional text, a missing field, a wrong type) answers `null`, and the item
 * goes to the zod reader, which alone decides what the tolerant rules make of it. Whatever this lane reads, it reads
 * to exactly the value the zod reader gives (tests/unit/contract/canonical-readers.test.ts compares the two), so the
 * rules live in one place; this lane only skips zod's parse, which on a slow phone cost milliseconds per item (a list
 * of 1,000 offers, My page's 200 postings) and the schemas' first-use set-up on the first answer.
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

const POSTING_TYPES: ReadonlySet<string> = new Set(PostingTypeSchema.options);
const RECURRENCES: ReadonlySet<string> = new Set(RecurrenceSchema.options);

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
    postingType: oneOf(info.postingType, POSTING_TYPES),
    recurrence: oneOf(info.recurrence, RECURRENCES),
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
