import type { CollectionName } from './database';
import { recordsByPrimaryKey } from './record-keys';
import {
  BULK_DELETES,
  errorText,
  inParts,
  MAX_RECORD_ENTRIES,
  META_KEY,
  openStoredData,
  writeStored,
  type PersistentStoreOptions,
  type SeededInParts,
  type SharedScenario,
} from './stored-data';
import { journalEarlyChanges, takeEarlyChanges } from './early-changes';
import { StoreReading } from './store-reading';

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
export class PersistentStore extends StoreReading {
  /**
   * The first write of a first visit seeded in parts (the whole data, with what changed meanwhile). A change made
   * before it resolves only once it is stored: the fake sign-on page redirects right after issuing its code, and a
   * change answered must still be there on the next page.
   */
  private firstWrite: Promise<void> | null = null;
  /** While completing: the collections still coming, and the seed the early changes are stored for. */
  private laterCollections: ReadonlySet<CollectionName> = new Set();
  private earlySeed: number | null = null;

  /**
   * Opens the stored data and fills the in-memory database from it. `seed` fills an empty store (a first
   * visit): it may take over older data (the former localStorage snapshot) or seed afresh, whole or in parts
   * (SeededInParts: the store opens with the first part in; the first write, of the whole data, follows the rest).
   */
  private constructor(options: PersistentStoreOptions) {
    super(options);
  }

  static async open(
    seed: () => Promise<SharedScenario | SeededInParts | null>,
    options: PersistentStoreOptions = {},
  ): Promise<PersistentStore> {
    const store = new PersistentStore(options);
    try {
      if (options.useIndexedDB ?? typeof indexedDB !== 'undefined') {
        store.connection = await openStoredData();
      }
    } catch (error) {
      console.warn(
        '[mock backend] IndexedDB is not available: the data lives in this tab only',
        error,
      );
    }
    store.status.setQuietly({ mode: store.connection ? 'indexeddb' : 'memory' });
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
        const seeded = await store.memory.untracked(seed);
        if (inParts(seeded)) {
          store.scenario = seeded.scenario;
          store.completing = seeded.rest;
          store.laterCollections = new Set(seeded.laterCollections);
          store.earlySeed = seeded.seed;
          if (store.connection) {
            await takeEarlyChanges(
              store.connection,
              store.memory,
              seeded.seed,
              store.laterCollections,
            );
          }
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
      this.status.set({
        failedWrite: {
          at: new Date().toISOString(),
          message: errorText(error),
          unsavedRecords: this.memory.dirty.size,
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

  // --- writing ----------------------------------------------------------------------------------

  /**
   * Writes the records changed since the last write, in one transaction; other tabs are told. A change that
   * deleted many records (a reset, an import) rewrites the store whole instead, and the other tabs reload.
   */
  private async flush({ force = false, rewrite: rewriteAll = false } = {}): Promise<boolean> {
    const connection = this.connection;
    if (!connection) {
      this.memory.dirty.clear();
      return false;
    }
    if (this.memory.dirty.size === 0 && !force && !rewriteAll) return false;
    // Not before the first visit's data is whole (a reload would find a half seed); its first write takes this along.
    if (this.completing) {
      return !(await journalEarlyChanges(
        connection,
        this.memory.dirty,
        this.earlySeed,
        this.laterCollections,
      ));
    }
    const entries = [...this.memory.dirty.entries()];
    const current = new Map<CollectionName, Map<string, object>>();
    for (const [, { c }] of entries) if (!current.has(c)) current.set(c, recordsByPrimaryKey(c));
    const deletions = entries.filter(([, { c, pk }]) => !current.get(c)?.has(pk));
    const rewrite =
      rewriteAll ||
      deletions.length > BULK_DELETES ||
      this.recordEntries + entries.length > MAX_RECORD_ENTRIES;
    const seq = this.seq + 1;
    const bases = rewrite ? this.memory.rewriteBases(seq) : [];
    const puts = rewrite ? [] : this.memory.changedRecords(entries, current, seq);
    const savedAt = new Date().toISOString();
    try {
      await writeStored(connection, {
        seq,
        rewrite,
        bases,
        puts,
        deletions: rewrite ? [] : deletions.map(([key, { c, pk }]) => ({ key, c, pk })),
        scenario: this.scenario,
        savedAt,
      });
    } catch (error) {
      console.warn('[mock backend] saving the data failed; the change is kept in this tab', error);
      this.status.set({
        failedWrite: {
          at: savedAt,
          message: errorText(error),
          unsavedRecords: this.memory.dirty.size,
        },
      });
      return false;
    }
    for (const [key] of entries) this.memory.dirty.delete(key);
    if (rewrite) {
      this.memory.nextOrder = bases.reduce((sum, base) => sum + base.records.length, 0);
      this.recordEntries = 0;
    } else {
      this.recordEntries += puts.length + deletions.length;
    }
    for (const record of puts) this.memory.orders.set(record.key, record.order);
    for (const [key] of deletions) this.memory.orders.delete(key);
    this.seq = seq;
    this.status.set({ failedWrite: null, savedAt });
    this.channel?.postMessage({ seq });
    return false;
  }
}
