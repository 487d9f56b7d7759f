// Reading our own JSON Schemas as data: follow local `$ref`s (`#/$defs/colour`) to the node that
// holds `properties`, `enum` or `pattern`. Used to apply defaults and to word schema issues.
import { pointerTokens } from './json-pointer';

export interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  description?: string;
  default?: unknown;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  'x-expected'?: string;
  [keyword: string]: unknown;
}

export function resolveRef(root: SchemaNode, ref: string): SchemaNode | undefined {
  if (!ref.startsWith('#')) return undefined;
  let node: unknown = root;
  for (const token of pointerTokens(ref.slice(1))) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node as SchemaNode | undefined;
}

/** The node itself, or what its `$ref` chain points to, with the outer node's annotations first. */
export function derefSchema(root: SchemaNode, node: SchemaNode): SchemaNode {
  let current = node;
  for (let hops = 0; current.$ref && hops < 20; hops += 1) {
    const target = resolveRef(root, current.$ref);
    if (!target) break;
    const { $ref: _ref, ...annotations } = current;
    current = { ...target, ...annotations };
  }
  return current;
}
