import { TOKEN_HEADER } from '@contract/route-metadata';
import type { RouteName } from '@contract/router';
import { UnreadableAnswerError } from './api-errors';
import { reportReadNotes, sendApiRequest } from './api-request';
import { resolveApiBaseUrl } from './env';

export type FastLaneAnswer<T> =
  | { ok: true; status: number; body: T; headers: Headers }
  | { ok: false; status: number; body: unknown; headers: Headers };

/**
 * A GET of the signed-in start without the typed client (docs/decisions/024-signed-in-start-without-the-typed-client.md):
 * sent as every call is (./api-request.ts), with the stored token or `accessToken`; a 2xx answer in the contract's
 * own form is read by `fastLane` (contract/canonical-readers.ts, no zod), any other by the route's tolerant reader,
 * loaded only then, exactly as the typed client reads it. Not 2xx: the answer as it came (`ok: false`).
 */
export async function getWithFastLane<T>(
  routeName: RouteName,
  path: string,
  fastLane: (body: unknown) => T | null,
  { accessToken, signal }: { accessToken?: string; signal?: AbortSignal } = {},
): Promise<FastLaneAnswer<T>> {
  const { response, body } = await sendApiRequest({
    path: `${resolveApiBaseUrl()}${path}`,
    method: 'GET',
    headers: accessToken ? { [TOKEN_HEADER]: accessToken } : undefined,
    auth: 'token',
    fetchOptions: signal ? { signal } : undefined,
  });
  const { status, headers } = response;
  if (status < 200 || status > 299) return { ok: false, status, body, headers };
  const fast = fastLane(body);
  if (fast !== null) return { ok: true, status: 200, body: fast, headers };
  const { ANSWER_READINGS, readSuccessfulAnswer } = await import('@contract/answer-readers');
  const read = readSuccessfulAnswer(ANSWER_READINGS[routeName], body);
  reportReadNotes(routeName, read.notes);
  if (!read.ok) throw new UnreadableAnswerError(routeName, status, read.issues);
  return { ok: true, status: read.status, body: read.body as T, headers };
}
