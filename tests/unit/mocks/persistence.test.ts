import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDatabaseOrigin, onDatabaseChange } from '@mocks/db/database';
import {
  loadSnapshot,
  restoreSnapshot,
  saveSnapshot,
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

describe('snapshot persistence (browser localStorage)', () => {
  it('round-trips the data, sessions included, through localStorage', async () => {
    const { token } = await signInPersona('demo');
    const created = await call('POST', '/api/v1/bookings', { token, body: bookingRequest() });
    const { bookingId } = created.body as { bookingId: string };
    const cancelled = db.bookings.findFirst((q) =>
      q.where({ ownerId: PERSONAS.demo.id, state: 'confirmed' }),
    );
    await call('PUT', `/api/v1/bookings/cancel/${cancelled?.bookingId ?? ''}`, { token });
    const before = takeSnapshot();

    expect(saveSnapshot(localStorage)).toBe(true);
    const stored = JSON.parse(localStorage.getItem(SNAPSHOT_STORAGE_KEY) ?? '{}') as {
      version: number;
      seed: number;
    };
    expect(stored).toMatchObject({ version: SNAPSHOT_VERSION, seed: DEFAULT_SEED });
    expect(SNAPSHOT_STORAGE_KEY).toContain(`v${SNAPSHOT_VERSION}`);

    // A different world in between: another seed, the session gone.
    await resetDatabase(DEFAULT_SEED + 7, TEST_NOW);
    expect(db.bookings.findFirst((q) => q.where({ bookingId }))).toBeUndefined();
    expect((await call('GET', '/users/me', { token })).status).toBe(401);

    const loaded = loadSnapshot(localStorage);
    expect(loaded).not.toBeNull();
    await restoreSnapshot(loaded!);
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

  it('ignores a missing, unreadable or outdated snapshot', () => {
    expect(loadSnapshot(localStorage)).toBeNull();
    localStorage.setItem(SNAPSHOT_STORAGE_KEY, '{broken');
    expect(loadSnapshot(localStorage)).toBeNull();
    localStorage.setItem(SNAPSHOT_STORAGE_KEY, JSON.stringify({ ...takeSnapshot(), version: 0 }));
    expect(loadSnapshot(localStorage)).toBeNull();
  });

  it('refuses a snapshot whose records break the schemas', async () => {
    const snapshot = takeSnapshot();
    snapshot.collections.users = [{ id: 'broken' }];
    // @msw/data logs the schema issues before it throws; that log is expected here.
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(restoreSnapshot(snapshot)).rejects.toThrow();
    expect(log).toHaveBeenCalled();
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
