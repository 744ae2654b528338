/**
 * A JSON Schema (draft 2020-12) check of the keywords the generated OpenAPI document uses, for checking answers
 * against it (tests/unit/platform/openapi-real-world.test.ts). `format` is an annotation in 2020-12 (not
 * asserted, as validators do by default); any keyword it does not know throws, so the check can never be
 * silently more lenient than the document.
 */

type Schema = { [key: string]: unknown } | boolean;

const ANNOTATIONS = new Set([
  'description',
  'format',
  'default',
  'title',
  'examples',
  '$schema',
  '$id',
]);
const KNOWN = new Set([
  ...ANNOTATIONS,
  '$ref',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'anyOf',
  'oneOf',
  'allOf',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
]);

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const typeMatches = (value: unknown, type: string) =>
  type === 'number' ? typeof value === 'number' : typeOf(value) === type;

function equal(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The errors of `value` against `schema` ('' paths: the root); references resolve in `root`. */
export function checkJsonSchema(
  schema: Schema,
  value: unknown,
  root: { [key: string]: unknown },
  path = '$',
): string[] {
  if (schema === true) return [];
  if (schema === false) return [`${path}: no value is allowed`];
  for (const key of Object.keys(schema)) {
    if (!KNOWN.has(key)) throw new Error(`json-schema-check: unknown keyword '${key}' at ${path}`);
  }
  const errors: string[] = [];
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    if (!ref.startsWith('#/')) throw new Error(`json-schema-check: unsupported $ref ${ref}`);
    let target: unknown = root;
    for (const part of ref.slice(2).split('/')) target = (target as Record<string, unknown>)[part];
    if (target === undefined) throw new Error(`json-schema-check: $ref ${ref} does not resolve`);
    errors.push(...checkJsonSchema(target as Schema, value, root, path));
  }
  const type = schema.type;
  if (type !== undefined) {
    const types = Array.isArray(type) ? (type as string[]) : [type as string];
    if (!types.some((item) => typeMatches(value, item))) {
      return [...errors, `${path}: ${typeOf(value)} is not ${types.join(' or ')}`];
    }
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((item) => equal(item, value))) {
    errors.push(`${path}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  }
  if ('const' in schema && !equal(schema.const, value)) {
    errors.push(`${path}: ${JSON.stringify(value)} is not ${JSON.stringify(schema.const)}`);
  }
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const list = schema[keyword];
    if (!Array.isArray(list)) continue;
    const passing = list.filter(
      (item) => checkJsonSchema(item as Schema, value, root, path).length === 0,
    ).length;
    if (keyword === 'anyOf' ? passing === 0 : passing !== 1) {
      errors.push(`${path}: matches ${passing} of the ${list.length} ${keyword} alternatives`);
    }
  }
  if (Array.isArray(schema.allOf)) {
    for (const item of schema.allOf)
      errors.push(...checkJsonSchema(item as Schema, value, root, path));
  }
  if (typeof value === 'number') {
    const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema as Record<
      string,
      number
    >;
    if (minimum !== undefined && value < minimum) errors.push(`${path}: below ${minimum}`);
    if (maximum !== undefined && value > maximum) errors.push(`${path}: above ${maximum}`);
    if (exclusiveMinimum !== undefined && value <= exclusiveMinimum)
      errors.push(`${path}: not above ${exclusiveMinimum}`);
    if (exclusiveMaximum !== undefined && value >= exclusiveMaximum)
      errors.push(`${path}: not below ${exclusiveMaximum}`);
  }
  if (typeof value === 'string') {
    const length = [...value].length;
    const { minLength, maxLength, pattern } = schema as Record<string, number & string>;
    if (minLength !== undefined && length < minLength)
      errors.push(`${path}: shorter than ${minLength}`);
    if (maxLength !== undefined && length > maxLength)
      errors.push(`${path}: longer than ${maxLength}`);
    if (pattern !== undefined && !new RegExp(pattern, 'u').test(value))
      errors.push(`${path}: does not match ${pattern}`);
  }
  if (Array.isArray(value)) {
    const { minItems, maxItems } = schema as Record<string, number>;
    if (minItems !== undefined && value.length < minItems)
      errors.push(`${path}: fewer than ${minItems} items`);
    if (maxItems !== undefined && value.length > maxItems)
      errors.push(`${path}: more than ${maxItems} items`);
    if (schema.items !== undefined) {
      value.forEach((item, index) =>
        errors.push(...checkJsonSchema(schema.items as Schema, item, root, `${path}[${index}]`)),
      );
    }
  }
  if (typeOf(value) === 'object') {
    const object = value as Record<string, unknown>;
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const name of (schema.required ?? []) as string[]) {
      if (!(name in object)) errors.push(`${path}: '${name}' is missing`);
    }
    for (const [name, inner] of Object.entries(object)) {
      if (name in properties) {
        errors.push(...checkJsonSchema(properties[name] as Schema, inner, root, `${path}.${name}`));
      } else if (schema.additionalProperties !== undefined) {
        errors.push(
          ...checkJsonSchema(schema.additionalProperties as Schema, inner, root, `${path}.${name}`),
        );
      }
    }
  }
  return errors;
}
