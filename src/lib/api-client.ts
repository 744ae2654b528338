import { initClient, type ApiFetcher } from '@ts-rest/core';
import { initTsrReactQuery } from '@ts-rest/react-query/v5';
import { readAnswerBody } from '@contract/answer-body';
import type * as AnswerReadersModule from '@contract/answer-readers';
import { contract } from '@contract/router';
import { routeAuth, routeSendsClientCredentials, TOKEN_HEADER } from '@contract/route-metadata';
import type { ReadNote } from '@contract/tolerant-reading';
import { NoAccessTokenError, RequestTimeoutError, UnreadableAnswerError } from './api-errors';
import { backendReady } from './backend-ready';
import { env, requestTimeoutMs, resolveApiBaseUrl } from './env';
import { tokenStorage } from './token-storage';
import { onUnauthorized, tellUnauthorized } from './unauthorized';

export { NoAccessTokenError, RequestTimeoutError, UnreadableAnswerError };

export { onUnauthorized };

type AnswerReaders = typeof AnswerReadersModule;
let readersLoading: Promise<AnswerReaders> | null = null;

/**
 * The tolerant reader (contract/answer-readers.ts) is loaded with the first call, in parallel with it, or when the
 * browser is idle after the start, whichever comes first: the login screen makes no call, so what it needs before it
 * is live does not carry the reader. A failed load is tried again with the next call.
 */
function loadAnswerReaders(): Promise<AnswerReaders> {
  readersLoading ??= import('@contract/answer-readers').catch((error: unknown) => {
    readersLoading = null;
    throw error;
  });
  return readersLoading;
}
if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
  window.requestIdleCallback(() => void loadAnswerReaders().catch(() => undefined));
}

const reportedNotes = new Set<string>();

/** Items a reader left out or skipped are told on the console once per page (not on every reload of the list). */
function reportReadNotes(routeName: string, notes: readonly ReadNote[]): void {
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

/**
 * The one fetcher of every call: adds the idtoken header (or fails locally without a token), the feedback client
 * credentials and a timeout, and reads every successful answer through the contract's tolerant reader
 * (contract/answer-readers.ts) instead of ts-rest's exact response validation: any 2xx of a "not shown" answer is
 * success, with or without a body; lists are read item by item. The answer's status becomes the one the contract
 * declares for what was read, so callers and the typed hooks see the contract's types.
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

  const readers = loadAnswerReaders();
  // Settled here if the call fails before it is needed; awaited below.
  readers.catch(() => undefined);
  // The demo build's fake backend may still be starting; its start does not count against the call's timeout.
  const starting = backendReady();
  if (starting) await starting;
  const timeoutMs = requestTimeoutMs();
  const timeout = AbortSignal.timeout(timeoutMs);
  const callerSignal = args.fetchOptions?.signal ?? undefined;
  const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(args.path, {
      ...args.fetchOptions,
      method: args.method,
      headers,
      body: args.body,
      signal,
    });
    body = await readAnswerBody(response);
  } catch (error) {
    if (timeout.aborted && !callerSignal?.aborted) throw new RequestTimeoutError(timeoutMs);
    throw error;
  }

  if (response.status >= 200 && response.status < 300) {
    const { answerReadingOf, readSuccessfulAnswer } = await readers;
    const known = answerReadingOf(args.route);
    if (!known) return { status: response.status, body, headers: response.headers };
    const read = readSuccessfulAnswer(known.reading, body);
    reportReadNotes(known.name, read.notes);
    if (!read.ok) throw new UnreadableAnswerError(known.name, response.status, read.issues);
    return { status: read.status, body: read.body, headers: response.headers };
  }
  if (response.status === 401 && auth === 'token') {
    tellUnauthorized();
  }
  return { status: response.status, body, headers: response.headers };
};

const clientArgs = {
  baseUrl: resolveApiBaseUrl(),
  api: apiFetcher,
  // The fetcher reads every answer through the contract's tolerant reader; a body it cannot read is an error,
  // never rendered. ts-rest's exact validation would refuse every shape but the fake backend's own.
  validateResponse: false,
} as const;

/** TanStack Query hooks for every route of the contract. */
export const tsr = initTsrReactQuery(contract, clientArgs);

/** Plain promise client, for calls outside React (start-up sign-in, logout). */
export const apiClient = initClient(contract, clientArgs);
