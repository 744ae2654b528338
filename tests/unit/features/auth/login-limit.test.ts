import { afterEach, describe, expect, it } from 'vitest';
import {
  LOCKOUT_DURATION_MS,
  LOCKOUT_MAX_FAILURES,
  LOCKOUT_WINDOW_MS,
} from '../../../../mocks/db/auth-repository';
import {
  FAKE_LOGIN_LIMIT,
  countLoginFailure,
  forgetLoginFailures,
  loginLimitOf,
} from '@/features/auth/login-lockout';
import { parseEnv } from '@/lib/env';

const MINUTE = 60_000;

describe('the login limit (issue 36 point 7)', () => {
  afterEach(() => forgetLoginFailures());

  it("is the fake backend's own", () => {
    expect(FAKE_LOGIN_LIMIT).toEqual({
      tries: LOCKOUT_MAX_FAILURES,
      windowMinutes: LOCKOUT_WINDOW_MS / MINUTE,
      lockMinutes: LOCKOUT_DURATION_MS / MINUTE,
    });
    expect(loginLimitOf(parseEnv({ VITE_API_MODE: 'mock' }))).toBe(FAKE_LOGIN_LIMIT);
    // The real backend says neither: no warning, no duration.
    expect(loginLimitOf(parseEnv({ VITE_API_MODE: 'real' }))).toBeNull();
  });

  it('counts the wrong passwords per e-mail within the window, down to the lock', () => {
    const at = (minutes: number) => minutes * MINUTE;
    const fail = (email: string, minutes: number) =>
      countLoginFailure(email, 401, FAKE_LOGIN_LIMIT, at(minutes));
    expect([1, 2, 3].map((minute) => fail('max@bmw.example', minute))).toEqual([4, 3, 2]);
    // Another e-mail counts on its own; the same one in other case is the same.
    expect(fail('erika@bmw.example', 3)).toBe(4);
    expect(fail(' MAX@bmw.example', 4)).toBe(1);
    expect(fail('max@bmw.example', 5)).toBe(0);
    // Locked: the backend forgot the tries, so does the app.
    expect(fail('max@bmw.example', 6)).toBe(4);
  });

  it('forgets tries older than the window, and all of them after another answer', () => {
    const fail = (minutes: number) =>
      countLoginFailure('max@bmw.example', 401, FAKE_LOGIN_LIMIT, minutes * MINUTE);
    expect([0, 1, 2].map(fail)).toEqual([4, 3, 2]);
    expect(fail(15.5)).toBe(2);
    expect(countLoginFailure('max@bmw.example', 200, FAKE_LOGIN_LIMIT, 16 * MINUTE)).toBeNull();
    expect(fail(17)).toBe(4);
    expect(countLoginFailure('max@bmw.example', 401, null)).toBeNull();
  });
});
