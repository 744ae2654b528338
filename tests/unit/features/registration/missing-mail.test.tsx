import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db, PERSONAS } from '@mocks/node';
import { currentUser } from '@/domain/session/current-user';
import { renderApp, visit } from '../../support/render-app';
import { signOnReturnPath, useAuthTestBackend } from '../../support/auth-test-backend';

useAuthTestBackend({ fresh: true });

async function signOnWithoutEmail(language: 'de' | 'en' = 'en') {
  visit(await signOnReturnPath(PERSONAS.missingEmail.qNumber));
  renderApp({ language });
  await waitFor(() => expect(window.location.pathname).toBe('/register-missing-mail'));
  return screen.findByLabelText(language === 'en' ? 'E-mail' : 'E-Mail');
}

describe('/register-missing-mail', () => {
  it('is pushed (a new history entry) for a signed-on user without e-mail', async () => {
    const before = window.history.length;
    await signOnWithoutEmail('de');
    expect(window.history.length).toBe(before + 1);
    expect(
      screen.getByRole('heading', { level: 1, name: 'E-Mail-Adresse ergänzen' }),
    ).toBeInTheDocument();
  });

  it('says invalid input and keeps Continue disabled until the address follows the rule', async () => {
    const field = await signOnWithoutEmail('de');
    const continueButton = screen.getByRole('button', { name: 'Weiter' });
    expect(continueButton).toBeDisabled();
    expect(screen.queryByText('Ungültige Eingabe')).not.toBeInTheDocument();

    await userEvent.type(field, 'm@x');
    // Not while the user is still typing: once they leave the field.
    expect(screen.queryByText('Ungültige Eingabe')).not.toBeInTheDocument();
    expect(continueButton).toBeDisabled();
    await userEvent.tab();
    expect(field).toHaveAccessibleDescription('Ungültige Eingabe');
    expect(continueButton).toBeDisabled();
    await userEvent.type(field, 'y');
    expect(screen.queryByText('Ungültige Eingabe')).not.toBeInTheDocument();
    expect(continueButton).toBeEnabled();
  });

  it('saves the address, reloads the user and shows it on /confirmation-email-sent, then continues to /', async () => {
    const field = await signOnWithoutEmail();
    await userEvent.type(field, 'mia.fischer@bmw.example');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirmation e-mail sent' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/confirmation-email-sent');
    expect(window.history.state).toEqual({ email: 'mia.fischer@bmw.example' });
    expect(screen.getByText('mia.fischer@bmw.example')).toBeInTheDocument();
    expect(currentUser()?.email).toBe('mia.fischer@bmw.example');
    expect(db.users.findFirst((q) => q.where({ id: PERSONAS.missingEmail.id }))?.email).toBe(
      'mia.fischer@bmw.example',
    );

    await userEvent.click(screen.getByRole('link', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Mia Fischer!' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('an address the backend refuses (400) is marked invalid input', async () => {
    const field = await signOnWithoutEmail();
    // Passes the spec's rule, but is no e-mail address for the backend (no domain dot).
    await userEvent.type(field, 'mia@fischer');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(field).toHaveAccessibleDescription('invalid input'));
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(window.location.pathname).toBe('/register-missing-mail');
  });

  it('an address another account uses (409) gets a modal', async () => {
    const field = await signOnWithoutEmail();
    await userEvent.type(field, PERSONAS.demo.email);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveAccessibleDescription('This e-mail address is already in use.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(field).toHaveValue(PERSONAS.demo.email);
  });

  it('/confirmation-email-sent without an address in the navigation state goes on to /', async () => {
    const field = await signOnWithoutEmail();
    await userEvent.type(field, 'mia.fischer@bmw.example');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Confirmation e-mail sent' });

    window.history.pushState(null, '', '/confirmation-email-sent');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });
});
