// Where each value the editor shows comes from. A skin's value is its own, else the nearest parent's
// in the `extends` chain, else the schema's default — as the engine resolves it (objects merge
// deeply, arrays replace whole, defaults fill what no layer sets). An edit always lands in the
// skin's own document; inside an inherited list, the list is first copied into it, since a list
// is replaced whole. Resetting removes the skin's own value, so the inherited one shows again.
import type { JsonObject, JsonValue, ParentLayer, SchemaTree } from '../api/wire';
import { isObject, lookUp, pointerOf, removeAt, setAt, tokensOf } from './json-pointer';

export interface SkinSources {
  own: JsonObject;
  parents: readonly ParentLayer[];
  schema: SchemaTree;
}

export type ValueOrigin =
  { kind: 'own' } | { kind: 'parent'; id: string } | { kind: 'default' } | { kind: 'unset' };

/** The schema node that describes the value at `tokens`. */
export function schemaAt(schema: SchemaTree, tokens: readonly string[]): SchemaTree | undefined {
  let node: SchemaTree | undefined = schema;
  for (const token of tokens) {
    if (!node) return undefined;
    const additional: SchemaTree | undefined =
      typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined;
    node = node.properties?.[token] ?? (/^\d+$/.test(token) ? node.items : undefined) ?? additional;
  }
  return node;
}

/** The schema's default for `tokens`: a parent's default object wins, as the engine fills it. */
function defaultAt(schema: SchemaTree, tokens: readonly string[]): JsonValue | undefined {
  let node: SchemaTree | undefined = schema;
  let value = schema.default as JsonValue | undefined;
  for (const token of tokens) {
    node = node && schemaAt(node, [token]);
    value =
      isObject(value) && Object.hasOwn(value, token)
        ? value[token]
        : (node?.default as JsonValue | undefined);
  }
  return value;
}

function layers({ own, parents }: SkinSources): { origin: ValueOrigin; value: JsonObject }[] {
  return [
    { origin: { kind: 'own' }, value: own },
    ...parents.map((parent) => ({
      origin: { kind: 'parent', id: parent.id } as const,
      value: parent.skin,
    })),
  ];
}

export function resolveAt(
  sources: SkinSources,
  pointer: string,
): { value: JsonValue | undefined; origin: ValueOrigin } {
  const tokens = tokensOf(pointer);
  for (const layer of layers(sources)) {
    const found = lookUp(layer.value, tokens);
    if (found.found) return { value: found.value, origin: layer.origin };
    if (found.blocked) return { value: undefined, origin: { kind: 'unset' } };
  }
  const value = defaultAt(sources.schema, tokens);
  return value === undefined
    ? { value, origin: { kind: 'unset' } }
    : { value, origin: { kind: 'default' } };
}

export const valueAt = (sources: SkinSources, pointer: string) => resolveAt(sources, pointer).value;

/** The skin's own document with `value` at `pointer` (an inherited list copied in first). */
export function setOwn(sources: SkinSources, pointer: string, value: JsonValue): JsonObject {
  const tokens = tokensOf(pointer);
  let own: JsonValue = sources.own;
  for (let length = 1; length < tokens.length; length += 1) {
    const prefix = tokens.slice(0, length);
    const { value: above, origin } = resolveAt(
      { ...sources, own: own as JsonObject },
      pointerOf(prefix),
    );
    if (Array.isArray(above)) {
      if (origin.kind !== 'own') own = setAt(own, prefix, structuredClone(above));
      break;
    }
  }
  return setAt(own, tokens, value) as JsonObject;
}

/** The skin's own document without its value at `pointer`. */
export function resetOwn(own: JsonObject, pointer: string): JsonObject {
  return removeAt(own, tokensOf(pointer)) as JsonObject;
}
