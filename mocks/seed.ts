import {
  WEEK_DAYS,
  weekDaysOf,
  WORK_WEEK_DAYS,
  type BookingState,
  type Location,
  type PostingType,
  type WeekDays,
} from '@contract/schemas';
import type { BookingRecord, CompanyProfileRecord, UserRecord } from './db/schemas';
import { DEFAULT_USER_LOCATION } from './default-location';
import {
  DEMO_OWN_POSTING,
  SCHEDULE_SHOWCASE,
  type ShowcasePosting,
} from './seed-schedule-showcase';
import {
  addDays,
  atBerlinTime,
  berlinDayKey,
  toBerlinIso,
  type DayKey,
} from '@/domain/schedule/berlin-days';
import { estimatedTravelMinutes, movePoint } from './lib/geo';
import { COMMUTE_CORRIDOR, CORRIDOR_PERIOD } from './seed-commute-corridor';
import { DEPARTMENTS, DESCRIPTIONS, SITE_WEIGHTS, TOWNS, type SiteKey } from './seed-geography';

import {
  ALL_BOOKING_STATES,
  NEW_COMPANY_PROFILE,
  PERSONAS,
  SEED_COUNTS,
  STORED_RECURRENCES,
  type PersonaKey,
  type SeedData,
  type SeedOptions,
} from './seed-constants';
import { seedDraws, type Commuter } from './seed-draws';
import { generatePlaces, generateRecentPlaces } from './seed-places';
import {
  PERIOD_OF_STATE,
  RECURRENCE_WEIGHTS,
  SHIFT_HOURS,
  SHIFT_TIMES,
  STATES_BY_PERIOD,
  type Period,
  type StoredRecurrence,
} from './seed-tables';

export * from './seed-constants';

const NO_WEEK_DAYS: WeekDays = weekDaysOf();
/** A generated posting's id (the faker's uuid), not one of the named postings (showcase, corridor). */
const UNNAMED_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-/;
const EVERY_DAY: WeekDays = weekDaysOf(...WEEK_DAYS);

/** ASCII local part of an e-mail from a name ('Jürgen Weiß' -> 'juergen.weiss'). */
function mailName(...parts: string[]): string {
  return parts
    .join('.')
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9.]+/g, '')
    .replace(/\.{2,}/g, '.')
    .replace(/^\.|\.$/g, '');
}

/**
 * Generates the whole data set from a seed and a moment. Pure: nothing random but the seeded faker,
 * nothing time-dependent but `now`.
 */
export function generateSeedData({ seed, now }: SeedOptions): SeedData {
  const draws = seedDraws(seed, now);
  const {
    f,
    uuid,
    pick,
    weighted,
    chance,
    int,
    daysAgoIso,
    passwordHash,
    siteLocation,
    addressNear,
  } = draws;
  const today: DayKey = berlinDayKey(now);

  // --- users and the company directory ----------------------------------------------------

  const users: UserRecord[] = [];
  const commuters: Commuter[] = [];
  const usedEmails = new Set<string>();
  const usedQNumbers = new Set<string>([NEW_COMPANY_PROFILE.qNumber]);
  const townNamed = (name: string) => TOWNS.find((town) => town.name === name) ?? TOWNS[0]!;

  const baseUser = (
    fields: Pick<UserRecord, 'id' | 'givenName' | 'familyName' | 'email' | 'qNumber'> &
      Partial<UserRecord>,
  ): UserRecord => ({
    type: 'BMWUser',
    department: pick(DEPARTMENTS),
    accountNumber: null,
    active: true,
    acceptedTerms: true,
    group: 'corporate',
    commutePooling: { enabled: true },
    bmwBuildings: { enabled: false },
    passwordHash: passwordHash(),
    createdAt: daysAgoIso(60, 900),
    confirmationDeadline: null,
    ...fields,
  });

  const personaIdentity = (key: PersonaKey) => {
    const { id, email, qNumber } = PERSONAS[key];
    return { id, email, qNumber };
  };
  const personaUsers: Record<PersonaKey, UserRecord> = {
    demo: baseUser({
      ...personaIdentity('demo'),
      givenName: 'Max',
      familyName: 'Mustermann',
      department: 'EF-3 Fahrzeugentwicklung',
      accountNumber: '10023456',
    }),
    noAccess: baseUser({
      ...personaIdentity('noAccess'),
      givenName: 'Nora',
      familyName: 'Berger',
      commutePooling: { enabled: false },
    }),
    termsPending: baseUser({
      ...personaIdentity('termsPending'),
      givenName: 'Tobias',
      familyName: 'Keller',
      acceptedTerms: false,
    }),
    missingEmail: baseUser({
      ...personaIdentity('missingEmail'),
      givenName: 'Mia',
      familyName: 'Fischer',
    }),
    inactive: baseUser({
      ...personaIdentity('inactive'),
      givenName: 'Lukas',
      familyName: 'Wagner',
      active: false,
    }),
    publicUser: baseUser({
      ...personaIdentity('publicUser'),
      givenName: 'Sophie',
      familyName: 'Becker',
      type: 'PublicUser',
      group: 'public',
      department: null,
      accountNumber: 'P-20001',
    }),
    buildings: baseUser({
      ...personaIdentity('buildings'),
      givenName: 'Felix',
      familyName: 'Hoffmann',
      bmwBuildings: { enabled: true },
    }),
  };
  const personaHomes: Record<PersonaKey, [string, SiteKey]> = {
    demo: ['München-Am Hart', 'fiz'],
    noAccess: ['Dachau', 'munich'],
    termsPending: ['Freising', 'garching'],
    missingEmail: ['Landshut', 'dingolfing'],
    inactive: ['Erding', 'fiz'],
    publicUser: ['München-Schwabing', 'unterschleissheim'],
    buildings: ['Fürstenfeldbruck', 'fiz'],
  };
  for (const key of Object.keys(PERSONAS) as PersonaKey[]) {
    const user = personaUsers[key];
    const [townName, site] = personaHomes[key];
    const town = townNamed(townName);
    users.push(user);
    if (user.email) usedEmails.add(user.email);
    if (user.qNumber) usedQNumbers.add(user.qNumber);
    commuters.push({
      user,
      town,
      // The demo user lives right at the default location, so "near me" means near the default location.
      home:
        key === 'demo'
          ? { ...DEFAULT_USER_LOCATION, name: 'Knorrstraße 12', address: '80807 München' }
          : addressNear(town, 200, 2500),
      site,
      contactEmail: user.email ?? 'mia.fischer@mail.example',
    });
  }

  const newQNumber = (): string => {
    for (;;) {
      const candidate = chance(0.2)
        ? `QX${f.string.numeric(5)}`
        : `Q${f.string.numeric({ length: 6, allowLeadingZeros: false })}`;
      if (!usedQNumbers.has(candidate)) {
        usedQNumbers.add(candidate);
        return candidate;
      }
    }
  };
  const newEmail = (givenName: string, familyName: string, domain: string): string => {
    const local = mailName(givenName, familyName);
    for (let n = 1; ; n += 1) {
      const email = `${local}${n === 1 ? '' : n}@${domain}`;
      if (!usedEmails.has(email)) {
        usedEmails.add(email);
        return email;
      }
    }
  };

  const generatedCount = SEED_COUNTS.users - users.length;
  for (let i = 0; i < generatedCount; i += 1) {
    const sex = pick(['female', 'male'] as const);
    const givenName = f.person.firstName(sex);
    const familyName = f.person.lastName();
    const isPublic = i % 9 === 4; // about one in nine is from the public group
    const user = baseUser({
      id: uuid(),
      givenName,
      familyName,
      email: newEmail(
        givenName,
        familyName,
        isPublic ? pick(['mail.example', 'web.example']) : 'bmw.example',
      ),
      qNumber: isPublic ? null : newQNumber(),
      ...(isPublic
        ? {
            type: 'PublicUser' as const,
            group: 'public' as const,
            department: null,
            accountNumber: `P-${f.string.numeric({ length: 5, allowLeadingZeros: false })}`,
          }
        : {
            accountNumber: chance(0.3)
              ? f.string.numeric({ length: 8, allowLeadingZeros: false })
              : null,
            bmwBuildings: { enabled: chance(0.3) },
          }),
      commutePooling: { enabled: chance(0.92) },
      acceptedTerms: chance(0.95),
    });
    users.push(user);
    const town = pick(TOWNS);
    commuters.push({
      user,
      town,
      home: addressNear(town, 150, 3000),
      site: weighted(SITE_WEIGHTS),
      contactEmail: user.email ?? newEmail(givenName, familyName, 'mail.example'),
    });
  }

  const companyProfiles: CompanyProfileRecord[] = users
    .filter((user): user is UserRecord & { qNumber: string } => user.qNumber !== null)
    .map((user) => ({
      qNumber: user.qNumber,
      givenName: user.givenName,
      familyName: user.familyName,
      department: user.department,
      email: user.email,
      accountNumber: user.accountNumber,
    }));
  const { purpose: _purpose, ...newcomer } = NEW_COMPANY_PROFILE;
  companyProfiles.push(newcomer);
  for (let i = 0; i < 2; i += 1) {
    const givenName = f.person.firstName();
    const familyName = f.person.lastName();
    companyProfiles.push({
      qNumber: `Q99900${i + 2}`,
      givenName,
      familyName,
      department: pick(DEPARTMENTS),
      email: newEmail(givenName, familyName, 'bmw.example'),
      accountNumber: null,
    });
  }

  // --- bookings -----------------------------------------------------------------------------

  const bookings: BookingRecord[] = [];

  const periodDays = (period: Period, oneTime: boolean): [DayKey, DayKey] => {
    if (oneTime) {
      const day =
        period === 'past'
          ? addDays(today, -int(1, 40))
          : period === 'current'
            ? today
            : addDays(today, int(1, 45));
      return [day, day];
    }
    if (period === 'past') {
      const end = addDays(today, -int(1, 30));
      return [addDays(end, -int(14, 120)), end];
    }
    if (period === 'current') return [addDays(today, -int(1, 45)), addDays(today, int(7, 150))];
    const start = addDays(today, int(1, 30));
    return [start, addDays(start, int(14, 150))];
  };

  const departureClock = (recurrence: StoredRecurrence, homeward: boolean): [number, number] => {
    if (recurrence === 'ONE_TIME') return [int(6, 19), int(0, 11) * 5];
    if (recurrence === 'RECURRING')
      return homeward ? [int(15, 18), int(0, 3) * 15] : [int(6, 8), int(0, 3) * 15];
    const [hour, minute] = SHIFT_TIMES[recurrence];
    return [(hour + (homeward ? SHIFT_HOURS : 0)) % 24, minute];
  };

  const flexibleDays = (): WeekDays => {
    const days = { ...NO_WEEK_DAYS };
    const workDays = f.helpers.arrayElements([...WORK_WEEK_DAYS], { min: 2, max: 5 });
    for (const day of workDays) days[day] = true;
    if (chance(0.05)) days.SATURDAY = true;
    return days;
  };

  interface PostingPlan {
    commuter: Commuter;
    postingType: PostingType;
    recurrence: StoredRecurrence;
    state: BookingState;
    period?: Period;
    origin?: Location;
    destination?: Location;
    weekDays?: WeekDays;
    days?: [DayKey, DayKey];
  }

  /** A posting record from decided values (no draw of the faker). */
  const postingRecord = (p: {
    bookingId: string;
    state: BookingState;
    commuter: Commuter;
    postingType: PostingType;
    recurrence: StoredRecurrence;
    weekDays: WeekDays;
    origin: Location;
    destination: Location;
    departure: Date;
    periodEnd: Date;
    arrival: Date;
    createdAt: Date;
    description: string | undefined;
  }): BookingRecord => {
    const user = p.commuter.user;
    return {
      bookingId: p.bookingId,
      state: p.state,
      integrationId: 'commutePooling',
      ownerId: user.id,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.createdAt.toISOString(),
      travelInfo: {
        origin: p.origin,
        destination: p.destination,
        departureTime: toBerlinIso(p.departure),
        estimatedArrivalTime: toBerlinIso(p.arrival),
        integrationInfo: {
          postingType: p.postingType,
          recurrence: p.recurrence,
          weekDays: p.weekDays,
          periodStart: toBerlinIso(p.departure),
          periodEnd: toBerlinIso(p.recurrence === 'ONE_TIME' ? p.departure : p.periodEnd),
          ...(p.recurrence === 'ONE_TIME' ? { meetingTime: toBerlinIso(p.departure) } : {}),
          userInformation: {
            givenName: user.givenName,
            familyName: user.familyName,
            ...(user.department ? { department: user.department } : {}),
            email: p.commuter.contactEmail,
            ...(p.description ? { description: p.description } : {}),
          },
        },
      },
    };
  };

  const addPosting = (plan: PostingPlan) => {
    const { commuter, postingType, recurrence, state } = plan;
    const oneTime = recurrence === 'ONE_TIME';
    const homeward = chance(0.25);
    const work = siteLocation(commuter.site, chance(0.5));
    // Mostly from home, sometimes from elsewhere in town (a partner's flat, the station).
    const start = chance(0.6) ? commuter.home : addressNear(commuter.town, 100, 4000);
    const origin = plan.origin ?? (homeward ? work : start);
    const destination = plan.destination ?? (homeward ? start : work);
    const [firstDay, lastDay] =
      plan.days ?? periodDays(plan.period ?? PERIOD_OF_STATE[state], oneTime);
    const [hour, minute] = departureClock(recurrence, homeward);
    const departure = atBerlinTime(firstDay, hour, minute);
    const periodEnd = oneTime ? departure : atBerlinTime(lastDay, hour, minute);
    const arrival = new Date(
      departure.getTime() + estimatedTravelMinutes(origin, destination) * 60_000,
    );
    const createdAt = new Date(
      Math.min(departure.getTime(), now.getTime()) - int(1, 20) * 86_400_000,
    );
    // The faker draws in this order: id, week days, description (the seed's data depends on it).
    const bookingId = uuid();
    const weekDays = plan.weekDays ?? (recurrence === 'RECURRING' ? flexibleDays() : NO_WEEK_DAYS);
    const description = chance(0.6) ? pick(DESCRIPTIONS) : undefined;
    bookings.push(
      postingRecord({
        bookingId,
        state,
        commuter,
        postingType,
        recurrence,
        weekDays,
        origin,
        destination,
        departure,
        periodEnd,
        arrival,
        createdAt,
        description,
      }),
    );
  };

  // Every persona has a posting in every state, across both types and all recurrences.
  const personaCommuters = commuters.slice(0, Object.keys(PERSONAS).length);
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

  // Colleagues near the default location going to work today: the demo user's search always finds
  // several offers of both types (flexible on every day, shifts, and one-time trips today).
  const othersWithAccess = commuters.filter(
    (c) => !personaCommuters.includes(c) && c.user.commutePooling.enabled && c.user.active,
  );
  const nearbySites: SiteKey[] = [
    'fiz',
    'munich',
    'garching',
    'unterschleissheim',
    'freimann',
    'headquarters',
  ];
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
      destination: siteLocation(pick(nearbySites), chance(0.5)),
      weekDays: recurrence === 'RECURRING' ? EVERY_DAY : undefined,
      days:
        recurrence === 'ONE_TIME'
          ? [today, today]
          : [addDays(today, -int(1, 20)), addDays(today, int(60, 150))],
    });
  }

  // The schedule showcase: one named posting per schedule rule, without a draw of the faker (the postings
  // around them stay the same), counted in SEED_COUNTS.bookings.
  const showcaseRecord = (
    showcase: Omit<ShowcasePosting, 'colleague' | 'direction'>,
    commuter: Commuter,
    origin: Location,
    destination: Location,
  ): BookingRecord => {
    const departure = atBerlinTime(addDays(today, showcase.fromDay), ...showcase.departure);
    return postingRecord({
      bookingId: showcase.bookingId,
      state: 'confirmed',
      commuter,
      postingType: showcase.postingType,
      recurrence: showcase.recurrence as StoredRecurrence,
      weekDays: weekDaysOf(...showcase.weekDays),
      origin,
      destination,
      departure,
      periodEnd: atBerlinTime(addDays(today, showcase.untilDay), ...showcase.departure),
      arrival: new Date(departure.getTime() + estimatedTravelMinutes(origin, destination) * 60_000),
      createdAt: new Date(Math.min(departure.getTime(), now.getTime()) - 3 * 86_400_000),
      description: showcase.description,
    });
  };
  const showcaseColleagues = othersWithAccess.filter((c) => c.user.acceptedTerms);
  for (const showcase of SCHEDULE_SHOWCASE) {
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
    bookings.push(showcaseRecord(showcase, colleague, origin, destination));
  }

  // Everyone else's postings, mostly current and future.
  const owners = commuters.filter((c) => c.user.commutePooling.enabled);
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

  // The demo user's own showcase posting ('Find matches'), in the place of the last random posting: the faker's
  // draws, and so all data after them, stay as they were, and the count too.
  const demoCommuter = personaCommuters[Object.keys(PERSONAS).indexOf('demo')]!;
  bookings.pop();
  bookings.push(
    showcaseRecord(DEMO_OWN_POSTING, demoCommuter, demoCommuter.home, siteLocation('fiz', false)),
  );

  // The demo route's regulars (Dachau → FIZ, mocks/seed-commute-corridor.ts), in the place of the last random
  // postings of colleagues who are not personas: no draw of the faker, the count and the personas' postings stay.
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
