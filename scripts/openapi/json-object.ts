/** A JSON object of the OpenAPI document (a schema, an operation, …). */
export type JsonObject = { [key: string]: unknown };
