import { addDays, isWeekend } from 'date-fns';
import { berlinDayKey, type DayKey } from '@/domain/schedule/berlin-days';
import type { CommuteRouteInput } from './commute-route-identity';
import {
  setDepartureTime,
  setRequestLocation,
  submitMobilityRequest,
} from './mobility-request-store';

/**
 * One tap on a My commute entry: the route's search. The day it runs is also the only day whose answers the entry
 * counts (issue 36, point 6): what the entry says is what the list it opens shows.
 */

/** The day a commute route is searched for: today, or on a Saturday or Sunday the next Monday, at this time of day. */
export function commuteDeparture(now: Date = new Date()): Date {
  let day = now;
  while (isWeekend(day)) day = addDays(day, 1);
  return day;
}

/** The Berlin day of the route's search (the day its entry counts answers of). */
export function commuteDay(now: Date = new Date()): DayKey {
  return berlinDayKey(commuteDeparture(now));
}

/**
 * The route's search, exactly as the search form would make it: its places and the commute day into the mobility
 * request, submitted for its posting type (a fresh request id: the spec's offers search runs on the overview).
 */
export function searchCommuteRoute(route: CommuteRouteInput, now: Date = new Date()): string {
  setRequestLocation('origin', route.origin);
  setRequestLocation('destination', route.destination);
  setDepartureTime(commuteDeparture(now).toISOString());
  return submitMobilityRequest(route.postingType);
}
