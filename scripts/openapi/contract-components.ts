import type { AppRoute } from '@ts-rest/core';
import { z } from 'zod';
import * as appContractModule from '@contract/app';
import * as authContractModule from '@contract/auth';
import * as bookingsContractModule from '@contract/bookings';
import * as errorsModule from '@contract/errors';
import * as feedbackSupportContractModule from '@contract/feedback-support';
import * as offersContractModule from '@contract/offers';
import * as placesContractModule from '@contract/places';
import type { NamedRoute } from '@contract/router';
import * as entitySchemasModule from '@contract/schemas';
import * as usersContractModule from '@contract/users';
import type { JsonObject } from './json-object';
import { tolerantAnswer } from './tolerant-answer-schema';

/**
 * The contract's Zod schemas as the OpenAPI document's JSON Schemas, through Zod 4's own JSON Schema conversion
 * (draft 2020-12): shared entities as named components, everything else inlined where it is used.
 */

type Io = 'input' | 'output';

export const COMPONENT_SCHEMA_PREFIX = '#/components/schemas/';

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

export interface ConvertedContract {
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
export function convertContract(routes: readonly NamedRoute[]): ConvertedContract {
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
