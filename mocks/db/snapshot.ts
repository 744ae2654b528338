import { z } from 'zod';
import {
  clearDatabase,
  COLLECTION_NAMES,
  db,
  getDatabaseOrigin,
  setDatabaseOrigin,
  type CollectionName,
} from './database';
import { markDatabaseReady, runExclusively } from './lifecycle';
import { validateRecord } from './record-keys';

/**
 * The whole database as one JSON-safe value: the export and import of the dev panel, test fixtures, and the
 * former localStorage persistence (read once to move it into IndexedDB, see persistent-store.ts).
 */

/** Bump when a record schema changes incompatibly: older snapshots are then refused. */
export const SNAPSHOT_VERSION = 1;
/** Where the browser kept the whole database before it moved to IndexedDB (taken over once, then removed). */
export const SNAPSHOT_STORAGE_KEY = `wen-mock-db/v${SNAPSHOT_VERSION}`;

const SnapshotSchema = z.object({
  version: z.literal(SNAPSHOT_VERSION),
  seed: z.number().int(),
  seededAt: z.string(),
  savedAt: z.string(),
  collections: z.record(z.string(), z.array(z.unknown())),
});
export type DatabaseSnapshot = z.infer<typeof SnapshotSchema>;

/** Every record of every collection as plain JSON-safe data, with the seed it grew from. */
export function takeSnapshot(): DatabaseSnapshot {
  const origin = getDatabaseOrigin();
  if (!origin) throw new Error('The mock database has not been seeded yet: nothing to snapshot.');
  const collections: Record<string, unknown[]> = {};
  for (const name of COLLECTION_NAMES) collections[name] = db[name].all().map((r) => ({ ...r }));
  return { version: SNAPSHOT_VERSION, ...origin, savedAt: new Date().toISOString(), collections };
}

/** A record of a snapshot that failed its schema and was left out. */
export interface SkippedRecord {
  collection: string;
  index: number;
  reason: string;
}

/**
 * Replaces all data with a snapshot's. Every record is validated again on the way in; one that fails is left
 * out and reported, the others are restored (one bad record is no reason to lose the rest).
 */
export function restoreSnapshot(snapshot: DatabaseSnapshot): Promise<{ skipped: SkippedRecord[] }> {
  const done = runExclusively(async () => {
    clearDatabase();
    setDatabaseOrigin(null);
    const skipped: SkippedRecord[] = [];
    for (const name of COLLECTION_NAMES) {
      const collection = db[name] as { create(values: unknown): Promise<unknown> };
      for (const [index, record] of (
        snapshot.collections[name as CollectionName] ?? []
      ).entries()) {
        const checked = validateRecord(name, record);
        if (checked.ok) await collection.create(record);
        else skipped.push({ collection: name, index, reason: checked.reason });
      }
    }
    for (const name of Object.keys(snapshot.collections)) {
      if (!(COLLECTION_NAMES as string[]).includes(name)) {
        skipped.push({ collection: name, index: -1, reason: 'no such collection' });
      }
    }
    setDatabaseOrigin({ seed: snapshot.seed, seededAt: snapshot.seededAt });
    return { skipped };
  });
  markDatabaseReady(done.then(() => undefined));
  return done;
}

/** The stored snapshot, or null when there is none or it is unreadable or of another version. */
export function loadSnapshot(storage: Storage): DatabaseSnapshot | null {
  let raw: string | null;
  try {
    raw = storage.getItem(SNAPSHOT_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  return parseSnapshot(raw);
}

/** A snapshot from JSON text (a stored one, or an exported file), or null when it is none of this version. */
export function parseSnapshot(text: string): DatabaseSnapshot | null {
  try {
    const parsed = SnapshotSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function removeStoredSnapshot(storage: Storage): void {
  try {
    storage.removeItem(SNAPSHOT_STORAGE_KEY);
  } catch {
    // storage blocked: nothing stored either
  }
}
