import { expect, type Page } from '@playwright/test';
import { NEW_COMPANY_PROFILE } from '@mocks/seed';
import { openApp } from './fixtures';

export { NEW_COMPANY_PROFILE };

/** The five query items of the company sign-on (spec section 2, /login). */
export const SIGN_ON_ITEMS = [
  'authIndexValue',
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
] as const;

/** Presses the Q-number button of /login and waits for the fake company sign-on page. */
export async function openCompanySignOn(page: Page, loginPath = '/login'): Promise<URL> {
  await openApp(page, loginPath);
  await page
    .getByRole('button', { name: /^(Mit Q-Nummer anmelden|Log in with Q-number)$/ })
    .click();
  await page.waitForURL((url) => url.pathname === '/mock-sign-on');
  await expect(page.getByRole('heading', { level: 1, name: /Company sign-on/ })).toBeVisible({
    timeout: 15_000,
  });
  return new URL(page.url());
}

/** On the fake sign-on page: signs on as the employee with this Q-number and waits until the app has the code. */
export async function pickSignOnPersona(page: Page, qNumber: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`· ${qNumber}$`) }).click();
  // Back in the app, which exchanges the code at start-up and takes it out of the address.
  await page.waitForURL((url) => url.pathname !== '/mock-sign-on' && !url.searchParams.has('code'));
}

/** The whole company sign-on round trip, from /login to the app. */
export async function signOnWithCompany(page: Page, qNumber: string, loginPath = '/login') {
  await openCompanySignOn(page, loginPath);
  await pickSignOnPersona(page, qNumber);
}

/** Fills the e-mail login (already open) and submits it. */
export async function submitEmailLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(/^(E-Mail|E-mail)$/).fill(email);
  await page.getByLabel(/^(Passwort|Password)$/).fill(password);
  await page.getByRole('button', { name: /^(Anmelden|Log in)$/ }).click();
}

/** The open modal dialog (the app's global modal). */
export function modal(page: Page) {
  return page.getByRole('dialog');
}

/** Closes the open modal with its OK button. */
export async function closeModal(page: Page): Promise<void> {
  await modal(page).getByRole('button', { name: 'OK' }).click();
  await expect(modal(page)).toBeHidden();
}

/**
 * Makes every call to `path` answer `status` (a server failure the mock never gives on its own). The mock backend
 * answers from its service worker, where page.route cannot reach, so the page's fetch is wrapped instead,
 * before the app starts.
 */
export async function failCallsTo(page: Page, path: string, status: number): Promise<void> {
  await page.addInitScript(
    ({ path: failingPath, status: failingStatus }) => {
      const originalFetch = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const href =
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (new URL(href, window.location.href).pathname === failingPath) {
          return Promise.resolve(
            new Response(JSON.stringify({ message: 'Forced failure of the test' }), {
              status: failingStatus,
              headers: { 'content-type': 'application/json' },
            }),
          );
        }
        return originalFetch(input, init);
      };
    },
    { path, status },
  );
}

export interface RegistrationInput {
  email: string;
  password: string;
  group: 'corporate' | 'public';
  givenName: string;
  familyName: string;
  department: string;
  employeeNumber: string;
}

/** A registration that cannot clash with the seed (seeded Q-numbers never start with a zero). */
export const NEW_REGISTRATION: RegistrationInput = {
  email: 'jana.kraus@bmw.example',
  password: 'Sicher-123',
  group: 'corporate',
  givenName: 'Jana',
  familyName: 'Kraus',
  department: 'FG-12 Antrieb',
  employeeNumber: 'Q012345',
};

const GROUP_LABEL = {
  corporate:
    /^(Als Mitarbeiterin oder Mitarbeiter des Konzerns|As an employee of the corporate group)/,
  public: /^(Als externe Person|As an external person)/,
} as const;

/** Step 1 (already open): e-mail, password and the terms box, then continue. */
export async function fillRegistrationFirstStep(page: Page, input: RegistrationInput) {
  await page.getByLabel(/^(E-Mail|E-mail)$/).fill(input.email);
  await page.getByLabel(/^(Passwort|Password)$/).fill(input.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /^(Weiter|Continue)$/ }).click();
  await page.waitForURL(/\/register-second-step$/);
}

/** Steps 2 and 3 (step 2 open): the user group, then the four details; sends the registration. */
export async function fillRegistrationDetails(page: Page, input: RegistrationInput) {
  await page.getByRole('radio', { name: GROUP_LABEL[input.group] }).check();
  await page.getByRole('button', { name: /^(Weiter|Continue)$/ }).click();
  await page.waitForURL(/\/register-employee-details$/);
  await page.getByLabel(/^(Vorname|First name)$/).fill(input.givenName);
  await page.getByLabel(/^(Nachname|Last name)$/).fill(input.familyName);
  await page.getByLabel(/^(Abteilung|Department)$/).fill(input.department);
  await page.getByLabel(/^(Personalnummer|Employee number)$/).fill(input.employeeNumber);
  await page.getByRole('button', { name: /^(Registrieren|Sign up)$/ }).click();
}
