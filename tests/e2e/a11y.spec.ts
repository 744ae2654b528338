import type { Page } from '@playwright/test';
import { routeTable } from '@/app/route-table';
import { NEW_COMPANY_PROFILE, signOnWithCompany } from './support/auth-helpers';
import { expect, openApp, PERSONAS, test } from './support/fixtures';
import {
  continueButton,
  navigateInApp,
  openMyPage,
  waitForDashboard,
} from './support/posting-helpers';
import { scanWithAxe, type Language } from './support/axe-scan';
import { writeSummary } from './support/reliability-report';
import { dachauToFizRequest, DRAFT_KEY, oneTimeDraft, REQUEST_KEY } from './support/stored-trip';

/**
 * Accessibility (issue 9): axe-core on every screen of the route table and the mock-only pages, in German and
 * English, reached as the right persona (screens needing navigation state by clicking through). Zero serious or
 * critical violations (WCAG 2.0, 2.1 and 2.2 A/AA rules; 2.2 adds the touch targets' size).
 */
const LANGUAGES: readonly Language[] = ['de', 'en'];
const MOCK_PAGES = ['/mock-sign-on', '/mock-messages', '/mock-mailbox'] as const;
const TABLE_PATHS = new Set(routeTable.map((entry) => entry.path));
/**
 * Registration steps 2 to 4 are reached by filling the steps before them; tests/e2e/a11y-registration.spec.ts
 * scans them (with their error states), so this table-driven suite leaves them out.
 */
const NOT_SCANNED = ['/register-second-step', '/register-employee-details', '/register-third-step'];
/** Every screen a language is scanned on: the table's paths, the mock pages and the not-found screen. */
const EXPECTED_SCREENS = TABLE_PATHS.size - NOT_SCANNED.length + MOCK_PAGES.length + 1;

interface ScanRecord {
  screen: string;
  language: Language;
  violations: number;
  rules: string[];
}

/** Scans the page as it is and expects no serious or critical violation. */
async function scan(page: Page, screen: string, language: Language): Promise<void> {
  await expect(page.locator('#root')).not.toBeEmpty();
  await scanWithAxe(page, 'a11y', screen, language);
}

async function h1(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test.describe('axe-core: no serious or critical violations', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const language of LANGUAGES) {
    test(`logged out: login, registration, support, help, not found (${language})`, async ({
      page,
    }) => {
      // One start of the app; the other screens are opened inside it, as its links do (loading is not the subject).
      await openApp(page, `/login?locale=${language}`);
      await h1(page);
      await scan(page, '/login', language);
      for (const path of ['/login/email', '/register-first-step', '/support', '/help']) {
        await navigateInApp(page, path);
        await h1(page);
        await scan(page, path, language);
      }
      await navigateInApp(page, '/no-such-page');
      await h1(page);
      await scan(page, 'not found', language);
    });

    test(`mock-only pages, the new user, terms and no access (${language})`, async ({
      page,
      signIn,
    }) => {
      // The mock-only pages replace the app (a page load each); they do not take the app's language.
      await openApp(page, '/mock-mailbox');
      await h1(page);
      await scan(page, '/mock-mailbox', language);
      await openApp(page, '/mock-messages');
      await h1(page);
      await scan(page, '/mock-messages', language);

      await openApp(page, `/login?locale=${language}`);
      await page
        .getByRole('button', { name: /^(Mit Q-Nummer anmelden|Log in with Q-number)$/ })
        .click();
      await page.waitForURL((url) => url.pathname === '/mock-sign-on');
      await h1(page);
      await scan(page, '/mock-sign-on', language);
      await page
        .getByRole('button', { name: new RegExp(`· ${NEW_COMPANY_PROFILE.qNumber}$`) })
        .click();
      await expect(page).toHaveURL(/\/register-wen-user$/);
      await h1(page);
      await scan(page, '/register-wen-user', language);

      await signIn('termsPending', { language });
      await expect(page).toHaveURL(/\/terms-and-conditions$/);
      await h1(page);
      await scan(page, '/terms-and-conditions', language);

      // A user without car-pooling access who follows a link into the posting routes.
      await signIn('noAccess', { language, path: '/commute-pooling/create/first-step' });
      await expect(page).toHaveURL(/\/no-access$/);
      await h1(page);
      await scan(page, '/no-access', language);
    });

    test(`a user without e-mail: missing mail and confirmation (${language})`, async ({ page }) => {
      await signOnWithCompany(page, PERSONAS.missingEmail.qNumber, `/login?locale=${language}`);
      await expect(page).toHaveURL(/\/register-missing-mail$/);
      await h1(page);
      await scan(page, '/register-missing-mail', language);
      await page.getByLabel(/^(E-Mail|E-mail)$/).fill('mia.fischer@bmw.example');
      await page.getByRole('button', { name: /^(Weiter|Continue)$/ }).click();
      await expect(page).toHaveURL(/\/confirmation-email-sent$/);
      await h1(page);
      await scan(page, '/confirmation-email-sent', language);
    });

    test(`signed in: dashboard, My page, posting detail, help, feedback, support (${language})`, async ({
      page,
      signIn,
    }) => {
      await signIn('demo', { language });
      await waitForDashboard(page);
      await scan(page, '/', language);
      for (const path of ['/wen', '/dashboard']) {
        await navigateInApp(page, path);
        await expect(page.getByRole('heading', { name: /Max Mustermann/ })).toBeVisible();
        await scan(page, path, language);
      }
      await openMyPage(page);
      await expect(page.getByRole('article').first()).toBeVisible();
      await scan(page, '/my-wen', language);
      await page.getByRole('article').first().locator('.booking-card__service').click();
      await expect(page).toHaveURL(/\/commute-pooling\/posting\/detail$/);
      await h1(page);
      await scan(page, '/commute-pooling/posting/detail', language);

      for (const path of ['/commute-pooling/help', '/support', '/help']) {
        await navigateInApp(page, path);
        await h1(page);
        await scan(page, path, language);
      }
      await navigateInApp(page, '/commute-pooling/help');
      await page.getByRole('link', { name: 'Feedback', exact: true }).click();
      await expect(page).toHaveURL(/\/feedback$/);
      await h1(page);
      await scan(page, '/feedback', language);
      await navigateInApp(page, '/commute-pooling/help');
      await page.getByRole('link', { name: 'Support', exact: true }).click();
      await expect(page).toHaveURL(/\/contact-support$/);
      await h1(page);
      await scan(page, '/contact-support', language);
    });

    test(`signed in: picker, offers and an offer's detail (${language})`, async ({
      page,
      signIn,
    }) => {
      await signIn('demo', { language, session: { [REQUEST_KEY]: dachauToFizRequest() } });
      await waitForDashboard(page);
      await page.getByRole('button', { name: /^(Start|Origin)\b(?! und Ziel tauschen)/ }).click();
      await expect(page).toHaveURL(/\/location-picker$/);
      await page.getByRole('searchbox').fill('Dachau');
      await expect(
        page
          .getByRole('region', { name: /^(Suchergebnisse|Search results)/ })
          .getByRole('listitem')
          .first(),
      ).toBeVisible();
      await scan(page, '/commute-pooling/location-picker', language);
      await page.goBack();
      await waitForDashboard(page);

      await page.getByRole('button', { name: /^(Fahrer finden|Find drivers)$/ }).click();
      await expect(page).toHaveURL(/\/offers\/overview$/);
      const firstOffer = page.getByRole('listitem').first();
      await expect(firstOffer).toBeVisible();
      await scan(page, '/commute-pooling/offers/overview', language);
      await firstOffer.getByRole('link').or(firstOffer.getByRole('button')).first().click();
      await h1(page);
      await scan(page, '/commute-pooling/offers/detail', language);
    });

    test(`signed in: the creation flow (${language})`, async ({ page, signIn }) => {
      await signIn('demo', {
        language,
        session: { [REQUEST_KEY]: dachauToFizRequest(), [DRAFT_KEY]: oneTimeDraft() },
      });
      await waitForDashboard(page);
      await navigateInApp(page, '/commute-pooling/create/overview');
      await h1(page);
      await scan(page, '/commute-pooling/create/overview', language);

      await navigateInApp(page, '/commute-pooling/create/first-step', { postingType: 'OFFERING' });
      await h1(page);
      await scan(page, '/commute-pooling/create/first-step', language);
      await continueButton(page).click();
      await expect(page).toHaveURL(/second-step$/);
      await scan(page, '/commute-pooling/create/second-step', language);

      const choices: Array<[RegExp, RegExp | null, string]> = [
        [/^(Einmalig|One-time)$/, null, 'onetime'],
        [/^(Regelmäßig|Recurring)$/, /^(Schichtarbeit|Shift work)$/, 'shift'],
        [
          /^(Regelmäßig|Recurring)$/,
          /^(Flexible Arbeitszeiten|Flexible working hours)$/,
          'flexible',
        ],
      ];
      for (const [tripKind, hours, step] of choices) {
        await navigateInApp(page, '/commute-pooling/create/second-step', {
          postingType: 'OFFERING',
        });
        await page.getByRole('radio', { name: tripKind }).check();
        if (hours) await page.getByRole('radio', { name: hours }).check();
        await continueButton(page).click();
        await expect(page).toHaveURL(new RegExp(`third-step-${step}$`));
        await h1(page);
        await scan(page, new URL(page.url()).pathname, language);
      }
    });
  }

  test.afterAll(() => {
    const expected = EXPECTED_SCREENS * LANGUAGES.length;
    writeSummary<ScanRecord>('a11y', expected, (records) => {
      const failing = records.filter((record) => record.violations > 0).length;
      const screens = new Set(records.map((record) => record.screen)).size;
      return {
        line: `a11y: ${records.length} screens scanned (${screens} × de/en: ${TABLE_PATHS.size - NOT_SCANNED.length} of the route table's ${TABLE_PATHS.size}, ${MOCK_PAGES.length} mock-only pages, not found), ${failing} with serious or critical violations`,
        figures: {
          scans: records.length,
          screens,
          seriousOrCritical: failing,
          notScanned: NOT_SCANNED,
        },
      };
    });
  });
});
