import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PERSONAS, type PersonaKey } from '@mocks/node';
import { renderApp, visit } from '../../support/render-app';
import { answerNextCall, storeTokenOf, useAuthTestBackend } from '../../support/auth-test-backend';

/**
 * The e-mail login's failures as the fake backend answers them (the seeded personas, a wrong password, a server
 * failure), in German and English: the modal's title and text, and the user stays on the login. Moved from
 * tests/e2e/auth.spec.ts (issue 17h), which keeps the lockout after five wrong passwords in Chromium.
 */
useAuthTestBackend();

type Language = 'de' | 'en';

const LABELS = {
  de: {
    email: 'E-Mail',
    password: 'Passwort',
    submit: 'Anmelden',
    title: 'Anmeldung fehlgeschlagen',
  },
  en: { email: 'E-mail', password: 'Password', submit: 'Log in', title: 'Login failed' },
} as const;

async function logIn(language: Language, persona: PersonaKey, password: string) {
  const labels = LABELS[language];
  visit('/login/email');
  renderApp({ language });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(labels.email), PERSONAS[persona].email ?? '');
  await user.type(screen.getByLabelText(labels.password), password);
  await user.click(screen.getByRole('button', { name: labels.submit }));
  return screen.findByRole('dialog', { name: labels.title });
}

async function closeAndStay(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(window.location.pathname).toBe('/login/email');
}

describe('e-mail login against the fake backend: its refusals, in German and English', () => {
  it.each<[Language, string]>([
    [
      'de',
      'Die Zugangsdaten stimmen nicht überein. Bitte prüfen Sie E-Mail und Passwort oder registrieren Sie sich zuerst.',
    ],
    ['en', "Credentials don't match. Please check your e-mail and password, or sign up first."],
  ])('401: a wrong password gives Credentials don’t match (%s)', async (language, text) => {
    const dialog = await logIn(language, 'demo', 'wrong-password');
    expect(dialog).toHaveAccessibleDescription(text);
    await closeAndStay(dialog);
  });

  it.each<[Language, RegExp]>([
    ['de', /^Inaktives Konto\./],
    ['en', /^Inactive Account/],
  ])('403: the inactive persona gives Inactive Account (%s)', async (language, text) => {
    const dialog = await logIn(language, 'inactive', PERSONAS.inactive.password);
    expect(dialog).toHaveAccessibleDescription(text);
    await closeAndStay(dialog);
  });

  it.each<[Language, string]>([
    ['de', 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.'],
    ['en', 'Login failed. Please try again.'],
  ])('any other failure (500) gives the generic Login failed text (%s)', async (language, text) => {
    answerNextCall('auth.login', { status: 500 });
    const dialog = await logIn(language, 'demo', PERSONAS.demo.password);
    expect(dialog).toHaveAccessibleDescription(text);
    await closeAndStay(dialog);
  });
});

describe('a user without access (the noAccess persona), in German and English', () => {
  it.each<[Language, string, string, string]>([
    [
      'de',
      'Willkommen, Nora Berger!',
      'Sie haben noch keinen Zugang zu den Mobilitätsdiensten.',
      'Hilfe',
    ],
    ['en', 'Welcome, Nora Berger!', "You don't have access to the mobility services yet.", 'Help'],
  ])(
    'sees the no-access texts and can still reach help (%s)',
    async (language, welcome, text, help) => {
      await storeTokenOf('noAccess');
      visit('/');
      renderApp({ language });
      expect(await screen.findByRole('heading', { name: welcome })).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('link', { name: help }));
      await waitFor(() => expect(window.location.pathname).toBe('/help'));
    },
  );
});
