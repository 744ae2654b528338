import { env, type AppEnv } from '@/lib/env';
import { showModal } from '@/lib/modal-store';
import { useAuthTranslation } from './auth-texts';

/** The login rows of the error catalogue (spec section 8). */
export type LoginFailure = 'credentials' | 'tooManyAttempts' | 'inactive' | 'generic';

export function loginFailureFor(status: number | null): LoginFailure {
  switch (status) {
    case 400:
    case 401:
      return 'credentials';
    case 429:
      return 'tooManyAttempts';
    case 403:
      return 'inactive';
    default:
      return 'generic';
  }
}

/**
 * The account lockout of failed e-mail logins (issue 36 point 7): so many wrong passwords within the window lock
 * the account for the duration. The backend says neither (a 401 carries no count, the spec's 429 no duration), so
 * the app knows them only for the fake backend it ships with (mocks/db/auth-repository.ts: 5 tries in 15 minutes
 * lock for 15 minutes; tests/unit/features/auth/login-limit.test.ts keeps the two equal). Against the real backend
 * the texts stay as the spec has them: no warning, "temporarily locked" without a duration.
 */
export interface LoginLimit {
  tries: number;
  windowMinutes: number;
  lockMinutes: number;
}
export const FAKE_LOGIN_LIMIT: LoginLimit = { tries: 5, windowMinutes: 15, lockMinutes: 15 };

export const loginLimitOf = (config: AppEnv = env): LoginLimit | null =>
  config.apiMode === 'mock' ? FAKE_LOGIN_LIMIT : null;

/** The wrong passwords this tab has sent per e-mail (times), as the fake counts them: within the window. */
const failedTries = new Map<string, number[]>();
const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * Counts a failed login of this e-mail and answers the tries left before the lock (null: not known). A success, a
 * lock or another answer forgets the count (the backend forgets it then too).
 */
export function countLoginFailure(
  email: string,
  status: number | null,
  limit: LoginLimit | null = loginLimitOf(),
  now: number = Date.now(),
): number | null {
  const key = emailKey(email);
  if (!limit || loginFailureFor(status) !== 'credentials') {
    failedTries.delete(key);
    return null;
  }
  const windowStart = now - limit.windowMinutes * 60_000;
  const tries = [...(failedTries.get(key) ?? []).filter((at) => at > windowStart), now];
  const left = limit.tries - tries.length;
  if (left <= 0) failedTries.delete(key);
  else failedTries.set(key, tries);
  return Math.max(left, 0);
}

export function forgetLoginFailures(email?: string): void {
  if (email === undefined) failedTries.clear();
  else failedTries.delete(emailKey(email));
}

/**
 * Shows the 'Login failed' modal with the catalogue text of the status (null: no answer at all). `triesLeft`
 * (countLoginFailure): one left adds the warning before the last try; a known limit adds the lock's duration.
 */
export function useShowLoginFailure(): (status: number | null, triesLeft?: number | null) => void {
  const { t } = useAuthTranslation();
  return (status, triesLeft = null) => {
    const failure = loginFailureFor(status);
    const limit = loginLimitOf();
    let text: string = t(`loginFailed.${failure}`);
    if (failure === 'tooManyAttempts' && limit) {
      text = t('loginFailed.lockedFor', { minutes: limit.lockMinutes });
    } else if (failure === 'credentials' && limit && triesLeft === 1) {
      text = `${text} ${t('loginFailed.lastTry', { minutes: limit.lockMinutes })}`;
    } else if (failure === 'credentials' && limit && triesLeft === 0) {
      text = `${text} ${t('loginFailed.nowLocked', { minutes: limit.lockMinutes })}`;
    }
    showModal({ title: t('loginFailed.title'), text });
  };
}
