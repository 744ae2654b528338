// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { OffersResponseSchema } from '@contract/offers';
import { ShiftRecurrenceSchema, WEEK_DAYS } from '@contract/schemas';
import { apiUrl, db, PERSONAS, signInPersona } from '@mocks/node';
import { TOKEN_HEADER } from '@contract/route-metadata';
import { COLLECTION_NAMES, onDatabaseChange } from '@mocks/db/database';
import { call, TEST_NOW, useMockBackend } from '../support/mock-backend-harness';
import {
  DEFAULT_LOCATION,
  FIZ,
  MOBILITY_REQUEST_ID,
  demoToken,
  searchOffers,
  signInDemoBeforeAll,
} from './offers-search';

useMockBackend();
signInDemoBeforeAll();
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
