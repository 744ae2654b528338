import { initClient, tsRestFetchApi, type ApiFetcher } from '@ts-rest/core';
import { initTsrReactQuery } from '@ts-rest/react-query/v5';
import { contract } from '@contract/router';
import { routeAuth, routeSendsClientCredentials, TOKEN_HEADER } from '@contract/route-metadata';
import { env, requestTimeoutMs, resolveApiBaseUrl } from './env';
import { tokenStorage } from './token-storage';

/** Thrown without any request when a protected call has no token (spec section 7). */
export class NoAccessTokenError extends Error {
  constructor() {
    super('No access token configured.');
    this.name = 'NoAccessTokenError';
  }
}

/** Thrown when a request takes longer than the configured timeout. */
export class RequestTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The request took longer than ${timeoutMs} ms.`);
    this.name = 'RequestTimeoutError';
  }
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called when a call made with the stored access token answers 401 (expired or revoked token). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/**
 * The one fetcher of every call: adds the idtoken header (or fails locally without a token),
 * the feedback client credentials, and a timeout.
 */
export const apiFetcher: ApiFetcher = async (args) => {
  const headers: Record<string, string> = { ...args.headers };
  const auth = routeAuth(args.route);
  if (auth !== 'none') {
    // A token the caller passes explicitly wins: logout sends the token it has just cleared from storage.
    const token =
      headers[TOKEN_HEADER] ??
      (auth === 'onboarding' ? tokenStorage.getOnboardingToken() : tokenStorage.getAccessToken());
    if (!token) throw new NoAccessTokenError();
    headers[TOKEN_HEADER] = token;
  }
  if (routeSendsClientCredentials(args.route)) {
    headers['x-client-id'] = env.feedbackClientId;
    headers['x-client-secret'] = env.feedbackClientSecret;
  }

  const timeoutMs = requestTimeoutMs();
  const timeout = AbortSignal.timeout(timeoutMs);
  const callerSignal = args.fetchOptions?.signal ?? undefined;
  const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
  try {
    const response = await tsRestFetchApi({
      ...args,
      headers,
      fetchOptions: { ...args.fetchOptions, signal },
    });
    if (response.status === 401 && auth === 'token') {
      unauthorizedListeners.forEach((listener) => listener());
    }
    return response;
  } catch (error) {
    if (timeout.aborted && !callerSignal?.aborted) throw new RequestTimeoutError(timeoutMs);
    throw error;
  }
};

const clientArgs = {
  baseUrl: resolveApiBaseUrl(),
  api: apiFetcher,
  // Every answer is checked against the contract; a malformed body is an error, never rendered.
  validateResponse: true,
} as const;

/** TanStack Query hooks for every route of the contract. */
export const tsr = initTsrReactQuery(contract, clientArgs);

/** Plain promise client, for calls outside React (start-up sign-in, logout). */
export const apiClient = initClient(contract, clientArgs);
