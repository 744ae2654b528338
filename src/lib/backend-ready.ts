/**
 * Calls wait here until the backend can answer them. Only the demo build sets a wait: its first screen renders
 * while its fake backend (the MSW service worker and the seeded data) still starts, and a call made before the
 * worker controls the page would reach the static host instead (src/main.tsx). Elsewhere calls go at once.
 */
let waiting: Promise<void> | null = null;

/** Holds every call until `started` settles; a start that fails fails the held calls with its error. */
export function holdCallsUntil(started: Promise<unknown>): void {
  const held: Promise<void> = started.then(() => {
    if (waiting === held) waiting = null;
  });
  // Nobody may be waiting yet: the failure is also reported by whoever started the backend.
  held.catch(() => undefined);
  waiting = held;
}

/** Resolves once calls may go (null: they may go now, without a wait). */
export function backendReady(): Promise<void> | null {
  return waiting;
}

/**
 * Whether the demo may show its first screen before the fake backend runs: not on a mock-only page (fake sign-on,
 * mailbox, messages), which the fake backend renders, and not with a scenario, seed or latency in the address,
 * which the fake backend reads before the app's router may change the address.
 */
export function mockCanStartBehindFirstScreen({
  pathname,
  search,
}: Pick<Location, 'pathname' | 'search'>): boolean {
  const query = new URLSearchParams(search);
  return (
    !pathname.startsWith('/mock-') && !['scenario', 'seed', 'latency'].some((key) => query.has(key))
  );
}
