import type { MobilityRequest } from '@contract/offers';
import { searchOffers } from '@mocks/db/bookings-repository';
import { db } from '@mocks/db/database';
import type { BookingRecord } from '@mocks/db/schemas';
import { takeSnapshot } from '@mocks/db/snapshot';
import { mockServer, PERSONAS, signInPersona } from '@mocks/node';
import { demoRouteRequest } from './lib/demo-route';

/**
 * The bench-only data set ("bench-large"): 1,000 offers of 1,000 colleagues match the search, the demo user has 200
 * postings.
 */
export const BENCH_LARGE = { matches: 1_000, ownBookings: 200 } as const;
/** The changes that make a copy of `record` a posting of another colleague (`bench.<n>@bmw.example`). */
function asColleague(record: BookingRecord, index: number): Partial<BookingRecord> {
  const info = record.travelInfo.integrationInfo;
  return {
    travelInfo: {
      ...record.travelInfo,
      integrationInfo: {
        ...info,
        userInformation: { ...info.userInformation, email: `bench.${index}@bmw.example` },
      },
    },
  };
}

function copyOf(record: BookingRecord, changes: Partial<BookingRecord>): BookingRecord {
  return { ...structuredClone(record), bookingId: crypto.randomUUID(), ...changes };
}

/**
 * The seeded fake backend as a commuter meets it (the demo route's matches as the seed has them), as the snapshot
 * the mock build restores from localStorage at start (the same format as the dev panel's export/import), with the
 * demo user's session token and the demo route's request.
 */
export async function seededSnapshot() {
  mockServer.listen({ onUnhandledRequest: 'error' });
  try {
    const { token } = await signInPersona('demo');
    const request = demoRouteRequest(new Date());
    return {
      token,
      request,
      matches: searchOffers(request, PERSONAS.demo.id).length,
      snapshot: JSON.stringify(takeSnapshot()),
    };
  } finally {
    mockServer.close();
  }
}

/**
 * Adds the "bench-large" data set to the seeded fake backend (in Node, the same in-process database mock:server
 * answers from) and returns it as the mock build's snapshot: copies of postings that match the search up to 1,000
 * matches; copies of seeded postings owned by the demo user up to 200.
 */
export async function addBenchLarge(request: MobilityRequest) {
  mockServer.listen({ onUnhandledRequest: 'error' });
  try {
    const matching = searchOffers(request, PERSONAS.demo.id).map((offer) =>
      db.bookings.findFirst((q) => q.where({ bookingId: offer.bookingId })),
    );
    // Each copy by a colleague of its own (its poster's e-mail): the list folds a colleague's postings into one
    // entry (issue 35), so 1,000 matches of 1,000 colleagues are its worst case, 1,000 entries.
    for (let index = matching.length; index < BENCH_LARGE.matches; index += 1) {
      const original = matching[index % matching.length];
      if (original) await db.bookings.create(copyOf(original, asColleague(original, index)));
    }
    const all = db.bookings.all();
    const own = all.filter((record) => record.ownerId === PERSONAS.demo.id).length;
    for (let index = own; index < BENCH_LARGE.ownBookings; index += 1) {
      const original = all[index % all.length];
      if (original) await db.bookings.create(copyOf(original, { ownerId: PERSONAS.demo.id }));
    }
    return {
      matches: searchOffers(request, PERSONAS.demo.id).length,
      snapshot: JSON.stringify(takeSnapshot()),
    };
  } finally {
    mockServer.close();
  }
}
