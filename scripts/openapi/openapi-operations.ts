import type { AppRoute } from '@ts-rest/core';
import { answerReadingOf, type AnswerReading } from '@contract/answer-readers';
import {
  routeAuth,
  routeSendsClientCredentials,
  TOKEN_HEADER,
  type RouteAuth,
} from '@contract/route-metadata';
import type { NamedRoute } from '@contract/router';
import type { ConvertedContract } from './contract-components';
import type { JsonObject } from './json-object';

/** One operation of the OpenAPI document: its parameters, body, answers, notes and security. */

export const TOKEN_SECURITY_SCHEME = 'idtoken';
export const CLIENT_ID_SECURITY_SCHEME = 'clientId';
export const CLIENT_SECRET_SECURITY_SCHEME = 'clientSecret';
/** Header names of the feedback call's fixed client credentials (spec section 7), as the app sends them. */
export const CLIENT_ID_HEADER = 'x-client-id';
export const CLIENT_SECRET_HEADER = 'x-client-secret';

const STATUS_DESCRIPTIONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'Done, nothing to answer',
  400: "Invalid input: the message starts with 'No valid input', `issues` names each failing field",
  401: 'No token, an invalid or expired token, or (login) credentials that do not match',
  403: 'Not allowed for this user (e.g. inactive account, no car-pooling access, not the owner)',
  404: 'Not found',
  409: 'Conflict with the stored state (e.g. the e-mail is already registered)',
  429: 'Too many attempts (the login lockout)',
  500: 'The server failed',
};

/** '/api/v1/bookings/cancel/:bookingId' → '/api/v1/bookings/cancel/{bookingId}' */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] as string);
}

function parameters(converted: ConvertedContract, { name, route }: NamedRoute): JsonObject[] {
  const result: JsonObject[] = [];
  const params = converted.parameterObject(name, 'params');
  const paramProperties = (params?.properties ?? {}) as Record<string, JsonObject>;
  for (const param of pathParameterNames(route.path)) {
    result.push({
      name: param,
      in: 'path',
      required: true,
      schema: paramProperties[param] ?? { type: 'string' },
    });
  }
  const query = converted.parameterObject(name, 'query');
  const required = new Set((query?.required ?? []) as string[]);
  for (const [param, schema] of Object.entries(
    (query?.properties ?? {}) as Record<string, JsonObject>,
  )) {
    const { description, ...rest } = schema;
    result.push({
      name: param,
      in: 'query',
      required: required.has(param),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    });
  }
  return result;
}

function security(route: AppRoute, auth: RouteAuth): JsonObject[] {
  if (auth === 'none') return [];
  const requirement: JsonObject = { [TOKEN_SECURITY_SCHEME]: [] };
  if (routeSendsClientCredentials(route)) {
    requirement[CLIENT_ID_SECURITY_SCHEME] = [];
    requirement[CLIENT_SECRET_SECURITY_SCHEME] = [];
  }
  return [requirement];
}

/** What the app accepts as a successful answer (contract/answer-readers.ts), for the reader of the document. */
const READING_NOTES: Record<AnswerReading['kind'], string | undefined> = {
  answer: undefined,
  'maybe-answer':
    'The spec does not show this answer: the app takes any 2xx as success and uses the body documented here only when it can read it.',
  'no-answer':
    'The spec does not show this answer: the app takes any 2xx as success, with or without a body.',
};

const NOT_SHOWN_BODY =
  'The body may be the documented shape, another JSON value, empty, or text: WEN reads the documented shape when it can and treats anything else as success without a body.';
const ANY_OTHER_BODY: JsonObject = {
  description: 'Any other body: success without a body for WEN.',
};

export function operation(converted: ConvertedContract, named: NamedRoute): JsonObject {
  const { name, route } = named;
  const auth = routeAuth(route);
  const notes = [
    route.description,
    auth === 'none' ? 'Callable without a token.' : undefined,
    auth === 'onboarding'
      ? `Authorised by the onboarding token of the login answer (a new user has no access token yet), sent in the ${TOKEN_HEADER} header.`
      : undefined,
    routeSendsClientCredentials(route)
      ? `Also sends the app's fixed client id and secret (${CLIENT_ID_HEADER}, ${CLIENT_SECRET_HEADER}).`
      : undefined,
    READING_NOTES[answerReadingOf(route)?.reading.kind ?? 'answer'],
  ].filter((note): note is string => typeof note === 'string' && note !== '');

  const responses: Record<string, JsonObject> = {};
  const statuses = Object.keys(route.responses)
    .map(Number)
    .sort((a, b) => a - b);
  const reading = answerReadingOf(route)?.reading;
  const notShown = reading?.kind === 'maybe-answer' || reading?.kind === 'no-answer';
  for (const status of statuses) {
    // A schema-less answer (c.noBody()) has no content.
    const schema = converted.slotSchema(name, `response ${status}`);
    const success = status >= 200 && status < 300;
    if (notShown && success) {
      // "Not shown" by the spec: the app takes any body (or none) as success; the shape documented is what it
      // uses when it can read it (and what the fake answers).
      responses[String(status)] = {
        description: `${STATUS_DESCRIPTIONS[status] ?? `Status ${status}`}. ${NOT_SHOWN_BODY}`,
        content: {
          'application/json': { schema: schema ? { anyOf: [schema, ANY_OTHER_BODY] } : ANY_OTHER_BODY },
          'text/plain': { schema: { type: 'string' } },
        },
      };
      continue;
    }
    responses[String(status)] = {
      description: STATUS_DESCRIPTIONS[status] ?? `Status ${status}`,
      ...(schema ? { content: { 'application/json': { schema } } } : {}),
    };
  }
  if (notShown) {
    responses['2XX'] = {
      description: `Any other 2xx is success too. ${NOT_SHOWN_BODY}`,
      content: {
        'application/json': { schema: ANY_OTHER_BODY },
        'text/plain': { schema: { type: 'string' } },
      },
    };
  }
  const fakeAnswers = statuses.filter((status) => status >= 200 && status < 300);

  const body = converted.slotSchema(name, 'body');
  const parameterList = parameters(converted, named);
  return {
    operationId: name,
    summary: route.summary ?? name,
    ...(notes.length > 0 ? { description: notes.join('\n\n') } : {}),
    tags: [name.split('.')[0] as string],
    ...(parameterList.length > 0 ? { parameters: parameterList } : {}),
    ...(body
      ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } }
      : {}),
    responses,
    security: security(route, auth),
    // What the fake backend (npm run mock:server, default scenario) answers on success; the document itself
    // describes what WEN accepts, which may be more.
    'x-wen-mock-answers': fakeAnswers,
  };
}
