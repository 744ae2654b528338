import { expect, test as setup } from '@playwright/test';
import {
  signInWithPassword,
  STORED_PERSONAS,
  storageStateOf,
  waitForAppStart,
} from './support/fixtures';

/**
 * The setup project of the e2e run: signs each persona in once, through the e-mail login as a person does,
 * and saves the browser state (the access token and the fake backend's data with the new session, which
 * live in the browser's storage; IndexedDB included). Tests then start signed in from a copy of it
 * (`signIn` of ./support/fixtures.ts) instead of typing into the login form again.
 */
for (const persona of STORED_PERSONAS) {
  setup(`sign in as ${persona}`, async ({ page }) => {
    await signInWithPassword(page, persona);
    // A reload keeps the session only once the fake backend has stored it: then the state is complete.
    const me = page.waitForResponse((response) => new URL(response.url()).pathname === '/users/me');
    await page.reload();
    await waitForAppStart(page);
    expect((await me).status(), 'the session survives a reload').toBe(200);
    await expect(page).not.toHaveURL(/\/login/);
    await page.context().storageState({ path: storageStateOf(persona), indexedDB: true });
  });
}
