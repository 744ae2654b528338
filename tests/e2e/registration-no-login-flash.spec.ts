import { NEW_COMPANY_PROFILE, signOnWithCompany } from './support/auth-helpers';
import { expect as baseExpect, test } from './support/fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

/**
 * Issue 36 point 7: the corporate registration never shows /login on its way (sign-on → /register-wen-user →
 * Register → the sign-on again). Every address and visible main heading the tab shows is recorded as it changes
 * (a MutationObserver from the page's start, kept in the tab's sessionStorage across the page loads).
 */
test('the corporate registration goes to the sign-on without showing /login', async ({ page }) => {
  await page.addInitScript(() => {
    const record = () => {
      const headings = [...document.querySelectorAll('h1')]
        .filter((heading) => heading.checkVisibility())
        .map((heading) => heading.textContent?.trim())
        .join(' | ');
      const shown = `${location.pathname} :: ${headings}`;
      const log = JSON.parse(sessionStorage.getItem('test.shown') ?? '[]') as string[];
      if (log[log.length - 1] === shown) return;
      log.push(shown);
      sessionStorage.setItem('test.shown', JSON.stringify(log));
    };
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
  const shown = async () =>
    JSON.parse(
      (await page.evaluate(() => sessionStorage.getItem('test.shown'))) ?? '[]',
    ) as string[];

  await signOnWithCompany(page, NEW_COMPANY_PROFILE.qNumber);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Registrierung für WEN' }),
  ).toBeVisible();
  const untilRegistration = await shown();
  const signOnPage = untilRegistration.findIndex((entry) => entry.startsWith('/mock-sign-on'));
  expect(signOnPage).toBeGreaterThan(0);
  expect(untilRegistration.slice(signOnPage).filter((entry) => entry.startsWith('/login'))).toEqual(
    [],
  );

  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/mock-sign-on');
  await expect(page.getByText(/NEW_COMPANY_PROFILE:/)).toBeVisible();
  const afterRegister = (await shown()).slice(untilRegistration.length);
  expect(afterRegister.filter((entry) => entry.startsWith('/login'))).toEqual([]);
});
