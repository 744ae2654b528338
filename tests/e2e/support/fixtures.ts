import { test as base, expect, type Page } from '@playwright/test';
import { PERSONAS, type PersonaKey } from '@mocks/seed';

/**
 * Shared Playwright fixtures: a fresh page on the mock build with its service worker ready, and
 * sign-in as a seeded persona through the e-mail login, as a person does it.
 */
/**
 * Waits until the app (or a mock-only page) has started. main.tsx renders only after the mock backend has started
 * and restored its data, so the app's own content in #root means requests are answered by the mock. The worker
 * controller alone is not enough (after a reload it exists before the data is restored), and the login screen
 * pre-rendered into index.html (data-first-paint, src/app/first-paint.tsx) is there before any script ran.
 */
export async function waitForAppStart(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...(document.getElementById('root')?.children ?? [])].some(
      (child) => !child.hasAttribute('data-first-paint'),
    ),
  );
}

/** A fresh page on the mock build at `path`, once the app has started. */
export async function openApp(page: Page, path = '/login'): Promise<void> {
  await page.goto(path);
  await waitForAppStart(page);
}

export async function signInWithPassword(page: Page, persona: PersonaKey): Promise<void> {
  const { email, password } = PERSONAS[persona];
  if (!email) throw new Error(`Persona ${persona} has no e-mail; use the company sign-on`);
  await openApp(page, '/login/email');
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/passwor/i).fill(password);
  await page.getByRole('button', { name: /^(anmelden|log in)$/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

export const test = base.extend<{ signIn: (persona: PersonaKey) => Promise<void> }>({
  signIn: async ({ page }, use) => {
    await use((persona) => signInWithPassword(page, persona));
  },
});

export { expect, PERSONAS };
