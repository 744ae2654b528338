import { readAnswerBody } from '@contract/answer-body';
import { TOKEN_HEADER, type RouteAuth } from '@contract/route-metadata';
import type { ReadNote } from '@contract/tolerant-reading';
import { NoAccessTokenError, RequestTimeoutError } from './api-errors';
import { backendReady } from './backend-ready';
import { env, requestTimeoutMs } from './env';
import { tokenStorage } from './token-storage';
import { tellUnauthorized } from './unauthorized';

export interface ApiRequest {
  /** The whole URL. */
  path: string;
  method: string;
  headers?: Record<string, string>;
  body?: BodyInit | null;
  auth: RouteAuth;
  /** The feedback calls carry the client's id and secret. */
  clientCredentials?: boolean;
  fetchOptions?: RequestInit;
  /** Called once the request is known to go out (its token is there): the typed client loads its reader then. */
  onSending?: () => void;
}

/**
 * One request as every call of the app sends it, typed client or not: the idtoken header (or a local failure
 * without a token), the feedback client credentials, the demo build's fake backend awaited, a timeout, the body as
 * sent (readAnswerBody), and a 401 to a call with the stored token told to the session. Reading the answer is the
 * caller's: the typed client's fetcher (./api-client.ts) and the zod-free reads of the signed-in start
 * (./fast-lane-get.ts).
 */
export async function sendApiRequest(request: ApiRequest): Promise<{
  response: Response;
  body: unknown;
}> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.auth !== 'none') {
    // A token the caller passes explicitly wins: logout sends the token it has just cleared from storage.
    const token =
      headers[TOKEN_HEADER] ??
      (request.auth === 'onboarding'
        ? tokenStorage.getOnboardingToken()
        : tokenStorage.getAccessToken());
    if (!token) throw new NoAccessTokenError();
    headers[TOKEN_HEADER] = token;
  }
  if (request.clientCredentials) {
    headers['x-client-id'] = env.feedbackClientId;
    headers['x-client-secret'] = env.feedbackClientSecret;
  }
  request.onSending?.();
  // The demo build's fake backend may still be starting; its start does not count against the call's timeout.
  const starting = backendReady();
  if (starting) await starting;
  const timeoutMs = requestTimeoutMs();
  const timeout = AbortSignal.timeout(timeoutMs);
  const callerSignal = request.fetchOptions?.signal ?? undefined;
  const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(request.path, {
      ...request.fetchOptions,
      method: request.method,
      headers,
      body: request.body,
      signal,
    });
    body = await readAnswerBody(response);
  } catch (error) {
    if (timeout.aborted && !callerSignal?.aborted) throw new RequestTimeoutError(timeoutMs);
    throw error;
  }
  if (response.status === 401 && request.auth === 'token') tellUnauthorized();
  return { response, body };
}

const reportedNotes = new Set<string>();

/** Items a reader left out or skipped are told on the console once per page (not on every reload of the list). */
export function reportReadNotes(routeName: string, notes: readonly ReadNote[]): void {
  for (const note of notes) {
    const key = `${routeName}|${note.kind}|${note.id ?? note.path}|${note.reason}`;
    if (reportedNotes.has(key)) continue;
    reportedNotes.add(key);
    const what = note.id ? `item ${note.id} (${note.path})` : `item ${note.path}`;
    console.warn(
      `[WEN] ${routeName}: ${what} ${note.kind === 'left-out' ? 'left out' : 'skipped'}: ${note.reason}`,
    );
  }
}
