import {
  EARLY_KEY,
  IDB_NAME,
  META_KEY,
  type StoredBase,
  type StoredEarly,
  type StoredMeta,
  type StoredRecord,
} from '@mocks/db/stored-data';
import { PREBUILT_PARTS } from '@mocks/prebuilt-seed';
import { expect, test, type Page } from '@playwright/test';
import type { StorageState } from './fixtures';

/**
 * The browser state a signed-in test starts from, as small as a first visit's: the persona's token in localStorage
 * and, of the fake backend's data, only what the sign-in added to it (its session), kept as a first visit keeps a
 * change made before its data is whole (mocks/db/early-changes.ts: whole collections beside the seed they grew
 * from, no stored data). The app then starts as on a first visit: the fake backend seeds from the build's prebuilt
 * seed, moved to the test's moment, takes the session over and stores the whole data once. Restoring the whole
 * data instead (1.4 MB of IndexedDB, 1,600 records parsed at the app's start) cost more CPU time per test
 * (docs/testing.md, "Where its time goes").
 */

/** The collections the seed fills: the test's own start makes them, a sign-in leaves them as they are. */
const SEEDED: ReadonlySet<string> = new Set([...PREBUILT_PARTS.accounts, ...PREBUILT_PARTS.later]);

type SavedDatabase = NonNullable<StorageState['origins'][number]['indexedDB']>[number];
type SavedStore = SavedDatabase['stores'][number];

const recordsOf = (database: SavedDatabase, name: string): SavedStore['records'] => {
  const store = database.stores.find((candidate) => candidate.name === name);
  if (!store) throw new Error(`The saved ${database.name} has no store ${name}.`);
  return store.records;
};

/**
 * The fake backend's saved data reduced to the changes a first visit keeps early: each collection the seed leaves
 * empty and the sign-in filled (its base with the later entries over it), beside the seed. Fails when the sign-in
 * changed a seeded collection (the reduced state could not carry it) or the data grew from another seed.
 */
function earlyChangesOf(database: SavedDatabase): SavedDatabase {
  const metaRecords = recordsOf(database, 'meta');
  // Saved before the first visit's data was stored whole: it holds the early changes alone already.
  if (metaRecords.some((record) => record.key === EARLY_KEY) && metaRecords.length === 1) {
    return database;
  }
  const meta = metaRecords.find((record) => record.key === META_KEY)?.value as
    StoredMeta | undefined;
  if (!meta?.origin) throw new Error(`The saved ${IDB_NAME} holds no seeded data.`);
  const collections = new Map<string, Map<string, unknown>>();
  for (const { value } of recordsOf(database, 'bases')) {
    const base = value as StoredBase;
    if (!SEEDED.has(base.c)) {
      collections.set(base.c, new Map(base.records.map(({ pk, v }) => [pk, v])));
    }
  }
  const entries = recordsOf(database, 'records')
    .map(({ value }) => value as StoredRecord)
    .sort((a, b) => a.seq - b.seq);
  for (const entry of entries) {
    if (SEEDED.has(entry.c)) {
      throw new Error(
        `The sign-in changed ${entry.c}, which the seed fills: a state of its changes alone cannot carry that.`,
      );
    }
    const records = collections.get(entry.c) ?? new Map<string, unknown>();
    if (entry.v === null) records.delete(entry.pk);
    else records.set(entry.pk, entry.v);
    collections.set(entry.c, records);
  }
  const early: StoredEarly = { seed: meta.origin.seed };
  const bases: StoredBase[] = [...collections]
    .filter(([, records]) => records.size > 0)
    .map(([c, records]) => ({
      c: c as StoredBase['c'],
      seq: 0,
      records: [...records].map(([pk, v]) => ({ pk, v })),
    }));
  const kept: Record<string, SavedStore['records']> = {
    meta: [{ key: EARLY_KEY, value: early }],
    bases: bases.map((base) => ({ value: base })),
  };
  return {
    ...database,
    stores: database.stores.map((store) => ({ ...store, records: kept[store.name] ?? [] })),
  };
}

/** A signed-in persona's saved state with the fake backend's data reduced to the sign-in's own changes. */
export function signedInStateOf(state: StorageState): StorageState {
  return {
    ...state,
    origins: state.origins.map((origin) => ({
      ...origin,
      indexedDB: origin.indexedDB?.map((database) =>
        database.name === IDB_NAME ? earlyChangesOf(database) : database,
      ),
    })),
  };
}

/**
 * Waits until the fake backend has stored its whole data (its first write on a first visit, mocks/db/lifecycle.ts
 * fills the postings and places in slices behind the first screen): a page opened next finds it stored.
 */
export async function storedWhole(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .evaluate(
            ({ name, key }) =>
              new Promise<boolean>((resolve) => {
                const opening = indexedDB.open(name);
                opening.onerror = () => resolve(false);
                opening.onsuccess = () => {
                  const connection = opening.result;
                  try {
                    const reading = connection.transaction('meta').objectStore('meta').get(key);
                    reading.onsuccess = () => resolve(reading.result !== undefined);
                    reading.onerror = () => resolve(false);
                  } catch {
                    resolve(false);
                  } finally {
                    connection.close();
                  }
                };
              }),
            { name: IDB_NAME, key: META_KEY },
          )
          // A page that navigates meanwhile (a redirect of the app) is asked again.
          .catch(() => false),
      { intervals: [50, 100, 250], timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * How long the first answer's content may take after a page is opened (a reload) on the fake's whole stored data,
 * which a test that has run a few seconds has: the fake reads it all (1.4 MB of IndexedDB) before it answers.
 * Measured for the offers list after a reload, 3 workers on 2 cores: 2.0-5.1 s, beyond the 7 s default in a full
 * run (the contacted-mark and my-commute-from-server tests failed CI so).
 */
export const STORED_DATA_START_TIMEOUT = 20_000;

/**
 * Reloads the page on the fake's whole stored data, and gives the test that much more time: the first check after
 * it may wait STORED_DATA_START_TIMEOUT, and a test spending it near the end of its 30 s ran out of time in a full
 * run (CI of 0a5f32f: contacted-mark failed so, with its last check still waiting).
 */
export async function reloadOnStoredData(page: Page): Promise<void> {
  test.setTimeout(test.info().timeout + STORED_DATA_START_TIMEOUT);
  await page.reload();
}
