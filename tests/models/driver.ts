import type { PersonaKey } from '@mocks/seed';
import type { InjectedFault } from '@mocks/faults';
import type { ScenarioId } from '@scenarios/scenario-registry';

/**
 * The one driver the models' state assertions and event actions are written against. Two runners implement
 * it: tests/unit/models/jsdom-driver.tsx (vitest, jsdom, the real app against MSW in Node) and
 * tests/e2e/models/playwright-driver.ts (Chromium against the running mock app with its service worker).
 * Texts are the app's German ones (the default language in both runners).
 */
export type Name = string | RegExp;
export type ControlRole = 'button' | 'link' | 'radio' | 'checkbox';

export interface StartOptions {
  /** Where the app starts (a fresh page load). */
  path: string;
  /** The backend state, by scenario id (default: the seeded demo data). */
  scenario?: ScenarioId;
  /** A persona signed in before the start: its access token is stored, as a reload of a signed-in tab finds it. */
  signedIn?: PersonaKey;
  /** A stored access token the backend does not know (expired or revoked). */
  staleToken?: boolean;
  /**
   * The persona's session handed over at the start (spec section 4, start-up steps 1 and 3): its access token in
   * the URL query (`?accessToken=`), or only its refresh token stored (no access token).
   */
  handOver?: { persona: PersonaKey; as: 'url-token' | 'refresh-token' };
}

/** How the next call of a route fails: an error status, a network error, or no answer at all (it hangs). */
export type Fault = { status: number } | 'network-error' | 'hang';

/** One booking card of My page as a person reads it. */
export interface CardView {
  /** The card's heading: departure date and origin, arrival date and destination. */
  heading: string;
  /** The whole text of the card (the status line is in it). */
  text: string;
}

export interface AppDriver {
  start(options: StartOptions): Promise<void>;
  /** The company sign-on round trip of a Q-number: back in the app on /wen with an authorization code. */
  signOn(qNumber: string): Promise<void>;
  /** In-app navigation (no reload), with a history state, as the app's own buttons navigate. */
  navigate(path: string, state?: unknown): Promise<void>;
  /** The next call of the route (contract dotted name, e.g. 'bookings.cancel') fails. */
  injectFault(route: string, fault: Fault): Promise<void>;
  /** Waits until a call of the route has used the fault injected on it (a fault is for one call). */
  expectFaultUsed(route: string): Promise<void>;

  click(role: ControlRole, name: Name): Promise<void>;
  /** Clicks a control inside the card whose heading is `heading`. */
  clickInCard(heading: string, role: ControlRole, name: Name): Promise<void>;
  /** Clicks the first button in the region named `region` (e.g. the first search result). */
  clickFirstIn(region: Name): Promise<void>;
  /** Types the value into the field and leaves it. */
  fill(label: Name, value: string): Promise<void>;
  select(label: Name, option: string): Promise<void>;

  expectPath(path: string | RegExp): Promise<void>;
  expectHeading(name: Name): Promise<void>;
  expectText(text: Name): Promise<void>;
  expectNoText(text: Name): Promise<void>;
  expectEnabled(role: ControlRole, name: Name, enabled: boolean): Promise<void>;
  /** The field's value (as its input holds it, e.g. a date field's 'yyyy-MM-dd'). */
  expectValue(label: Name, value: Name): Promise<void>;
  expectGroupDisabled(name: Name, disabled: boolean): Promise<void>;
  /** The modal dialog named `title` is open and says `text`. */
  expectDialog(title: Name, text: Name): Promise<void>;
  expectNoDialog(): Promise<void>;
  /** Closes the modal with its OK button. */
  closeDialog(): Promise<void>;
  isVisible(role: ControlRole, name: Name): Promise<boolean>;
  /** The booking cards shown, top to bottom (waits until there is one). */
  cards(): Promise<CardView[]>;
  /**
   * Shows every booking card: presses the list's 'show more' button until none is left. In a browser the list
   * also loads the rest by itself as its end scrolls into view, so the button may go away under the press.
   */
  showAllCards(): Promise<void>;
  /**
   * The entries of the list in the region named `region`, top to bottom (waits until there is one): for each list
   * item, the text of its first element whose own text matches each of `parts`, in that order ('' when none does).
   */
  listEntries(region: Name, parts: readonly RegExp[]): Promise<string[][]>;
  /** The stored access token (null: none). */
  storedToken(): Promise<string | null>;
  /** The app's time zone (the browser's; in jsdom the process's): its local times are in it. */
  timeZone(): Promise<string>;
  /** The address's query (location.search, '' when none). */
  addressQuery(): Promise<string>;
}

/** The shared fault switch's entry (mocks/faults.ts) for a driver fault: used once, by the next call. */
export function toInjectedFault(route: string, fault: Fault): InjectedFault {
  if (fault === 'hang' || fault === 'network-error') return { route, kind: fault, once: true };
  return {
    route,
    kind: 'status',
    status: fault.status as ErrorStatusOf<InjectedFault>,
    once: true,
  };
}

type ErrorStatusOf<T> = T extends { kind: 'status'; status: infer S } ? S : never;
