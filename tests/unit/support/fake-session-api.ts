import { vi } from 'vitest';
import type { SessionApi } from '@/domain/session/session-api';

/** What a test answers per call; a call it gives no answer for fails loudly ("unexpected call …"). */
export type FakeSessionAnswers = Partial<SessionApi>;

/** The session's backend as spies, for the start-up and sign-in tests. */
export function fakeSessionApi(answers: FakeSessionAnswers = {}) {
  const unexpected = (name: keyof SessionApi) => () =>
    Promise.reject(new Error(`unexpected call ${name}`));
  return {
    currentUser: vi.fn(answers.currentUser ?? unexpected('currentUser')),
    login: vi.fn(answers.login ?? unexpected('login')),
    logout: vi.fn(answers.logout ?? unexpected('logout')),
    acceptTerms: vi.fn(answers.acceptTerms ?? unexpected('acceptTerms')),
  } satisfies SessionApi;
}

/** The backend ends a session without a word (logout's answer is "not shown"). */
export const logsOut = (): Promise<void> => Promise.resolve();
