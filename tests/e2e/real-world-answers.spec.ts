import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { PERSONAS } from '@mocks/seed';
import type { ScenarioId } from '@scenarios/scenario-registry';
import { pickSignOnPersona, openCompanySignOn } from './support/auth-helpers';
import { openApp } from './support/fixtures';
import { pickLocation } from './support/find-helpers';
import {
  berlinDay,
  bookingCard,
  bookingListComplete,
  chooseOneTimeDeparture,
  continueButton,
  openMyPage,
} from './support/posting-helpers';
import { recordResult, writeSummary } from './support/reliability-report';
import {
  FAILURE_TITLES,
  VARIANCE_JOURNEYS as JOURNEYS,
  VITEST_VARIANCE_REPORT,
  type JourneyRun,
} from '../unit/reliability/catalogues';
import { expect, scenarioPath, test } from './support/scenario-fixture';

/**
 * The variance suite (issue 16): the main journeys of the app against the fake backend answering as a real backend
 * may within the spec (scenarios real-world-answers*, mocks/answer-shapes.ts): every "not shown" answer as 200 with
 * JSON, 200 empty, 204, or mixed (text included), unknown fields everywhere, null fields left out, the token as
 * accessToken, numbers as numbers, a posting in a state outside the spec. vitest walks the journeys under every
 * mode and compares each mode's end state with the default mode's (tests/unit/reliability/variance-journeys.tsx);
 * Chromium walks them under the mixed mode, the browser's representative: the answers through the service worker,
 * no error modal, no blank screen, no uncaught error. The summary line adds both runners' journeys
 * (reports/reliability-variance-vitest.json).
 */

const MODES = ['real-world-answers'] as const satisfies readonly ScenarioId[];

/** What the vitest run of every mode wrote (tests/unit/reliability/variance-journeys.tsx). */
function readVitestVariance(): {
  modes: number;
  journeys: number;
  errorModals: number;
  blankScreens: number;
} | null {
  try {
    return JSON.parse(readFileSync(VITEST_VARIANCE_REPORT, 'utf8')) as {
      modes: number;
      journeys: number;
      errorModals: number;
      blankScreens: number;
    };
  } catch {
    return null;
  }
}

/** Every modal the page opens, by its title, in order (the app's modal is a <dialog>). */
async function watchModals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const titles: string[] = [];
    (window as unknown as { wenModalTitles: string[] }).wenModalTitles = titles;
    new MutationObserver(() => {
      for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[open]')) {
        if (dialog.dataset.watched) continue;
        dialog.dataset.watched = 'yes';
        const labelledBy = dialog.getAttribute('aria-labelledby');
        const title = labelledBy ? document.getElementById(labelledBy)?.textContent : null;
        titles.push((title ?? dialog.textContent ?? '').trim());
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open'],
    });
  });
}

const modalTitles = (page: Page) =>
  page.evaluate(() => (window as unknown as { wenModalTitles?: string[] }).wenModalTitles ?? []);

test.describe('the main journeys under the mixed answer shapes', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const mode of MODES) {
    test(`${mode}: ${JOURNEYS.length} journeys, no error modal, no blank screen`, async ({
      page,
    }) => {
      const walked: string[] = [];
      let blankScreens = 0;
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await watchModals(page);

      /**
       * One journey done: the page shows something (a screen with its h1, or at least a spinner), never nothing.
       * A blank page is counted, then fails the test.
       */
      const done = async (journey: (typeof JOURNEYS)[number]) => {
        const blank = await page.evaluate(() => {
          const root = document.getElementById('root');
          return !root || (root.innerText.trim() === '' && !root.querySelector('[role="status"]'));
        });
        if (blank) blankScreens += 1;
        await expect(
          page.getByRole('heading', { level: 1 }).first(),
          `${journey}: a screen, not a blank page`,
        ).toBeVisible();
        walked.push(journey);
      };

      // Log in as the persona held on the terms screen (the scenario is the tab's from now on).
      await openApp(page, scenarioPath(mode, { path: '/login/email' }));
      await page.getByLabel(/^E-Mail$/).fill(PERSONAS.termsPending.email);
      await page.getByLabel(/^Passwort$/).fill(PERSONAS.termsPending.password);
      await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
      await expect(page).toHaveURL(/\/terms-and-conditions$/);
      await done('log in');

      // Terms: accept (the answer is not shown in the spec), then the dashboard.
      await page.getByRole('button', { name: 'Akzeptieren' }).click();
      await expect(page.getByRole('button', { name: 'Fahrer finden', exact: true })).toBeVisible();
      await done('terms');

      // Search and offers: origin, destination, find drivers, open a match, back.
      await pickLocation(page, 'origin', 'Dachau', /^Dachau, 85221 Dachau/);
      await pickLocation(page, 'destination', 'FIZ', /^FIZ Forschungs- und Innovationszentrum/);
      await page.getByRole('button', { name: 'Fahrer finden', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Fahrer' })).toBeVisible();
      const offers = page.getByRole('list').filter({ has: page.getByRole('link') });
      await offers.getByRole('listitem').first().getByRole('link').click();
      await expect(page).toHaveURL(/\/commute-pooling\/offers\/detail$/);
      await expect(page.getByRole('link', { name: 'E-Mail schreiben' })).toBeVisible();
      await page.getByRole('button', { name: 'Zurück' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Fahrer' })).toBeVisible();
      await done('search and offers');

      // Create: no drivers? a passenger request for tomorrow, one-time, from the search's route.
      await page.getByRole('button', { name: /Mitfahrgesuch erstellen/ }).click();
      await continueButton(page).click();
      const day = berlinDay(1);
      await chooseOneTimeDeparture(page, day, '07:30');
      await page.getByLabel('Weitere Informationen (optional)').fill('Treffpunkt Bahnhof.');
      await page.getByRole('button', { name: 'Erstellen' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await done('create');

      // Cancel it on My page (the answer is not shown: the card says cancelled all the same).
      await openMyPage(page);
      const card = bookingCard(page, 'Dachau', 'FIZ', day);
      await expect(card).toHaveCount(1);
      await card.getByRole('button', { name: 'Stornieren' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Inserat stornieren' }).click();
      await expect(card).toContainText('Einmalig · Inserat storniert');
      await done('cancel');

      // Remove it.
      await card.getByRole('button', { name: 'Entfernen' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Inserat entfernen' }).click();
      await expect(card).toHaveCount(0);
      await done('remove');

      // Feedback and support from the car-pooling help.
      await page.getByRole('link', { name: 'Hilfe' }).first().click();
      await expect(page).toHaveURL(/\/commute-pooling\/help$/);
      await page.getByRole('link', { name: 'Feedback', exact: true }).click();
      await page.getByRole('radio', { name: '9' }).check();
      await page.getByRole('button', { name: 'Senden' }).click();
      await expect(page).toHaveURL(/\/commute-pooling\/help$/);
      await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank!' })).toBeVisible();
      await done('feedback');

      await page.getByRole('link', { name: 'Support', exact: true }).click();
      await page.getByLabel('Ihre Nachricht').fill('Die App läuft gut.');
      await page.getByRole('button', { name: 'Senden' }).click();
      await expect(page).toHaveURL(/\/commute-pooling\/help$/);
      await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank!' })).toBeVisible();
      await done('support');

      // The end state: My page as it is after the journeys (the seeded postings, one created and removed).
      await openApp(page, '/my-wen');
      await expect(page.getByRole('article').first()).toBeVisible();
      await bookingListComplete(page);
      const endState = (await page.getByRole('article').allInnerTexts()).map((text) =>
        text.replace(/\s+/g, ' ').trim(),
      );
      // The posting in a state outside the spec is not among them (real-world modes add one to the list).
      expect(endState.length).toBeGreaterThan(0);

      // Logout (its answer is not shown either).
      await page.getByRole('button', { name: 'Abmelden' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Ja, abmelden' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await done('logout');

      // Missing e-mail: the company sign-on of an employee without an address, who gives one.
      await openCompanySignOn(page);
      await pickSignOnPersona(page, PERSONAS.missingEmail.qNumber);
      await expect(page).toHaveURL(/\/register-missing-mail$/);
      await page.getByLabel('E-Mail').fill('mia.fischer@bmw.example');
      await page.getByRole('button', { name: 'Weiter', exact: true }).click();
      await expect(page).toHaveURL(/\/confirmation-email-sent$/);
      await page.getByRole('link', { name: 'Weiter', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Willkommen, Mia Fischer!' })).toBeVisible();
      await done('missing e-mail');

      const failures = (await modalTitles(page)).filter((title) => FAILURE_TITLES.test(title));
      expect(failures, 'error modals').toEqual([]);
      expect(pageErrors, 'uncaught errors').toEqual([]);
      expect(walked).toEqual([...JOURNEYS]);
      recordResult('variance', mode, {
        mode,
        journeys: walked,
        errorModals: failures,
        blankScreens,
        endState,
      } satisfies JourneyRun);
    });
  }

  test.afterAll(() => {
    writeSummary<JourneyRun>('variance', MODES.length, (records) => {
      // The run of every mode in vitest (npm test runs it before Playwright); missing, it counts nothing.
      const jsdom = readVitestVariance();
      const errorModals =
        records.reduce((sum, record) => sum + record.errorModals.length, 0) +
        (jsdom?.errorModals ?? 0);
      const blankScreens =
        records.reduce((sum, record) => sum + record.blankScreens, 0) + (jsdom?.blankScreens ?? 0);
      const jsdomRuns = jsdom ? jsdom.journeys * jsdom.modes : 0;
      const browserRuns = JOURNEYS.length * records.length;
      const vitestPart = jsdom
        ? `${jsdom.journeys} × ${jsdom.modes} answer shapes (exact, 200 with JSON, 200 empty, 204, mixed) in jsdom, the same end state in every mode`
        : `none in jsdom: ${VITEST_VARIANCE_REPORT} missing, run npm run test:unit first`;
      return {
        line: `variance: ${jsdomRuns + browserRuns} journeys walked (${vitestPart}; ${JOURNEYS.length} × mixed in Chromium): ${errorModals} error modals, ${blankScreens} blank screens`,
        figures: {
          journeys: JOURNEYS.length,
          modes: jsdom?.modes ?? 0,
          journeysWalked: { vitest: jsdomRuns, playwright: browserRuns },
          errorModals,
          blankScreens,
        },
      };
    });
  });
});
