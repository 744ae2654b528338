// @vitest-environment node
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { addDays, atBerlinTime, toBerlinIso, type DayKey } from '@/domain/schedule/berlin-days';
import { runsBetween } from '@/domain/schedule/schedule';
import type { Recurrence, TravelInfo, WeekDay } from '@contract/schemas';
import { buildPostingCalendar, postingCalendarFileName } from '@/domain/posting/posting-calendar';
import { formatLocation } from '@/domain/trip-request/format-location';
import { FIZ_12, FREISING, makeScheduledTravelInfo } from '../support/builders';
import { expandCalendar as expand } from '../support/calendar-file';

/**
 * The .ics file of a posting (src/domain/posting/posting-calendar.ts), read back with an iCalendar parser (ical.js): its
 * recurrence expanded over the next four weeks gives exactly the days src/domain/schedule/schedule.ts says, at the
 * Berlin departure time; route, contact and the 15-minute reminder are in it.
 */

const TODAY = '2026-11-23'; // Monday, ISO week 48 (even)

function postingOf(
  recurrence: Recurrence,
  weekDays: WeekDay[] = [],
  { from = '2026-11-10', until = '2027-03-31', hour = 7, minute = 15 } = {},
): TravelInfo {
  const start = atBerlinTime(from, hour, minute);
  const info = makeScheduledTravelInfo({
    recurrence,
    weekDays,
    periodStart: toBerlinIso(start),
    periodEnd: toBerlinIso(atBerlinTime(until, hour, minute)),
  });
  return {
    ...info,
    estimatedArrivalTime: toBerlinIso(new Date(start.getTime() + 35 * 60_000)),
  };
}

const calendarOf = (travelInfo: TravelInfo, from: DayKey = TODAY) => {
  const text = buildPostingCalendar({
    postingId: 'posting-1',
    travelInfo,
    title: 'Fahrgemeinschaft Freising → FIZ',
    contact: { name: 'Max Mustermann', email: 'max@bmw.example' },
    description: 'Abfahrt pünktlich.',
    from,
  });
  if (text === null) throw new Error('no calendar');
  return text;
};

const FOUR_WEEKS_END = addDays(TODAY, 27);

describe('the .ics of each recurrence expands to the schedule of the next four weeks', () => {
  const cases: Array<[string, TravelInfo]> = [
    [
      'one-time',
      postingOf('ONE_TIME', [], { from: '2026-11-26', until: '2026-11-26', hour: 8, minute: 0 }),
    ],
    ['flexible Mon/Wed', postingOf('RECURRING', ['MONDAY', 'WEDNESDAY'])],
    ['flexible Tue/Sat', postingOf('RECURRING', ['TUESDAY', 'SATURDAY'])],
    ['early shift, even weeks', postingOf('EARLY_SHIFT_EVEN_WEEKS', [], { hour: 5 })],
    ['early shift, odd weeks', postingOf('EARLY_SHIFT_ODD_WEEKS', [], { hour: 5 })],
    ['permanent early shift', postingOf('PERMANENT_EARLY_SHIFT', [], { hour: 5 })],
    ['permanent late shift', postingOf('PERMANENT_LATE_SHIFT', [], { hour: 13 })],
    ['night shift', postingOf('NIGHT_SHIFT', [], { hour: 21 })],
    [
      'a period ending in two weeks',
      postingOf('PERMANENT_EARLY_SHIFT', [], { until: '2026-12-04' }),
    ],
  ];

  it.each(cases)('%s', (_name, travelInfo) => {
    const occurrences = expand(calendarOf(travelInfo), TODAY, FOUR_WEEKS_END);
    expect(occurrences.map((o) => o.day)).toEqual(runsBetween(travelInfo, TODAY, FOUR_WEEKS_END));
    expect(occurrences.length).toBeGreaterThan(0);
    const departure = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(travelInfo.departureTime));
    for (const occurrence of occurrences) {
      expect(occurrence.time).toBe(departure);
      expect(occurrence.zone).toBe('Europe/Berlin');
    }
  });

  it('the even/odd-week shifts over a year with 53 ISO weeks (weeks 53 and 1 both odd)', () => {
    for (const recurrence of ['EARLY_SHIFT_EVEN_WEEKS', 'EARLY_SHIFT_ODD_WEEKS'] as const) {
      const travelInfo = postingOf(recurrence, [], { hour: 5 });
      const from = '2026-12-14';
      const to = '2027-02-07';
      expect(expand(calendarOf(travelInfo, from), from, to).map((o) => o.day)).toEqual(
        runsBetween(travelInfo, from, to),
      );
    }
  });

  it('keeps the Berlin wall clock across the DST switch (07:15 in winter and in summer)', () => {
    const travelInfo = postingOf('RECURRING', ['MONDAY'], {
      from: '2027-03-01',
      until: '2027-04-30',
    });
    const occurrences = expand(calendarOf(travelInfo, '2027-03-01'), '2027-03-01', '2027-04-30');
    expect(occurrences.map((o) => o.day)).toEqual(
      runsBetween(travelInfo, '2027-03-01', '2027-04-30'),
    );
    expect(new Set(occurrences.map((o) => o.time))).toEqual(new Set(['07:15']));
  });
});

describe('what the event says', () => {
  const text = calendarOf(postingOf('EARLY_SHIFT_EVEN_WEEKS', [], { hour: 5 }));
  const root = new ICAL.Component(ICAL.parse(text));
  const event = root.getFirstSubcomponent('vevent');

  it('the rule: every second week on working days, from a week of the right parity, until the period ends', () => {
    const rule = String(event?.getFirstPropertyValue('rrule'));
    expect(rule).toContain('FREQ=WEEKLY');
    expect(rule).toContain('INTERVAL=2');
    expect(rule).toContain('BYDAY=MO,TU,WE,TH,FR');
    // The first stretch ends with ISO week 53 (Sunday 3.1.2027, 23:59 in Berlin); the second starts in week 2.
    expect(rule).toContain('UNTIL=20270103T225900Z');
    expect(text).toMatch(/DTSTART;TZID=Europe\/Berlin:20261123T051500/);
    const second = root.getAllSubcomponents('vevent')[1];
    expect(String(second?.getFirstPropertyValue('rrule'))).toContain('UNTIL=20270331T215900Z');
    expect(String(second?.getFirstPropertyValue('dtstart'))).toBe('2027-01-11T05:15:00');
  });

  it('route as location, the contact as organizer, a 15-minute reminder, a Berlin time zone', () => {
    expect(event?.getFirstPropertyValue('location')).toBe(
      `${formatLocation(FREISING)} → ${formatLocation(FIZ_12)}`,
    );
    expect(String(event?.getFirstPropertyValue('organizer'))).toBe('mailto:max@bmw.example');
    expect(String(event?.getFirstPropertyValue('description'))).toContain('max@bmw.example');
    const alarm = event?.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe('-PT15M');
    expect(text).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r?$/m);
    expect(root.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(
      'Europe/Berlin',
    );
  });

  it('no file when the posting has no travel day left', () => {
    const over = postingOf('PERMANENT_LATE_SHIFT', [], { from: '2026-10-01', until: '2026-11-20' });
    expect(
      buildPostingCalendar({
        postingId: 'p',
        travelInfo: over,
        title: 't',
        contact: { name: 'n', email: 'n@bmw.example' },
        from: TODAY,
      }),
    ).toBeNull();
  });

  it('a file name of plain letters', () => {
    expect(postingCalendarFileName('Fahrgemeinschaft Freising → FIZ')).toBe(
      'fahrgemeinschaft-freising-fiz.ics',
    );
    expect(postingCalendarFileName('→')).toBe('wen.ics');
  });
});
