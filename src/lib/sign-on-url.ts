import { env, type AppEnv } from './env';
import { signOnRedirectUri } from './routes';

/** Query items of the company sign-on (spec section 2, /login). */
export const SIGN_ON_SCOPE = 'openid profile email bmwids organization';
export const SIGN_ON_RESPONSE_TYPE = 'code';
export const SIGN_ON_AUTH_INDEX_VALUE = 'strongAuth4000Service';
/** The fake sign-on page of mock mode. */
export const MOCK_SIGN_ON_PATH = '/mock-sign-on';

/** The configured authorization endpoint; in mock mode the fake one; null when the build has none. */
export function signOnEndpoint(
  config: Pick<AppEnv, 'apiMode' | 'ssoAuthorizeUrl'>,
  origin: string,
): string | null {
  if (config.ssoAuthorizeUrl) return config.ssoAuthorizeUrl;
  return config.apiMode === 'mock' ? `${origin}${MOCK_SIGN_ON_PATH}` : null;
}

/** Where the Q-number button sends the browser: the endpoint with exactly the five sign-on query items. */
export function buildSignOnUrl({
  endpoint,
  clientId,
  origin,
}: {
  endpoint: string;
  clientId: string;
  origin: string;
}): string {
  const url = new URL(endpoint);
  url.search = new URLSearchParams({
    client_id: clientId,
    scope: SIGN_ON_SCOPE,
    redirect_uri: signOnRedirectUri(origin),
    response_type: SIGN_ON_RESPONSE_TYPE,
    authIndexValue: SIGN_ON_AUTH_INDEX_VALUE,
  }).toString();
  return url.toString();
}

/**
 * The company sign-on address of this page and build (the /login button and the redirect after the corporate
 * registration use the same one), or null when the build configures no endpoint.
 */
export function companySignOnUrl(
  origin: string = window.location.origin,
  config: Pick<AppEnv, 'apiMode' | 'ssoAuthorizeUrl' | 'ssoClientId'> = env,
): string | null {
  const endpoint = signOnEndpoint(config, origin);
  if (!endpoint) {
    console.error('No sign-on endpoint configured (VITE_SSO_AUTHORIZE_URL).');
    return null;
  }
  return buildSignOnUrl({ endpoint, clientId: config.ssoClientId, origin });
}
