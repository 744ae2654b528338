import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect } from 'vitest';
import { afterHandlerFaultsHook } from '@mocks/faults';
import type { AfterResolveHook } from '@mocks/handlers/define-handler';
import { ScenarioRuntime } from '@mocks/scenario-runtime';
import { resetMobilityRequest } from '@/domain/trip-request/mobility-request-store';
import { resetDraft } from '@/features/posting-creation/posting-draft-store';
import { resetRegistration } from '@/features/registration/registration-store';
import { useFakeBackendAt } from './fake-backend-at';
import { renderApp, resetAppState, visit } from './render-app';

/**
 * Whole journeys of the app in jsdom, as the browser suites walk them: the real app against the fake backend with
 * its scenario runtime (scenario, injected faults, answer shapes), as the mock build's service worker runs it.
 * Used by the fault catalogue, the variance suite and the scenarios' effects (tests/unit/reliability,
 * tests/unit/scenarios).
 */

/** A Monday, 08:00 in Munich: the fake backend and the app's clock stand here. */
export const JOURNEY_TEST_NOW = new Date('2026-11-23T07:00:00.000Z');

export const journeyUser = userEvent.setup();

/**
 * The fake backend for a file of journeys: a scenario runtime (the default scenario until `select`), the faults the
 * tab injects (before and after the handler, as in the browser) and the scenario's answer shapes; the app's clock
 * at JOURNEY_TEST_NOW (only Date is faked).
 */
export function useJourneyBackend(): ScenarioRuntime {
  const runtime = new ScenarioRuntime();
  const afterResolve: AfterResolveHook = async (info, response) =>
    afterHandlerFaultsHook(info, await runtime.shape(info, response));
  useFakeBackendAt(JOURNEY_TEST_NOW, runtime, { afterResolve });
  beforeAll(() => {
    // Screens load lazily: the first load of one in a file can take seconds on a busy machine.
    configure({ asyncUtilTimeout: 10_000 });
  });
  // Registered after the fake backend's hooks, so it runs before them (hooks unwind as a stack): the app leaves
  // with the clock still faked, as before.
  afterEach(() => {
    cleanup();
  });
  return runtime;
}

/**
 * A fresh page load at `path`; `prepare` puts stored state (request, draft) in place before it. The app's
 * language is German unless the journey asks for English.
 */
export function launchApp(path: string, prepare?: () => void, language: 'de' | 'en' = 'de'): void {
  cleanup();
  resetAppState();
  resetDraft();
  resetMobilityRequest();
  resetRegistration();
  prepare?.();
  visit(path);
  renderApp({ language });
}

/** Puts a text into a field as Playwright's fill does (one input, not a key at a time). */
export async function fill(field: HTMLElement, text: string): Promise<void> {
  await journeyUser.clear(field);
  await journeyUser.paste(text);
}

/**
 * Presses a button as Playwright's click does: waits until it is there and enabled (a disabled button ignores the
 * press, and a screen may enable it only once its data is in), then clicks.
 */
export async function press(name: string | RegExp): Promise<void> {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  await journeyUser.click(button);
}

export const expectPath = (expected: RegExp) =>
  waitFor(() => expect(window.location.pathname).toMatch(expected));

/** Closes the open dialog with OK and waits until it is gone. */
export async function closeDialog(): Promise<void> {
  const dialog = await screen.findByRole('dialog');
  await journeyUser.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** Back on the car-pooling help with its thanks (a sent feedback or support message). */
export async function expectThanks(): Promise<void> {
  await expectPath(/\/commute-pooling\/help$/);
  await waitFor(() =>
    expect(
      screen.getAllByRole('status').some((status) => status.textContent?.includes('Vielen Dank!')),
    ).toBe(true),
  );
}

/** The dashboard's button that opens the picker, in German (Start, Ziel) or English (Origin, Destination). */
export const LOCATION_BUTTON = {
  Start: /^Start\b(?! und Ziel tauschen)/,
  Ziel: /^Ziel\b/,
  Origin: /^Origin\b/,
  Destination: /^Destination\b/,
} as const;

/** Picks a place from the dashboard: opens the picker, searches the term, taps the place whose text starts so. */
export async function pickLocation(
  target: keyof typeof LOCATION_BUTTON,
  term: string,
  place: RegExp,
): Promise<void> {
  await journeyUser.click(await screen.findByRole('button', { name: LOCATION_BUTTON[target] }));
  await expectPath(/\/commute-pooling\/location-picker$/);
  await fill(await screen.findByRole('searchbox'), term);
  // Each place is listed once: in the results, or higher up among the recent places or hot spots.
  await waitFor(() => {
    const results = screen.getByRole('region', { name: /^(Suchergebnisse|Search results)/ });
    expect(
      within(results).queryAllByRole('listitem').length +
        within(results).queryAllByText(/^(Keine Ergebnisse|No results)$/).length,
    ).toBeGreaterThan(0);
  });
  const [choice] = screen
    .getAllByRole('listitem')
    .flatMap((item) => within(item).queryAllByRole('button', { name: place }));
  if (!choice) throw new Error(`no place ${String(place)} listed for '${term}'`);
  await journeyUser.click(choice);
  await waitFor(() => expect(window.location.pathname).not.toMatch(/location-picker/));
}
