// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { ERROR_STATUSES } from '@contract/errors';
import { routeAuth, TOKEN_HEADER } from '@contract/route-metadata';
import { listRoutes } from '@contract/router';
import { buildOpenApiDocument } from '../../../scripts/openapi/build-openapi-document';
import type { JsonObject } from '../../../scripts/openapi/json-object';
import { toOpenApiPath } from '../../../scripts/openapi/openapi-operations';
import { OPENAPI_FILE, renderOpenApiFile } from '../../../scripts/generate-openapi';

const document = buildOpenApiDocument();
const routes = listRoutes();

type Operation = JsonObject & {
  operationId: string;
  summary: string;
  parameters?: { name: string; in: string; required: boolean; schema: JsonObject }[];
  requestBody?: { content: Record<string, { schema: JsonObject }> };
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: JsonObject }> }
  >;
  security: Record<string, string[]>[];
};

function operationOf(path: string, method: string): Operation {
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const operation = paths[toOpenApiPath(path)]?.[method.toLowerCase()];
  if (!operation) throw new Error(`No operation ${method} ${path}`);
  return operation;
}

function refsIn(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, into));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') into.push(inner);
      else refsIn(inner, into);
    }
  }
  return into;
}

describe('the OpenAPI document of the contract', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('is refused by the validator when broken (the check is not vacuous)', async () => {
    const broken = structuredClone(document) as {
      paths: Record<string, Record<string, { parameters: JsonObject[] }>>;
    };
    const parameter = broken.paths['/places']?.get?.parameters[0];
    if (!parameter) throw new Error('GET /places has no parameters');
    parameter.in = 'body'; // an OpenAPI 2 location, gone in 3.x
    const result = await new Validator().validate(broken);
    expect(result.valid).toBe(false);
  });

  it('lists every contract route with its method, name and summary', () => {
    const operations = Object.values(
      document.paths as Record<string, Record<string, Operation>>,
    ).flatMap((byMethod) => Object.values(byMethod));
    expect(operations).toHaveLength(routes.length);
    for (const { name, route } of routes) {
      const operation = operationOf(route.path, route.method);
      expect(operation.operationId).toBe(name);
      expect(operation.summary).toBe(route.summary);
      expect(operation.tags).toEqual([name.split('.')[0]]);
    }
  });

  it('writes path parameters in OpenAPI syntax, with their schema', () => {
    expect(Object.keys(document.paths as JsonObject).filter((path) => path.includes(':'))).toEqual(
      [],
    );
    const cancel = operationOf('/api/v1/bookings/cancel/:bookingId', 'PUT');
    expect(cancel.parameters).toEqual([
      {
        name: 'bookingId',
        in: 'path',
        required: true,
        schema: { type: 'string', minLength: 1, maxLength: 100 },
      },
    ]);
  });

  it('lists query parameters with whether they are required', () => {
    const search = operationOf('/places', 'GET');
    expect(
      search.parameters?.map(({ name, in: where, required }) => [name, where, required]),
    ).toEqual([
      ['query', 'query', true],
      ['latitude', 'query', true],
      ['longitude', 'query', true],
    ]);
    expect(search.parameters?.[1]?.schema).toEqual({ type: 'number', minimum: -90, maximum: 90 });
    const registrationLink = operationOf('/auth/registrationLink', 'GET');
    expect(registrationLink.parameters).toEqual([
      expect.objectContaining({ name: 'email', in: 'query', required: false }),
    ]);
  });

  it('describes request bodies, with shared entities as components', () => {
    expect(operationOf('/api/v1/login', 'POST').requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/LoginRequest' } } },
    });
    const schemas = (document.components as { schemas: Record<string, JsonObject> }).schemas;
    expect(schemas.LoginRequest?.oneOf).toHaveLength(3);
    expect(schemas.PasswordLogin?.required).toEqual(['grant_type', 'email', 'password']);
    expect(operationOf('/api/v1/bookings/cancel/:bookingId', 'PUT').requestBody).toBeUndefined();
  });

  it('declares every response status of each route, with the common error body', () => {
    for (const { route } of routes) {
      const operation = operationOf(route.path, route.method);
      // Beside the contract's statuses, a "not shown" answer declares any other 2xx (issue 38: what WEN accepts).
      expect(
        Object.keys(operation.responses)
          .filter((key) => key !== '2XX')
          .map(Number)
          .sort(),
      ).toEqual(Object.keys(route.responses).map(Number).sort());
      for (const status of ERROR_STATUSES) {
        expect(operation.responses[status]?.content?.['application/json']?.schema).toEqual({
          $ref: '#/components/schemas/ErrorBody',
        });
      }
    }
    expect(
      operationOf('/users/me', 'GET').responses['200']?.content?.['application/json']?.schema,
    ).toEqual({
      $ref: '#/components/schemas/User',
    });
    // Logout's answer is "not shown": any 2xx with any body (or none) is success for WEN.
    const logout = operationOf('/api/v1/logout', 'POST').responses;
    expect(logout['204']?.content?.['text/plain']?.schema).toEqual({ type: 'string' });
    expect(logout['2XX']?.description).toMatch(/Any other 2xx is success/);
    expect(operationOf('/users/me', 'GET').responses['2XX']).toBeUndefined();
    const schemas = (document.components as { schemas: Record<string, JsonObject> }).schemas;
    expect(schemas.ErrorBody?.required).toEqual(['message']);
  });

  it('secures token and onboarding routes with the idtoken header, and no others', () => {
    const schemes = (document.components as { securitySchemes: Record<string, JsonObject> })
      .securitySchemes;
    expect(schemes.idtoken).toMatchObject({ type: 'apiKey', in: 'header', name: TOKEN_HEADER });
    for (const { name, route } of routes) {
      const { security } = operationOf(route.path, route.method);
      if (routeAuth(route) === 'none') expect(security, name).toEqual([]);
      else expect(security[0], name).toHaveProperty('idtoken', []);
    }
    expect(operationOf('/feedback/nps', 'POST').security).toEqual([
      { idtoken: [], clientId: [], clientSecret: [] },
    ]);
  });

  it('resolves every reference to a component', () => {
    const schemas = (document.components as { schemas: Record<string, JsonObject> }).schemas;
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(schemas, ref).toHaveProperty([ref.slice('#/components/schemas/'.length)]);
    }
  });

  it('is the same document every time', () => {
    expect(JSON.stringify(buildOpenApiDocument())).toBe(JSON.stringify(document));
  });

  it('is committed up to date with the contract (else run npm run openapi)', async () => {
    const committed = JSON.parse(await readFile(OPENAPI_FILE, 'utf8')) as unknown;
    expect(committed).toEqual(JSON.parse(await renderOpenApiFile(document)));
  });
});
