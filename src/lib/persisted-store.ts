import { proxy, subscribe } from 'valtio';
import type { z } from 'zod';
import type { Reader } from './stored-readers';
import { readText, writeJson, type StorageKind } from './web-storage';

/** A value kept in web storage under one key, checked with its reader whenever it is read. */
export interface StoredValue<T> {
  /** The stored value, or null: nothing stored, no JSON, not accepted by the reader, or storage blocked. */
  read(): T | null;
  /** Stores the value (null removes it); full or blocked storage is ignored: the value lives in memory only. */
  write(value: T | null): void;
}

function parseStored<T>(read: Reader<T>, stored: string): T | null {
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null; // no JSON
  }
  return read(value);
}

/**
 * A zod schema as a reader. The dashboard's stores read through hand-written readers (./stored-readers) instead, so
 * that its first render does not wait for zod; the others keep their schema.
 */
export function schemaReader<S extends z.ZodType>(schema: S): Reader<z.output<S>> {
  return (value) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : null;
  };
}

export function storedValue<T>(kind: StorageKind, key: string, read: Reader<T>): StoredValue<T> {
  return {
    read() {
      const stored = readText(kind, key);
      return stored === null ? null : parseStored(read, stored);
    },
    write: (value) => writeJson(kind, key, value),
  };
}

export interface PersistedStoreOptions<T extends object, S> {
  kind: StorageKind;
  key: string;
  /** What is stored: a restored value it does not accept is ignored (the store starts from `initial`). */
  read: Reader<S>;
  initial: () => T;
  /** The state from a valid stored value (default: the value itself). */
  restore?: (stored: NoInfer<S>) => T;
  /** What of the state is stored (default: all of it). */
  save?: (state: T) => NoInfer<S>;
}

/**
 * A valtio store kept in web storage: restored through its reader when created, saved after every change. Stored
 * data from another version, a hand edit or a broken write never reaches the app: the reader does not accept it and
 * the store starts afresh.
 */
export function persistedStore<T extends object, S>({
  kind,
  key,
  read,
  initial,
  restore = (stored) => stored as unknown as T,
  save = (state) => state as unknown as S,
}: PersistedStoreOptions<T, S>): T {
  const stored = storedValue(kind, key, read);
  const restored = stored.read();
  const store = proxy<T>(restored === null ? initial() : restore(restored));
  subscribe(store, () => stored.write(save(store)));
  return store;
}
