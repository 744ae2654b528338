import { UserSchema } from '@contract/schemas';
import { storedValue } from '@/lib/persisted-store';

/**
 * The signed-on but unregistered user of this tab (spec section 4, Login: no access token → new user), kept in
 * sessionStorage beside the onboarding token, so a reload of /register-wen-user keeps the 'new' state.
 */
export const PENDING_NEW_USER_KEY = 'wen.pendingNewUser';

const stored = storedValue('session', PENDING_NEW_USER_KEY, UserSchema);

/** Unreadable or blocked storage: treated as not signed on; the 'new' state then lasts for this page only. */
export const pendingNewUser = { get: stored.read, set: stored.write };
