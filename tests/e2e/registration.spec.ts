import {
  closeModal,
  failCallsTo,
  fillRegistrationDetails,
  fillRegistrationFirstStep,
  modal,
  NEW_REGISTRATION,
  submitEmailLogin,
} from './support/auth-helpers';
import { expect as baseExpect, openApp, PERSONAS, test } from './support/fixtures';

// Every step that loads the app anew (the mailbox round trip, ?locale=en) may take a while on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

test.describe('e-mail registration', () => {
  test('four steps in German, confirmation in the test mailbox, then log in', async ({ page }) => {
    const input = NEW_REGISTRATION;
    await openApp(page, '/register-first-step');

    // Step 1: e-mail, password, terms and privacy.
    await expect(page.getByRole('heading', { level: 1, name: 'Registrieren' })).toBeVisible();
    await expect(page.getByText('Schritt 1 von 4')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Datenschutzhinweise' })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
    await expect(page.getByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).toBeVisible();
    await expect(
      page.getByText('Bitte akzeptieren Sie die Nutzungsbedingungen und die Datenschutzhinweise.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/register-first-step$/);
    await fillRegistrationFirstStep(page, input);

    // Step 2: company employee or external.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Persönliche Angaben' }),
    ).toBeVisible();
    await expect(page.getByRole('group', { name: 'Wie nutzen Sie WEN?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Weiter', exact: true })).toBeDisabled();
    await page
      .getByRole('radio', { name: /Als Mitarbeiterin oder Mitarbeiter des Konzerns/ })
      .check();
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();

    // Step 3: all four details are mandatory.
    await expect(page.getByRole('heading', { level: 1, name: 'Mitarbeiterdaten' })).toBeVisible();
    await expect(page.getByLabel('Personalnummer')).toHaveAttribute(
      'placeholder',
      'Q123456 oder QX12345',
    );
    await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
    await expect(page.getByText('Bitte füllen Sie dieses Feld aus.')).toHaveCount(4);
    await expect(page).toHaveURL(/\/register-employee-details$/);
    await page.getByRole('link', { name: 'Zurück' }).click();
    await fillRegistrationDetails(page, input);

    // Step 4: 'You got mail'.
    await expect(page).toHaveURL(/\/register-third-step$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sie haben Post' })).toBeVisible();
    await expect(page.getByText(input.email)).toBeVisible();
    await expect(page.getByText(/Der Link ist 14 Tage gültig/)).toBeVisible();
    await expect(
      page.getByText(/Fahrgemeinschaften mit Kolleginnen und Kollegen bilden/),
    ).toBeVisible();

    // Not confirmed yet: the login is refused as inactive.
    await page.getByRole('link', { name: 'Anmelden', exact: true }).click();
    await expect(page).toHaveURL(/\/login\/email$/);
    await submitEmailLogin(page, input.email, input.password);
    await expect(modal(page)).toContainText('Inaktives Konto');
    await closeModal(page);

    // The test mailbox has the confirmation mail; its link activates the account.
    await page.goBack();
    await expect(page).toHaveURL(/\/register-third-step$/);
    await page.getByRole('link', { name: /Testpostfach öffnen/ }).click();
    await expect(page).toHaveURL(/\/mock-mailbox$/);
    const mail = page.getByRole('article').filter({ hasText: input.email });
    await expect(mail).toBeVisible();
    await mail.getByRole('button', { name: /Confirm registration/ }).click();
    await expect(mail.getByRole('status')).toContainText('Confirmed');

    await page.getByRole('link', { name: /To the login/ }).click();
    await expect(page).toHaveURL(/\/login\/email$/);
    await submitEmailLogin(page, input.email, input.password);
    await expect(page.getByRole('heading', { name: 'Willkommen, Jana Kraus!' })).toBeVisible();
  });

  test('in English: the draft survives going back and a reload (but not the password); public group; 409 then success', async ({
    page,
  }) => {
    const input = { ...NEW_REGISTRATION, group: 'public' as const, employeeNumber: 'P-4711' };
    await openApp(page, '/register-first-step?locale=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expect(page.getByText('At least 8 characters')).toBeVisible();
    // First with the e-mail of an existing account.
    await fillRegistrationFirstStep(page, { ...input, email: PERSONAS.demo.email });

    await expect(
      page.getByRole('heading', { level: 1, name: 'Personal information' }),
    ).toBeVisible();
    await expect(page.getByText('How do you use WEN?')).toBeVisible();
    await page.getByRole('radio', { name: /As an external person/ }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Employee details' })).toBeVisible();
    await expect(page.getByLabel('Employee number')).toHaveAttribute(
      'placeholder',
      'Q123456 or QX12345',
    );

    // Back to step 1: everything is still there.
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page.getByRole('radio', { name: /As an external person/ })).toBeChecked();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page.getByLabel('E-mail')).toHaveValue(PERSONAS.demo.email);
    await expect(page.getByLabel('Password')).toHaveValue(input.password);

    // A reload keeps the draft for the tab, but never the password.
    await page.reload();
    await expect(page.getByLabel('E-mail')).toHaveValue(PERSONAS.demo.email);
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expect(page.getByRole('checkbox')).toBeChecked();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByText('The password must have at least 8 characters.')).toBeVisible();
    await page.getByLabel('Password').fill(input.password);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await fillRegistrationDetails(page, input);

    await expect(modal(page)).toHaveAccessibleName('Sign-up Failed');
    await expect(modal(page)).toHaveAccessibleDescription(
      'This e-mail address is already in use. Please log in or reset your password.',
    );
    await closeModal(page);
    await expect(page).toHaveURL(/\/register-employee-details$/);

    // With a new address the registration goes through.
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByLabel('E-mail').fill(input.email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'You got mail' })).toBeVisible();
    await expect(page.getByText('Step 4 of 4')).toBeVisible();
    await expect(page.getByText(input.email)).toBeVisible();
    await expect(page.getByText(/The link is valid for 14 days/)).toBeVisible();
    await expect(page.getByText(/log in as an external person/)).toBeVisible();
    await expect(page.getByRole('link', { name: /Open test mailbox/ })).toBeVisible();
    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/login\/email$/);
  });

  test('409 in German: the e-mail of an existing account gives Sign-up Failed', async ({
    page,
  }) => {
    await openApp(page, '/register-first-step');
    await fillRegistrationFirstStep(page, { ...NEW_REGISTRATION, email: PERSONAS.demo.email });
    await fillRegistrationDetails(page, NEW_REGISTRATION);
    await expect(modal(page)).toHaveAccessibleName('Registrierung fehlgeschlagen');
    await expect(modal(page)).toHaveAccessibleDescription(
      'Diese E-Mail-Adresse wird bereits verwendet. Bitte melden Sie sich an oder setzen Sie Ihr Passwort zurück.',
    );
  });

  test('any other failure (500) gives the general error', async ({ page }) => {
    await failCallsTo(page, '/api/v1/register/create', 500);
    await openApp(page, '/register-first-step?locale=en');
    await fillRegistrationFirstStep(page, NEW_REGISTRATION);
    await fillRegistrationDetails(page, NEW_REGISTRATION);
    await expect(modal(page)).toHaveAccessibleName('Error');
    await expect(modal(page)).toHaveAccessibleDescription(
      'The registration failed. Please review your input and try again. If the problem persists, contact support.',
    );
    await closeModal(page);
    // Nothing typed is lost.
    await expect(page.getByLabel('First name')).toHaveValue(NEW_REGISTRATION.givenName);
  });
});
