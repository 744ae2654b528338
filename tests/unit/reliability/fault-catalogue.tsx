import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearFaults, injectFault } from '@mocks/faults';
import { DEFAULT_SEED, PERSONAS, resetDatabase } from '@mocks/node';
import { sessionKeys } from '@/api/session';
import { mobilityRequest } from '@/domain/trip-request/mobility-request-store';
import { postingDraft } from '@/features/posting-creation/posting-draft-store';
import { MOCK_REQUEST_TIMEOUT_KEY } from '@/lib/env';
import { queryClient } from '@/lib/query-client';
import {
  closeDialog,
  expectThanks,
  fill,
  JOURNEY_TEST_NOW,
  journeyUser as user,
  launchApp as launch,
  useJourneyBackend,
  press,
} from '../support/app-journey';
import { storeTokenOf } from '../support/app-test-backend';
import { DACHAU, FIZ } from '../support/builders';
import { FAULT_PARTS_DIR } from '../support/global-setup';
import { FAULT_KINDS, VITEST_FAULTS_REPORT, type FaultRecord } from './catalogues';
import { findBookingCards } from '../support/booking-cards';

/**
 * The fault catalogue (issue 9) in jsdom: for each group of calls, a 500, a network error, a hang past the client
 * timeout and a malformed body, injected into the fake backend (mocks/faults.ts, the same switch the browser's
 * service worker reads) while the real app runs against it. The app shows the catalogue's message for the call
 * (spec section 8), never a blank screen, and works again once the fault is cleared. The browser keeps one
 * representative per fault kind (tests/e2e/reliability-faults.spec.ts: the path through the service worker).
 *
 * The hang: the test file runs the app's request timeout as the mock build does (the tab's override is read; see
 * the vi.mock of '@/lib/env' in each faults-*.test.tsx), and a hang case sets it to HANG_TIMEOUT_MS.
 */

/** The client timeout while a hang is injected: the hang ends in a RequestTimeoutError this soon. */
const HANG_TIMEOUT_MS = 300;

interface CallGroup {
  group: string;
  /** The contract route the fault is injected on. */
  route: string;
  /** Fault kinds that do not apply (a 204 without a body has nothing to validate). */
  skipKinds?: readonly string[];
  /** Signed in (or not) and one step before the call. */
  arrange: () => Promise<void>;
  /** Makes the call and checks what the catalogue says the person sees (for the fault kind given). */
  failAndExpect: (kind: string) => Promise<void>;
  /**
   * The spec does not fix this call's answer ("not shown"): a body the app cannot read is ignored and the action
   * succeeds (issue 16's tolerant reader), so a malformed body is checked by `recover` with the fault in place.
   */
  readsMalformedAsSuccess?: true;
  /** With the fault cleared: the same action works. */
  recover: () => Promise<void>;
}

const { email, password } = PERSONAS.demo;
const demoEmail = email ?? '';

async function startSignedIn(path: string, prepare?: () => void): Promise<void> {
  await storeTokenOf('demo');
  launch(path, prepare);
}

async function waitForDashboard(): Promise<void> {
  await waitFor(() => expect(window.location.pathname).toMatch(/^\/(dashboard)?$/));
  await screen.findByRole('heading', { name: /Max Mustermann/ });
}

const dialogNamed = (name: string) => screen.findByRole('dialog', { name });

/**
 * A send that got no answer at all (network error, hang past the timeout) says so and keeps the input (issue 16);
 * any other failure shows the catalogue's message for the call (spec section 8).
 */
async function expectSendFailure(kind: string, catalogueText: string): Promise<void> {
  const dialog =
    kind === 'network error' || kind === 'hang'
      ? await dialogNamed('Keine Verbindung')
      : await dialogNamed('Fehler');
  const text =
    kind === 'network error' || kind === 'hang' ? 'keine Antwort vom Server' : catalogueText;
  await waitFor(() => expect(dialog).toHaveTextContent(text));
}

const ACTIVE = / · Inserat aktiv/;
const ENDED = / · (Inserat storniert|Inserat abgelaufen|Inserat beendet)/;

/** The list item of the first booking card whose text matches, by its id (the card may move in the list). */
async function firstBookingItemId(status: RegExp): Promise<string> {
  const card = (await findBookingCards()).find((article) => status.test(article.textContent ?? ''));
  const id = card?.closest('li')?.id;
  if (!id) throw new Error(`no booking card matching ${String(status)} in a list item with an id`);
  return id;
}

const itemById = (id: string) => {
  const item = document.getElementById(id);
  if (!item) throw new Error(`the list item ${id} is gone`);
  return item;
};

async function cancelItem(id: string): Promise<void> {
  await user.click(within(itemById(id)).getByRole('button', { name: 'Stornieren' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Inserat stornieren' }));
}

/** Focuses the window until the app reloads the user (spec section 2: on focus) and that call has ended. */
async function focusUntilUserReloaded(): Promise<void> {
  const ended = () => {
    const state = queryClient.getQueryState(sessionKeys.currentUser);
    return (state?.dataUpdateCount ?? 0) + (state?.errorUpdateCount ?? 0);
  };
  const before = ended();
  let started = false;
  await waitFor(() => {
    if (queryClient.getQueryState(sessionKeys.currentUser)?.fetchStatus === 'fetching')
      started = true;
    if (!started) window.dispatchEvent(new Event('focus'));
    expect(started || ended() > before, 'a focus reloads the user').toBe(true);
  });
  await waitFor(() => expect(ended(), 'the user call ends').toBeGreaterThan(before));
  await waitFor(() =>
    expect(queryClient.getQueryState(sessionKeys.currentUser)?.fetchStatus).toBe('idle'),
  );
}

const startButton = () => screen.getByRole('button', { name: /^Start\b(?! und Ziel tauschen)/ });

/** A complete search request Dachau → FIZ departing now, as the dashboard stores it. */
function storeDachauToFizRequest(): void {
  mobilityRequest.origin = DACHAU;
  mobilityRequest.destination = FIZ;
  mobilityRequest.departureTime = new Date().toISOString();
}

export const FAULT_GROUPS: readonly CallGroup[] = [
  {
    group: 'auth: login',
    route: 'auth.login',
    arrange: async () => {
      launch('/login/email');
      await fill(await screen.findByLabelText(/e-mail/i), demoEmail);
      await fill(screen.getByLabelText(/passwort/i), password);
    },
    failAndExpect: async () => {
      await press('Anmelden');
      const dialog = await dialogNamed('Anmeldung fehlgeschlagen');
      expect(dialog).toHaveTextContent(
        'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
      );
      await closeDialog();
      expect(screen.getByLabelText(/e-mail/i)).toHaveValue(demoEmail);
    },
    recover: async () => {
      await press('Anmelden');
      await waitForDashboard();
    },
  },
  {
    group: 'user: /users/me at start-up',
    route: 'users.me',
    arrange: async () => {
      await startSignedIn('/dashboard');
      await waitForDashboard();
    },
    failAndExpect: async () => {
      launch('/dashboard');
      // The stored token could not be checked: no message (section 8), a logged-out start, never blank.
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    recover: async () => {
      launch('/dashboard');
      await screen.findByRole('heading', { level: 1 });
      if (window.location.pathname.startsWith('/login')) {
        if (window.location.pathname !== '/login/email') launch('/login/email');
        await fill(await screen.findByLabelText(/e-mail/i), demoEmail);
        await fill(screen.getByLabelText(/passwort/i), password);
        await press('Anmelden');
      }
      await waitForDashboard();
    },
  },
  {
    group: 'user: /users/me refresh',
    route: 'users.me',
    arrange: async () => {
      await startSignedIn('/dashboard');
      await waitForDashboard();
    },
    failAndExpect: async () => {
      await focusUntilUserReloaded();
      // State reset only: no message, still signed in on the dashboard.
      expect(screen.queryByRole('dialog')).toBeNull();
      await waitForDashboard();
    },
    recover: async () => {
      await focusUntilUserReloaded();
      await waitForDashboard();
    },
  },
  {
    group: 'bookings: list on My page',
    route: 'bookings.listForUser',
    arrange: async () => {
      await startSignedIn('/dashboard');
      await waitForDashboard();
    },
    failAndExpect: async () => {
      await user.click(screen.getByRole('link', { name: 'Mein WEN' }));
      await screen.findByText('Ihre Inserate konnten nicht geladen werden.');
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    },
    recover: async () => {
      await press('Erneut versuchen');
      await findBookingCards();
    },
  },
  {
    group: 'bookings: create',
    route: 'bookings.create',
    arrange: async () => {
      await startSignedIn('/commute-pooling/create/overview', () => {
        storeDachauToFizRequest();
        Object.assign(postingDraft, {
          postingType: 'OFFERING',
          tripKind: 'ONE_TIME',
          meetingTime: '2026-11-26T17:00',
          description: 'Zwei Plätze frei.',
        });
      });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Erstellen' })).toBeEnabled());
    },
    readsMalformedAsSuccess: true,
    failAndExpect: async (kind) => {
      await press('Erstellen');
      await expectSendFailure(kind, 'Ihr Inserat konnte nicht bearbeitet werden');
      await closeDialog();
      expect(window.location.pathname).toBe('/commute-pooling/create/overview');
      expect(screen.getByLabelText('Weitere Informationen (optional)')).toHaveValue(
        'Zwei Plätze frei.',
      );
    },
    recover: async () => {
      await press('Erstellen');
      await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    },
  },
  {
    group: 'bookings: cancel',
    route: 'bookings.cancel',
    arrange: async () => {
      await startSignedIn('/my-wen');
      await firstBookingItemId(ACTIVE);
    },
    readsMalformedAsSuccess: true,
    failAndExpect: async (kind) => {
      const id = await firstBookingItemId(ACTIVE);
      await cancelItem(id);
      await expectSendFailure(kind, 'Es ist ein Fehler aufgetreten.');
      await closeDialog();
      expect(itemById(id)).toHaveTextContent(ACTIVE);
    },
    recover: async () => {
      const id = await firstBookingItemId(ACTIVE);
      await cancelItem(id);
      await waitFor(() => expect(itemById(id)).toHaveTextContent(' · Inserat storniert'));
    },
  },
  {
    group: 'bookings: archive',
    route: 'bookings.archive',
    arrange: async () => {
      await startSignedIn('/my-wen');
      await firstBookingItemId(ENDED);
    },
    readsMalformedAsSuccess: true,
    failAndExpect: async (kind) => {
      const id = await firstBookingItemId(ENDED);
      await user.click(within(itemById(id)).getByRole('button', { name: 'Entfernen' }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', {
          name: 'Inserat entfernen',
        }),
      );
      await expectSendFailure(kind, 'Es ist ein Fehler aufgetreten.');
      await closeDialog();
      expect(within(itemById(id)).getByRole('article')).toBeInTheDocument();
    },
    recover: async () => {
      const id = await firstBookingItemId(ENDED);
      await user.click(within(itemById(id)).getByRole('button', { name: 'Entfernen' }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', {
          name: 'Inserat entfernen',
        }),
      );
      await waitFor(() => expect(document.getElementById(id)).toBeNull());
    },
  },
  {
    group: 'places: picker search',
    route: 'places.search',
    arrange: async () => {
      await startSignedIn('/dashboard');
      await waitForDashboard();
      await user.click(startButton());
      await waitFor(() => expect(window.location.pathname).toMatch(/\/location-picker$/));
    },
    failAndExpect: async () => {
      await fill(await screen.findByRole('searchbox'), 'Dachau');
      // The failure is recorded and shown as the picker's own failure text; the rest stays usable.
      await screen.findByText(
        'Die Liste konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
      );
      expect(screen.getByRole('searchbox')).toBeEnabled();
      expect(screen.getByRole('searchbox')).not.toHaveAttribute('readonly');
    },
    recover: async () => {
      await fill(screen.getByRole('searchbox'), 'Freising');
      const results = await screen.findByRole('region', { name: /^Suchergebnisse/ });
      const [first] = await within(results).findAllByRole('listitem');
      if (!first) throw new Error('no search result');
      await user.click(within(first).getByRole('button'));
      await waitFor(() => expect(window.location.pathname).not.toMatch(/location-picker/));
      await waitFor(() => expect(startButton()).toHaveTextContent('Freising'));
    },
  },
  {
    group: 'offers: search',
    route: 'offers.search',
    arrange: async () => {
      await startSignedIn('/dashboard', storeDachauToFizRequest);
      await waitForDashboard();
    },
    failAndExpect: async () => {
      await press('Mitfahrer finden');
      await dialogNamed('Suche fehlgeschlagen');
      await closeDialog();
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Leider gibt es ein Problem. Bitte versuchen Sie es erneut.',
      );
    },
    recover: async () => {
      await press('Erneut versuchen');
      await waitFor(() =>
        expect(screen.getAllByText(/Treffer|Leider konnte kein/).length).toBeGreaterThan(0),
      );
      expect(screen.queryByRole('alert')).toBeNull();
    },
  },
  {
    group: 'feedback: send',
    route: 'feedbackSupport.feedback',
    skipKinds: ['malformed body'],
    arrange: async () => {
      await startSignedIn('/commute-pooling/help');
      await user.click(await screen.findByRole('link', { name: 'Feedback' }));
      await user.click(await screen.findByRole('radio', { name: '3' }));
    },
    failAndExpect: async (kind) => {
      await press('Senden');
      await expectSendFailure(kind, 'Ihre Anfrage konnte nicht bearbeitet werden.');
      await closeDialog();
      expect(screen.getByRole('radio', { name: '3' })).toBeChecked();
    },
    recover: async () => {
      await press('Senden');
      await expectThanks();
    },
  },
  {
    group: 'support: send',
    route: 'feedbackSupport.support',
    skipKinds: ['malformed body'],
    arrange: async () => {
      await startSignedIn('/commute-pooling/help');
      await user.click(await screen.findByRole('link', { name: 'Support' }));
      await fill(await screen.findByRole('textbox', { name: 'Ihre Nachricht' }), 'Bitte helfen.');
    },
    failAndExpect: async (kind) => {
      await press('Senden');
      await expectSendFailure(kind, 'Ihre Anfrage konnte nicht bearbeitet werden.');
      await closeDialog();
      expect(screen.getByRole('textbox', { name: 'Ihre Nachricht' })).toHaveValue('Bitte helfen.');
    },
    recover: async () => {
      await press('Senden');
      await expectThanks();
    },
  },
];

export const kindsOf = (group: CallGroup) =>
  FAULT_KINDS.filter((kind) => !group.skipKinds?.includes(kind.name));

/** Every fault of the catalogue: what the faults-*.test.tsx files inject together. */
export const FAULT_COUNT = FAULT_GROUPS.reduce((sum, group) => sum + kindsOf(group).length, 0);

/** Something is on screen: the document has visible text (a blank screen would have none). */
const isBlank = () => (document.body.textContent ?? '').trim().length === 0;

/**
 * Notes this file's records and, once the records of every faults-*.test.tsx file of this run are there (the file
 * that ends last), prints the summary line and writes reports/reliability-faults-vitest.json (the Playwright
 * summary adds its count to the browser's).
 */
function noteRecords(part: string, records: FaultRecord[]): void {
  mkdirSync(FAULT_PARTS_DIR, { recursive: true });
  const file = join(FAULT_PARTS_DIR, `${part}.json`);
  // Written whole, then renamed: the other worker may read the folder at this moment.
  writeFileSync(`${file}.tmp`, JSON.stringify(records));
  renameSync(`${file}.tmp`, file);
  const all = readdirSync(FAULT_PARTS_DIR)
    .filter((name) => name.endsWith('.json'))
    .flatMap(
      (name) => JSON.parse(readFileSync(join(FAULT_PARTS_DIR, name), 'utf8')) as FaultRecord[],
    );
  if (all.length < FAULT_COUNT) return;
  const groups = new Set(all.map((record) => record.group)).size;
  const blanks = all.filter((record) => record.blank).length;
  const line = `reliability (vitest, jsdom): ${all.length} faults injected over ${groups} call groups, ${blanks} blank screens`;
  console.log(line);
  writeFileSync(
    join(process.cwd(), VITEST_FAULTS_REPORT),
    `${JSON.stringify(
      {
        suite: 'faults',
        runner: 'vitest',
        summary: line,
        faults: all.length,
        callGroups: groups,
        blankScreens: blanks,
        records: all,
        writtenAt: new Date().toISOString(),
      },
      null,
      2,
    )}\n`,
  );
}

/**
 * The catalogue's cases of the groups named (one test per group and fault kind): arrange, inject, fail and check
 * the message, no blank screen, clear, recover. `part` names this file's records.
 */
export function describeFaultCatalogue(part: string, groupNames: readonly string[]): void {
  const groups = FAULT_GROUPS.filter((group) => groupNames.includes(group.group));
  if (groups.length !== groupNames.length)
    throw new Error(`unknown group in ${groupNames.join(', ')}`);
  useJourneyBackend();
  const records: FaultRecord[] = [];

  beforeEach(async () => {
    // Each case starts as a fresh tab on freshly seeded data.
    await resetDatabase(DEFAULT_SEED, JOURNEY_TEST_NOW);
  });
  afterEach(() => clearFaults());
  afterAll(() => {
    if (records.length === groups.reduce((sum, group) => sum + kindsOf(group).length, 0))
      noteRecords(part, records);
  });

  describe('fault injection: the catalogue message, never a blank screen, recovery', () => {
    for (const callGroup of groups) {
      const { group, route, arrange, failAndExpect, recover } = callGroup;
      for (const kind of kindsOf(callGroup)) {
        it(`${group} — ${kind.name}`, async () => {
          await arrange();
          if (kind.fault.kind === 'hang')
            sessionStorage.setItem(MOCK_REQUEST_TIMEOUT_KEY, String(HANG_TIMEOUT_MS));
          injectFault({ route, ...kind.fault });
          const readAsSuccess =
            kind.name === 'malformed body' && callGroup.readsMalformedAsSuccess === true;
          // Read tolerantly: the action goes through although its answer cannot be read.
          if (readAsSuccess) await recover();
          else await failAndExpect(kind.name);
          const blank = isBlank();
          expect(blank).toBe(false);
          clearFaults();
          sessionStorage.removeItem(MOCK_REQUEST_TIMEOUT_KEY);
          if (!readAsSuccess) await recover();
          records.push({ group, kind: kind.name, blank });
        });
      }
    }
  });
}
