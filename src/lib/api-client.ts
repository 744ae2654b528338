import { initClient, type ApiFetcher } from '@ts-rest/core';
import { initTsrReactQuery } from '@ts-rest/react-query/v5';
import type * as AnswerReadersModule from '@contract/answer-readers';
import { contract } from '@contract/router';
import { routeAuth, routeSendsClientCredentials } from '@contract/route-metadata';
import { NoAccessTokenError, RequestTimeoutError, UnreadableAnswerError } from './api-errors';
import { reportReadNotes, sendApiRequest } from './api-request';
import { resolveApiBaseUrl } from './env';
import { onUnauthorized } from './unauthorized';

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

/**
 * The one fetcher of every typed call: sends it as every call is sent (./api-request.ts) and reads every successful
 * answer through the contract's tolerant reader (contract/answer-readers.ts) instead of ts-rest's exact response
 * validation: any 2xx of a "not shown" answer is success, with or without a body; lists are read item by item. The
 * answer's status becomes the one the contract declares for what was read, so callers and the typed hooks see the
 * contract's types.
 */
export const apiFetcher: ApiFetcher = async (args) => {
  let readers: Promise<AnswerReaders> | undefined;
  const { response, body } = await sendApiRequest({
    path: args.path,
    method: args.method,
    headers: args.headers,
    body: args.body,
    auth: routeAuth(args.route),
    clientCredentials: routeSendsClientCredentials(args.route),
    fetchOptions: args.fetchOptions,
    onSending: () => {
      readers = loadAnswerReaders();
      // Settled here if the call fails before it is needed; awaited below.
      readers.catch(() => undefined);
    },
  });
  if (response.status >= 200 && response.status < 300) {
    const { answerReadingOf, readSuccessfulAnswer } = await (readers ?? loadAnswerReaders());
    const known = answerReadingOf(args.route);
    if (!known) return { status: response.status, body, headers: response.headers };
    const read = readSuccessfulAnswer(known.reading, body);
    reportReadNotes(known.name, read.notes);
    if (!read.ok) throw new UnreadableAnswerError(known.name, response.status, read.issues);
    return { status: read.status, body: read.body, headers: response.headers };
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
