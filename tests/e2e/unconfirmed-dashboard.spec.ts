import { LAST_KNOWN_USER_KEY } from '@/lib/token-storage';
import { scanWithAxe } from './support/axe-scan';
import { clearFaults, injectFault } from './support/faults';
import { expect, test } from './support/fixtures';

const MAX = 'Max Mustermann'; // the demo persona

/**
 * Decision 026: a dashboard painted from the last known user stays when its GET /users/me gets no good answer (a
 * 500 here, the backend failing): a notice says so and the app keeps asking; the first answer confirms
 * the user and the notice goes. Before, the dashboard gave way to the "Service unavailable" screen.
 */
test('a painted dashboard whose check fails stays, says so, and is confirmed by a later try', async ({
  page,
  signIn,
}) => {
  await signIn('demo', { language: 'en' });
  const welcomeMax = page.getByRole('heading', { name: `Welcome, ${MAX}!` });
  await expect(welcomeMax).toBeVisible();
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), LAST_KNOWN_USER_KEY))
    .not.toBeNull();
  await injectFault(page, { route: 'users.me', kind: 'status', status: 500 });
  let failed = 0;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('/users/me') && response.status() === 500) {
      failed += 1;
    }
  });

  await page.reload();
  const notice = page
    .getByRole('status')
    .filter({ hasText: 'WEN cannot reach its service right now' });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  // It keeps trying by itself (after 1 s, 2 s, …), and the dashboard stays usable meanwhile.
  await expect.poll(() => failed, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await expect(welcomeMax).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Service unavailable' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Offer or request a ride' })).toBeVisible();
  await scanWithAxe(page, 'unconfirmed-dashboard', 'dashboard-with-notice', 'en');

  await clearFaults(page);
  await expect(notice).toHaveCount(0, { timeout: 15_000 });
  await expect(welcomeMax).toBeVisible();
});
