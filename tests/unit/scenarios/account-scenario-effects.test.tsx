import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SEED } from '@mocks/node';
import { NEW_COMPANY_PROFILE, PERSONAS, type PersonaKey } from '@mocks/seed';
import { findScenario, type ScenarioId } from '@scenarios/scenario-registry';
import {
  closeDialog,
  expectPath,
  fill,
  journeyUser as user,
  launchApp,
  press,
  useJourneyBackend,
} from '../support/app-journey';
import { signOnReturnPath, storeTokenOf } from '../support/app-test-backend';

/**
 * The account scenarios' effect in the app, as a person sees it: the real app in jsdom against the fake backend
 * put into the scenario as the dev panel does (issue 17i moved these from tests/e2e/scenarios-effects.spec.ts,
 * which keeps the scenarios that go through a link, the panel, a reload or the browser's clock). What each
 * scenario answers is checked at the backend in scenario-behaviour.test.ts.
 */

const runtime = useJourneyBackend();

/** The tab's scenario from now on, on freshly seeded data (as the panel's switch re-seeds). */
async function selectScenario(id: ScenarioId): Promise<void> {
  const scenario = findScenario(id);
  if (!scenario) throw new Error(`no scenario ${id}`);
  runtime.select({ scenario, seed: scenario.seed ?? DEFAULT_SEED });
  await runtime.applyData({ reset: true });
}

/** The panel's sign-in of a password persona: logged in at the backend, then the app opens at home. */
async function signInAs(persona: PersonaKey): Promise<void> {
  await storeTokenOf(persona);
  launchApp('/');
}

/** The panel's sign-in of a company persona: back from the company sign-on with a code (a page load). */
async function signOnAs(qNumber: string): Promise<void> {
  launchApp(await signOnReturnPath(qNumber));
}

const destinationButton = () => screen.findByRole('button', { name: /^Ziel\b/ });

beforeEach(() => {
  runtime.setLatency({ mode: 'none' });
});

describe('account scenarios in the app', () => {
  it('inactive-account: the demo login answers Inactive Account', async () => {
    await selectScenario('inactive-account');
    launchApp('/login/email');
    await fill(await screen.findByLabelText(/^e-mail$/i), PERSONAS.demo.email);
    await fill(screen.getByLabelText(/^passwort$/i), PERSONAS.demo.password);
    await press(/^anmelden$/i);
    const dialog = await screen.findByRole('dialog', { name: 'Anmeldung fehlgeschlagen' });
    expect(dialog).toHaveTextContent('Inaktives Konto.');
    await closeDialog();
    expect(window.location.pathname).toMatch(/\/login\/email$/);
  });

  it('missing-email: the persona signs on and is asked for an e-mail', async () => {
    await selectScenario('missing-email');
    await signOnAs(PERSONAS.missingEmail.qNumber);
    await expectPath(/\/register-missing-mail$/);
    await screen.findByRole('heading', { name: 'E-Mail-Adresse ergänzen' });
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toBeVisible();
  });

  it('new-user: the sign-on answers without a token and the registration follows', async () => {
    await selectScenario('new-user');
    await signOnAs(NEW_COMPANY_PROFILE.qNumber);
    await expectPath(/\/register-wen-user$/);
    await screen.findByRole('heading', { name: 'Willkommen bei WEN, Lena Neumann!' });
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('public-user: a PublicUser with an account number instead of a Q-number', async () => {
    await selectScenario('public-user');
    await signInAs('publicUser');
    await screen.findByRole('heading', { name: 'Willkommen, Sophie Becker!' });
    await user.click(screen.getByRole('link', { name: /^mein wen$/i }));
    await expectPath(/\/my-wen$/);
    await screen.findByRole('heading', { level: 2, name: /^meine inserate$/i });
    expect(await screen.findByText('P-20001', { exact: true })).toBeVisible();
  });

  it('campus-buildings-on and -off switch the Campus tab of the location picker', async () => {
    await selectScenario('campus-buildings-on');
    await signInAs('demo');
    await user.click(await destinationButton());
    await expectPath(/\/location-picker$/);
    expect(await screen.findByRole('tab', { name: 'Campus' })).toBeVisible();

    await selectScenario('campus-buildings-off');
    await signInAs('buildings');
    await screen.findByRole('heading', { name: 'Willkommen, Felix Hoffmann!' });
    await user.click(await destinationButton());
    await expectPath(/\/location-picker$/);
    expect(await screen.findByRole('searchbox', { name: 'Ort suchen' })).toBeVisible();
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
  });
});
