import { parseEnv, type AppEnv } from './env-config';
import { MOCK_REQUEST_TIMEOUT_KEY } from './mock-request-timeout-key';

export {
  BACKEND_ENVIRONMENTS,
  ENV_VARIABLES,
  parseEnv,
  type AppEnv,
  type BackendEnvironment,
} from './env-config';

/** The parsed variables of this build; a wrong value stops the app here with a message naming the variable. */
export const env: AppEnv = parseEnv(import.meta.env);

/** The base URL as fetch needs it: '/' (or empty) means the page's own origin. */
export function resolveApiBaseUrl(baseUrl: string = env.apiBaseUrl): string {
  if (baseUrl === '/' || baseUrl === '') {
    return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  }
  return baseUrl.replace(/\/$/, '');
}

/**
 * The timeout of every request: VITE_REQUEST_TIMEOUT_MS, or in mock mode the tab's override
 * (./mock-request-timeout-key.ts), ignored when it is not a positive whole number up to the configured maximum.
 */
export function requestTimeoutMs(config: AppEnv = env): number {
  if (config.apiMode !== 'mock') return config.requestTimeoutMs;
  try {
    const raw = globalThis.sessionStorage?.getItem(MOCK_REQUEST_TIMEOUT_KEY);
    const value = raw ? Number(raw) : NaN;
    return Number.isInteger(value) && value > 0 && value <= 300_000
      ? value
      : config.requestTimeoutMs;
  } catch {
    return config.requestTimeoutMs;
  }
}
