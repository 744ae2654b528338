import ICAL from 'ical.js';
import type { DayKey } from '@/domain/schedule/berlin-days';

/**
 * Reading back the .ics files WEN makes (src/domain/posting/posting-calendar.ts) with an iCalendar parser
 * (ical.js): shared by the builder's unit test, the screens' tests and the Chromium journey.
 */

export interface Occurrence {
  day: DayKey;
  time: string;
  zone: string;
}

/** Every occurrence of every event of the file from `from` to `to` (both included), as Berlin wall-clock days. */
export function expandCalendar(text: string, from: DayKey, to: DayKey): Occurrence[] {
  const root = new ICAL.Component(ICAL.parse(text));
  for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const occurrences: Occurrence[] = [];
  const pad = (value: number) => String(value).padStart(2, '0');
  for (const component of root.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const day = `${next.year}-${pad(next.month)}-${pad(next.day)}`;
      if (day > to) break;
      if (day >= from)
        occurrences.push({
          day,
          time: `${pad(next.hour)}:${pad(next.minute)}`,
          zone: next.zone?.tzid ?? '',
        });
    }
  }
  return occurrences.sort((a, b) => a.day.localeCompare(b.day));
}

/** The first event's summary and organizer e-mail (without 'mailto:'). */
export function calendarEventOf(text: string): { summary: string; organizer: string } {
  const event = new ICAL.Event(
    new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent') ?? undefined,
  );
  return {
    summary: event.summary,
    organizer: String(event.organizer).replace(/^mailto:/i, ''),
  };
}
