import type { Listener, PersistenceStatus } from './stored-data';

/** The persistent store's status (saved where, the last failed write, records set aside), told to its listeners. */
export class StoreStatus {
  private status: PersistenceStatus = {
    mode: 'memory',
    failedWrite: null,
    rejected: [],
    savedAt: null,
  };
  private readonly listeners = new Set<Listener>();

  get(): PersistenceStatus {
    return this.status;
  }

  /** Called when saving succeeds or fails, and when records were set aside. */
  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  set(change: Partial<PersistenceStatus>): void {
    this.setQuietly(change);
    this.listeners.forEach((listener) => listener());
  }

  /** A change no listener is told of (the store's opening, before anyone listens). */
  setQuietly(change: Partial<PersistenceStatus>): void {
    this.status = { ...this.status, ...change };
  }
}
