import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SEED } from '@mocks/node';
import { findScenario, type ScenarioId } from '@scenarios/scenario-registry';
import {
  closeDialog,
  expectPath,
  fill,
  journeyUser as user,
  launchApp,
  pickLocation,
  useJourneyBackend,
  press,
} from '../support/app-journey';
import { storeTokenOf } from '../support/app-test-backend';
import { findBookingCards } from '../support/booking-cards';

/**
 * The failure scenarios' effect in the app, as a person sees it (the browser suite, tests/e2e/scenarios-effects.spec.ts,
 * switches scenarios by the dev panel and by link; here the fake backend is put into the scenario as the panel
 * does, and the real app runs against it in jsdom). What each scenario answers is checked at the backend in
 * scenario-behaviour.test.ts.
 */

const runtime = useJourneyBackend();

/** The tab's scenario from now on, on freshly seeded data; then the demo user signed in at `path`. */
async function startIn(id: ScenarioId, path: string): Promise<void> {
  const scenario = findScenario(id);
  if (!scenario) throw new Error(`no scenario ${id}`);
  runtime.select({ scenario, seed: scenario.seed ?? DEFAULT_SEED });
  await runtime.applyData({ reset: true });
  await storeTokenOf('demo');
  launchApp(path);
}

async function searchDriversFromDashboard(): Promise<void> {
  await screen.findByRole('heading', { name: /Max Mustermann/ });
  await pickLocation('Start', 'Dachau', /^Dachau, 85221 Dachau/);
  await pickLocation('Ziel', 'FIZ', /^FIZ Forschungs- und Innovationszentrum/);
  await press('Fahrer finden');
}

const errorDialog = () => screen.findByRole('dialog', { name: 'Fehler' });

beforeEach(() => {
  runtime.setLatency({ mode: 'none' });
});

describe('failure scenarios in the app', () => {
  it('offers-empty: the no-match text', async () => {
    await startIn('offers-empty', '/dashboard');
    await searchDriversFromDashboard();
    await screen.findByRole('heading', { level: 1, name: 'Fahrer' });
    await screen.findByText(/^Leider wurde kein passender Treffer gefunden\./);
  });

  it('offers-error: the offer failed modal and the error text', async () => {
    await startIn('offers-error', '/dashboard');
    await searchDriversFromDashboard();
    const dialog = await screen.findByRole('dialog', { name: 'Suche fehlgeschlagen' });
    expect(dialog).toHaveTextContent('Etwas ist schiefgelaufen.');
    await closeDialog();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Leider gibt es ein Problem. Bitte versuchen Sie es erneut.',
    );
  });

  it('creation-failure: Create shows the Error modal and the overview keeps the input', async () => {
    await startIn('creation-failure', '/commute-pooling/create/first-step');
    await press('Weiter');
    await user.click(await screen.findByRole('radio', { name: 'Einmalig' }));
    await press('Weiter');
    const when = await screen.findByLabelText(/^Datum und Uhrzeit$/);
    await user.clear(when);
    await user.type(when, '2026-11-24T07:30');
    await user.tab();
    await press('Weiter');
    await expectPath(/\/create\/overview$/);
    await pickLocation('Start', 'Dachau', /^Dachau, 85221 Dachau/);
    await pickLocation('Ziel', 'Garching', /^Garching/);
    await press('Erstellen');

    expect(await errorDialog()).toHaveTextContent('Ihr Inserat konnte nicht bearbeitet werden.');
    await closeDialog();
    expect(window.location.pathname).toMatch(/\/create\/overview$/);
    expect(screen.getByRole('button', { name: /^start .*Dachau/i })).toBeInTheDocument();
  });

  it('cancel-archive-failure: cancel and remove show the Error modal, the card stays', async () => {
    await startIn('cancel-archive-failure', '/my-wen');
    const cards = await findBookingCards();
    const cancellable = cards.find((card) =>
      within(card).queryByRole('button', { name: 'Stornieren' }),
    );
    const removable = cards.find((card) =>
      within(card).queryByRole('button', { name: 'Entfernen' }),
    );
    if (!cancellable || !removable) throw new Error('no card to cancel or to remove');
    expect(cancellable).toHaveTextContent('Inserat aktiv');

    await user.click(within(cancellable).getByRole('button', { name: 'Stornieren' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Inserat stornieren' }),
    );
    expect(await errorDialog()).toHaveTextContent('Es ist ein Fehler aufgetreten.');
    await closeDialog();

    await user.click(within(removable).getByRole('button', { name: 'Entfernen' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Inserat entfernen' }),
    );
    expect(await errorDialog()).toHaveTextContent('Es ist ein Fehler aufgetreten.');
    await closeDialog();
    expect(screen.getAllByRole('article').length).toBeGreaterThanOrEqual(cards.length);
    expect(cancellable).toHaveTextContent('Inserat aktiv');
    await waitFor(() =>
      expect(within(removable).getByRole('button', { name: 'Entfernen' })).toBeEnabled(),
    );
  });

  it('feedback-support-failure: sending feedback and a support message shows the error modal', async () => {
    await startIn('feedback-support-failure', '/commute-pooling/help');
    await user.click(await screen.findByRole('link', { name: 'Feedback' }));
    await user.click(await screen.findByRole('radio', { name: '8' }));
    await press('Senden');
    expect(await errorDialog()).toHaveTextContent('Ihre Anfrage konnte nicht bearbeitet werden.');
    await closeDialog();
    expect(screen.getByRole('radio', { name: '8' })).toBeChecked();

    act(() => window.history.back());
    await expectPath(/\/commute-pooling\/help$/);
    const [support] = await screen.findAllByRole('link', { name: /^Support/ });
    await user.click(support!);
    await fill(await screen.findByRole('textbox'), 'Die App hängt.');
    await press('Senden');
    expect(await errorDialog()).toHaveTextContent('Ihre Anfrage konnte nicht bearbeitet werden.');
    await closeDialog();
    expect(screen.getByRole('textbox')).toHaveValue('Die App hängt.');
  });
});
