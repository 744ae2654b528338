import { parseAsStandardSchema, type AppRoute } from '@ts-rest/core';
import { HttpResponse, type JsonBodyType } from 'msw';
import { errorResponse } from './request-reading';

/**
 * Sends a resolver's result, checked against the route's response schema for that status (unless the handler
 * says the answer of that status is built from records checked on write: DefinitionOptions of define-handler.ts).
 */
export async function respond(
  routeName: string,
  route: AppRoute,
  result: { status: number; body: unknown },
  { checkedOnWrite = [] }: { checkedOnWrite?: readonly number[] } = {},
): Promise<Response> {
  const schema = parseAsStandardSchema(route.responses[result.status]);
  if (!schema) return new HttpResponse(null, { status: result.status });
  if (checkedOnWrite.includes(result.status)) return jsonAnswer(result.body, result.status);
  const checked = await schema['~standard'].validate(result.body);
  if (checked.issues) {
    // A mock bug, not a client error: say so loudly instead of sending something off-contract.
    console.error(`[mock backend] ${routeName} answered off-contract`, checked.issues);
    return errorResponse(500, {
      message: `The mock backend answered ${routeName} outside the contract.`,
      code: 'INTERNAL',
    });
  }
  return jsonAnswer(checked.value, result.status);
}

const utf8 = new TextEncoder();

/**
 * A JSON answer, encoded once. MSW's HttpResponse.json encodes its text twice more (a Blob for the
 * Content-Length, then the Response's own body): with the offers search's ~900 KB of 1,000 matches, 20–40 ms of
 * the page's main thread in the mock build (4x CPU) before the answer could leave (issue 21).
 */
function jsonAnswer(body: unknown, status: number): Response {
  const text = JSON.stringify(body) as string | undefined;
  if (text === undefined) return HttpResponse.json(body as JsonBodyType, { status });
  const bytes = utf8.encode(text);
  return new HttpResponse(bytes, {
    status,
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(bytes.byteLength) },
  });
}
