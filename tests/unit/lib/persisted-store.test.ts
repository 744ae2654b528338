import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { persistedStore, schemaReader, storedValue } from '@/lib/persisted-store';
import { lazilyCheckedValue } from '@/lib/web-storage';

const KEY = 'wen.test.persisted';
const CounterSchema = z.object({ count: z.number().int(), label: z.string() });
const initial = () => ({ count: 0, label: 'start' });
/** valtio saves after the change's microtask. */
const saved = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('storedValue', () => {
  it('reads back what it wrote, and removes it with null', () => {
    const stored = storedValue('local', KEY, schemaReader(CounterSchema));
    expect(stored.read()).toBeNull();
    stored.write({ count: 2, label: 'two' });
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({ count: 2, label: 'two' });
    expect(stored.read()).toEqual({ count: 2, label: 'two' });
    stored.write(null);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it.each([
    ['no JSON', '{count: 2'],
    ['another shape', '{"count":"2","label":"two"}'],
    ['a bare value', '42'],
  ])('ignores a bad stored value (%s)', (_, text) => {
    sessionStorage.setItem(KEY, text);
    expect(storedValue('session', KEY, schemaReader(CounterSchema)).read()).toBeNull();
  });

  it('handles storage that throws (blocked site data, a full quota)', () => {
    const stored = storedValue('session', KEY, schemaReader(CounterSchema));
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(stored.read()).toBeNull();
    expect(() => stored.write({ count: 1, label: 'one' })).not.toThrow();
  });
});

describe('lazilyCheckedValue', () => {
  it('loads the schema only when a value is stored, and reads it through the schema', async () => {
    const loadSchema = vi.fn(async () => CounterSchema);
    const stored = lazilyCheckedValue('session', KEY, loadSchema);
    expect(await stored.read()).toBeNull();
    expect(loadSchema).not.toHaveBeenCalled();

    stored.write({ count: 2, label: 'two' });
    expect(await stored.read()).toEqual({ count: 2, label: 'two' });
    expect(loadSchema).toHaveBeenCalledTimes(1);

    sessionStorage.setItem(KEY, JSON.stringify({ count: 'two' }));
    expect(await stored.read()).toBeNull();
    sessionStorage.setItem(KEY, '{not json');
    expect(await stored.read()).toBeNull();

    stored.write(null);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('handles storage that throws: nothing read, a write kept in memory only', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('full');
    });
    const stored = lazilyCheckedValue('session', KEY, async () => CounterSchema);
    expect(() => stored.write({ count: 1, label: 'one' })).not.toThrow();
    expect(await stored.read()).toBeNull();
  });
});

describe('persistedStore', () => {
  it('restores a valid stored value and saves every change', async () => {
    sessionStorage.setItem(KEY, JSON.stringify({ count: 5, label: 'kept' }));
    const store = persistedStore({
      kind: 'session',
      key: KEY,
      read: schemaReader(CounterSchema),
      initial,
    });
    expect({ ...store }).toEqual({ count: 5, label: 'kept' });
    store.count += 1;
    await saved();
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual({ count: 6, label: 'kept' });
  });

  it('starts from the initial state when the stored value fails the schema', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ count: 'many' }));
    const store = persistedStore({
      kind: 'session',
      key: KEY,
      read: schemaReader(CounterSchema),
      initial,
    });
    expect({ ...store }).toEqual(initial());
  });

  it('stores only what `save` picks and completes the rest in `restore`', async () => {
    const readSecretless = schemaReader(z.object({ label: z.string() }));
    const store = persistedStore({
      kind: 'local',
      key: KEY,
      read: readSecretless,
      initial: () => ({ label: '', secret: '' }),
      restore: (stored) => ({ ...stored, secret: '' }),
      save: ({ label }) => ({ label }),
    });
    store.label = 'visible';
    store.secret = 'hunter2';
    await saved();
    expect(localStorage.getItem(KEY)).toBe('{"label":"visible"}');
    const again = persistedStore({
      kind: 'local',
      key: KEY,
      read: readSecretless,
      initial: () => ({ label: '', secret: '' }),
      restore: (stored) => ({ ...stored, secret: '' }),
    });
    expect({ ...again }).toEqual({ label: 'visible', secret: '' });
  });

  it('keeps working in memory when the storage throws', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const store = persistedStore({
      kind: 'session',
      key: KEY,
      read: schemaReader(CounterSchema),
      initial,
    });
    expect({ ...store }).toEqual(initial());
    store.count = 3;
    await saved();
    expect(setItem).toHaveBeenCalled();
    expect(store.count).toBe(3);
  });
});
