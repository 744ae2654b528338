import { expect, type Locator, type Page } from '@playwright/test';
import { openApp } from './fixtures';
import { injectFault } from './faults';

/** As a logged-out visitor gets there: the login screen's help icon. */
export async function openSupportFromLogin(page: Page, locale: 'de' | 'en' = 'de'): Promise<void> {
  await openApp(page, `/login?locale=${locale}`);
  await page
    .getByRole('link', { name: locale === 'de' ? 'Hilfe und Support' : 'Help and support' })
    .click();
  await expect(page).toHaveURL(/\/support$/);
}

/** The mock-only page listing what the fake backend received, newest entry first. */
export async function openReceivedMessages(page: Page): Promise<Locator> {
  await openApp(page, '/mock-messages');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Received feedback and support messages' }),
  ).toBeVisible();
  return page.getByRole('list', { name: 'Received messages' }).getByRole('listitem');
}

/** The value next to a term of an entry on /mock-messages. */
export function receivedField(entry: Locator, term: string): Locator {
  return entry
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/**
 * The next POST /feedback/nps answers 500. Playwright's page.route does not see requests the MSW service
 * worker answers, so the fault goes through the mock's own switch (mocks/faults.ts).
 */
export async function failNextFeedback(page: Page): Promise<void> {
  await injectFault(page, {
    route: 'feedbackSupport.feedback',
    kind: 'status',
    status: 500,
    once: true,
  });
}
