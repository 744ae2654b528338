/**
 * The app's build configuration: backend presets, the schema of the VITE_ variables and their parser.
 * Free of side effects, so build tooling (vite.config.ts plugins, scripts) can read it too; the app reads the
 * parsed values from ./env.
 */

/** Where the company sign-on of an environment authorises (spec section 2, /login). */
const signOnAuthorizeUrl = (host: string) => `https://${host}/auth/oauth2/authorize`;

/**
 * The backends the app can talk to (spec section 7: local, test, integration, production), with the sign-on
 * client id and authorization endpoint registered for each (the client id differs by environment, spec section 2).
 * A local backend has no sign-on of its own: it is registered at the test sign-on.
 */
export const BACKEND_ENVIRONMENTS = {
  local: {
    apiBaseUrl: 'http://localhost:8080',
    ssoClientId: 'wen-local',
    ssoAuthorizeUrl: signOnAuthorizeUrl('auth-test.example-carmaker.com'),
  },
  test: {
    apiBaseUrl: 'https://wen-api.test.example-carmaker.com',
    ssoClientId: 'wen-test',
    ssoAuthorizeUrl: signOnAuthorizeUrl('auth-test.example-carmaker.com'),
  },
  int: {
    apiBaseUrl: 'https://wen-api.int.example-carmaker.com',
    ssoClientId: 'wen-int',
    ssoAuthorizeUrl: signOnAuthorizeUrl('auth-int.example-carmaker.com'),
  },
  prod: {
    apiBaseUrl: 'https://wen-api.prod.example-carmaker.com',
    ssoClientId: 'wen-prod',
    ssoAuthorizeUrl: signOnAuthorizeUrl('auth-prod.example-carmaker.com'),
  },
} as const;
export type BackendEnvironment = keyof typeof BACKEND_ENVIRONMENTS;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Every variable the app reads (`.env.example` documents each). */
export const ENV_VARIABLES = [
  'VITE_API_MODE',
  'VITE_BACKEND_ENV',
  'VITE_API_BASE_URL',
  'VITE_SSO_CLIENT_ID',
  'VITE_SSO_AUTHORIZE_URL',
  'VITE_FEEDBACK_CLIENT_ID',
  'VITE_FEEDBACK_CLIENT_SECRET',
  'VITE_REQUEST_TIMEOUT_MS',
] as const;
type EnvVariable = (typeof ENV_VARIABLES)[number];

export interface AppEnv {
  /** 'mock' starts the MSW fake backend in the browser; 'real' talks to the backend of `backendEnvironment`. */
  apiMode: 'mock' | 'real';
  backendEnvironment: BackendEnvironment;
  /** '/' means the app's own origin (the default in mock mode). */
  apiBaseUrl: string;
  ssoClientId: string;
  /** null in mock mode without an override: the fake sign-on page at /mock-sign-on. */
  ssoAuthorizeUrl: string | null;
  /** The fixed client id and secret the feedback call sends (spec section 7, not reproduced there). */
  feedbackClientId: string;
  feedbackClientSecret: string;
  /** Every request is aborted after this many milliseconds. */
  requestTimeoutMs: number;
}

/** One variable's reading: its value, or why it is wrong. */
type Reading<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): Reading<T> => ({ ok: true, value });
const wrong = (message: string): Reading<never> => ({ ok: false, message });

function oneOf<const T extends string>(options: readonly T[], fallback: T) {
  return (value: unknown): Reading<T> => {
    if (value === undefined) return ok(fallback);
    return options.includes(value as T)
      ? ok(value as T)
      : wrong(`must be one of ${options.map((option) => `'${option}'`).join(', ')}`);
  };
}

/** An optional text variable, trimmed. */
function text(value: unknown): Reading<string | undefined> {
  if (value === undefined) return ok(undefined);
  return typeof value === 'string' ? ok(value.trim()) : wrong('must be text');
}

/** A text variable as it is given (not trimmed), or the fallback. */
function textOr(fallback: string) {
  return (value: unknown): Reading<string> =>
    value === undefined
      ? ok(fallback)
      : typeof value === 'string'
        ? ok(value)
        : wrong('must be text');
}

// The build's configuration is checked by hand, not with zod: src/lib/env is the first module the app loads, and
// zod is not part of what the login screen needs before it is live (docs/decisions/012-typed-client-loads-with-the-first-call.md).
const VARIABLE_READERS = {
  VITE_API_MODE: oneOf(['mock', 'real'], 'real'),
  VITE_BACKEND_ENV: oneOf(['local', 'test', 'int', 'prod'], 'prod'),
  VITE_API_BASE_URL: (value: unknown) => {
    const read = text(value);
    if (!read.ok || read.value === undefined) return read;
    return read.value === '/' || isHttpUrl(read.value)
      ? read
      : wrong("must be '/' (the app's own origin) or an absolute http(s) URL");
  },
  VITE_SSO_CLIENT_ID: (value: unknown) => {
    const read = text(value);
    return read.ok && read.value === '' ? wrong('must not be empty') : read;
  },
  VITE_SSO_AUTHORIZE_URL: (value: unknown): Reading<string | undefined> => {
    if (value === undefined) return ok(undefined);
    return typeof value === 'string' && isHttpUrl(value)
      ? ok(value)
      : wrong('must be an absolute http(s) URL');
  },
  VITE_FEEDBACK_CLIENT_ID: textOr('wen-webapp'),
  VITE_FEEDBACK_CLIENT_SECRET: textOr(''),
  VITE_REQUEST_TIMEOUT_MS: (value: unknown): Reading<number> => {
    if (value === undefined) return ok(15_000);
    const number = Number(value);
    return Number.isInteger(number) && number > 0 && number <= 300_000
      ? ok(number)
      : wrong('must be a whole number of milliseconds from 1 to 300000');
  },
} satisfies Record<EnvVariable, (value: unknown) => Reading<unknown>>;

type RawEnv = {
  [Name in EnvVariable]: Extract<
    ReturnType<(typeof VARIABLE_READERS)[Name]>,
    { ok: true }
  >['value'];
};

/**
 * Parses the build's variables; a wrong value stops the app with a message naming the variable.
 * An empty value counts as unset (a `.env` line like `VITE_SSO_CLIENT_ID=` keeps the preset).
 */
export function parseEnv(raw: Record<string, unknown>): AppEnv {
  const present = Object.fromEntries(
    Object.entries(raw).filter(([, value]) => !(typeof value === 'string' && value.trim() === '')),
  );
  const details: string[] = [];
  const values: Partial<Record<EnvVariable, unknown>> = {};
  for (const name of ENV_VARIABLES) {
    const read = VARIABLE_READERS[name](present[name]);
    if (read.ok) values[name] = read.value;
    else details.push(`${name}: ${read.message}`);
  }
  if (details.length > 0)
    throw new Error(`Invalid environment configuration: ${details.join('; ')}`);
  const parsed = values as RawEnv;
  const preset = BACKEND_ENVIRONMENTS[parsed.VITE_BACKEND_ENV];
  const mock = parsed.VITE_API_MODE === 'mock';
  return {
    apiMode: parsed.VITE_API_MODE,
    backendEnvironment: parsed.VITE_BACKEND_ENV,
    // The mock answers on the app's own origin; its sign-on is the fake page (null: no real endpoint).
    apiBaseUrl: parsed.VITE_API_BASE_URL ?? (mock ? '/' : preset.apiBaseUrl),
    ssoClientId: parsed.VITE_SSO_CLIENT_ID ?? preset.ssoClientId,
    ssoAuthorizeUrl: parsed.VITE_SSO_AUTHORIZE_URL ?? (mock ? null : preset.ssoAuthorizeUrl),
    feedbackClientId: parsed.VITE_FEEDBACK_CLIENT_ID,
    feedbackClientSecret: parsed.VITE_FEEDBACK_CLIENT_SECRET,
    requestTimeoutMs: parsed.VITE_REQUEST_TIMEOUT_MS,
  };
}
