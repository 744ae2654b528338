import { UserSchema, type User } from '@contract/schemas';

/**
 * The signed-on but unregistered user of this tab (spec section 4, Login: no access token → new user), kept in
 * sessionStorage beside the onboarding token, so a reload of /register-wen-user keeps the 'new' state.
 */
export const PENDING_NEW_USER_KEY = 'wen.pendingNewUser';

export const pendingNewUser = {
  get(): User | null {
    try {
      const stored = sessionStorage.getItem(PENDING_NEW_USER_KEY);
      if (!stored) return null;
      const parsed = UserSchema.safeParse(JSON.parse(stored));
      return parsed.success ? parsed.data : null;
    } catch {
      return null; // unreadable or blocked storage: treated as not signed on
    }
  },
  set(user: User | null): void {
    try {
      if (user) sessionStorage.setItem(PENDING_NEW_USER_KEY, JSON.stringify(user));
      else sessionStorage.removeItem(PENDING_NEW_USER_KEY);
    } catch {
      // blocked storage: the 'new' state lasts for this page only
    }
  },
};
