import type { Page } from '@playwright/test';
import { watchDialogs } from './support/dialogs';
import { expect, test } from './support/fixtures';
import { openReceivedMessages, receivedField } from './support/help-helpers';
import { recordResult, writeSummary } from './support/reliability-report';

/**
 * Injection in the browser (issue 9): script and markup typed into free-text fields render as inert text where
 * they are shown again (/mock-messages for feedback and support): the literal text is visible, no dialog fired
 * and no injected element exists. The backend side is tests/unit/reliability/injection.test.ts.
 */
const PAYLOAD =
  '<img src=x onerror="alert(1)" id="injected-img"><script id="injected-script">alert(2)</script><b id="injected-b">bold</b> | $ & % @ < > ? # +';

const INJECTED = '#injected-img, #injected-script, #injected-b';

const FIELDS = [
  {
    field: 'feedback message',
    heading: 'Feedback',
    send: async (page: Page) => {
      await page.getByRole('link', { name: 'Feedback', exact: true }).click();
      await page.getByRole('radio', { name: '7' }).check();
      await page.getByRole('textbox', { name: 'Ihre Nachricht (optional)' }).fill(PAYLOAD);
    },
  },
  {
    field: 'support message',
    heading: 'Support message',
    send: async (page: Page) => {
      await page.getByRole('link', { name: 'Support', exact: true }).click();
      await page.getByRole('textbox', { name: 'Ihre Nachricht' }).fill(PAYLOAD);
    },
  },
] as const;

test.describe('markup and script in free text render as inert text', () => {
  for (const { field, heading, send } of FIELDS) {
    test(`${field}: shown on /mock-messages as the literal text`, async ({ page, signIn }) => {
      const dialogs = watchDialogs(page);
      await signIn('demo', { path: '/commute-pooling/help' });
      await send(page);
      await expect(page.locator(INJECTED)).toHaveCount(0);
      await page.getByRole('button', { name: 'Senden' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank!' })).toBeVisible();

      const newest = (await openReceivedMessages(page)).first();
      await expect(newest.getByRole('heading')).toHaveText(heading);
      await expect(receivedField(newest, 'Message')).toHaveText(PAYLOAD);
      await expect(page.locator(INJECTED)).toHaveCount(0);
      await page.waitForTimeout(300);
      expect(dialogs()).toBe(0);
      recordResult('injection', field, { field, dialogs: dialogs(), injectedElements: 0 });
    });
  }

  test.afterAll(() => {
    writeSummary<{ field: string; dialogs: number }>('injection', FIELDS.length, (records) => ({
      line: `injection: ${records.length} free-text fields shown back with a script and markup payload, ${records.reduce((sum, r) => sum + r.dialogs, 0)} dialogs, 0 injected elements`,
      figures: { fields: records.map((r) => r.field) },
    }));
  });
});
