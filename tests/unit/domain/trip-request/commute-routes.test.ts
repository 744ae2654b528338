import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_COMMUTE_ROUTES,
  MAX_SHOWN_IDS,
  commuteDeparture,
  commuteRouteId,
  commuteRouteName,
  commuteRoutesOf,
  commuteStorageKey,
  forgetCommuteSnapshots,
  newMatchCount,
  recordCommuteAnswer,
  removeCommuteRoute,
  restoreCommuteRoute,
  reverseCommuteRoute,
  sameCommuteRoute,
  saveCommuteRoute,
  searchCommuteRoute,
  type CommuteRouteInput,
} from '@/domain/trip-request/commute-routes';
import {
  mobilityRequest,
  resetMobilityRequest,
} from '@/domain/trip-request/mobility-request-store';
import { DACHAU, FIZ, FREISING, KNORRSTRASSE_12 } from '../../support/builders';

/** Issue 22, item 7: the saved routes per user, the "shown" record and the count of new matches. */

const HOME_TO_WORK: CommuteRouteInput = {
  origin: KNORRSTRASSE_12,
  destination: FIZ,
  postingType: 'OFFERING',
};
/** The departure of the searches below (a Wednesday) and its Berlin day. */
const AT = '2026-11-25T07:40:00+01:00';
const DAY = '2026-11-25';
const ALICE = 'user-alice';
const BOB = 'user-bob';

const routeOf = (userId: string, input: CommuteRouteInput) =>
  commuteRoutesOf(userId).find((route) => sameCommuteRoute(route, input))!;

beforeEach(() => {
  localStorage.clear();
  forgetCommuteSnapshots();
});
afterEach(() => resetMobilityRequest());

describe('saved routes', () => {
  it('are kept per user on the device, survive a reload, and another user never gets them', () => {
    expect(saveCommuteRoute(ALICE, HOME_TO_WORK)).toBe('saved');
    expect(commuteRoutesOf(ALICE).map(commuteRouteName)).toEqual([
      'Knorrstraße 12 → FIZ Forschungs- und Innovationszentrum',
    ]);
    expect(commuteRoutesOf(BOB)).toEqual([]);
    // A reload reads the storage again.
    forgetCommuteSnapshots();
    expect(commuteRoutesOf(ALICE)).toHaveLength(1);
    expect(localStorage.getItem(commuteStorageKey(ALICE))).toContain('"userId":"user-alice"');
    expect(localStorage.getItem(commuteStorageKey(BOB))).toBeNull();
  });

  it('drop a stored value that does not parse, or that names another user, instead of trusting it', () => {
    for (const stored of [
      '{not json',
      JSON.stringify({ version: 1, userId: ALICE, routes: [{ id: 'x', origin: 'home' }] }),
      JSON.stringify({ version: 2, userId: ALICE, routes: [] }),
    ]) {
      localStorage.setItem(commuteStorageKey(ALICE), stored);
      forgetCommuteSnapshots();
      expect(commuteRoutesOf(ALICE)).toEqual([]);
    }
    saveCommuteRoute(BOB, HOME_TO_WORK);
    localStorage.setItem(commuteStorageKey(ALICE), localStorage.getItem(commuteStorageKey(BOB))!);
    forgetCommuteSnapshots();
    expect(commuteRoutesOf(ALICE)).toEqual([]);
    // Saving over a dropped value starts afresh.
    expect(saveCommuteRoute(ALICE, HOME_TO_WORK)).toBe('saved');
    expect(commuteRoutesOf(ALICE)).toHaveLength(1);
  });

  it('are at most four, each once (same places, whatever the kind); the way back is another route', () => {
    expect(saveCommuteRoute(ALICE, HOME_TO_WORK)).toBe('saved');
    expect(saveCommuteRoute(ALICE, { ...HOME_TO_WORK, origin: { ...KNORRSTRASSE_12 } })).toBe(
      'already-saved',
    );
    expect(saveCommuteRoute(ALICE, { ...HOME_TO_WORK, postingType: 'REQUEST' })).toBe(
      'already-saved',
    );
    expect(saveCommuteRoute(ALICE, reverseCommuteRoute(HOME_TO_WORK))).toBe('saved');
    expect(saveCommuteRoute(ALICE, { ...HOME_TO_WORK, destination: FREISING })).toBe('saved');
    expect(saveCommuteRoute(ALICE, { ...HOME_TO_WORK, origin: DACHAU })).toBe('saved');
    expect(commuteRoutesOf(ALICE)).toHaveLength(MAX_COMMUTE_ROUTES);
    expect(
      saveCommuteRoute(ALICE, { ...HOME_TO_WORK, origin: FREISING, destination: DACHAU }),
    ).toBe('full');
    expect(commuteRoutesOf(ALICE)).toHaveLength(MAX_COMMUTE_ROUTES);
    expect(commuteRouteName(commuteRoutesOf(ALICE)[1]!)).toBe(
      'FIZ Forschungs- und Innovationszentrum → Knorrstraße 12',
    );
  });

  it('removed, come back at their place with Undo (and what was shown), unless the list filled up meanwhile', () => {
    saveCommuteRoute(ALICE, HOME_TO_WORK, ['a', 'b']);
    saveCommuteRoute(ALICE, reverseCommuteRoute(HOME_TO_WORK));
    const removed = removeCommuteRoute(ALICE, commuteRouteId(HOME_TO_WORK))!;
    expect(commuteRoutesOf(ALICE).map((route) => route.id)).toEqual([
      commuteRouteId(reverseCommuteRoute(HOME_TO_WORK)),
    ]);
    forgetCommuteSnapshots();
    expect(commuteRoutesOf(ALICE)).toHaveLength(1); // the removal is stored
    expect(restoreCommuteRoute(ALICE, removed)).toBe(true);
    expect(commuteRoutesOf(ALICE)[0]).toEqual(removed.route);
    expect(routeOf(ALICE, HOME_TO_WORK).shownIds).toEqual(['a', 'b']);
    expect(restoreCommuteRoute(ALICE, removed)).toBe(false); // there already
    expect(removeCommuteRoute(ALICE, 'no such route')).toBeNull();

    const again = removeCommuteRoute(ALICE, commuteRouteId(HOME_TO_WORK))!;
    for (const origin of [FREISING, FIZ, KNORRSTRASSE_12]) {
      expect(saveCommuteRoute(ALICE, { origin, destination: DACHAU, postingType: 'REQUEST' })).toBe(
        'saved',
      );
    }
    expect(restoreCommuteRoute(ALICE, again)).toBe(false);
  });
});

describe('new matches since the last visit', () => {
  it('are the latest answer’s offers the route’s list has not shown; no answer held, no count', () => {
    saveCommuteRoute(ALICE, HOME_TO_WORK);
    expect(newMatchCount(routeOf(ALICE, HOME_TO_WORK), DAY)).toBeNull();
    expect(routeOf(ALICE, HOME_TO_WORK).visited).toBe(false);

    // The way home beside another search: held, not shown.
    recordCommuteAnswer(ALICE, HOME_TO_WORK, ['a', 'b', 'c'], false, AT);
    expect(newMatchCount(routeOf(ALICE, HOME_TO_WORK), DAY)).toBe(3);
    expect(routeOf(ALICE, HOME_TO_WORK).visited).toBe(false);

    // The route's list opens: all shown.
    recordCommuteAnswer(ALICE, HOME_TO_WORK, ['a', 'b', 'c'], true, AT);
    expect(newMatchCount(routeOf(ALICE, HOME_TO_WORK), DAY)).toBe(0);
    expect(routeOf(ALICE, HOME_TO_WORK).visited).toBe(true);

    // A later answer with one offer gone and two new ones (a duplicate id counts once).
    recordCommuteAnswer(ALICE, HOME_TO_WORK, ['b', 'd', 'c', 'e', 'd'], false, AT);
    expect(newMatchCount(routeOf(ALICE, HOME_TO_WORK), DAY)).toBe(2);
    forgetCommuteSnapshots();
    expect(newMatchCount(routeOf(ALICE, HOME_TO_WORK), DAY)).toBe(2); // kept over a reload

    recordCommuteAnswer(ALICE, HOME_TO_WORK, ['b', 'd', 'c', 'e'], true, AT);
    expect(newMatchCount(routeOf(ALICE, HOME_TO_WORK), DAY)).toBe(0);
    // An offer shown once is not new again when it comes back.
    recordCommuteAnswer(ALICE, HOME_TO_WORK, ['a'], false, AT);
    expect(newMatchCount(routeOf(ALICE, HOME_TO_WORK), DAY)).toBe(0);
  });

  it('are recorded only for saved routes of that user, and the shown record stays bounded', () => {
    recordCommuteAnswer(ALICE, HOME_TO_WORK, ['a'], true, AT);
    expect(commuteRoutesOf(ALICE)).toEqual([]);
    saveCommuteRoute(BOB, HOME_TO_WORK);
    recordCommuteAnswer(ALICE, HOME_TO_WORK, ['a'], false, AT);
    expect(newMatchCount(routeOf(BOB, HOME_TO_WORK), DAY)).toBeNull();

    // An answer longer than the bound is kept in full (none of it new); older ids make room.
    const many = Array.from({ length: MAX_SHOWN_IDS + 50 }, (_, index) => `o${index}`);
    recordCommuteAnswer(BOB, HOME_TO_WORK, many, true, AT);
    expect(routeOf(BOB, HOME_TO_WORK).shownIds).toHaveLength(MAX_SHOWN_IDS + 50);
    expect(newMatchCount(routeOf(BOB, HOME_TO_WORK), DAY)).toBe(0);
    recordCommuteAnswer(BOB, HOME_TO_WORK, ['n1', 'n2'], true, AT);
    const shown = routeOf(BOB, HOME_TO_WORK).shownIds;
    expect(shown).toHaveLength(MAX_SHOWN_IDS);
    expect(shown.slice(0, 3)).toEqual(['n1', 'n2', 'o0']);
  });

  it('saving from a list counts its offers as shown; saving the way home keeps its held answer as not seen', () => {
    saveCommuteRoute(ALICE, HOME_TO_WORK, ['a', 'b'], ['a', 'b'], AT);
    expect(newMatchCount(routeOf(ALICE, HOME_TO_WORK), DAY)).toBe(0);
    expect(routeOf(ALICE, HOME_TO_WORK).visited).toBe(true);
    const back = reverseCommuteRoute(HOME_TO_WORK);
    saveCommuteRoute(ALICE, back, null, ['x', 'y'], AT);
    expect(newMatchCount(routeOf(ALICE, back), DAY)).toBe(2);
    expect(routeOf(ALICE, back).visited).toBe(false);
  });
});

describe('what an entry counts (issue 36): only answers of the search it opens', () => {
  it('an answer for another day, or for the other posting type, is not counted on the card’s day', () => {
    saveCommuteRoute(ALICE, HOME_TO_WORK);
    // The way home of a search for Friday: held for Friday, says nothing about Wednesday's list.
    recordCommuteAnswer(ALICE, HOME_TO_WORK, ['a', 'b', 'c'], false, '2026-11-27T17:00:00+01:00');
    expect(newMatchCount(routeOf(ALICE, HOME_TO_WORK), DAY)).toBeNull();
    expect(newMatchCount(routeOf(ALICE, HOME_TO_WORK), '2026-11-27')).toBe(3);
    // A search for passengers on the route saved for drivers: not its entry's search.
    recordCommuteAnswer(ALICE, { ...HOME_TO_WORK, postingType: 'REQUEST' }, ['r'], false, AT);
    expect(newMatchCount(routeOf(ALICE, HOME_TO_WORK), DAY)).toBeNull();
    recordCommuteAnswer(ALICE, HOME_TO_WORK, ['a', 'd'], false, AT);
    expect(newMatchCount(routeOf(ALICE, HOME_TO_WORK), DAY)).toBe(2);
    // Saved before issue 36: an answer without its day is not counted.
    const stored = JSON.parse(localStorage.getItem(commuteStorageKey(ALICE))!);
    delete stored.routes[0].latestDay;
    localStorage.setItem(commuteStorageKey(ALICE), JSON.stringify(stored));
    forgetCommuteSnapshots();
    expect(newMatchCount(routeOf(ALICE, HOME_TO_WORK), DAY)).toBeNull();
  });

  it('an answer of the same places picked again (other labels, a few metres off) is the entry’s', () => {
    saveCommuteRoute(ALICE, HOME_TO_WORK);
    const again = {
      ...HOME_TO_WORK,
      origin: { ...KNORRSTRASSE_12, name: 'Home', latitude: KNORRSTRASSE_12.latitude + 0.0005 },
    };
    recordCommuteAnswer(ALICE, again, ['a'], false, AT);
    expect(newMatchCount(routeOf(ALICE, HOME_TO_WORK), DAY)).toBe(1);
  });
});

describe('one entry per route', () => {
  it('the same route stored thrice (labels, a few metres, the posting type) is listed once, the first kept', () => {
    saveCommuteRoute(ALICE, HOME_TO_WORK);
    saveCommuteRoute(BOB, reverseCommuteRoute(HOME_TO_WORK));
    const first = commuteRoutesOf(ALICE)[0]!;
    const twin = (changes: object, id: string) => ({ ...first, ...changes, id });
    localStorage.setItem(
      commuteStorageKey(ALICE),
      JSON.stringify({
        version: 1,
        userId: ALICE,
        routes: [
          first,
          twin({ origin: { ...first.origin, name: 'Home' } }, 'x1'),
          twin(
            { postingType: 'REQUEST', destination: { ...FIZ, latitude: FIZ.latitude + 0.001 } },
            'x2',
          ),
          commuteRoutesOf(BOB)[0],
        ],
      }),
    );
    forgetCommuteSnapshots();
    expect(commuteRoutesOf(ALICE).map(commuteRouteName)).toEqual([
      'Knorrstraße 12 → FIZ Forschungs- und Innovationszentrum',
      'FIZ Forschungs- und Innovationszentrum → Knorrstraße 12',
    ]);
    expect(commuteRoutesOf(ALICE)[0]!.postingType).toBe('OFFERING');
  });
});

describe('one tap', () => {
  it('searches today, or on a weekend the next Monday, at this time of day', () => {
    const wednesday = new Date(2026, 10, 25, 7, 40);
    expect(commuteDeparture(wednesday)).toEqual(wednesday);
    expect(commuteDeparture(new Date(2026, 10, 28, 9, 5))).toEqual(new Date(2026, 10, 30, 9, 5));
    expect(commuteDeparture(new Date(2026, 10, 29, 22, 0))).toEqual(new Date(2026, 10, 30, 22, 0));
  });

  it('submits the route as the search form does: its places, that day, its kind, a fresh request id', () => {
    const saturday = new Date(2026, 10, 28, 9, 5);
    const id = searchCommuteRoute(reverseCommuteRoute(HOME_TO_WORK), saturday);
    expect(mobilityRequest).toMatchObject({
      origin: FIZ,
      destination: KNORRSTRASSE_12,
      postingType: 'OFFERING',
      mobilityRequestId: id,
      departureTime: new Date(2026, 10, 30, 9, 5).toISOString(),
    });
    expect(searchCommuteRoute(HOME_TO_WORK, saturday)).not.toBe(id);
  });
});
