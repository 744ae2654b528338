import { expect, type Locator, type Page } from '@playwright/test';
import { PERSONAS, type PersonaKey } from '@mocks/seed';
import {
  toInjectedFault,
  type AppDriver,
  type CardView,
  type ControlRole,
  type Fault,
  type Name,
  type StartOptions,
} from '../../models/driver';
import { pickSignOnPersona } from '../support/auth-helpers';
import { injectFault, pendingFaultRoutes } from '../support/faults';
import { openApp, startSignedIn, STORED_PERSONAS, type StoredPersona } from '../support/fixtures';
import { bookingListComplete } from '../support/posting-helpers';
import { scenarioPath } from '../support/scenario-fixture';

const exact = (name: Name) => typeof name === 'string';
/** My page's 'show more' button (German, the runners' language). */
const SHOW_MORE = /^Weitere Inserate anzeigen/;

function storedPersona(persona: PersonaKey): StoredPersona {
  const stored = STORED_PERSONAS.find((candidate) => candidate === persona);
  if (!stored) throw new Error(`Persona ${persona} is not signed in by the setup project.`);
  return stored;
}

/**
 * The models' driver in Playwright: Chromium against the running mock app, whose service worker answers the
 * calls; scenarios by link (?scenario=…, kept for the tab), faults through the shared switch (sessionStorage).
 */
export class PlaywrightDriver implements AppDriver {
  constructor(private readonly page: Page) {}

  async start({ path, scenario, signedIn, staleToken, handOver }: StartOptions): Promise<void> {
    if (signedIn) {
      // Signed in from the state the setup project saved; a scenario link applies its data and keeps the session.
      await startSignedIn(this.page, storedPersona(signedIn), {
        path: scenario ? scenarioPath(scenario, { path }) : path,
      });
      return;
    }
    await openApp(this.page, scenario ? scenarioPath(scenario, { path: '/login' }) : '/login');
    if (staleToken) {
      await this.page.evaluate(
        (value) => localStorage.setItem('accessToken', value),
        'a-token-the-backend-does-not-know',
      );
    }
    if (handOver) {
      // The persona logs in at the fake backend (its service worker answers), as another tab would have.
      const { email, password } = PERSONAS[handOver.persona];
      const tokens = await this.page.evaluate(
        async (credentials) => {
          const response = await fetch('/api/v1/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ grant_type: 'password', ...credentials }),
          });
          return (await response.json()) as { idToken: string; refreshToken?: string };
        },
        { email, password },
      );
      if (handOver.as === 'url-token') {
        await openApp(this.page, `${path}?accessToken=${encodeURIComponent(tokens.idToken)}`);
        return;
      }
      if (!tokens.refreshToken)
        throw new Error(`The login of ${handOver.persona} gave no refresh token.`);
      await this.page.evaluate(
        (value) => localStorage.setItem('refreshToken', value),
        tokens.refreshToken,
      );
      await openApp(this.page, path);
      return;
    }
    if (path !== '/login' || staleToken) await openApp(this.page, path);
  }

  async signOn(qNumber: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Mit Q-Nummer anmelden' }).click();
    await this.page.waitForURL((url) => url.pathname === '/mock-sign-on');
    await pickSignOnPersona(this.page, qNumber);
  }

  async navigate(path: string, state?: unknown): Promise<void> {
    await this.page.evaluate(
      ({ target, navigationState }) => window.history.pushState(navigationState, '', target),
      { target: path, navigationState: state ?? null },
    );
  }

  async injectFault(route: string, fault: Fault): Promise<void> {
    await injectFault(this.page, toInjectedFault(route, fault));
  }

  async expectFaultUsed(route: string): Promise<void> {
    await expect
      .poll(() => pendingFaultRoutes(this.page), { message: `the fault on ${route}` })
      .not.toContain(route);
  }

  private control(role: ControlRole, name: Name): Locator {
    return this.page.getByRole(role, { name, exact: exact(name) });
  }

  async click(role: ControlRole, name: Name): Promise<void> {
    await this.control(role, name).click();
  }

  async clickInCard(heading: string, role: ControlRole, name: Name): Promise<void> {
    const index = (await this.cards()).findIndex((card) => card.heading === heading);
    if (index < 0) throw new Error(`No card "${heading}"`);
    await this.page
      .getByRole('article')
      .nth(index)
      .getByRole(role, { name, exact: exact(name) })
      .click();
  }

  async clickFirstIn(region: Name): Promise<void> {
    await this.page
      .getByRole('region', { name: region })
      .getByRole('listitem')
      .first()
      .getByRole('button')
      .click();
  }

  async fill(label: Name, value: string): Promise<void> {
    const field = this.page.getByLabel(label, { exact: exact(label) });
    await field.fill(value);
    // And moves on, as a person does (fields judge their input when left).
    await field.blur();
  }

  async select(label: Name, option: string): Promise<void> {
    await this.page.getByLabel(label, { exact: exact(label) }).selectOption({ label: option });
  }

  async timeZone(): Promise<string> {
    return this.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  }

  async addressQuery(): Promise<string> {
    return new URL(this.page.url()).search;
  }

  async expectPath(path: string | RegExp): Promise<void> {
    const pathname = () => new URL(this.page.url()).pathname;
    if (typeof path === 'string') await expect.poll(pathname).toBe(path);
    else await expect.poll(pathname).toMatch(path);
  }

  async expectHeading(name: Name): Promise<void> {
    await expect(
      this.page.getByRole('heading', { name, exact: exact(name) }).first(),
    ).toBeVisible();
  }

  async expectText(text: Name): Promise<void> {
    await expect(this.page.getByText(text, { exact: exact(text) }).first()).toBeAttached();
  }

  async expectNoText(text: Name): Promise<void> {
    await expect(this.page.getByText(text, { exact: exact(text) })).toHaveCount(0);
  }

  async expectEnabled(role: ControlRole, name: Name, enabled: boolean): Promise<void> {
    if (enabled) await expect(this.control(role, name)).toBeEnabled();
    else await expect(this.control(role, name)).toBeDisabled();
  }

  async expectValue(label: Name, value: Name): Promise<void> {
    await expect(this.page.getByLabel(label, { exact: exact(label) })).toHaveValue(value);
  }

  async expectGroupDisabled(name: Name, disabled: boolean): Promise<void> {
    const group = this.page.getByRole('group', { name, exact: exact(name) });
    if (disabled) await expect(group).toBeDisabled();
    else await expect(group).toBeEnabled();
  }

  async expectDialog(title: Name, text: Name): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: title, exact: exact(title) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(text, { exact: exact(text) }).first()).toBeVisible();
  }

  async expectNoDialog(): Promise<void> {
    await expect(this.page.getByRole('dialog')).toHaveCount(0);
  }

  async closeDialog(): Promise<void> {
    await this.page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  }

  async isVisible(role: ControlRole, name: Name): Promise<boolean> {
    return (await this.control(role, name).count()) > 0;
  }

  async showAllCards(): Promise<void> {
    await bookingListComplete(this.page);
    const more = this.page.getByRole('button', { name: SHOW_MORE });
    // The press scrolls the button into view, and the list's own loader may take it away first: then the press
    // is moot (the rest is loaded), so it gives up after a moment and looks again.
    while ((await more.count()) > 0) {
      await more.click({ timeout: 2_000 }).catch(async (error: unknown) => {
        if ((await more.count()) > 0) throw error;
      });
    }
  }

  async cards(): Promise<CardView[]> {
    await this.page.getByRole('article').first().waitFor();
    await bookingListComplete(this.page);
    return this.page.evaluate(() =>
      [...document.querySelectorAll('article')].map((article) => ({
        heading: article.querySelector('h3')?.textContent ?? '',
        text: article.textContent ?? '',
      })),
    );
  }

  async listEntries(region: Name, parts: readonly RegExp[]): Promise<string[][]> {
    const items = this.page
      .getByRole('region', { name: region, exact: exact(region) })
      .getByRole('listitem');
    await items.first().waitFor();
    // One read of all entries (the list renders its first screenful, then the rest of the page after a paint).
    return items.evaluateAll(
      (elements, sources) =>
        elements.map((item) =>
          sources.map(({ source, flags }) => {
            const pattern = new RegExp(source, flags);
            // An element's own text (its text nodes), as getByText matches it in the jsdom runner.
            const ownText = (element: Element) =>
              [...element.childNodes]
                .filter((node) => node.nodeType === Node.TEXT_NODE)
                .map((node) => node.textContent ?? '')
                .join('');
            const match = [...item.querySelectorAll('*')].find((element) =>
              pattern.test(ownText(element).trim()),
            );
            return match?.textContent ?? '';
          }),
        ),
      parts.map((part) => ({ source: part.source, flags: part.flags })),
    );
  }

  async storedToken(): Promise<string | null> {
    return this.page.evaluate(() => localStorage.getItem('accessToken'));
  }
}
