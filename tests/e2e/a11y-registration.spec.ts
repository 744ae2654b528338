import type { Page } from '@playwright/test';
import { fillRegistrationFirstStep, NEW_REGISTRATION } from './support/auth-helpers';
import { expect, openApp, test } from './support/fixtures';
import { scanWithAxe, type Language } from './support/axe-scan';
import { writeSummary } from './support/reliability-report';

/**
 * Accessibility (issue 9) of registration steps 2 to 4 (second step, employee details, 'You got mail'), which
 * tests/e2e/a11y.spec.ts leaves out: reached by clicking through step 1 in one page (the password lives in
 * memory only), scanned with axe inside the page (legacy mode: no second tab, see a11y.spec.ts), in German and
 * English. Zero serious or critical violations (WCAG 2.0, 2.1 and 2.2 A/AA rules; 2.2 adds the touch targets' size).
 */

async function scan(page: Page, screen: string, language: Language): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await scanWithAxe(page, 'a11y-registration', screen, language);
}

interface ScanRecord {
  screen: string;
  language: Language;
  violations: number;
}

/** Four scans (step 2, employee details empty and with errors, 'You got mail') per language. */
const EXPECTED_SCANS = 8;

test.afterAll(() => {
  writeSummary<ScanRecord>('a11y-registration', EXPECTED_SCANS, (records) => ({
    line: `a11y-registration: ${records.length} scans of registration steps 2-4 (de/en), ${records.filter((record) => record.violations > 0).length} with serious or critical violations`,
    figures: { scans: records.length },
  }));
});

for (const language of ['de', 'en'] as const) {
  test(`registration steps 2 to 4 (${language})`, async ({ page }) => {
    test.setTimeout(60_000);
    await openApp(page, `/register-first-step?locale=${language}`);
    await fillRegistrationFirstStep(page, {
      ...NEW_REGISTRATION,
      email: `a11y.${language}@bmw.example`,
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      language === 'de' ? 'Persönliche Angaben' : 'Personal information',
    );
    await scan(page, '/register-second-step', language);
    // The screen is still step 2 after the scan (no reload, no start-over).
    await expect(page).toHaveURL(/\/register-second-step$/);

    await page
      .getByRole('radio', {
        name: /^(Als Mitarbeiterin oder Mitarbeiter des Konzerns|As an employee of the corporate group)/,
      })
      .check();
    await page.getByRole('button', { name: /^(Weiter|Continue)$/ }).click();
    await expect(page).toHaveURL(/\/register-employee-details$/);
    await scan(page, '/register-employee-details', language);

    // With the field errors shown (each linked to its input).
    await page.getByRole('button', { name: /^(Registrieren|Sign up)$/ }).click();
    await expect(page.locator('input[aria-invalid="true"]')).toHaveCount(4);
    await scan(page, '/register-employee-details (errors)', language);

    await page.getByLabel(/^(Vorname|First name)$/).fill(NEW_REGISTRATION.givenName);
    await page.getByLabel(/^(Nachname|Last name)$/).fill(NEW_REGISTRATION.familyName);
    await page.getByLabel(/^(Abteilung|Department)$/).fill(NEW_REGISTRATION.department);
    await page
      .getByLabel(/^(Personalnummer|Employee number)$/)
      .fill(NEW_REGISTRATION.employeeNumber);
    await page.getByRole('button', { name: /^(Registrieren|Sign up)$/ }).click();
    await expect(page).toHaveURL(/\/register-third-step$/, { timeout: 15_000 });
    await scan(page, '/register-third-step', language);
  });
}
