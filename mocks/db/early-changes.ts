import type { IDBPDatabase } from 'idb';
import { COLLECTION_NAMES, db, type CollectionName } from './database';
import { createWithPrimaryKey } from './record-keys';
import { earlyBases, journalCollections, type MockDatabaseSchema } from './stored-data';
import type { TrackedMemory } from './tracked-memory';

/**
 * Before a first visit's data is whole, nothing is stored as data (a reload would load half a seed). A change to
 * collections that are whole already (the accounts: the sign-on page's code, the sign-in's session) is kept as
 * those collections whole, beside no meta: a page that reloads seeds afresh and takes them over
 * (takeEarlyChanges), so the change is answered at once and survives a redirect. Whole collections, not records:
 * a new seed gives its records new primary keys. Returns false when the change touches what is still coming: it
 * is stored with the whole data.
 */
export async function journalEarlyChanges(
  connection: IDBPDatabase<MockDatabaseSchema>,
  dirty: Map<string, { c: CollectionName; pk: string }>,
  earlySeed: number | null,
  laterCollections: ReadonlySet<CollectionName>,
): Promise<boolean> {
  const entries = [...dirty.entries()];
  const collections = new Set(entries.map(([, { c }]) => c));
  if (earlySeed === null || [...collections].some((c) => laterCollections.has(c))) {
    return false;
  }
  try {
    await journalCollections(connection, earlySeed, collections);
  } catch (error) {
    console.warn(
      '[mock backend] keeping an early change failed; it is stored with the whole data',
      error,
    );
    return false;
  }
  for (const [key] of entries) dirty.delete(key);
  return true;
}

/** A first visit's page that reloaded before its data was whole left changes: they go over the same seed again. */
export async function takeEarlyChanges(
  connection: IDBPDatabase<MockDatabaseSchema>,
  memory: TrackedMemory,
  seed: number,
  laterCollections: ReadonlySet<CollectionName>,
): Promise<void> {
  const bases = await earlyBases(connection, seed);
  if (!bases) return;
  await memory.untracked(async () => {
    // Only what the first part holds (the only collections kept early); the rest's collections fill later.
    for (const base of bases) {
      if (!(COLLECTION_NAMES as string[]).includes(base.c) || laterCollections.has(base.c)) {
        continue;
      }
      db[base.c].clear();
      for (const { pk, v } of base.records) await createWithPrimaryKey(base.c, pk, v as object);
    }
  });
}
