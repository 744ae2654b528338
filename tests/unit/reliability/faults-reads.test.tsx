import { vi } from 'vitest';
import type * as Env from '@/lib/env';
import { describeFaultCatalogue } from './fault-catalogue-runs';

// The request timeout as the mock build runs it: the tab's override is read (a hang ends in a fraction of a second).
vi.mock('@/lib/env', async (importOriginal) => {
  const actual = await importOriginal<typeof Env>();
  return {
    ...actual,
    requestTimeoutMs: () => actual.requestTimeoutMs({ ...actual.env, apiMode: 'mock' }),
  };
});

/** The fault catalogue, its reading calls: sign-in, the user, My page's list, the picker and the offer search. */
describeFaultCatalogue('reads', [
  'auth: login',
  'user: /users/me at start-up',
  'user: /users/me refresh',
  'bookings: list on My page',
  'places: picker search',
  'offers: search',
]);
