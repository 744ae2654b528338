import type { TFunction } from 'i18next';
import {
  WEEK_DAYS,
  type BookingState,
  type Recurrence,
  type TravelInfo,
  type WeekDay,
} from '@contract/schemas';
import { formatDate } from '@/domain/posting/format-date';
import { formatPostingTime } from '@/domain/posting/posting-time';

/**
 * The booking card's status line and actions (spec section 4), per state.
 * Status: 'One-time' or 'Recurring' plus 'posting active' (confirmed, active), 'posting finished',
 * 'posting cancelled', 'posting expired', or '-' for every other state ('One-time · -', never '-' alone).
 */
export type TripKindKey = 'oneTime' | 'recurring';
export type StatusKey = 'active' | 'finished' | 'cancelled' | 'expired' | 'ended' | 'none';
/** The second action of a card: Cancel, Remove (archive), or nothing. */
export type BookingAction = 'cancel' | 'remove' | null;

export function tripKindKey(recurrence: Recurrence): TripKindKey {
  return recurrence === 'ONE_TIME' ? 'oneTime' : 'recurring';
}

/** States whose card has its own Remove (finished, expired, cancelled) or is not listed (archived). */
const OVER_STATES: readonly BookingState[] = ['finished', 'expired', 'cancelled', 'archived'];

/**
 * Has the posting's period ended while its state still says otherwise (issue 35: a backend that does not expire
 * postings, or one that reports 'overdue')? Its last trip lies in the past: it is shown as ended and can be removed,
 * instead of staying among the running postings with '-' and no way out. A state that is over already keeps its own
 * status and Remove (spec section 4).
 */
export function periodEnded(booking: { state: BookingState; travelInfo: TravelInfo }, now: Date) {
  if (OVER_STATES.includes(booking.state)) return false;
  const end = Date.parse(booking.travelInfo.integrationInfo.periodEnd);
  return !Number.isNaN(end) && end < now.getTime();
}

export function statusKey(state: BookingState, ended = false): StatusKey {
  if (ended) return 'ended';
  switch (state) {
    case 'confirmed':
    case 'active':
      return 'active';
    case 'finished':
      return 'finished';
    case 'cancelled':
      return 'cancelled';
    case 'expired':
      return 'expired';
    default:
      return 'none';
  }
}

/** A confirmed posting shows the active icon. */
export function showsActiveIcon(state: BookingState): boolean {
  return state === 'confirmed';
}

export function bookingAction(state: BookingState, ended = false): BookingAction {
  if (ended) return 'remove';
  switch (state) {
    case 'confirmed':
    case 'active':
      return 'cancel';
    case 'finished':
    case 'expired':
    case 'cancelled':
      return 'remove';
    default:
      return null;
  }
}

export interface StatusLine {
  tripKind: TripKindKey;
  status: StatusKey;
  activeIcon: boolean;
}

/**
 * The status line's words: the trip kind plus the state's words, 'Recurring · posting active'. A state the spec
 * maps to '-' keeps its trip kind too ('One-time · -'): the spec's line is always 'One-time' or 'Recurring' plus.
 */
export function statusText(line: StatusLine, t: TFunction<'bookings'>): string {
  return `${t(`card.${line.tripKind}`)} · ${t(`card.status.${line.status}`)}`;
}

/**
 * A recurring posting's schedule for its card: its week days (flexible hours) or its shift, its period in
 * the card's DD.MM.YYYY and its departure time. Null for a one-time trip (the card's dates say it all).
 */
export interface CardSchedule {
  weekDays: WeekDay[] | null;
  shift: Exclude<Recurrence, 'ONE_TIME' | 'RECURRING'> | null;
  /** Period start and end, DD.MM.YYYY. */
  start: string;
  end: string;
  /** Departure time, HH:mm, or the words for "time not given" (src/domain/posting/posting-time.ts). */
  time: string;
}

export function cardSchedule(travelInfo: TravelInfo, notGiven: string): CardSchedule | null {
  const info = travelInfo.integrationInfo;
  if (info.recurrence === 'ONE_TIME') return null;
  const flexible = info.recurrence === 'RECURRING';
  return {
    weekDays: flexible ? WEEK_DAYS.filter((day) => info.weekDays[day]) : null,
    shift: info.recurrence === 'RECURRING' ? null : info.recurrence,
    start: formatDate(info.periodStart, 'card'),
    end: formatDate(info.periodEnd, 'card'),
    time: formatPostingTime(travelInfo, notGiven),
  };
}

export function statusLine(state: BookingState, recurrence: Recurrence, ended = false): StatusLine {
  return {
    tripKind: tripKindKey(recurrence),
    status: statusKey(state, ended),
    activeIcon: showsActiveIcon(state),
  };
}
