import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  AGENT_PAGES,
  CATEGORIES,
  COLOUR_TOKENS,
  FEATURE_IDS,
  HELP_TAGS,
  HOME_SECTIONS,
  LOCALES,
  MEMBER_PAGES,
  PATTERN_NAMES,
  REGISTRATION_FIELDS,
  REGISTRATION_FORM_FIELDS,
  SIDE_MENU_ITEMS,
  SKIN_SCHEMA,
  SOCIAL_NETWORKS,
  ACCOUNT_MENU_ITEMS,
  BANNER_GROUPS,
} from '../../engine/authoring';
import { applySchemaDefaults } from '../../engine/skin/apply-defaults';
import type { SchemaNode } from '../../engine/skin/schema-node';
import effectiveSchema from '../../schemas/effective-skin.schema.json';
import moduleTreeSchema from '../../schemas/module-tree.schema.json';

const skinSchema = SKIN_SCHEMA as SchemaNode;

/** Every property schema in a schema, with its pointer and whether its parent requires it. */
function properties(
  schema: SchemaNode,
  pointer = '',
): Array<{ pointer: string; node: SchemaNode; required: boolean }> {
  const found: Array<{ pointer: string; node: SchemaNode; required: boolean }> = [];
  const visit = (node: unknown, at: string) => {
    if (node === null || typeof node !== 'object') return;
    const object = node as SchemaNode & { required?: string[] };
    for (const [name, child] of Object.entries(object.properties ?? {})) {
      found.push({
        pointer: `${at}/properties/${name}`,
        node: child,
        required: (object.required ?? []).includes(name),
      });
    }
    for (const [key, value] of Object.entries(object)) {
      if (key !== 'examples' && key !== 'default') visit(value, `${at}/${key}`);
    }
  };
  visit(schema, pointer);
  return found;
}

describe('skin.schema.json', () => {
  it('is draft 2020-12 with an $id, and closes every object to unknown keys', () => {
    expect(SKIN_SCHEMA.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(SKIN_SCHEMA.$id).toBe('https://skinforge.dev/schemas/skin.schema.json');
    const open: string[] = [];
    const visit = (node: unknown, at: string) => {
      if (node === null || typeof node !== 'object') return;
      const object = node as Record<string, unknown>;
      if (
        object.type === 'object' &&
        object.additionalProperties !== false &&
        at !== '/properties/api/properties/paths'
      ) {
        open.push(at);
      }
      for (const [key, value] of Object.entries(object)) {
        if (key !== 'examples' && key !== 'default') visit(value, `${at}/${key}`);
      }
    };
    visit(SKIN_SCHEMA, '');
    expect(open).toEqual([]);
  });

  it('documents every property with a description and examples, and a default unless it is required', () => {
    const undocumented = properties(skinSchema)
      .filter(
        ({ node, required }) =>
          !node.description || !Array.isArray(node.examples) || (!required && !('default' in node)),
      )
      .map(({ pointer }) => pointer);
    expect(undocumented).toEqual([]);
  });

  it('keeps object defaults saying the same as the defaults of their properties', () => {
    // Leaving an object out and writing it empty must resolve alike, wherever a property has its
    // own default.
    const inconsistent = properties(skinSchema)
      .filter(
        ({ node }) =>
          node.default !== null && typeof node.default === 'object' && !Array.isArray(node.default),
      )
      .filter(({ node }) => {
        const fromDefault = structuredClone(node.default);
        applySchemaDefaults(skinSchema, fromDefault, node);
        const fromEmpty: Record<string, unknown> = {};
        applySchemaDefaults(skinSchema, fromEmpty, node);
        return Object.keys(fromEmpty).some(
          (key) =>
            !isDeepStrictEqual(fromEmpty[key], (fromDefault as Record<string, unknown>)[key]),
        );
      })
      .map(({ pointer }) => pointer);
    expect(inconsistent).toEqual([]);
  });

  it('lists the same values as the TypeScript constants the engine uses', () => {
    const enumAt = (pointer: string) => {
      let node: unknown = skinSchema;
      for (const token of pointer.split('/').filter(Boolean)) {
        node = (node as Record<string, unknown>)[token];
      }
      return (node as SchemaNode).enum;
    };
    expect(enumAt('/$defs/category')).toEqual([...CATEGORIES]);
    expect(enumAt('/$defs/locale')).toEqual([...LOCALES]);
    expect(enumAt('/$defs/memberPage')).toEqual([...MEMBER_PAGES]);
    expect(enumAt('/$defs/agentPage')).toEqual([...AGENT_PAGES]);
    expect(enumAt('/properties/home/properties/sections/items')).toEqual([...HOME_SECTIONS]);
    expect(enumAt('/properties/menus/properties/side/items')).toEqual([...SIDE_MENU_ITEMS]);
    expect(enumAt('/properties/menus/properties/account/items')).toEqual([...ACCOUNT_MENU_ITEMS]);
    expect(enumAt('/properties/menus/properties/footer/properties/help/items')).toEqual([
      ...HELP_TAGS,
    ]);
    expect(enumAt('/$defs/socialLink/properties/network')).toEqual([...SOCIAL_NETWORKS]);
    expect(
      Object.keys(skinSchema.properties?.registration.properties?.fields.properties ?? {}),
    ).toEqual([...REGISTRATION_FIELDS]);
    expect(Object.keys(skinSchema.properties?.banners.properties ?? {})).toEqual([
      ...BANNER_GROUPS,
    ]);
    expect(
      Object.keys((skinSchema.$defs as Record<string, SchemaNode>).darkTokens.properties ?? {}),
    ).toEqual([...COLOUR_TOKENS]);
  });
});

describe('effective-skin.schema.json and module-tree.schema.json', () => {
  it('name every feature, form field and pattern the engine knows', () => {
    expect(effectiveSchema.properties.features.required).toEqual([...FEATURE_IDS]);
    expect(effectiveSchema.$defs.form.required).toEqual([...REGISTRATION_FORM_FIELDS]);
    expect(effectiveSchema.$defs.rule.properties.acceptedPattern.enum).toEqual([
      '*',
      ...PATTERN_NAMES,
    ]);
  });

  it('are draft 2020-12 schemas with an $id', () => {
    for (const schema of [effectiveSchema, moduleTreeSchema]) {
      expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(schema.$id).toMatch(/^https:\/\/skinforge\.dev\/schemas\/[a-z-]+\.schema\.json$/);
    }
  });
});
