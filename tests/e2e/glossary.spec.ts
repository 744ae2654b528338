import { readFileSync } from 'node:fs';
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { continueButton, openMyPage, pickDay, berlinDay } from './support/posting-helpers';
import { REQUEST_KEY, dachauToFizRequest } from './support/stored-trip';

/**
 * One vocabulary on the rendered German screens (issue 36, point 5), in a browser set to English (en-US): the
 * app speaks German by default, while Chromium's own time inputs follow the browser's locale and say "07:00 AM".
 * Each screen fails on AM/PM in its text or in a native date or time field a person can see, and on a word that
 * docs/glossary.md rules out for German.
 */
test.use({ locale: 'en-US' });

/** The backticked words of the glossary's "Words German texts do not use" table (its first column). */
const WORDS_NOT_USED: string[] = (() => {
  const glossary = readFileSync(new URL('../../docs/glossary.md', import.meta.url), 'utf8');
  const section = glossary.split(/^## /m).find((part) => part.startsWith('Words German texts'));
  if (!section) throw new Error('docs/glossary.md has no "Words German texts do not use" section');
  return section
    .split('\n')
    .filter((line) => /^\|\s*`/.test(line))
    .flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
})();

interface DomNode {
  nodeName: string;
  nodeValue?: string;
  backendNodeId: number;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
}

/**
 * The AM/PM fields of the browser's own date and time inputs that a person sees: read through the DevTools
 * protocol, which shows the inputs' inner (user-agent) parts; an input made invisible (the app's DateField and
 * TimeField lay it transparent over their own HH:mm text) does not count.
 */
async function visibleAmPmFields(page: Page, cdp: CDPSession): Promise<string[]> {
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as {
    root: DomNode;
  };
  const fields: Array<{ text: string; input: number }> = [];
  const walk = (node: DomNode, input: number | null) => {
    const host = node.nodeName === 'INPUT' ? node.backendNodeId : input;
    const attributes = node.attributes ?? [];
    const pseudo = attributes[attributes.indexOf('pseudo') + 1];
    if (attributes.includes('pseudo') && pseudo === '-webkit-datetime-edit-ampm-field' && host) {
      const text = (node.children ?? []).map((child) => child.nodeValue ?? '').join('');
      fields.push({ text, input: host });
    }
    for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) walk(child, host);
  };
  walk(root, null);
  const visible: string[] = [];
  for (const field of fields) {
    const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: field.input });
    const { result } = await cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId!,
      functionDeclaration:
        'function () { return this.checkVisibility({ opacityProperty: true, visibilityProperty: true }); }',
      returnByValue: true,
    });
    if (result.value === true) visible.push(field.text);
  }
  return visible;
}

/** What a German screen must not show: AM/PM anywhere, a word the glossary rules out. */
async function expectGlossaryGerman(page: Page, cdp: CDPSession, screen: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const text = await page.locator('body').innerText();
  expect(text, `${screen}: a time in AM/PM`).not.toMatch(/\b(AM|PM|a\.m\.|p\.m\.)\b/);
  for (const word of WORDS_NOT_USED) {
    expect(text, `${screen}: “${word}” (docs/glossary.md rules it out)`).not.toMatch(
      new RegExp(`(?<![\\p{L}\\p{N}])${word}`, 'u'),
    );
  }
  expect(await visibleAmPmFields(page, cdp), `${screen}: a native time field in AM/PM`).toEqual([]);
}

test('German screens in an English browser: no AM/PM, no word outside the glossary', async ({
  page,
  signIn,
}) => {
  test.setTimeout(90_000);
  const cdp = await page.context().newCDPSession(page);
  await signIn('demo', { language: 'de', session: { [REQUEST_KEY]: dachauToFizRequest() } });
  await expect(page.getByRole('heading', { name: /Max Mustermann/ })).toBeVisible();
  await expectGlossaryGerman(page, cdp, 'dashboard');

  // The matches, with the time of day switched on: its time field.
  await page.getByRole('button', { name: 'Fahrer finden', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fahrer' })).toBeVisible();
  const list = page.getByRole('list').filter({ has: page.getByRole('link') });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('checkbox', { name: 'Abfahrten um eine Uhrzeit markieren' }).check();
  await expect(page.getByLabel('Uhrzeit', { exact: true })).toHaveValue('07:00');
  await expectGlossaryGerman(page, cdp, 'matches with a time window');
  // The field shows its time as the app writes it.
  await expect(page.getByText('07:00', { exact: true })).toBeVisible();

  // Saved as a commute route: My commute says whom the route's search looks for, not the user's role.
  await page.getByRole('button', { name: 'Als Arbeitsweg speichern' }).click();
  await page.getByRole('link', { name: 'Zurück' }).click();
  const commute = page.getByRole('region', { name: 'Mein Arbeitsweg' });
  await expect(commute).toContainText(/Gesucht: Fahrerinnen und Fahrer für (heute|\d\d\.\d\d\.)/);
  // Not "Fahrer für …" alone (as it read before), which sounds like the user's own role.
  await expect(commute).not.toContainText(/(?<!und )Fahrer für/);
  await expectGlossaryGerman(page, cdp, 'dashboard with My commute');

  // A one-time posting's date and time.
  await page.getByRole('link', { name: 'Mitfahrt anbieten oder suchen' }).click();
  await continueButton(page).click();
  await page.getByRole('radio', { name: 'Einmalig' }).check();
  await continueButton(page).click();
  await pickDay(page, 'Datum und Uhrzeit', `${berlinDay(3)}T17:00`);
  await expectGlossaryGerman(page, cdp, 'creation, date and time');

  // My page and its cards.
  await page.goto('/');
  await openMyPage(page);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectGlossaryGerman(page, cdp, 'My WEN');
});
