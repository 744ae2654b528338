import { proxy, subscribe } from 'valtio';
import type { z } from 'zod';

export type StorageKind = 'local' | 'session';

/**
 * A browser with cookies and site data blocked throws on the mere access of `localStorage`/`sessionStorage`:
 * every access stays inside a try.
 */
function storageOf(kind: StorageKind): Storage {
  return kind === 'local' ? window.localStorage : window.sessionStorage;
}

/** A value kept in web storage under one key, checked with its schema whenever it is read. */
export interface StoredValue<T> {
  /** The stored value, or null: nothing stored, no JSON, failing the schema, or storage blocked. */
  read(): T | null;
  /** Stores the value (null removes it); full or blocked storage is ignored: the value lives in memory only. */
  write(value: T | null): void;
}

/** The stored text under `key`, or null: nothing stored or storage blocked. */
function readText(kind: StorageKind, key: string): string | null {
  try {
    return storageOf(kind).getItem(key);
  } catch {
    return null; // blocked storage
  }
}

/** Stores the value as JSON (null removes it); full or blocked storage is ignored. */
function writeJson(kind: StorageKind, key: string, value: unknown): void {
  try {
    if (value === null) storageOf(kind).removeItem(key);
    else storageOf(kind).setItem(key, JSON.stringify(value));
  } catch {
    // storage full or blocked
  }
}

function parseStored<S extends z.ZodType>(schema: S, stored: string): z.output<S> | null {
  try {
    const parsed = schema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // no JSON
  }
}

export function storedValue<S extends z.ZodType>(
  kind: StorageKind,
  key: string,
  schema: S,
): StoredValue<z.output<S>> {
  return {
    read() {
      const stored = readText(kind, key);
      return stored === null ? null : parseStored(schema, stored);
    },
    write: (value) => writeJson(kind, key, value),
  };
}

/**
 * A stored value whose schema is loaded only when a value is stored: a start that finds none (most of them) does not
 * wait for zod and the contract.
 */
export function lazilyCheckedValue<S extends z.ZodType>(
  kind: StorageKind,
  key: string,
  loadSchema: () => Promise<S>,
): { read(): Promise<z.output<S> | null>; write(value: z.output<S> | null): void } {
  return {
    async read() {
      const stored = readText(kind, key);
      return stored === null ? null : parseStored(await loadSchema(), stored);
    },
    write: (value) => writeJson(kind, key, value),
  };
}

export interface PersistedStoreOptions<T extends object, S extends z.ZodType> {
  kind: StorageKind;
  key: string;
  /** What is stored: a restored value that fails it is ignored (the store starts from `initial`). */
  schema: S;
  initial: () => T;
  /** The state from a valid stored value (default: the value itself). */
  restore?: (stored: z.output<S>) => T;
  /** What of the state is stored (default: all of it). */
  save?: (state: T) => z.output<S>;
}

/**
 * A valtio store kept in web storage: restored through its schema when created, saved after every change. Stored
 * data from another version, a hand edit or a broken write never reaches the app: it fails the schema and the
 * store starts afresh.
 */
export function persistedStore<T extends object, S extends z.ZodType>({
  kind,
  key,
  schema,
  initial,
  restore = (stored) => stored as T,
  save = (state) => state as z.output<S>,
}: PersistedStoreOptions<T, S>): T {
  const stored = storedValue(kind, key, schema);
  const restored = stored.read();
  const store = proxy<T>(restored === null ? initial() : restore(restored));
  subscribe(store, () => stored.write(save(store)));
  return store;
}
