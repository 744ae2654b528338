import type { UserSchema } from '@contract/schemas';
import { lazilyCheckedValue } from '@/lib/web-storage';

/**
 * The signed-on but unregistered user of this tab (spec section 4, Login: no access token → new user), kept in
 * sessionStorage beside the onboarding token, so a reload of /register-wen-user keeps the 'new' state.
 */
export const PENDING_NEW_USER_KEY = 'wen.pendingNewUser';

/**
 * Read through the contract's UserSchema, which loads only when a value is stored: the start of every other visitor,
 * the login screen's among them, does not wait for zod and the contract. Unreadable or blocked storage: treated as
 * not signed on; the 'new' state then lasts for this page only.
 */
const stored = lazilyCheckedValue('session', PENDING_NEW_USER_KEY, () =>
  import('@contract/schemas').then((module): typeof UserSchema => module.UserSchema),
);

export const pendingNewUser = { get: stored.read, set: stored.write };
