import { WEEK_DAYS, type PostingType, type Recurrence, type WeekDay } from '@contract/schemas';

/**
 * The demo route's regulars (issue 35): colleagues who commute Dachau → FIZ, so the demo route finds a realistic
 * spread under the fake's matching bounds (mocks/lib/matching-bounds.ts, docs/matching.md): several drivers and
 * passengers, one colleague with two departures (one entry in the list with both times), a few who also travel
 * back that day near a working day later, one who goes back too early for that, one who only drives home, one
 * from too far away and one to another plant (neither offered). Fixed ids, colleagues, places and times, no draw
 * of the faker: they take the place of the last random postings, so everything else the seed makes stays.
 */
export interface CorridorPosting {
  bookingId: string;
  /** Index into the seed's colleagues with access (not personas), after the schedule showcase's (0 to 10). */
  colleague: number;
  postingType: PostingType;
  recurrence: Recurrence;
  /** Flexible postings: their days (every day, so the demo finds them on any date); shifts run Monday to Friday. */
  weekDays: readonly WeekDay[];
  direction: 'to-work' | 'home';
  /** Berlin wall-clock departure. */
  departure: [hour: number, minute: number];
  /** Where the colleague lives: metres and bearing from Dachau's centre, and the street. */
  home: { metres: number; bearing: number; street: string };
  /** Another end than FIZ (not on the demo route). */
  elsewhere?: 'far-start' | 'garching';
}

/** The period of every corridor posting, in days from the seed's today. */
export const CORRIDOR_PERIOD = { fromDay: -20, untilDay: 120 } as const;

const flexible = (
  bookingId: string,
  colleague: number,
  postingType: PostingType,
  direction: 'to-work' | 'home',
  departure: [number, number],
  home: CorridorPosting['home'],
): CorridorPosting => ({
  bookingId,
  colleague,
  postingType,
  recurrence: 'RECURRING',
  weekDays: WEEK_DAYS,
  direction,
  departure,
  home,
});

const ANNA = { metres: 1_200, bearing: 30, street: 'Münchner Straße 12' };
const BEN = { metres: 2_000, bearing: 200, street: 'Augsburger Straße 40' };
const CARLA = { metres: 800, bearing: 120, street: 'Schleißheimer Straße 7' };
const DENIZ = { metres: 2_500, bearing: 300, street: 'Frühlingstraße 21' };
const EMIL = { metres: 1_500, bearing: 90, street: 'Martin-Huber-Straße 3' };
const FRIEDA = { metres: 1_700, bearing: 60, street: 'Brucker Straße 15' };
const GINA = { metres: 1_000, bearing: 250, street: 'Sudetenlandstraße 9' };
const HANNES = { metres: 1_800, bearing: 10, street: 'Theodor-Heuss-Straße 2' };
const IDA = { metres: 600, bearing: 160, street: 'Ludwig-Thoma-Straße 5' };
const JONAS = { metres: 1_400, bearing: 330, street: 'Pollnstraße 11' };

export const COMMUTE_CORRIDOR: readonly CorridorPosting[] = [
  // Drivers to FIZ.
  flexible('corridor-driver-a', 11, 'OFFERING', 'to-work', [7, 15], ANNA),
  flexible('corridor-driver-a-late', 11, 'OFFERING', 'to-work', [9, 0], ANNA),
  flexible('corridor-driver-a-home', 11, 'OFFERING', 'home', [16, 45], ANNA),
  flexible('corridor-driver-b', 12, 'OFFERING', 'to-work', [6, 45], BEN),
  // Back before noon: a trip back that day, but not near a way back a working day later.
  flexible('corridor-driver-b-home', 12, 'OFFERING', 'home', [11, 30], BEN),
  {
    bookingId: 'corridor-driver-c-early',
    colleague: 13,
    postingType: 'OFFERING',
    recurrence: 'PERMANENT_EARLY_SHIFT',
    weekDays: [],
    direction: 'to-work',
    departure: [5, 15],
    home: CARLA,
  },
  {
    bookingId: 'corridor-driver-c-early-home',
    colleague: 13,
    postingType: 'OFFERING',
    recurrence: 'PERMANENT_EARLY_SHIFT',
    weekDays: [],
    direction: 'home',
    departure: [14, 15],
    home: CARLA,
  },
  flexible('corridor-driver-d', 14, 'OFFERING', 'to-work', [7, 45], DENIZ),
  flexible('corridor-driver-e', 15, 'OFFERING', 'to-work', [8, 0], EMIL),
  // Emil drives in but looks for a lift back: not a driver on the way home.
  flexible('corridor-driver-e-home-request', 15, 'REQUEST', 'home', [17, 0], EMIL),
  // Only drives home: never on the list towards FIZ.
  flexible('corridor-driver-f-home-only', 16, 'OFFERING', 'home', [17, 30], FRIEDA),
  // Too far away to pick up (about 12 km from Dachau), and to another plant: neither offered.
  {
    ...flexible('corridor-driver-far', 17, 'OFFERING', 'to-work', [7, 30], JONAS),
    elsewhere: 'far-start',
  },
  {
    ...flexible('corridor-driver-garching', 18, 'OFFERING', 'to-work', [7, 0], JONAS),
    elsewhere: 'garching',
  },
  // Passengers to FIZ.
  flexible('corridor-passenger-g', 19, 'REQUEST', 'to-work', [7, 30], GINA),
  flexible('corridor-passenger-g-home', 19, 'REQUEST', 'home', [16, 30], GINA),
  flexible('corridor-passenger-h', 20, 'REQUEST', 'to-work', [8, 15], HANNES),
  flexible('corridor-passenger-h-early', 20, 'REQUEST', 'to-work', [7, 0], HANNES),
  {
    bookingId: 'corridor-passenger-i-late',
    colleague: 21,
    postingType: 'REQUEST',
    recurrence: 'PERMANENT_LATE_SHIFT',
    weekDays: [],
    direction: 'to-work',
    departure: [13, 15],
    home: IDA,
  },
  {
    bookingId: 'corridor-passenger-i-late-home',
    colleague: 21,
    postingType: 'REQUEST',
    recurrence: 'PERMANENT_LATE_SHIFT',
    weekDays: [],
    direction: 'home',
    departure: [22, 15],
    home: IDA,
  },
];
