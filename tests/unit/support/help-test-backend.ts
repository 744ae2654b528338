import { TEST_NOW } from './mock-backend-harness';
import { storeTokenOf, useAppTestBackend } from './app-test-backend';

export { failNextCall, holdNextCall } from './app-test-backend';

/** The shared test backend at TEST_NOW. */
export function useHelpTestBackend(): void {
  useAppTestBackend({ now: TEST_NOW });
}

export function storeDemoToken(): Promise<void> {
  return storeTokenOf('demo');
}
