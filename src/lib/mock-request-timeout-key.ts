/**
 * Mock mode only: a tab may shorten the request timeout for tests and QA by storing a number of milliseconds under
 * this sessionStorage key (e.g. 1500, so a 'hang' fault ends in RequestTimeoutError quickly); src/lib/env.ts reads
 * it. Its own module, without import.meta.env, so the Playwright tests in Node can import it too.
 */
export const MOCK_REQUEST_TIMEOUT_KEY = 'wen.mock.requestTimeoutMs';
