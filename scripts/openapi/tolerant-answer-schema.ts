import type { JsonObject } from './json-object';

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
