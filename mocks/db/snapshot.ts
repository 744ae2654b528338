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

/** Bump when a record schema changes incompatibly: older snapshots are then ignored (re-seeded). */
export const SNAPSHOT_VERSION = 1;
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

/** Replaces all data with a snapshot's; every record is validated again on the way in. */
export function restoreSnapshot(snapshot: DatabaseSnapshot): Promise<void> {
  const done = runExclusively(async () => {
    clearDatabase();
    setDatabaseOrigin(null);
    try {
      for (const name of COLLECTION_NAMES) {
        const collection = db[name] as { create(values: unknown): Promise<unknown> };
        for (const record of snapshot.collections[name as CollectionName] ?? []) {
          await collection.create(record);
        }
      }
    } catch (error) {
      clearDatabase();
      throw error;
    }
    setDatabaseOrigin({ seed: snapshot.seed, seededAt: snapshot.seededAt });
  });
  markDatabaseReady(done);
  return done;
}

/** Writes the snapshot; false when storage refuses it (quota, private mode). */
export function saveSnapshot(storage: Storage): boolean {
  try {
    storage.setItem(SNAPSHOT_STORAGE_KEY, JSON.stringify(takeSnapshot()));
    return true;
  } catch (error) {
    console.warn('[mock backend] could not save the database snapshot', error);
    return false;
  }
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

export function removeSnapshot(storage: Storage): void {
  try {
    storage.removeItem(SNAPSHOT_STORAGE_KEY);
  } catch {
    // storage blocked: nothing stored either
  }
}
