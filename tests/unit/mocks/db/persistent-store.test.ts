import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db/database';
import { type StoredBase, type StoredMeta } from '@mocks/db/stored-data';
import { primaryKeyOf } from '@mocks/db/record-keys';
import { takeSnapshot } from '@mocks/db/snapshot';
import { DEFAULT_SEED } from '@mocks/seed';
import {
  NOW,
  demoBookings,
  freshStorePerTest,
  openAsNewTab,
  raw,
  store,
  storedBases,
  storedEntries,
  storedValue,
} from './persistent-store-tabs';

/**
 * The browser's store of the fake backend's data, on fake-indexeddb (jsdom has no IndexedDB). One process has
 * one in-memory database, so "another tab" is played by writing to IndexedDB directly, as a tab's store does;
 * the real tabs are in tests/e2e/mock-data-safety.spec.ts.
 */

freshStorePerTest();

describe('the browser store of the mock data (IndexedDB)', () => {
  it('seeds a first visit, stores every record, and a later tab loads the same data in the same order', async () => {
    await openAsNewTab();
    const seeded = takeSnapshot();
    const keys = db.bookings.all().map(primaryKeyOf);
    // A first visit writes one base per collection, no record entries.
    const bases = await storedBases();
    expect(bases.reduce((sum, base) => sum + base.records.length, 0)).toBe(
      Object.values(seeded.collections).reduce((sum, records) => sum + records.length, 0),
    );
    expect(await storedEntries()).toEqual([]);
    expect(store?.getScenario()).toEqual({ id: 'default', seed: DEFAULT_SEED });

    await openAsNewTab();
    const { savedAt: _a, ...loaded } = takeSnapshot();
    const { savedAt: _b, ...expected } = seeded;
    expect(loaded).toEqual(expected);
    expect(db.bookings.all().map(primaryKeyOf)).toEqual(keys);
    expect(store?.getStatus()).toMatchObject({
      mode: 'indexeddb',
      failedWrite: null,
      rejected: [],
    });
  });

  it('a read writes nothing; a change writes only the records it touched', async () => {
    await openAsNewTab();
    const before = await storedBases();
    await store?.read(async () => demoBookings().length);
    expect(await storedEntries()).toEqual([]);

    const target = demoBookings().find((booking) => booking.state === 'confirmed');
    await store?.write(() =>
      db.bookings.update((q) => q.where({ bookingId: target?.bookingId ?? '' }), {
        data(draft) {
          draft.state = 'cancelled';
        },
      }),
    );
    const written = await storedEntries();
    expect(written).toHaveLength(1);
    expect(written[0]?.v).toMatchObject({ bookingId: target?.bookingId, state: 'cancelled' });
    expect(await storedBases()).toEqual(before);

    await openAsNewTab();
    expect(
      db.bookings.findFirst((q) => q.where({ bookingId: target?.bookingId ?? '' }))?.state,
    ).toBe('cancelled');
  });

  it('sets a record that fails its schema aside, reports it and loads every other record', async () => {
    await openAsNewTab();
    const total = db.bookings.count();
    const victim = demoBookings()[0];
    const pk = primaryKeyOf(victim!);
    const key = `bookings/${pk}`;
    const connection = await raw();
    const base = (await connection.get('bases', 'bookings')) as StoredBase;
    const stored = base.records.find((record) => record.pk === pk)!;
    const value = structuredClone(stored.v) as { travelInfo: { origin: { latitude: number } } };
    value.travelInfo.origin.latitude = 999;
    stored.v = value;
    await connection.put('bases', base);
    connection.close();

    await openAsNewTab();
    expect(db.bookings.count()).toBe(total - 1);
    expect(db.users.count()).toBeGreaterThanOrEqual(60);
    const { rejected } = store!.getStatus();
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({ collection: 'bookings', value });
    expect(rejected[0]?.reason).toMatch(/^travelInfo\.origin\.latitude: /);
    // Kept aside in storage (the backup), out of the data; the next start still reports it.
    expect(await storedValue('bookings', pk)).toBeNull();
    const check = await raw();
    expect(await check.get('rejected', key)).toMatchObject({ value });
    check.close();
    await openAsNewTab();
    expect(store!.getStatus().rejected).toHaveLength(1);
    expect(db.bookings.count()).toBe(total - 1);
  });

  it('loads a stored record as its schema parses it (once): defaults filled in, unknown fields left out', async () => {
    await openAsNewTab();
    await store!.write(async () => {
      await db.lockouts.create({ email: 'old@bmw.example', lockedUntil: NOW.toISOString() });
    });
    const [entry] = (await storedEntries()).filter((record) => record.c === 'lockouts');
    // Stored by an older version: no reason yet, and a field the schema no longer has.
    const connection = await raw();
    await connection.put('records', {
      ...entry!,
      v: { email: 'old@bmw.example', lockedUntil: NOW.toISOString(), retired: true },
    });
    connection.close();

    await openAsNewTab();
    const loaded = db.lockouts.findFirst((q) => q.where({ email: 'old@bmw.example' }));
    expect({ ...loaded }).toEqual({
      email: 'old@bmw.example',
      lockedUntil: NOW.toISOString(),
      reason: 'failed-logins',
    });
    expect(primaryKeyOf(loaded!)).toBe(entry!.pk);
    expect(store!.getStatus().rejected).toEqual([]);
    // Anything not loaded from storage is still parsed by the collection.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      db.lockouts.create({ email: 'new@bmw.example', lockedUntil: 'tomorrow' }),
    ).rejects.toThrow(/does not match the schema/);
  });

  it('a failed write keeps what was stored and the change in memory, reports it, and is saved with the next write', async () => {
    await openAsNewTab();
    const [first, second] = demoBookings().filter((booking) => booking.state === 'confirmed');
    const cancel = (bookingId: string) =>
      store!.write(() =>
        db.bookings.update((q) => q.where({ bookingId }), {
          data(draft) {
            draft.state = 'cancelled';
          },
        }),
      );
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementationOnce(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await cancel(first!.bookingId);
    expect(put).toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    expect(store!.getStatus().failedWrite).toMatchObject({
      message: expect.stringMatching(/QuotaExceededError/),
      unsavedRecords: 1,
    });
    expect(db.bookings.findFirst((q) => q.where({ bookingId: first!.bookingId }))?.state).toBe(
      'cancelled',
    );
    expect(await storedValue('bookings', primaryKeyOf(first!))).toMatchObject({
      state: 'confirmed',
    });

    await cancel(second!.bookingId);
    expect(store!.getStatus().failedWrite).toBeNull();
    await openAsNewTab();
    for (const booking of [first, second]) {
      expect(db.bookings.findFirst((q) => q.where({ bookingId: booking!.bookingId }))?.state).toBe(
        'cancelled',
      );
    }
  });

  it('takes over what another tab wrote before it answers, and says so', async () => {
    await openAsNewTab();
    const target = demoBookings().find((booking) => booking.state === 'confirmed')!;
    const key = `bookings/${primaryKeyOf(target)}`;
    const remote = vi.fn();
    store!.onRemoteChange(remote);

    // Another tab's write: the record with the next sequence number, and the meta.
    const connection = await raw();
    const meta = (await connection.get('meta', 'state')) as StoredMeta;
    const pk = primaryKeyOf(target);
    await connection.put('records', {
      key,
      c: 'bookings',
      pk,
      seq: meta.seq + 1,
      order: 0,
      v: { ...((await storedValue('bookings', pk)) as object), state: 'cancelled' },
    });
    await connection.put('meta', { ...meta, seq: meta.seq + 1 }, 'state');
    connection.close();

    const state = await store!.read(
      async () => db.bookings.findFirst((q) => q.where({ bookingId: target.bookingId }))?.state,
    );
    expect(state).toBe('cancelled');
    expect(remote).toHaveBeenCalledTimes(1);
  });
});
