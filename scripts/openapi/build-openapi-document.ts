import type { AppRoute } from '@ts-rest/core';
import { z } from 'zod';
import * as appContractModule from '@contract/app';
import { answerReadingOf, type AnswerReading } from '@contract/answer-readers';
import * as authContractModule from '@contract/auth';
import * as bookingsContractModule from '@contract/bookings';
import * as errorsModule from '@contract/errors';
import * as feedbackSupportContractModule from '@contract/feedback-support';
import * as offersContractModule from '@contract/offers';
import * as placesContractModule from '@contract/places';
import {
  routeAuth,
  routeSendsClientCredentials,
  TOKEN_HEADER,
  type RouteAuth,
} from '@contract/route-metadata';
import { listRoutes, type NamedRoute } from '@contract/router';
import * as entitySchemasModule from '@contract/schemas';
import * as usersContractModule from '@contract/users';
import { BACKEND_ENVIRONMENTS, type BackendEnvironment } from '@/lib/env-config';
import { DEFAULT_MOCK_SERVER_PORT } from '@mocks/server/mock-http-server';

/**
 * The OpenAPI 3.1 document of the contract. Every schema comes from the contract's Zod schemas through Zod 4's own
 * JSON Schema conversion (draft 2020-12, the dialect of OpenAPI 3.1); nothing about the wire is written twice.
 */

export type JsonObject = { [key: string]: unknown };
type Io = 'input' | 'output';

export const OPENAPI_VERSION = '3.1.0';
const JSON_SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';
const COMPONENT_SCHEMA_PREFIX = '#/components/schemas/';
export const TOKEN_SECURITY_SCHEME = 'idtoken';
const CLIENT_ID_SECURITY_SCHEME = 'clientId';
const CLIENT_SECRET_SECURITY_SCHEME = 'clientSecret';
/** Header names of the feedback call's fixed client credentials (spec section 7), as the app sends them. */
const CLIENT_ID_HEADER = 'x-client-id';
const CLIENT_SECRET_HEADER = 'x-client-secret';

/** Modules whose exported `…Schema` values become named components (`UserSchema` → `User`). */
const SCHEMA_MODULES: readonly Record<string, unknown>[] = [
  entitySchemasModule,
  errorsModule,
  authContractModule,
  usersContractModule,
  bookingsContractModule,
  placesContractModule,
  offersContractModule,
  feedbackSupportContractModule,
  appContractModule,
];

const TAG_DESCRIPTIONS: Record<string, string> = {
  auth: 'Sign-in, company sign-on and registration',
  users: 'The signed-in user',
  bookings: "The user's postings (driver offerings and passenger requests)",
  places: 'Location search for origins and destinations',
  offers: 'Postings of colleagues that match a trip',
  feedbackSupport: 'Rating, feedback and support messages',
  app: 'App version checks',
};

const ENVIRONMENT_NAMES: Record<BackendEnvironment, string> = {
  prod: 'Production',
  int: 'Integration',
  test: 'Test',
  local: 'Local backend',
};

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

/** A contract slot (path parameters, query, body or one response) of a route, and how it crosses the wire. */
interface Slot {
  schema: z.ZodType;
  io: Io;
  /** Parameter objects are split into one parameter per property; bodies are referenced or inlined. */
  kind: 'parameters' | 'schema';
}

function isZodSchema(value: unknown): value is z.ZodType {
  return value instanceof z.ZodType;
}

function entityNames(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  for (const module of SCHEMA_MODULES) {
    for (const [exportName, value] of Object.entries(module).sort(([a], [b]) =>
      a.localeCompare(b),
    )) {
      if (!exportName.endsWith('Schema') || !isZodSchema(value) || names.has(value)) continue;
      names.set(value, exportName.slice(0, -'Schema'.length));
    }
  }
  return names;
}

function routeSlots(route: AppRoute): Map<string, Slot> {
  const slots = new Map<string, Slot>();
  if ('pathParams' in route && isZodSchema(route.pathParams)) {
    slots.set('params', { schema: route.pathParams, io: 'input', kind: 'parameters' });
  }
  if (isZodSchema(route.query)) {
    slots.set('query', { schema: route.query, io: 'input', kind: 'parameters' });
  }
  if ('body' in route && isZodSchema(route.body)) {
    slots.set('body', { schema: route.body, io: 'input', kind: 'schema' });
  }
  for (const [status, response] of Object.entries(route.responses)) {
    if (isZodSchema(response)) {
      slots.set(`response ${status}`, { schema: response, io: 'output', kind: 'schema' });
    }
  }
  return slots;
}

/** Object keys in a stable order, so equal schemas compare equal and the file does not churn. */
function stable(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

function componentRefs(schema: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(schema)) {
    schema.forEach((item) => componentRefs(item, into));
  } else if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (
        key === '$ref' &&
        typeof value === 'string' &&
        value.startsWith(COMPONENT_SCHEMA_PREFIX)
      ) {
        into.add(value.slice(COMPONENT_SCHEMA_PREFIX.length));
      } else {
        componentRefs(value, into);
      }
    }
  }
  return into;
}

/**
 * Converts the schemas of a registry in one direction; references between registered schemas point into
 * components/schemas under `nameOf(id)`.
 */
function convertRegistry(
  registry: z.core.$ZodRegistry<{ id: string }>,
  io: Io,
  nameOf: (id: string) => string,
): Map<string, JsonObject> {
  const converted = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    uri: (id) => `${COMPONENT_SCHEMA_PREFIX}${nameOf(id)}`,
  });
  return new Map(
    Object.entries(converted.schemas).map(([id, schema]) => {
      const { $schema: _dialect, $id: _id, ...rest } = schema as JsonObject;
      return [id, io === 'output' ? tolerantAnswer(rest) : rest];
    }),
  );
}

/**
 * An answer as WEN reads it (the tolerant reader, contract/answer-readers.ts), not only as the fake writes it:
 * unknown fields are allowed (no `additionalProperties: false`), a field that may be null may also be left
 * out (a serializer that skips nulls), an `id` may be a number, and a `state` outside the list is allowed (the
 * item is left out). Requests keep the contract's reading.
 */
export function tolerantAnswer(schema: JsonObject): JsonObject {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    const object: JsonObject = {};
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'additionalProperties' && inner === false) continue;
      object[key] = walk(inner);
    }
    const properties = object.properties as Record<string, JsonObject> | undefined;
    if (properties?.id?.type === 'string') {
      // IdReader: an id may come as a number too (it is read as its text).
      properties.id = { anyOf: [properties.id, { type: 'number' }] };
    }
    if (
      properties?.state &&
      (Array.isArray(properties.state.enum) || typeof properties.state.$ref === 'string')
    ) {
      // A booking in a state outside the spec's list is left out of the list, not an error.
      properties.state = {
        anyOf: [
          properties.state,
          { type: 'string', description: 'Any other state: WEN leaves the item out.' },
        ],
      };
    }
    if (properties && Array.isArray(object.required)) {
      const required = (object.required as string[]).filter(
        (name) => !allowsNull(properties[name]),
      );
      if (required.length > 0) object.required = required;
      else delete object.required;
    }
    return object;
  };
  return walk(schema) as JsonObject;
}

function allowsNull(schema: JsonObject | undefined): boolean {
  if (!schema) return false;
  if (schema.type === 'null') return true;
  if (Array.isArray(schema.type) && schema.type.includes('null')) return true;
  const alternatives = [schema.anyOf, schema.oneOf].filter(Array.isArray) as JsonObject[][];
  return alternatives.some((list) => list.some((item) => allowsNull(item)));
}

/** Everything reachable through component references from `roots`. */
function reachable(roots: Iterable<string>, schemas: Map<string, JsonObject>): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...componentRefs(schemas.get(id)));
  }
  return seen;
}

interface ConvertedContract {
  components: Record<string, JsonObject>;
  /** The JSON Schema (or a reference) of a route's slot. */
  slotSchema(routeName: string, slot: string): JsonObject | undefined;
  /** The inline object schema of a parameter slot. */
  parameterObject(routeName: string, slot: string): JsonObject | undefined;
}

/**
 * Shared entities become components; everything else is inlined where it is used. A request and a response
 * read the same Zod schema differently (e.g. answers allow no extra properties), so an entity used both ways
 * whose two readings differ is named `X` for answers and `XInput` for requests.
 */
function convertContract(routes: readonly NamedRoute[]): ConvertedContract {
  const entities = entityNames();
  const registry = z.registry<{ id: string }>();
  entities.forEach((id, schema) => registry.add(schema, { id }));

  const slotIds = new Map<string, { id: string; slot: Slot; isEntity: boolean }>();
  for (const { name, route } of routes) {
    for (const [slotName, slot] of routeSlots(route)) {
      let id = entities.get(slot.schema) ?? registry.get(slot.schema)?.id;
      if (!id) {
        id = `${name} ${slotName}`;
        registry.add(slot.schema, { id });
      }
      slotIds.set(`${name} ${slotName}`, { id, slot, isEntity: entities.has(slot.schema) });
    }
  }

  const roots = (io: Io) =>
    [...slotIds.values()].filter(({ slot }) => slot.io === io).map(({ id }) => id);
  const entityIds = new Set(entities.values());

  const sameName = (id: string) => id;
  const firstInput = convertRegistry(registry, 'input', sameName);
  const firstOutput = convertRegistry(registry, 'output', sameName);
  const usedAsInput = reachable(roots('input'), firstInput);
  const usedAsOutput = reachable(roots('output'), firstOutput);

  const split = new Set(
    [...usedAsInput].filter(
      (id) =>
        entityIds.has(id) &&
        usedAsOutput.has(id) &&
        stable(firstInput.get(id)) !== stable(firstOutput.get(id)),
    ),
  );
  // An entity read the same both ways still splits when it refers to one that splits.
  let grown = true;
  while (grown) {
    grown = false;
    for (const id of usedAsInput) {
      if (split.has(id) || !entityIds.has(id) || !usedAsOutput.has(id)) continue;
      if ([...componentRefs(firstInput.get(id))].some((ref) => split.has(ref))) {
        split.add(id);
        grown = true;
      }
    }
  }
  const inputName = (id: string) => (split.has(id) ? `${id}Input` : id);
  for (const id of split) {
    if (entityIds.has(inputName(id))) {
      throw new Error(`The component name ${inputName(id)} is taken by an exported schema.`);
    }
  }

  const input = convertRegistry(registry, 'input', inputName);
  const output = convertRegistry(registry, 'output', sameName);

  const components: Record<string, JsonObject> = {};
  for (const id of usedAsOutput) {
    const schema = output.get(id);
    if (entityIds.has(id) && schema) components[id] = schema;
  }
  for (const id of usedAsInput) {
    const schema = input.get(id);
    if (entityIds.has(id) && schema) components[inputName(id)] = schema;
  }

  return {
    components: Object.fromEntries(
      Object.entries(components).sort(([a], [b]) => a.localeCompare(b)),
    ),
    slotSchema(routeName, slotName) {
      const entry = slotIds.get(`${routeName} ${slotName}`);
      if (!entry) return undefined;
      const name = entry.slot.io === 'input' ? inputName(entry.id) : entry.id;
      if (entry.isEntity) return { $ref: `${COMPONENT_SCHEMA_PREFIX}${name}` };
      return (entry.slot.io === 'input' ? input : output).get(entry.id);
    },
    parameterObject(routeName, slotName) {
      const entry = slotIds.get(`${routeName} ${slotName}`);
      return entry ? (entry.slot.io === 'input' ? input : output).get(entry.id) : undefined;
    },
  };
}

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

function operation(converted: ConvertedContract, named: NamedRoute): JsonObject {
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

function servers(): JsonObject[] {
  const order: BackendEnvironment[] = ['prod', 'int', 'test', 'local'];
  return [
    ...order.map((environment) => ({
      url: BACKEND_ENVIRONMENTS[environment].apiBaseUrl,
      description: ENVIRONMENT_NAMES[environment],
    })),
    {
      url: `http://localhost:${DEFAULT_MOCK_SERVER_PORT}`,
      description: 'The mock backend with demo data (npm run mock:server)',
    },
  ];
}

/** The OpenAPI 3.1 document of every contract route. Same contract → same document. */
export function buildOpenApiDocument(routes: readonly NamedRoute[] = listRoutes()): JsonObject {
  const converted = convertContract(routes);
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const named of routes) {
    const path = toOpenApiPath(named.route.path);
    paths[path] ??= {};
    paths[path][named.route.method.toLowerCase()] = operation(converted, named);
  }
  const tags = [...new Set(routes.map(({ name }) => name.split('.')[0] as string))].map((tag) => ({
    name: tag,
    ...(TAG_DESCRIPTIONS[tag] ? { description: TAG_DESCRIPTIONS[tag] } : {}),
  }));

  return {
    openapi: OPENAPI_VERSION,
    jsonSchemaDialect: JSON_SCHEMA_DIALECT,
    info: {
      title: 'WEN API',
      version: appContractModule.APP_VERSION,
      description:
        'The API of WEN, the commute car-pooling app, generated from its ts-rest contract (contract/). ' +
        `Protected calls carry the access token in the ${TOKEN_HEADER} header. Every failing call answers ` +
        'the ErrorBody schema.',
    },
    servers: servers(),
    tags,
    paths,
    components: {
      schemas: converted.components,
      securitySchemes: {
        [TOKEN_SECURITY_SCHEME]: {
          type: 'apiKey',
          in: 'header',
          name: TOKEN_HEADER,
          description:
            'The idToken of the login answer (for onboarding: the onboarding token of the login answer).',
        },
        [CLIENT_ID_SECURITY_SCHEME]: {
          type: 'apiKey',
          in: 'header',
          name: CLIENT_ID_HEADER,
          description: "The app's fixed client id (feedback call only).",
        },
        [CLIENT_SECRET_SECURITY_SCHEME]: {
          type: 'apiKey',
          in: 'header',
          name: CLIENT_SECRET_HEADER,
          description: "The app's fixed client secret (feedback call only).",
        },
      },
    },
  };
}
