import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { db, PERSONAS } from '@mocks/node';
import { updateDraft } from '@/features/registration/registration-store';
import { env } from '@/lib/env';
import { renderApp, visit } from '../../support/render-app';
import { answerNextCall, holdNextCall, useAuthTestBackend } from '../../support/auth-test-backend';

useAuthTestBackend({ fresh: true });

const apiMode = env.apiMode;
afterEach(() => {
  env.apiMode = apiMode;
});

interface Registration {
  email: string;
  group: RegExp;
  employeeNumber: string;
}

async function registerInEnglish({ email, group, employeeNumber }: Registration) {
  const user = userEvent.setup();
  visit('/register-first-step');
  renderApp({ language: 'en' });
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), 'Sicher-123');
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('radio', { name: group }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(await screen.findByLabelText('First name'), 'Jana');
  await user.type(screen.getByLabelText('Last name'), 'Kraus');
  await user.type(screen.getByLabelText('Department'), 'FG-12');
  await user.type(screen.getByLabelText('Employee number'), employeeNumber);
  return user;
}

describe('e-mail registration', () => {
  it('step 1 refuses a bad e-mail, a short password and unaccepted terms, naming each', async () => {
    const user = userEvent.setup();
    visit('/register-first-step');
    renderApp({ language: 'en' });
    await user.type(await screen.findByLabelText('E-mail'), 'not-an-address');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Please enter a valid e-mail address.',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters The password must have at least 8 characters.',
    );
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'Please accept the terms of use and the privacy notice.',
    );
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(window.location.pathname).toBe('/register-first-step');
  });

  it('the later steps send the user back to step 1 when the password is gone (a reload)', async () => {
    visit('/register-first-step');
    renderApp({ language: 'en' });
    await screen.findByLabelText('E-mail');
    updateDraft({ email: 'jana@bmw.example', acceptedTerms: true, group: 'public' });

    act(() => navigate('/register-employee-details'));
    await waitFor(() => expect(window.location.pathname).toBe('/register-first-step'));
    act(() => navigate('/register-third-step'));
    await waitFor(() => expect(window.location.pathname).toBe('/register-first-step'));
  });

  it('creates an unconfirmed account, sends the confirmation mail and says so by group', async () => {
    env.apiMode = 'mock';
    const release = holdNextCall('auth.registerCreate');
    const user = await registerInEnglish({
      email: 'jana.kraus@bmw.example',
      group: /As an employee of the corporate group/,
      employeeNumber: 'q012345',
    });
    expect(screen.getByLabelText('Employee number')).toHaveAttribute(
      'placeholder',
      'Q123456 or QX12345',
    );
    const submit = screen.getByRole('button', { name: 'Sign up' });
    await user.click(submit);
    expect(submit).toBeDisabled();
    expect(screen.getByRole('status', { name: 'Sending the registration …' })).toBeInTheDocument();
    release();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'You got mail' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/register-third-step');
    expect(screen.getByText('jana.kraus@bmw.example')).toBeInTheDocument();
    expect(screen.getByText(/The link is valid for 14 days/)).toBeInTheDocument();
    expect(screen.getByText(/share rides with your colleagues/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login/email');
    expect(screen.getByRole('link', { name: /Open test mailbox/ })).toHaveAttribute(
      'href',
      '/mock-mailbox',
    );

    const account = db.users.findFirst((q) => q.where({ email: 'jana.kraus@bmw.example' }));
    expect(account).toMatchObject({
      active: false,
      givenName: 'Jana',
      qNumber: 'Q012345',
      group: 'corporate',
      acceptedTerms: true,
    });
    expect(db.sentMails.all().map((mail) => mail.to)).toEqual(['jana.kraus@bmw.example']);
  });

  it('an external user gets the text of the public group, and no test mailbox outside mock mode', async () => {
    env.apiMode = 'real';
    const user = await registerInEnglish({
      email: 'extern@mail.example',
      group: /As an external person/,
      employeeNumber: 'P-4711',
    });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText(/log in as an external person/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open test mailbox/ })).not.toBeInTheDocument();
  });

  it.each([
    [
      'the e-mail of an existing account (409)',
      { status: 409, code: 'EMAIL_IN_USE' },
      'Sign-up Failed',
      'This e-mail address is already in use. Please log in or reset your password.',
    ],
    [
      'a registered employee number (409)',
      { status: 409, code: 'EMPLOYEE_NUMBER_IN_USE' },
      'Sign-up Failed',
      'This employee number is already registered. Please log in or contact support.',
    ],
    [
      'any other failure (500)',
      { status: 500 },
      'Error',
      'The registration failed. Please review your input and try again. If the problem persists, contact support.',
    ],
  ])('%s gives its modal, and keeps the input', async (_case, answer, title, text) => {
    answerNextCall('auth.registerCreate', answer);
    const user = await registerInEnglish({
      email: 'jana.kraus@bmw.example',
      group: /As an employee of the corporate group/,
      employeeNumber: 'Q012345',
    });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog).toHaveAccessibleDescription(text);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(window.location.pathname).toBe('/register-employee-details');
    expect(screen.getByLabelText('First name')).toHaveValue('Jana');
  });

  it('the fake backend itself answers 409 for the e-mail of the demo account', async () => {
    const user = await registerInEnglish({
      email: PERSONAS.demo.email,
      group: /As an employee of the corporate group/,
      employeeNumber: 'Q012345',
    });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('dialog', { name: 'Sign-up Failed' })).toBeInTheDocument();
  });
});
