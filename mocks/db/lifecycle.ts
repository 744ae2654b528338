import { getNow } from '../clock';
import { DEFAULT_SEED, seedDatabase } from '../seed';
import { clearDatabase, notifyDatabaseChange, setDatabaseOrigin } from './database';

/** Resets and restores run one after another, never interleaved (both clear and refill the collections). */
let queue: Promise<unknown> = Promise.resolve();
let ready: Promise<void> | null = null;

export function runExclusively<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Replaces all data with the data of a seed (default: DEFAULT_SEED), its dates relative to `now`
 * (default: the mock clock). Sessions, codes and everything users created are gone afterwards.
 */
export function resetDatabase(seed: number = DEFAULT_SEED, now: Date = getNow()): Promise<void> {
  const done = runExclusively(async () => {
    clearDatabase();
    setDatabaseOrigin(null);
    await seedDatabase({ seed, now });
    setDatabaseOrigin({ seed, seededAt: now.toISOString() });
  });
  ready = done;
  return done.then(() => notifyDatabaseChange());
}

/** Marks the database as filled by someone else (a restored snapshot). */
export function markDatabaseReady(filled: Promise<void>): void {
  ready = filled;
}

/** Handlers wait for this: the first request of a fresh process seeds with the defaults. */
export function ensureDatabaseReady(): Promise<void> {
  ready ??= resetDatabase();
  return ready;
}
