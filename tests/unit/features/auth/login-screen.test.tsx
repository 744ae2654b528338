import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSignOnUrl, MOCK_SIGN_ON_PATH, signOnEndpoint } from '@/lib/sign-on-url';
import { browserLocation } from '@/lib/browser-location';
import { env } from '@/lib/env';
import { tokenStorage } from '@/lib/token-storage';
import { fetchCall, jsonResponse, renderApp, resetAppState, visit } from '../../support/render-app';
import { makeUser } from '../../support/builders';

const SIGN_ON_ITEMS = ['authIndexValue', 'client_id', 'redirect_uri', 'response_type', 'scope'];

beforeEach(() => {
  resetAppState();
});

describe('sign-on URL', () => {
  it('carries exactly the five query items of the spec', () => {
    const url = new URL(
      buildSignOnUrl({
        endpoint: 'https://sso.example-carmaker.com/authorize',
        clientId: 'wen-test',
        origin: 'https://wen.example',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://sso.example-carmaker.com/authorize');
    expect([...url.searchParams.keys()].sort()).toEqual(SIGN_ON_ITEMS);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'wen-test',
      scope: 'openid profile email bmwids organization',
      redirect_uri: 'https://wen.example/wen',
      response_type: 'code',
      authIndexValue: 'strongAuth4000Service',
    });
  });

  it('uses the configured endpoint, in mock mode the fake one, else none', () => {
    const origin = 'http://localhost:4173';
    expect(signOnEndpoint({ apiMode: 'mock', ssoAuthorizeUrl: null }, origin)).toBe(
      `${origin}${MOCK_SIGN_ON_PATH}`,
    );
    expect(
      signOnEndpoint({ apiMode: 'mock', ssoAuthorizeUrl: 'https://sso.example/a' }, origin),
    ).toBe('https://sso.example/a');
    expect(signOnEndpoint({ apiMode: 'real', ssoAuthorizeUrl: null }, origin)).toBeNull();
  });
});

describe('/login', () => {
  const configured = env.ssoAuthorizeUrl;
  afterEach(() => {
    env.ssoAuthorizeUrl = configured;
  });

  it('shows title, tagline, description, help link, language switcher and e-mail login link', async () => {
    visit('/login');
    renderApp({ language: 'en' });

    expect(await screen.findByRole('heading', { level: 1, name: 'WEN' })).toBeInTheDocument();
    expect(screen.getByText('Commute together')).toBeInTheDocument();
    expect(screen.getByText(/Share your commute with colleagues/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Help and support' })).toHaveAttribute(
      'href',
      '/support',
    );
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in with e-mail' })).toHaveAttribute(
      'href',
      '/login/email',
    );
  });

  it('sends the browser to the sign-on endpoint with the client id of the environment', async () => {
    env.ssoAuthorizeUrl = 'https://sso.example-carmaker.com/authorize';
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    visit('/login');
    renderApp();

    await userEvent.click(await screen.findByRole('button', { name: 'Mit Q-Nummer anmelden' }));

    expect(assign).toHaveBeenCalledOnce();
    const url = new URL(assign.mock.calls[0]?.[0] ?? '');
    expect([...url.searchParams.keys()].sort()).toEqual(SIGN_ON_ITEMS);
    expect(url.searchParams.get('client_id')).toBe(env.ssoClientId);
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/wen`);
  });

  it('shows an error instead of navigating when no endpoint is configured', async () => {
    env.ssoAuthorizeUrl = null; // the test build is a real-mode build
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    visit('/login');
    renderApp({ language: 'en' });

    await userEvent.click(await screen.findByRole('button', { name: 'Log in with Q-number' }));

    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Error' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('VITE_SSO_AUTHORIZE_URL'));
  });

  it('shows the Login failed modal when the start-up sign-on code was refused', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(403, { message: 'inactive' }));
    visit('/wen?code=refused');
    renderApp({ language: 'en' });

    const dialog = await screen.findByRole('dialog', { name: 'Login failed' });
    expect(dialog).toHaveTextContent('Inactive Account');
    expect(window.location.pathname).toBe('/login');
    expect(window.location.search).toBe('');
  });
});

describe('e-mail login', () => {
  async function fillAndSubmit(email: string, password: string) {
    const user = userEvent.setup();
    if (email) await user.type(await screen.findByLabelText('E-mail'), email);
    if (password) await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
  }

  it.each([
    ['both empty', '', ''],
    ['password empty', 'a@b.de', ''],
    ['e-mail blank', '   ', 'secret'],
  ])('asks for e-mail and password when %s, without a request', async (_case, email, password) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    visit('/login/email');
    renderApp({ language: 'en' });
    await screen.findByLabelText('E-mail');

    await fillAndSubmit(email, password);

    expect(screen.getByRole('alert')).toHaveTextContent('Please provide e-mail and password!');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  const failures: Array<[number | 'no answer', string]> = [
    [401, "Credentials don't match. Please check your e-mail and password, or sign up first."],
    [400, "Credentials don't match. Please check your e-mail and password, or sign up first."],
    [429, 'Too many login attempts. Your account is temporarily locked. Please try again later.'],
    [
      403,
      'Inactive Account: please confirm your e-mail address with the link from the sign-up mail. If that does not work, contact support.',
    ],
    [500, 'Login failed. Please try again.'],
    ['no answer', 'Login failed. Please try again.'],
  ];

  it.each(failures)('shows the Login failed modal for %s', async (status, text) => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      status === 'no answer'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(jsonResponse(status, { message: 'refused' })),
    );
    visit('/login/email');
    renderApp({ language: 'en' });

    await fillAndSubmit('erika@example.com', 'wrong');

    const dialog = await screen.findByRole('dialog', { name: 'Login failed' });
    expect(dialog).toHaveAccessibleDescription(text);
    expect(window.location.pathname).toBe('/login/email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('logs in, stores the token and goes to /', async () => {
    const user = makeUser();
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation((input) =>
        Promise.resolve(
          String(input).endsWith('/api/v1/login')
            ? jsonResponse(200, { user, idToken: 'id-1' })
            : jsonResponse(200, user),
        ),
      );
    visit('/login/email');
    renderApp({ language: 'en' });

    await fillAndSubmit(' erika@example.com ', 'secret');

    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Erika Mustermann!' }),
    ).toBeInTheDocument();
    expect(tokenStorage.getAccessToken()).toBe('id-1');
    expect(fetchCall(fetchSpy).body).toEqual({
      grant_type: 'password',
      email: 'erika@example.com',
      password: 'secret',
    });
  });

  it('sends a user without access token to the company registration', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(200, { user: makeUser(), onboardingToken: 'onboarding' }),
    );
    visit('/login/email');
    renderApp({ language: 'en' });

    await fillAndSubmit('erika@example.com', 'secret');

    await waitFor(() => expect(window.location.pathname).toBe('/register-wen-user'));
  });
});
