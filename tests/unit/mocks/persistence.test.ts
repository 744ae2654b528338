import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDatabaseOrigin, onDatabaseChange } from '@mocks/db/database';
import {
  loadSnapshot,
  parseSnapshot,
  restoreSnapshot,
  SNAPSHOT_STORAGE_KEY,
  SNAPSHOT_VERSION,
  takeSnapshot,
} from '@mocks/db/snapshot';
import { DEFAULT_SEED, db, PERSONAS, resetDatabase, signInPersona } from '@mocks/node';
import { oneTimeBookingRequest } from '../support/builders';
import { call, TEST_NOW, useMockBackend } from '../support/mock-backend-harness';

useMockBackend();

afterEach(async () => {
  await resetDatabase(DEFAULT_SEED, TEST_NOW);
});

const bookingRequest = () =>
  oneTimeBookingRequest({
    departureTime: new Date(TEST_NOW.getTime() + 86_400_000).toISOString(),
    origin: { latitude: 48.26027, longitude: 11.43416, name: 'Dachau' },
    destination: { latitude: 48.20052, longitude: 11.55963, name: 'FIZ' },
    email: PERSONAS.demo.email,
  });

describe('snapshots of the whole database (export, import, the former localStorage copy)', () => {
  it('round-trips the data, sessions included, through JSON text', async () => {
    const { token } = await signInPersona('demo');
    const created = await call('POST', '/api/v1/bookings', { token, body: bookingRequest() });
    const { bookingId } = created.body as { bookingId: string };
    const cancelled = db.bookings.findFirst((q) =>
      q.where({ ownerId: PERSONAS.demo.id, state: 'confirmed' }),
    );
    await call('PUT', `/api/v1/bookings/cancel/${cancelled?.bookingId ?? ''}`, { token });
    const before = takeSnapshot();

    const text = JSON.stringify(before);
    expect(JSON.parse(text)).toMatchObject({ version: SNAPSHOT_VERSION, seed: DEFAULT_SEED });
    expect(SNAPSHOT_STORAGE_KEY).toContain(`v${SNAPSHOT_VERSION}`);

    // A different world in between: another seed, the session gone.
    await resetDatabase(DEFAULT_SEED + 7, TEST_NOW);
    expect(db.bookings.findFirst((q) => q.where({ bookingId }))).toBeUndefined();
    expect((await call('GET', '/users/me', { token })).status).toBe(401);

    const loaded = parseSnapshot(text);
    expect(loaded).not.toBeNull();
    expect((await restoreSnapshot(loaded!)).skipped).toEqual([]);
    const { savedAt: _a, ...after } = takeSnapshot();
    const { savedAt: _b, ...expected } = before;
    expect(after).toEqual(expected);
    expect(getDatabaseOrigin()).toEqual({ seed: DEFAULT_SEED, seededAt: TEST_NOW.toISOString() });
    expect(db.bookings.findFirst((q) => q.where({ bookingId }))?.state).toBe('confirmed');
    expect(
      db.bookings.findFirst((q) => q.where({ bookingId: cancelled?.bookingId ?? '' }))?.state,
    ).toBe('cancelled');
    // The same token still signs the same user in after the "reload".
    expect((await call('GET', '/users/me', { token })).body).toMatchObject({
      id: PERSONAS.demo.id,
    });
  });

  it('ignores a missing, unreadable or outdated copy in localStorage', () => {
    expect(loadSnapshot(localStorage)).toBeNull();
    localStorage.setItem(SNAPSHOT_STORAGE_KEY, '{broken');
    expect(loadSnapshot(localStorage)).toBeNull();
    localStorage.setItem(SNAPSHOT_STORAGE_KEY, JSON.stringify({ ...takeSnapshot(), version: 0 }));
    expect(loadSnapshot(localStorage)).toBeNull();
  });

  it('leaves out the records that break their schemas, reports them and restores every other', async () => {
    const snapshot = takeSnapshot();
    const bookings = snapshot.collections.bookings as Array<{
      bookingId: string;
      travelInfo: { origin: { latitude: number } };
    }>;
    const broken = structuredClone(bookings[3]!);
    broken.travelInfo.origin.latitude = 999;
    bookings[3] = broken;
    snapshot.collections.users = [...(snapshot.collections.users ?? []), { id: 'broken' }];
    const log = vi.spyOn(console, 'error');
    const { skipped } = await restoreSnapshot(snapshot);
    expect(skipped.map(({ collection, index }) => ({ collection, index }))).toEqual([
      { collection: 'users', index: (snapshot.collections.users?.length ?? 0) - 1 },
      { collection: 'bookings', index: 3 },
    ]);
    expect(skipped[1]?.reason).toMatch(/^travelInfo\.origin\.latitude: /);
    expect(db.bookings.count()).toBe(bookings.length - 1);
    expect(db.bookings.findFirst((q) => q.where({ bookingId: broken.bookingId }))).toBeUndefined();
    expect(db.users.count()).toBe((snapshot.collections.users?.length ?? 0) - 1);
    expect(log).not.toHaveBeenCalled();
  });

  it('announces a change after every mutating request, not after reads', async () => {
    const { token } = await signInPersona('demo');
    let changes = 0;
    const stop = onDatabaseChange(() => {
      changes += 1;
    });
    try {
      await call('GET', '/users/me', { token });
      await call('GET', `/api/v1/bookings/${PERSONAS.demo.id}`, { token });
      expect(changes).toBe(0);
      await call('POST', '/api/v1/bookings', { token, body: bookingRequest() });
      expect(changes).toBe(1);
      await call('POST', '/api/v1/redis/cleanup-trip-cache', { token });
      expect(changes).toBe(2);
    } finally {
      stop();
    }
  });
});
