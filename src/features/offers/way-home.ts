import type { OfferTravelInfo } from '@contract/schemas';
import { postingMinutesOfDay, postingReturnTime } from '@/domain/schedule/posting-time-of-day';

/**
 * "Also the way home" (issue 35): only where the colleague really travels back that day, near the user's way back.
 * The user's way back is the shared trip's departure plus a working day: 8 hours and the hour's break (as the
 * plants' shifts: early 06:00 to 14:00 plus the way), give or take 2 hours of flexitime. A colleague's trip back
 * counts when it leaves in that window after one of their trips there: 7 to 11 hours after it. A posting without
 * a time of day ("any time") fits any. A posting there that carries the colleague's own way back
 * (`integrationInfo.returnTime`, docs/posting-times.md) says when that is: then a trip back counts when it leaves
 * within the flexitime of that time instead.
 */
export const WAY_BACK = {
  /** A working day: 8 hours and a 1-hour break. */
  workdayMinutes: 9 * 60,
  /** Flexitime either side. */
  marginMinutes: 2 * 60,
} as const;

/** The times of day (minutes, null: any time) of each colleague's trips back on the searched day, by posterKey. */
export type BackTimes = ReadonlyMap<string, ReadonlyArray<number | null>>;

/** Does a trip back (`backMinutes`) leave near the way back after a trip there at `outMinutes`? */
export function isNearWayBack(outMinutes: number | null, backMinutes: number | null): boolean {
  if (outMinutes === null || backMinutes === null) return true;
  const after = backMinutes - outMinutes;
  return Math.abs(after - WAY_BACK.workdayMinutes) <= WAY_BACK.marginMinutes;
}

/** Minutes of an 'HH:mm' clock time. */
function minutesOfClock(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * Does a trip back (`backMinutes`) leave near the way back of the trip there `offer`: near its own way back when it
 * carries one (returnTime, within the flexitime), else a working day after it (isNearWayBack)?
 */
export function isNearWayBackOf(offer: OfferTravelInfo, backMinutes: number | null): boolean {
  const returnTime = postingReturnTime(offer);
  if (returnTime === null) return isNearWayBack(postingMinutesOfDay(offer), backMinutes);
  if (backMinutes === null) return true;
  return Math.abs(backMinutes - minutesOfClock(returnTime)) <= WAY_BACK.marginMinutes;
}

/** Does the colleague with these trips there also travel back near the way back (their times back given)? */
export function travelsBackNear(
  tripsThere: readonly OfferTravelInfo[],
  timesBack: ReadonlyArray<number | null> | undefined,
): boolean {
  if (!timesBack || timesBack.length === 0) return false;
  return tripsThere.some((offer) => timesBack.some((back) => isNearWayBackOf(offer, back)));
}
