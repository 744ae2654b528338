import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { HandlerOptions } from '@mocks/handlers/define-handler';
import { createMockServer, setMockNow } from '@mocks/node';
import type { ScenarioRuntime } from '@mocks/scenario-runtime';
import { resolveApiBaseUrl } from '@/lib/env';

/**
 * The fake backend in Node for a file of tests that render the whole app (journeys, model paths): its handlers with
 * the file's scenario runtime in front, answering at the app's API base URL; the fake backend's clock and the app's
 * `Date` stand at `now` (only Date is faked: timers and promises run normally).
 */
export function useFakeBackendAt(
  now: Date,
  runtime: ScenarioRuntime,
  options: Pick<HandlerOptions, 'afterResolve'> = {},
): void {
  const server = createMockServer({
    ...options,
    baseUrl: resolveApiBaseUrl(),
    beforeResolve: runtime.hook,
  });
  beforeAll(() => {
    setMockNow(now);
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => {
    server.close();
    setMockNow(null);
  });
}
