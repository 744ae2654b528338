import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { PERSONAS } from '@mocks/node';
import { sessionKeys } from '@/api/session';
import { mobilityRequest } from '@/domain/trip-request/mobility-request-store';
import { queryClient } from '@/lib/query-client';
import { journeyUser as user, launchApp as launch } from '../support/app-journey';
import { storeTokenOf } from '../support/app-test-backend';
import { DACHAU, FIZ } from '../support/builders';
import { findBookingCards } from '../support/booking-cards';

/** The steps of the fault catalogue (fault-catalogue.tsx): what a call group is, and the journeys its cases share. */

export interface CallGroup {
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

const { email } = PERSONAS.demo;
export const demoEmail = email ?? '';
export const { password } = PERSONAS.demo;

export async function startSignedIn(path: string, prepare?: () => void): Promise<void> {
  await storeTokenOf('demo');
  launch(path, prepare);
}

export async function waitForDashboard(): Promise<void> {
  await waitFor(() => expect(window.location.pathname).toMatch(/^\/(dashboard)?$/));
  await screen.findByRole('heading', { name: /Max Mustermann/ });
}

export const dialogNamed = (name: string) => screen.findByRole('dialog', { name });

/**
 * A send that got no answer at all (network error, hang past the timeout) says so and keeps the input (issue 16);
 * any other failure shows the catalogue's message for the call (spec section 8).
 */
export async function expectSendFailure(kind: string, catalogueText: string): Promise<void> {
  const dialog =
    kind === 'network error' || kind === 'hang'
      ? await dialogNamed('Keine Verbindung')
      : await dialogNamed('Fehler');
  const text =
    kind === 'network error' || kind === 'hang' ? 'keine Antwort vom Server' : catalogueText;
  await waitFor(() => expect(dialog).toHaveTextContent(text));
}

export const ACTIVE = / · Inserat aktiv/;
export const ENDED = / · (Inserat storniert|Inserat abgelaufen|Inserat beendet)/;

/** The list item of the first booking card whose text matches, by its id (the card may move in the list). */
export async function firstBookingItemId(status: RegExp): Promise<string> {
  const card = (await findBookingCards()).find((article) => status.test(article.textContent ?? ''));
  const id = card?.closest('li')?.id;
  if (!id) throw new Error(`no booking card matching ${String(status)} in a list item with an id`);
  return id;
}

export const itemById = (id: string) => {
  const item = document.getElementById(id);
  if (!item) throw new Error(`the list item ${id} is gone`);
  return item;
};

export async function cancelItem(id: string): Promise<void> {
  await user.click(within(itemById(id)).getByRole('button', { name: 'Stornieren' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Inserat stornieren' }));
}

/** Focuses the window until the app reloads the user (spec section 2: on focus) and that call has ended. */
export async function focusUntilUserReloaded(): Promise<void> {
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

export const startButton = () =>
  screen.getByRole('button', { name: /^Start\b(?! und Ziel tauschen)/ });

/** A complete search request Dachau → FIZ departing now, as the dashboard stores it. */
export function storeDachauToFizRequest(): void {
  mobilityRequest.origin = DACHAU;
  mobilityRequest.destination = FIZ;
  mobilityRequest.departureTime = new Date().toISOString();
}
