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

/** A 2xx answer whose body the client cannot read (contract/answer-readers.ts): the server's fault, not the user's. */
export class UnreadableAnswerError extends Error {
  constructor(
    readonly routeName: string,
    readonly status: number,
    readonly issues: readonly { path: readonly PropertyKey[]; message: string }[],
  ) {
    super(
      `The answer of ${routeName} (${status}) could not be read: ${issues
        .slice(0, 3)
        .map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`)
        .join('; ')}`,
    );
    this.name = 'UnreadableAnswerError';
  }
}

/** A call answered with a status outside 2xx. */
export class ApiStatusError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`The server answered ${status}.`);
    this.name = 'ApiStatusError';
  }
}

/**
 * The HTTP status of a failed call, or null when there was no answer (network, timeout, missing token,
 * malformed body). Understands both ApiStatusError and the `{status, body}` answers the tsr hooks throw.
 */
export function errorStatus(error: unknown): number | null {
  if (error instanceof ApiStatusError) return error.status;
  if (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    'body' in error &&
    typeof error.status === 'number'
  ) {
    return error.status;
  }
  return null;
}

/** Unwraps a plain-client answer: the body of the expected status, else an ApiStatusError. */
export function expectStatus<TResponse extends { status: number; body: unknown }, S extends number>(
  response: TResponse,
  status: S,
): Extract<TResponse, { status: S }>['body'] {
  if (response.status !== status) throw new ApiStatusError(response.status, response.body);
  return (response as Extract<TResponse, { status: S }>).body;
}

/**
 * Did the call get no answer at all: offline, the connection dropped, or the request timed out? Then what happened
 * on the server is unknown (a posting may have been created), unlike an error answer or a missing token.
 */
export function isNoAnswer(error: unknown): boolean {
  return (
    error instanceof RequestTimeoutError ||
    // fetch rejects with a TypeError when the network fails (offline, connection refused or dropped).
    error instanceof TypeError
  );
}

/** Unwraps a plain-client answer: the answer itself when it is a success (2xx), else an ApiStatusError. */
export function expectSuccess<TResponse extends { status: number; body: unknown }>(
  response: TResponse,
): Extract<TResponse, { status: 200 | 201 | 202 | 203 | 204 }> {
  if (response.status < 200 || response.status > 299) {
    throw new ApiStatusError(response.status, response.body);
  }
  return response as Extract<TResponse, { status: 200 | 201 | 202 | 203 | 204 }>;
}
