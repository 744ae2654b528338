import type { PersistentStore } from './persistent-store';
import type { SharedScenario } from './stored-data';

/**
 * The browser's persistent store once the mock backend has started (mocks/browser.ts), for changes made
 * outside a request: the fake sign-on page, the mailbox page, the dev panel. They run the way a request's
 * change does (under the tabs' write lock, then saved). Without a store (Node, tests) they simply run.
 */
let activeStore: PersistentStore | null = null;

export function useStore(store: PersistentStore | null): void {
  activeStore = store;
}

export function activePersistentStore(): PersistentStore | null {
  return activeStore;
}

export function changeData<T>(
  work: () => Promise<T>,
  options: { scenario?: SharedScenario } = {},
): Promise<T> {
  return activeStore ? activeStore.write(work, options) : work();
}

/** A read that must see the other tabs' latest changes first. */
export function readData<T>(work: () => Promise<T>): Promise<T> {
  return activeStore ? activeStore.read(work) : work();
}
