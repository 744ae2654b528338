import { configure } from '@testing-library/react';
import { beforeEach } from 'vitest';
import { resetRegistration } from '@/features/registration/registration-store';
import { resetAppState } from './render-app';
import { TEST_NOW } from './mock-backend-harness';
import { useAppTestBackend } from './app-test-backend';

export { answerNextCall, holdNextCall, signOnReturnPath, storeTokenOf } from './app-test-backend';

/**
 * The shared test backend at TEST_NOW; every test starts logged out with an empty registration draft.
 * `fresh: true` reseeds before every test (tests that create accounts).
 */
export function useAuthTestBackend({ fresh = false }: { fresh?: boolean } = {}): void {
  // Screens load lazily: on a busy machine the first render of one can take more than a second.
  configure({ asyncUtilTimeout: 10_000 });
  useAppTestBackend({ now: TEST_NOW, reseedEachTest: fresh });
  beforeEach(() => {
    resetAppState();
    resetRegistration();
  });
}
