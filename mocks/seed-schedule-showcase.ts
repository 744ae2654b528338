import { WORK_WEEK_DAYS, type PostingType, type Recurrence, type WeekDay } from '@contract/schemas';

/**
 * Postings of the seed that exercise every schedule rule of src/domain/schedule/schedule.ts, so a product owner can demo
 * each one (mocks/README.md, "Schedule showcase"). Fixed ids, fixed colleagues (the first colleagues with
 * access who are not personas), fixed times; periods relative to the seed's "now". Each starts a few hundred
 * metres from the default location (the demo user's home) and goes to FIZ, or back.
 */
export interface ShowcasePosting {
  bookingId: string;
  /** Index into the seed's colleagues with access (not personas): the same colleague posts both directions. */
  colleague: number;
  postingType: PostingType;
  recurrence: Recurrence;
  weekDays: readonly WeekDay[];
  direction: 'to-work' | 'home';
  /** Berlin wall-clock departure. */
  departure: [hour: number, minute: number];
  /** The period: days from the seed's today (a one-time posting: its day). */
  fromDay: number;
  untilDay: number;
  description: string;
}

const PERIOD = { fromDay: -14, untilDay: 120 } as const;

export const SCHEDULE_SHOWCASE: readonly ShowcasePosting[] = [
  {
    bookingId: 'showcase-flexible-mon-wed',
    colleague: 0,
    postingType: 'OFFERING',
    recurrence: 'RECURRING',
    weekDays: ['MONDAY', 'WEDNESDAY'],
    direction: 'to-work',
    departure: [7, 15],
    ...PERIOD,
    description: 'Gleitzeit: montags und mittwochs ins FIZ.',
  },
  {
    bookingId: 'showcase-flexible-mon-wed-home',
    colleague: 0,
    postingType: 'OFFERING',
    recurrence: 'RECURRING',
    weekDays: ['MONDAY', 'WEDNESDAY'],
    direction: 'home',
    departure: [16, 30],
    ...PERIOD,
    description: 'Gleitzeit: montags und mittwochs zurück, ab 16:30.',
  },
  {
    bookingId: 'showcase-early-even-weeks',
    colleague: 1,
    postingType: 'OFFERING',
    recurrence: 'EARLY_SHIFT_EVEN_WEEKS',
    weekDays: [],
    direction: 'to-work',
    departure: [5, 15],
    ...PERIOD,
    description: 'Frühschicht in geraden Kalenderwochen.',
  },
  {
    bookingId: 'showcase-early-even-weeks-home',
    colleague: 1,
    postingType: 'OFFERING',
    recurrence: 'EARLY_SHIFT_EVEN_WEEKS',
    weekDays: [],
    direction: 'home',
    departure: [14, 15],
    ...PERIOD,
    description: 'Nach der Frühschicht (gerade Wochen) zurück.',
  },
  {
    bookingId: 'showcase-early-odd-weeks',
    colleague: 2,
    postingType: 'OFFERING',
    recurrence: 'EARLY_SHIFT_ODD_WEEKS',
    weekDays: [],
    direction: 'to-work',
    departure: [5, 15],
    ...PERIOD,
    description: 'Frühschicht in ungeraden Kalenderwochen.',
  },
  {
    bookingId: 'showcase-permanent-early',
    colleague: 3,
    postingType: 'OFFERING',
    recurrence: 'PERMANENT_EARLY_SHIFT',
    weekDays: [],
    direction: 'to-work',
    departure: [5, 15],
    ...PERIOD,
    description: 'Dauerfrühschicht, Montag bis Freitag.',
  },
  {
    bookingId: 'showcase-permanent-late',
    colleague: 4,
    postingType: 'OFFERING',
    recurrence: 'PERMANENT_LATE_SHIFT',
    weekDays: [],
    direction: 'to-work',
    departure: [13, 15],
    ...PERIOD,
    description: 'Dauerspätschicht, Montag bis Freitag.',
  },
  {
    bookingId: 'showcase-permanent-late-home',
    colleague: 4,
    postingType: 'OFFERING',
    recurrence: 'PERMANENT_LATE_SHIFT',
    weekDays: [],
    direction: 'home',
    departure: [22, 15],
    ...PERIOD,
    description: 'Nach der Spätschicht zurück.',
  },
  {
    bookingId: 'showcase-night',
    colleague: 5,
    postingType: 'OFFERING',
    recurrence: 'NIGHT_SHIFT',
    weekDays: [],
    direction: 'to-work',
    departure: [21, 15],
    ...PERIOD,
    description: 'Nachtschicht, Abfahrt am Abend, Montag bis Freitag.',
  },
  {
    bookingId: 'showcase-one-time-in-two-days',
    colleague: 6,
    postingType: 'OFFERING',
    recurrence: 'ONE_TIME',
    weekDays: [],
    direction: 'to-work',
    departure: [8, 0],
    fromDay: 2,
    untilDay: 2,
    description: 'Einmalig übermorgen um 8 Uhr.',
  },
  {
    bookingId: 'showcase-flexible-from-next-week',
    colleague: 7,
    postingType: 'OFFERING',
    recurrence: 'RECURRING',
    weekDays: WORK_WEEK_DAYS,
    direction: 'to-work',
    departure: [7, 45],
    fromDay: 7,
    untilDay: 90,
    description: 'Ab nächster Woche jeden Werktag.',
  },
  {
    bookingId: 'showcase-passenger-flexible-tue-thu',
    colleague: 8,
    postingType: 'REQUEST',
    recurrence: 'RECURRING',
    weekDays: ['TUESDAY', 'THURSDAY'],
    direction: 'to-work',
    departure: [7, 30],
    ...PERIOD,
    description: 'Suche Mitfahrt dienstags und donnerstags.',
  },
  {
    bookingId: 'showcase-passenger-early-odd-weeks',
    colleague: 10,
    postingType: 'REQUEST',
    recurrence: 'EARLY_SHIFT_ODD_WEEKS',
    weekDays: [],
    direction: 'to-work',
    departure: [5, 15],
    ...PERIOD,
    description: 'In ungeraden Wochen Frühschicht, suche Mitfahrt.',
  },
  {
    bookingId: 'showcase-passenger-permanent-late-home',
    colleague: 9,
    postingType: 'REQUEST',
    recurrence: 'PERMANENT_LATE_SHIFT',
    weekDays: [],
    direction: 'home',
    departure: [22, 15],
    ...PERIOD,
    description: 'Suche Mitfahrt nach der Spätschicht.',
  },
];

/**
 * The demo user's own posting (issue 22, item 4, "Find matches"): a ride request from home (Knorrstraße 12, the
 * default location) to FIZ, flexible Monday to Friday at 07:00, confirmed. 'Find matches' on its detail searches
 * the showcase drivers above, and each says on how many of its next 20 travel days it travels too.
 */
export const DEMO_OWN_POSTING = {
  bookingId: 'showcase-demo-request',
  postingType: 'REQUEST',
  recurrence: 'RECURRING',
  weekDays: WORK_WEEK_DAYS,
  departure: [7, 0],
  ...PERIOD,
  description: 'Suche Mitfahrt ins FIZ, Gleitzeit, Abfahrt gegen 7 Uhr.',
} as const satisfies Omit<ShowcasePosting, 'colleague' | 'direction'>;
