import {
  closeModal,
  modal,
  NEW_COMPANY_PROFILE,
  openCompanySignOn,
  pickSignOnPersona,
  SIGN_ON_ITEMS,
  signOnWithCompany,
  submitEmailLogin,
} from './support/auth-helpers';
import { expect as baseExpect, openApp, PERSONAS, test } from './support/fixtures';

// Every step that loads the app anew (sign-on round trips, ?locale=en) may take a while on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

test.describe('/login and the company sign-on', () => {
  test('shows title, tagline, description, help and language switcher in German and English', async ({
    page,
  }) => {
    await openApp(page, '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'WEN' })).toBeVisible();
    await expect(page.getByText('Gemeinsam zur Arbeit')).toBeVisible();
    await expect(page.getByText(/Bilden Sie Fahrgemeinschaften/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mit Q-Nummer anmelden' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Hilfe und Support' })).toHaveAttribute(
      'href',
      '/support',
    );

    await page
      .getByRole('group', { name: 'Sprache' })
      .getByRole('button', { name: 'English' })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText('Commute together')).toBeVisible();
    await expect(page.getByText(/Share your commute with colleagues/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in with Q-number' })).toBeVisible();

    await page.getByRole('link', { name: 'Help and support' }).click();
    await expect(page).toHaveURL(/\/support$/);
  });

  test('the Q-number button opens the sign-on with exactly the five items; the demo persona lands on the dashboard', async ({
    page,
  }) => {
    const signOn = await openCompanySignOn(page);
    expect([...signOn.searchParams.keys()].sort()).toEqual([...SIGN_ON_ITEMS]);
    expect(signOn.searchParams.get('client_id')).toMatch(/^wen-/);
    expect(signOn.searchParams.get('scope')).toBe('openid profile email bmwids organization');
    expect(signOn.searchParams.get('redirect_uri')).toBe(`${signOn.origin}/wen`);
    expect(signOn.searchParams.get('response_type')).toBe('code');
    expect(signOn.searchParams.get('authIndexValue')).toBe('strongAuth4000Service');

    await pickSignOnPersona(page, PERSONAS.demo.qNumber);
    await expect(page).toHaveURL(/\/wen$/);
    await expect(page.getByRole('heading', { name: 'Willkommen, Max Mustermann!' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
  });

  test('the fake sign-on page refuses an incomplete request and an unknown Q-number', async ({
    page,
  }) => {
    await openApp(page, '/mock-sign-on?client_id=wen-prod');
    const invalid = page.getByRole('alert');
    await expect(invalid.getByRole('heading', { name: /Invalid request/ })).toBeVisible();
    for (const item of ['redirect_uri', 'response_type', 'scope']) {
      await expect(invalid.getByText(`${item}: fehlt / missing`)).toBeVisible();
    }
    await expect(page.getByRole('button', { name: /Sign on/ })).toHaveCount(0);

    await openCompanySignOn(page);
    await page.getByLabel('Q-Nummer / Q-number').fill('Q000000');
    await page.getByRole('button', { name: 'Anmelden / Sign on' }).click();
    await expect(page.getByRole('alert')).toContainText('does not know the Q-number Q000000');
    await expect(page).toHaveURL(/\/mock-sign-on\?/);
  });

  test('a signed-on employee new to WEN registers on /register-wen-user, is sent to the sign-on again and signs in', async ({
    page,
  }) => {
    await signOnWithCompany(page, NEW_COMPANY_PROFILE.qNumber);
    await expect(page).toHaveURL(/\/register-wen-user$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Registrierung für WEN' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Willkommen bei WEN, Lena Neumann!' }),
    ).toBeVisible();
    await expect(page.getByText(/Sie haben sich mit Ihrer Q-Nummer angemeldet/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Registrieren', exact: true })).toBeDisabled();

    // The 'new' state lasts for the tab: a reload stays on the registration, now in English.
    await page.goto('/register-wen-user?locale=en');
    await expect(
      page.getByRole('heading', { name: 'Welcome to WEN, Lena Neumann!' }),
    ).toBeVisible();
    await expect(page.getByText(/You have signed on with your Q-number/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    const register = page.getByRole('button', { name: 'Register', exact: true });
    await expect(register).toBeDisabled();
    await page.getByLabel('I accept the terms of use and have read the privacy notice.').check();
    await expect(register).toBeEnabled();

    await register.click();
    const signOnAgain = await page
      .waitForURL((url) => url.pathname === '/mock-sign-on')
      .then(() => new URL(page.url()));
    expect([...signOnAgain.searchParams.keys()].sort()).toEqual([...SIGN_ON_ITEMS]);
    await expect(page.getByText(/NEW_COMPANY_PROFILE:/)).toBeVisible();

    await pickSignOnPersona(page, NEW_COMPANY_PROFILE.qNumber);
    await expect(page).toHaveURL(/\/wen$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Lena Neumann!' })).toBeVisible();
  });
});

// The fake backend's other refusals (401, 403, 500) in German and English, and the no-access texts, are checked in
// jsdom against the same fake backend: tests/unit/features/auth/email-login-answers.test.tsx. The lockout below
// takes the wrong-password answer through the service worker five times.
test.describe('e-mail login', () => {
  test('asks for both fields, links to sign-up and to a password reset by mail to the support', async ({
    page,
  }) => {
    await openApp(page, '/login');
    await page.getByRole('link', { name: 'Mit E-Mail anmelden' }).click();
    await expect(page).toHaveURL(/\/login\/email$/);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Bitte E-Mail und Passwort angeben!');

    const reset = page.getByRole('link', { name: 'Passwort vergessen?' });
    await page.getByLabel('E-Mail').fill('max@bmw.example');
    const href = (await reset.getAttribute('href')) ?? '';
    expect(href).toMatch(/^mailto:wen-support%40example-carmaker\.com\?subject=/);
    expect(decodeURIComponent(href)).toContain('max@bmw.example');

    await page.goto('/login/email?locale=en');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Please provide e-mail and password!');
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign up', exact: true }).click();
    await expect(page).toHaveURL(/\/register-first-step$/);
  });

  test('429: after 5 wrong passwords the account is locked', async ({ page }) => {
    await openApp(page, '/login/email?locale=en');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await submitEmailLogin(page, PERSONAS.demo.email, `wrong-${attempt}`);
      await expect(modal(page)).toContainText("Credentials don't match");
      await closeModal(page);
    }
    // Even the right password is refused while the lock lasts.
    await submitEmailLogin(page, PERSONAS.demo.email, PERSONAS.demo.password);
    await expect(modal(page)).toHaveAccessibleName('Login failed');
    await expect(modal(page)).toContainText('Too many login attempts');
    await closeModal(page);
    await expect(page).toHaveURL(/\/login\/email/);
  });
});

test.describe('access gating', () => {
  test('pending terms hold the user on /terms-and-conditions until accepted', async ({
    page,
    signIn,
  }) => {
    await signIn('termsPending');
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    await expect(page.getByRole('heading', { name: 'Willkommen, Tobias Keller!' })).toBeVisible();
    await page.goto('/my-wen?locale=en');
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    await expect(page.getByText(/We have updated our terms and conditions/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read the terms and conditions' })).toBeVisible();

    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(page).not.toHaveURL(/terms-and-conditions/);
    await expect(page.getByRole('heading', { name: 'Welcome, Tobias Keller!' })).toBeVisible();
  });

  test('a user without e-mail gives one on /register-missing-mail and sees the confirmation', async ({
    page,
  }) => {
    await signOnWithCompany(page, PERSONAS.missingEmail.qNumber);
    await expect(page).toHaveURL(/\/register-missing-mail$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'E-Mail-Adresse ergänzen' }),
    ).toBeVisible();
    const field = page.getByLabel('E-Mail');
    await field.fill('m@x');
    await expect(page.getByText('Ungültige Eingabe')).toBeHidden();
    await field.blur();
    await expect(page.getByText('Ungültige Eingabe')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Weiter', exact: true })).toBeDisabled();

    await page.goto('/register-missing-mail?locale=en');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Add your e-mail address' }),
    ).toBeVisible();
    await page.getByLabel('E-mail').fill('m@x');
    await page.getByLabel('E-mail').blur();
    await expect(page.getByText('invalid input')).toBeVisible();
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    await expect(continueButton).toBeDisabled();
    await page.getByLabel('E-mail').fill('mia.fischer@bmw.example');
    await expect(page.getByText('invalid input')).toBeHidden();
    await continueButton.click();

    await expect(page).toHaveURL(/\/confirmation-email-sent$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Confirmation e-mail sent' }),
    ).toBeVisible();
    await expect(page.getByText('mia.fischer@bmw.example')).toBeVisible();
    await page.getByRole('link', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Mia Fischer!' })).toBeVisible();
  });

  test('logout clears the token, ends the server session and leaves for /login', async ({
    page,
    signIn,
  }) => {
    const logoutCalls: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/v1/logout')
        logoutCalls.push(response.status());
    });
    await signIn('demo');
    await expect(page.getByRole('heading', { name: 'Willkommen, Max Mustermann!' })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    // Logging out from My page: the tab is named after the screen.
    await page.getByRole('link', { name: 'Mein WEN' }).click();
    await expect(page).toHaveTitle('Mein WEN · WEN');

    await page.getByRole('button', { name: 'Abmelden', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ja, abmelden' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The login has no screen title of its own: the tab is named after the app again.
    await expect(page).toHaveTitle('WEN');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await expect.poll(() => logoutCalls).toEqual([204]);

    // The ended session is refused by the backend too: a reload stays logged out.
    await page.evaluate((old) => old && localStorage.setItem('accessToken', old), token);
    await page.reload();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await expect(page).toHaveURL(/\/login$/);
  });
});
