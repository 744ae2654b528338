import { parseEnv, type AppEnv } from './env-config';

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
