import { escapeRegExp } from './support/posting-helpers';
import {
  reloadOnStoredData,
  STORED_DATA_START_TIMEOUT,
  storedWhole,
} from './support/sign-in-state';
import { expect, test } from './support/fixtures';
import { REQUEST_KEY, dachauToFizRequest } from './support/stored-trip';

/**
 * The pilot of docs/recipes.md: the colleagues a commuter wrote to are marked "Contacted" on the list, the detail
 * says since when and takes the mark back; the marks outlive a reload (this device, this user).
 */
const TEXTS = {
  en: {
    find: 'Find drivers',
    write: 'Write an e-mail',
    contacted: 'Contacted',
    wayHome: 'Also the way home',
    contactedOn: /^Contacted on \d\d\/\d\d\/\d{4}$/,
    forget: 'Remove the mark',
    back: 'Back',
  },
  de: {
    find: 'Fahrer finden',
    write: 'E-Mail schreiben',
    contacted: 'Angeschrieben',
    wayHome: 'Auch der Rückweg',
    contactedOn: /^Angeschrieben am \d\d\.\d\d\.\d{4}$/,
    forget: 'Markierung entfernen',
    back: 'Zurück',
  },
} as const;

for (const language of ['en', 'de'] as const) {
  test(`a colleague written to is marked on the list and the detail, until the mark is taken back (${language})`, async ({
    page,
    signIn,
  }) => {
    const texts = TEXTS[language];
    await signIn('demo', { language, session: { [REQUEST_KEY]: dachauToFizRequest() } });
    await page.getByRole('button', { name: texts.find, exact: true }).click();
    const entries = page
      .getByRole('list')
      .filter({ has: page.getByRole('link') })
      .getByRole('link');
    // The list settles first: the way-home marks come with a second search after it (tests/e2e/matching.spec.ts).
    await expect(entries.filter({ hasText: texts.wayHome }).first()).toBeVisible();
    await expect(entries.filter({ hasText: texts.contacted })).toHaveCount(0);
    const name = (await entries.nth(1).locator('.offer-entry__name').innerText()).trim();
    // The colleague is opened by name: the entry read is the entry written to, whatever renders in between.
    const colleague = entries.filter({
      has: page.locator('.offer-entry__name', { hasText: new RegExp(`^${escapeRegExp(name)}$`) }),
    });

    await colleague.click();
    await expect(page.getByText(texts.contactedOn)).toHaveCount(0);
    await page.getByRole('link', { name: texts.write }).click();
    await expect(page.getByText(texts.contactedOn)).toBeVisible();

    await page.getByRole('button', { name: texts.back }).click();
    const marked = entries.filter({ hasText: texts.contacted });
    await expect(marked).toHaveCount(1);
    await expect(marked.locator('.offer-entry__name')).toHaveText(name);

    // This device keeps it: a reload, and the list still knows. The fake's data stored first: a reload before that
    // starts the fake as a first visit again (tests/e2e/support/sign-in-state.ts).
    await storedWhole(page);
    await reloadOnStoredData(page);
    await expect(entries.first()).toBeVisible({ timeout: STORED_DATA_START_TIMEOUT });
    await expect(entries.filter({ hasText: texts.contacted })).toHaveCount(1);

    await entries.filter({ hasText: texts.contacted }).click();
    await page.getByRole('button', { name: texts.forget }).click();
    await expect(page.getByText(texts.contactedOn)).toHaveCount(0);
    await page.getByRole('button', { name: texts.back }).click();
    await expect(entries.first()).toBeVisible();
    await expect(entries.filter({ hasText: texts.contacted })).toHaveCount(0);
  });
}
