import {
  WEEK_DAYS,
  weekDaysOf,
  type Location,
  type PostingType,
  type WeekDays,
} from '@contract/schemas';
import type { BookingRecord } from './db/schemas';
import { DEFAULT_USER_LOCATION } from './default-location';
import { DEMO_OWN_POSTING, SCHEDULE_SHOWCASE } from './seed-schedule-showcase';
import { addDays, berlinDayKey, type DayKey } from '@/domain/schedule/berlin-days';
import { movePoint } from './lib/geo';
import { COMMUTE_CORRIDOR, CORRIDOR_PERIOD } from './seed-commute-corridor';
import type { SiteKey } from './seed-geography';

import {
  ALL_BOOKING_STATES,
  PERSONAS,
  SEED_COUNTS,
  STORED_RECURRENCES,
  type SeedData,
  type SeedOptions,
} from './seed-constants';
import { seedDraws, type Commuter, type SeedDraws } from './seed-draws';
import { generatePlaces, generateRecentPlaces } from './seed-places';
import { seedPostings } from './seed-postings';
import {
  RECURRENCE_WEIGHTS,
  STATES_BY_PERIOD,
  type Period,
  type StoredRecurrence,
} from './seed-tables';
import { generateUsers, townNamed } from './seed-users';

export * from './seed-constants';

/** A generated posting's id (the faker's uuid), not one of the named postings (showcase, corridor). */
const UNNAMED_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-/;
const EVERY_DAY: WeekDays = weekDaysOf(...WEEK_DAYS);

type SeedPostings = ReturnType<typeof seedPostings>;

/** The company sites near the default location, where the nearby colleagues go. */
const NEARBY_SITES: SiteKey[] = [
  'fiz',
  'munich',
  'garching',
  'unterschleissheim',
  'freimann',
  'headquarters',
];

/** Every persona has a posting in every state, across both types and all recurrences. */
function addPersonaPostings(personaCommuters: Commuter[], { addPosting }: SeedPostings): void {
  personaCommuters.forEach((commuter, personaIndex) => {
    ALL_BOOKING_STATES.forEach((state, stateIndex) => {
      addPosting({
        commuter,
        state,
        postingType: (personaIndex + stateIndex) % 2 === 0 ? 'OFFERING' : 'REQUEST',
        recurrence: STORED_RECURRENCES[(personaIndex + stateIndex) % STORED_RECURRENCES.length]!,
      });
    });
  });
}

/**
 * Colleagues near the default location going to work today: the demo user's search always finds
 * several offers of both types (flexible on every day, shifts, and one-time trips today).
 */
function addNearbyPostings(
  draws: SeedDraws,
  today: DayKey,
  othersWithAccess: Commuter[],
  { addPosting }: SeedPostings,
): void {
  const { f, pick, chance, int, siteLocation } = draws;
  for (let i = 0; i < 24; i += 1) {
    const recurrence: StoredRecurrence =
      i % 4 === 3 ? 'ONE_TIME' : i % 4 === 2 ? pick(STORED_RECURRENCES.slice(2)) : 'RECURRING';
    const commuter = pick(othersWithAccess);
    const near = movePoint(DEFAULT_USER_LOCATION, int(250, 3500), int(0, 359));
    addPosting({
      commuter,
      postingType: i % 2 === 0 ? 'OFFERING' : 'REQUEST',
      recurrence,
      state: pick(['confirmed', 'active'] as const),
      origin: { ...near, name: `${f.location.street()} ${int(1, 80)}`, address: '80937 München' },
      destination: siteLocation(pick(NEARBY_SITES), chance(0.5)),
      weekDays: recurrence === 'RECURRING' ? EVERY_DAY : undefined,
      days:
        recurrence === 'ONE_TIME'
          ? [today, today]
          : [addDays(today, -int(1, 20)), addDays(today, int(60, 150))],
    });
  }
}

/**
 * The schedule showcase: one named posting per schedule rule near the default location, without a draw of
 * the faker (the postings around them stay the same), counted in SEED_COUNTS.bookings.
 */
function showcasePostings(
  draws: SeedDraws,
  showcaseColleagues: Commuter[],
  { showcaseRecord }: SeedPostings,
): BookingRecord[] {
  const { siteLocation } = draws;
  return SCHEDULE_SHOWCASE.map((showcase) => {
    const colleague = showcaseColleagues[showcase.colleague % showcaseColleagues.length]!;
    const near = movePoint(
      DEFAULT_USER_LOCATION,
      300 + showcase.colleague * 120,
      (showcase.colleague * 37) % 360,
    );
    const home: Location = {
      ...near,
      name: `Showcase ${showcase.colleague + 1}`,
      address: '80937 München',
    };
    const work = siteLocation('fiz', false);
    const [origin, destination] = showcase.direction === 'home' ? [work, home] : [home, work];
    return showcaseRecord(showcase, colleague, origin, destination);
  });
}

/** Everyone else's postings, mostly current and future, until there are SEED_COUNTS.bookings. */
function addRandomPostings(
  draws: SeedDraws,
  owners: Commuter[],
  bookings: BookingRecord[],
  { addPosting }: SeedPostings,
): void {
  const { pick, weighted } = draws;
  while (bookings.length < SEED_COUNTS.bookings) {
    const period = weighted<Period>([
      { weight: 20, value: 'past' },
      { weight: 45, value: 'current' },
      { weight: 35, value: 'future' },
    ]);
    addPosting({
      commuter: pick(owners),
      postingType: weighted<PostingType>([
        { weight: 55, value: 'OFFERING' },
        { weight: 45, value: 'REQUEST' },
      ]),
      recurrence: weighted(RECURRENCE_WEIGHTS),
      period,
      state: weighted(STATES_BY_PERIOD[period]),
    });
  }
}

/**
 * The demo route's regulars (Dachau → FIZ, mocks/seed-commute-corridor.ts), in the place of the last random
 * postings of colleagues who are not personas: no draw of the faker, the count and the personas' postings stay.
 * The last posting, the demo user's own showcase posting, is never one of them.
 */
function addCorridorPostings(
  draws: SeedDraws,
  bookings: BookingRecord[],
  personaCommuters: Commuter[],
  showcaseColleagues: Commuter[],
  { showcaseRecord }: SeedPostings,
): void {
  const { siteLocation } = draws;
  const personaIds = new Set(personaCommuters.map((c) => c.user.id));
  let toReplace = COMMUTE_CORRIDOR.length;
  for (let index = bookings.length - 2; toReplace > 0 && index >= 0; index -= 1) {
    const record = bookings[index]!;
    if (personaIds.has(record.ownerId) || !UNNAMED_ID.test(record.bookingId)) continue;
    bookings.splice(index, 1);
    toReplace -= 1;
  }
  const dachau = townNamed('Dachau');
  for (const corridor of COMMUTE_CORRIDOR) {
    const colleague = showcaseColleagues[corridor.colleague % showcaseColleagues.length]!;
    const home: Location = {
      ...movePoint(dachau, corridor.home.metres, corridor.home.bearing),
      name: corridor.home.street,
      address: `${dachau.postalCode} ${dachau.name}`,
    };
    const start: Location =
      corridor.elsewhere === 'far-start'
        ? { ...movePoint(dachau, 12_000, 225), name: 'Hauptstraße 4', address: '82140 Olching' }
        : home;
    const work = siteLocation(corridor.elsewhere === 'garching' ? 'garching' : 'fiz', false);
    const [origin, destination] = corridor.direction === 'home' ? [work, start] : [start, work];
    bookings.push(
      showcaseRecord(
        {
          bookingId: corridor.bookingId,
          postingType: corridor.postingType,
          recurrence: corridor.recurrence,
          weekDays: corridor.weekDays,
          departure: corridor.departure,
          ...CORRIDOR_PERIOD,
          description: 'Pendle jeden Tag zwischen Dachau und dem FIZ.',
        },
        colleague,
        origin,
        destination,
      ),
    );
  }
}

/**
 * Generates the whole data set from a seed and a moment. Pure: nothing random but the seeded faker,
 * nothing time-dependent but `now`. The people first (mocks/seed-users.ts), then the postings
 * (mocks/seed-postings.ts), then the places (mocks/seed-places.ts): the faker draws in this order.
 */
export function generateSeedData({ seed, now }: SeedOptions): SeedData {
  const draws = seedDraws(seed, now);
  const today: DayKey = berlinDayKey(now);

  const { users, commuters, companyProfiles } = generateUsers(draws);

  const bookings: BookingRecord[] = [];
  const postings = seedPostings(draws, now, bookings);

  const personaCommuters = commuters.slice(0, Object.keys(PERSONAS).length);
  addPersonaPostings(personaCommuters, postings);
  const othersWithAccess = commuters.filter(
    (c) => !personaCommuters.includes(c) && c.user.commutePooling.enabled && c.user.active,
  );
  addNearbyPostings(draws, today, othersWithAccess, postings);
  const showcaseColleagues = othersWithAccess.filter((c) => c.user.acceptedTerms);
  bookings.push(...showcasePostings(draws, showcaseColleagues, postings));
  const owners = commuters.filter((c) => c.user.commutePooling.enabled);
  addRandomPostings(draws, owners, bookings, postings);

  // The demo user's own showcase posting ('Find matches'), in the place of the last random posting: the faker's
  // draws, and so all data after them, stay as they were, and the count too.
  const demoCommuter = personaCommuters[Object.keys(PERSONAS).indexOf('demo')]!;
  bookings.pop();
  bookings.push(
    postings.showcaseRecord(
      DEMO_OWN_POSTING,
      demoCommuter,
      demoCommuter.home,
      draws.siteLocation('fiz', false),
    ),
  );
  addCorridorPostings(draws, bookings, personaCommuters, showcaseColleagues, postings);

  const places = generatePlaces(draws);
  const recentPlaces = generateRecentPlaces(draws, now, personaCommuters, places);
  return { users, companyProfiles, bookings, places, recentPlaces };
}

/**
 * The data of the last seed generated. Seeding again with the same seed and moment (a reset, a scenario switch,
 * each test's fresh start) fills the collections from a copy instead of generating everything anew.
 */
let lastGenerated: { key: string; data: SeedData } | null = null;

/** generateSeedData, remembered for the last seed and moment; a copy the caller may change. */
export function seedDataOf(options: SeedOptions): SeedData {
  const key = `${options.seed}@${options.now.toISOString()}`;
  if (lastGenerated?.key !== key) lastGenerated = { key, data: generateSeedData(options) };
  return structuredClone(lastGenerated.data);
}
