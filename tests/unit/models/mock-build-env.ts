import type * as Env from '@/lib/env';

/**
 * '@/lib/env' with the request timeout as the mock build runs it: the tab's override is read, so a hang a fault run
 * injects ends in a fraction of a second. For `vi.mock` in the files of fault runs, imported inside the factory
 * (this module imports the real one's types only, so the mock can load it before '@/lib/env' exists):
 * `vi.mock('@/lib/env', async (original) => (await import('./mock-build-env')).mockBuildEnv(original))`.
 */
export async function mockBuildEnv(importOriginal: () => Promise<unknown>): Promise<typeof Env> {
  const actual = (await importOriginal()) as typeof Env;
  return {
    ...actual,
    requestTimeoutMs: () => actual.requestTimeoutMs({ ...actual.env, apiMode: 'mock' }),
  };
}
