import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearDatabase, db } from '@mocks/db/database';
import { resetDatabase } from '@mocks/db/lifecycle';
import { PersistentStore } from '@mocks/db/persistent-store';
import { IDB_NAME, type StoredBase, type StoredRecord } from '@mocks/db/stored-data';
import { DEFAULT_SEED, PERSONAS } from '@mocks/seed';

/** The tabs of the browser-store tests (persistent-store.test.ts, persistent-store-first-visit.test.ts): opening one afresh, reading what is stored. */

export const NOW = new Date('2026-11-23T07:00:00.000Z');
export const seed = async () => {
  await resetDatabase(DEFAULT_SEED, NOW);
  return { id: 'default', seed: DEFAULT_SEED };
};
export const raw = () => openDB(IDB_NAME);
export let store: PersistentStore | null = null;

/** The record entries written over the bases. */
export async function storedEntries(): Promise<StoredRecord[]> {
  const connection = await raw();
  try {
    return (await connection.getAll('records')) as StoredRecord[];
  } finally {
    connection.close();
  }
}

export async function storedBases(): Promise<StoredBase[]> {
  const connection = await raw();
  try {
    return (await connection.getAll('bases')) as StoredBase[];
  } finally {
    connection.close();
  }
}

/** What is stored for a record: its newest entry, else its base value. */
export async function storedValue(collection: string, pk: string): Promise<unknown> {
  const entry = (await storedEntries()).find((record) => record.key === `${collection}/${pk}`);
  if (entry) return entry.v;
  const base = (await storedBases()).find((candidate) => candidate.c === collection);
  return base?.records.find((record) => record.pk === pk)?.v;
}

/** A tab starting afresh: the memory empty, the store opened from IndexedDB. */
export async function openAsNewTab(): Promise<PersistentStore> {
  store?.close();
  clearDatabase();
  store = await PersistentStore.open(seed, { channel: null, locks: null });
  return store;
}

/** Each test with no stored data and no open store. */
export function freshStorePerTest(): void {
  beforeEach(() => {
    indexedDB.deleteDatabase(IDB_NAME);
  });
  afterEach(() => {
    store?.close();
    store = null;
    vi.restoreAllMocks();
  });
}

export const demoBookings = () =>
  db.bookings.findMany((q) => q.where({ ownerId: PERSONAS.demo.id }));

/** The store the test opened (openStore, openAsNewTab). */
export function openedStore(): PersistentStore {
  if (!store) throw new Error('No store is open.');
  return store;
}

/** Opens the store the test works with (closed after the test). */
export async function openStore(
  ...args: Parameters<typeof PersistentStore.open>
): Promise<PersistentStore> {
  store = await PersistentStore.open(...args);
  return store;
}

/**
 * A first visit seeded in parts (as the builds' is): the accounts at once, the bookings once `deliver` is called
 * (or never, when `fail` is). `seed` is the seed the visit says it grows from.
 */
export function firstVisitInParts(seed = DEFAULT_SEED) {
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

export const renameDemo = (givenName: string) =>
  db.users.update((q) => q.where({ id: PERSONAS.demo.id }), {
    data(draft) {
      draft.givenName = givenName;
    },
  });

/** Tells whether a promise has settled yet, when asked. */
export function watch(promise: Promise<unknown>): () => boolean {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  return () => settled;
}

/** Whether the change is answered while the rest is still out (a watchdog of seconds for a busy machine). */
export function answeredBeforeRest(change: Promise<unknown>): Promise<boolean> {
  return Promise.race([
    change.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 4_000)),
  ]);
}

export async function storedMeta(key: string): Promise<unknown> {
  const connection = await raw();
  try {
    return await connection.get('meta', key);
  } finally {
    connection.close();
  }
}
