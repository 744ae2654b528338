import { endOfDay, formatISO } from 'date-fns';
import { z } from 'zod';
import { atBerlinTime, toBerlinIso } from '@/domain/schedule/berlin-days';
import type { BookingRequest } from '@contract/bookings';
import {
  ClockTimeSchema,
  PostingTypeSchema,
  ShiftRecurrenceSchema,
  WeekDaysSchema,
  weekDaysOf,
  type Location,
  type Recurrence,
  type TravelInfo,
  type WeekDays,
} from '@contract/schemas';
import {
  clockOfMinutes,
  postingMinutesOfDay,
  postingReturnTime,
} from '@/domain/posting/posting-time';
import { ROUTES } from '@/lib/routes';
import {
  clampPeriodStart,
  ONE_TIME_STEP_MINUTES,
  parseDayKey,
  parseLocalDateTime,
  roundUpToStep,
  startOfDayKey,
  toDayKey,
  toLocalDateTime,
} from './date-rules';

/** Step two: the trip kind, and for recurring trips the kind of working hours (spec section 2). */
export const TripKindSchema = z.enum(['ONE_TIME', 'RECURRING']);
export type TripKind = z.infer<typeof TripKindSchema>;
/** ANY_SHIFT: shift work (a concrete shift follows on step three); RECURRING: flexible working hours. */
export const RecurringKindSchema = z.enum(['ANY_SHIFT', 'RECURRING']);
export type RecurringKind = z.infer<typeof RecurringKindSchema>;

/** What the creation flow has collected so far; kept for the tab (see posting-draft-store). */
export const PostingDraftSchema = z.object({
  postingType: PostingTypeSchema,
  tripKind: TripKindSchema.nullable(),
  recurringKind: RecurringKindSchema.nullable(),
  shift: ShiftRecurrenceSchema.nullable(),
  weekDays: WeekDaysSchema,
  /** 'yyyy-MM-dd' (local). */
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  /** 'yyyy-MM-ddTHH:mm' (local), one-time trips. */
  meetingTime: z.string().nullable(),
  /**
   * 'HH:mm', recurring trips: the usual departure (flexible: asked on step three; shift: the shift's start from its
   * site's table, adjustable). Defaults keep a draft stored before these fields readable.
   */
  departureClock: ClockTimeSchema.nullable().default(null).catch(null),
  /** 'HH:mm', recurring trips, optional: the usual time back (shift: the shift's end). */
  returnClock: ClockTimeSchema.nullable().default(null).catch(null),
  /** Set while the draft changes an existing posting: the id of the posting it replaces (Change on My page). */
  replacesBookingId: z.string().min(1).nullable().default(null).catch(null),
  description: z.string(),
});
export type PostingDraft = z.infer<typeof PostingDraftSchema>;

export const NO_WEEK_DAYS: WeekDays = weekDaysOf();

export function emptyDraft(postingType: PostingDraft['postingType'] = 'OFFERING'): PostingDraft {
  return {
    postingType,
    tripKind: null,
    recurringKind: null,
    shift: null,
    weekDays: { ...NO_WEEK_DAYS },
    periodStart: null,
    periodEnd: null,
    meetingTime: null,
    departureClock: null,
    returnClock: null,
    replacesBookingId: null,
    description: '',
  };
}

/** Which third step the draft is on: shift, flexible or one-time (null until step two is complete). */
export type ThirdStep = 'shift' | 'flexible' | 'onetime';

export function thirdStepOf(draft: PostingDraft): ThirdStep | null {
  if (draft.tripKind === 'ONE_TIME') return 'onetime';
  if (draft.tripKind !== 'RECURRING') return null;
  if (draft.recurringKind === 'ANY_SHIFT') return 'shift';
  if (draft.recurringKind === 'RECURRING') return 'flexible';
  return null;
}

export const THIRD_STEP_ROUTES = {
  shift: ROUTES.createThirdStepShift,
  flexible: ROUTES.createThirdStepFlexible,
  onetime: ROUTES.createThirdStepOnetime,
} as const satisfies Record<ThirdStep, string>;

/** Step two may continue once the kind is chosen, and for recurring trips the kind of hours too. */
export function canLeaveSecondStep(draft: PostingDraft): boolean {
  return thirdStepOf(draft) !== null;
}

function hasPeriod(draft: PostingDraft): boolean {
  return parseDayKey(draft.periodStart) !== null && parseDayKey(draft.periodEnd) !== null;
}

const hasDepartureClock = (draft: PostingDraft) =>
  ClockTimeSchema.safeParse(draft.departureClock).success;

/**
 * Step three is complete: a shift, its time and both dates; at least one week day, the departure time and both
 * dates; a date and time.
 */
export function isThirdStepComplete(
  draft: PostingDraft,
  step: ThirdStep | null = thirdStepOf(draft),
) {
  switch (step) {
    case 'shift':
      return draft.shift !== null && hasDepartureClock(draft) && hasPeriod(draft);
    case 'flexible':
      return (
        Object.values(draft.weekDays).some(Boolean) && hasDepartureClock(draft) && hasPeriod(draft)
      );
    case 'onetime':
      return parseLocalDateTime(draft.meetingTime) !== null;
    case null:
      return false;
  }
}

/** The recurrence the posting is stored with: ONE_TIME, the concrete shift, or RECURRING (flexible). */
export function draftRecurrence(draft: PostingDraft): Exclude<Recurrence, 'ANY_SHIFT'> | null {
  switch (thirdStepOf(draft)) {
    case 'onetime':
      return 'ONE_TIME';
    case 'flexible':
      return 'RECURRING';
    case 'shift':
      return draft.shift;
    case null:
      return null;
  }
}

/** Where an incomplete draft belongs: the step that still needs input (the overview needs all three). */
export function resumeRoute(draft: PostingDraft): string {
  const step = thirdStepOf(draft);
  if (step === null) return ROUTES.createSecondStep;
  return isThirdStepComplete(draft, step) ? ROUTES.createOverview : THIRD_STEP_ROUTES[step];
}

export interface BookingRequestContext {
  origin: Location | null;
  destination: Location | null;
  /** The signed-in user's e-mail (userInformation.email). */
  email: string | null;
}

/**
 * The booking request payload of spec section 3, or null while something is missing. Recurring postings run
 * from the From day at their departure time to the end of the Until day (local time): departureTime and
 * periodStart, "the ISO of the period start", carry the time of day the trips leave. A one-time posting starts and
 * ends at its date and time. weekDays are all false except for flexible postings. The usual time back, when given,
 * goes as integrationInfo.returnTime ('HH:mm'; docs/posting-times.md).
 */
export function buildBookingRequest(
  draft: PostingDraft,
  { origin, destination, email }: BookingRequestContext,
): BookingRequest | null {
  const recurrence = draftRecurrence(draft);
  // Stryker disable next-line ConditionalExpression: unreachable: recurrence === null is also caught by isThirdStepComplete (false for no step)
  if (!origin || !destination || !email || recurrence === null) return null;
  if (!isThirdStepComplete(draft)) return null;

  let periodStart: string;
  let periodEnd: string;
  let returnTime: string | null = null;
  if (recurrence === 'ONE_TIME') {
    const meeting = parseLocalDateTime(draft.meetingTime);
    // Stryker disable next-line ConditionalExpression: unreachable: isThirdStepComplete already required a readable meeting time
    if (!meeting) return null;
    periodStart = formatISO(meeting);
    periodEnd = periodStart;
  } else {
    // Stryker disable next-line StringLiteral: unreachable: isThirdStepComplete already required both period days and the departure time
    const start = startOfDayKey(draft.periodStart ?? '');
    const end = parseDayKey(draft.periodEnd);
    const clock = minutesOfClock(draft.departureClock);
    // Stryker disable next-line ConditionalExpression,LogicalOperator: unreachable: isThirdStepComplete already required both period days and the departure time
    if (!start || !end || clock === null || draft.periodStart === null) return null;
    // The time of day is a Berlin wall-clock time wherever the device is (src/domain/schedule/posting-time-of-day.ts reads it so).
    periodStart = toBerlinIso(atBerlinTime(draft.periodStart, Math.floor(clock / 60), clock % 60));
    periodEnd = formatISO(endOfDay(end));
    returnTime = minutesOfClock(draft.returnClock) === null ? null : draft.returnClock;
  }

  return {
    integrationId: 'commutePooling',
    origin,
    destination,
    departureTime: periodStart,
    integrationInfo: {
      postingType: draft.postingType,
      recurrence,
      periodStart,
      periodEnd,
      weekDays: recurrence === 'RECURRING' ? { ...draft.weekDays } : { ...NO_WEEK_DAYS },
      fleets: [],
      ...(returnTime ? { returnTime } : {}),
      userInformation: { email, description: draft.description.trim() },
    },
  };
}

/** '07:30' → 450; null for anything that is not 'HH:mm'. */
export function minutesOfClock(clock: string | null | undefined): number | null {
  const parsed = ClockTimeSchema.safeParse(clock);
  if (!parsed.success) return null;
  const [hours = 0, minutes = 0] = parsed.data.split(':').map(Number);
  return hours * 60 + minutes;
}

/** A time of day on the creation flow's 5-minute grid (rounded up, as the one-time picker does). */
export function snapClock(clock: string): string | null {
  const minutes = minutesOfClock(clock);
  if (minutes === null) return null;
  const step = ONE_TIME_STEP_MINUTES;
  return clockOfMinutes((Math.ceil(minutes / step) * step) % (24 * 60));
}

/**
 * The draft that changes an own posting (Change on a card): the posting's kind, days, period, times, text and the
 * id it replaces. A period that began in the past starts today now; a one-time time in the past is left empty (the
 * user picks a new one). The route goes into the mobility request (the creation flow's From and To).
 */
export function draftFromPosting(
  travelInfo: TravelInfo,
  bookingId: string,
  now: Date = new Date(),
): PostingDraft {
  const info = travelInfo.integrationInfo;
  const draft = emptyDraft(info.postingType);
  draft.replacesBookingId = bookingId;
  draft.description = info.userInformation.description?.trim() ?? '';
  if (info.recurrence === 'ONE_TIME') {
    draft.tripKind = 'ONE_TIME';
    const meeting = new Date(info.meetingTime ?? travelInfo.departureTime);
    draft.meetingTime =
      Number.isNaN(meeting.getTime()) || meeting < now
        ? null
        : toLocalDateTime(roundUpToStep(meeting));
    return draft;
  }
  draft.tripKind = 'RECURRING';
  if (info.recurrence === 'RECURRING' || info.recurrence === 'ANY_SHIFT') {
    draft.recurringKind = info.recurrence === 'RECURRING' ? 'RECURRING' : 'ANY_SHIFT';
    if (info.recurrence === 'RECURRING') draft.weekDays = { ...info.weekDays };
  } else {
    draft.recurringKind = 'ANY_SHIFT';
    draft.shift = info.recurrence;
  }
  const start = new Date(info.periodStart);
  const end = new Date(info.periodEnd);
  if (!Number.isNaN(start.getTime())) draft.periodStart = clampPeriodStart(toDayKey(start), now);
  if (!Number.isNaN(end.getTime())) {
    const endKey = toDayKey(end);
    draft.periodEnd = draft.periodStart !== null && endKey < draft.periodStart ? null : endKey;
  }
  const minutes = postingMinutesOfDay(travelInfo);
  draft.departureClock = minutes === null ? null : snapClock(clockOfMinutes(minutes));
  draft.returnClock = postingReturnTime(travelInfo);
  return draft;
}
