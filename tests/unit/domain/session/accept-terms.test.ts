import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiStatusError, RequestTimeoutError } from '@/lib/api-errors';
import { currentUser, setCurrentUser } from '@/domain/session/current-user';
import { acceptTerms } from '@/domain/session/session-actions';
import { session } from '@/domain/session/session-state';
import { tokenStorage } from '@/lib/token-storage';
import { isSessionMutating } from '@/api/session';
import { makeUser } from '../../support/builders';
import { fakeSessionBackend, useFakeSessionBackend } from '../../support/fake-session-backend';
import { resetAppState } from '../../support/render-app';

/**
 * Accepting the terms (spec section 4, Terms: in progress, post the acceptance, then refresh the user; a failure
 * only clears the flag, section 4 Other events) as the terms screen calls it: what it resolves and what it leaves.
 */

const pending = makeUser({ id: 'user-7', acceptedTerms: false });
const accepted = { ...pending, acceptedTerms: true };

useFakeSessionBackend();

beforeEach(() => {
  resetAppState();
  session.status = 'authenticated';
  tokenStorage.setAccessToken('token-7');
  setCurrentUser(pending);
});

describe('acceptTerms', () => {
  it('posts the acceptance for the current user, then takes the refreshed user', async () => {
    let flagDuringCall: boolean | undefined;
    const api = fakeSessionBackend({
      acceptTerms: () => {
        flagDuringCall = isSessionMutating('acceptTerms');
        return Promise.resolve();
      },
      currentUser: () => Promise.resolve(accepted),
    });
    await expect(acceptTerms()).resolves.toBe('accepted');
    expect(api.acceptTerms).toHaveBeenCalledWith('user-7');
    expect(api.currentUser).toHaveBeenCalledTimes(1);
    expect(flagDuringCall).toBe(true);
    expect(isSessionMutating('acceptTerms')).toBe(false);
    expect(currentUser()).toEqual(accepted);
  });

  it('refreshes the user only after the acceptance has succeeded', async () => {
    const api = fakeSessionBackend({
      acceptTerms: () => Promise.reject(new ApiStatusError(500, { message: 'down' })),
    });
    await expect(acceptTerms()).resolves.toBe('failed');
    expect(api.currentUser).not.toHaveBeenCalled();
    expect(isSessionMutating('acceptTerms')).toBe(false);
    expect(currentUser()).toEqual(pending);
  });

  it.each([
    ['a network error', 'no-answer', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a timeout', 'no-answer', () => Promise.reject(new RequestTimeoutError(15_000))],
    ['a 403', 'failed', () => Promise.reject(new ApiStatusError(403, { message: 'x' }))],
  ] as const)('after %s it resolves %s and clears the flag', async (_name, outcome, answer) => {
    await expect((fakeSessionBackend({ acceptTerms: answer }), acceptTerms())).resolves.toBe(
      outcome,
    );
    expect(isSessionMutating('acceptTerms')).toBe(false);
  });

  it('a failing refresh of the user after the acceptance counts as failed, the flag cleared', async () => {
    fakeSessionBackend({
      acceptTerms: () => Promise.resolve(),
      currentUser: () => Promise.reject(new ApiStatusError(500, { message: 'down' })),
    });
    await expect(acceptTerms()).resolves.toBe('failed');
    expect(isSessionMutating('acceptTerms')).toBe(false);
    expect(currentUser()).toEqual(pending);
  });

  it('makes no call without a user or while an acceptance is under way (busy)', async () => {
    let release: () => void = () => {};
    const api = fakeSessionBackend({
      acceptTerms: () => new Promise<void>((resolve) => (release = resolve)),
      currentUser: () => Promise.resolve(accepted),
    });
    const first = acceptTerms();
    await expect(acceptTerms()).resolves.toBe('busy');
    expect(isSessionMutating('acceptTerms')).toBe(true);
    await vi.waitFor(() => expect(api.acceptTerms).toHaveBeenCalledOnce());
    release();
    await first;
    api.acceptTerms.mockClear();
    resetAppState(); // no user
    await expect(acceptTerms()).resolves.toBe('busy');
    expect(api.acceptTerms).not.toHaveBeenCalled();
    expect(isSessionMutating('acceptTerms')).toBe(false);
  });

  it('a second tap while the first acceptance runs makes no second call', async () => {
    let release: () => void = () => {};
    const api = fakeSessionBackend({
      acceptTerms: () => new Promise<void>((resolve) => (release = resolve)),
      currentUser: () => Promise.resolve(accepted),
    });
    const first = acceptTerms();
    await expect(acceptTerms()).resolves.toBe('busy');
    await vi.waitFor(() => expect(api.acceptTerms).toHaveBeenCalledOnce());
    release();
    await expect(first).resolves.toBe('accepted');
    expect(api.acceptTerms).toHaveBeenCalledTimes(1);
  });
});
