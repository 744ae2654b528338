import { beforeEach } from 'vitest';
import { db } from '@mocks/node';
import { TEST_NOW } from './mock-backend-harness';
import { resetAppState, visit } from './render-app';
import { storeTokenOf, useAppTestBackend } from './app-test-backend';

export { failNextCall, holdNextCall } from './app-test-backend';

/** The shared test backend at TEST_NOW, and the app's state reset before each test. */
export function useHelpTestBackend(): void {
  useAppTestBackend({ now: TEST_NOW });
  beforeEach(() => {
    resetAppState();
  });
}

export function storeDemoToken(): Promise<void> {
  return storeTokenOf('demo');
}

/** What the fake backend keeps of the feedback and support forms (tests/unit/features/help-support/). */
export const newestFeedback = () => db.feedback.all().at(-1);
export const supportMessages = () => db.supportMessages.all();

/** Opens a screen as if reached from the car-pooling help (the entry a success goes back to). */
export function visitFromHelp(path: string) {
  visit('/commute-pooling/help');
  window.history.pushState(null, '', path);
}
