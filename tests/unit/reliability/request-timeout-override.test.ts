import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv, requestTimeoutMs } from '@/lib/env';
import { MOCK_REQUEST_TIMEOUT_KEY } from '@/lib/mock-request-timeout-key';

/** A tab may shorten the request timeout in mock mode only (e2e 'hang' faults end in about a second). */
const mock = parseEnv({ VITE_API_MODE: 'mock', VITE_REQUEST_TIMEOUT_MS: '15000' });
const real = parseEnv({ VITE_API_MODE: 'real', VITE_REQUEST_TIMEOUT_MS: '15000' });

afterEach(() => sessionStorage.clear());

describe('request timeout override', () => {
  it('is the configured timeout without an override', () => {
    expect(requestTimeoutMs(mock)).toBe(15_000);
  });

  it('reads the tab override in mock mode', () => {
    sessionStorage.setItem(MOCK_REQUEST_TIMEOUT_KEY, '1200');
    expect(requestTimeoutMs(mock)).toBe(1200);
  });

  it('ignores the override outside mock mode', () => {
    sessionStorage.setItem(MOCK_REQUEST_TIMEOUT_KEY, '1200');
    expect(requestTimeoutMs(real)).toBe(15_000);
  });

  it.each(['abc', '0', '-5', '1.5', '999999'])('ignores the invalid override %s', (value) => {
    sessionStorage.setItem(MOCK_REQUEST_TIMEOUT_KEY, value);
    expect(requestTimeoutMs(mock)).toBe(15_000);
  });
});
