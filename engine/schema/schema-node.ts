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
  let node: unknown = target ? documentById(absoluteId(root, target)) : root;
  for (const token of pointerTokens(pointer)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node as SchemaNode | undefined;
}

const absoluteId = (root: SchemaNode, target: string) =>
  new URL(target, String(root.$id ?? 'https://skinforge.dev/schemas/')).href;

const documentById = (id: string) =>
  SCHEMA_DOCUMENTS.find((document) => document.$id === id) as SchemaNode | undefined;

/** The document of our schemas each of their nodes sits in, indexed on first use. */
let homes: WeakMap<object, SchemaNode> | undefined;

/**
 * The schema document `node` belongs to, when it is one of ours: a `$ref` is relative to the file
 * that writes it (the skin schema's parts in schemas/skin/ refer to `../defs.schema.json` and to
 * their own `#/$defs`), whichever root the walk started from.
 */
export function documentOf(node: object): SchemaNode | undefined {
  if (!homes) {
    const index = new WeakMap<object, SchemaNode>();
    const visit = (value: unknown, document: SchemaNode) => {
      if (value === null || typeof value !== 'object') return;
      index.set(value, document);
      for (const child of Object.values(value)) visit(child, document);
    };
    for (const document of SCHEMA_DOCUMENTS) visit(document, document as SchemaNode);
    homes = index;
  }
  return homes.get(node);
}

/** The absolute `$id#pointer` a node's `$ref` names (`…/skin/banners.schema.json#/$defs/urlLink`). */
export function absoluteRef(root: SchemaNode, node: SchemaNode): string | undefined {
  if (node.$ref === undefined) return undefined;
  const [target, pointer = ''] = node.$ref.split('#');
  const base = documentOf(node) ?? root;
  return `${target ? absoluteId(base, target) : String(base.$id)}#${pointer}`;
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
  let base = documentOf(node) ?? root;
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
