import {
  addDays,
  berlinDayKey,
  berlinOffsetMinutes,
  type DayKey,
} from '@/domain/schedule/berlin-days';
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

const HOUR_MS = 3_600_000;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * atBerlinTime and toBerlinIso (src/domain/schedule/berlin-days.ts) with Berlin's offset looked up once per hour: Berlin changes
 * its offset only on the full UTC hour, and each lookup is an Intl call (at 4x CPU, 120 ms for the 1,000 postings'
 * times when asked every time; the bench's profile of the demo's start).
 */
function berlinClock() {
  const offsets = new Map<number, number>();
  const offsetAt = (ms: number) => {
    const hour = Math.floor(ms / HOUR_MS);
    let offset = offsets.get(hour);
    if (offset === undefined) {
      offset = berlinOffsetMinutes(new Date(hour * HOUR_MS));
      offsets.set(hour, offset);
    }
    return offset;
  };
  return {
    at(day: DayKey, hour: number, minute: number): number {
      const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
      const wallClockAsUtc = Date.UTC(year, month - 1, date, hour, minute);
      const guess = wallClockAsUtc - offsetAt(wallClockAsUtc) * 60_000;
      return wallClockAsUtc - offsetAt(guess) * 60_000;
    },
    iso(ms: number): string {
      const offset = offsetAt(ms);
      const wall = new Date(ms + offset * 60_000).toISOString().slice(0, 19);
      const abs = Math.abs(offset);
      return `${wall}${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
    },
  };
}

/** The same Berlin wall-clock time `days` calendar days later, as the seed writes it (toBerlinIso). */
function laterWallClock(clock: ReturnType<typeof berlinClock>, iso: string, days: number): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):00[+-]\d{2}:\d{2}$/.exec(iso);
  if (!match)
    throw new Error(`Not a seed's wall-clock time (whole minutes, Berlin offset): ${iso}`);
  const [, day = '', hour, minute] = match;
  return clock.iso(clock.at(addDays(day, days), Number(hour), Number(minute)));
}

/** The seed's data made for `from`, moved to what it is when made for `to`. The input is left as it is. */
export function shiftSeedData(data: SeedData, from: Date, to: Date): SeedData {
  const days = daysBetween(berlinDayKey(from), berlinDayKey(to));
  const later = to.getTime() - from.getTime();
  const beforeNow = (iso: string) => new Date(Date.parse(iso) + later).toISOString();
  const clock = berlinClock();
  const wallClock = new Map<string, string>();
  const moved = (iso: string) => {
    let result = wallClock.get(iso);
    if (result === undefined) {
      result = laterWallClock(clock, iso, days);
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
          estimatedArrivalTime: clock.iso(
            departure + Date.parse(travelInfo.estimatedArrivalTime) - departureBefore,
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
