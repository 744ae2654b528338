import type { z } from 'zod';

/**
 * Web storage access, shared with ./persisted-store. The start of every visitor reads a stored pending new user
 * through `lazilyCheckedValue`: a module of its own, so /login's first screen carries this one and not the stores'
 * helpers (issue 21).
 */
export type StorageKind = 'local' | 'session';

/**
 * A browser with cookies and site data blocked throws on the mere access of `localStorage`/`sessionStorage`:
 * every access stays inside a try.
 */
function storageOf(kind: StorageKind): Storage {
  return kind === 'local' ? window.localStorage : window.sessionStorage;
}

/** The stored text under `key`, or null: nothing stored or storage blocked. */
export function readText(kind: StorageKind, key: string): string | null {
  try {
    return storageOf(kind).getItem(key);
  } catch {
    return null; // blocked storage
  }
}

/** Stores the value as JSON (null removes it); full or blocked storage is ignored. */
export function writeJson(kind: StorageKind, key: string, value: unknown): void {
  try {
    if (value === null) storageOf(kind).removeItem(key);
    else storageOf(kind).setItem(key, JSON.stringify(value));
  } catch {
    // storage full or blocked
  }
}

function parseWith<S extends z.ZodType>(schema: S, stored: string): z.output<S> | null {
  try {
    const parsed = schema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // no JSON
  }
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
      return stored === null ? null : parseWith(await loadSchema(), stored);
    },
    write: (value) => writeJson(kind, key, value),
  };
}
