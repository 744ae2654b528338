import { endOfDay, formatISO } from 'date-fns';
import { z } from 'zod';
import type { BookingRequest } from '@contract/bookings';
import {
  PostingTypeSchema,
  ShiftRecurrenceSchema,
  WeekDaysSchema,
  weekDaysOf,
  type Location,
  type Recurrence,
  type WeekDays,
} from '@contract/schemas';
import { ROUTES } from '@/lib/routes';
import { parseDayKey, parseLocalDateTime, startOfDayKey } from './date-rules';

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

/** Step three is complete: a shift and both dates; at least one week day and both dates; a date and time. */
export function isThirdStepComplete(
  draft: PostingDraft,
  step: ThirdStep | null = thirdStepOf(draft),
) {
  switch (step) {
    case 'shift':
      return draft.shift !== null && hasPeriod(draft);
    case 'flexible':
      return Object.values(draft.weekDays).some(Boolean) && hasPeriod(draft);
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
 * from the start of the From day to the end of the Until day (local time); a one-time posting starts and
 * ends at its date and time. weekDays are all false except for flexible postings.
 */
export function buildBookingRequest(
  draft: PostingDraft,
  { origin, destination, email }: BookingRequestContext,
): BookingRequest | null {
  const recurrence = draftRecurrence(draft);
  if (!origin || !destination || !email || recurrence === null) return null;
  if (!isThirdStepComplete(draft)) return null;

  let periodStart: string;
  let periodEnd: string;
  if (recurrence === 'ONE_TIME') {
    const meeting = parseLocalDateTime(draft.meetingTime);
    if (!meeting) return null;
    periodStart = formatISO(meeting);
    periodEnd = periodStart;
  } else {
    const start = startOfDayKey(draft.periodStart ?? '');
    const end = parseDayKey(draft.periodEnd);
    if (!start || !end) return null;
    periodStart = formatISO(start);
    periodEnd = formatISO(endOfDay(end));
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
      userInformation: { email, description: draft.description.trim() },
    },
  };
}
