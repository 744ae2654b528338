import {
  addDays,
  atBerlinTime,
  berlinDayKey,
  toBerlinIso,
  type DayKey,
} from '@contract/berlin-days';
import type { SeedData } from './seed-constants';

/*
 * The seed's data is relative to the moment it is made for (mocks/seed.ts, generateSeedData): a posting's times are
 * Berlin wall-clock times on days counted from that moment's Berlin day (departure, period start and end, meeting
 * time); its arrival is the departure plus the travel time; its creation lies days before the departure or the
 * moment, whichever is earlier; an account's creation and a recent place's use lie a span before the moment. Nothing
 * else in the data depends on the moment (the faker's draws do not), so the data made for one moment, moved the same
 * way, is the data made for another (tests/unit/mocks/seed-shift.test.ts holds it to that).
 */

function daysBetween(from: DayKey, to: DayKey): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The same Berlin wall-clock time `days` calendar days later, as the seed writes it (toBerlinIso). */
function laterWallClock(iso: string, days: number): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):00[+-]\d{2}:\d{2}$/.exec(iso);
  if (!match)
    throw new Error(`Not a seed's wall-clock time (whole minutes, Berlin offset): ${iso}`);
  const [, day = '', hour, minute] = match;
  return toBerlinIso(atBerlinTime(addDays(day, days), Number(hour), Number(minute)));
}

/** The seed's data made for `from`, moved to what it is when made for `to`. The input is left as it is. */
export function shiftSeedData(data: SeedData, from: Date, to: Date): SeedData {
  const days = daysBetween(berlinDayKey(from), berlinDayKey(to));
  const later = to.getTime() - from.getTime();
  const beforeNow = (iso: string) => new Date(Date.parse(iso) + later).toISOString();
  const wallClock = new Map<string, string>();
  const moved = (iso: string) => {
    let result = wallClock.get(iso);
    if (result === undefined) {
      result = laterWallClock(iso, days);
      wallClock.set(iso, result);
    }
    return result;
  };
  return {
    users: data.users.map((user) => ({
      ...user,
      createdAt: beforeNow(user.createdAt),
      confirmationDeadline:
        user.confirmationDeadline === null ? null : beforeNow(user.confirmationDeadline),
    })),
    companyProfiles: data.companyProfiles.map((profile) => ({ ...profile })),
    bookings: data.bookings.map((booking) => {
      const { travelInfo } = booking;
      const info = travelInfo.integrationInfo;
      const departureBefore = Date.parse(travelInfo.departureTime);
      const departureTime = moved(travelInfo.departureTime);
      const departure = Date.parse(departureTime);
      // Created (and last updated) so many days before the departure or the moment, whichever is earlier.
      const created = (iso: string) =>
        new Date(
          Math.min(departure, to.getTime()) -
            (Math.min(departureBefore, from.getTime()) - Date.parse(iso)),
        ).toISOString();
      return {
        ...booking,
        createdAt: created(booking.createdAt),
        updatedAt: created(booking.updatedAt),
        travelInfo: {
          ...travelInfo,
          departureTime,
          estimatedArrivalTime: toBerlinIso(
            new Date(departure + Date.parse(travelInfo.estimatedArrivalTime) - departureBefore),
          ),
          integrationInfo: {
            ...info,
            periodStart: moved(info.periodStart),
            periodEnd: moved(info.periodEnd),
            ...(info.meetingTime === undefined ? {} : { meetingTime: moved(info.meetingTime) }),
          },
        },
      };
    }),
    places: data.places.map((place) => ({ ...place })),
    recentPlaces: data.recentPlaces.map((recent) => ({
      ...recent,
      usedAt: beforeNow(recent.usedAt),
    })),
  };
}
