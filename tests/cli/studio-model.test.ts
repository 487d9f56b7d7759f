// The studio editor's rules over the skin schema and the skin's layers (studio/model/): which
// control a schema node calls for, and where a value shown comes from — as the engine resolves a
// skin (objects merge, arrays replace, defaults fill) — and where an edit lands.
import { describe, expect, it } from 'vitest';
import { skinSchemaTree } from '../../cli/studio/schema-tree';
import type { ParentLayer, SchemaTree } from '../../studio/api/wire';
import { fieldKind, starterValue } from '../../studio/model/field-kind';
import {
  resetOwn,
  resolveAt,
  schemaAt,
  setOwn,
  type SkinSources,
} from '../../studio/model/skin-values';

const schema = skinSchemaTree();
const node = (pointer: string) => schemaAt(schema, pointer.split('/').slice(1))!;

describe('fieldKind, read from the skin schema', () => {
  it('gives each kind of value its control', () => {
    expect(fieldKind(node('/theme/tokens/dark/primary'))).toEqual({ kind: 'colour' });
    expect(fieldKind(node('/brand/logo'))).toEqual({ kind: 'asset' });
    expect(fieldKind(node('/registration/termsLink'))).toEqual({ kind: 'route' });
    expect(fieldKind(node('/features/vip'))).toEqual({ kind: 'toggle' });
    expect(fieldKind(node('/ageGate/minimumAge'))).toEqual({ kind: 'choice', options: [18, 21] });
    expect(fieldKind(node('/brand/name'))).toEqual({ kind: 'text' });
    expect(fieldKind(node('/api/paths'))).toEqual({ kind: 'json' });
  });

  it('orders and ticks a list of known entries, a union of enums included', () => {
    expect(fieldKind(node('/menus/side'))).toMatchObject({
      kind: 'ordered-choices',
      options: expect.arrayContaining(['home', 'vip', 'language']),
    });
    expect(fieldKind(node('/home/sections'))).toMatchObject({
      kind: 'ordered-choices',
      options: expect.arrayContaining(['RECENT', 'HOT', 'FAV', 'RNG', 'ELOTT']),
    });
  });

  it('picks a banner link by its type, or none', () => {
    const link = fieldKind(node('/banners/w_home/0/link'));
    expect(link).toMatchObject({ kind: 'union', discriminator: 'type', nullable: true });
    expect(
      link.kind === 'union' && link.alternatives.map((alternative) => alternative.tag),
    ).toEqual(['route', 'promotion', 'game', 'url']);
  });

  it('edits a list of objects entry by entry, a new one holding what it must', () => {
    const banners = fieldKind(node('/banners/w_home'));
    expect(banners.kind).toBe('list');
    expect(banners.kind === 'list' && starterValue(banners.item)).toEqual({ image: '', alt: '' });
  });

  it('gives a property the schema adds a control, without editor code', () => {
    const grown: SchemaTree = {
      type: 'object',
      properties: {
        typography: { type: 'object', properties: { scale: { type: 'number' } } },
        compliance: {
          type: 'object',
          properties: { jurisdiction: { type: 'string', enum: ['BR', 'PT'] } },
        },
      },
    };
    expect(fieldKind(schemaAt(grown, ['typography'])!)).toEqual({ kind: 'object' });
    expect(fieldKind(schemaAt(grown, ['typography', 'scale'])!)).toEqual({
      kind: 'number',
      integer: false,
    });
    expect(fieldKind(schemaAt(grown, ['compliance', 'jurisdiction'])!)).toEqual({
      kind: 'choice',
      options: ['BR', 'PT'],
    });
  });
});

describe('where a value comes from', () => {
  const parent: ParentLayer = {
    id: 'default',
    skin: {
      theme: { tokens: { dark: { primary: '#111111' } } },
      menus: { side: ['home', 'vip', 'language'] },
    },
    dictionaries: {},
  };
  const sources: SkinSources = {
    own: { theme: { tokens: { dark: { accent: '#222222' } } }, menus: { side: ['home'] } },
    parents: [parent],
    schema,
  };

  it('takes the skin’s own value, else the nearest parent’s, else the schema’s default', () => {
    expect(resolveAt(sources, '/theme/tokens/dark/accent')).toEqual({
      value: '#222222',
      origin: { kind: 'own' },
    });
    expect(resolveAt(sources, '/theme/tokens/dark/primary')).toEqual({
      value: '#111111',
      origin: { kind: 'parent', id: 'default' },
    });
    expect(resolveAt(sources, '/theme/radius')).toEqual({
      value: '8px',
      origin: { kind: 'default' },
    });
  });

  it('lets a list replace its parents’ whole, as the merge does', () => {
    expect(resolveAt(sources, '/menus/side/1')).toEqual({
      value: undefined,
      origin: { kind: 'unset' },
    });
  });

  it('writes an edit into the skin’s own document, copying an inherited list first', () => {
    const inherited: SkinSources = { ...sources, own: {} };
    expect(setOwn(inherited, '/menus/side/1', 'invite')).toEqual({
      menus: { side: ['home', 'invite', 'language'] },
    });
    expect(setOwn(sources, '/brand/name', 'Acme')).toMatchObject({ brand: { name: 'Acme' } });
  });

  it('resets a value by removing the skin’s own, so the inherited one shows again', () => {
    const reset = resetOwn(sources.own, '/theme/tokens/dark/accent');
    expect(reset).toEqual({ theme: { tokens: { dark: {} } }, menus: { side: ['home'] } });
    expect(resolveAt({ ...sources, own: reset }, '/theme/tokens/dark/accent').origin).toEqual({
      kind: 'default',
    });
  });
});
