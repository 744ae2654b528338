import { z } from 'zod';
import {
  BOOKING_STATES,
  INTEGRATION_IDS,
  POSTING_TYPES,
  RECURRENCES,
  USER_GROUPS,
  USER_TYPES,
} from './plain-forms';
import { WEEK_DAYS, type WeekDay } from './week-days';

/** Entities and enums of spec section 3, shared by every resource of the contract. */

export const PostingTypeSchema = z.enum(POSTING_TYPES);
export type PostingType = z.infer<typeof PostingTypeSchema>;

/** RECURRING is the flexible-hours recurrence; ANY_SHIFT is chosen on step two and replaced by a concrete shift on step three. */
export const RecurrenceSchema = z.enum(RECURRENCES);
export type Recurrence = z.infer<typeof RecurrenceSchema>;

/** The five concrete shifts a shift posting carries (step three of the creation flow). */
export const ShiftRecurrenceSchema = RecurrenceSchema.extract([
  'EARLY_SHIFT_EVEN_WEEKS',
  'EARLY_SHIFT_ODD_WEEKS',
  'PERMANENT_EARLY_SHIFT',
  'PERMANENT_LATE_SHIFT',
  'NIGHT_SHIFT',
]);
export type ShiftRecurrence = z.infer<typeof ShiftRecurrenceSchema>;

/** Short shift codes of the spec; SHIFT_CODE_BY_RECURRENCE maps them one to one onto the shift recurrences. */
export const ShiftValueSchema = z.enum([
  'EARLY_EVEN',
  'EARLY_ODD',
  'EARLY_PERMANENT',
  'LATE_PERMANENT',
  'NIGHT',
]);
export type ShiftValue = z.infer<typeof ShiftValueSchema>;
export const SHIFT_CODE_BY_RECURRENCE: Record<ShiftRecurrence, ShiftValue> = {
  EARLY_SHIFT_EVEN_WEEKS: 'EARLY_EVEN',
  EARLY_SHIFT_ODD_WEEKS: 'EARLY_ODD',
  PERMANENT_EARLY_SHIFT: 'EARLY_PERMANENT',
  PERMANENT_LATE_SHIFT: 'LATE_PERMANENT',
  NIGHT_SHIFT: 'NIGHT',
};

export const IntegrationIdSchema = z.enum(INTEGRATION_IDS);
export type IntegrationId = z.infer<typeof IntegrationIdSchema>;

/** Booking states; 'overdue' is accepted by the status view only. */
export const BookingStateSchema = z.enum(BOOKING_STATES);
export type BookingState = z.infer<typeof BookingStateSchema>;

// The week's days without zod, so the app's day rules (src/domain/schedule/berlin-days.ts) stay off the typed
// client's chunk: the signed-in dashboard's first render needs them, not zod.
export { WEEK_DAYS, WORK_WEEK_DAYS, type WeekDay } from './week-days';
/** Seven booleans MONDAY..SUNDAY; only meaningful for flexible (RECURRING) postings. */
export const WeekDaysSchema = z.object({
  MONDAY: z.boolean(),
  TUESDAY: z.boolean(),
  WEDNESDAY: z.boolean(),
  THURSDAY: z.boolean(),
  FRIDAY: z.boolean(),
  SATURDAY: z.boolean(),
  SUNDAY: z.boolean(),
});
export type WeekDays = z.infer<typeof WeekDaysSchema>;

/** The week days with the given ones on and every other one off (none given: a one-time posting's). */
export function weekDaysOf(...days: readonly WeekDay[]): WeekDays {
  return Object.fromEntries(WEEK_DAYS.map((day) => [day, days.includes(day)])) as WeekDays;
}

/** ISO 8601 date-time with offset, as every date on the wire. */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true });

/**
 * A wall-clock time of day, 'HH:mm' in the company's zone (Europe/Berlin): a recurring posting's usual time back
 * (docs/posting-times.md). Not in the spec: an optional field a backend that does not know it ignores.
 */
export const ClockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** Free text of a person: bounded so a huge paste is refused with 400 instead of stored. */
const shortText = (max: number) => z.string().trim().max(max);

export const UserGroupSchema = z.enum(USER_GROUPS);
export type UserGroup = z.infer<typeof UserGroupSchema>;
export const UserTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof UserTypeSchema>;

export const UserSchema = z.object({
  id: z.string().min(1),
  type: UserTypeSchema,
  /** null when the company server has no address for the user (the missing-mail step asks for one). */
  email: z.email().nullable(),
  givenName: shortText(100),
  familyName: shortText(100),
  department: shortText(100).nullable(),
  accountNumber: shortText(40).nullable(),
  qNumber: shortText(20).nullable(),
  active: z.boolean(),
  acceptedTerms: z.boolean(),
  group: UserGroupSchema,
  commutePooling: z.object({ enabled: z.boolean() }),
  bmwBuildings: z.object({ enabled: z.boolean() }),
});
export type User = z.infer<typeof UserSchema>;

/** A point on the map as bookings and requests carry it. */
export const LocationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  name: shortText(200).min(1),
  /** From the place's vicinity. */
  address: shortText(300).optional(),
  /** Campus building code, e.g. 'FIZ 12'. */
  building: shortText(40).optional(),
});
export type Location = z.infer<typeof LocationSchema>;

export const PlaceCategorySchema = z.enum(['bmw-event', 'hotspot', 'other']);
export const PlaceIconTypeSchema = z.enum(['recent', 'hotspot', 'event', 'web-search', 'building']);
export type PlaceIconType = z.infer<typeof PlaceIconTypeSchema>;

/** A search result of the location picker: a location plus how it is shown. */
export const PlaceSchema = LocationSchema.extend({
  id: z.string().min(1),
  category: PlaceCategorySchema,
  iconType: PlaceIconTypeSchema,
});
export type Place = z.infer<typeof PlaceSchema>;

/** The longest 'further information' of a posting (spec section 9). */
export const POSTING_DESCRIPTION_MAX_LENGTH = 2000;

export const UserInformationSchema = z.object({
  givenName: shortText(100),
  familyName: shortText(100),
  department: shortText(100).optional(),
  email: z.email(),
  description: shortText(POSTING_DESCRIPTION_MAX_LENGTH).optional(),
});
export type UserInformation = z.infer<typeof UserInformationSchema>;

export const IntegrationInfoSchema = z.object({
  postingType: PostingTypeSchema,
  recurrence: RecurrenceSchema,
  weekDays: WeekDaysSchema,
  /** Period of validity of the posting (for one-time postings start and end are the meeting time). */
  periodStart: IsoDateTimeSchema,
  periodEnd: IsoDateTimeSchema,
  /** Set for one-time postings only. */
  meetingTime: IsoDateTimeSchema.optional(),
  /** The usual time back of a recurring posting, when it has one (not in the spec; docs/posting-times.md). */
  returnTime: ClockTimeSchema.optional(),
  userInformation: UserInformationSchema,
});
export type IntegrationInfo = z.infer<typeof IntegrationInfoSchema>;

export const TravelInfoSchema = z.object({
  origin: LocationSchema,
  destination: LocationSchema,
  departureTime: IsoDateTimeSchema,
  estimatedArrivalTime: IsoDateTimeSchema,
  integrationInfo: IntegrationInfoSchema,
});
export type TravelInfo = z.infer<typeof TravelInfoSchema>;

export const BookingSchema = z.object({
  bookingId: z.string().min(1),
  state: BookingStateSchema,
  integrationId: IntegrationIdSchema,
  travelInfo: TravelInfoSchema,
});
export type Booking = z.infer<typeof BookingSchema>;

/** An entry of the offers answer: a posting's travel info plus its distances (metres) to the request. */
export const OfferTravelInfoSchema = TravelInfoSchema.extend({
  bookingId: z.string().min(1),
  originDistance: z.number().nonnegative(),
  destinationDistance: z.number().nonnegative(),
});
export type OfferTravelInfo = z.infer<typeof OfferTravelInfoSchema>;
