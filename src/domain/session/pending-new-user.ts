import type { User } from '@contract/schemas';
import { storedValue } from '@/lib/persisted-store';

/**
 * The signed-on but unregistered user of this tab (spec section 4, Login: no access token → new user), kept in
 * sessionStorage beside the onboarding token, so a reload of /register-wen-user keeps the 'new' state.
 */
export const PENDING_NEW_USER_KEY = 'wen.pendingNewUser';

/** Storage blocked or full: the value lives for this page only (null: none). */
function readStored(): string | null {
  try {
    return window.sessionStorage.getItem(PENDING_NEW_USER_KEY);
  } catch {
    return null;
  }
}

/** Unreadable or blocked storage: treated as not signed on; the 'new' state then lasts for this page only. */
export const pendingNewUser = {
  /**
   * The stored user, read through the contract's UserSchema; null when none is stored or it fails the schema. The
   * schema (zod with the contract) is loaded only when a value is stored: the start of every other visitor, the
   * login screen's among them, does not wait for it.
   */
  async get(): Promise<User | null> {
    const stored = readStored();
    if (stored === null) return null;
    const { UserSchema } = await import('@contract/schemas');
    return storedValue('session', PENDING_NEW_USER_KEY, UserSchema).read();
  },
  set(user: User | null): void {
    try {
      if (user === null) window.sessionStorage.removeItem(PENDING_NEW_USER_KEY);
      else window.sessionStorage.setItem(PENDING_NEW_USER_KEY, JSON.stringify(user));
    } catch {
      // storage full or blocked
    }
  },
};
