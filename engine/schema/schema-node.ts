// Reading our own JSON Schemas as data: follow local `$ref`s (`#/$defs/colour`) to the node that
// holds `properties`, `enum` or `pattern`. Used to apply defaults and to word schema issues.
import { pointerTokens } from './json-pointer';
import { SCHEMA_DOCUMENTS } from './schema-documents';

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

/**
 * The node a `$ref` points to: in `root` (`#/$defs/colour`), or in another of the skin's schemas
 * (`defs.schema.json#/$defs/colour`, resolved against `root`'s `$id`).
 */
export function resolveRef(root: SchemaNode, ref: string): SchemaNode | undefined {
  const [target, pointer = ''] = ref.split('#');
  let node: unknown = root;
  if (target) {
    const id = new URL(target, String(root.$id ?? 'https://skinforge.dev/schemas/')).href;
    node = SCHEMA_DOCUMENTS.find((document) => document.$id === id);
  }
  for (const token of pointerTokens(pointer)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node as SchemaNode | undefined;
}

/**
 * Each root's nodes as derefSchema gave them: the schemas never change, and a skin reads them at
 * every value it holds.
 */
const dereferenced = new WeakMap<SchemaNode, WeakMap<SchemaNode, SchemaNode>>();

/**
 * The node itself, or what its `$ref` chain points to, with the outer node's annotations first.
 * The answer for a node is worked out once and then shared: callers read it and never change it.
 */
export function derefSchema(root: SchemaNode, node: SchemaNode): SchemaNode {
  if (!node.$ref) return node;
  let known = dereferenced.get(root);
  if (!known) {
    known = new WeakMap();
    dereferenced.set(root, known);
  }
  let target = known.get(node);
  if (!target) {
    target = followRefs(root, node);
    known.set(node, target);
  }
  return target;
}

function followRefs(root: SchemaNode, node: SchemaNode): SchemaNode {
  let current = node;
  // A chain that leaves for another document goes on from there (its own `#/…` refs are its own).
  let base = root;
  for (let hops = 0; current.$ref && hops < 20; hops += 1) {
    const target = resolveRef(base, current.$ref);
    if (!target) break;
    const [document] = current.$ref.split('#');
    if (document) base = resolveRef(base, `${document}#`) ?? base;
    const { $ref: _ref, ...annotations } = current;
    current = { ...target, ...annotations };
  }
  return current;
}
