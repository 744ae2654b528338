import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEED, issueAuthorizationCode, PERSONAS } from '@mocks/node';
import { findScenario, type ScenarioId } from '@scenarios/scenario-registry';
import {
  expectPath,
  expectThanks,
  fill,
  journeyUser as user,
  launchApp as launch,
  pickLocation,
  useJourneyBackend,
  press,
} from '../support/app-journey';
import { VARIANCE_PARTS_DIR } from '../support/global-setup';
import {
  FAILURE_TITLES,
  VARIANCE_JOURNEYS as JOURNEYS,
  VITEST_VARIANCE_REPORT,
  type JourneyRun,
} from './catalogues';
import { findBookingCards } from '../support/booking-cards';

/**
 * The variance suite (issue 16) in jsdom: the main journeys of the app against the fake backend answering as a real
 * backend may within the spec (scenarios real-world-answers*, mocks/answer-shapes.ts): every "not shown" answer as
 * 200 with JSON, 200 empty, 204, or mixed (text included), unknown fields everywhere, null fields left out, the
 * token as accessToken, numbers as numbers, a posting in a state outside the spec. Each mode walks the same journeys
 * as the default mode, with no error modal, no blank screen, and the same end state (compared by the file that
 * ends last). Chromium keeps the mixed mode through the service worker (tests/e2e/real-world-answers.spec.ts).
 */

/** The day after JOURNEY_TEST_NOW (tests/unit/support/app-journey.tsx), as the date field wants it, and as a booking card shows it. */
const TOMORROW = '2026-11-24';
const TOMORROW_ON_CARD = '24.11.2026';

export const MODES = [
  'default',
  'real-world-answers-json',
  'real-world-answers-empty',
  'real-world-answers-204',
  'real-world-answers',
] as const satisfies readonly ScenarioId[];
type Mode = (typeof MODES)[number];

const button = (name: string | RegExp) => screen.findByRole('button', { name });
const link = (name: string | RegExp) => screen.findByRole('link', { name });

/** Every modal the page opens, by its title, in order (the app's modal is a <dialog>). */
function watchModals(): { titles: string[]; stop: () => void } {
  const titles: string[] = [];
  const observer = new MutationObserver(() => {
    for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[open]')) {
      if (dialog.dataset.watched) continue;
      dialog.dataset.watched = 'yes';
      const labelledBy = dialog.getAttribute('aria-labelledby');
      const title = labelledBy ? document.getElementById(labelledBy)?.textContent : null;
      titles.push((title ?? dialog.textContent ?? '').trim());
    }
  });
  observer.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['open'],
  });
  return { titles, stop: () => observer.disconnect() };
}

/** The booking card of the created request (Dachau → FIZ, tomorrow), as a person finds it on My page. */
const createdCards = () =>
  screen
    .queryAllByRole('article')
    .filter((card) =>
      ['Dachau', 'FIZ', TOMORROW_ON_CARD].every((text) => card.textContent?.includes(text)),
    );

/** The journeys of one mode, from the login to the missing e-mail's registration. */
async function walkJourneys(mode: Mode): Promise<JourneyRun> {
  const walked: string[] = [];
  let blankScreens = 0;
  const modals = watchModals();
  const uncaught: string[] = [];
  const onError = (event: ErrorEvent) => uncaught.push(event.message);
  window.addEventListener('error', onError);

  /** One journey done: the page shows a screen with its h1 (or at least a spinner), never nothing. */
  const done = async (journey: (typeof JOURNEYS)[number]) => {
    const text = document.body.textContent?.trim() ?? '';
    if (text === '' && !document.querySelector('[role="status"]')) blankScreens += 1;
    expect((await screen.findAllByRole('heading', { level: 1 })).length, journey).toBeGreaterThan(
      0,
    );
    walked.push(journey);
  };

  try {
    // Log in as the persona held on the terms screen.
    launch('/login/email');
    await fill(await screen.findByLabelText(/^E-Mail$/), PERSONAS.termsPending.email ?? '');
    await fill(screen.getByLabelText(/^Passwort$/), PERSONAS.termsPending.password);
    await press('Anmelden');
    await expectPath(/\/terms-and-conditions$/);
    await done('log in');

    // Terms: accept (the answer is not shown in the spec), then the dashboard.
    await press('Akzeptieren');
    await button('Fahrer finden');
    await done('terms');

    // Search and offers: origin, destination, find drivers, open a match, back.
    await pickLocation('Start', 'Dachau', /^Dachau, 85221 Dachau/);
    await pickLocation('Ziel', 'FIZ', /^FIZ Forschungs- und Innovationszentrum/);
    await press('Fahrer finden');
    await screen.findByRole('heading', { level: 1, name: 'Fahrer' });
    const offers = (await screen.findAllByRole('list')).find(
      (list) => within(list).queryAllByRole('link').length > 0,
    );
    if (!offers) throw new Error('no list of offers');
    const [firstOffer] = within(offers).getAllByRole('listitem');
    if (!firstOffer) throw new Error('no offer listed');
    await user.click(within(firstOffer).getByRole('link'));
    await expectPath(/\/commute-pooling\/offers\/detail$/);
    await link('E-Mail schreiben');
    await press('Zurück');
    await screen.findByRole('heading', { level: 1, name: 'Fahrer' });
    await done('search and offers');

    // Create: no drivers? a passenger request for tomorrow, one-time, from the search's route.
    await press(/Mitfahrgesuch erstellen/);
    await press('Weiter');
    await user.click(await screen.findByRole('radio', { name: 'Einmalig' }));
    await press('Weiter');
    const when = await screen.findByLabelText(/^Datum und Uhrzeit$/);
    await user.clear(when);
    await user.type(when, `${TOMORROW}T07:30`);
    await user.tab();
    await press('Weiter');
    await expectPath(/\/create\/overview$/);
    await fill(
      await screen.findByLabelText('Weitere Informationen (optional)'),
      'Treffpunkt Bahnhof.',
    );
    await press('Erstellen');
    await expectPath(/\/dashboard$/);
    await done('create');

    // Cancel it on My page (the answer is not shown: the card says cancelled all the same).
    await user.click(await link(/^mein wen$/i));
    await expectPath(/\/my-wen$/);
    await waitFor(() => expect(createdCards()).toHaveLength(1));
    const itemId = createdCards()[0]?.closest('li')?.id;
    if (!itemId) throw new Error('the created card has no list item id');
    const item = () => document.getElementById(itemId);
    await user.click(within(item()!).getByRole('button', { name: 'Stornieren' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Inserat stornieren' }),
    );
    await waitFor(() => expect(item()).toHaveTextContent('Einmalig · Inserat storniert'));
    await done('cancel');

    // Remove it.
    await user.click(within(item()!).getByRole('button', { name: 'Entfernen' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Inserat entfernen' }),
    );
    await waitFor(() => expect(createdCards()).toHaveLength(0));
    await done('remove');

    // Feedback and support from the car-pooling help.
    const [help] = await screen.findAllByRole('link', { name: 'Hilfe' });
    await user.click(help!);
    await expectPath(/\/commute-pooling\/help$/);
    await user.click(await link('Feedback'));
    await user.click(await screen.findByRole('radio', { name: '9' }));
    await press('Senden');
    await expectThanks();
    await done('feedback');

    await user.click(await link('Support'));
    await fill(await screen.findByLabelText('Ihre Nachricht'), 'Die App läuft gut.');
    await press('Senden');
    await expectThanks();
    await done('support');

    // The end state: My page as it is after the journeys (the seeded postings, one created and removed), on a
    // fresh page load.
    launch('/my-wen');
    const cards = await findBookingCards();
    const endState = cards.map((card) => (card.textContent ?? '').replace(/\s+/g, ' ').trim());
    expect(endState.length).toBeGreaterThan(0);

    // Logout (its answer is not shown either).
    await press('Abmelden');
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ja, abmelden' }),
    );
    await expectPath(/^\/login$/);
    await done('logout');

    // Missing e-mail: the company sign-on of an employee without an address, who gives one. The browser leaves
    // for the company sign-on and comes back with a code: a fresh page load.
    launch(
      `/wen?code=${encodeURIComponent(await issueAuthorizationCode(PERSONAS.missingEmail.qNumber ?? ''))}`,
    );
    await expectPath(/\/register-missing-mail$/);
    await fill(await screen.findByLabelText('E-Mail'), 'mia.fischer@bmw.example');
    await press('Weiter');
    await expectPath(/\/confirmation-email-sent$/);
    await user.click(await link('Weiter'));
    await screen.findByRole('heading', { name: 'Willkommen, Mia Fischer!' });
    await done('missing e-mail');

    const failures = modals.titles.filter((title) => FAILURE_TITLES.test(title));
    expect(failures, 'error modals').toEqual([]);
    expect(uncaught, 'uncaught errors').toEqual([]);
    expect(walked).toEqual([...JOURNEYS]);
    return { mode, journeys: walked, errorModals: failures, blankScreens, endState };
  } finally {
    modals.stop();
    window.removeEventListener('error', onError);
  }
}

/**
 * Notes this file's runs and, once every mode's run is there (the file that ends last), compares each mode's end
 * state with the default mode's (a difference fails that file), prints the summary line and writes
 * reports/reliability-variance-vitest.json.
 */
function noteRuns(part: string, runs: JourneyRun[]): void {
  mkdirSync(VARIANCE_PARTS_DIR, { recursive: true });
  const file = join(VARIANCE_PARTS_DIR, `${part}.json`);
  // Written whole, then renamed: the other worker may read the folder at this moment.
  writeFileSync(`${file}.tmp`, JSON.stringify(runs));
  renameSync(`${file}.tmp`, file);
  const records = readdirSync(VARIANCE_PARTS_DIR)
    .filter((name) => name.endsWith('.json'))
    .flatMap(
      (name) => JSON.parse(readFileSync(join(VARIANCE_PARTS_DIR, name), 'utf8')) as JourneyRun[],
    );
  if (records.length < MODES.length) return;
  const reference = records.find((record) => record.mode === 'default');
  const differing = records.filter(
    (record) => JSON.stringify(record.endState) !== JSON.stringify(reference?.endState),
  );
  // A mode that ended elsewhere than the default mode fails the run here.
  if (!reference || differing.length > 0) {
    throw new Error(
      `End state differs from the default mode in: ${differing.map((r) => r.mode).join(', ')}`,
    );
  }
  const errorModals = records.reduce((sum, record) => sum + record.errorModals.length, 0);
  const blankScreens = records.reduce((sum, record) => sum + record.blankScreens, 0);
  const line = `variance (vitest, jsdom): ${JOURNEYS.length} journeys × ${MODES.length} answer shapes (exact, 200 with JSON, 200 empty, 204, mixed): ${errorModals} error modals, ${blankScreens} blank screens, the same end state in every mode`;
  console.log(line);
  writeFileSync(
    join(process.cwd(), VITEST_VARIANCE_REPORT),
    `${JSON.stringify(
      {
        suite: 'variance',
        runner: 'vitest',
        summary: line,
        journeys: JOURNEYS.length,
        modes: MODES.length,
        errorModals,
        blankScreens,
        records,
        writtenAt: new Date().toISOString(),
      },
      null,
      2,
    )}\n`,
  );
}

/** The journeys under each of the modes given (a test per mode); `part` names this file's runs. */
export function describeVariance(part: string, modes: readonly Mode[]): void {
  const runtime = useJourneyBackend();
  const runs: JourneyRun[] = [];

  afterAll(() => {
    if (runs.length === modes.length) noteRuns(part, runs);
  });

  describe('the main journeys under every answer shape', () => {
    for (const mode of modes) {
      it(`${mode}: ${JOURNEYS.length} journeys, no error modal, no blank screen, the default end state`, async () => {
        const scenario = findScenario(mode);
        if (!scenario) throw new Error(`no scenario ${mode}`);
        // The tab's scenario from now on, on its freshly seeded data (?scenario= in the browser).
        runtime.select({ scenario, seed: scenario.seed ?? DEFAULT_SEED });
        await runtime.applyData({ reset: true });
        runs.push(await walkJourneys(mode));
      }, 120_000);
    }
  });
}
