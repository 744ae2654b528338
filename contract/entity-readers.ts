import { z } from 'zod';
import {
  ClockTimeSchema,
  PlaceCategorySchema,
  PlaceIconTypeSchema,
  PostingTypeSchema,
  RecurrenceSchema,
  UserGroupSchema,
  UserTypeSchema,
  WEEK_DAYS,
  type Location,
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
  NullableTextReader,
  NumberReader,
  OptionalTextReader,
  TextReader,
} from './tolerant-reading';
import { isPlausibleEmail } from './plain-forms';

/**
 * The tolerant readers of the entities the answers carry (docs/decisions/003-tolerant-reader.md): the user, a
 * location, a place and a posting's travel info. What the spec fixes is checked strictly, what it leaves open is
 * read in any plausible form; contract/answer-readers.ts applies them per route.
 */

/** An e-mail address the spec fixes (the poster's, the registration's). */
export const EmailReader = z.string().trim().refine(isPlausibleEmail, 'not an e-mail address');
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

export const travelInfoShape = {
  origin: LocationReader,
  destination: LocationReader,
  departureTime: DateTimeReader,
  estimatedArrivalTime: DateTimeReader,
  integrationInfo: integrationInfoShape,
};

/** Without a period in the answer, a posting's period is its meeting (one-time) or departure time. */
export function withPeriod<
  T extends { departureTime: string; integrationInfo: z.output<typeof integrationInfoShape> },
>(travelInfo: T) {
  const info = travelInfo.integrationInfo;
  const periodStart = info.periodStart ?? info.meetingTime ?? travelInfo.departureTime;
  return {
    ...travelInfo,
    integrationInfo: { ...info, periodStart, periodEnd: info.periodEnd ?? periodStart },
  };
}

export const TravelInfoReader = z.object(travelInfoShape).transform(withPeriod);
