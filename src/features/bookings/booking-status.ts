import type { BookingState, Recurrence } from '@contract/schemas';

/**
 * The booking card's status line and actions (spec section 4), per state.
 * Status: 'One-time' or 'Recurring' plus 'posting active' (confirmed, active), 'posting finished',
 * 'posting cancelled', 'posting expired', or '-' for every other state.
 */
export type TripKindKey = 'oneTime' | 'recurring';
export type StatusKey = 'active' | 'finished' | 'cancelled' | 'expired' | 'none';
/** The second action of a card: Cancel, Remove (archive), or nothing. */
export type BookingAction = 'cancel' | 'remove' | null;

export function tripKindKey(recurrence: Recurrence): TripKindKey {
  return recurrence === 'ONE_TIME' ? 'oneTime' : 'recurring';
}

export function statusKey(state: BookingState): StatusKey {
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

export function bookingAction(state: BookingState): BookingAction {
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

export function statusLine(state: BookingState, recurrence: Recurrence): StatusLine {
  return {
    tripKind: tripKindKey(recurrence),
    status: statusKey(state),
    activeIcon: showsActiveIcon(state),
  };
}
