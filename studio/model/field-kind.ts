// Which control edits a value, read from its schema node alone, so a property added to the skin
// schema gets a control without editor code: a colour picker for a `#rrggbb` colour, an upload
// for an asset path, a route picker for an internal route, a list to order and tick for an array
// of known choices (menus, home sections), a typed picker for a union of objects told apart by a
// constant (banner links), fields for an object, and JSON text for what none of these fits.
import type { SchemaTree } from '../api/wire';

export type FieldKind =
  | { kind: 'object' }
  | { kind: 'toggle' }
  | { kind: 'number'; integer: boolean }
  | { kind: 'choice'; options: readonly (string | number)[] }
  | { kind: 'colour' }
  | { kind: 'asset' }
  | { kind: 'route' }
  | { kind: 'text' }
  | { kind: 'ordered-choices'; options: readonly string[] }
  | { kind: 'list'; item: SchemaTree }
  | {
      kind: 'union';
      discriminator: string;
      alternatives: readonly UnionAlternative[];
      nullable: boolean;
    }
  | { kind: 'json' };

export interface UnionAlternative {
  /** The discriminator's constant: `route`, `promotion`. */
  tag: string;
  schema: SchemaTree;
}

const COLOUR_PATTERN = '^#[0-9a-fA-F]{6}$';

const typesOf = (node: SchemaTree): string[] =>
  node.type === undefined ? [] : Array.isArray(node.type) ? node.type : [node.type];

/** A node whose values are a closed list (an enum, or a union of enums), or undefined. */
export function choicesOf(node: SchemaTree): (string | number)[] | undefined {
  if (node.enum) {
    return node.enum.filter((option) => typeof option === 'string' || typeof option === 'number');
  }
  const alternatives = node.anyOf ?? node.oneOf;
  if (!alternatives) return undefined;
  const lists = alternatives.map(choicesOf);
  return lists.every(Boolean) ? (lists.flat() as (string | number)[]) : undefined;
}

const isNull = (node: SchemaTree) => typesOf(node).join() === 'null';

function unionOf(alternatives: readonly SchemaTree[]): FieldKind | undefined {
  const objects = alternatives.filter((node) => !isNull(node));
  const first = objects[0]?.properties;
  if (!first || objects.some((node) => !node.properties)) return undefined;
  const discriminator = Object.keys(first).find((key) =>
    objects.every((node) => typeof node.properties?.[key]?.const === 'string'),
  );
  if (!discriminator) return undefined;
  return {
    kind: 'union',
    discriminator,
    alternatives: objects.map((schema) => ({
      tag: schema.properties![discriminator]!.const as string,
      schema,
    })),
    nullable: objects.length < alternatives.length,
  };
}

export function fieldKind(node: SchemaTree): FieldKind {
  const choices = choicesOf(node);
  if (choices) return { kind: 'choice', options: choices };
  const alternatives = node.oneOf ?? node.anyOf;
  if (alternatives) return unionOf(alternatives) ?? { kind: 'json' };
  const types = typesOf(node);
  if (types.includes('object')) return node.properties ? { kind: 'object' } : { kind: 'json' };
  if (types.includes('array')) {
    const item = node.items;
    if (!item) return { kind: 'json' };
    const options = choicesOf(item);
    if (options && node.uniqueItems) {
      return { kind: 'ordered-choices', options: options.map(String) };
    }
    return { kind: 'list', item };
  }
  if (types.includes('boolean')) return { kind: 'toggle' };
  if (types.includes('integer')) return { kind: 'number', integer: true };
  if (types.includes('number')) return { kind: 'number', integer: false };
  if (types.includes('string')) {
    if (node['x-def'] === 'colour' || node.pattern === COLOUR_PATTERN) return { kind: 'colour' };
    if (node['x-def'] === 'assetPath' || node.pattern?.startsWith('^assets/')) {
      return { kind: 'asset' };
    }
    if (node['x-def'] === 'internalRoute') return { kind: 'route' };
    return { kind: 'text' };
  }
  return { kind: 'json' };
}

/**
 * A new value for a node (a list's new entry, a union's new alternative): its default, the
 * constants and required parts it must hold, and empty text the operator then fills in (the
 * examples stay placeholders: a value that looks real would be saved unnoticed).
 */
export function starterValue(node: SchemaTree): unknown {
  if (node.const !== undefined) return node.const;
  if (node.default !== undefined && node.default !== null) return structuredClone(node.default);
  const kind = fieldKind(node);
  if (kind.kind === 'object') {
    return Object.fromEntries(
      (node.required ?? []).map((key) => [key, starterValue(node.properties?.[key] ?? {})]),
    );
  }
  if (kind.kind === 'choice') return kind.options[0];
  if (kind.kind === 'toggle') return false;
  if (kind.kind === 'number') return node.minimum ?? 0;
  if (kind.kind === 'list' || kind.kind === 'ordered-choices') return [];
  if (kind.kind === 'union') {
    return kind.nullable ? null : starterValue(kind.alternatives[0]!.schema);
  }
  return '';
}
