import type { Page } from '@playwright/test';
import { NEW_COMPANY_PROFILE, signOnWithCompany } from './support/auth-helpers';
import { expect as baseExpect, PERSONAS, test } from './support/fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

/**
 * Issue 36, point 4: no dead ends. Every screen a signed-in user can be held on before the app proper (a missing
 * e-mail, the confirmation sent, new terms, the corporate registration) offers Help, a way to log out and the
 * language switch, as the dashboard does.
 */

/** Help leads to /help and back; the language switch changes the screen's language (and back to German). */
async function expectWayOut(page: Page, path: RegExp, heading: { de: string; en: string }) {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1, name: heading.de })).toBeVisible();
  const languages = page.getByRole('group', { name: 'Sprache' });
  await languages.getByRole('button', { name: /^EN/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading.en })).toBeVisible();
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: /^DE/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading.de })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Hilfe' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hilfe' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(path);
}

/** Logs out (asked first when the header's icon does it) and lands on the login. */
async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Abmelden' }).click();
  const confirm = page.getByRole('dialog', { name: 'Abmelden?' });
  if (await confirm.isVisible().catch(() => false)) {
    await confirm.getByRole('button', { name: 'Ja, abmelden' }).click();
  }
  await expect(page).toHaveURL(/\/login$/);
}

test('a user without e-mail: the missing-e-mail screen and the confirmation have Help, Logout and the language', async ({
  page,
}) => {
  await signOnWithCompany(page, PERSONAS.missingEmail.qNumber);
  const missingMail = { de: 'E-Mail-Adresse ergänzen', en: 'Add your e-mail address' };
  await expectWayOut(page, /\/register-missing-mail$/, missingMail);
  // Logout is asked first, and staying keeps the screen.
  await page.getByRole('banner').getByRole('button', { name: 'Abmelden' }).click();
  await page
    .getByRole('dialog', { name: 'Abmelden?' })
    .getByRole('button', { name: 'Angemeldet bleiben' })
    .click();
  await expect(page).toHaveURL(/\/register-missing-mail$/);

  await page.getByLabel('E-Mail').fill('mia.fischer@bmw.example');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(/\/confirmation-email-sent$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Hilfe' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Sprache' })).toBeVisible();
  await logOut(page);
});

test('pending terms and the corporate registration have Help, Logout and the language', async ({
  page,
  signIn,
}) => {
  await signIn('termsPending', { language: 'de' });
  await expectWayOut(page, /\/terms-and-conditions$/, {
    de: 'Nutzungsbedingungen',
    en: 'Terms and conditions',
  });
  await logOut(page);

  await signOnWithCompany(page, NEW_COMPANY_PROFILE.qNumber);
  await expectWayOut(page, /\/register-wen-user$/, {
    de: 'Registrierung für WEN',
    en: 'Register for WEN',
  });
});
