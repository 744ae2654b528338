import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { PERSONAS, type PersonaKey } from '@mocks/seed';
import { storedWhole } from './sign-in-state';

/**
 * Shared Playwright fixtures: a fresh page on the mock build with its service worker ready; the sign-in of a
 * seeded persona through the e-mail login, as a person does it; and the start of a test signed in, from the
 * browser state the setup project (tests/e2e/sign-in.setup.ts) saved once per run.
 */

/**
 * The personas the setup project signs in once per run; a test starts as one of them with `signIn`. Only the
 * personas some test starts from (each costs a sign-in before any test runs); the others sign in by the form.
 */
export const STORED_PERSONAS = [
  'demo',
  'termsPending',
  'noAccess',
  'buildings',
] as const satisfies readonly PersonaKey[];
export type StoredPersona = (typeof STORED_PERSONAS)[number];

const SIGN_IN_STATES = fileURLToPath(new URL('../../../reports/e2e-sign-in/', import.meta.url));

/** The browser state of a signed-in persona (git-ignored, written by the setup project of each run). */
export function storageStateOf(persona: StoredPersona): string {
  return `${SIGN_IN_STATES}${persona}.json`;
}
/**
 * Waits until the app (or a mock-only page) has started. In the mock build main.tsx renders only after the mock
 * backend has started and restored its data, so the app's own content in #root means requests are answered by the
 * mock (the demo build renders first and holds every call until then: src/lib/backend-ready.ts). The worker
 * controller alone is not enough (after a reload it exists before the data is restored), and the login screen
 * and the start screen pre-rendered into index.html (data-first-paint, data-start-splash: src/app/first-paint.tsx)
 * are there before any script ran.
 */
export async function waitForAppStart(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...(document.getElementById('root')?.children ?? [])].some(
      (child) =>
        !child.hasAttribute('data-first-paint') && !child.hasAttribute('data-start-splash'),
    ),
  );
}

/** A fresh page on the mock build at `path`, once the app has started. */
export async function openApp(page: Page, path = '/login'): Promise<void> {
  await page.goto(path);
  await waitForAppStart(page);
}

export async function signInWithPassword(page: Page, persona: PersonaKey): Promise<void> {
  const { email, password } = PERSONAS[persona];
  if (!email) throw new Error(`Persona ${persona} has no e-mail; use the company sign-on`);
  await openApp(page, '/login/email');
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/passwor/i).fill(password);
  await page.getByRole('button', { name: /^(anmelden|log in)$/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** An IndexedDB database as Playwright's storageState({ indexedDB: true }) saves it. */
export interface SavedIndexedDb {
  name: string;
  version: number;
  stores: Array<{
    name: string;
    keyPath?: string;
    keyPathArray?: string[];
    autoIncrement: boolean;
    indexes: Array<{
      name: string;
      keyPath?: string;
      keyPathArray?: string[];
      multiEntry: boolean;
      unique: boolean;
    }>;
    records: Array<{
      key?: unknown;
      keyEncoded?: unknown;
      value?: unknown;
      valueEncoded?: unknown;
    }>;
  }>;
}

export interface StorageState {
  cookies: unknown[];
  origins: Array<{
    origin: string;
    localStorage: Array<{ name: string; value: string }>;
    indexedDB?: SavedIndexedDb[];
  }>;
}

/** The language the tab chose (?locale= or the switcher keep it in localStorage), if a page of the app is open. */
async function chosenLanguage(page: Page): Promise<string | null> {
  if (page.url() === 'about:blank') return null;
  return page.evaluate(() => localStorage.getItem('locale')).catch(() => null);
}

export interface SignInOptions {
  /** Where the app opens (default /). */
  path?: string;
  /** The app's language (default: the tab's choice so far, else German). */
  language?: 'de' | 'en';
  /** sessionStorage entries (JSON) the app finds when it starts, e.g. a stored trip (./stored-trip.ts). */
  session?: Record<string, unknown>;
}

/**
 * Starts signed in as a persona, without the login form: the browser state saved after the persona's sign-in
 * (its token, and the fake backend's session beside the seed: ./sign-in-state.ts) replaces
 * this context's storage, then the app opens on `path`. The tab's sessionStorage and chosen language stay.
 * Fails at once when the app does not accept the stored session.
 */
export async function startSignedIn(
  page: Page,
  persona: StoredPersona,
  { path = '/', language, session }: SignInOptions = {},
): Promise<void> {
  const state = JSON.parse(await readFile(storageStateOf(persona), 'utf8')) as StorageState;
  const locale = language ?? (await chosenLanguage(page));
  if (locale) {
    for (const origin of state.origins) {
      origin.localStorage = [
        ...origin.localStorage.filter((item) => item.name !== 'locale'),
        { name: 'locale', value: locale },
      ];
    }
  }
  if (session) await putIntoSessionStorageOnce(page, session);
  await replaceStorage(page, state);
  const me = page.waitForResponse((response) => new URL(response.url()).pathname === '/users/me');
  // A scenario link on a first visit seeds the scenario's data afresh (mocks/dev-tools.ts), without the session
  // kept beside the default seed: the app first starts without it and stores the data with the session, then the
  // link switches the stored data and keeps the session, as for a person signed in. Without a link the test goes
  // on at once (the rest of the seed fills behind the first screen; a call that needs it waits for it, a reload
  // before it is stored starts as a first visit again, with the session): a short test never pays its storing.
  const link = SCENARIO_LINK.test(path);
  await openApp(page, link ? '/' : path);
  const status = (await me).status();
  if (status !== 200) {
    throw new Error(
      `The stored sign-in of ${persona} was refused (GET /users/me answered ${status}): the state saved by ` +
        "tests/e2e/sign-in.setup.ts must carry the fake backend's session.",
    );
  }
  if (link) {
    await storedWhole(page);
    await openApp(page, path);
  }
}

const SCENARIO_LINK = /[?&]scenario=/;

/** A document of the app's origin that starts nothing: the storage can be written while no app runs. */
export const QUIET_DOCUMENT = '/mockServiceWorker.js';

/** Keys and values saved as plain JSON (Playwright encodes only what JSON cannot carry: dates, binary data). */
const isPlainJson = (databases: SavedIndexedDb[]) =>
  databases.every((database) =>
    database.stores.every((store) =>
      store.records.every(
        (record) => record.keyEncoded === undefined && record.valueEncoded === undefined,
      ),
    ),
  );

/**
 * Puts the saved state into this context's storage, from a quiet document of the origin while no app runs (an
 * open app would write its own data over it): localStorage, and the fake backend's IndexedDB data handed over
 * as one JSON text and written in one transaction per database. Playwright's setStorageState does the same
 * through its own value serializer and a helper page with request interception: 0.5–1 s for the fake's 1.4 MB
 * (measured, see docs/decisions/009-mock-data-start-cost.md), and under load that page now and then kept the next page's
 * service worker from starting. A state it cannot carry as JSON, or of several origins, still goes that way.
 */
async function replaceStorage(page: Page, state: StorageState): Promise<void> {
  const [origin, ...others] = state.origins;
  const databases = origin?.indexedDB ?? [];
  if (!origin || others.length > 0 || !isPlainJson(databases)) {
    if (page.url() !== 'about:blank') await page.goto('about:blank');
    await page.context().setStorageState(state as Parameters<BrowserContext['setStorageState']>[0]);
    return;
  }
  await page.goto(QUIET_DOCUMENT);
  await page.evaluate(
    async ({ databasesJson, items }) => {
      const done = <T>(request: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
        });
      const saved = JSON.parse(databasesJson) as SavedIndexedDb[];
      // A state without IndexedDB data (localStorage only) leaves the fake backend's data as it is.
      for (const { name } of saved.length > 0 ? await indexedDB.databases() : []) {
        if (!name) continue;
        const deletion = indexedDB.deleteDatabase(name);
        deletion.onblocked = () =>
          console.warn(`IndexedDB ${name} is open in another page: its deletion waits for it`);
        await done(deletion);
      }
      for (const database of saved) {
        const opening = indexedDB.open(database.name, database.version);
        opening.onupgradeneeded = () => {
          for (const savedStore of database.stores) {
            const store = opening.result.createObjectStore(savedStore.name, {
              keyPath: savedStore.keyPathArray ?? savedStore.keyPath ?? null,
              autoIncrement: savedStore.autoIncrement,
            });
            for (const index of savedStore.indexes) {
              store.createIndex(index.name, index.keyPathArray ?? index.keyPath ?? '', {
                multiEntry: index.multiEntry,
                unique: index.unique,
              });
            }
          }
        };
        const connection = await done(opening);
        const names = database.stores.map((store) => store.name);
        if (names.length > 0) {
          const transaction = connection.transaction(names, 'readwrite');
          for (const savedStore of database.stores) {
            const store = transaction.objectStore(savedStore.name);
            for (const record of savedStore.records) {
              if (store.keyPath === null) store.put(record.value, record.key as IDBValidKey);
              else store.put(record.value);
            }
          }
          await new Promise<void>((resolve, reject) => {
            transaction.oncomplete = () => resolve();
            transaction.onerror = () =>
              reject(transaction.error ?? new Error('IndexedDB write failed'));
            transaction.onabort = () =>
              reject(transaction.error ?? new Error('IndexedDB write aborted'));
          });
        }
        connection.close();
      }
      localStorage.clear();
      for (const { name, value } of items) localStorage.setItem(name, value);
    },
    { databasesJson: JSON.stringify(databases), items: origin.localStorage },
  );
}

/** The entries are in sessionStorage when the app next starts (once: a later reload finds what the app kept). */
async function putIntoSessionStorageOnce(
  page: Page,
  entries: Record<string, unknown>,
): Promise<void> {
  const marker = `wen.test.session.${Math.random().toString(36).slice(2)}`;
  await page.addInitScript(
    ({ values, once }) => {
      try {
        if (location.protocol === 'about:' || sessionStorage.getItem(once)) return;
        sessionStorage.setItem(once, '1');
        for (const [key, value] of Object.entries(values)) {
          sessionStorage.setItem(key, JSON.stringify(value));
        }
      } catch {
        // a document without storage (about:blank): the app's page comes next
      }
    },
    { values: entries, once: marker },
  );
}

/** Starts the test signed in as a persona (see startSignedIn); the login form is for tests about signing in. */
export type SignIn = (persona: StoredPersona, options?: SignInOptions) => Promise<void>;

export const test = base.extend<{ signIn: SignIn }>({
  signIn: async ({ page }, use) => {
    await use((persona, options) => startSignedIn(page, persona, options));
  },
});

export { expect, PERSONAS };
