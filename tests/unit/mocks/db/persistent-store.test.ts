import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDatabase, db } from '@mocks/db/database';
import { resetDatabase } from '@mocks/db/lifecycle';
import { PersistentStore } from '@mocks/db/persistent-store';
import {
  IDB_NAME,
  type StoredBase,
  type StoredMeta,
  type StoredRecord,
} from '@mocks/db/stored-data';
import { primaryKeyOf } from '@mocks/db/record-keys';
import { takeSnapshot } from '@mocks/db/snapshot';
import { DEFAULT_SEED, PERSONAS } from '@mocks/seed';

/**
 * The browser's store of the fake backend's data, on fake-indexeddb (jsdom has no IndexedDB). One process has
 * one in-memory database, so "another tab" is played by writing to IndexedDB directly, as a tab's store does;
 * the real tabs are in tests/e2e/mock-data-safety.spec.ts.
 */

const NOW = new Date('2026-11-23T07:00:00.000Z');
const seed = async () => {
  await resetDatabase(DEFAULT_SEED, NOW);
  return { id: 'default', seed: DEFAULT_SEED };
};
const raw = () => openDB(IDB_NAME);
let store: PersistentStore | null = null;

/** The record entries written over the bases. */
async function storedEntries(): Promise<StoredRecord[]> {
  const connection = await raw();
  try {
    return (await connection.getAll('records')) as StoredRecord[];
  } finally {
    connection.close();
  }
}

async function storedBases(): Promise<StoredBase[]> {
  const connection = await raw();
  try {
    return (await connection.getAll('bases')) as StoredBase[];
  } finally {
    connection.close();
  }
}

/** What is stored for a record: its newest entry, else its base value. */
async function storedValue(collection: string, pk: string): Promise<unknown> {
  const entry = (await storedEntries()).find((record) => record.key === `${collection}/${pk}`);
  if (entry) return entry.v;
  const base = (await storedBases()).find((candidate) => candidate.c === collection);
  return base?.records.find((record) => record.pk === pk)?.v;
}

/** A tab starting afresh: the memory empty, the store opened from IndexedDB. */
async function openAsNewTab(): Promise<PersistentStore> {
  store?.close();
  clearDatabase();
  store = await PersistentStore.open(seed, { channel: null, locks: null });
  return store;
}

beforeEach(() => {
  indexedDB.deleteDatabase(IDB_NAME);
});
afterEach(() => {
  store?.close();
  store = null;
  vi.restoreAllMocks();
});

const demoBookings = () => db.bookings.findMany((q) => q.where({ ownerId: PERSONAS.demo.id }));

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

  /**
   * A first visit seeded in parts (as the builds' is): the accounts at once, the bookings once `deliver` is called
   * (or never, when `fail` is). `seed` is the seed the visit says it grows from.
   */
  function firstVisitInParts(seed = DEFAULT_SEED) {
    let deliver: () => void = () => undefined;
    let fail: (error: Error) => void = () => undefined;
    const delivered = new Promise<void>((resolve, reject) => {
      deliver = resolve;
      fail = reject;
    });
    let rest: Promise<void> = Promise.resolve();
    let postings: Array<ReturnType<typeof db.bookings.all>[number]> = [];
    const seedInParts = async () => {
      await resetDatabase(DEFAULT_SEED, NOW);
      // The postings come later (as the builds' second part does).
      postings = db.bookings.all().map((booking) => ({ ...booking }));
      db.bookings.clear();
      rest = delivered.then(async () => {
        for (const booking of postings) await db.bookings.create(booking);
      });
      return {
        scenario: { id: 'default', seed },
        seed,
        rest,
        laterCollections: ['bookings'] as const,
      };
    };
    /** A posting of the seed, as a template for one made before the rest is in. */
    const posting = () => {
      const [first] = postings;
      if (!first) throw new Error('The seed has no postings.');
      return first;
    };
    return { seedInParts, deliver, fail, rest: () => rest, posting };
  }

  const renameDemo = (givenName: string) =>
    db.users.update((q) => q.where({ id: PERSONAS.demo.id }), {
      data(draft) {
        draft.givenName = givenName;
      },
    });

  /** Tells whether a promise has settled yet, when asked. */
  function watch(promise: Promise<unknown>): () => boolean {
    let settled = false;
    void promise.then(
      () => (settled = true),
      () => (settled = true),
    );
    return () => settled;
  }

  /** Whether the change is answered while the rest is still out (a watchdog of seconds for a busy machine). */
  function answeredBeforeRest(change: Promise<unknown>): Promise<boolean> {
    return Promise.race([
      change.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 4_000)),
    ]);
  }

  async function storedMeta(key: string): Promise<unknown> {
    const connection = await raw();
    try {
      return await connection.get('meta', key);
    } finally {
      connection.close();
    }
  }

  it('a first visit seeded in parts stores no data before it is whole; a change to what is still coming is answered once stored with the whole data', async () => {
    const visit = firstVisitInParts();
    clearDatabase();
    store = await PersistentStore.open(visit.seedInParts, { channel: null, locks: null });
    expect(demoBookings()).toEqual([]);

    // A posting made before the others are in: made in memory at once, stored (and answered) with the whole data.
    // Nothing is stored before, so a reload now seeds afresh instead of loading a database without postings.
    const change = store.write(() =>
      db.bookings.create({ ...visit.posting(), bookingId: 'made-before-the-rest' }),
    );
    const answered = watch(change);
    // The tab's queue is free meanwhile: reads answer.
    await store.read(async () => undefined);
    expect(
      db.bookings.findFirst((q) => q.where({ bookingId: 'made-before-the-rest' })),
    ).toBeTruthy();
    expect(await storedMeta('state')).toBeUndefined();
    expect(await storedBases()).toEqual([]);
    expect(await storedEntries()).toEqual([]);
    expect(answered()).toBe(false);

    visit.deliver();
    await visit.rest();
    expect((await change).bookingId).toBe('made-before-the-rest');
    const bookings = (await storedBases()).find((base) => base.c === 'bookings');
    expect(bookings?.records.length).toBe(db.bookings.all().length);
    expect(
      bookings?.records.some(
        ({ v }) => (v as { bookingId: string }).bookingId === 'made-before-the-rest',
      ),
    ).toBe(true);
    expect(demoBookings().length).toBeGreaterThan(1);

    // A reload loads it all from storage (the change is there, so it was not seeded again).
    const inMemory = takeSnapshot().collections;
    await openAsNewTab();
    expect(takeSnapshot().collections).toEqual(inMemory);
  });

  it('a change to the accounts before the rest is in is answered at once and kept: a page that reloads at once has it, then stores it with the whole data', async () => {
    const first = firstVisitInParts();
    clearDatabase();
    store = await PersistentStore.open(first.seedInParts, { channel: null, locks: null });
    // The sign-on page's code, the sign-in's session: the accounts are whole, and the page redirects right after.
    const usersBefore = db.users.count();
    const change = store.write(() => renameDemo('Changed before the postings'));
    expect(await answeredBeforeRest(change)).toBe(true);
    // Kept as the users whole (a new seed gives records new primary keys), beside no state: no data is stored.
    expect(await storedMeta('state')).toBeUndefined();
    expect(await storedEntries()).toEqual([]);
    expect(await storedMeta('early')).toEqual({ seed: DEFAULT_SEED });
    expect((await storedBases()).map(({ c, seq, records }) => [c, seq, records.length])).toEqual([
      ['users', 0, db.users.count()],
    ]);

    // The redirect: that page is gone before its rest came; the next one seeds afresh and takes the change over
    // before its own rest is in.
    store.close();
    clearDatabase();
    const second = firstVisitInParts();
    store = await PersistentStore.open(second.seedInParts, { channel: null, locks: null });
    expect(demoBookings()).toEqual([]);
    expect(db.users.findMany((q) => q.where({ id: PERSONAS.demo.id }))).toMatchObject([
      { givenName: 'Changed before the postings' },
    ]);
    expect(db.users.count()).toBe(usersBefore);

    second.deliver();
    await second.rest();
    await store.read(async () => undefined);
    const users = (await storedBases()).find((base) => base.c === 'users');
    expect(
      users?.records.find(({ v }) => (v as { id: string }).id === PERSONAS.demo.id)?.v,
    ).toMatchObject({ givenName: 'Changed before the postings' });
    // The early users went into the data: nothing left beside it.
    expect(await storedMeta('early')).toBeUndefined();
    expect((await storedBases()).every(({ seq }) => seq > 0)).toBe(true);

    const inMemory = takeSnapshot().collections;
    await openAsNewTab();
    expect(takeSnapshot().collections).toEqual(inMemory);
    expect(db.users.findFirst((q) => q.where({ id: PERSONAS.demo.id }))?.givenName).toBe(
      'Changed before the postings',
    );
  });

  it('early changes of one seed are not taken over by a first visit of another', async () => {
    clearDatabase();
    store = await PersistentStore.open(firstVisitInParts(DEFAULT_SEED).seedInParts, {
      channel: null,
      locks: null,
    });
    await store.write(() => renameDemo('Changed on the default seed'));
    store.close();
    clearDatabase();
    store = await PersistentStore.open(firstVisitInParts(DEFAULT_SEED + 1).seedInParts, {
      channel: null,
      locks: null,
    });
    expect(db.users.findFirst((q) => q.where({ id: PERSONAS.demo.id }))?.givenName).not.toBe(
      'Changed on the default seed',
    );
  });

  it('a first visit whose rest does not load stores no data, answers its changes and says they are not saved', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const visit = firstVisitInParts();
    clearDatabase();
    store = await PersistentStore.open(visit.seedInParts, { channel: null, locks: null });
    const change = store.write(() =>
      db.bookings.create({ ...visit.posting(), bookingId: 'made-before-the-rest' }),
    );
    visit.fail(new Error('the later chunk did not load'));
    await expect(visit.rest()).rejects.toThrow('the later chunk did not load');
    await change;
    expect(store.getStatus().failedWrite?.message).toBe('Error: the later chunk did not load');
    expect(await storedMeta('state')).toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });

  it('keeps the data in memory, and says so, where the browser allows no storage', async () => {
    clearDatabase();
    store = await PersistentStore.open(seed, { useIndexedDB: false, channel: null, locks: null });
    expect(store.getStatus().mode).toBe('memory');
    expect(db.users.count()).toBeGreaterThanOrEqual(60);
    await store.write(async () => db.feedback.clear());
  });
});
