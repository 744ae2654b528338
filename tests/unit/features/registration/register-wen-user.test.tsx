import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, NEW_COMPANY_PROFILE } from '@mocks/node';
import { browserLocation } from '@/lib/browser-location';
import { env } from '@/lib/env';
import { session } from '@/domain/session/session-state';
import { tokenStorage } from '@/lib/token-storage';
import { renderApp, resetAppState, stubLogin, visit } from '../../support/render-app';
import { makeUser } from '../../support/builders';
import {
  answerNextCall,
  holdNextCall,
  signOnReturnPath,
  useAuthTestBackend,
} from '../../support/auth-test-backend';

useAuthTestBackend({ fresh: true });

const configured = env.ssoAuthorizeUrl;
const SSO = 'https://sso.example-carmaker.com/authorize';
beforeEach(() => {
  env.ssoAuthorizeUrl = SSO;
});
afterEach(() => {
  env.ssoAuthorizeUrl = configured;
});

async function signOnAsNewcomer(language: 'de' | 'en' = 'en') {
  visit(await signOnReturnPath(NEW_COMPANY_PROFILE.qNumber));
  const view = renderApp({ language });
  await waitFor(() => expect(window.location.pathname).toBe('/register-wen-user'));
  return view;
}

describe('/register-wen-user', () => {
  it('welcomes the signed-on employee; Register waits for the ticked box', async () => {
    await signOnAsNewcomer('de');

    expect(
      await screen.findByRole('heading', { name: 'Willkommen bei WEN, Lena Neumann!' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Sie haben sich mit Ihrer Q-Nummer angemeldet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Datenschutzhinweise' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\//),
    );
    const register = screen.getByRole('button', { name: 'Registrieren' });
    expect(register).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox'));
    expect(register).toBeEnabled();
    await userEvent.click(screen.getByRole('checkbox'));
    expect(register).toBeDisabled();
  });

  it('registers (busy meanwhile), marks the user registered and sends the browser to the company sign-in', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    await signOnAsNewcomer();
    const release = holdNextCall('auth.registerOnboard');
    await userEvent.click(await screen.findByRole('checkbox'));
    const register = screen.getByRole('button', { name: 'Register' });
    await userEvent.click(register);

    expect(register).toBeDisabled();
    expect(screen.getByRole('status', { name: 'Registering …' })).toBeInTheDocument();
    release();

    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    const target = new URL(assign.mock.calls[0]?.[0] ?? '');
    expect(target.origin + target.pathname).toBe(SSO);
    expect(Object.fromEntries(target.searchParams)).toEqual({
      client_id: env.ssoClientId,
      scope: 'openid profile email bmwids organization',
      redirect_uri: `${window.location.origin}/wen`,
      response_type: 'code',
      authIndexValue: 'strongAuth4000Service',
    });
    // Still on the registration while the browser leaves (no /login in between: issue 36 point 7) ...
    expect(window.location.pathname).toBe('/register-wen-user');
    expect(screen.getByRole('heading', { level: 1, name: 'Register for WEN' })).toBeInTheDocument();
    // ... its stored sign-on spent; shown again from the back-forward cache, the tab is no longer 'new'.
    expect(tokenStorage.getOnboardingToken()).toBeNull();
    expect(session.status).toBe('new');
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(session.status).not.toBe('new');
    expect(
      db.users.findFirst((q) => q.where({ qNumber: NEW_COMPANY_PROFILE.qNumber })),
    ).toMatchObject({ email: NEW_COMPANY_PROFILE.email, acceptedTerms: true, active: true });
  });

  it('stays on the registration after a reload of the tab', async () => {
    const first = await signOnAsNewcomer();
    first.unmount();
    resetAppState();

    visit('/register-wen-user');
    renderApp({ language: 'en' });
    expect(
      await screen.findByRole('heading', { name: 'Welcome to WEN, Lena Neumann!' }),
    ).toBeInTheDocument();
  });

  it.each([
    [
      409,
      'You are already registered or the e-mail address is in use. Please log in with your Q-number.',
    ],
    [500, 'The registration failed. Please try again. If the problem persists, contact support.'],
  ])('a failure (%i) shows the error modal and keeps the user here', async (status, text) => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    await signOnAsNewcomer();
    answerNextCall('auth.registerOnboard', { status });
    await userEvent.click(await screen.findByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveAccessibleDescription(text);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(window.location.pathname).toBe('/register-wen-user');
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('an expired sign-on (401) leads back to the login', async () => {
    await signOnAsNewcomer();
    answerNextCall('auth.registerOnboard', { status: 401 });
    await userEvent.click(await screen.findByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Your sign-on has expired');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('Cancel ends the sign-on and goes to /login', async () => {
    await signOnAsNewcomer();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(tokenStorage.getOnboardingToken()).toBeNull();
  });

  it('asks for an e-mail address when the company server has none', async () => {
    stubLogin({ user: makeUser({ email: null, acceptedTerms: false }), onboardingToken: 'onb' });
    visit('/wen?code=any');
    renderApp({ language: 'en' });

    const email = await screen.findByLabelText('E-mail');
    await userEvent.click(screen.getByRole('checkbox'));
    const register = screen.getByRole('button', { name: 'Register' });
    expect(register).toBeDisabled();
    await userEvent.type(email, 'e@x');
    // Judged when the field is left, with the spec's generic 'No valid input'.
    expect(email).not.toHaveAccessibleDescription('No valid input');
    await userEvent.tab();
    expect(email).toHaveAccessibleDescription('No valid input');
    expect(register).toBeDisabled();
    await userEvent.type(email, 'y.example');
    expect(register).toBeEnabled();
  });
});
