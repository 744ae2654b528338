import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Booking } from '@contract/schemas';
import {
  commuteRoutesOf,
  forgetCommuteSnapshots,
  newMatchCount,
  recordCommuteAnswer,
  saveCommuteRoute,
  type CommuteRouteInput,
} from '@/domain/trip-request/commute-routes';
import {
  MAX_COMMUTE_ENTRIES,
  forgetPostedCommuteRoutes,
  myCommuteEntries,
  postedCommuteRoutes,
  postedCommuteRoutesOf,
  setPostedCommuteRoutes,
} from '@/domain/trip-request/posted-commute-routes';
import { DACHAU, FIZ, FREISING, KNORRSTRASSE_12, makeBooking } from '../../support/builders';

/** Issue 36, point 6: My commute's routes from the user's own postings on the server, merged with the device's. */

const NOW = new Date('2026-11-25T06:00:00+01:00');
const LATER = '2026-11-25T07:40:00+01:00';
const DAY = '2026-11-25';
const ALICE = 'user-alice';

/** About `metres` north of a place. */
const north = (place: typeof DACHAU, metres: number) => ({
  ...place,
  latitude: place.latitude + metres / 111_195,
});

const posting = (
  id: string,
  state: Booking['state'],
  route: Pick<CommuteRouteInput, 'origin' | 'destination'>,
  postingType: CommuteRouteInput['postingType'] = 'OFFERING',
  departureTime = LATER,
) => makeBooking(id, state, { ...route, postingType, departureTime });

const names = (routes: ReadonlyArray<Pick<CommuteRouteInput, 'origin' | 'destination'>>) =>
  routes.map((route) => `${route.origin.name} → ${route.destination.name}`);

describe('the routes of the user’s postings', () => {
  it('are those of active postings (confirmed, active, period not over) of car pooling, searched for the other kind', () => {
    const bookings = [
      posting('offer', 'confirmed', { origin: DACHAU, destination: FIZ }, 'OFFERING'),
      posting('request', 'active', { origin: FIZ, destination: DACHAU }, 'REQUEST'),
      posting('requested', 'requested', { origin: FREISING, destination: FIZ }),
      posting('cancelled', 'cancelled', { origin: KNORRSTRASSE_12, destination: FIZ }),
      posting('finished', 'finished', { origin: FIZ, destination: FREISING }),
      posting('archived', 'archived', { origin: FIZ, destination: KNORRSTRASSE_12 }),
      // A backend that does not expire postings: its period is over.
      posting(
        'over',
        'confirmed',
        { origin: DACHAU, destination: FREISING },
        'OFFERING',
        '2026-11-24T07:00:00+01:00',
      ),
      {
        ...posting('other', 'active', { origin: FREISING, destination: DACHAU }),
        integrationId: 'carsharing' as const,
      },
    ];
    const routes = postedCommuteRoutes(bookings, NOW);
    expect(names(routes)).toEqual([`${DACHAU.name} → ${FIZ.name}`, `${FIZ.name} → ${DACHAU.name}`]);
    // A driver's posting: the user looks for passengers there; a passenger's: for drivers.
    expect(routes.map((route) => route.postingType)).toEqual(['REQUEST', 'OFFERING']);
  });

  it('are one per route (both ends within 200 m, in this direction), in departure order', () => {
    const bookings = [
      posting(
        'late',
        'confirmed',
        { origin: DACHAU, destination: FIZ },
        'OFFERING',
        '2026-11-26T08:00:00+01:00',
      ),
      posting('early', 'active', { origin: FREISING, destination: FIZ }, 'REQUEST', LATER),
      posting(
        'again',
        'active',
        { origin: north(DACHAU, 50), destination: FIZ },
        'REQUEST',
        '2026-11-27T08:00:00+01:00',
      ),
    ];
    expect(names(postedCommuteRoutes(bookings, NOW))).toEqual([
      `${FREISING.name} → ${FIZ.name}`,
      `${DACHAU.name} → ${FIZ.name}`,
    ]);
  });
});

describe('My commute’s entries', () => {
  const THERE = { origin: DACHAU, destination: FIZ };
  const BACK = { origin: FIZ, destination: DACHAU };
  const OTHER = { origin: FREISING, destination: FIZ };

  it('list the device’s routes first, then the posted ones it does not hold, one entry per route', () => {
    const entries = myCommuteEntries(
      [THERE],
      [{ ...THERE, origin: north(DACHAU, 80) }, BACK],
      OTHER,
    );
    expect(entries).toEqual([
      { route: THERE, saved: true, posted: true, remembered: false },
      { route: BACK, saved: false, posted: true, remembered: false },
    ]);
  });

  it('show the posted routes on a device that holds none (a new phone, cleared storage)', () => {
    expect(myCommuteEntries([], [THERE, BACK], null).map((entry) => entry.route)).toEqual([
      THERE,
      BACK,
    ]);
  });

  it('keep a route searched but never posted, and the last search only when there is nothing else', () => {
    expect(myCommuteEntries([OTHER], [THERE], BACK)).toEqual([
      { route: OTHER, saved: true, posted: false, remembered: false },
      { route: THERE, saved: false, posted: true, remembered: false },
    ]);
    expect(myCommuteEntries([], [], BACK)).toEqual([
      { route: BACK, saved: false, posted: false, remembered: true },
    ]);
    expect(myCommuteEntries([], [], null)).toEqual([]);
  });

  it('do not show the last search before the postings are known (it would flash away when they arrive)', () => {
    expect(myCommuteEntries([], null, BACK)).toEqual([]);
    expect(myCommuteEntries([THERE], null, BACK)).toEqual([
      { route: THERE, saved: true, posted: false, remembered: false },
    ]);
  });

  it('are at most MAX_COMMUTE_ENTRIES: the posted ones fill what the device’s leave', () => {
    const routes = [0, 1, 2, 3, 4, 5].map((index) => ({
      origin: north(DACHAU, 1_000 * index),
      destination: FIZ,
    }));
    const entries = myCommuteEntries(routes.slice(0, 3), routes.slice(2), null);
    expect(entries).toHaveLength(MAX_COMMUTE_ENTRIES);
    expect(entries.map((entry) => entry.route)).toEqual(routes.slice(0, 4));
  });
});

describe('a posted route’s record on the device', () => {
  const THERE: CommuteRouteInput = { origin: DACHAU, destination: FIZ, postingType: 'REQUEST' };

  beforeEach(() => {
    localStorage.clear();
    forgetCommuteSnapshots();
    forgetPostedCommuteRoutes();
  });
  afterEach(() => forgetPostedCommuteRoutes());

  it('starts with the first answer of its own search, so its new matches are counted from then on', () => {
    setPostedCommuteRoutes(ALICE, [THERE]);
    expect(postedCommuteRoutesOf(ALICE)).toEqual([THERE]);
    expect(postedCommuteRoutesOf('user-bob')).toBeNull();
    // The other posting type searched on the route: not the entry's search.
    recordCommuteAnswer(ALICE, { ...THERE, postingType: 'OFFERING' }, ['a'], false, LATER);
    expect(commuteRoutesOf(ALICE)).toEqual([]);

    recordCommuteAnswer(ALICE, { ...THERE, origin: north(DACHAU, 30) }, ['a', 'b'], false, LATER);
    const [kept] = commuteRoutesOf(ALICE);
    expect(kept).toMatchObject({ origin: DACHAU, destination: FIZ, postingType: 'REQUEST' });
    expect(newMatchCount(kept!, DAY)).toBe(2);
    // Another user's search of that route is not this user's record.
    recordCommuteAnswer('user-bob', THERE, ['a'], false, LATER);
    expect(commuteRoutesOf('user-bob')).toEqual([]);
  });

  it('is not started for a route that is not posted, nor when the device holds as many as it can', () => {
    recordCommuteAnswer(ALICE, THERE, ['a'], true, LATER);
    expect(commuteRoutesOf(ALICE)).toEqual([]);

    setPostedCommuteRoutes(ALICE, [THERE]);
    for (let index = 1; index <= MAX_COMMUTE_ENTRIES; index += 1)
      saveCommuteRoute(ALICE, { ...THERE, origin: north(FREISING, 1_000 * index) });
    recordCommuteAnswer(ALICE, THERE, ['a'], true, LATER);
    expect(commuteRoutesOf(ALICE)).toHaveLength(MAX_COMMUTE_ENTRIES);
    expect(commuteRoutesOf(ALICE).some((route) => route.origin === DACHAU)).toBe(false);
  });
});
