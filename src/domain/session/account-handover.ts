import type { User } from '@contract/schemas';
import { fetchCurrentUser } from '@/api/session';
import { refusesSignIn } from '@/domain/session/session-actions';

export type Handover =
  | { kind: 'ask'; current: User; next: User }
  | { kind: 'take'; token: string; user: User }
  | { kind: 'keep'; user: User }
  | { kind: 'stored-refused'; token: string }
  | { kind: 'unavailable'; error: unknown };

/**
 * A link's token while another one is stored: whose are they? The same user takes the fresh token; a link token
 * the backend refuses is dropped (the session stays); a refused stored token gives way; two users: ask.
 */
export async function handOver(token: string): Promise<Handover> {
  let current: User;
  try {
    current = await fetchCurrentUser();
  } catch (error) {
    return refusesSignIn(error)
      ? {
          // Stryker disable next-line StringLiteral: a handover of no known kind goes the stored-refused way: the link token is stored and validated below
          kind: 'stored-refused',
          token,
        }
      : { kind: 'unavailable', error };
  }
  let next: User;
  try {
    next = await fetchCurrentUser(token);
  } catch (error) {
    return refusesSignIn(error) ? { kind: 'keep', user: current } : { kind: 'unavailable', error };
  }
  return next.id === current.id
    ? { kind: 'take', token, user: next }
    : { kind: 'ask', current, next };
}
