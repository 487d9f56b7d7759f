// Fill what a skin leaves out with the schema's `default`s, so the schema stays the one place a
// default is written (and documented for editors). Runs on a merged skin that passed validation.
// ajv's own useDefaults is not used: in strict mode it refuses defaults inside oneOf branches,
// and our banner-link branches document theirs.
import { derefSchema, type SchemaNode } from '../schema/schema-node';
import { cloneJson, isPlainObject } from './deep-merge';

/** Fill `value` in place; `node` is the part of `root` that describes it (the root by default). */
export function applySchemaDefaults(
  root: SchemaNode,
  value: unknown,
  node: SchemaNode = root,
): void {
  walk(root, node, value);
}

function walk(root: SchemaNode, node: SchemaNode, value: unknown): void {
  const schema = derefSchema(root, node);
  if (isPlainObject(value) && schema.properties) {
    for (const [key, property] of Object.entries(schema.properties)) {
      // A part of the skin schema in a file of its own (`{ "$ref": "skin/menus.schema.json" }`)
      // writes its default there.
      const described = derefSchema(root, property);
      if (!Object.prototype.hasOwnProperty.call(value, key) && 'default' in described) {
        Object.defineProperty(value, key, {
          value: cloneJson(described.default),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      if (Object.prototype.hasOwnProperty.call(value, key)) walk(root, property, value[key]);
    }
  }
  if (Array.isArray(value) && schema.items) {
    for (const item of value) walk(root, schema.items, item);
  }
}
