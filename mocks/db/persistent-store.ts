import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import {
  COLLECTION_NAMES,
  db,
  getDatabaseOrigin,
  notifyDatabaseChange,
  setDatabaseOrigin,
  type CollectionName,
  type DatabaseOrigin,
} from './database';
import {
  createWithPrimaryKey,
  primaryKeyOf,
  recordsByPrimaryKey,
  validateRecord,
} from './record-keys';

/**
 * The browser's one truth of the fake backend's data, shared by every tab of the origin:
 *
 * - IndexedDB holds each collection as a base (written whole when all data is replaced: a first visit, a
 *   reset, an import) and, over it, one entry per record changed since (a change writes only the records it
 *   touched, in one transaction: until it commits, the previous state is what is stored), numbered by a
 *   sequence. Many entries are folded into new bases now and then.
 * - Each tab keeps the data in memory (the handlers read it there) and catches up before every request by
 *   reading the records written after its sequence number; a BroadcastChannel tells the other tabs at once.
 * - Changes are serialized across tabs by a Web Lock: a tab catches up, changes, writes and only then lets the
 *   next tab in, so two tabs cannot both cancel one booking.
 * - A stored record that fails its schema is set aside (kept in the 'rejected' store, reported, exported),
 *   never a reason to drop the rest. A write that fails (full quota) keeps the change in this tab, keeps what
 *   was stored, reports it, and is retried with the next change.
 */

export const IDB_NAME = 'wen-mock-db';
const IDB_VERSION = 1;
const META_KEY = 'state';
/** Beside no META_KEY: the seed of the first visit whose early changes lie in 'records' (see journalEarlyChanges). */
const EARLY_KEY = 'early';
/** The Web Lock every tab takes to change the data. */
export const WRITE_LOCK_NAME = 'wen-mock-db/write';
export const CHANNEL_NAME = 'wen-mock-db';
/**
 * A change that deletes more records than this (a reset, an import) rewrites the bases, without tombstones:
 * the other tabs reload everything instead of replaying thousands of deletions.
 */
const BULK_DELETES = 200;
/** More record entries than this over the bases are folded into new bases at the next change. */
const MAX_RECORD_ENTRIES = 5_000;

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

interface MockDatabaseSchema extends DBSchema {
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

const inParts = (value: SharedScenario | SeededInParts | null): value is SeededInParts =>
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

type Listener = () => void;

const recordKey = (collection: CollectionName, pk: string) => `${collection}/${pk}`;
/** The meta store holds the state under META_KEY (and the early changes' seed under EARLY_KEY). */
const asMeta = (value: StoredMeta | StoredEarly | undefined): StoredMeta | undefined =>
  value && 'seq' in value ? value : undefined;
const errorText = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

export class PersistentStore {
  private connection: IDBPDatabase<MockDatabaseSchema> | null = null;
  private readonly locks: LockManager | null;
  private readonly channel: BroadcastChannel | null;
  private seq = 0;
  private scenario: SharedScenario | null = null;
  /** Records changed in memory and not yet written, by storage key. */
  private readonly dirty = new Map<string, { c: CollectionName; pk: string }>();
  private tracking = true;
  private readonly orders = new Map<string, number>();
  private nextOrder = 0;
  /** How many record entries lie over the bases (folded into new bases past MAX_RECORD_ENTRIES). */
  private recordEntries = 0;
  /**
   * Set while a first visit's data is not whole yet (SeededInParts): this tab holds the write lock for the whole
   * time (no other tab can store or seed) and writes nothing, so that the first state stored is the whole seed.
   */
  private completing: Promise<void> | null = null;
  /**
   * The first write of a first visit seeded in parts (the whole data, with what changed meanwhile). A change made
   * before it resolves only once it is stored: the fake sign-on page redirects right after issuing its code, and a
   * change answered must still be there on the next page.
   */
  private firstWrite: Promise<void> | null = null;
  /** While completing: the collections still coming, and the seed the early changes are stored for. */
  private laterCollections: ReadonlySet<CollectionName> = new Set();
  private earlySeed: number | null = null;
  /** This tab's catch-ups, requests and writes, one at a time. */
  private queue: Promise<unknown> = Promise.resolve();
  private status: PersistenceStatus = {
    mode: 'memory',
    failedWrite: null,
    rejected: [],
    savedAt: null,
  };
  private readonly statusListeners = new Set<Listener>();
  private readonly remoteListeners = new Set<Listener>();

  /** Closes the connection and the channel (tests; a page simply goes away). */
  close(): void {
    this.connection?.close();
    this.connection = null;
    this.channel?.close();
  }

  private constructor(options: PersistentStoreOptions) {
    this.locks =
      options.locks !== undefined
        ? options.locks
        : typeof navigator !== 'undefined'
          ? (navigator.locks ?? null)
          : null;
    this.channel =
      options.channel !== undefined
        ? options.channel
        : typeof BroadcastChannel === 'undefined'
          ? null
          : new BroadcastChannel(CHANNEL_NAME);
    this.channel?.addEventListener('message', () => {
      void this.serialized(() => this.catchUp());
    });
    this.trackChanges();
  }

  /**
   * Opens the stored data and fills the in-memory database from it. `seed` fills an empty store (a first
   * visit): it may take over older data (the former localStorage snapshot) or seed afresh, whole or in parts
   * (SeededInParts: the store opens with the first part in; the first write, of the whole data, follows the rest).
   */
  static async open(
    seed: () => Promise<SharedScenario | SeededInParts | null>,
    options: PersistentStoreOptions = {},
  ): Promise<PersistentStore> {
    const store = new PersistentStore(options);
    try {
      if (options.useIndexedDB ?? typeof indexedDB !== 'undefined') {
        store.connection = await openDB<MockDatabaseSchema>(IDB_NAME, IDB_VERSION, {
          upgrade(database) {
            database.createObjectStore('bases', { keyPath: 'c' });
            const records = database.createObjectStore('records', { keyPath: 'key' });
            records.createIndex('seq', 'seq');
            database.createObjectStore('meta');
            database.createObjectStore('rejected');
          },
        });
      }
    } catch (error) {
      console.warn(
        '[mock backend] IndexedDB is not available: the data lives in this tab only',
        error,
      );
    }
    store.status = { ...store.status, mode: store.connection ? 'indexeddb' : 'memory' };
    let opened: () => void = () => undefined;
    const open = new Promise<void>((resolve) => {
      opened = resolve;
    });
    const locked = store.withWriteLock(async () => {
      await store.serialized(async () => {
        const meta = store.connection ? await store.connection.get('meta', META_KEY) : undefined;
        if (meta) {
          await store.loadAll();
          return;
        }
        const seeded = await store.untracked(seed);
        if (inParts(seeded)) {
          store.scenario = seeded.scenario;
          store.completing = seeded.rest;
          store.laterCollections = new Set(seeded.laterCollections);
          store.earlySeed = seeded.seed;
          await store.takeEarlyChanges(seeded.seed);
          return;
        }
        store.scenario = seeded;
        await store.flush({ rewrite: true });
      });
      if (store.completing) store.firstWrite = store.completeFirstWrite(store.completing);
      opened();
      await store.firstWrite;
    });
    // The store opens once the first part is in; the lock is kept until the whole data is stored.
    await Promise.race([open, locked]);
    return store;
  }

  /** A first visit seeded in parts: once the rest is in, the whole data is the first thing stored. */
  private async completeFirstWrite(rest: Promise<void>): Promise<void> {
    try {
      await rest;
    } catch (error) {
      // Nothing is stored (this tab keeps writing nothing): the next visit seeds afresh. The dev badge says so.
      console.warn(
        '[mock backend] the rest of the first data did not load; nothing is stored',
        error,
      );
      this.setStatus({
        failedWrite: {
          at: new Date().toISOString(),
          message: errorText(error),
          unsavedRecords: this.dirty.size,
        },
      });
      this.firstWrite = null;
      return;
    }
    await this.serialized(async () => {
      this.completing = null;
      await this.flush({ rewrite: true });
      // Only now: a change that finished before this write must still find it to wait for.
      this.firstWrite = null;
    });
  }

  getStatus(): PersistenceStatus {
    return this.status;
  }

  /** Called when saving succeeds or fails, and when records were set aside. */
  onStatusChange(listener: Listener): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Called after changes of another tab were taken over (the app may refetch). */
  onRemoteChange(listener: Listener): () => void {
    this.remoteListeners.add(listener);
    return () => this.remoteListeners.delete(listener);
  }

  /** The scenario the browser's data is in (set by the tab that switched it). */
  getScenario(): SharedScenario | null {
    return this.scenario;
  }

  /** A read: waits for this tab's running changes, takes over the other tabs' first. */
  read<T>(work: () => Promise<T>): Promise<T> {
    return this.serialized(async () => {
      await this.catchUp();
      return work();
    });
  }

  /**
   * A change: under the write lock of every tab, on the data as last stored, then written (only the records
   * it touched). `scenario` records a switch of the browser's scenario with it.
   */
  async write<T>(work: () => Promise<T>, options: { scenario?: SharedScenario } = {}): Promise<T> {
    let leftForFirstWrite = false;
    const result = await this.withWriteLock(() =>
      this.serialized(async () => {
        await this.catchUp();
        try {
          return await work();
        } finally {
          if (options.scenario) this.scenario = options.scenario;
          leftForFirstWrite = await this.flush({ force: options.scenario !== undefined });
        }
      }),
    );
    // A change to what a first visit is still loading is stored with the whole data: the answer waits for that
    // (outside the queue, where the first write runs).
    const firstWrite = this.firstWrite;
    if (leftForFirstWrite && firstWrite) await firstWrite;
    return result;
  }

  // --- tracking -------------------------------------------------------------------------------

  private trackChanges(): void {
    for (const name of COLLECTION_NAMES) {
      const hooks = db[name].hooks as unknown as {
        on(
          type: 'create' | 'update' | 'delete',
          listener: (event: { data: Record<string, object> }) => void,
        ): void;
      };
      const mark = (record: object | undefined) => {
        if (!this.tracking || !record) return;
        const pk = primaryKeyOf(record);
        this.dirty.set(recordKey(name, pk), { c: name, pk });
      };
      hooks.on('create', (event) => mark(event.data.record));
      hooks.on('update', (event) => mark(event.data.prevRecord));
      hooks.on('delete', (event) => mark(event.data.deletedRecord));
    }
  }

  private async untracked<T>(work: () => Promise<T>): Promise<T> {
    this.tracking = false;
    try {
      return await work();
    } finally {
      this.tracking = true;
    }
  }

  // --- serialization --------------------------------------------------------------------------

  private serialized<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private withWriteLock<T>(task: () => Promise<T>): Promise<T> {
    // While a first visit's data completes, this tab holds the lock already (open).
    if (!this.locks || !this.connection || this.completing) return task();
    return this.locks.request(WRITE_LOCK_NAME, { mode: 'exclusive' }, task) as Promise<T>;
  }

  // --- reading ----------------------------------------------------------------------------------

  /** Takes over what other tabs wrote since this tab's sequence number. */
  private async catchUp(): Promise<void> {
    const connection = this.connection;
    if (!connection) return;
    const tx = connection.transaction(['meta', 'records'], 'readonly');
    const meta = asMeta(await tx.objectStore('meta').get(META_KEY));
    if (!meta || meta.seq === this.seq) return;
    if (meta.prunedThrough > this.seq || meta.seq < this.seq) {
      await tx.done;
      await this.loadAll();
    } else {
      const changes = await tx
        .objectStore('records')
        .index('seq')
        .getAll(IDBKeyRange.lowerBound(this.seq, true));
      await this.untracked(() => this.applyChanges(changes));
      this.takeMeta(meta);
    }
    notifyDatabaseChange();
    this.remoteListeners.forEach((listener) => listener());
  }

  private takeMeta(meta: StoredMeta): void {
    this.seq = meta.seq;
    this.scenario = meta.scenario;
    setDatabaseOrigin(meta.origin);
  }

  private async applyChanges(changes: StoredRecord[]): Promise<void> {
    const byCollection = new Map<CollectionName, Map<string, object>>();
    const current = (name: CollectionName) => {
      let map = byCollection.get(name);
      if (!map) {
        map = recordsByPrimaryKey(name);
        byCollection.set(name, map);
      }
      return map;
    };
    for (const change of changes.sort((a, b) => a.seq - b.seq || a.order - b.order)) {
      // The stored change wins over an unsaved one of this tab (a write of this tab had failed).
      this.dirty.delete(change.key);
      const existing = current(change.c).get(change.pk);
      const collection = db[change.c] as unknown as {
        delete(record: object): void;
        update(
          record: object,
          options: { data(draft: Record<string, unknown>): void },
        ): Promise<object>;
      };
      if (change.v === null) {
        if (existing) collection.delete(existing);
        this.orders.delete(change.key);
        continue;
      }
      this.orders.set(change.key, change.order);
      this.nextOrder = Math.max(this.nextOrder, change.order + 1);
      const value = change.v as Record<string, unknown>;
      if (existing) {
        await collection.update(existing, {
          data(draft) {
            for (const key of Object.keys(draft)) if (!(key in value)) delete draft[key];
            Object.assign(draft, value);
          },
        });
      } else {
        await createWithPrimaryKey(change.c, change.pk, value);
      }
    }
  }

  /** Replaces the data in memory with everything stored; records that fail their schema are set aside. */
  private async loadAll(): Promise<void> {
    const connection = this.connection;
    if (!connection) return;
    const tx = connection.transaction(['meta', 'bases', 'records', 'rejected'], 'readonly');
    const [storedMeta, bases, entries, rejectedBefore] = await Promise.all([
      tx.objectStore('meta').get(META_KEY),
      tx.objectStore('bases').getAll(),
      tx.objectStore('records').getAll(),
      tx.objectStore('rejected').getAll(),
    ]);
    const meta = asMeta(storedMeta);
    if (!meta) return;
    // The bases in their order, then the entries over them (newer values, deletions, new records).
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
    const rejected: RejectedRecord[] = [];
    const reject = (record: { c: string; pk: string; v: unknown }, reason: string) =>
      rejected.push({
        collection: record.c,
        pk: record.pk,
        value: record.v,
        reason,
        rejectedAt: new Date().toISOString(),
      });
    await this.untracked(async () => {
      for (const name of COLLECTION_NAMES) db[name].clear();
      this.orders.clear();
      this.nextOrder = 0;
      for (const [key, record] of [...merged].sort(([, a], [, b]) => a.order - b.order)) {
        if (!(COLLECTION_NAMES as string[]).includes(record.c)) {
          reject(record, `unknown collection '${record.c}'`);
          continue;
        }
        const collection = record.c as CollectionName;
        const checked = validateRecord(collection, record.v);
        if (!checked.ok) {
          reject(record, checked.reason);
          continue;
        }
        try {
          // Parsed just above: created as the parse gave it, not parsed again (docs/decisions/009-mock-data-start-cost.md).
          await createWithPrimaryKey(collection, record.pk, checked.value as object, {
            checked: true,
          });
          this.orders.set(key, record.order);
          this.nextOrder = Math.max(this.nextOrder, record.order + 1);
        } catch (error) {
          reject(record, errorText(error));
        }
      }
    });
    this.takeMeta(meta);
    this.dirty.clear();
    this.recordEntries = entries.length;
    if (rejected.length > 0) await this.setAside(rejected);
    this.setStatus({ rejected: [...rejectedBefore, ...rejected] });
  }

  /** Moves records that failed their schema out of the data, into the 'rejected' store (kept, exported). */
  private async setAside(rejected: RejectedRecord[]): Promise<void> {
    console.warn(
      `[mock backend] ${rejected.length} stored record(s) failed their schema and were set aside; every other record was loaded`,
      rejected.map(({ collection, reason }) => `${collection}: ${reason}`),
    );
    const connection = this.connection;
    if (!connection) return;
    try {
      const tx = connection.transaction(['records', 'rejected'], 'readwrite');
      await Promise.all([
        ...rejected.flatMap((record) => {
          const c = record.collection as CollectionName;
          const key = recordKey(c, record.pk);
          // A tombstone hides it from every later load (it may sit in a base); the rejected store keeps it.
          const tombstone = { key, c, pk: record.pk, seq: this.seq, order: -1, v: null };
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

  // --- writing ----------------------------------------------------------------------------------

  /**
   * Writes the records changed since the last write, in one transaction; other tabs are told. A change that
   * deleted many records (a reset, an import) rewrites the store whole instead, and the other tabs reload.
   */
  private async flush({ force = false, rewrite: rewriteAll = false } = {}): Promise<boolean> {
    const connection = this.connection;
    if (!connection) {
      this.dirty.clear();
      return false;
    }
    if (this.dirty.size === 0 && !force && !rewriteAll) return false;
    // Not before the first visit's data is whole (a reload would find a half seed); its first write takes this along.
    if (this.completing) return !(await this.journalEarlyChanges(connection));
    const entries = [...this.dirty.entries()];
    const current = new Map<CollectionName, Map<string, object>>();
    for (const [, { c }] of entries) if (!current.has(c)) current.set(c, recordsByPrimaryKey(c));
    const deletions = entries.filter(([, { c, pk }]) => !current.get(c)?.has(pk));
    const rewrite =
      rewriteAll ||
      deletions.length > BULK_DELETES ||
      this.recordEntries + entries.length > MAX_RECORD_ENTRIES;
    const seq = this.seq + 1;
    const puts: StoredRecord[] = [];
    const bases: StoredBase[] = [];
    if (rewrite) {
      let order = 0;
      for (const name of COLLECTION_NAMES) {
        const base: StoredBase = { c: name, seq, records: [] };
        for (const record of db[name].all()) {
          const pk = primaryKeyOf(record);
          base.records.push({ pk, v: record });
          this.orders.set(recordKey(name, pk), order);
          order += 1;
        }
        bases.push(base);
      }
    } else {
      for (const [key, { c, pk }] of entries) {
        const record = current.get(c)?.get(pk);
        if (!record) continue;
        let order = this.orders.get(key);
        if (order === undefined) {
          order = this.nextOrder;
          this.nextOrder += 1;
        }
        puts.push({ key, c, pk, seq, order, v: record });
      }
    }
    const savedAt = new Date().toISOString();
    try {
      const tx = connection.transaction(['meta', 'bases', 'records'], 'readwrite');
      const records = tx.objectStore('records');
      const writes: Promise<unknown>[] = [];
      const previous = asMeta(await tx.objectStore('meta').get(META_KEY));
      const meta: StoredMeta = {
        seq,
        // Tabs behind a rewrite reload everything: it left no tombstones to replay.
        prunedThrough: rewrite ? seq : (previous?.prunedThrough ?? 0),
        origin: getDatabaseOrigin(),
        scenario: this.scenario,
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
      for (const [key, { c, pk }] of rewrite ? [] : deletions) {
        writes.push(records.put({ key, c, pk, seq, order: -1, v: null }));
      }
      writes.push(tx.objectStore('meta').put(meta, META_KEY));
      await Promise.all([...writes, tx.done]);
    } catch (error) {
      console.warn('[mock backend] saving the data failed; the change is kept in this tab', error);
      this.setStatus({
        failedWrite: { at: savedAt, message: errorText(error), unsavedRecords: this.dirty.size },
      });
      return false;
    }
    for (const [key] of entries) this.dirty.delete(key);
    if (rewrite) {
      this.nextOrder = bases.reduce((sum, base) => sum + base.records.length, 0);
      this.recordEntries = 0;
    } else {
      this.recordEntries += puts.length + deletions.length;
    }
    for (const record of puts) this.orders.set(record.key, record.order);
    for (const [key] of deletions) this.orders.delete(key);
    this.seq = seq;
    this.setStatus({ failedWrite: null, savedAt });
    this.channel?.postMessage({ seq });
    return false;
  }

  /**
   * Before a first visit's data is whole, nothing is stored as data (a reload would load half a seed). A change to
   * collections that are whole already (the accounts: the sign-on page's code, the sign-in's session) is kept as
   * those collections whole, beside no meta: a page that reloads seeds afresh and takes them over
   * (takeEarlyChanges), so the change is answered at once and survives a redirect. Whole collections, not records:
   * a new seed gives its records new primary keys. Returns false when the change touches what is still coming: it
   * is stored with the whole data.
   */
  private async journalEarlyChanges(
    connection: IDBPDatabase<MockDatabaseSchema>,
  ): Promise<boolean> {
    const entries = [...this.dirty.entries()];
    const collections = new Set(entries.map(([, { c }]) => c));
    if (this.earlySeed === null || [...collections].some((c) => this.laterCollections.has(c))) {
      return false;
    }
    try {
      const tx = connection.transaction(['meta', 'bases'], 'readwrite');
      const writes: Promise<unknown>[] = [
        tx.objectStore('meta').put({ seed: this.earlySeed }, EARLY_KEY),
      ];
      for (const c of collections) {
        const records = db[c].all().map((record) => ({ pk: primaryKeyOf(record), v: record }));
        writes.push(tx.objectStore('bases').put({ c, seq: 0, records }));
      }
      await Promise.all([...writes, tx.done]);
    } catch (error) {
      console.warn(
        '[mock backend] keeping an early change failed; it is stored with the whole data',
        error,
      );
      return false;
    }
    for (const [key] of entries) this.dirty.delete(key);
    return true;
  }

  /** A first visit's page that reloaded before its data was whole left changes: they go over the same seed again. */
  private async takeEarlyChanges(seed: number): Promise<void> {
    const connection = this.connection;
    if (!connection) return;
    const tx = connection.transaction(['meta', 'bases'], 'readonly');
    const [early, bases] = await Promise.all([
      tx.objectStore('meta').get(EARLY_KEY),
      tx.objectStore('bases').getAll(),
    ]);
    if (!early || 'seq' in early || early.seed !== seed) return;
    await this.untracked(async () => {
      // Only what the first part holds (the only collections kept early); the rest's collections fill later.
      for (const base of bases) {
        if (!(COLLECTION_NAMES as string[]).includes(base.c) || this.laterCollections.has(base.c)) {
          continue;
        }
        db[base.c].clear();
        for (const { pk, v } of base.records) await createWithPrimaryKey(base.c, pk, v as object);
      }
    });
  }

  private setStatus(change: Partial<PersistenceStatus>): void {
    this.status = { ...this.status, ...change };
    this.statusListeners.forEach((listener) => listener());
  }
}
