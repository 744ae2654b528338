import { z } from 'zod';

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

const EnvSchema = z
  .object({
    /** 'mock' starts the MSW fake backend in the browser; 'real' talks to the backend of VITE_BACKEND_ENV. */
    VITE_API_MODE: z.enum(['mock', 'real']).default('real'),
    /** Which backend preset to use; production is the default of the real-backend build. */
    VITE_BACKEND_ENV: z.enum(['local', 'test', 'int', 'prod']).default('prod'),
    /** Overrides the preset's base URL ('/' means the app's own origin, the default in mock mode). */
    VITE_API_BASE_URL: z
      .string()
      .trim()
      .refine((value) => value === '/' || isHttpUrl(value), {
        message: "must be '/' (the app's own origin) or an absolute http(s) URL",
      })
      .optional(),
    /** Overrides the preset's sign-on client id. */
    VITE_SSO_CLIENT_ID: z.string().trim().min(1).optional(),
    /** Overrides the preset's sign-on authorization endpoint; mock mode serves a fake one at /mock-sign-on. */
    VITE_SSO_AUTHORIZE_URL: z
      .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
      .optional(),
    /** The fixed client id and secret the feedback call sends (spec section 7, not reproduced there). */
    VITE_FEEDBACK_CLIENT_ID: z.string().default('wen-webapp'),
    VITE_FEEDBACK_CLIENT_SECRET: z.string().default(''),
    /** Every request is aborted after this many milliseconds. */
    VITE_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().max(300_000).default(15_000),
  })
  .transform((raw) => {
    const preset = BACKEND_ENVIRONMENTS[raw.VITE_BACKEND_ENV];
    const mock = raw.VITE_API_MODE === 'mock';
    return {
      apiMode: raw.VITE_API_MODE,
      backendEnvironment: raw.VITE_BACKEND_ENV,
      // The mock answers on the app's own origin; its sign-on is the fake page (null: no real endpoint).
      apiBaseUrl: raw.VITE_API_BASE_URL ?? (mock ? '/' : preset.apiBaseUrl),
      ssoClientId: raw.VITE_SSO_CLIENT_ID ?? preset.ssoClientId,
      ssoAuthorizeUrl: raw.VITE_SSO_AUTHORIZE_URL ?? (mock ? null : preset.ssoAuthorizeUrl),
      feedbackClientId: raw.VITE_FEEDBACK_CLIENT_ID,
      feedbackClientSecret: raw.VITE_FEEDBACK_CLIENT_SECRET,
      requestTimeoutMs: raw.VITE_REQUEST_TIMEOUT_MS,
    };
  });
export type AppEnv = z.output<typeof EnvSchema>;

/** Every variable the app reads (`.env.example` documents each). */
export const ENV_VARIABLES = Object.keys(EnvSchema.in.shape) as (keyof z.input<typeof EnvSchema>)[];

/**
 * Parses the build's variables; a wrong value stops the app with a message naming the variable.
 * An empty value counts as unset (a `.env` line like `VITE_SSO_CLIENT_ID=` keeps the preset).
 */
export function parseEnv(raw: Record<string, unknown>): AppEnv {
  const present = Object.fromEntries(
    Object.entries(raw).filter(([, value]) => !(typeof value === 'string' && value.trim() === '')),
  );
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const details = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment configuration: ${details.join('; ')}`);
  }
  return result.data;
}
