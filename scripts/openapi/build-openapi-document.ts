import { APP_VERSION } from '@contract/plain-forms';
import { TOKEN_HEADER } from '@contract/route-metadata';
import { listRoutes, type NamedRoute } from '@contract/router';
import { BACKEND_ENVIRONMENTS, type BackendEnvironment } from '@/lib/env-config';
import { DEFAULT_MOCK_SERVER_PORT } from '@mocks/server/mock-http-server';
import { convertContract } from './contract-components';
import type { JsonObject } from './json-object';
import {
  CLIENT_ID_HEADER,
  CLIENT_ID_SECURITY_SCHEME,
  CLIENT_SECRET_HEADER,
  CLIENT_SECRET_SECURITY_SCHEME,
  operation,
  toOpenApiPath,
  TOKEN_SECURITY_SCHEME,
} from './openapi-operations';

/**
 * The OpenAPI 3.1 document of the contract. Every schema comes from the contract's Zod schemas through Zod 4's own
 * JSON Schema conversion (draft 2020-12, the dialect of OpenAPI 3.1); nothing about the wire is written twice. The schemas: contract-components.ts; each
 * operation: openapi-operations.ts.
 */

export const OPENAPI_VERSION = '3.1.0';
const JSON_SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';

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
      version: APP_VERSION,
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
