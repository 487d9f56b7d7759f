import { readdirSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  API_SCHEMAS,
  CATEGORIES,
  LOCALES,
  MEMBER_PAGES,
  PATTERN_NAMES,
  SCHEMA_DOCUMENTS,
  SKIN_SCHEMA,
} from '../../engine/authoring';
import { SKIN_SCHEMA_PARTS } from '../../engine/schema/schema-documents';
import { derefSchema, type SchemaNode } from '../../engine/schema/schema-node';
import { applySchemaDefaults } from '../../engine/skin/apply-defaults';
import effectiveSchema from '../../schemas/effective-skin.schema.json';
import moduleTreeSchema from '../../schemas/module-tree.schema.json';

const skinSchema = SKIN_SCHEMA as SchemaNode;
/** The skin schema and the parts it joins by `$ref` (schemas/skin/), each with its file. */
const skinDocuments = [skinSchema, ...(SKIN_SCHEMA_PARTS as readonly SchemaNode[])].map(
  (document) => ({
    document,
    file: String(document.$id).replace('https://skinforge.dev/schemas/', ''),
  }),
);

/**
 * Every property schema of the skin schema's files, with its pointer and whether its parent
 * requires it; a property that is a part's whole file (`{ "$ref": "skin/menus.schema.json" }`) is
 * read with that file's annotations.
 */
function properties(): Array<{ pointer: string; node: SchemaNode; required: boolean }> {
  const found: Array<{ pointer: string; node: SchemaNode; required: boolean }> = [];
  const visit = (document: SchemaNode, node: unknown, at: string) => {
    if (node === null || typeof node !== 'object') return;
    const object = node as SchemaNode & { required?: string[] };
    for (const [name, child] of Object.entries(object.properties ?? {})) {
      found.push({
        pointer: `${at}/properties/${name}`,
        node: child.$ref?.endsWith('.schema.json') ? derefSchema(document, child) : child,
        required: (object.required ?? []).includes(name),
      });
    }
    for (const [key, value] of Object.entries(object)) {
      if (key !== 'examples' && key !== 'default') visit(document, value, `${at}/${key}`);
    }
  };
  for (const { document, file } of skinDocuments) visit(document, document, `${file}#`);
  return found;
}

describe('skin.schema.json and its parts', () => {
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
        at !== 'skin/api.schema.json#/properties/paths'
      ) {
        open.push(at);
      }
      for (const [key, value] of Object.entries(object)) {
        if (key !== 'examples' && key !== 'default') visit(value, `${at}/${key}`);
      }
    };
    for (const { document, file } of skinDocuments) visit(document, `${file}#`);
    expect(open).toEqual([]);
  });

  it('joins every file of schemas/skin/ as a part, each named by the root or another part', () => {
    const files = readdirSync(new URL('../../schemas/skin/', import.meta.url)).map(
      (name) => `skin/${name}`,
    );
    expect(skinDocuments.slice(1).map(({ file }) => file)).toEqual(expect.arrayContaining(files));
    expect(files).toHaveLength(SKIN_SCHEMA_PARTS.length);
    const named = new Set(
      [
        ...JSON.stringify(skinDocuments.map(({ document }) => document)).matchAll(
          /"\$ref":"(?:skin\/)?([a-z-]+\.schema\.json)/g,
        ),
      ].map(([, file]) => `skin/${file}`),
    );
    expect(files.filter((file) => !named.has(file))).toEqual([]);
  });

  it('documents every property with a description and examples, and a default unless it is required', () => {
    const undocumented = properties()
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
    const inconsistent = properties()
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
});

describe('effective-skin.schema.json and module-tree.schema.json', () => {
  it('are draft 2020-12 schemas with an $id', () => {
    for (const schema of [effectiveSchema, moduleTreeSchema]) {
      expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(schema.$id).toMatch(/^https:\/\/skinforge\.dev\/schemas\/[a-z-]+\.schema\.json$/);
    }
  });
});

describe('the shared definitions (schemas/defs.schema.json)', () => {
  const documents = [...SCHEMA_DOCUMENTS, ...API_SCHEMAS] as Array<SchemaNode & { $id: string }>;
  const defs = documents.find((schema) => schema.$id.endsWith('/defs.schema.json'))!;
  const shared = Object.entries(defs.$defs as Record<string, SchemaNode>);

  /** Every node of a schema with its pointer. */
  function nodes(schema: unknown, at = ''): Array<{ at: string; node: SchemaNode }> {
    if (schema === null || typeof schema !== 'object') return [];
    const found = Array.isArray(schema) ? [] : [{ at, node: schema as SchemaNode }];
    return [
      ...found,
      ...Object.entries(schema).flatMap(([key, value]) =>
        key === 'examples' || key === 'default' ? [] : nodes(value, `${at}/${key}`),
      ),
    ];
  }

  it('are referred to, never copied: no other schema repeats one of their enums or patterns', () => {
    const copies = documents
      .filter((schema) => schema !== defs)
      .flatMap((schema) =>
        nodes(schema).flatMap(({ at, node }) =>
          shared
            .filter(
              ([, definition]) =>
                (definition.enum && isDeepStrictEqual(node.enum, definition.enum)) ||
                (definition.pattern && node.pattern === definition.pattern),
            )
            .map(([name]) => `${schema.$id}#${at} copies $defs/${name}`),
        ),
      );
    expect(copies).toEqual([]);
  });

  it('hold the skin id, merchant code, locale, category, module id and colour', () => {
    expect(shared.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'skinId',
        'merchantCode',
        'locale',
        'category',
        'moduleId',
        'colour',
      ]),
    );
  });

  it('give the engine its constants: the generated vocabulary lists their values', () => {
    const enumOf = (name: string) => (defs.$defs as Record<string, SchemaNode>)[name].enum;
    expect(CATEGORIES).toEqual(enumOf('category'));
    expect(LOCALES).toEqual(enumOf('locale'));
    expect(MEMBER_PAGES).toEqual(enumOf('memberPage'));
    expect(PATTERN_NAMES).toEqual(enumOf('patternName'));
  });
});
