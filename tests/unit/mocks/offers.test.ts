// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { OffersResponseSchema } from '@contract/offers';
import {
  ShiftRecurrenceSchema,
  WEEK_DAYS,
  type OfferTravelInfo,
  type PostingType,
} from '@contract/schemas';
import { apiUrl, db, PERSONAS, signInPersona } from '@mocks/node';
import { TOKEN_HEADER } from '@contract/route-metadata';
import { COLLECTION_NAMES, onDatabaseChange } from '@mocks/db/database';
import { MATCHING_BOUNDS, matchOf } from '@mocks/lib/matching-bounds';
import { call, TEST_NOW, useMockBackend } from '../support/mock-backend-harness';

useMockBackend();

const DEFAULT_LOCATION = { latitude: 48.19353, longitude: 11.57087, name: 'My position' };
const FIZ = { latitude: 48.20052, longitude: 11.55963, name: 'FIZ' };
const DACHAU = { latitude: 48.26027, longitude: 11.43416, name: 'Dachau' };
const MOBILITY_REQUEST_ID = '0b7e2c52-3a4f-4c1d-9e8f-5a6b7c8d9e0f';

let demoToken = '';
beforeAll(async () => {
  demoToken = (await signInPersona('demo')).token;
});

async function searchOffers(
  token: string,
  postingType: PostingType,
  departureTime = TEST_NOW.toISOString(),
  origin = DEFAULT_LOCATION,
  destination = FIZ,
): Promise<OfferTravelInfo[]> {
  const result = await call('POST', '/api/v1/offers', {
    token,
    body: {
      mobilityRequestId: MOBILITY_REQUEST_ID,
      origin,
      destination,
      departureTime,
      integrations: { commutePooling: { postingType } },
    },
  });
  expect(result.status).toBe(200);
  const response = OffersResponseSchema.parse(result.body);
  expect(response.mobilityRequestId).toBe(MOBILITY_REQUEST_ID);
  return response.integrations.commutePooling.integrationOffer.travelInfoList;
}

const hasAccess = (userId: string) =>
  db.users.findFirst((q) => q.where({ id: userId }))?.commutePooling.enabled === true;

const recordOf = (bookingId: string) => {
  const record = db.bookings.findFirst((q) => q.where({ bookingId }));
  if (!record) throw new Error(`offer ${bookingId} is no booking`);
  return record;
};

describe.each(['OFFERING', 'REQUEST'] as const)('searching %s postings', (postingType) => {
  let offers: OfferTravelInfo[] = [];
  beforeAll(async () => {
    offers = await searchOffers(demoToken, postingType);
  });

  it('finds several colleagues on the demo route (Dachau → FIZ) today, each within the bounds', async () => {
    const onDemoRoute = await searchOffers(
      demoToken,
      postingType,
      TEST_NOW.toISOString(),
      DACHAU,
      FIZ,
    );
    const colleagues = new Set(onDemoRoute.map((o) => o.integrationInfo.userInformation.email));
    expect(colleagues.size).toBeGreaterThanOrEqual(postingType === 'OFFERING' ? 4 : 2);
    for (const offer of onDemoRoute) {
      expect(offer.originDistance).toBeLessThanOrEqual(MATCHING_BOUNDS.maxEndDistanceM);
      expect(offer.destinationDistance).toBeLessThanOrEqual(MATCHING_BOUNDS.maxEndDistanceM);
    }
  });

  it('answers only postings of colleagues with car-pooling access', () => {
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((offer) => hasAccess(recordOf(offer.bookingId).ownerId))).toBe(true);
  });

  it('answers only postings of the searched type, never the caller’s own', () => {
    for (const offer of offers) {
      expect(offer.integrationInfo.postingType).toBe(postingType);
      expect(recordOf(offer.bookingId).ownerId).not.toBe(PERSONAS.demo.id);
    }
  });

  it('answers only confirmed or active postings that run on the departure day', () => {
    const today = '2026-11-23';
    for (const offer of offers) {
      const record = recordOf(offer.bookingId);
      expect(['confirmed', 'active']).toContain(record.state);
      const info = offer.integrationInfo;
      if (info.recurrence === 'ONE_TIME') {
        expect(info.meetingTime?.slice(0, 10)).toBe(today);
      } else {
        expect(info.periodStart.slice(0, 10) <= today).toBe(true);
        expect(info.periodEnd.slice(0, 10) >= today).toBe(true);
      }
      if (info.recurrence === 'RECURRING') expect(info.weekDays.MONDAY).toBe(true);
    }
  });

  it('sorts by the sum of origin and destination distance, computed by haversine', () => {
    const sums = offers.map((offer) => offer.originDistance + offer.destinationDistance);
    expect(sums).toEqual([...sums].sort((a, b) => a - b));
    const first = offers[0];
    if (!first) throw new Error('no offers');
    // Within a metre of a direct haversine computation.
    const haversine = (a: typeof FIZ, b: typeof FIZ) => {
      const rad = Math.PI / 180;
      const h =
        Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
        Math.cos(a.latitude * rad) *
          Math.cos(b.latitude * rad) *
          Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
      return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
    };
    expect(Math.abs(first.originDistance - haversine(DEFAULT_LOCATION, first.origin))).toBeLessThan(
      1,
    );
  });

  it('matches every posting of the database the rules admit (nothing missing)', () => {
    const expected = db.bookings.findMany((q) =>
      q.where(
        (b) =>
          b.ownerId !== PERSONAS.demo.id &&
          hasAccess(b.ownerId) &&
          ['confirmed', 'active'].includes(b.state) &&
          b.travelInfo.integrationInfo.postingType === postingType &&
          b.travelInfo.integrationInfo.recurrence !== 'RECURRING' &&
          b.travelInfo.integrationInfo.recurrence !== 'ONE_TIME' &&
          // 2026-11-23 is the Monday of ISO week 48: the early shift of odd weeks does not run.
          b.travelInfo.integrationInfo.recurrence !== 'EARLY_SHIFT_ODD_WEEKS' &&
          b.travelInfo.integrationInfo.periodStart.slice(0, 10) <= '2026-11-23' &&
          b.travelInfo.integrationInfo.periodEnd.slice(0, 10) >= '2026-11-23' &&
          // Where the matching bounds (their edges: tests/unit/mocks/matching-bounds.test.ts) admit it.
          matchOf(
            {
              origin: DEFAULT_LOCATION,
              destination: FIZ,
              postingType,
              day: '2026-11-23',
              requestedMinutes: null,
            },
            b.travelInfo,
          ).match !== null,
      ),
    );
    expect(expected.length).toBeGreaterThan(0);
    const shiftOffers = offers.filter(
      (o) => !['RECURRING', 'ONE_TIME'].includes(o.integrationInfo.recurrence),
    );
    expect(shiftOffers.map((o) => o.bookingId).sort()).toEqual(
      expected.map((b) => b.bookingId).sort(),
    );
  });
});

describe('offer rules', () => {
  it('never offers the postings of a colleague without access (the no-access persona posts in the seed)', async () => {
    const theirs = db.bookings.findMany((q) =>
      q.where(
        (b) => b.ownerId === PERSONAS.noAccess.id && ['confirmed', 'active'].includes(b.state),
      ),
    );
    // Searched where and when their first posting runs.
    const [first] = theirs;
    if (!first) throw new Error('the seed gives the no-access persona no offered posting');
    const { origin, destination, departureTime, integrationInfo } = first.travelInfo;
    const offers = await searchOffers(
      demoToken,
      integrationInfo.postingType,
      departureTime,
      origin,
      destination,
    );
    const found = offers.map((offer) => offer.bookingId);
    expect(found.length).toBeGreaterThan(0);
    expect(found).not.toContain(first.bookingId);
    for (const posting of theirs) expect(found).not.toContain(posting.bookingId);
  });

  it('matches flexible postings only on their week days', async () => {
    // The Saturday after TEST_NOW: flexible postings without SATURDAY must not appear.
    const saturday = new Date(TEST_NOW.getTime() + 5 * 86_400_000).toISOString();
    const offers = await searchOffers(demoToken, 'OFFERING', saturday);
    const flexible = offers.filter((o) => o.integrationInfo.recurrence === 'RECURRING');
    expect(flexible.length).toBeGreaterThan(0);
    for (const offer of flexible) expect(offer.integrationInfo.weekDays.SATURDAY).toBe(true);
    expect(WEEK_DAYS).toContain('SATURDAY');
  });

  it('matches shifts on working days only, the early shift of even/odd weeks in even/odd ISO weeks only', async () => {
    const recurrences = async (daysAfterNow: number) => {
      const departure = new Date(TEST_NOW.getTime() + daysAfterNow * 86_400_000).toISOString();
      const offers = await searchOffers(demoToken, 'OFFERING', departure);
      return new Set(offers.map((o) => o.integrationInfo.recurrence));
    };
    // TEST_NOW is Monday 23.11.2026 (ISO week 48); +5 is Saturday, +7 Monday of week 49.
    const evenWeek = await recurrences(0);
    expect(evenWeek).toContain('EARLY_SHIFT_EVEN_WEEKS');
    expect(evenWeek).not.toContain('EARLY_SHIFT_ODD_WEEKS');
    const oddWeek = await recurrences(7);
    expect(oddWeek).toContain('EARLY_SHIFT_ODD_WEEKS');
    expect(oddWeek).not.toContain('EARLY_SHIFT_EVEN_WEEKS');
    const saturday = await recurrences(5);
    for (const shift of ShiftRecurrenceSchema.options) expect(saturday).not.toContain(shift);
  });

  it('the showcase: flexible Mon/Wed is offered on Monday and Wednesday, not on the Tuesday between', async () => {
    const offeredOn = async (day: string) =>
      (await searchOffers(demoToken, 'OFFERING', `${day}T07:00:00+01:00`)).map((o) => o.bookingId);
    expect(await offeredOn('2026-11-23')).toContain('showcase-flexible-mon-wed');
    expect(await offeredOn('2026-11-24')).not.toContain('showcase-flexible-mon-wed');
    expect(await offeredOn('2026-11-25')).toContain('showcase-flexible-mon-wed');
  });

  it('shows a new posting to others, not to its owner, and drops it once cancelled', async () => {
    const { token } = await signInPersona('buildings');
    const start = new Date(TEST_NOW.getTime() + 3_600_000).toISOString();
    const created = await call('POST', '/api/v1/bookings', {
      token,
      body: {
        integrationId: 'commutePooling',
        origin: { ...DEFAULT_LOCATION, name: 'Right here' },
        destination: { ...FIZ, name: 'FIZ exactly' },
        departureTime: start,
        integrationInfo: {
          postingType: 'OFFERING',
          recurrence: 'ONE_TIME',
          periodStart: start,
          periodEnd: start,
          weekDays: Object.fromEntries(WEEK_DAYS.map((d) => [d, false])),
          fleets: [],
          userInformation: { email: PERSONAS.buildings.email, description: '' },
        },
      },
    });
    expect(created.status).toBe(201);
    const { bookingId } = created.body as { bookingId: string };

    const forDemo = await searchOffers(demoToken, 'OFFERING');
    expect(forDemo[0]).toMatchObject({ bookingId, originDistance: 0, destinationDistance: 0 });
    const forOwner = await searchOffers(token, 'OFFERING');
    expect(forOwner.map((o) => o.bookingId)).not.toContain(bookingId);
    const asRequests = await searchOffers(demoToken, 'REQUEST');
    expect(asRequests.map((o) => o.bookingId)).not.toContain(bookingId);
    const tomorrow = await searchOffers(
      demoToken,
      'OFFERING',
      new Date(TEST_NOW.getTime() + 86_400_000).toISOString(),
    );
    expect(tomorrow.map((o) => o.bookingId)).not.toContain(bookingId);

    expect((await call('PUT', `/api/v1/bookings/cancel/${bookingId}`, { token })).status).toBe(200);
    expect((await searchOffers(demoToken, 'OFFERING')).map((o) => o.bookingId)).not.toContain(
      bookingId,
    );
  });

  it('answers 403 to a user without car-pooling access', async () => {
    const { token } = await signInPersona('noAccess');
    const result = await call('POST', '/api/v1/offers', {
      token,
      body: {
        mobilityRequestId: MOBILITY_REQUEST_ID,
        origin: DEFAULT_LOCATION,
        destination: FIZ,
        departureTime: TEST_NOW.toISOString(),
        integrations: { commutePooling: { postingType: 'OFFERING' } },
      },
    });
    expect(result.status).toBe(403);
  });

  it('sends the answer as JSON in UTF-8 with its length in bytes (names with umlauts included)', async () => {
    const response = await fetch(apiUrl('/api/v1/offers'), {
      method: 'POST',
      headers: { [TOKEN_HEADER]: demoToken, 'content-type': 'application/json' },
      body: JSON.stringify({
        mobilityRequestId: MOBILITY_REQUEST_ID,
        origin: DEFAULT_LOCATION,
        destination: FIZ,
        departureTime: TEST_NOW.toISOString(),
        integrations: { commutePooling: { postingType: 'OFFERING' } },
      }),
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(text.length).toBeLessThan(bytes.byteLength); // some characters take more than one byte
    expect(OffersResponseSchema.parse(JSON.parse(text)).mobilityRequestId).toBe(
      MOBILITY_REQUEST_ID,
    );
  });

  it('changes no record and tells no change (it runs as a read in the browser, without the tabs’ write lock)', async () => {
    const everything = () => JSON.stringify(COLLECTION_NAMES.map((name) => [name, db[name].all()]));
    const before = everything();
    let changes = 0;
    const stop = onDatabaseChange(() => {
      changes += 1;
    });
    try {
      expect(await searchOffers(demoToken, 'OFFERING')).not.toHaveLength(0);
      expect(await searchOffers(demoToken, 'REQUEST')).not.toHaveLength(0);
    } finally {
      stop();
    }
    expect(everything()).toBe(before);
    expect(changes).toBe(0);
  });

  it('records the trip-cache cleanup of the caller', async () => {
    const before = db.tripCacheCleanups.count();
    const result = await call('POST', '/api/v1/redis/cleanup-trip-cache', { token: demoToken });
    expect(result.status).toBe(204);
    expect(db.tripCacheCleanups.count()).toBe(before + 1);
    expect(db.tripCacheCleanups.all().at(-1)?.userId).toBe(PERSONAS.demo.id);
  });
});
