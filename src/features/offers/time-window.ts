import { postingMinutesOfDay } from '@/domain/schedule/posting-time-of-day';
import type { OfferTravelInfo } from '@contract/schemas';

/**
 * The time of day on the offers list (issue 22, item 6): "07:00 ± 30 min". Only marks and (when asked) filters;
 * the list keeps the spec's order (distance). Times are Berlin wall-clock times, as the plants' shifts are.
 */
export interface TimeWindow {
  /** 'HH:mm'; '' while the user has cleared the field (then nothing is marked). */
  around: string;
  /** Minutes either side. */
  margin: number;
}

/** The margins offered (minutes either side). */
export const TIME_WINDOW_MARGINS = [15, 30, 45, 60, 90] as const;

const MINUTES_PER_DAY = 24 * 60;

/** '07:10' → 430; null for anything else. */
export function minutesOfClock(clock: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** 430 → '07:10' (any whole number, taken around the clock). */
export function clockOfMinutes(minutes: number): string {
  const inDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`;
}

/** '06:30–07:30' (around midnight: '23:30–00:30'); null while the time is not set. */
export function timeWindowText(window: TimeWindow): string | null {
  const around = minutesOfClock(window.around);
  if (around === null) return null;
  return `${clockOfMinutes(around - window.margin)}–${clockOfMinutes(around + window.margin)}`;
}

export interface TimeWindowFit {
  /** The offer's meeting time ('HH:mm', Berlin); null for a posting without a time ("any time"). */
  departs: string | null;
  inWindow: boolean;
}

/**
 * When the offer meets (its meeting time, else its departure), and whether that lies in the window; around
 * midnight too (a 23:50 night shift lies in 00:00 ± 15). A recurring posting without a time (exactly midnight:
 * src/domain/schedule/posting-time-of-day.ts) counts as "any time": it lies in every window. Null when the window or the offer's
 * time is unreadable.
 */
export function timeWindowFit(offer: OfferTravelInfo, window: TimeWindow): TimeWindowFit | null {
  const around = minutesOfClock(window.around);
  if (around === null) return null;
  const info = offer.integrationInfo;
  if (Number.isNaN(Date.parse(info.meetingTime ?? offer.departureTime))) return null;
  const departs = postingMinutesOfDay(offer);
  if (departs === null) return { departs: null, inWindow: true };
  const apart = Math.abs(departs - around) % MINUTES_PER_DAY;
  return {
    departs: clockOfMinutes(departs),
    inWindow: Math.min(apart, MINUTES_PER_DAY - apart) <= window.margin,
  };
}
