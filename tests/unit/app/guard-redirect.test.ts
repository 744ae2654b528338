import { describe, expect, it } from 'vitest';
import { findRoute } from '@/app/route-table';
import { guardRedirect } from '@/app/guards';
import { ROUTES } from '@/lib/routes';
import { makeUser } from '../support/builders';

/**
 * The guards decide on the session's status AND the user: a protected screen needs both (route-guards.test.tsx walks
 * the table through the app; these are the states in between that it cannot reach).
 */
const myPage = findRoute(ROUTES.myPage)!;

describe('a protected route needs a signed-in session and its user', () => {
  it('a signed-in session whose user is not known yet goes to /login', () => {
    expect(guardRedirect(myPage, { status: 'authenticated', user: null })).toEqual({
      to: ROUTES.login,
      replace: true,
    });
  });

  it('a user left over from a session that ended does not open it', () => {
    expect(guardRedirect(myPage, { status: 'anonymous', user: makeUser() })).toEqual({
      to: ROUTES.login,
      replace: true,
    });
  });

  it('opens for a signed-in session with its user', () => {
    expect(guardRedirect(myPage, { status: 'authenticated', user: makeUser() })).toBeNull();
  });
});
