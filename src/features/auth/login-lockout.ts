import { env, type AppEnv } from '@/lib/env';
import { loginFailureFor, type LoginFailure } from './login-failure';
import { useLoginLockoutTranslation } from './login-lockout-texts';

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
 * The e-mail login's failure text with what the limit adds: one try left adds the warning before the last try, the
 * lock its duration. Without a known limit (the real backend) the catalogue's text as it is.
 */
export function useLockoutText(): (
  text: string,
  failure: LoginFailure,
  triesLeft: number | null,
) => string {
  const { t } = useLoginLockoutTranslation();
  return (text, failure, triesLeft) => {
    const limit = loginLimitOf();
    if (!limit) return text;
    const minutes = limit.lockMinutes;
    if (failure === 'tooManyAttempts') return t('lockedFor', { minutes });
    if (failure === 'credentials' && triesLeft === 1) return `${text} ${t('lastTry', { minutes })}`;
    if (failure === 'credentials' && triesLeft === 0)
      return `${text} ${t('nowLocked', { minutes })}`;
    return text;
  };
}
