import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { expect, test as setup } from '@playwright/test';
import {
  signInWithPassword,
  STORED_PERSONAS,
  storageStateOf,
  waitForAppStart,
  type StorageState,
} from './support/fixtures';
import { signedInStateOf } from './support/sign-in-state';

/**
 * The setup project of the e2e run: signs each persona in once, through the e-mail login as a person does,
 * and saves the browser state: the access token, and of the fake backend's data (IndexedDB) only the new session,
 * beside the seed it grew from (./support/sign-in-state.ts; a few kilobytes instead of the whole 1.4 MB data).
 * Tests then start signed in from a copy of it (`signIn` of ./support/fixtures.ts) instead of typing into the
 * login form again: the app starts as on a first visit and takes the session over.
 */
for (const persona of STORED_PERSONAS) {
  setup(`sign in as ${persona}`, async ({ page }) => {
    await signInWithPassword(page, persona);
    // The fake backend writes a change to IndexedDB before it answers (mocks/browser.ts): once the login has
    // answered and the app has left /login, the session is stored. No reload to prove it: every test's signIn
    // starts the app from this state and fails at once if GET /users/me does not answer 200.
    await waitForAppStart(page);
    await expect(page).not.toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
    const state = (await page.context().storageState({ indexedDB: true })) as StorageState;
    // A clean clone has no reports/ folder yet (Playwright's own storageState({ path }) made it before).
    await mkdir(dirname(storageStateOf(persona)), { recursive: true });
    await writeFile(storageStateOf(persona), JSON.stringify(signedInStateOf(state)));
  });
}
