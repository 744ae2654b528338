import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { db, getDatabaseOrigin, type CollectionName, type DatabaseOrigin } from './database';
import { primaryKeyOf } from './record-keys';

/**
 * How the fake backend's data is stored in IndexedDB (mocks/db/persistent-store.ts): the stores and their
 * shapes, and the reads and writes of one transaction each.
 */

export const IDB_NAME = 'wen-mock-db';
export const IDB_VERSION = 1;
export const META_KEY = 'state';
/** Beside no META_KEY: the seed of the first visit whose early changes lie in 'records' (see journalEarlyChanges). */
export const EARLY_KEY = 'early';
/** The Web Lock every tab takes to change the data. */
export const WRITE_LOCK_NAME = 'wen-mock-db/write';
export const CHANNEL_NAME = 'wen-mock-db';
/**
 * A change that deletes more records than this (a reset, an import) rewrites the bases, without tombstones:
 * the other tabs reload everything instead of replaying thousands of deletions.
 */
export const BULK_DELETES = 200;
/** More record entries than this over the bases are folded into new bases at the next change. */
export const MAX_RECORD_ENTRIES = 5_000;

/** The scenario (and seed) the browser's data was put into. */
export interface SharedScenario {
  id: string;
  seed: number;
}

/** A record changed after its collection's base was written. */
export interface StoredRecord {
  key: string;
  c: CollectionName;
  pk: string;
  /** The sequence number of the write that stored it (the index other tabs catch up by). */
  seq: number;
  /** Its place in the collection (records come back in the order they were created). */
  order: number;
  /** null: deleted (a tombstone other tabs learn the deletion from). */
  v: unknown;
}

/** A whole collection as it was when all data was last replaced (one entry: fast to write and read). */
export interface StoredBase {
  c: CollectionName;
  seq: number;
  /** In collection order. */
  records: Array<{ pk: string; v: unknown }>;
}

export interface StoredMeta {
  seq: number;
  /** Tabs behind this sequence number reload everything (tombstones up to it are gone). */
  prunedThrough: number;
  origin: DatabaseOrigin | null;
  scenario: SharedScenario | null;
  savedAt: string;
}

export interface RejectedRecord {
  collection: string;
  pk: string;
  value: unknown;
  reason: string;
  rejectedAt: string;
}

/** What a first visit's early changes were made on: they apply only to the same seed. */
export interface StoredEarly {
  seed: number;
}

export interface MockDatabaseSchema extends DBSchema {
  bases: { key: string; value: StoredBase };
  records: { key: string; value: StoredRecord; indexes: { seq: number } };
  meta: { key: string; value: StoredMeta | StoredEarly };
  rejected: { key: string; value: RejectedRecord };
}

/**
 * A first visit's data that comes in two steps (mocks/db/lifecycle.ts, resetDatabaseInParts): the first is in when
 * the seed function returns it, `rest` resolves once the data is whole. Nothing is stored before that.
 */
export interface SeededInParts {
  scenario: SharedScenario | null;
  /** The seed the data grows from (early changes of an earlier page apply only to the same). */
  seed: number;
  rest: Promise<void>;
  /** The collections `rest` fills: a change to them before it is in is stored with the whole data. */
  laterCollections: readonly CollectionName[];
}

export const inParts = (value: SharedScenario | SeededInParts | null): value is SeededInParts =>
  value !== null && 'rest' in value;

/** What the dev badge and the dev panel show about saving. */
export interface PersistenceStatus {
  /** 'indexeddb': every change is saved there; 'memory': no storage (blocked): the data lasts as long as the tab. */
  mode: 'indexeddb' | 'memory';
  /** The last write failed: what changed since lives only in this tab until a write succeeds. */
  failedWrite: { at: string; message: string; unsavedRecords: number } | null;
  /** Stored records that failed their schema when they were loaded, set aside. */
  rejected: readonly RejectedRecord[];
  savedAt: string | null;
}

export interface PersistentStoreOptions {
  /** false keeps the data in memory only (default: whether the page has IndexedDB). */
  useIndexedDB?: boolean;
  /** Web Locks (default: navigator.locks; without them only this tab's changes are serialized). */
  locks?: LockManager | null;
  /** The channel to the other tabs (default: a BroadcastChannel). */
  channel?: BroadcastChannel | null;
}

export type Listener = () => void;

export const recordKey = (collection: CollectionName, pk: string) => `${collection}/${pk}`;
/** The meta store holds the state under META_KEY (and the early changes' seed under EARLY_KEY). */
export const asMeta = (value: StoredMeta | StoredEarly | undefined): StoredMeta | undefined =>
  value && 'seq' in value ? value : undefined;
export const errorText = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/** Opens (and on a first visit creates) the IndexedDB database of the fake backend's data. */
export function openStoredData(): Promise<IDBPDatabase<MockDatabaseSchema>> {
  return openDB<MockDatabaseSchema>(IDB_NAME, IDB_VERSION, {
    upgrade(database) {
      database.createObjectStore('bases', { keyPath: 'c' });
      const records = database.createObjectStore('records', { keyPath: 'key' });
      records.createIndex('seq', 'seq');
      database.createObjectStore('meta');
      database.createObjectStore('rejected');
    },
  });
}

/** The bases in their order, then the entries over them (newer values, deletions, new records), by storage key. */
export function mergeStored(
  bases: readonly StoredBase[],
  entries: StoredRecord[],
): Map<string, { c: string; pk: string; order: number; v: unknown }> {
  const merged = new Map<string, { c: string; pk: string; order: number; v: unknown }>();
  let order = 0;
  for (const base of bases) {
    for (const { pk, v } of base.records) {
      merged.set(recordKey(base.c, pk), { c: base.c, pk, order, v });
      order += 1;
    }
  }
  for (const entry of entries.sort((a, b) => a.seq - b.seq)) {
    if (entry.v === null) {
      merged.delete(entry.key);
      continue;
    }
    const known = merged.get(entry.key);
    merged.set(entry.key, {
      c: entry.c,
      pk: entry.pk,
      order: known?.order ?? entry.order,
      v: entry.v,
    });
  }
  return merged;
}

/** Moves records that failed their schema into the 'rejected' store, with a tombstone over each. */
export async function setAsideStored(
  connection: IDBPDatabase<MockDatabaseSchema>,
  rejected: readonly RejectedRecord[],
  seq: number,
): Promise<void> {
  try {
    const tx = connection.transaction(['records', 'rejected'], 'readwrite');
    await Promise.all([
      ...rejected.flatMap((record) => {
        const c = record.collection as CollectionName;
        const key = recordKey(c, record.pk);
        // A tombstone hides it from every later load (it may sit in a base); the rejected store keeps it.
        const tombstone = { key, c, pk: record.pk, seq, order: -1, v: null };
        return [
          tx.objectStore('rejected').put(record, key),
          tx.objectStore('records').put(tombstone),
        ];
      }),
      tx.done,
    ]);
  } catch (error) {
    console.warn('[mock backend] could not set the rejected records aside', error);
  }
}

/** One change as stored: the new bases (a rewrite) or the records it touched, and the tombstones of deletions. */
export interface StoredWrite {
  seq: number;
  rewrite: boolean;
  bases: readonly StoredBase[];
  puts: readonly StoredRecord[];
  deletions: ReadonlyArray<{ key: string; c: CollectionName; pk: string }>;
  scenario: SharedScenario | null;
  savedAt: string;
}

/** Writes one change in one transaction (until it commits, the previous state is what is stored); throws when it fails. */
export async function writeStored(
  connection: IDBPDatabase<MockDatabaseSchema>,
  { seq, rewrite, bases, puts, deletions, scenario, savedAt }: StoredWrite,
): Promise<void> {
  const tx = connection.transaction(['meta', 'bases', 'records'], 'readwrite');
  const records = tx.objectStore('records');
  const writes: Promise<unknown>[] = [];
  const previous = asMeta(await tx.objectStore('meta').get(META_KEY));
  const meta: StoredMeta = {
    seq,
    // Tabs behind a rewrite reload everything: it left no tombstones to replay.
    prunedThrough: rewrite ? seq : (previous?.prunedThrough ?? 0),
    origin: getDatabaseOrigin(),
    scenario,
    savedAt,
  };
  if (rewrite) {
    // One entry per collection (a few dozen milliseconds) instead of thousands of records.
    // The early changes of a first visit (journalEarlyChanges) are in the data now.
    writes.push(
      records.clear(),
      tx.objectStore('bases').clear(),
      tx.objectStore('meta').delete(EARLY_KEY),
    );
    for (const base of bases) writes.push(tx.objectStore('bases').put(base));
  }
  for (const record of puts) writes.push(records.put(record));
  for (const { key, c, pk } of deletions) {
    writes.push(records.put({ key, c, pk, seq, order: -1, v: null }));
  }
  writes.push(tx.objectStore('meta').put(meta, META_KEY));
  await Promise.all([...writes, tx.done]);
}

/** Keeps whole collections of a first visit that is not whole yet, beside no meta, with the seed they grew from. */
export async function journalCollections(
  connection: IDBPDatabase<MockDatabaseSchema>,
  seed: number,
  collections: Iterable<CollectionName>,
): Promise<void> {
  const tx = connection.transaction(['meta', 'bases'], 'readwrite');
  const writes: Promise<unknown>[] = [tx.objectStore('meta').put({ seed }, EARLY_KEY)];
  for (const c of collections) {
    const records = db[c].all().map((record) => ({ pk: primaryKeyOf(record), v: record }));
    writes.push(tx.objectStore('bases').put({ c, seq: 0, records }));
  }
  await Promise.all([...writes, tx.done]);
}

/** The collections a first visit kept early (journalCollections), when they grew from this seed. */
export async function earlyBases(
  connection: IDBPDatabase<MockDatabaseSchema>,
  seed: number,
): Promise<StoredBase[] | null> {
  const tx = connection.transaction(['meta', 'bases'], 'readonly');
  const [early, bases] = await Promise.all([
    tx.objectStore('meta').get(EARLY_KEY),
    tx.objectStore('bases').getAll(),
  ]);
  if (!early || 'seq' in early || early.seed !== seed) return null;
  return bases;
}
