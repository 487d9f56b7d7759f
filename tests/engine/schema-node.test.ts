// Reading our JSON Schemas as data (engine/schema/schema-node.ts): `$ref` chains, within a schema
// and across the skin's schema documents (the root and its parts in schemas/skin/), with the outer
// node's annotations kept.
import { describe, expect, it } from 'vitest';
import {
  absoluteRef,
  derefSchema,
  resolveRef,
  type SchemaNode,
} from '../../engine/schema/schema-node';
import { SKIN_SCHEMA } from '../../engine/skin/schema-validator';

const root: SchemaNode = {
  $id: 'https://skinforge.dev/schemas/test.schema.json',
  $defs: {
    colour: { type: 'string', pattern: '^#[0-9a-f]{6}$', description: 'A colour' },
    accent: { $ref: '#/$defs/colour', description: 'The accent colour' },
  },
};
const defs = root.$defs as Record<string, SchemaNode>;

describe('derefSchema', () => {
  it('gives a node without a reference as it is', () => {
    expect(derefSchema(root, defs.colour!)).toBe(defs.colour);
  });

  it('follows a chain of references, the outer node’s annotations first', () => {
    const node: SchemaNode = { $ref: '#/$defs/accent', description: 'The button colour' };
    expect(derefSchema(root, node)).toEqual({
      type: 'string',
      pattern: '^#[0-9a-f]{6}$',
      description: 'The button colour',
    });
  });

  it('follows a reference into another of the skin’s schema documents', () => {
    const skin = SKIN_SCHEMA as SchemaNode;
    const id = skin.properties!.id!;
    expect(id.$ref).toBe('defs.schema.json#/$defs/skinId');
    expect(derefSchema(skin, id)).toMatchObject({
      type: 'string',
      pattern: '^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$',
      description: id.description,
      examples: ['default', 'lusa-regional'],
    });
  });

  it('resolves a `$ref` against the file that writes it, whichever root the walk started from', () => {
    // A banner's link lives in skin/banners.schema.json and names its branches by `#/$defs/…`.
    const banners = resolveRef(SKIN_SCHEMA as SchemaNode, 'skin/banners.schema.json#')!;
    const banner = (banners.$defs as Record<string, SchemaNode>).banner!;
    const link = derefSchema(SKIN_SCHEMA as SchemaNode, banner.properties!.link!);
    const route = link.oneOf!.find((branch) => branch.$ref === '#/$defs/routeLink')!;
    expect(absoluteRef(SKIN_SCHEMA as SchemaNode, route)).toBe(
      'https://skinforge.dev/schemas/skin/banners.schema.json#/$defs/routeLink',
    );
  });

  it('works a node out once and gives the same answer again (a skin reads the schema for each value)', () => {
    const node: SchemaNode = { $ref: '#/$defs/accent' };
    expect(derefSchema(root, node)).toBe(derefSchema(root, node));
  });

  it('keeps a node met under two roots apart', () => {
    const node: SchemaNode = { $ref: '#/$defs/colour' };
    const other: SchemaNode = { $defs: { colour: { type: 'integer' } } };
    expect(derefSchema(root, node).type).toBe('string');
    expect(derefSchema(other, node).type).toBe('integer');
  });
});
