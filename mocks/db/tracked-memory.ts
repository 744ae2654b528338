import { COLLECTION_NAMES, db, type CollectionName } from './database';
import {
  createWithPrimaryKey,
  primaryKeyOf,
  recordsByPrimaryKey,
  validateRecord,
} from './record-keys';
import {
  errorText,
  recordKey,
  type RejectedRecord,
  type StoredBase,
  type StoredRecord,
} from './stored-data';

/**
 * The fake backend's data in this tab's memory as the persistent store sees it (mocks/db/persistent-store.ts):
 * which records changed since the last write (the database's hooks tell, except while stored data is taken
 * over), and each record's place in its collection, so that stored records come back in the order they were
 * created.
 */
export class TrackedMemory {
  /** Records changed in memory and not yet written, by storage key. */
  readonly dirty = new Map<string, { c: CollectionName; pk: string }>();
  private tracking = true;
  /** Each stored record's place in its collection, by storage key. */
  readonly orders = new Map<string, number>();
  nextOrder = 0;

  constructor() {
    this.trackChanges();
  }

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

  async untracked<T>(work: () => Promise<T>): Promise<T> {
    this.tracking = false;
    try {
      return await work();
    } finally {
      this.tracking = true;
    }
  }

  /** Applies changes another tab stored (each stored change wins over an unsaved one of this tab). */
  async applyChanges(changes: StoredRecord[]): Promise<void> {
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

  /**
   * Replaces the data in memory with stored records (mergeStored), in their order; records that fail their
   * schema are left out and returned.
   */
  async load(
    merged: Map<string, { c: string; pk: string; order: number; v: unknown }>,
  ): Promise<RejectedRecord[]> {
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
    return rejected;
  }

  /** Every collection whole, as new bases of a write numbered seq; the records' places start again at 0. */
  rewriteBases(seq: number): StoredBase[] {
    const bases: StoredBase[] = [];
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
    return bases;
  }

  /** The changed records still in memory, as entries of a write numbered seq (a new record gets the next place). */
  changedRecords(
    entries: ReadonlyArray<[string, { c: CollectionName; pk: string }]>,
    current: ReadonlyMap<CollectionName, Map<string, object>>,
    seq: number,
  ): StoredRecord[] {
    const puts: StoredRecord[] = [];
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
    return puts;
  }
}
