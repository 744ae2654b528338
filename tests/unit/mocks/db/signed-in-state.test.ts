import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { createSession, findSessionByAccessToken } from '@mocks/db/auth-repository';
import { clearDatabase, db } from '@mocks/db/database';
import { IDB_NAME, IDB_VERSION } from '@mocks/db/stored-data';
import { DEFAULT_SEED, PERSONAS } from '@mocks/seed';
import type { SavedIndexedDb, StorageState } from '../../../e2e/support/fixtures';
import { signedInStateOf } from '../../../e2e/support/sign-in-state';
import {
  firstVisitInParts,
  freshStorePerTest,
  openAsNewTab,
  openedStore,
  openStore,
  renameDemo,
  seed,
  storedBases,
  storedMeta,
} from './persistent-store-tabs';

/*
 * The e2e setup saves a signed-in persona's browser state with the fake backend's data reduced to the sign-in's
 * own changes (tests/e2e/support/sign-in-state.ts); each signed-in test starts the app from it as a first visit.
 * Here on fake-indexeddb: the data saved as Playwright's storageState({ indexedDB: true }) gives it, reduced,
 * written back as the e2e signIn writes it, and opened as the app opens it.
 */

freshStorePerTest();

const STORES = [
  { name: 'bases', keyPath: 'c' },
  { name: 'records', keyPath: 'key', indexes: [{ name: 'seq', keyPath: 'seq' }] },
  { name: 'meta' },
  { name: 'rejected' },
] as const;

/** The stored data in the shape Playwright saves it (keys beside values where the store has no key path). */
async function savedDatabase(): Promise<SavedIndexedDb> {
  const connection = await openDB(IDB_NAME);
  try {
    const stores: SavedIndexedDb['stores'] = [];
    for (const { name, ...shape } of STORES) {
      const keys = await connection.getAllKeys(name);
      const values = await connection.getAll(name);
      stores.push({
        name,
        keyPath: 'keyPath' in shape ? shape.keyPath : undefined,
        autoIncrement: false,
        indexes: ('indexes' in shape ? shape.indexes : []).map((index) => ({
          ...index,
          multiEntry: false,
          unique: false,
        })),
        records: values.map((value, at) =>
          'keyPath' in shape ? { value } : { key: keys[at], value },
        ),
      });
    }
    return { name: IDB_NAME, version: IDB_VERSION, stores };
  } finally {
    connection.close();
  }
}

const stateOf = (database: SavedIndexedDb): StorageState => ({
  cookies: [],
  origins: [{ origin: 'http://localhost', localStorage: [], indexedDB: [database] }],
});

/** Replaces the stored data with a saved database, as the e2e signIn writes it before the app starts. */
async function restore(database: SavedIndexedDb): Promise<void> {
  openedStore().close();
  await new Promise((resolve) => {
    indexedDB.deleteDatabase(IDB_NAME).onsuccess = resolve;
  });
  const connection = await openDB(IDB_NAME, database.version, {
    upgrade(upgrading) {
      for (const saved of database.stores) {
        const store = upgrading.createObjectStore(saved.name, { keyPath: saved.keyPath ?? null });
        for (const index of saved.indexes) store.createIndex(index.name, index.keyPath ?? '');
      }
    },
  });
  for (const saved of database.stores) {
    for (const record of saved.records) {
      if (saved.keyPath) await connection.put(saved.name as 'meta', record.value as never);
      else await connection.put(saved.name as 'meta', record.value as never, record.key as string);
    }
  }
  connection.close();
}

/** The demo persona signed in on whole, stored data (as the setup's page has it): its access token. */
async function signedInDemo(): Promise<string> {
  await openStore(seed, { channel: null, locks: null });
  const session = await openedStore().write(() => createSession(PERSONAS.demo.id));
  return session.accessToken;
}

describe('the signed-in state the e2e tests start from', () => {
  it('keeps only the session beside the seed; the app, starting as a first visit, has the seed and the session, and stores both', async () => {
    const accessToken = await signedInDemo();
    const saved = await savedDatabase();
    const reduced = signedInStateOf(stateOf(saved)).origins[0]?.indexedDB?.[0];
    if (!reduced) throw new Error('The reduced state lost its database.');

    const recordsIn = (database: SavedIndexedDb, store: string) =>
      database.stores.find((candidate) => candidate.name === store)?.records ?? [];
    expect(recordsIn(reduced, 'meta')).toEqual([{ key: 'early', value: { seed: DEFAULT_SEED } }]);
    expect(recordsIn(reduced, 'records')).toEqual([]);
    expect(recordsIn(reduced, 'bases').map(({ value }) => (value as { c: string }).c)).toEqual([
      'sessions',
    ]);
    // Kilobytes instead of the whole data.
    expect(JSON.stringify(reduced).length * 100).toBeLessThan(JSON.stringify(saved).length);

    await restore(reduced);
    clearDatabase();
    const visit = firstVisitInParts();
    await openStore(visit.seedInParts, { channel: null, locks: null });
    // The sign-in is answered from the accounts, before the rest is in.
    expect(findSessionByAccessToken(accessToken)?.userId).toBe(PERSONAS.demo.id);
    visit.deliver();
    await visit.rest();
    await openedStore().read(async () => undefined);
    expect(await storedMeta('early')).toBeUndefined();
    const sessions = (await storedBases()).find((base) => base.c === 'sessions');
    expect(sessions?.records).toHaveLength(1);

    // A reload loads the whole data, the session with it.
    const inMemory = { bookings: db.bookings.count(), users: db.users.count() };
    expect(inMemory.bookings).toBeGreaterThan(100);
    await openAsNewTab();
    expect({ bookings: db.bookings.count(), users: db.users.count() }).toEqual(inMemory);
    expect(findSessionByAccessToken(accessToken)?.userId).toBe(PERSONAS.demo.id);
  });

  it('refuses a sign-in that changed data the seed makes (the reduced state could not carry it)', async () => {
    await signedInDemo();
    await openedStore().write(() => renameDemo('Changed by the sign-in'));
    const saved = await savedDatabase();
    expect(() => signedInStateOf(stateOf(saved))).toThrow(/changed users, which the seed fills/);
  });
});
