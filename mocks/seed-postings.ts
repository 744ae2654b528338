import {
  weekDaysOf,
  WORK_WEEK_DAYS,
  type BookingState,
  type Location,
  type PostingType,
  type WeekDays,
} from '@contract/schemas';
import type { BookingRecord } from './db/schemas';
import type { ShowcasePosting } from './seed-schedule-showcase';
import {
  addDays,
  atBerlinTime,
  berlinDayKey,
  toBerlinIso,
  type DayKey,
} from '@/domain/schedule/berlin-days';
import { estimatedTravelMinutes } from './lib/geo';
import { DESCRIPTIONS } from './seed-landmarks';
import type { Commuter, SeedDraws } from './seed-draws';
import {
  PERIOD_OF_STATE,
  SHIFT_HOURS,
  SHIFT_TIMES,
  type Period,
  type StoredRecurrence,
} from './seed-tables';

const NO_WEEK_DAYS: WeekDays = weekDaysOf();

/** What a posting of the seed is to be; what the plan leaves open is drawn. */
export interface PostingPlan {
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

/** The first and last day of a posting in `period`; a one-time posting's are one day. */
function periodDays(
  draws: SeedDraws,
  today: DayKey,
  period: Period,
  oneTime: boolean,
): [DayKey, DayKey] {
  const { int } = draws;
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
}

/** The hour and minute a posting leaves: shifts at their shift's time, the rest drawn. */
function departureClock(
  draws: SeedDraws,
  recurrence: StoredRecurrence,
  homeward: boolean,
): [number, number] {
  const { int } = draws;
  if (recurrence === 'ONE_TIME') return [int(6, 19), int(0, 11) * 5];
  if (recurrence === 'RECURRING')
    return homeward ? [int(15, 18), int(0, 3) * 15] : [int(6, 8), int(0, 3) * 15];
  const [hour, minute] = SHIFT_TIMES[recurrence];
  return [(hour + (homeward ? SHIFT_HOURS : 0)) % 24, minute];
}

/** A flexible posting's week days: two to five work days, rarely Saturday too. */
function flexibleDays(draws: SeedDraws): WeekDays {
  const { f, chance } = draws;
  const days = { ...NO_WEEK_DAYS };
  const workDays = f.helpers.arrayElements([...WORK_WEEK_DAYS], { min: 2, max: 5 });
  for (const day of workDays) days[day] = true;
  if (chance(0.05)) days.SATURDAY = true;
  return days;
}

/** Everything a posting record is made from, decided. */
interface PostingFields {
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
}

/** A posting record from decided values (no draw of the faker). */
function postingRecord(p: PostingFields): BookingRecord {
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
}

/**
 * How the seed (mocks/seed.ts) writes its postings into `bookings`: `addPosting` draws what a plan leaves open,
 * `showcaseRecord` makes a named posting without a draw of the faker.
 */
export function seedPostings(draws: SeedDraws, now: Date, bookings: BookingRecord[]) {
  const { uuid, pick, chance, int, siteLocation, addressNear } = draws;
  const today: DayKey = berlinDayKey(now);

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
      plan.days ?? periodDays(draws, today, plan.period ?? PERIOD_OF_STATE[state], oneTime);
    const [hour, minute] = departureClock(draws, recurrence, homeward);
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
    const weekDays =
      plan.weekDays ?? (recurrence === 'RECURRING' ? flexibleDays(draws) : NO_WEEK_DAYS);
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

  return { addPosting, showcaseRecord };
}
