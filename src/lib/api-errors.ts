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
