// The skin schema as the studio's editor reads it: one tree with every `$ref` followed (across the
// schema's files, each ref read against the document it sits in, so a schema split into files per
// area reads the same), the annotations written beside a ref (description, default, examples)
// kept over the target's, and the name of the definition a node came from in `x-def` (`colour`,
// `assetPath`), which the editor may use to pick a control. The editor draws its panels from this
// tree alone: a property added to the schema appears without editor code.
import { resolveRef, SKIN_SCHEMA, type SchemaNode } from '../../engine/authoring';

/** Keywords whose value is one subschema, or a list or map of them. */
const ONE = ['items', 'additionalProperties', 'contains', 'not', 'if', 'then', 'else'] as const;
const LIST = ['oneOf', 'anyOf', 'allOf', 'prefixItems'] as const;
const MAP = ['properties', 'patternProperties'] as const;

/** Deeper than any real skin schema: a `$ref` that leads back to itself. */
const MAX_DEPTH = 40;

const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The node behind `node`'s `$ref` chain, and the document its own refs are read against. */
function follow(
  node: SchemaNode,
  base: SchemaNode,
): { node: SchemaNode; base: SchemaNode; def?: string } {
  let current = node;
  let document = base;
  let def: string | undefined;
  for (let hops = 0; current.$ref; hops += 1) {
    const ref = current.$ref;
    const target = hops < MAX_DEPTH ? resolveRef(document, ref) : undefined;
    if (!target) throw new Error(`The skin schema's $ref "${ref}" leads nowhere (or in a circle).`);
    const [file, pointer = ''] = ref.split('#');
    if (file) document = resolveRef(document, `${file}#`) ?? document;
    def = pointer.split('/').pop() || def;
    const { $ref: _ref, ...annotations } = current;
    current = { ...target, ...annotations };
  }
  return { node: current, base: document, def };
}

function inline(node: SchemaNode, base: SchemaNode, depth: number): SchemaNode {
  if (depth > MAX_DEPTH) throw new Error('The skin schema nests deeper than the studio reads.');
  const followed = follow(node, base);
  const { $defs: _defs, $id: _id, $schema: _schema, ...rest } = followed.node;
  const tree: SchemaNode = followed.def ? { ...rest, 'x-def': followed.def } : { ...rest };
  const child = (value: SchemaNode) => inline(value, followed.base, depth + 1);
  for (const keyword of ONE) {
    const value = tree[keyword];
    if (isNode(value)) tree[keyword] = child(value);
  }
  for (const keyword of LIST) {
    const value = tree[keyword];
    if (Array.isArray(value)) tree[keyword] = value.filter(isNode).map(child);
  }
  for (const keyword of MAP) {
    const value = tree[keyword];
    if (isNode(value)) {
      tree[keyword] = Object.fromEntries(
        Object.entries(value).flatMap(([name, sub]) => (isNode(sub) ? [[name, child(sub)]] : [])),
      );
    }
  }
  return tree;
}

let cached: SchemaNode | undefined;

/** The skin schema with every `$ref` inlined (made once: the schema does not change). */
export function skinSchemaTree(): SchemaNode {
  cached ??= inline(SKIN_SCHEMA as SchemaNode, SKIN_SCHEMA as SchemaNode, 0);
  return cached;
}
