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

/** The fault catalogue, its sending calls: create, cancel, archive, feedback and support. */
describeFaultCatalogue('sends', [
  'bookings: create',
  'bookings: cancel',
  'bookings: archive',
  'feedback: send',
  'support: send',
]);
