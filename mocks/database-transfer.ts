import { db, notifyDatabaseChange } from './db/database';
import type { PersistentStore } from './db/persistent-store';
import { parseSnapshot, restoreSnapshot, takeSnapshot, type DatabaseSnapshot } from './db/snapshot';
import { changeData } from './db/tab-data';
import { findUserById } from './db/users-repository';

/** The dev panel's database export and import (mocks/dev-tools.ts). */

/** The whole database; records set aside when they were loaded come along (rejectedRecords). */
export function exportDatabase(store: Pick<PersistentStore, 'getStatus'>): string {
  const rejected = store.getStatus().rejected;
  return JSON.stringify({
    ...takeSnapshot(),
    ...(rejected.length > 0 ? { rejectedRecords: rejected } : {}),
  });
}

/** An export read back; not one of ours throws (before anything changes). */
export function readExport(json: string): DatabaseSnapshot {
  const snapshot = parseSnapshot(json);
  if (!snapshot) {
    throw new Error('The file is not a database export of the WEN mock backend (version 1).');
  }
  return snapshot;
}

/** Replaces the database with an export; open sessions stay. */
export function importExport(snapshot: DatabaseSnapshot): Promise<{ skippedRecords: number }> {
  return changeData(async () => {
    const sessions = db.sessions.all().map((session) => ({ ...session }));
    const { skipped } = await restoreSnapshot(snapshot);
    // Open sessions stay, so importing a colleague's demo does not sign the tester out.
    for (const session of sessions) {
      const known = db.sessions.findFirst((q) => q.where({ id: session.id }));
      if (!known && findUserById(session.userId)) await db.sessions.create(session);
    }
    notifyDatabaseChange();
    return { skippedRecords: skipped.length };
  });
}
