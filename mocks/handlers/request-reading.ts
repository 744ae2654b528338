import { parseAsStandardSchema, type AppRoute, type StandardSchemaV1 } from '@ts-rest/core';
import { HttpResponse } from 'msw';
import type { ErrorBody } from '@contract/errors';

/**
 * Reading a request for a handler (mocks/handlers/define-handler.ts): its path parameters, query and JSON body
 * checked against the route's schemas, and the spec's 400 answer when they are not valid.
 */

/** The generic invalid-input message of the spec (section 5); 400 answers start with it. */
export const INVALID_INPUT_MESSAGE = 'No valid input';

/** An error answer with the contract's error body. */
export const errorResponse = (status: number, body: ErrorBody) =>
  HttpResponse.json(body, { status });

export interface Issue {
  path: string;
  message: string;
}

function issuePath(part: string, issue: StandardSchemaV1.Issue): string {
  const segments = (issue.path ?? []).map((segment) =>
    typeof segment === 'object' && segment !== null && 'key' in segment
      ? String(segment.key)
      : String(segment),
  );
  return [part, ...segments].join('.');
}

export async function validatePart(
  part: 'params' | 'query' | 'body',
  schema: unknown,
  value: unknown,
): Promise<{ value: unknown; issues: Issue[] }> {
  const standard = parseAsStandardSchema(schema);
  if (!standard) return { value, issues: [] };
  const result = await standard['~standard'].validate(value);
  if (result.issues) {
    return {
      value: undefined,
      issues: result.issues.map((issue) => ({
        path: issuePath(part, issue),
        message: issue.message,
      })),
    };
  }
  return { value: result.value, issues: [] };
}

export function validationFailure(issues: Issue[]): Response {
  const details = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
  return errorResponse(400, {
    message: `${INVALID_INPUT_MESSAGE}: ${details}`,
    code: 'VALIDATION',
    issues,
  });
}

export function routeHasBody(route: AppRoute): boolean {
  return route.method !== 'GET' && 'body' in route && parseAsStandardSchema(route.body) !== null;
}

/**
 * application/json as the contract declares it, in UTF-8 (RFC 8259: JSON between systems is UTF-8): no charset
 * or charset=utf-8. Another charset (utf-16 …) or media type (text/plain, a form, application/x+json) is refused.
 */
export function isJsonContentType(value: string | null): boolean {
  const [type = '', ...parameters] = (value ?? '')
    .split(';')
    .map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return parameters.every((parameter) => {
    const [name = '', raw = ''] = parameter.split('=').map((part) => part.trim());
    if (name !== 'charset') return true;
    const charset = raw.replace(/^"(.*)"$/, '$1');
    return charset === 'utf-8' || charset === 'utf8';
  });
}

export async function readJsonBody(
  request: Request,
): Promise<{ value: unknown } | { error: string }> {
  const text = await request.text();
  // A form or text/plain body is what a page elsewhere can send without a preflight (a cross-site post):
  // a JSON API refuses it, so no such page can sign anyone up or in.
  if (text.trim() !== '' && !isJsonContentType(request.headers.get('content-type'))) {
    return { error: 'the body must be sent as application/json' };
  }
  if (text.trim() === '') return { value: undefined };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { error: 'the body is not valid JSON' };
  }
}
