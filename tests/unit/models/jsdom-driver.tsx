import {
  act,
  cleanup,
  configure,
  screen,
  waitFor,
  within,
  type ByRoleOptions,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { writeFaults, readFaults } from '@mocks/faults';
import { issueAuthorizationCode } from '@mocks/node';
import type { ScenarioRuntime } from '@mocks/scenario-runtime';
import { DEFAULT_SCENARIO, findScenario } from '@scenarios/scenario-registry';
import { resetMobilityRequest } from '@/domain/trip-request/mobility-request-store';
import { session } from '@/domain/session/session-state';
import { tokenStorage } from '@/lib/token-storage';
import { resetDraft } from '@/features/posting-creation/posting-draft-store';
import { resetRegistration } from '@/features/registration/registration-store';
import {
  toInjectedFault,
  type AppDriver,
  type CardView,
  type ControlRole,
  type Name,
  type StartOptions,
} from '../../models/driver';
import { renderApp, resetAppState, visit } from '../support/render-app';
import { storeTokenOf, tokensOf } from '../support/app-test-backend';
import { bookingListComplete, findBookingCards } from '../support/booking-cards';

/**
 * The location search's wait in the models' paths instead of the spec's 300 ms: a path checks which place it
 * chose and where it lands, not the debounce (tested at 300 ms in tests/unit/features/location-picker/), and the
 * 300 ms per search were most of the paths' idle time. About as long as user-event takes per typed key here, so a
 * path searches the whole term, and at most rarely a part of it as well; it waits for the whole term's results
 * either way (the picker shows results only for the term as typed).
 */
const MODEL_SEARCH_DEBOUNCE_MS = 50;

/**
 * The models' driver in vitest: the real app (providers and guarded routes, as tests/unit/support/render-app.tsx renders it) in
 * jsdom against the fake backend in Node (MSW), whose scenario runtime carries out the scenario and the shared
 * fault switch (mocks/faults.ts reads sessionStorage, here jsdom's).
 */
export class JsdomDriver implements AppDriver {
  private readonly user = userEvent.setup();

  constructor(private readonly runtime: ScenarioRuntime) {
    configure({ asyncUtilTimeout: 5000 });
  }

  async start({ path, scenario, signedIn, staleToken, handOver }: StartOptions): Promise<void> {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
    this.runtime.select({
      scenario: (scenario && findScenario(scenario)) || DEFAULT_SCENARIO,
      seed: this.runtime.selection.seed,
    });
    await this.runtime.applyData({ reset: true });
    if (signedIn) await storeTokenOf(signedIn);
    if (staleToken) tokenStorage.setAccessToken('a-token-the-backend-does-not-know');
    if (handOver) {
      const tokens = await tokensOf(handOver.persona);
      if (handOver.as === 'url-token') {
        await this.launch(`${path}?accessToken=${encodeURIComponent(tokens.accessToken)}`);
        return;
      }
      if (!tokens.refreshToken)
        throw new Error(`The login of ${handOver.persona} gave no refresh token.`);
      tokenStorage.setRefreshToken(tokens.refreshToken);
    }
    await this.launch(path);
  }

  async signOn(qNumber: string): Promise<void> {
    // The browser leaves for the company sign-on and comes back on /wen with a code: a fresh page load.
    const code = await issueAuthorizationCode(qNumber);
    await this.launch(`/wen?code=${encodeURIComponent(code)}`);
    await waitFor(() => expect(window.location.search).not.toContain('code='));
  }

  /**
   * A fresh page load. The modules stay loaded between "pages" here (a browser loads them afresh), so the start-up
   * sign-in of the page before must have settled first: a new page's start-up would otherwise join that run (it
   * shares one run between concurrent calls) and read the old page's address, e.g. /login instead of /wen?code=.
   */
  private async launch(path: string): Promise<void> {
    await waitFor(() => expect(session.startingUp, 'the last page’s start-up settled').toBe(false));
    cleanup();
    resetAppState();
    resetDraft();
    resetMobilityRequest();
    resetRegistration();
    visit(path);
    renderApp({ language: 'de', searchDebounceMs: MODEL_SEARCH_DEBOUNCE_MS });
  }

  async navigate(path: string, state?: unknown): Promise<void> {
    // The guards may redirect at once: the state assertion that follows checks where it ended.
    act(() => navigate(path, { state: state ?? null }));
  }

  async injectFault(route: string, fault: Parameters<AppDriver['injectFault']>[1]) {
    writeFaults([...readFaults(), toInjectedFault(route, fault)]);
  }

  async expectFaultUsed(route: string): Promise<void> {
    await waitFor(() =>
      expect(
        readFaults().filter((fault) => fault.route === route),
        `the fault on ${route}`,
      ).toEqual([]),
    );
  }

  async click(role: ControlRole, name: Name): Promise<void> {
    await this.user.click(await screen.findByRole(role, { name }));
  }

  async clickInCard(heading: string, role: ControlRole, name: Name): Promise<void> {
    const card = screen.getAllByRole('article').find((article) => headingOf(article) === heading);
    if (!card) throw new Error(`No card "${heading}"`);
    await this.user.click(within(card).getByRole(role, { name }));
  }

  async clickFirstIn(region: Name): Promise<void> {
    const found = await screen.findByRole('region', { name: region });
    const [first] = await within(found).findAllByRole('listitem');
    if (!first) throw new Error(`The region ${String(region)} lists nothing`);
    await this.user.click(within(first).getByRole('button'));
  }

  async fill(label: Name, value: string): Promise<void> {
    const input = await screen.findByLabelText(label);
    if ((input as HTMLInputElement).value) await this.user.clear(input);
    // user.type rejects an empty text: emptying the field is all there is to do.
    if (value) await this.user.type(input, value);
    // And moves on, as a person does (fields judge their input when left).
    await this.user.tab();
  }

  async select(label: Name, option: string): Promise<void> {
    await this.user.selectOptions(await screen.findByLabelText(label), option);
  }

  async timeZone(): Promise<string> {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  }

  async addressQuery(): Promise<string> {
    return window.location.search;
  }

  async expectPath(path: string | RegExp): Promise<void> {
    await waitFor(() =>
      typeof path === 'string'
        ? expect(window.location.pathname).toBe(path)
        : expect(window.location.pathname).toMatch(path),
    );
  }

  async expectHeading(name: Name): Promise<void> {
    await screen.findByRole('heading', { name });
  }

  async expectText(text: Name): Promise<void> {
    await screen.findAllByText(text);
  }

  async expectNoText(text: Name): Promise<void> {
    await waitFor(() => expect(screen.queryAllByText(text)).toHaveLength(0));
  }

  async expectEnabled(role: ControlRole, name: Name, enabled: boolean): Promise<void> {
    await waitFor(() => {
      const control = screen.getByRole(role, { name } satisfies ByRoleOptions);
      if (enabled) expect(control).toBeEnabled();
      else expect(control).toBeDisabled();
    });
  }

  async expectValue(label: Name, value: Name): Promise<void> {
    await waitFor(() => {
      const field = screen.getByLabelText(label) as HTMLInputElement;
      if (typeof value === 'string') expect(field.value).toBe(value);
      else expect(field.value).toMatch(value);
    });
  }

  async expectGroupDisabled(name: Name, disabled: boolean): Promise<void> {
    await waitFor(() => {
      const group = screen.getByRole('group', { name });
      if (disabled) expect(group).toBeDisabled();
      else expect(group).toBeEnabled();
    });
  }

  async expectDialog(title: Name, text: Name): Promise<void> {
    const dialog = await screen.findByRole('dialog', { name: title });
    await waitFor(() => expect(within(dialog).getAllByText(text).length).toBeGreaterThan(0));
  }

  async expectNoDialog(): Promise<void> {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }

  async closeDialog(): Promise<void> {
    const dialog = await screen.findByRole('dialog');
    await this.user.click(within(dialog).getByRole('button', { name: 'OK' }));
  }

  async isVisible(role: ControlRole, name: Name): Promise<boolean> {
    return screen.queryAllByRole(role, { name }).length > 0;
  }

  async showAllCards(): Promise<void> {
    await bookingListComplete();
    // jsdom has no IntersectionObserver: the list grows only by the button.
    while (await this.isVisible('button', /^Weitere Inserate anzeigen/)) {
      await this.click('button', /^Weitere Inserate anzeigen/);
    }
  }

  async cards(): Promise<CardView[]> {
    return (await findBookingCards()).map((article) => ({
      heading: headingOf(article),
      text: article.textContent ?? '',
    }));
  }

  async listEntries(region: Name, parts: readonly RegExp[]): Promise<string[][]> {
    const found = await screen.findByRole('region', { name: region });
    const items = await within(found).findAllByRole('listitem');
    return items.map((item) =>
      parts.map((part) => within(item).queryAllByText(part)[0]?.textContent ?? ''),
    );
  }

  async storedToken(): Promise<string | null> {
    return tokenStorage.getAccessToken();
  }
}

function headingOf(article: HTMLElement): string {
  return within(article).getByRole('heading', { level: 3 }).textContent ?? '';
}
