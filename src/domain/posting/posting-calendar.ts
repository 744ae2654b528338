import { TZDate } from '@date-fns/tz';
// The zone's VTIMEZONE as text in the bundle: the package's own reader uses node:fs, which a browser does not have.
import berlinZoneFile from '@touch4it/ical-timezones/zones/Europe/Berlin.ics?raw';
import ical, { ICalAlarmType, ICalWeekday } from 'ical-generator';
import {
  addDays,
  atBerlinTime,
  berlinDayKey,
  COMPANY_TIME_ZONE,
  isoWeekOf,
  mondayOf,
  type DayKey,
} from '@/domain/schedule/berlin-days';
import { nextRun, scheduleOf, WORKING_DAYS } from '@/domain/schedule/schedule';
import type { TravelInfo, WeekDay } from '@contract/schemas';
import { postingMinutesOfDay } from '@/domain/schedule/posting-time-of-day';
import { formatLocation } from '../trip-request/format-location';

/**
 * An RFC 5545 calendar file of a posting, made in the browser: one event at the posting's Berlin departure
 * time (all day, without a reminder, for a recurring posting without a time: docs/posting-times.md) with the recurrence rule of its schedule (src/domain/schedule/schedule.ts), the route as location, the contact's
 * e-mail as organizer and a reminder 15 minutes before. The even/odd-week early shift repeats every second
 * week from a week of the right parity; after a year with 53 ISO weeks the parity of the week numbers skips a
 * beat (weeks 53 and 1 are both odd), so the series is split there into one event per stretch.
 */

export interface PostingCalendarInput {
  /** Stable id of the posting (the event UIDs derive from it, so importing again updates the entry). */
  postingId: string;
  travelInfo: TravelInfo;
  /** The event's title, in the user's language. */
  title: string;
  /** Who to contact: the poster of an offer, or the user for their own posting. */
  contact: { name: string; email: string };
  /** Free text of the event (the posting's further information, say). */
  description?: string;
  /** First day of the series; default today (Berlin). Earlier days of the period are left out. */
  from?: DayKey;
}

const REMINDER_SECONDS = 15 * 60;

const ICAL_WEEKDAY: Record<WeekDay, ICalWeekday> = {
  MONDAY: ICalWeekday.MO,
  TUESDAY: ICalWeekday.TU,
  WEDNESDAY: ICalWeekday.WE,
  THURSDAY: ICalWeekday.TH,
  FRIDAY: ICalWeekday.FR,
  SATURDAY: ICalWeekday.SA,
  SUNDAY: ICalWeekday.SU,
};

/** Stretches of days [first, last] within which the ISO week parity alternates every week. */
function parityStretches(first: DayKey, last: DayKey): Array<[DayKey, DayKey]> {
  const stretches: Array<[DayKey, DayKey]> = [];
  let start = first;
  for (let monday = addDays(mondayOf(first), 7); monday <= last; monday = addDays(monday, 7)) {
    if (isoWeekOf(monday).week === 1 && isoWeekOf(addDays(monday, -7)).week === 53) {
      stretches.push([start, addDays(monday, -1)]);
      start = monday;
    }
  }
  stretches.push([start, last]);
  return stretches;
}

/** The text of the .ics file; null when the posting has no travel day left from `from` on. */
export function buildPostingCalendar(input: PostingCalendarInput): string | null {
  const { travelInfo } = input;
  const info = travelInfo.integrationInfo;
  const schedule = scheduleOf(travelInfo);
  const from = input.from ?? berlinDayKey(new Date());
  const first = nextRun(travelInfo, from);
  if (first === null || schedule.lastDay === null) return null;

  // The Berlin wall-clock time of the departure (src/domain/schedule/posting-time-of-day.ts), and how long the trip takes (at least
  // 15 minutes). A recurring posting without a time (exactly midnight) gets all-day events and no reminder: no time
  // is made up (a reminder at 23:45 the night before is what an invented midnight gave).
  const minutes = postingMinutesOfDay(travelInfo);
  const allDay = minutes === null;
  const hour = allDay ? 0 : Math.floor(minutes / 60);
  const minute = allDay ? 0 : minutes % 60;
  const departure = new Date(
    info.recurrence === 'ONE_TIME'
      ? (info.meetingTime ?? info.periodStart)
      : travelInfo.departureTime,
  );
  const tripMinutes = Math.max(
    15,
    Math.round((Date.parse(travelInfo.estimatedArrivalTime) - departure.getTime()) / 60_000) || 0,
  );

  const calendar = ical({
    prodId: { company: 'WEN', product: 'WEN commute pooling', language: 'EN' },
  });
  calendar.timezone({ name: COMPANY_TIME_ZONE, generator: berlinVtimezone });

  const stretches: Array<[DayKey, DayKey]> =
    info.recurrence === 'ONE_TIME'
      ? [[first, first]]
      : schedule.weekParity === null
        ? [[first, schedule.lastDay]]
        : parityStretches(first, schedule.lastDay);

  stretches.forEach(([stretchFirst, stretchLast], index) => {
    const start = nextRun(travelInfo, stretchFirst);
    if (start === null || start > stretchLast) return;
    // TZDates: ical-generator writes their Berlin wall clock after TZID=Europe/Berlin (a plain Date would be
    // written in the device's own zone).
    const startAt = new TZDate(atBerlinTime(start, hour, minute).getTime(), COMPANY_TIME_ZONE);
    const event = calendar.createEvent({
      id: `${input.postingId}-${index}@wen`,
      start: startAt,
      end: allDay
        ? new TZDate(atBerlinTime(addDays(start, 1), 0, 0).getTime(), COMPANY_TIME_ZONE)
        : new TZDate(startAt.getTime() + tripMinutes * 60_000, COMPANY_TIME_ZONE),
      allDay,
      timezone: COMPANY_TIME_ZONE,
      summary: input.title,
      location: `${formatLocation(travelInfo.origin)} → ${formatLocation(travelInfo.destination)}`,
      description: [input.description, input.contact.email].filter(Boolean).join('\n\n'),
      organizer: { name: input.contact.name, email: input.contact.email },
    });
    if (info.recurrence !== 'ONE_TIME') {
      const byDay = [...schedule.weekDays]
        .filter((day) => info.recurrence === 'RECURRING' || WORKING_DAYS.includes(day))
        .map((day) => ICAL_WEEKDAY[day]);
      // 23:59 of the stretch's last day in Berlin, in UTC with 'Z' as RFC 5545 asks beside a TZID start
      // (ical-generator's own rule writer leaves the 'Z' out when the calendar has a time zone).
      const until = utcStamp(atBerlinTime(stretchLast, 23, 59));
      event.repeating(
        `FREQ=WEEKLY;INTERVAL=${schedule.weekParity === null ? 1 : 2};BYDAY=${byDay.join(',')};WKST=MO;UNTIL=${until}`,
      );
    }
    if (!allDay) {
      event.createAlarm({
        type: ICalAlarmType.display,
        trigger: REMINDER_SECONDS,
        description: input.title,
      });
    }
  });
  // DTSTAMP must be UTC (RFC 5545 3.8.7.2); ical-generator writes it in the calendar's zone without 'Z'.
  return calendar.toString().replace(/^DTSTAMP:.*$/gm, `DTSTAMP:${utcStamp(new Date())}`);
}

/** The VTIMEZONE component of Europe/Berlin (the only zone the app writes). */
function berlinVtimezone(): string {
  return berlinZoneFile.slice(
    berlinZoneFile.indexOf('BEGIN:VTIMEZONE'),
    berlinZoneFile.indexOf('END:VCALENDAR'),
  );
}

/** A moment as an RFC 5545 UTC date-time, e.g. 20270103T225900Z. */
function utcStamp(date: Date): string {
  return `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

/** A file name for the download: letters, digits and dashes only. */
export function postingCalendarFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `${slug || 'wen'}.ics`;
}
