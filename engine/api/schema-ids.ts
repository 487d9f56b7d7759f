// Where the contract's JSON Schemas live by `$id` (schemas/api/<family>.schema.json). The action
// table only names schemas; loading them is for whoever validates (the gateway, tests), so the
// browser bundle never carries them.

export const API_SCHEMA_BASE = 'https://skinforge.dev/schemas/api/';

/**
 * A schema that points at one definition of a family file, e.g.
 * `auth.schema.json#/$defs/loginPayload`.
 */
export interface SchemaRef {
  $ref: string;
}

export function apiSchemaRef(family: string, definition: string): SchemaRef {
  return { $ref: `${API_SCHEMA_BASE}${family}.schema.json#/$defs/${definition}` };
}

/**
 * The schemas of an action's payload and value: `<family>.schema.json#/$defs/<name>Payload`, and
 * its `…Value`.
 */
export function actionSchemas(spec: { name: string; family: string }): {
  payload: SchemaRef;
  value: SchemaRef;
} {
  return {
    payload: apiSchemaRef(spec.family, `${spec.name}Payload`),
    value: apiSchemaRef(spec.family, `${spec.name}Value`),
  };
}
