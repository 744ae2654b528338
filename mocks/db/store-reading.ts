import type { IDBPDatabase } from 'idb';
import { notifyDatabaseChange, setDatabaseOrigin } from './database';
import {
  asMeta,
  CHANNEL_NAME,
  mergeStored,
  META_KEY,
  setAsideStored,
  WRITE_LOCK_NAME,
  type Listener,
  type MockDatabaseSchema,
  type PersistenceStatus,
  type PersistentStoreOptions,
  type RejectedRecord,
  type SharedScenario,
  type StoredMeta,
} from './stored-data';
import { StoreStatus } from './store-status';
import { TrackedMemory } from './tracked-memory';

/**
 * The reading side of the persistent store (mocks/db/persistent-store.ts): the connection, this tab's queue and
 * the write lock, and taking over what is stored (all of it, or what other tabs wrote since this tab's sequence
 * number), with records that fail their schema set aside.
 */
export class StoreReading {
  protected connection: IDBPDatabase<MockDatabaseSchema> | null = null;
  protected readonly locks: LockManager | null;
  protected readonly channel: BroadcastChannel | null;
  protected seq = 0;
  protected scenario: SharedScenario | null = null;
  /** The data in this tab's memory: what changed since the last write, and each record's place. */
  protected readonly memory = new TrackedMemory();
  /** How many record entries lie over the bases (folded into new bases past MAX_RECORD_ENTRIES). */
  protected recordEntries = 0;
  /**
   * Set while a first visit's data is not whole yet (SeededInParts): this tab holds the write lock for the whole
   * time (no other tab can store or seed) and writes nothing, so that the first state stored is the whole seed.
   */
  protected completing: Promise<void> | null = null;
  /** This tab's catch-ups, requests and writes, one at a time. */
  protected queue: Promise<unknown> = Promise.resolve();
  /** Whether and when the data was saved, told to its listeners; and the listeners of other tabs' changes. */
  protected readonly status = new StoreStatus();
  protected readonly remoteListeners = new Set<Listener>();

  /** Closes the connection and the channel (tests; a page simply goes away). */
  close(): void {
    this.connection?.close();
    this.connection = null;
    this.channel?.close();
  }

  protected constructor(options: PersistentStoreOptions) {
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
  }

  getStatus(): PersistenceStatus {
    return this.status.get();
  }

  /** Called when saving succeeds or fails, and when records were set aside. */
  onStatusChange(listener: Listener): () => void {
    return this.status.onChange(listener);
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

  // --- serialization --------------------------------------------------------------------------

  protected serialized<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  protected withWriteLock<T>(task: () => Promise<T>): Promise<T> {
    // While a first visit's data completes, this tab holds the lock already (open).
    if (!this.locks || !this.connection || this.completing) return task();
    return this.locks.request(WRITE_LOCK_NAME, { mode: 'exclusive' }, task) as Promise<T>;
  }

  // --- reading ----------------------------------------------------------------------------------

  /** Takes over what other tabs wrote since this tab's sequence number. */
  protected async catchUp(): Promise<void> {
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
      await this.memory.untracked(() => this.memory.applyChanges(changes));
      this.takeMeta(meta);
    }
    notifyDatabaseChange();
    this.remoteListeners.forEach((listener) => listener());
  }

  protected takeMeta(meta: StoredMeta): void {
    this.seq = meta.seq;
    this.scenario = meta.scenario;
    setDatabaseOrigin(meta.origin);
  }

  /** Replaces the data in memory with everything stored; records that fail their schema are set aside. */
  protected async loadAll(): Promise<void> {
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
    const merged = mergeStored(bases, entries);
    const rejected = await this.memory.load(merged);
    this.takeMeta(meta);
    this.memory.dirty.clear();
    this.recordEntries = entries.length;
    if (rejected.length > 0) await this.setAside(rejected);
    this.status.set({ rejected: [...rejectedBefore, ...rejected] });
  }

  /** Moves records that failed their schema out of the data, into the 'rejected' store (kept, exported). */
  protected async setAside(rejected: RejectedRecord[]): Promise<void> {
    console.warn(
      `[mock backend] ${rejected.length} stored record(s) failed their schema and were set aside; every other record was loaded`,
      rejected.map(({ collection, reason }) => `${collection}: ${reason}`),
    );
    if (this.connection) await setAsideStored(this.connection, rejected, this.seq);
  }
}
