import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { clearFaults, injectFault, setRequestTimeout } from './support/faults';
import { expect, QUIET_DOCUMENT, test, type SignIn } from './support/fixtures';
import { navigateInApp, waitForDashboard } from './support/posting-helpers';
import { recordResult, writeSummary } from './support/reliability-report';
import {
  FAULT_KINDS,
  VITEST_FAULTS_REPORT,
  type FaultRecord,
} from '../unit/reliability/catalogues';
import { dachauToFizRequest, DRAFT_KEY, oneTimeDraft, REQUEST_KEY } from './support/stored-trip';

/**
 * Fault injection in the browser (issue 9): the app shows the catalogue's message for the call (spec section 8),
 * never a blank screen, and works again once the fault is cleared. The whole catalogue (every call group × a 500,
 * a network error, a hang past the client timeout and a malformed body) runs in vitest against the same fake
 * backend (tests/unit/reliability/fault-catalogue.tsx); here each fault kind goes once through the service worker
 * of the mock build: My page's list reads a 500 and a malformed body, the creation sends into a network error and
 * a hang. The summary line adds both runners' faults (reports/reliability-faults-vitest.json).
 */

/** The client timeout of these tabs (mock-mode override, src/lib/env.ts): a hang ends in about 1.5 s. */
const SHORT_TIMEOUT_MS = 1500;

interface CallGroup {
  group: string;
  /** The contract route the fault is injected on. */
  route: string;
  /** The fault kinds this group takes through the service worker (all four are in vitest for every group). */
  kinds: readonly string[];
  /** Signed in (or not) and one step before the call. */
  arrange: (page: Page, signIn: SignIn) => Promise<void>;
  /** Makes the call and checks what the catalogue says the person sees (for the fault kind given). */
  failAndExpect: (page: Page, kind: string) => Promise<void>;
  /** With the fault cleared: the same action works. */
  recover: (page: Page) => Promise<void>;
}

const setShortTimeout = (page: Page) => setRequestTimeout(page, SHORT_TIMEOUT_MS);

const errorDialog = (page: Page) => page.getByRole('dialog', { name: 'Fehler' });

/**
 * A send that got no answer at all (network error, hang past the timeout) says so and keeps the input (issue 16);
 * any other failure shows the catalogue's message for the call (spec section 8).
 */
async function expectSendFailure(page: Page, kind: string, catalogueText: string): Promise<void> {
  if (kind === 'network error' || kind === 'hang') {
    await expect(page.getByRole('dialog', { name: 'Keine Verbindung' })).toContainText(
      'keine Antwort vom Server',
      { timeout: 10_000 },
    );
  } else {
    await expect(errorDialog(page)).toContainText(catalogueText, { timeout: 10_000 });
  }
}

async function closeDialog(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

const GROUPS: readonly CallGroup[] = [
  {
    group: 'bookings: list on My page',
    route: 'bookings.listForUser',
    kinds: ['500', 'malformed body'],
    arrange: async (page, signIn) => {
      await signIn('demo');
      await waitForDashboard(page);
    },
    failAndExpect: async (page) => {
      await page.getByRole('link', { name: 'Mein WEN' }).click();
      await expect(page.getByText('Ihre Inserate konnten nicht geladen werden.')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
    recover: async (page) => {
      await page.getByRole('button', { name: 'Erneut versuchen' }).click();
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  },
  {
    group: 'bookings: create',
    route: 'bookings.create',
    kinds: ['network error', 'hang'],
    arrange: async (page, signIn) => {
      await signIn('demo', {
        session: {
          [REQUEST_KEY]: dachauToFizRequest(),
          [DRAFT_KEY]: oneTimeDraft('Zwei Plätze frei.'),
        },
      });
      await waitForDashboard(page);
      await navigateInApp(page, '/commute-pooling/create/overview');
      await expect(page.getByRole('button', { name: 'Erstellen' })).toBeEnabled();
    },
    failAndExpect: async (page, kind) => {
      await page.getByRole('button', { name: 'Erstellen' }).click();
      await expectSendFailure(page, kind, 'Ihr Inserat konnte nicht bearbeitet werden');
      await closeDialog(page);
      await expect(page).toHaveURL(/\/create\/overview$/);
      await expect(page.getByLabel('Weitere Informationen (optional)')).toHaveValue(
        'Zwei Plätze frei.',
      );
    },
    recover: async (page) => {
      await page.getByRole('button', { name: 'Erstellen' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    },
  },
];

const kindsOf = (group: CallGroup) => FAULT_KINDS.filter((kind) => group.kinds.includes(kind.name));
const FAULT_COUNT = GROUPS.reduce((sum, group) => sum + kindsOf(group).length, 0);

/**
 * Back to a fresh tab's storage between two fault kinds (no sign-in, no fake-backend data, no session entries):
 * each kind starts from the same state as a test of its own would, without a new context and service worker.
 */
async function resetTab(page: Page): Promise<void> {
  await page.goto(QUIET_DOCUMENT);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

/** What the vitest run of the whole catalogue wrote (tests/unit/reliability/fault-catalogue.tsx). */
function readVitestFaults(): { records: FaultRecord[] } | null {
  try {
    return JSON.parse(readFileSync(VITEST_FAULTS_REPORT, 'utf8')) as { records: FaultRecord[] };
  } catch {
    return null;
  }
}

/** Something is on screen: the root has visible text (a blank screen would have none). */
async function isBlank(page: Page): Promise<boolean> {
  const text = await page.locator('#root').innerText();
  return text.trim().length === 0;
}

test.describe('fault injection: the catalogue message, never a blank screen, recovery', () => {
  // One test per call group injects its fault kinds in turn (arrange, fail, clear, recover, next kind): the same
  // faults and checks as a test per kind, without a new browser context and service worker for each. (The
  // read-as-success rule of a malformed answer to a send is checked in vitest: fault-catalogue.tsx.)
  for (const callGroup of GROUPS) {
    const { group, route, arrange, failAndExpect, recover } = callGroup;
    const kinds = kindsOf(callGroup);
    test(`${group} — ${kinds.map((kind) => kind.name).join(', ')}`, async ({ page, signIn }) => {
      test.setTimeout(45_000 * kinds.length);
      for (const [index, kind] of kinds.entries()) {
        await test.step(kind.name, async () => {
          if (index > 0) await resetTab(page);
          await arrange(page, signIn);
          await setShortTimeout(page);
          await injectFault(page, { route, ...kind.fault });
          await failAndExpect(page, kind.name);
          const blank = await isBlank(page);
          expect(blank).toBe(false);
          await clearFaults(page);
          await recover(page);
          recordResult('faults', `${group}-${kind.name}`, { group, kind: kind.name, blank });
        });
      }
    });
  }

  test.afterAll(() => {
    writeSummary<FaultRecord>('faults', FAULT_COUNT, (records) => {
      // The catalogue's run in vitest (npm test runs it before Playwright); missing, it counts nothing.
      const jsdom = readVitestFaults();
      const all = [...records, ...(jsdom?.records ?? [])];
      const groups = new Set(all.map((record) => record.group)).size;
      const blanks = all.filter((record) => record.blank).length;
      const vitestPart = jsdom
        ? `${jsdom.records.length} in jsdom`
        : `none in jsdom: ${VITEST_FAULTS_REPORT} missing, run npm run test:unit first`;
      return {
        line: `reliability: ${all.length} faults injected over ${groups} call groups (${vitestPart}, ${records.length} in Chromium through the service worker), ${blanks} blank screens`,
        figures: {
          faults: all.length,
          callGroups: groups,
          blankScreens: blanks,
          byRunner: { vitest: jsdom?.records.length ?? 0, playwright: records.length },
        },
      };
    });
  });
});
